//! The computer seats this device runs, in the page's bot worker (`blockness-bot-worker`,
//! the same worker and messages as the game page's computer players).
//!
//! The worker is started once for the module and kept: a table left while a computer
//! thinks must not leave the worker answering into handlers that are gone, so answers go
//! to whichever table is shown, and are dropped when none is (or when the session no
//! longer waits for them).

use std::cell::RefCell;

use blockness_web_board::bot_driver::BOT_MOVE_PAUSE_MS;
use blockness_web_board::bot_worker::BotWorker;
use blockness_web_board::words::WorkerTrouble;
use blockness_worker_messages::{BotReply, BotRequest};
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use blockness_web_table::browser::Live;

use crate::session::LiveSession;

thread_local! {
    /// The module's worker, once started.
    static WORKER: RefCell<Option<BotWorker>> = const { RefCell::new(None) };
    /// The table shown, which takes the answers, and when its question was asked.
    static TABLE: RefCell<Option<(Live<LiveSession>, f64)>> = const { RefCell::new(None) };
}

fn to_table(f: impl FnOnce(&Live<LiveSession>, f64)) {
    let table = TABLE.with(|t| t.borrow().clone());
    if let Some((live, asked)) = table {
        f(&live, asked);
    }
}

fn worker() -> Result<BotWorker, WorkerTrouble> {
    if let Some(worker) = WORKER.with(|w| w.borrow().clone()) {
        return Ok(worker);
    }
    let on_reply = |reply: BotReply| {
        to_table(|_, asked| {
            // The computer's move stays a moment alone on screen, as on the game page.
            let waited = js_sys::Date::now() - asked;
            let delay = (f64::from(BOT_MOVE_PAUSE_MS) - waited).max(0.0) as u32;
            // Whichever table is shown by then takes it; the session drops an answer that is
            // not for its game as it stands.
            Timeout::new(delay, move || {
                to_table(|live, _| live.act(|s| s.bot_answered(&reply)))
            })
            .forget();
        });
    };
    let on_failure = |why: WorkerTrouble| to_table(|live, _| live.act(|s| s.bot_failed(why)));
    // The table asks for moves alone, never an analysis.
    let worker = BotWorker::spawn(on_reply, |_| {}, on_failure)?;
    WORKER.with(|w| *w.borrow_mut() = Some(worker.clone()));
    Ok(worker)
}

/// Posts each new question of the table's computer seats to the worker once, and hands
/// the answers back to the table.
#[hook]
pub fn use_live_bots(live: &Live<LiveSession>, request: Option<BotRequest>) {
    {
        let live = live.clone();
        use_effect_with((), move |_| {
            TABLE.with(|t| *t.borrow_mut() = Some((live, 0.0)));
            move || TABLE.with(|t| *t.borrow_mut() = None)
        });
    }
    let posted = use_mut_ref(|| 0u64);
    let live = live.clone();
    use_effect_with(request.as_ref().map(|r| r.id), move |_| {
        let Some(request) = request.filter(|r| *posted.borrow() != r.id) else {
            return;
        };
        let fail = {
            let live = live.clone();
            move |why: WorkerTrouble| live.act(|s| s.bot_failed(why))
        };
        match worker() {
            Ok(worker) => {
                *posted.borrow_mut() = request.id;
                TABLE.with(|t| {
                    if let Some((_, asked)) = t.borrow_mut().as_mut() {
                        *asked = js_sys::Date::now();
                    }
                });
                worker.ask(&request, fail);
            }
            Err(why) => fail(why),
        }
    });
}
