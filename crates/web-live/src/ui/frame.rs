//! What frames the live view's screens, and what a table shows before it has come: drawn by
//! the view, and by the site's build for an invite's first paint ([`super::seat_form`]).

use blockness_core::Colour;
use blockness_web_board::words::texts;
use blockness_web_common::language::use_lang;
use blockness_web_common::names::LIVE_PAGE;
use blockness_web_common::Lang;
use blockness_web_table::browser::{LivePageFrame, OnItsWay};
use blockness_web_table::session::{stage_name, Shown};
use yew::prelude::*;

use crate::words;

/// Props of [`BlockNessLiveFrame`].
#[derive(Properties, PartialEq)]
pub struct BlockNessLiveFrameProps {
    /// Goes back to the game.
    pub on_leave: Callback<()>,
    /// The screen: the form, a table, or why neither.
    pub children: Html,
}

/// The live view's page: its title and the way back to the game, over the screen.
#[function_component(BlockNessLiveFrame)]
pub fn block_ness_live_frame(props: &BlockNessLiveFrameProps) -> Html {
    let lang = use_lang();
    let bar = html! {
        <>
            <h1>{ words::TITLE.get(lang) }</h1>
            <button class="primary" data-testid="close-page" onclick={props.on_leave.reform(|_: MouseEvent| ())}>
                { texts::BACK_TO_GAME.get(lang) }
            </button>
        </>
    };
    html! {
        <LivePageFrame class="lesson-page live-page" testid={LIVE_PAGE} bar_class="lesson-head" {bar}>
            { props.children.clone() }
        </LivePageFrame>
    }
}

/// A table before it has come: the connection, the note, and an invited visitor's seat
/// form in the seats' section the table will show, where the table will show it (`on_its_way`).
/// Whether the host is there is not known yet: nothing is said of it.
///
/// The same element as the table's, so the name field keeps its focus when the table comes
/// (see [`OnItsWay`]).
pub fn early_table(
    shown: Shown,
    connection: Html,
    note: Option<Html>,
    on_its_way: OnItsWay,
    lang: Lang,
) -> Html {
    html! {
        <section class="live-table" data-testid="live-table" data-state={shown.name()} data-stage={stage_name(None)}>
            { connection }
            { for note }
            // The seat list of a Block Ness table, whose seats play colours.
            { on_its_way.html::<Colour>(lang) }
        </section>
    }
}
