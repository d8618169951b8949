//! Whose turn it is and what to do, skipped turns, and why a pointed cell is not legal.

use yew::prelude::*;

use crate::model::StatusModel;
use crate::state::Action;
use crate::ui::colours;

/// Props of [`Status`].
#[derive(Properties, PartialEq)]
pub struct StatusProps {
    /// The status line.
    pub model: StatusModel,
    /// The explanation for the cell pointed at, if it is not legal.
    pub hint: Option<String>,
    /// Where clicks go.
    pub on_action: Callback<Action>,
}

/// The status panel.
#[function_component(Status)]
pub fn status(props: &StatusProps) -> Html {
    let model = &props.model;
    let class = classes!("status", model.colour.map(colours::class));
    html! {
        <section class={class} aria-live="polite">
            <p class="headline" data-testid="status">{ model.headline.clone() }</p>
            <p class="detail">{ model.detail.clone() }</p>
            if !model.end_choices.is_empty() {
                <div class="end-choices">
                    { for model.end_choices.iter().map(|(label, mv)| {
                        let mv = *mv;
                        let onclick = props.on_action.reform(move |_: MouseEvent| Action::Choose(mv));
                        html! { <button {onclick} data-testid={format!("choose-{}", label.rsplit(' ').next().unwrap_or_default())}>{ label.clone() }</button> }
                    }) }
                </div>
            }
            if !model.notes.is_empty() {
                <ul class="notes" data-testid="turn-notice">
                    { for model.notes.iter().map(|n| html! { <li>{ n.clone() }</li> }) }
                </ul>
            }
            <p class="hint" data-testid="explanation">{ props.hint.clone().unwrap_or_default() }</p>
        </section>
    }
}
