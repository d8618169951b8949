//! The keyboard stays with the game: a move made from a control that then goes away (a
//! segment or an end offered, a tray's segment) would leave the keyboard on the page's body,
//! a dozen Tabs from the board.

use std::cell::Cell;
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Puts the keyboard back on the board's hole in the Tab order whenever `moves` changes, the
/// last thing the person pressed was a key, and the keyboard was left nowhere (on the body).
/// After a pointer the page leaves focus alone: focusing a hole explains it, which a mouse
/// user did not ask for.
#[hook]
pub fn use_keyboard_back_to_board(moves: usize) {
    let by_keys = use_memo((), |_| Rc::new(Cell::new(false)));
    {
        let by_keys = Rc::clone(&by_keys);
        use_effect_with((), move |_| {
            let document = gloo::utils::document();
            let options = EventListenerOptions::run_in_capture_phase();
            let keys = Rc::clone(&by_keys);
            let on_key =
                EventListener::new_with_options(&document, "keydown", options, move |_| {
                    keys.set(true)
                });
            let on_pointer =
                EventListener::new_with_options(&document, "pointerdown", options, move |_| {
                    by_keys.set(false)
                });
            move || drop((on_key, on_pointer))
        });
    }
    use_effect_with(moves, move |_| {
        if by_keys.get() && keyboard_lost() {
            focus_board();
        }
    });
}

/// Whether the keyboard rests on nothing in particular: the body, or no element.
fn keyboard_lost() -> bool {
    let document = gloo::utils::document();
    match document.active_element() {
        None => true,
        Some(active) => document
            .body()
            .is_some_and(|body| active == *body.unchecked_ref::<web_sys::Element>()),
    }
}

/// Focuses the board's hole in the Tab order (one hole at a time is).
fn focus_board() {
    let hole = gloo::utils::document()
        .query_selector("[data-testid=\"board\"] [data-cell][tabindex=\"0\"]")
        .ok()
        .flatten()
        .and_then(|hole| hole.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(hole) = hole {
        let _ = hole.focus();
    }
}
