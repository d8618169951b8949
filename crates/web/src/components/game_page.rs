//! The game page: the header, notices, the game's board with its side panel, and the
//! lesson pages that cover it while open.

use std::rc::Rc;

use yew::prelude::*;

use crate::analysis::components::key::BoardAnalysisKey;
use crate::analysis::components::panel::AnalysisPanel;
use crate::analysis::hooks::{use_analysis_store, use_analysis_views};
use crate::analysis::marks::board_key;
use crate::components::controls::{BotControl, Controls};
use crate::components::header::{Header, View};
use crate::components::lazy_view::ViewKind;
use crate::components::lazy_view::{self, LazyView};
use crate::components::library::LibraryPage;
use crate::components::new_game::NewGameDialog;
use crate::components::notices::Notices;
use crate::components::ranking::Ranking;
use crate::components::rating_page::RatingPage;
use crate::handoff_queue;
use crate::hooks::fit::{use_board_fits_window, use_top_after_dialog};
use crate::hooks::focus::use_keyboard_back_to_board;
use crate::hooks::ratings::use_ratings_store;
use crate::hooks::{
    boot, copy_address, use_address_sync, use_auto_replay, use_bot_worker, use_copy_link,
    use_notice_expiry, use_send_link, use_shortcuts,
};
use crate::page::handoff::{Address, Carried, Handoff, Handoffs};
use crate::page::PageAction;
use crate::words::{texts, Lang, Tr};
use blockness_web_board::board::{view, BoardAction};
use blockness_web_board::components::board::Board;
use blockness_web_board::components::legend::Legend;
use blockness_web_board::components::move_list::MoveList;
use blockness_web_board::components::status::Status;
use blockness_web_board::components::tray::Tray;
use blockness_web_board::hooks::use_edition;
use blockness_web_board::hooks::{use_board_views, use_settled_mark};
use blockness_web_common::address::{
    is_live_link, is_lochness_link, is_lochness_live_link, is_puzzle_link,
};
use blockness_web_common::input::{use_input, Input};
use blockness_web_common::language::use_lang;
use blockness_web_common::platform;
use blockness_web_common::view_module::KeptGame;

/// Props of [`GamePage`].
#[derive(Properties, PartialEq)]
pub struct GamePageProps {
    /// Called when the player picks another language.
    pub on_pick: Callback<Lang>,
    /// What the welcome screen asked for before the page was drawn, in order.
    #[prop_or_default]
    pub handoffs: Rc<Handoffs>,
}

/// The whole page around the game.
#[function_component(GamePage)]
pub fn game_page(props: &GamePageProps) -> Html {
    let lang = use_lang();
    let input = use_input();
    let edition = use_edition();
    // What the welcome screen asked for, if it handed over to the page: carried out in order
    // before the first render, so that render is already the screen asked for last.
    let carried = use_mut_ref(Carried::default);
    let state = {
        let (carried, handoffs) = (carried.clone(), Rc::clone(&props.handoffs));
        use_reducer(move || {
            let mut state = boot(edition);
            *carried.borrow_mut() = handoffs.carry_out(&mut state);
            state
        })
    };
    let view_shown = use_state(|| {
        let hash = platform::hash();
        if let Some(place) = carried.borrow().place {
            place.into()
        } else if is_puzzle_link(&hash) {
            View::Solo
        } else if is_lochness_link(&hash) {
            View::LochNess
        } else if is_lochness_live_link(&hash)
            || lazy_view::table_drawn_alone() == Some(ViewKind::LochLive)
        {
            View::LochLive
        } else if is_live_link(&hash) || lazy_view::table_drawn_alone() == Some(ViewKind::Live) {
            View::Live
        } else {
            View::Game
        }
    });
    let on_game = *view_shown == View::Game;
    let dispatcher = state.dispatcher();
    let on_action = use_callback(dispatcher.clone(), |action: PageAction, d| {
        d.dispatch(action)
    });
    let on_board = use_callback(dispatcher.clone(), |action: BoardAction, d| {
        d.dispatch(PageAction::Board(action))
    });
    let on_copy = use_copy_link(dispatcher.clone());
    {
        let (copy, d) = (carried.borrow().copy.clone(), dispatcher.clone());
        use_effect_with((), move |_| {
            let address = match copy {
                Some(Address::Link(link)) => platform::address_with_link(&link),
                Some(Address::AsOpened) => platform::address(),
                None => return,
            };
            wasm_bindgen_futures::spawn_local(async move { copy_address(&d, address).await });
        });
    }
    let on_send = use_send_link(dispatcher.clone());

    use_address_sync(&state, on_game);
    let to_view = {
        let view_shown = view_shown.clone();
        Callback::from(move |target: View| view_shown.set(target))
    };
    use_shortcuts(
        dispatcher.clone(),
        state.dialog_open(),
        on_game,
        to_view.clone(),
    );
    {
        // Once the page's keys are heard (the effect above), it takes over from the welcome
        // screen for good: a request made there since the first render (its Escape listener
        // outlives its header and dialog until now) is carried out here, in order.
        let (d, on_copy, on_pick) = (dispatcher.clone(), on_copy.clone(), props.on_pick.clone());
        use_effect_with((), move |_| {
            for handoff in handoff_queue::close_handoffs() {
                if let Handoff::Language(lang) = handoff {
                    on_pick.emit(lang);
                }
                if let Some(action) = handoff.page_action() {
                    d.dispatch(action);
                }
                if let Some(place) = handoff.place() {
                    to_view.emit(place.into());
                }
                if handoff == Handoff::CopyLink {
                    on_copy.emit(());
                }
            }
        });
    }
    use_bot_worker(&state);
    use_keyboard_back_to_board(state.board().game().moves().len());
    use_board_fits_window();
    use_top_after_dialog(state.dialog_open());
    use_notice_expiry(&state);
    use_analysis_store(&state);
    use_ratings_store(&state);
    use_settled_mark("data-settled", state.revision());

    let on_replay = use_auto_replay(&state);
    let board = state.board();
    let (views, announcement) = use_board_views(state.shared_board(), lang);
    let analysis = use_analysis_views(&state, views.board.clone());

    let on_view = {
        let view_shown = view_shown.clone();
        Callback::from(move |target: View| view_shown.set(target))
    };
    let learn = {
        let (view_shown, d) = (view_shown.clone(), dispatcher.clone());
        Callback::from(move |()| {
            d.dispatch(PageAction::CloseDialog);
            view_shown.set(View::Tutorial);
        })
    };
    let to_lochness = {
        let (view_shown, d) = (view_shown.clone(), dispatcher.clone());
        Callback::from(move |()| {
            d.dispatch(PageAction::CloseDialog);
            view_shown.set(View::LochNess);
        })
    };
    // "Play online": the dialog's choices go to the live view in the address, which is
    // where the live view reads every table it shows.
    let to_live = {
        let (view_shown, d) = (view_shown.clone(), dispatcher.clone());
        Callback::from(move |draft: String| {
            platform::replace_hash(&draft);
            d.dispatch(PageAction::CloseDialog);
            view_shown.set(View::Live);
        })
    };
    // A view's game kept in My games; one it asks to show (a live table carried on by
    // link) takes the board, and the view gives way to it.
    let on_keep = {
        let (view_shown, d) = (view_shown.clone(), dispatcher.clone());
        Callback::from(move |(kept, open): (KeptGame, bool)| {
            d.dispatch(PageAction::Keep { kept, open });
            if open {
                view_shown.set(View::Game);
            }
        })
    };
    let back = {
        let view_shown = view_shown.clone();
        Callback::from(move |()| view_shown.set(View::Game))
    };
    let open_game = {
        let (view_shown, d) = (view_shown.clone(), dispatcher.clone());
        Callback::from(move |id| {
            d.dispatch(PageAction::OpenGame(id));
            view_shown.set(View::Game);
        })
    };
    let to_rating = on_view.reform(|()| View::Rating);
    let export = {
        let state = state.clone();
        Callback::from(move |()| {
            let day = js_sys::Date::new_0().to_iso_string();
            let day = day.as_string().unwrap_or_default();
            let name = format!("block-ness-games-{}.json", day.get(..10).unwrap_or("all"));
            if let Err(why) = platform::download(&name, &state.export_text()) {
                web_sys::console::warn_1(&format!("the games file was not offered: {why}").into());
            }
        })
    };
    let controls = on_game.then(|| {
        let over = board.game().to_move().is_none();
        let bots = (board.has_bots() && !over).then_some(if state.bots_paused() {
            BotControl::Paused
        } else {
            BotControl::Running
        });
        html! {
            <Controls can_undo={state.can_undo()} can_redo={board.can_redo()} rated={board.is_rated()}
                      can_hint={state.can_hint()} hinting={state.hint_pending()}
                      {bots} on_action={on_action.clone()} on_copy={on_copy.clone()} />
        }
    });
    let total = board.game().moves().len();
    html! {
        <div class="app" data-revision={state.revision().to_string()}>
            <Header view={*view_shown} {on_view} on_pick={props.on_pick.clone()}>
                { for controls }
            </Header>
            if let Some(kind) = lazy_kind(*view_shown) {
                <LazyView key={kind.name()} {kind} on_close={back.clone()} on_keep={on_keep.clone()} />
            }
            if *view_shown == View::Library {
                <Notices notices={state.notices().to_vec()} can_resume={false} on_action={on_action.clone()} />
                <LibraryPage items={state.library_items()} can_undo_delete={state.can_undo_delete()}
                             on_action={on_action.clone()} on_open={open_game.clone()} on_open_table={to_live.clone()}
                             on_export={export} on_close={back.clone()}
                             on_rating={to_rating.clone()} />
            }
            if *view_shown == View::Rating {
                <Notices notices={state.notices().to_vec()} can_resume={false} on_action={on_action.clone()} />
                <RatingPage model={state.rating_view()} on_open={open_game.clone()} on_close={back.clone()} />
            }
            if on_game {
            <Notices notices={state.notices().to_vec()} can_resume={state.has_kept_game()}
                     can_salvage={state.salvageable_moves().is_some()} on_action={on_action.clone()} />
            <main class={classes!("layout", (!board.is_live()).then_some("replaying"))}>
                // The keyboard meets the board, then the status and the trays, then the log, and
                // the analysis last: the order of play. The stylesheet draws the analysis under
                // the board on a wide screen.
                <ZoomableBoard model={analysis.board.clone()} on_action={on_board.clone()} />
                <aside class="side">
                    if state.rated_in_play() {
                        <p class="rated-banner" data-testid="rated-banner">{ texts::RATED_BANNER.get(lang) }</p>
                    }
                    <Status model={views.status.clone()} hint={views.explanation.clone()}
                            refused={board.pointed_by_click()} on_action={on_board.clone()} on_send={on_send} />
                    if state.bot_thinking() {
                        <p class="bot-note" data-testid="bot-thinking">{ texts::BOT_THINKING.get(lang) }</p>
                    } else if state.bot_waiting() {
                        <p class="bot-note" data-testid="bot-waiting">{ texts::BOT_WAITING.get(lang) }</p>
                    } else if board.has_bots() && board.game().to_move().is_some() {
                        // Holds the note's room, so the trays do not jump when a bot starts thinking.
                        <p class="bot-note idle" aria-hidden="true">{ texts::BOT_THINKING.get(lang) }</p>
                    }
                    if let Some(lines) = views.ranking.clone() {
                        <Ranking {lines} finale={views.status.detail.clone()} {on_replay} on_action={on_action.clone()}
                                 on_rating={board.is_rated().then(|| to_rating.clone())} />
                    }
                    if views.trays.iter().any(|t| t.ways_out.is_some()) {
                        <p class="ways-out-key" data-testid="ways-out-key">{ texts::WAYS_OUT_KEY.get(lang) }</p>
                    }
                    <div class="trays">
                        { for views.trays.iter().cloned().map(|model| { let seat = model.seat; html! {
                            <Tray key={seat} {model} on_action={on_board.clone()} />
                        }}) }
                    </div>
                    <MoveList entries={views.entries.clone()} ending={views.ending.clone()} players={board.game().rules().players()}
                              shown={board.shown_moves()} {total} on_action={on_board.clone()}
                              marks={analysis.marks.clone()} />
                </aside>
                // The engine's view of a rated game waits for its end: it would be a hint.
                if !state.rated_in_play() {
                    <AnalysisPanel model={analysis.panel.clone()} on_action={on_action.clone()} />
                }
            </main>
            // The one live region: screen readers hear each move, skip and undo once.
            <p class="visually-hidden" data-testid="announcer" role="status" aria-live="polite">
                { (*announcement).clone() }
            </p>
            if state.dialog_open() {
                <NewGameDialog colours={state.edition().colours().to_vec()} on_action={on_action.clone()} can_close={true}
                               on_tutorial={learn.clone()} on_lochness={to_lochness.clone()} on_online={to_live.clone()} />
            }
            }
            if lazy_kind(*view_shown).is_none() {
            <footer class="foot-note">
                <details>
                    <summary>{ texts::HOW_TO_PLAY.get(lang) }</summary>
                    <ul>
                        { for [texts::HOW_SETUP, texts::HOW_TURN, texts::HOW_CROSS, texts::HOW_END, how_help(input)]
                            .iter().map(|t| html! { <li>{ t.get(lang) }</li> }) }
                    </ul>
                </details>
                { texts::FOOTER.get(lang) }
            </footer>
            }
        </div>
    }
}

/// The last line of "How to play": how to ask why a hole is refused and how to take a choice
/// back, with the input in use.
fn how_help(input: Input) -> Tr {
    match input {
        Input::Touch => texts::HOW_HELP_TOUCH,
        Input::Mouse => texts::HOW_HELP_MOUSE,
        Input::Keyboard => texts::HOW_HELP_KEYS,
    }
}

/// The view of the on-demand module that `view` stands for, if it is one of them.
fn lazy_kind(view: View) -> Option<ViewKind> {
    match view {
        View::Rules => Some(ViewKind::Rules),
        View::Tutorial => Some(ViewKind::Tutorial),
        View::Solo => Some(ViewKind::Solo),
        View::LochNess => Some(ViewKind::LochNess),
        View::LochLive => Some(ViewKind::LochLive),
        View::Live => Some(ViewKind::Live),
        View::Game | View::Library | View::Rating => None,
    }
}

/// Props of [`ZoomableBoard`].
#[derive(Properties, PartialEq)]
struct ZoomableBoardProps {
    model: Rc<view::BoardModel>,
    on_action: Callback<BoardAction>,
}

/// The game's board in its frame, with the zoom that gives a phone finger-sized holes: the
/// loch then scrolls sideways inside the frame, centred when the zoom is turned on.
#[function_component(ZoomableBoard)]
fn zoomable_board(props: &ZoomableBoardProps) -> Html {
    let lang = use_lang();
    let zoomed = use_state(|| false);
    let frame = use_node_ref();
    {
        let frame = frame.clone();
        use_effect_with(*zoomed, move |_| {
            if let Some(wrap) = frame.cast::<web_sys::Element>() {
                wrap.set_scroll_left((wrap.scroll_width() - wrap.client_width()) / 2);
            }
        });
    }
    let on_zoom = {
        let zoomed = zoomed.clone();
        Callback::from(move |_: MouseEvent| zoomed.set(!*zoomed))
    };
    // The key of what the analysis draws on the board, while it does.
    let analysis_key = use_memo(props.model.clone(), |board| board_key(board));
    html! {
        <div class="board-area">
            <div class={classes!("board-wrap", zoomed.then_some("zoomed"))} ref={frame}>
                <Board model={props.model.clone()} on_action={props.on_action.clone()} zoomed={*zoomed} />
            </div>
            <Legend><BoardAnalysisKey drawn={(*analysis_key).clone()} /></Legend>
            // What the zoom does is said beside it, where a finger can read it too.
            <div class="zoom">
                <button data-testid="zoom-board" aria-pressed={zoomed.to_string()} onclick={on_zoom}
                        aria-describedby="zoom-note">
                    { if *zoomed { texts::ZOOM_OUT.get(lang) } else { texts::ZOOM_IN.get(lang) } }
                </button>
                <span class="zoom-note" id="zoom-note" data-testid="zoom-note">
                    { if *zoomed { texts::ZOOM_OUT_NOTE.get(lang) } else { texts::ZOOM_IN_NOTE.get(lang) } }
                </span>
            </div>
        </div>
    }
}
