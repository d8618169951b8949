//! The hint for the person to act: the button that asks the strong level, then its choice in
//! a sentence (the lake and the panel mark it too, see [`crate::state::hint`]).

use std::rc::Rc;

use yew::prelude::*;

use crate::state::hint::HintMarks;
use crate::state::words::{self, Say};
use crate::state::LochAction;
use blockness_web_common::language::use_lang;

/// Props of [`HintPanel`].
#[derive(Properties, PartialEq)]
pub struct HintPanelProps {
    /// The hint shown, if any.
    pub marks: Rc<HintMarks>,
    /// Whether a hint is asked and not answered yet.
    pub pending: bool,
    /// Whether a person of this device is to act: only then is there a hint to ask for
    /// (the place stays, empty, while a computer or another device acts).
    pub to_act: bool,
    /// Where the request goes.
    pub on_action: Callback<LochAction>,
}

/// The hint button for the person to act, or the hint once it came; its place, empty,
/// while nobody here is to act.
#[function_component(HintPanel)]
pub fn hint_panel(props: &HintPanelProps) -> Html {
    let lang = use_lang();
    let ask = props.on_action.reform(|_: MouseEvent| LochAction::AskHint);
    html! {
        <div class="ln-hint">
            if let (true, Some(say)) = (props.to_act, props.marks.say) {
                <p class="ln-hint-text" data-testid="ln-hint-text" role="status">{ Say::Hint(say).text(lang) }</p>
            } else if props.to_act {
                <button data-testid="ln-hint" disabled={props.pending} aria-busy={props.pending.to_string()} onclick={ask}>
                    { if props.pending { words::HINT_THINKING.get(lang) } else { words::HINT.get(lang) } }
                </button>
            }
        </div>
    }
}
