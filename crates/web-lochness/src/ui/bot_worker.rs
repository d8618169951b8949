//! The Loch Ness view's end of the bot worker (`blockness-bot-worker`): the strong computer
//! players' decisions, each a few hundred play-outs, are found there so the lake stays
//! responsive meanwhile.
//!
//! One worker for the module's lifetime, started at the first question: the view may be
//! drawn again (after the rules page, another view), and an answer must reach the view
//! drawn now, which [`listen`] names.

use std::cell::RefCell;

use blockness_lochness::{Action, DEFAULT_BUDGET};
use blockness_worker_messages::lochness::{LochnessMessage, LochnessReply, LochnessRequest};
use blockness_worker_messages::port::{PortTrouble, WorkerPort};
use blockness_worker_messages::WorkerMessage;
use yew::Callback;

use crate::state::table::BotQuestion;

/// What a question is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The action of the bot to act.
    BotMove,
    /// The hint for the person to act.
    Hint,
}

/// What came back for a question.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// The action chosen for the game of `link`.
    Chose {
        /// The link of the game asked about.
        link: String,
        /// The chosen action.
        action: Action,
        /// What it was asked for.
        purpose: Purpose,
    },
    /// The worker cannot answer (it did not start, broke down, or refused), with the
    /// browser's or the worker's details when there are any: the page finds the action
    /// itself, and from then on asks nothing more of it.
    Failed(String, Purpose),
}

enum Slot {
    NotStarted,
    Running(WorkerPort),
    Broken,
}

thread_local! {
    static WORKER: RefCell<Slot> = const { RefCell::new(Slot::NotStarted) };
    /// The questions out, by id: the link of each one's game, and what it is for.
    static ASKED: RefCell<Vec<(u64, String, Purpose)>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: std::cell::Cell<u64> = const { std::cell::Cell::new(1) };
    static LISTENER: RefCell<Option<Callback<Answer>>> = const { RefCell::new(None) };
}

/// Sends answers to `listener` from now on; `None` once the view is gone.
pub fn listen(listener: Option<Callback<Answer>>) {
    LISTENER.with(|l| *l.borrow_mut() = listener);
}

fn tell(answer: Answer) {
    let listener = LISTENER.with(|l| l.borrow().clone());
    if let Some(listener) = listener {
        listener.emit(answer);
    }
}

/// The worker is given up: the questions out are found on the page, each for its purpose.
fn broken(why: String, asking: Option<Purpose>) {
    WORKER.with(|w| *w.borrow_mut() = Slot::Broken);
    let mut purposes: Vec<Purpose> =
        ASKED.with(|a| a.borrow_mut().drain(..).map(|q| q.2).collect());
    purposes.extend(asking);
    purposes.dedup();
    for purpose in purposes {
        tell(Answer::Failed(why.clone(), purpose));
    }
}

fn on_reply(reply: LochnessReply) {
    let asked = ASKED.with(|a| {
        let mut asked = a.borrow_mut();
        let at = asked.iter().position(|(id, _, _)| *id == reply.id)?;
        Some(asked.remove(at))
    });
    // An answer to no question of this page: nothing to do with it.
    let Some((_, link, purpose)) = asked else {
        return;
    };
    match (reply.action, reply.error) {
        (Some(action), None) => tell(Answer::Chose {
            link,
            action,
            purpose,
        }),
        (_, error) => broken(error.unwrap_or_default(), Some(purpose)),
    }
}

/// Whether the worker may still be asked: it has not failed.
pub fn available() -> bool {
    WORKER.with(|w| !matches!(*w.borrow(), Slot::Broken))
}

/// Asks the worker for the action of `question`; the answer goes to the listener. When the
/// worker cannot be asked, the listener hears [`Answer::Failed`] at once.
pub fn ask(question: &BotQuestion, purpose: Purpose) {
    let id = NEXT_ID.with(|n| n.replace(n.get() + 1));
    let message = LochnessMessage {
        lochness: LochnessRequest {
            id,
            link: question.link.clone(),
            level: question.level,
            seed: question.seed,
            budget: DEFAULT_BUDGET,
        },
    };
    let port = WORKER.with(|w| {
        let mut slot = w.borrow_mut();
        if let Slot::NotStarted = *slot {
            let on_answer = |message| {
                // No other question is asked of this worker.
                if let WorkerMessage::Lochness(reply) = message {
                    on_reply(reply);
                }
            };
            *slot = match WorkerPort::spawn(on_answer, |t| broken(t.details(), None)) {
                Ok(port) => Slot::Running(port),
                Err(trouble) => return Err(trouble.details()),
            };
        }
        match &*slot {
            Slot::Running(port) => Ok(port.clone()),
            _ => Err(String::new()),
        }
    });
    match port.and_then(|port| port.ask(&message).map_err(PortTrouble::details)) {
        Ok(()) => ASKED.with(|a| a.borrow_mut().push((id, question.link.clone(), purpose))),
        Err(why) => broken(why, Some(purpose)),
    }
}
