//! The bot worker: in a browser, a dedicated Web Worker that answers the page's move
//! requests, puzzle questions and Loch Ness questions, posted as structured-clone values (see the library for the protocol);
//! natively, the same answers for JSON request lines read from standard input, which
//! makes the protocol easy to try by hand:
//!
//! ```text
//! echo '{"id":1,"game":{"record":{"players":2}},"level":"strong","budget":{"time_ms":300}}' \
//!   | cargo run -p blockness-bot-worker
//! ```

#[cfg(target_arch = "wasm32")]
mod browser {
    use blockness_bot_worker::answer_js;
    use blockness_bots::Clock;
    use blockness_worker_messages::js::to_js;
    use blockness_worker_messages::lochness::LochnessReply;
    use blockness_worker_messages::puzzle::{PuzzleAnswer, PuzzleReply};
    use blockness_worker_messages::{AnalysisReply, BotReply, WorkerMessage};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Performance};

    /// The worker's `performance.now()`: monotonic, sub-millisecond where the browser
    /// allows. `Date.now()` stands in for a scope without `performance`.
    struct PerformanceClock(Option<Performance>);

    impl Clock for PerformanceClock {
        fn now_ms(&self) -> f64 {
            match &self.0 {
                Some(performance) => performance.now(),
                None => js_sys::Date::now(),
            }
        }
    }

    pub fn run() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let clock = PerformanceClock(scope.performance());
        let replier = scope.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            // Anything that is not a request (a string, a number...) gets a refusal.
            let reply = answer_js(&event.data(), &clock);
            post(&replier, &reply);
        });
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The handler lives as long as the worker.
        on_message.forget();
        post(&scope, &WorkerMessage::Ready);
    }

    /// Posts `message` to the page. Writing these plain types as JavaScript values does
    /// not fail (no maps, and 64-bit integers go out as `BigInt`s); should it ever, the
    /// page still gets a refusal saying so instead of waiting for ever. Posting itself
    /// cannot meaningfully fail: if the page is gone there is nobody left to tell.
    fn post(scope: &DedicatedWorkerGlobalScope, message: &WorkerMessage) {
        let value = to_js(message).or_else(|e| {
            let why = format!("the worker could not write its answer: {e}");
            let refusal = match message {
                WorkerMessage::Puzzle(reply) => WorkerMessage::Puzzle(PuzzleReply {
                    id: reply.id,
                    answer: PuzzleAnswer::Error(why),
                    elapsed_ms: 0,
                }),
                WorkerMessage::Analysis(reply) => {
                    WorkerMessage::Analysis(AnalysisReply::refusal(reply.id, reply.ply, why))
                }
                WorkerMessage::Lochness(reply) => {
                    WorkerMessage::Lochness(LochnessReply::refusal(reply.id, why))
                }
                _ => WorkerMessage::Reply(BotReply::refusal(message.id(), why)),
            };
            to_js(&refusal)
        });
        if let Ok(value) = value {
            let _ = scope.post_message(&value);
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    browser::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use std::io::{BufRead, Write};

    let clock = blockness_bots::SystemClock::new();
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let reply = blockness_bot_worker::answer_text(&line, &clock);
        if writeln!(stdout, "{reply}").is_err() {
            break;
        }
    }
}
