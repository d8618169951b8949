//! The Loch Ness view: the lake, the die and the drawn fragments, every ruler with its
//! score, the new-game screen and the kept games, and the rules page. Its state is
//! [`crate::state::LochState`], tested natively.

mod bot_worker;
mod fragment;
mod game_log;
mod hint_panel;
mod hooks;
mod lake;
pub(crate) mod live;
mod panel;
mod rulers;
mod rules_page;
mod setup;
mod signs;
mod table_body;

use std::rc::Rc;

use yew::prelude::*;

use crate::state::words::{self, Say};
use crate::state::{LochAction, LochState, Note};
use crate::ui::rules_page::LochNessRules;
use blockness_web_common::language::use_lang;
use blockness_web_common::platform;
use blockness_web_common::view_module::{use_view_stylesheet, ViewProps, OPEN_RULES_EVENT};
use blockness_web_common::Lang;

use hooks::{
    boot, use_die_settle, use_lochness_address, use_lochness_bots, use_lochness_hashchange,
    use_lochness_settled, use_lochness_storage,
};
use setup::{KeptGames, LiveTables, NewGame};
use table_body::TableBody;

pub use live::LochLiveModule;

/// The root of the Loch Ness module: the page's language, then the view. The page's own
/// Rules button asks for this game's rules by [`OPEN_RULES_EVENT`] on the view's element.
#[function_component(LochNessModule)]
pub fn lochness_module(props: &ViewProps) -> Html {
    let rules_asked = use_reducer(|| Asked(0));
    {
        let asked = rules_asked.dispatcher();
        use_effect_with(props.root.clone(), move |root| {
            let listener = gloo::events::EventListener::new(root, OPEN_RULES_EVENT, move |_| {
                asked.dispatch(());
            });
            move || drop(listener)
        });
    }
    html! {
        <ContextProvider<Lang> context={props.lang}>
            <LochNessPage on_close={props.on_close()} rules_asked={rules_asked.0} />
        </ContextProvider<Lang>>
    }
}

/// How many times the page asked for the rules.
#[derive(PartialEq)]
struct Asked(u32);

impl Reducible for Asked {
    type Action = ();

    fn reduce(self: Rc<Self>, (): ()) -> Rc<Self> {
        Rc::new(Asked(self.0 + 1))
    }
}

impl Reducible for LochState {
    type Action = LochAction;

    fn reduce(self: Rc<Self>, action: LochAction) -> Rc<Self> {
        let mut next = (*self).clone();
        if next.apply(action) {
            Rc::new(next)
        } else {
            self
        }
    }
}

/// Props of [`LochNessPage`].
#[derive(Properties, PartialEq)]
pub struct LochNessPageProps {
    /// Back to Block Ness.
    pub on_close: Callback<()>,
    /// How many times the page's Rules button asked for the rules: each new ask opens them.
    #[prop_or_default]
    pub rules_asked: u32,
}

/// The whole Loch Ness view.
#[function_component(LochNessPage)]
pub fn lochness_page(props: &LochNessPageProps) -> Html {
    let lang = use_lang();
    let state = use_reducer(boot);
    let root = use_node_ref();
    // The rules page takes the view's place; the table stays as it was underneath.
    let rules_open = use_state(|| false);
    {
        let rules_open = rules_open.clone();
        use_effect_with(props.rules_asked, move |&asked| {
            if asked > 0 {
                rules_open.set(true);
            }
        });
    }
    use_view_stylesheet(blockness_web_common::names::LOCHNESS_STYLESHEET);
    use_lochness_storage(&state);
    use_lochness_address(&state);
    use_lochness_hashchange(state.dispatcher());
    use_lochness_bots(&state);
    {
        let rolling = state
            .table()
            .filter(|t| t.rolling())
            .map(|t| t.game().actions().len());
        let d = state.dispatcher();
        use_die_settle(
            rolling,
            Callback::from(move |()| d.dispatch(LochAction::DieSettled)),
        );
    }
    use_lochness_settled(root.clone(), state.revision(), *rules_open);

    let dispatcher = state.dispatcher();
    let on_action = use_callback(dispatcher.clone(), |a: LochAction, d| d.dispatch(a));
    let revision = state.revision();
    // The table as drawn: a copy for each change, shared with the body's components. The
    // die settling changes the picture alone, without a new revision (which counts the
    // players' and bots' doings): it is a change of the copy too.
    let rolling = state.table().is_some_and(|t| t.rolling());
    let shown_table = {
        let state = state.clone();
        use_memo((revision, rolling), move |_| {
            state.table().cloned().map(Rc::new)
        })
    };
    let on_copy = {
        let d = dispatcher.clone();
        Callback::from(move |_: MouseEvent| {
            let d = d.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let note = match platform::copy(&platform::address()).await {
                    Ok(()) => Note::LinkCopied,
                    Err(why) => Note::CopyFailed(why),
                };
                d.dispatch(LochAction::Notify(note));
            });
        })
    };
    let onkeydown = {
        let d = dispatcher.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                d.dispatch(LochAction::ClearChoice);
            }
        })
    };
    if *rules_open {
        let close = rules_open.clone();
        return html! { <LochNessRules on_close={Callback::from(move |()| close.set(false))} /> };
    }
    let open_rules = {
        let open = rules_open.clone();
        Callback::from(move |_: MouseEvent| open.set(true))
    };
    let back = props.on_close.reform(|_: MouseEvent| ());
    let new_game = on_action.reform(|_: MouseEvent| LochAction::OpenNewGame);
    let undo = on_action.reform(|_: MouseEvent| LochAction::Undo);
    let skip_bots = on_action.reform(|_: MouseEvent| LochAction::BotsAtOnce);
    let table = state.table();
    let game = state.game();
    let showing_game = !state.new_game_open();
    let entries = Rc::new(state.saved().entries().to_vec());
    let shown_id = table.filter(|_| showing_game).map(|t| t.id().to_string());

    let bot_playing = table.is_some_and(|t| t.bot_to_act().is_some());
    let body = match (showing_game, shown_table.as_ref()) {
        (true, Some(shown)) => html! {
            <TableBody table={shown.clone()} {revision} on_action={on_action.clone()} hints=true>
                if bot_playing {
                    <div class="bot-note">
                        <p data-testid="ln-bot-playing">{ words::BOT_PLAYING.get(lang) }</p>
                        <button data-testid="ln-skip-bots" onclick={skip_bots.clone()}>{ words::SKIP_BOTS.get(lang) }</button>
                    </div>
                }
            </TableBody>
        },
        _ => html! {
            <NewGame can_close={table.is_some()} on_action={on_action.clone()} />
        },
    };
    html! {
        <main class="lochness" ref={root} data-testid="lochness-view" {onkeydown}
             data-revision={revision.to_string()}
             data-actions={game.map_or(0, |g| g.actions().len()).to_string()}
             data-step={game.filter(|_| showing_game).map_or("none".to_string(), |g| format!("{:?}", g.step()).to_lowercase())}
             data-to-act={game.and_then(|g| g.to_act()).map_or(String::new(), |s| s.to_string())}>
            <div class="ln-bar">
                <h2 class="ln-title">{ words::LOCH_NESS.get(lang) }</h2>
                <nav class="ln-tools" aria-label={words::TOOLBAR.get(lang)}>
                    <button data-testid="ln-back" onclick={back}>{ words::BACK.get(lang) }</button>
                    <button data-testid="lochness-rules" onclick={open_rules}>{ words::HOW_TO_PLAY.get(lang) }</button>
                    if showing_game {
                        <button data-testid="ln-new" onclick={new_game}>{ words::NEW_GAME.get(lang) }</button>
                        <button data-testid="ln-undo" title={words::UNDO_TITLE.get(lang)}
                                disabled={!table.is_some_and(|t| t.can_undo())} onclick={undo}>{ words::UNDO.get(lang) }</button>
                        <button data-testid="ln-copy" onclick={on_copy}>{ words::COPY_LINK.get(lang) }</button>
                    }
                </nav>
            </div>
            <div class="ln-notices">
                { for state.notices().iter().enumerate().map(|(i, note)| {
                    let dismiss = on_action.reform(move |_: MouseEvent| LochAction::Dismiss(i));
                    let testid = match note {
                        Note::LinkRefused(_) => "ln-link-refused",
                        Note::OtherGameKept => "ln-other-kept",
                        Note::ThinkingOnPage(_) => "ln-thinking-on-page",
                        _ => "ln-notice",
                    };
                    html! {
                        <p class="ln-notice" data-testid={testid} role="alert">
                            { Say::Notice(note.clone()).text(lang) }
                            { " " }
                            <button onclick={dismiss}>{ words::DISMISS.get(lang) }</button>
                        </p>
                    }
                }) }
            </div>
            { body }
            <LiveTables />
            <KeptGames entries={entries} shown={shown_id} on_action={on_action.clone()} />
        </main>
    }
}
