//! The page's effects, each a named hook: what it watches, and what it does to the world
//! outside the reducer (the address, storage, the keyboard, the bot worker, timers).

pub mod fit;
pub mod focus;
pub mod focus_trap;
pub mod ratings;

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::analysis::AnalysisAction;
use crate::components::header::View;
use crate::library::{LIBRARY_KEY, LIBRARY_SET_ASIDE_KEY};
use crate::page::{NoticeKind, PageAction, PageState, Stored};
use crate::persist::{SAVE_KEY, SET_ASIDE_KEY};
use crate::ratings::{RATINGS_KEY, RATINGS_SET_ASIDE_KEY};
use crate::words::{Message, PageMessage, WorkerTrouble};
use blockness_web_board::board::BoardAction;
use blockness_web_board::bot_driver::BOT_MOVE_PAUSE_MS;
use blockness_web_board::bot_worker::BotWorker;
use blockness_web_common::address::{
    is_live_link, is_lochness_link, is_lochness_live_link, is_puzzle_link,
};
use blockness_web_common::platform;

/// How long a confirmation stays on screen.
const INFO_MILLIS: u32 = 6000;

/// Reads the address and storage once, at load, into the page's first state.
pub fn boot(edition: std::sync::Arc<blockness_core::Edition>) -> PageState {
    let library = platform::load(LIBRARY_KEY);
    // The one game of earlier versions is read only until a library exists, and kept.
    let legacy = library
        .is_none()
        .then(|| platform::load(SAVE_KEY))
        .flatten();
    let ratings = platform::load(RATINGS_KEY);
    let stored = Stored {
        library: library.as_deref(),
        legacy: legacy.as_deref(),
        ratings: ratings.as_deref(),
        seed: platform::random_seed(),
        clock: js_sys::Date::now,
    };
    // A puzzle link belongs to the solo view, a Loch Ness link to its view, a live table to
    // the live view: the game page starts as without a link.
    let hash = platform::hash();
    let hash = if is_puzzle_link(&hash)
        || is_lochness_link(&hash)
        || is_lochness_live_link(&hash)
        || is_live_link(&hash)
    {
        ""
    } else {
        hash.as_str()
    };
    let (mut state, effects) = PageState::boot(edition, hash, stored);
    crate::analysis::hooks::read_stored_analyses(&mut state);
    // Unreadable text is removed only once its copy is stored: nothing is lost.
    for (wanted, from, to) in [
        (effects.set_aside_saved, SAVE_KEY, SET_ASIDE_KEY),
        (
            effects.set_aside_library,
            LIBRARY_KEY,
            LIBRARY_SET_ASIDE_KEY,
        ),
        (
            effects.set_aside_ratings,
            RATINGS_KEY,
            RATINGS_SET_ASIDE_KEY,
        ),
    ] {
        if wanted {
            if let Err(why) = platform::set_aside(from, to) {
                web_sys::console::warn_1(
                    &format!("unreadable data stays under {from}: {why}").into(),
                );
            }
        }
    }
    state
}

/// Keeps the address (`#` and the game's link) in step with the game while the game is
/// shown (`on_game`; the solo view writes its own puzzle links), and the library in
/// storage in step with the library: a failure to store is told to the page (and its
/// end too), and what storage held before stays untouched. The link and the library's
/// text are worked out only when they change.
#[hook]
pub fn use_address_sync(state: &UseReducerHandle<PageState>, on_game: bool) {
    let link = {
        let state = state.clone();
        use_memo(state.game_epoch(), move |_| state.link())
    };
    let library = {
        let state = state.clone();
        use_memo(state.library_epoch(), move |_| state.library_text())
    };
    // A stand-in board shown after a refused link is not the player's game yet: the
    // refused link stays in the address bar, where it can be copied or mended.
    let persist = state.should_persist() && on_game;
    use_effect_with((link, persist), |(link, persist)| {
        if *persist {
            platform::replace_hash(link);
        }
    });
    let dispatcher = state.dispatcher();
    let failing = use_mut_ref(|| false);
    use_effect_with((library, state.library_epoch()), move |(library, epoch)| {
        // Nothing is kept before the first game starts.
        if *epoch > 0 {
            match platform::try_store(LIBRARY_KEY, library) {
                Ok(()) => {
                    if std::mem::replace(&mut *failing.borrow_mut(), false) {
                        dispatcher.dispatch(PageAction::StorageWorks);
                    }
                }
                Err(why) => {
                    *failing.borrow_mut() = true;
                    dispatcher.dispatch(PageAction::StorageFailed(why));
                }
            }
        }
    });
}

/// Escape drops the selection (or closes the dialog), Ctrl+Z / Ctrl+Y undo and redo, and
/// a link pasted into the address bar opens that game (a puzzle link opens the solo
/// view instead, through `on_view`). Keys are off while another view covers the game
/// (`enabled` false), whose own board takes them.
#[hook]
pub fn use_shortcuts(
    dispatcher: UseReducerDispatcher<PageState>,
    dialog_open: bool,
    enabled: bool,
    on_view: Callback<View>,
) {
    use_effect_with((dialog_open, enabled), move |&(dialog_open, enabled)| {
        // Not passive: the shortcuts keep the browser from acting on the same keys.
        let keys = EventListener::new_with_options(
            &gloo::utils::document(),
            "keydown",
            EventListenerOptions::enable_prevent_default(),
            {
                let d = dispatcher.clone();
                move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    if !enabled {
                        return;
                    }
                    if let Some(action) = shortcut(e, dialog_open) {
                        e.prevent_default();
                        d.dispatch(action);
                    }
                }
            },
        );
        let hash = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
            let hash = platform::hash();
            if is_puzzle_link(&hash) {
                on_view.emit(View::Solo);
            } else if is_lochness_link(&hash) {
                // The Loch Ness view opens it (or, already shown, reads it itself).
                on_view.emit(View::LochNess);
            } else if is_lochness_live_link(&hash) {
                // A live Loch Ness table: its own view.
                on_view.emit(View::LochLive);
            } else if is_live_link(&hash) {
                // Likewise the live view with an invite.
                on_view.emit(View::Live);
            } else {
                dispatcher.dispatch(PageAction::OpenLink(hash));
                on_view.emit(View::Game);
            }
        });
        move || drop((keys, hash))
    });
}

/// The page action a key press stands for, if any.
fn shortcut(e: &web_sys::KeyboardEvent, dialog_open: bool) -> Option<PageAction> {
    let command = e.ctrl_key() || e.meta_key();
    match e.key().as_str() {
        "Escape" if dialog_open => Some(PageAction::CloseDialog),
        "Escape" => Some(BoardAction::Cancel.into()),
        // Undo and redo with the usual shortcuts, away from the dialog's fields.
        "z" | "Z" if command && !dialog_open && e.shift_key() => Some(BoardAction::Redo.into()),
        "z" | "Z" if command && !dialog_open => Some(BoardAction::Undo.into()),
        "y" | "Y" if command && !dialog_open => Some(BoardAction::Redo.into()),
        _ => None,
    }
}

/// The page's bot worker, once started.
type SharedWorker = Rc<std::cell::RefCell<Option<BotWorker>>>;
/// Id of the last bot question posted, when, and whether it was a hint.
type Posted = Rc<std::cell::RefCell<(u64, f64, bool)>>;

/// The page's worker, started at the first question (a bot's or the analysis's): a
/// bot's answer is held until its move has had `BOT_MOVE_PAUSE_MS` on screen since the
/// question, an analysis answer goes to the reducer at once.
fn page_worker(
    worker: &SharedWorker,
    posted: &Posted,
    d: &UseReducerDispatcher<PageState>,
) -> Result<BotWorker, WorkerTrouble> {
    if let Some(w) = worker.borrow().as_ref() {
        return Ok(w.clone());
    }
    let on_reply = {
        let (posted, d) = (Rc::clone(posted), d.clone());
        move |reply: blockness_worker_messages::BotReply| {
            let (id, at, hint) = *posted.borrow();
            let waited = js_sys::Date::now() - at;
            let delay = if hint || id != reply.id {
                0
            } else {
                (f64::from(BOT_MOVE_PAUSE_MS) - waited).max(0.0) as u32
            };
            let d = d.clone();
            Timeout::new(delay, move || {
                d.dispatch(PageAction::BotAnswer {
                    id: reply.id,
                    mv: reply.mv,
                    error: reply.error,
                })
            })
            .forget();
        }
    };
    let on_analysis = {
        let d = d.clone();
        move |reply| d.dispatch(PageAction::Analysis(AnalysisAction::Answer(reply)))
    };
    let on_failure = {
        let d = d.clone();
        move |why: WorkerTrouble| {
            d.dispatch(PageAction::PauseBots);
            d.dispatch(PageAction::Analysis(AnalysisAction::Cancel));
            tell_unavailable(&d, why);
        }
    };
    let w = BotWorker::spawn(on_reply, on_analysis, on_failure)?;
    *worker.borrow_mut() = Some(w.clone());
    Ok(w)
}

/// Tells the player the computer players cannot run here, and why.
fn tell_unavailable(d: &UseReducerDispatcher<PageState>, why: WorkerTrouble) {
    d.dispatch(PageAction::Notify(
        NoticeKind::Error,
        Message::BotUnavailable(why).into(),
    ));
}

/// Runs the computer players, and the analysis of the game, in a Web Worker started at
/// the first question. Each question is posted once.
#[hook]
pub fn use_bot_worker(state: &UseReducerHandle<PageState>) {
    let worker: SharedWorker = use_mut_ref(|| None::<BotWorker>);
    let posted: Posted = use_mut_ref(|| (0u64, 0.0f64, false));
    let request = state.bot_request().cloned();
    let hint = state.hint_pending();
    let d = state.dispatcher();
    {
        let (worker, posted) = (worker.clone(), posted.clone());
        use_effect_with(request.as_ref().map(|r| r.id), move |_| {
            let Some(request) = request.filter(|r| posted.borrow().0 != r.id) else {
                return;
            };
            let fail = {
                let d = d.clone();
                move |why: WorkerTrouble| {
                    d.dispatch(PageAction::PauseBots);
                    tell_unavailable(&d, why);
                }
            };
            let w = match page_worker(&worker, &posted, &d) {
                Ok(w) => w,
                Err(why) => return fail(why),
            };
            *posted.borrow_mut() = (request.id, js_sys::Date::now(), hint);
            w.ask(&request, fail);
        });
    }
    // The analysis asks one ply at a time; a cancelled question is simply not followed
    // by another, and its late answer is dropped by the reducer.
    let analysis = state.analysis_request();
    let analysis_posted = use_mut_ref(|| 0u64);
    let d = state.dispatcher();
    use_effect_with(analysis.as_ref().map(|m| m.analyse.id), move |_| {
        let Some(message) = analysis.filter(|m| *analysis_posted.borrow() != m.analyse.id) else {
            return;
        };
        let fail = {
            let d = d.clone();
            move |why: WorkerTrouble| {
                d.dispatch(PageAction::Analysis(AnalysisAction::Cancel));
                tell_unavailable(&d, why);
            }
        };
        let w = match page_worker(&worker, &posted, &d) {
            Ok(w) => w,
            Err(why) => return fail(why),
        };
        *analysis_posted.borrow_mut() = message.analyse.id;
        w.ask(&message, fail);
    });
}

/// Lets confirmations fade after a while; errors stay until dismissed.
#[hook]
pub fn use_notice_expiry(state: &UseReducerHandle<PageState>) {
    let infos: Vec<u64> = state
        .notices()
        .iter()
        .filter(|n| n.kind == NoticeKind::Info)
        .map(|n| n.id)
        .collect();
    let d = state.dispatcher();
    use_effect_with(infos, move |infos| {
        let infos = infos.clone();
        let timer = (!infos.is_empty()).then(|| {
            Timeout::new(INFO_MILLIS, move || {
                for id in infos {
                    d.dispatch(PageAction::Dismiss(id));
                }
            })
        });
        move || drop(timer)
    });
}

/// Copies the page's address and says whether it worked.
#[hook]
pub fn use_copy_link(dispatcher: UseReducerDispatcher<PageState>) -> Callback<()> {
    use_callback(dispatcher, |(), d| {
        let d = d.clone();
        wasm_bindgen_futures::spawn_local(async move {
            copy_address(&d, platform::address()).await;
        });
    })
}

/// Copies `address` (the page's), and says whether it worked.
pub async fn copy_address(d: &UseReducerDispatcher<PageState>, address: String) {
    let notice = match platform::copy(&address).await {
        Ok(()) => PageMessage::LinkCopied,
        Err(why) => PageMessage::LinkNotCopied { why, address },
    };
    d.dispatch(PageAction::Notify(NoticeKind::Info, notice));
}

/// Sends the game's address to the player on another device: through the system's share
/// sheet with `invite` as its words where the browser has one, copied otherwise.
#[hook]
pub fn use_send_link(dispatcher: UseReducerDispatcher<PageState>) -> Callback<String> {
    use_callback(dispatcher, |invite: String, d| {
        let d = d.clone();
        wasm_bindgen_futures::spawn_local(async move {
            if !platform::share(&invite, &platform::address()).await {
                copy_address(&d, platform::address()).await;
            }
        });
    })
}

/// How long each position stays on screen when a finished game is replayed.
const REPLAY_STEP_MILLIS: u32 = 900;

/// Replays the game move by move once started: the callback shows the first position,
/// then each move follows after a pause until the last one is on the board again.
#[hook]
pub fn use_auto_replay(state: &UseReducerHandle<PageState>) -> Callback<()> {
    let running = use_state(|| false);
    let live = state.board().is_live();
    let shown = state.board().shown_moves();
    {
        let running = running.clone();
        let d = state.dispatcher();
        use_effect_with((*running, live, shown), move |&(on, live, _)| {
            let timer = if on && !live {
                Some(Timeout::new(REPLAY_STEP_MILLIS, move || {
                    d.dispatch(BoardAction::ViewNext.into())
                }))
            } else {
                if on {
                    running.set(false);
                }
                None
            };
            move || drop(timer)
        });
    }
    let d = state.dispatcher();
    Callback::from(move |()| {
        d.dispatch(BoardAction::ViewAt(0).into());
        running.set(true);
    })
}
