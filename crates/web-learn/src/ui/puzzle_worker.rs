//! The solo view's end of the worker: a second instance of `blockness-bot-worker`, so a
//! daily puzzle being generated never delays a bot's move, and the other way round.
//!
//! As for the bots (see `blockness_worker_messages::port`), messages are structured-clone values, and questions
//! asked before the worker said `"ready"` are kept and posted then.

use blockness_worker_messages::port::{PortTrouble, WorkerPort};
use blockness_worker_messages::puzzle::{PuzzleReply, PuzzleRequest};
use blockness_worker_messages::WorkerMessage;

/// A running puzzle worker. Cloning shares the same worker.
#[derive(Clone)]
pub struct PuzzleWorker(WorkerPort);

impl PuzzleWorker {
    /// Starts the worker. `on_reply` gets every puzzle reply; `on_failure` words on why
    /// the worker cannot start, broke down or sent something unreadable.
    pub fn spawn(
        on_reply: impl Fn(PuzzleReply) + 'static,
        on_failure: impl Fn(String) + 'static,
    ) -> Result<PuzzleWorker, String> {
        let on_answer = move |message| {
            // No other question is asked of this worker.
            if let WorkerMessage::Puzzle(reply) = message {
                on_reply(reply);
            }
        };
        WorkerPort::spawn(on_answer, move |trouble| on_failure(trouble.details()))
            .map(PuzzleWorker)
            .map_err(PortTrouble::details)
    }

    /// Posts a question, or keeps it until the worker is ready.
    pub fn ask(&self, request: &PuzzleRequest) -> Result<(), String> {
        self.0.ask(request).map_err(PortTrouble::details)
    }
}
