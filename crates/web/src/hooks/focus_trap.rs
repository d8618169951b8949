//! Keeps the keyboard inside a modal while it is open: Tab past its last field comes back
//! to its first, Shift+Tab before its first goes round to its last, and Tab from anywhere
//! else on the page (the body after a click on the backdrop) goes into it. Without this the
//! browser walks on to the page under the backdrop, where nothing can be seen or used.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent};
use yew::prelude::*;

/// What the keyboard can stop on: enabled fields and buttons, links, and elements put in
/// the Tab order on purpose.
const TAB_STOPS: &str = "button:not(:disabled), select:not(:disabled), input:not(:disabled), \
     textarea:not(:disabled), a[href], [tabindex]:not([tabindex=\"-1\"])";

/// Where Tab (or Shift+Tab, `backwards`) must go instead of where the browser would take
/// it, given the modal's tab stops in order, and where the keyboard is and whether that
/// is inside the modal. `None`: the browser's own step stays inside.
fn wrap_target<T: PartialEq + Clone>(
    stops: &[T],
    active: Option<&T>,
    inside: bool,
    backwards: bool,
) -> Option<T> {
    let (first, last) = (stops.first()?, stops.last()?);
    let target = match (inside, backwards) {
        (false, false) => first,
        (false, true) => last,
        (true, false) if active == Some(last) => first,
        (true, true) if active == Some(first) => last,
        (true, _) => return None,
    };
    Some(target.clone())
}

/// The modal's tab stops, in document order.
fn tab_stops(modal: &Element) -> Vec<HtmlElement> {
    let Ok(found) = modal.query_selector_all(TAB_STOPS) else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|i| found.item(i))
        .filter_map(|node| node.dyn_into::<HtmlElement>().ok())
        .collect()
}

/// Keeps Tab and Shift+Tab inside the element `modal` while it is in the document. A modal
/// that has left the document (the welcome screen's dialog once the page has taken over;
/// its module lives on) leaves the keys alone, and so does each modal when the keyboard is
/// in another one, which keeps it.
#[hook]
pub fn use_focus_trap(modal: NodeRef) {
    use_effect_with((), move |_| {
        // Not passive: the browser's own step is replaced.
        let keys = EventListener::new_with_options(
            &gloo::utils::document(),
            "keydown",
            EventListenerOptions::enable_prevent_default(),
            move |event| {
                let Some(e) = event.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                if e.key() != "Tab" || e.alt_key() || e.ctrl_key() || e.meta_key() {
                    return;
                }
                // Another modal's trap has moved the keyboard already.
                if e.default_prevented() {
                    return;
                }
                let Some(modal) = modal.cast::<Element>().filter(|m| m.is_connected()) else {
                    return;
                };
                let active = gloo::utils::document()
                    .active_element()
                    .and_then(|a| a.dyn_into::<HtmlElement>().ok());
                let inside = active
                    .as_ref()
                    .is_some_and(|a| modal.contains(Some(a.as_ref())));
                let in_other_modal = !inside
                    && active
                        .as_ref()
                        .and_then(|a| a.closest("dialog[open]").ok().flatten())
                        .is_some();
                if in_other_modal {
                    return;
                }
                let stops = tab_stops(&modal);
                if let Some(target) = wrap_target(&stops, active.as_ref(), inside, e.shift_key()) {
                    e.prevent_default();
                    let _ = target.focus();
                }
            },
        );
        move || drop(keys)
    });
}

#[cfg(test)]
mod tests {
    use super::wrap_target;

    const STOPS: [&str; 3] = ["count", "colour", "start"];

    #[test]
    fn tab_past_the_last_stop_comes_back_to_the_first_and_shift_tab_goes_round() {
        assert_eq!(
            wrap_target(&STOPS, Some(&"start"), true, false),
            Some("count")
        );
        assert_eq!(
            wrap_target(&STOPS, Some(&"count"), true, true),
            Some("start")
        );
    }

    #[test]
    fn steps_between_stops_are_the_browser_s() {
        assert_eq!(wrap_target(&STOPS, Some(&"colour"), true, false), None);
        assert_eq!(wrap_target(&STOPS, Some(&"colour"), true, true), None);
        assert_eq!(wrap_target(&STOPS, Some(&"start"), true, true), None);
        assert_eq!(wrap_target(&STOPS, Some(&"count"), true, false), None);
    }

    #[test]
    fn from_outside_tab_enters_at_the_first_stop_and_shift_tab_at_the_last() {
        assert_eq!(wrap_target(&STOPS, None, false, false), Some("count"));
        assert_eq!(
            wrap_target(&STOPS, Some(&"header"), false, true),
            Some("start")
        );
    }

    #[test]
    fn a_modal_without_stops_leaves_the_keys_alone() {
        assert_eq!(wrap_target::<&str>(&[], None, false, false), None);
    }
}
