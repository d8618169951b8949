//! A text field whose typed text survives every redraw.
//!
//! Yew sets an input's `value` again at each redraw whenever it differs from what the
//! element holds, so a field drawn with a fixed starting value loses what the person typed
//! the next time anything on the page changes (a message from the network, a check that
//! fails, a dropdown). A [`TypedField`] keeps the typed text in the component's state and
//! draws the field with it. A dropdown's choice is read with [`select_value`].

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// A field's text as typed, and the handler that keeps it.
#[derive(Clone, PartialEq)]
pub struct TypedField {
    text: UseStateHandle<String>,
    /// Give to the field's `oninput`.
    pub oninput: Callback<InputEvent>,
}

impl TypedField {
    /// The text as typed, for the field's `value`.
    pub fn value(&self) -> String {
        (*self.text).clone()
    }

    /// The text without the spaces around it, for what the field is used for.
    pub fn trimmed(&self) -> String {
        self.text.trim().to_string()
    }

    /// Puts `text` in the field (a choice made for the person, such as a broker picked from
    /// a list).
    pub fn set(&self, text: String) {
        self.text.set(text);
    }
}

/// A field that starts with `start()` (a name or an address remembered on the device) and
/// then holds whatever the person types.
#[hook]
pub fn use_typed_field(start: impl FnOnce() -> String) -> TypedField {
    let text = use_state(start);
    let oninput = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            text.set(e.target_unchecked_into::<HtmlInputElement>().value());
        })
    };
    TypedField { text, oninput }
}

/// The value of the option chosen in the `<select>` whose `onchange` gave `e`.
pub fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}
