//! The root of the views module, `blockness-views` (`src/bin/blockness-views.rs`): the rules
//! page, the tutorial and the solo puzzles, which the first screen does not show. The page
//! fetches the module only when one of them opens (its `lazy_view`), so a first visit
//! downloads the game alone; see [`blockness_web_common::view_module`] for how the two meet.

use yew::prelude::*;

use blockness_web_common::view_module::ViewProps;

use crate::ui::rules_page::RulesPage;
use crate::ui::solo_page::SoloPage;
use crate::ui::tutorial::TutorialPage;
use blockness_web_board::hooks::SharedEdition;
use blockness_web_board::words::Lang;

/// The root component of the module: the contexts the views expect, then the view named
/// by the element's `data-view` (`rules`, `tutorial` or `solo`).
#[function_component(ViewsModule)]
pub fn views_module(props: &ViewProps) -> Html {
    let edition = use_memo((), |_| {
        SharedEdition(blockness_web_board::editions::standard_edition())
    });
    let on_close = props.on_close();
    let view = props.root.get_attribute("data-view").unwrap_or_default();
    html! {
        <ContextProvider<SharedEdition> context={(*edition).clone()}>
            <ContextProvider<Lang> context={props.lang}>
                { match view.as_str() {
                    "tutorial" => html! { <TutorialPage {on_close} /> },
                    "solo" => html! { <SoloPage {on_close} /> },
                    _ => html! { <RulesPage {on_close} /> },
                } }
            </ContextProvider<Lang>>
        </ContextProvider<SharedEdition>>
    }
}
