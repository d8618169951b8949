//! The solo view's end of the worker: a second instance of `blockness-bot-worker`, so a
//! daily puzzle being generated never delays a bot's move, and the other way round.
//!
//! As for the bots (see `bot_worker`), messages are structured-clone values, and questions
//! asked before the worker said `"ready"` are kept and posted then.

use std::cell::RefCell;
use std::rc::Rc;

use blockness_bot_worker::js::{from_js, to_js};
use blockness_bot_worker::puzzle::{PuzzleReply, PuzzleRequest};
use blockness_bot_worker::WorkerMessage;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

use crate::ui::bot_worker::WORKER_SCRIPT;

struct Inner {
    worker: Worker,
    ready: bool,
    waiting: Vec<JsValue>,
}

/// A running puzzle worker. Cloning shares the same worker.
#[derive(Clone)]
pub struct PuzzleWorker {
    inner: Rc<RefCell<Inner>>,
    _on_message: Rc<Closure<dyn FnMut(MessageEvent)>>,
    _on_error: Rc<Closure<dyn FnMut(ErrorEvent)>>,
}

impl PuzzleWorker {
    /// Starts the worker. `on_reply` gets every puzzle reply; `on_failure` words on why
    /// the worker cannot start, broke down or sent something unreadable.
    pub fn spawn(
        on_reply: impl Fn(PuzzleReply) + 'static,
        on_failure: impl Fn(String) + 'static,
    ) -> Result<PuzzleWorker, String> {
        let worker = Worker::new(WORKER_SCRIPT).map_err(|e| describe(&e))?;
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
                        if let Err(e) = worker.post_message(&message) {
                            failure(describe(&e));
                        }
                    }
                }
                Ok(WorkerMessage::Puzzle(reply)) => on_reply(reply),
                // Bot moves and analyses are asked of the game's worker, not this one.
                Ok(WorkerMessage::Reply(_) | WorkerMessage::Analysis(_)) => {}
                Err(e) => failure(e.to_string()),
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        let failure = Rc::clone(&on_failure);
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            failure(event.message());
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(PuzzleWorker {
            inner,
            _on_message: Rc::new(on_message),
            _on_error: Rc::new(on_error),
        })
    }

    /// Posts a question, or keeps it until the worker is ready.
    pub fn ask(&self, request: &PuzzleRequest) -> Result<(), String> {
        let message = to_js(request).map_err(|e| e.to_string())?;
        let mut inner = self.inner.borrow_mut();
        if inner.ready {
            let worker = inner.worker.clone();
            drop(inner);
            worker.post_message(&message).map_err(|e| describe(&e))
        } else {
            inner.waiting.push(message);
            Ok(())
        }
    }
}

/// Words for a JavaScript exception.
fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}
