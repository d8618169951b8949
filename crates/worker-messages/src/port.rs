//! The page's end of the worker: starts `blockness-bot-worker` as a dedicated Web Worker,
//! posts questions to it and hands its replies back. Each view that asks (the game's bots,
//! the solo puzzles, Loch Ness's computer players) starts its own instance, so a long
//! question of one never delays another's.
//!
//! Messages cross as structured-clone values written and read by `serde-wasm-bindgen`
//! ([`crate::js`], shared with the worker so both ends agree on the form), not as JSON
//! text.
//!
//! The worker announces itself with `"ready"` once its WebAssembly has loaded; questions
//! asked before that are kept and posted then, because a worker without its message
//! handler yet would drop them.

use std::cell::RefCell;
use std::rc::Rc;

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

use crate::js::{from_js, to_js};
use crate::{WorkerMessage, READY};

/// The worker's loader script, which Trunk writes next to the page (see index.html).
pub const WORKER_SCRIPT: &str = "./blockness-bot-worker_loader.js";

/// What went wrong between the page and the worker. The details come from the browser or
/// the worker, as they are; each view puts them in its own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PortTrouble {
    /// The worker could not be created.
    CannotStart(String),
    /// The worker sent something that is not an answer.
    UnreadableAnswer(String),
    /// The worker broke down.
    Stopped(Option<String>),
    /// A question could not be written or sent.
    CannotAsk(String),
}

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
    _on_error: Rc<Closure<dyn FnMut(Event)>>,
}

impl PortTrouble {
    /// The browser's or the worker's own words for it, empty when there are none.
    pub fn details(self) -> String {
        match self {
            PortTrouble::CannotStart(why)
            | PortTrouble::UnreadableAnswer(why)
            | PortTrouble::CannotAsk(why) => why,
            PortTrouble::Stopped(why) => why.unwrap_or_default(),
        }
    }
}

impl WorkerPort {
    /// Starts an instance. `on_answer` gets every message but the worker's "ready";
    /// `on_failure` what went wrong when the worker cannot start, breaks down or sends
    /// something that is no [`WorkerMessage`].
    pub fn spawn(
        on_answer: impl Fn(WorkerMessage) + 'static,
        on_failure: impl Fn(PortTrouble) + 'static,
    ) -> Result<WorkerPort, PortTrouble> {
        let worker =
            Worker::new(WORKER_SCRIPT).map_err(|e| PortTrouble::CannotStart(describe(&e)))?;
        let inner = Rc::new(RefCell::new(Inner {
            worker: worker.clone(),
            ready: false,
            waiting: Vec::new(),
        }));
        let on_failure = Rc::new(on_failure);

        let state = Rc::clone(&inner);
        let failure = Rc::clone(&on_failure);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let data = event.data();
            if data.as_string().as_deref() == Some(READY) {
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
                return;
            }
            match from_js::<WorkerMessage>(data) {
                Ok(answer) => on_answer(answer),
                Err(e) => failure(PortTrouble::UnreadableAnswer(e.to_string())),
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));

        let failure = Rc::clone(&on_failure);
        // An error inside the worker comes as an `ErrorEvent`; a worker whose script cannot
        // be loaded (a 404, no connection) gets a plain `Event`, without a message.
        let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            let message = event
                .dyn_ref::<ErrorEvent>()
                .map(ErrorEvent::message)
                .filter(|message| !message.is_empty());
            failure(PortTrouble::Stopped(message));
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));

        Ok(WorkerPort {
            inner,
            _on_message: Rc::new(on_message),
            _on_error: Rc::new(on_error),
        })
    }

    /// Posts a question, or keeps it until the worker is ready.
    pub fn ask<T: Serialize>(&self, request: &T) -> Result<(), PortTrouble> {
        let message = to_js(request).map_err(|e| PortTrouble::CannotAsk(e.to_string()))?;
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

/// Posts one question; the browser copies the value (structured clone) for the worker.
fn post(worker: &Worker, message: &JsValue) -> Result<(), PortTrouble> {
    worker
        .post_message(message)
        .map_err(|e| PortTrouble::CannotAsk(describe(&e)))
}

/// Words for a JavaScript exception.
fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}
