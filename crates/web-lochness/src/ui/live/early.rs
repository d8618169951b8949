//! What frames the live Loch Ness screens, and a table before it has come: drawn by the view,
//! and by the site's build for an invite's first paint ([`super::seat_form`]).

use blockness_web_common::language::use_lang;
use blockness_web_common::names::LOCHNESS_LIVE_PAGE;
use blockness_web_common::Lang;
use blockness_web_table::browser::{LeaveTable, LivePageFrame, OnItsWay};
use blockness_web_table::session::{stage_name, Shown};
use blockness_web_table::words as live_words;
use yew::prelude::*;

use crate::state::words;

/// Props of [`LochLiveFrame`].
#[derive(Properties, PartialEq)]
pub struct LochLiveFrameProps {
    /// Leaves, where the screen has no Leave of its own (a table's asks first mid-game).
    pub on_leave: Option<Callback<()>>,
    /// Opens Loch Ness's rules.
    pub on_rules: Callback<()>,
    /// The screen: the form, a table, or why neither.
    pub children: Html,
}

/// The live Loch Ness page: its title and tools over the screen.
#[function_component(LochLiveFrame)]
pub fn loch_live_frame(props: &LochLiveFrameProps) -> Html {
    let lang = use_lang();
    let bar = html! {
        <>
            <h2 class="ln-title">{ words::LOCH_NESS.get(lang) }{ " · " }{ live_words::TITLE.get(lang) }</h2>
            <nav class="ln-tools" aria-label={words::TOOLBAR.get(lang)}>
                if let Some(on_leave) = &props.on_leave {
                    <button data-testid="ln-live-leave" onclick={on_leave.reform(|_: MouseEvent| ())}>{ live_words::LEAVE.get(lang) }</button>
                }
                <button data-testid="lochness-rules" onclick={props.on_rules.reform(|_: MouseEvent| ())}>{ words::HOW_TO_PLAY.get(lang) }</button>
            </nav>
        </>
    };
    html! {
        <LivePageFrame class="lochness live-lochness" testid={LOCHNESS_LIVE_PAGE} bar_class="ln-bar" {bar}>
            { props.children.clone() }
        </LivePageFrame>
    }
}

/// A table before it has come, as [`early_loch_table`] draws it.
pub struct EarlyLochTable {
    /// The table's element, which the tests' "settled" check reads.
    pub root: NodeRef,
    /// The session's revision.
    pub revision: u64,
    /// Where the connection stands.
    pub shown: Shown,
    /// The table's id.
    pub table: String,
    /// The connection's panel.
    pub connection: Html,
    /// The table's note, if it has one.
    pub note: Option<Html>,
    /// An invited visitor's seat form, and the wait.
    pub on_its_way: OnItsWay,
    /// Leaves the table: nothing is under way yet, so nobody is asked.
    pub on_leave: Callback<()>,
}

/// A table before it has come: the connection, the note, and an invited visitor's seat
/// form where the table's seats will be, then the wait and the way to leave. The same element as the table's, so
/// the name field keeps its focus when the table comes (see [`OnItsWay`]).
pub fn early_loch_table(early: EarlyLochTable, lang: Lang) -> Html {
    html! {
        <section class="ln-live" ref={early.root} data-testid="lochness-view"
                 data-state={early.shown.name()} data-stage={stage_name(None)} data-table={early.table}
                 data-seat="" data-revision={early.revision.to_string()} data-actions="0" data-step="none"
                 data-to-act="" data-person-to-act="false">
            { early.connection }
            { for early.note }
            { early.on_its_way.html::<()>(lang) }
            <div class="actions live-actions">
                <LeaveTable asks={false} on_leave={early.on_leave} testid="ln-live" />
            </div>
        </section>
    }
}
