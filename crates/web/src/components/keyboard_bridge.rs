//! The keyboard across the hand-over from the welcome screen to the page.
//!
//! The page takes the first screen's copy away at its first render, and with it the field that
//! had the keyboard; the page's twin of that field takes the keyboard in the page's effects,
//! which Yew may run in a later task. Between the two the keyboard would rest on the body and
//! a key pressed then would be lost. It rests on a bridge instead: an invisible button that
//! passes any key it gets on to the twin (drawn by then), and is gone once the twin has the
//! keyboard.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use crate::names::APP_ROOT_ID;

/// The `data-testid` of the bridge.
const BRIDGE_ID: &str = "keyboard-bridge";

/// The bridge, while it holds the keyboard for the twin of the field named `twin`.
pub struct KeyboardBridge {
    bridge: HtmlElement,
    twin: String,
    _keys: EventListener,
}

impl KeyboardBridge {
    /// Moves the keyboard onto a new bridge, for the page's twin of the field whose
    /// `data-testid` is `twin`. `None` where the document has no body to hold it.
    pub fn open(twin: String) -> Option<KeyboardBridge> {
        let document = gloo::utils::document();
        let bridge: HtmlElement = document.create_element("button").ok()?.dyn_into().ok()?;
        bridge.set_class_name("visually-hidden");
        let _ = bridge.set_attribute("data-testid", BRIDGE_ID);
        let _ = bridge.set_attribute("tabindex", "-1");
        document.body()?.append_child(&bridge).ok()?;
        let _ = bridge.focus();
        let target = twin.clone();
        let keys = EventListener::new(&bridge, "keydown", move |event| {
            let Some(field) = field(&target) else {
                return;
            };
            // The twin takes the keyboard before the key's default action, so Tab and the
            // keys the page listens for go on from there; a button's Enter or Space, which
            // its own key events would have pressed, presses it.
            let _ = field.focus();
            let key = event
                .dyn_ref::<web_sys::KeyboardEvent>()
                .map(web_sys::KeyboardEvent::key);
            if field.tag_name() == "BUTTON" && matches!(key.as_deref(), Some("Enter" | " ")) {
                event.prevent_default();
                field.click();
            }
        });
        Some(KeyboardBridge {
            bridge,
            twin,
            _keys: keys,
        })
    }

    /// Hands the keyboard to the twin, if the bridge still has it, and takes the bridge away.
    pub fn close(&self) {
        let document = gloo::utils::document();
        let holds = document
            .active_element()
            .is_some_and(|active| active == *self.bridge.unchecked_ref::<web_sys::Element>());
        if holds {
            if let Some(field) = field(&self.twin) {
                let _ = field.focus();
            }
        }
        self.bridge.remove();
    }
}

/// The page's field whose `data-testid` is `testid`, when there is one.
fn field(testid: &str) -> Option<HtmlElement> {
    let selector = format!("#{APP_ROOT_ID} [data-testid=\"{testid}\"]");
    gloo::utils::document()
        .query_selector(&selector)
        .ok()
        .flatten()?
        .dyn_into()
        .ok()
}
