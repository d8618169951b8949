//! The whole board in the window on a wide screen, whatever stands above it: the header
//! wraps to two rows when the game's controls grow (a computer player's pause button, longer
//! words in another language), and notices come and go.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The style property the stylesheet subtracts from the window's height for the board
/// (www/style.css, `.board`).
const ABOVE_BOARD: &str = "--above-board";

/// Room kept below the board, in pixels.
const BELOW_BOARD: f64 = 16.0;

/// Keeps `--above-board` on the root element equal to the room the page takes above the
/// game's layout: measured after every render of the page and whenever the window resizes.
#[hook]
pub fn use_board_fits_window() {
    use_effect(measure);
    use_effect_with((), |_| {
        let listener = EventListener::new(&gloo::utils::window(), "resize", |_| measure());
        move || drop(listener)
    });
}

fn measure() {
    let document = gloo::utils::document();
    let Ok(Some(layout)) = document.query_selector("main.layout") else {
        return;
    };
    let scrolled = gloo::utils::window().scroll_y().unwrap_or(0.0);
    let above = (layout.get_bounding_client_rect().top() + scrolled + BELOW_BOARD).round();
    let value = format!("{above}px");
    let Some(root) = document.document_element() else {
        return;
    };
    let style = root.unchecked_into::<web_sys::HtmlElement>().style();
    if style.get_property_value(ABOVE_BOARD).ok().as_deref() != Some(value.as_str()) {
        let _ = style.set_property(ABOVE_BOARD, &value);
    }
}

/// Brings the page back to its top when the new-game dialog closes, and when the page comes
/// up without it (the welcome screen's dialog was closed for it): the dialog can be taller
/// than the window, and reaching its Start button scrolls the page, which would leave the new
/// game's board and status partly above the window.
#[hook]
pub fn use_top_after_dialog(open: bool) {
    let was_open = use_mut_ref(|| true);
    use_effect_with(open, move |&open| {
        if std::mem::replace(&mut *was_open.borrow_mut(), open) && !open {
            gloo::utils::window().scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
}
