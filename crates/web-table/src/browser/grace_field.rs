//! The form's choice of a table's grace time: how long an absent player's seat waits before
//! another device may hand it to a computer. The same field for every game's form.

use blockness_web_common::field::select_value;
use blockness_web_common::language::use_lang;
use yew::prelude::*;

use crate::session::{DEFAULT_GRACE, GRACE_CHOICES};
use crate::words;

/// Props of [`GraceField`].
#[derive(Properties, PartialEq)]
pub struct GraceFieldProps {
    /// The grace time chosen (seconds).
    pub value: u32,
    /// Another grace time chosen (seconds).
    pub on_change: Callback<u32>,
    /// The field's id and test id (the game's prefix, then `-grace`).
    pub id: AttrValue,
}

/// The grace time's dropdown, with its label.
#[function_component(GraceField)]
pub fn grace_field(props: &GraceFieldProps) -> Html {
    let lang = use_lang();
    let onchange = props
        .on_change
        .reform(|e: Event| select_value(&e).parse().unwrap_or(DEFAULT_GRACE));
    html! {
        <div class="field">
            <label for={props.id.clone()}>{ words::GRACE.get(lang) }</label>
            <select id={props.id.clone()} data-testid={props.id.clone()} {onchange}>
                { for GRACE_CHOICES.iter().map(|&seconds| html! {
                    <option value={seconds.to_string()} selected={seconds == props.value}>
                        { words::duration(u64::from(seconds)) }
                    </option>
                }) }
            </select>
        </div>
    }
}
