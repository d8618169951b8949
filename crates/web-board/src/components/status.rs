//! Whose turn it is and what to do, skipped turns, and why a pointed cell is not legal.

use yew::prelude::*;

use crate::board::view::{SegmentChoice, StatusModel, Verdict};
use crate::board::{explain, BoardAction};
use crate::components::colours;
use crate::components::tray::mini_arch;
use crate::words::{texts, Message};
use blockness_web_common::input::use_input;
use blockness_web_common::language::use_lang;

/// Props of [`Status`].
#[derive(Properties, PartialEq)]
pub struct StatusProps {
    /// The status line.
    pub model: StatusModel,
    /// The explanation for the cell pointed at, if it is not legal.
    pub hint: Option<Message>,
    /// Whether the explanation answers a click (a refused action) rather than pointing.
    #[prop_or_default]
    pub refused: bool,
    /// Where clicks go.
    pub on_action: Callback<BoardAction>,
    /// Sends the game's link to the player on another device, with these words.
    #[prop_or_default]
    pub on_send: Option<Callback<String>>,
    /// The owner's verdict, said instead of the game's headline and detail.
    #[prop_or_default]
    pub verdict: Option<Verdict>,
}

/// The status panel.
#[function_component(Status)]
pub fn status(props: &StatusProps) -> Html {
    let lang = use_lang();
    // Hints name the gesture the player makes: tap, click or a key.
    let input = use_input();
    let say = |message: &Message| message.clone().with_input(input).text(lang);
    let model = &props.model;
    let refused = props.refused && props.hint.as_ref().is_some_and(explain::is_refusal);
    let class = classes!("status", model.colour.map(colours::class));
    let (headline, detail) = match &props.verdict {
        Some(verdict) => (verdict.headline.clone(), verdict.detail.clone()),
        None => (say(&model.headline), say(&model.detail)),
    };
    html! {
        <section {class}>
            <p class="headline" data-testid="status">{ headline }</p>
            <p class="detail">{ detail }</p>
            if let (true, Some(on_send), Some(colour)) = (model.send_link, props.on_send.as_ref(), model.colour) {
                <div class="end-choices">
                    <button class="primary" data-testid="send-link" title={texts::SEND_LINK_TITLE.get(lang)}
                            onclick={on_send.reform(move |_: MouseEvent| Message::YourMoveInvite(colour).text(lang))}>
                        { texts::SEND_LINK.get(lang) }
                    </button>
                </div>
            }
            // What to choose now, or the suggestion asked for, in room kept for them: the
            // panels below stay where they are as choices come and go.
            <div class="status-slot">
            if model.can_swap {
                <div class="end-choices">
                    <button class="primary" data-testid="swap" title={texts::SWAP_TITLE.get(lang)}
                            onclick={props.on_action.reform(|_: MouseEvent| BoardAction::Swap)}>{ texts::SWAP.get(lang) }</button>
                </div>
            }
            if !model.end_choices.is_empty() {
                <div class="end-choices">
                    { for model.end_choices.iter().map(|&(end, mv)| {
                        let onclick = props.on_action.reform(move |_: MouseEvent| BoardAction::Choose(mv));
                        html! { <button {onclick} data-testid={format!("choose-{}", end.name())}>{ Message::GrowEnd(end).text(lang) }</button> }
                    }) }
                </div>
            }
            if !model.segment_choices.is_empty() {
                <div class="end-choices segment-choices" data-testid="segment-choices">
                    { for model.segment_choices.iter().map(|&choice| {
                        let SegmentChoice { seat, piece, span, height } = choice;
                        let onclick = props.on_action.reform(move |_: MouseEvent| BoardAction::ClickPiece { seat, piece });
                        html! {
                            // Drawn as the tray draws the segment; its span and height are its name.
                            <button class="piece" {onclick} data-testid={format!("choose-segment-{piece}")}
                                    aria-label={Message::SegmentOption { span, height }.text(lang)}>
                                { mini_arch(span, height) }
                                <span class="dims" aria-hidden="true">
                                    <span class="span">{ format!("↔{span}") }</span><span class="h">{ format!("↑{height}") }</span>
                                </span>
                            </button>
                        }
                    }) }
                </div>
            }
            // While a choice is asked, the choice holds the room (the suggestion is drawn on
            // the board).
            if let (Some(suggestion), true) = (&model.suggestion, model.segment_choices.is_empty() && model.end_choices.is_empty()) {
                <p class="suggestion" data-testid="suggestion">{ suggestion.text(lang) }</p>
            }
            </div>
            if !model.notes.is_empty() {
                <ul class="notes" data-testid="turn-notice">
                    { for model.notes.iter().map(|n| html! { <li>{ n.text(lang) }</li> }) }
                </ul>
            }
            if let Some(warning) = &model.warning {
                <p class="warning" data-testid="warning">{ warning.text(lang) }</p>
            }
            // The explanation keeps its room when empty, so nothing below it moves.
            <p class={classes!("hint", if refused { "refused" } else { "info" })} data-testid="explanation"
               data-kind={if refused { "refused" } else { "info" }}>
                { props.hint.as_ref().map(say).unwrap_or_default() }
            </p>
        </section>
    }
}
