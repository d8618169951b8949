//! The window's list of requests that the welcome screen leaves for the page while the
//! page's module loads (see [`crate::page::handoff`]): the two modules share no memory, so
//! the list lives on the window.

use wasm_bindgen::{JsCast, JsValue};

use crate::page::handoff::{Handoff, HandoffError, Handoffs};

/// Where the welcome screen (`ui::welcome`) leaves its requests for the page: on the window,
/// so the two modules share it. Undefined while nothing waits, a list of requests in the
/// order made, or null once the page has taken over (its own header, dialog and keys are
/// live, and nothing more is carried over).
const HANDOFF_KEY: &str = crate::names::HANDOFF_GLOBAL;

/// Whether the welcome screen's request was left for the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Posted {
    /// It waits for the page, after the ones left before.
    Queued,
    /// The page has taken over: the request is not the welcome screen's to carry.
    PageLive,
}

/// Leaves `handoff` for the page, after those already waiting (the welcome screen's side).
pub fn post_handoff(handoff: &Handoff) -> Result<Posted, JsValue> {
    let window = gloo::utils::window();
    let key = JsValue::from_str(HANDOFF_KEY);
    let waiting = js_sys::Reflect::get(&window, &key)?;
    if waiting.is_null() {
        return Ok(Posted::PageLive);
    }
    let list = match waiting.dyn_into::<js_sys::Array>() {
        Ok(list) => list,
        Err(_) => {
            let list = js_sys::Array::new();
            js_sys::Reflect::set(&window, &key, &list)?;
            list
        }
    };
    list.push(&serde_wasm_bindgen::to_value(handoff)?);
    Ok(Posted::Queued)
}

/// Drops the requests waiting, the page's module having failed to start: the welcome
/// screen said so, and the next request starts afresh. A page already live keeps its mark.
pub fn drop_handoffs() {
    let window = gloo::utils::window();
    let key = JsValue::from_str(HANDOFF_KEY);
    if js_sys::Reflect::get(&window, &key).is_ok_and(|v| js_sys::Array::is_array(&v)) {
        let _ = js_sys::Reflect::delete_property(&window, &key);
    }
}

/// Takes the requests waiting (the page's side, at its first render); requests made after
/// this still wait, for [`close_handoffs`].
pub fn take_handoffs() -> Handoffs {
    read_handoffs(false)
}

/// Takes the last requests waiting and marks the page live: the welcome screen leaves no
/// more (the page's side, once its own keys are heard).
pub fn close_handoffs() -> Handoffs {
    read_handoffs(true)
}

fn read_handoffs(close: bool) -> Handoffs {
    let window = gloo::utils::window();
    let key = JsValue::from_str(HANDOFF_KEY);
    let waiting = js_sys::Reflect::get(&window, &key).unwrap_or(JsValue::UNDEFINED);
    if close {
        let _ = js_sys::Reflect::set(&window, &key, &JsValue::NULL);
    } else if !waiting.is_null() {
        let _ = js_sys::Reflect::delete_property(&window, &key);
    }
    if waiting.is_undefined() || waiting.is_null() {
        return Handoffs::default();
    }
    let (handoffs, errors) = match waiting.dyn_into::<js_sys::Array>() {
        Ok(list) => Handoffs::read(list.iter().map(serde_wasm_bindgen::from_value::<Handoff>)),
        Err(_) => (Handoffs::default(), vec![HandoffError::NotAList]),
    };
    for error in errors {
        web_sys::console::error_1(&error.to_string().into());
    }
    handoffs
}
