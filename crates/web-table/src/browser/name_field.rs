//! The seat form's "Your name": what was typed kept across the seats' section drawn anew
//! (with the focus and the cursor), and the warning when a seat is asked for without one.

use std::cell::Cell;

use blockness_live::names;
use blockness_web_common::field::TypedField;
use blockness_web_common::Lang;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::words;
use crate::words::Note;

/// The `id` of the name field of a table whose test ids start with `prefix`: one at a time
/// is drawn.
pub fn name_field_id(prefix: &str) -> String {
    format!("{prefix}-claim-name")
}

/// The name typed, cleaned, to ask for a seat under; `None` when there is none, and the
/// field then says a name is needed until one is typed.
pub(super) fn name_to_sit_under(
    name: &TypedField,
    needed: &UseStateHandle<bool>,
) -> Option<String> {
    let typed = names::clean(&name.trimmed());
    needed.set(typed.is_empty());
    (!typed.is_empty()).then_some(typed)
}

thread_local! {
    /// Where the cursor was in the name field when its seats' section was taken down while
    /// the field had the focus: the section is drawn anew when the table arrives (before it,
    /// the form has no seats), and the field drawn next takes the focus and the cursor back,
    /// so typing goes on.
    static FOCUS_LEFT: Cell<Option<(u32, u32)>> = const { Cell::new(None) };
}

/// Keeps the name field's focus across the seats' section drawn anew: taken when the section
/// goes (its hooks end before its elements are taken down), given back to the next field.
///
/// The next field is given it as soon as the work that drew it is done, in a microtask, not
/// in its own effect: Yew may yield to the browser between drawing a component and running
/// its effects, and a key pressed then would land on the body. No task runs between Yew's
/// drawing and that microtask. A section drawn later without the field (the seats taken, the
/// form gone for a while) leaves the focus to the next field's effect.
#[hook]
pub(super) fn use_name_focus_kept(input: &NodeRef, id: String) {
    let input = input.clone();
    use_effect_with((), move |_| {
        let field = move || input.cast::<HtmlInputElement>();
        if let Some(field) = field() {
            give_focus_left(&field);
        }
        move || {
            let Some(field) = field() else { return };
            let focused = gloo::utils::document().active_element();
            if focused.is_some_and(|el| el == **field) {
                let at = |n: Result<Option<u32>, _>| n.ok().flatten().unwrap_or(0);
                FOCUS_LEFT.set(Some((
                    at(field.selection_start()),
                    at(field.selection_end()),
                )));
                wasm_bindgen_futures::spawn_local(async move {
                    // The id is the name field's alone: the element is that input.
                    let next = gloo::utils::document()
                        .get_element_by_id(&id)
                        .map(|el| el.unchecked_into::<HtmlInputElement>());
                    if let Some(next) = next {
                        give_focus_left(&next);
                    }
                });
            }
        }
    });
}

/// Gives `field` the focus and the cursor a field drawn before it left, if one did.
fn give_focus_left(field: &HtmlInputElement) {
    if let Some((start, end)) = FOCUS_LEFT.take() {
        let _ = field.focus();
        let _ = field.set_selection_range(start, end);
    }
}

/// "Your name" (`input` is the field's element), with the warning beside it when a seat was
/// asked for without one (`needed`).
pub(super) fn name_field(
    name: &TypedField,
    needed: bool,
    input: NodeRef,
    prefix: &str,
    lang: Lang,
) -> Html {
    let id = name_field_id(prefix);
    let needed_id = format!("{id}-needed");
    let missing = needed && name.trimmed().is_empty();
    html! {
        <div class="field">
            <label for={id.clone()}>{ words::YOUR_NAME.get(lang) }</label>
            <input ref={input} id={id.clone()} data-testid={id.clone()} type="text" maxlength={names::MAX_NAME.to_string()}
                   autocomplete="nickname" value={name.value()} oninput={name.oninput.clone()}
                   aria-invalid={missing.to_string()}
                   aria-describedby={needed.then_some(needed_id.clone())} />
            if missing {
                <p id={needed_id} class="live-warning" role="alert" data-testid={format!("{prefix}-name-needed")}>
                    { Note::NameNeeded.text(lang) }
                </p>
            }
        </div>
    }
}
