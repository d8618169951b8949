//! The page every game's live view stands in: a bar with the page's heading and tools, over
//! the screen (the form, a table, or why neither). Each game gives its own heading, tools
//! and look.

use blockness_web_common::language::use_lang;
use yew::prelude::*;

/// Props of [`LivePageFrame`].
#[derive(Properties, PartialEq)]
pub struct LivePageFrameProps {
    /// The page's classes: the game's look.
    pub class: Classes,
    /// The page's test id.
    pub testid: AttrValue,
    /// The bar's class.
    pub bar_class: AttrValue,
    /// What the bar holds: the page's heading, then its tools.
    pub bar: Html,
    /// The screen.
    pub children: Html,
}

/// A game's live page: its bar over the screen, in the page's language.
#[function_component(LivePageFrame)]
pub fn live_page_frame(props: &LivePageFrameProps) -> Html {
    let lang = use_lang();
    html! {
        <main class={props.class.clone()} data-testid={props.testid.clone()} lang={lang.code()}>
            <div class={props.bar_class.clone()}>{ props.bar.clone() }</div>
            { props.children.clone() }
        </main>
    }
}
