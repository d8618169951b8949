//! The solo view's effects, each a named hook: questions to the puzzle worker, the
//! progress in storage, the address, and puzzle links pasted while the page runs.

use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use crate::solo::link::is_puzzle_link;
use crate::solo::progress::{PROGRESS_KEY, PROGRESS_SET_ASIDE_KEY};
use crate::solo::words::SoloNote;
use crate::solo::{SoloAction, SoloBootEffects, SoloState};
use crate::ui::puzzle_worker::PuzzleWorker;
use blockness_web_common::platform;

/// Today's date in UTC, `YYYY-MM-DD`, by the browser's clock.
pub fn today_utc() -> String {
    let iso = js_sys::Date::new_0().to_iso_string();
    let iso = iso.as_string().unwrap_or_default();
    iso.get(..10).unwrap_or("1970-01-01").to_string()
}

/// Reads the progress and the address once, into the solo view's first state; an
/// unreadable progress is moved aside (removed only once its copy is stored).
pub fn boot_solo(edition: std::sync::Arc<blockness_core::Edition>) -> SoloState {
    let stored = platform::load(PROGRESS_KEY);
    let (state, effects) =
        SoloState::boot(edition, &platform::hash(), stored.as_deref(), &today_utc());
    let SoloBootEffects { set_aside_progress } = effects;
    if set_aside_progress {
        if let Err(why) = platform::set_aside(PROGRESS_KEY, PROGRESS_SET_ASIDE_KEY) {
            web_sys::console::warn_1(
                &format!("unreadable progress stays under {PROGRESS_KEY}: {why}").into(),
            );
        }
    }
    state
}

/// Posts each new question of the state to the puzzle worker (started at the first
/// one) and hands the replies back; the state drops replies to questions it no longer
/// waits for.
#[hook]
pub fn use_puzzle_questions(state: &UseReducerHandle<SoloState>) {
    let worker = use_mut_ref(|| None::<PuzzleWorker>);
    let question = state.question().cloned();
    let d = state.dispatcher();
    use_effect_with(question.as_ref().map(|q| q.id), move |_| {
        let Some(question) = question else {
            return;
        };
        let fail = {
            let d = d.clone();
            move |why: String| d.dispatch(SoloAction::WorkerFailed(why))
        };
        if worker.borrow().is_none() {
            let on_reply = {
                let d = d.clone();
                move |reply| d.dispatch(SoloAction::Answer(reply))
            };
            match PuzzleWorker::spawn(on_reply, fail.clone()) {
                Ok(w) => *worker.borrow_mut() = Some(w),
                Err(why) => return fail(why),
            }
        }
        let asked = worker.borrow().as_ref().map(|w| w.ask(&question));
        if let Some(Err(why)) = asked {
            fail(why);
        }
    });
}

/// Stores the progress whenever it changes, and says so when storage refuses (what was
/// stored before stays untouched).
#[hook]
pub fn use_solo_storage(state: &UseReducerHandle<SoloState>) {
    let text = {
        let state = state.clone();
        use_memo(state.progress_epoch(), move |_| state.progress().encode())
    };
    let d = state.dispatcher();
    use_effect_with((text, state.progress_epoch()), move |(text, epoch)| {
        if *epoch > 0 {
            if let Err(why) = platform::try_store(PROGRESS_KEY, text) {
                d.dispatch(SoloAction::Notify(SoloNote::ProgressNotStored(why)));
            }
        }
    });
}

/// Keeps the address on the puzzle shown (`#p/...`); a refused link is left in place.
#[hook]
pub fn use_solo_address(state: &UseReducerHandle<SoloState>) {
    let address = state.address().map(str::to_string);
    use_effect_with(address, |address| {
        if let Some(address) = address {
            platform::replace_hash(address);
        }
    });
}

/// Opens a puzzle link pasted into the address bar while the solo view is shown.
#[hook]
pub fn use_solo_hashchange(dispatcher: UseReducerDispatcher<SoloState>) {
    use_effect_with((), move |_| {
        let dispatcher = Rc::new(dispatcher);
        let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
            let hash = platform::hash();
            if is_puzzle_link(&hash) {
                dispatcher.dispatch(SoloAction::OpenLink(hash));
            }
        });
        move || drop(listener)
    });
}
