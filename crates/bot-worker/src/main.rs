//! The bot worker: in a browser, a dedicated Web Worker that answers the page's move
//! requests (see the library for the protocol); natively, the same answers for request
//! lines read from standard input, which makes the protocol easy to try by hand:
//!
//! ```text
//! echo '{"id":1,"game":{"record":{"players":2}},"level":"strong","budget":{"time_ms":300}}' \
//!   | cargo run -p blockness-bot-worker
//! ```

#[cfg(target_arch = "wasm32")]
mod browser {
    use blockness_bot_worker::{answer_text, WorkerMessage};
    use blockness_bots::Clock;
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
            // The page sends JSON text; anything else is answered as unreadable.
            let text = event.data().as_string().unwrap_or_default();
            let reply = answer_text(&text, &clock);
            // Posting a string to the page cannot meaningfully fail; if the page is
            // gone there is nobody left to tell.
            let _ = replier.post_message(&JsValue::from_str(&reply));
        });
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The handler lives as long as the worker.
        on_message.forget();
        let _ = scope.post_message(&JsValue::from_str(&WorkerMessage::Ready.to_string()));
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
