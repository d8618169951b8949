//! The solo view's end of the worker: a second instance of `blockness-bot-worker`, so a
//! daily puzzle being generated never delays a bot's move, and the other way round.
//!
//! As for the bots (see `blockness_bot_worker::port`), messages are structured-clone values, and questions
//! asked before the worker said `"ready"` are kept and posted then.

use blockness_bot_worker::puzzle::{PuzzleReply, PuzzleRequest};
use blockness_bot_worker::WorkerMessage;

use blockness_bot_worker::port::{PortTrouble, WorkerPort};

/// A running puzzle worker. Cloning shares the same worker.
#[derive(Clone)]
pub struct PuzzleWorker(WorkerPort);

/// The worker's own words for what went wrong, as the solo view shows them.
fn words(trouble: PortTrouble) -> String {
    match trouble {
        PortTrouble::CannotStart(why)
        | PortTrouble::UnreadableAnswer(why)
        | PortTrouble::CannotAsk(why) => why,
        PortTrouble::Stopped(why) => why.unwrap_or_default(),
    }
}

impl PuzzleWorker {
    /// Starts the worker. `on_reply` gets every puzzle reply; `on_failure` words on why
    /// the worker cannot start, broke down or sent something unreadable.
    pub fn spawn(
        on_reply: impl Fn(PuzzleReply) + 'static,
        on_failure: impl Fn(String) + 'static,
    ) -> Result<PuzzleWorker, String> {
        let on_answer = move |answer| {
            // Bot moves and analyses are asked of the game's worker, not this one.
            if let WorkerMessage::Puzzle(reply) = answer {
                on_reply(reply);
            }
        };
        WorkerPort::spawn(on_answer, move |trouble| on_failure(words(trouble)))
            .map(PuzzleWorker)
            .map_err(words)
    }

    /// Posts a question, or keeps it until the worker is ready.
    pub fn ask(&self, request: &PuzzleRequest) -> Result<(), String> {
        self.0.ask(request).map_err(words)
    }
}
