//! The page's end of the bot worker: starts `blockness-bot-worker` once as a dedicated
//! Web Worker, posts questions to it and hands its replies back.
//!
//! Messages cross as structured-clone values written and read by `serde-wasm-bindgen`
//! (`blockness_bot_worker::js`, shared with the worker so both ends agree on the form),
//! not as JSON text.
//!
//! The worker announces itself with `"ready"` once its WebAssembly has loaded; questions
//! asked before that are kept and posted then, because a worker without its message
//! handler yet would drop them.

use std::cell::RefCell;
use std::rc::Rc;

use blockness_bot_worker::js::{from_js, to_js};
use blockness_bot_worker::{AnalysisReply, BotReply, WorkerMessage};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

use crate::words::WorkerTrouble;

/// The worker's loader script, which Trunk writes next to the page (see index.html).
pub const WORKER_SCRIPT: &str = "./blockness-bot-worker_loader.js";

struct Inner {
    worker: Worker,
    ready: bool,
    /// Questions asked before the worker was ready, already written as the values to
    /// post, oldest first.
    waiting: Vec<JsValue>,
}

/// One running instance of the worker script: posts questions, keeps those asked before
/// the worker is ready, and hands every answer over. Cloning shares the same worker.
#[derive(Clone)]
pub struct WorkerPort {
    inner: Rc<RefCell<Inner>>,
    // Kept so the handlers live as long as the worker.
    _on_message: Rc<Closure<dyn FnMut(MessageEvent)>>,
    _on_error: Rc<Closure<dyn FnMut(ErrorEvent)>>,
}

impl WorkerPort {
    /// Starts an instance. `on_answer` gets every message but the worker's "ready";
    /// `on_failure` what went wrong when the worker cannot start, breaks down or sends
    /// something unreadable.
    pub fn spawn(
        on_answer: impl Fn(WorkerMessage) + 'static,
        on_failure: impl Fn(WorkerTrouble) + 'static,
    ) -> Result<WorkerPort, WorkerTrouble> {
        let worker =
            Worker::new(WORKER_SCRIPT).map_err(|e| WorkerTrouble::CannotStart(describe(&e)))?;
        let inner = Rc::new(RefCell::new(Inner {
            worker: worker.clone(),
            ready: false,
            waiting: Vec::new(),
        }));
        let on_failure = Rc::new(on_failure);

        let state = Rc::clone(&inner);
        let failure = Rc::clone(&on_failure);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            match from_js::<WorkerMessage>(event.data()) {
                Ok(WorkerMessage::Ready) => {
                    let (worker, waiting) = {
                        let mut inner = state.borrow_mut();
                        inner.ready = true;
                        (inner.worker.clone(), std::mem::take(&mut inner.waiting))
                    };
                    for message in waiting {
                        if let Err(trouble) = post(&worker, &message) {
                            failure(trouble);
                        }
                    }
                }
                Ok(answer) => on_answer(answer),
                Err(e) => failure(WorkerTrouble::UnreadableAnswer(e.to_string())),
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));

        let failure = Rc::clone(&on_failure);
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            let message = event.message();
            failure(WorkerTrouble::Stopped(
                (!message.is_empty()).then_some(message),
            ));
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));

        Ok(WorkerPort {
            inner,
            _on_message: Rc::new(on_message),
            _on_error: Rc::new(on_error),
        })
    }

    /// Posts a question, or keeps it until the worker is ready.
    pub fn ask<T: Serialize>(&self, request: &T) -> Result<(), WorkerTrouble> {
        let message = to_js(request).map_err(|e| WorkerTrouble::CannotAsk(e.to_string()))?;
        let mut inner = self.inner.borrow_mut();
        if inner.ready {
            let worker = inner.worker.clone();
            drop(inner);
            post(&worker, &message)
        } else {
            inner.waiting.push(message);
            Ok(())
        }
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
            // Puzzle answers go to the solo view's own worker, never to this one.
            WorkerMessage::Puzzle(_) | WorkerMessage::Ready => {}
        };
        WorkerPort::spawn(on_answer, on_failure).map(BotWorker)
    }

    /// Posts a question (a `BotRequest`, or an `AnalyseMessage`), or keeps it until the
    /// worker is ready.
    pub fn ask<T: Serialize>(&self, request: &T, on_failure: impl Fn(WorkerTrouble)) {
        if let Err(trouble) = self.0.ask(request) {
            on_failure(trouble);
        }
    }
}

/// Posts one question; the browser copies the value (structured clone) for the worker.
fn post(worker: &Worker, message: &JsValue) -> Result<(), WorkerTrouble> {
    worker
        .post_message(message)
        .map_err(|e| WorkerTrouble::CannotAsk(describe(&e)))
}

/// Words for a JavaScript exception.
fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}
