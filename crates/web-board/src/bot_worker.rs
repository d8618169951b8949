//! The game's end of the bot worker ([`blockness_worker_messages::port`]): bot moves,
//! hints and analyses, with the worker's troubles in the board's words.

use blockness_worker_messages::port::{PortTrouble, WorkerPort};
use blockness_worker_messages::{AnalysisReply, BotReply, WorkerMessage};
use serde::Serialize;

use crate::words::WorkerTrouble;

/// The port's trouble, as the computer players' trouble the player reads.
fn told(trouble: PortTrouble) -> WorkerTrouble {
    match trouble {
        PortTrouble::CannotStart(why) => WorkerTrouble::CannotStart(why),
        PortTrouble::UnreadableAnswer(why) => WorkerTrouble::UnreadableAnswer(why),
        PortTrouble::Stopped(why) => WorkerTrouble::Stopped(why),
        PortTrouble::CannotAsk(why) => WorkerTrouble::CannotAsk(why),
    }
}

/// The game's bot worker: bot moves, hints and analyses.
#[derive(Clone)]
pub struct BotWorker(WorkerPort);

impl BotWorker {
    /// Starts the worker. `on_reply` gets every reply to a bot question, `on_analysis`
    /// every answer to an analysis question; `on_failure` a sentence for the player when
    /// the worker cannot start or breaks down.
    pub fn spawn(
        on_reply: impl Fn(BotReply) + 'static,
        on_analysis: impl Fn(AnalysisReply) + 'static,
        on_failure: impl Fn(WorkerTrouble) + 'static,
    ) -> Result<BotWorker, WorkerTrouble> {
        let on_answer = move |answer| match answer {
            WorkerMessage::Reply(reply) => on_reply(reply),
            WorkerMessage::Analysis(reply) => on_analysis(reply),
            // No other question is asked of this worker.
            _ => {}
        };
        WorkerPort::spawn(on_answer, move |trouble| on_failure(told(trouble)))
            .map(BotWorker)
            .map_err(told)
    }

    /// Posts a question (a `BotRequest`, or an `AnalyseMessage`), or keeps it until the
    /// worker is ready.
    pub fn ask<T: Serialize>(&self, request: &T, on_failure: impl Fn(WorkerTrouble)) {
        if let Err(trouble) = self.0.ask(request) {
            on_failure(told(trouble));
        }
    }
}
