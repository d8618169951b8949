//! The buttons above the board: new game, undo, redo, copy link, hint, and pausing the bots.

use yew::prelude::*;

use crate::state::Action;

/// What the bot control offers, when a game has computer players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotControl {
    /// Bots move on their own: offer to pause them.
    Running,
    /// Bots wait (paused, or after an undo): offer to let them play.
    Paused,
}

/// Props of [`Controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// Whether there is a move to take back.
    pub can_undo: bool,
    /// Whether there is an undone move.
    pub can_redo: bool,
    /// Whether a person is to move, so a hint can be asked for.
    pub can_hint: bool,
    /// Whether a hint is being looked for.
    pub hinting: bool,
    /// The bot control, absent when every seat is a person.
    pub bots: Option<BotControl>,
    /// Where game actions go.
    pub on_action: Callback<Action>,
    /// Copies the game's link.
    pub on_copy: Callback<()>,
}

/// The control bar.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let new_game = props.on_action.reform(|_: MouseEvent| Action::OpenDialog);
    let undo = props.on_action.reform(|_: MouseEvent| Action::Undo);
    let redo = props.on_action.reform(|_: MouseEvent| Action::Redo);
    let hint = props.on_action.reform(|_: MouseEvent| Action::AskHint);
    let copy = props.on_copy.reform(|_: MouseEvent| ());
    let bots = props.bots.map(|control| match control {
        BotControl::Running => {
            let pause = props.on_action.reform(|_: MouseEvent| Action::PauseBots);
            html! { <button data-testid="bot-pause" onclick={pause} title="Stop the computer players after their current move">{ "Pause bots" }</button> }
        }
        BotControl::Paused => {
            let resume = props.on_action.reform(|_: MouseEvent| Action::ResumeBots);
            html! { <button class="primary" data-testid="bot-resume" onclick={resume} title="Let the computer players move again">{ "Let the bot play" }</button> }
        }
    });
    html! {
        <nav class="controls" aria-label="Game">
            <button data-testid="new-game" onclick={new_game}>{ "New game" }</button>
            <button data-testid="undo" onclick={undo} disabled={!props.can_undo} title="Take back the last move">{ "↶ Undo" }</button>
            <button data-testid="redo" onclick={redo} disabled={!props.can_redo} title="Play the undone move again">{ "Redo ↷" }</button>
            <button data-testid="hint" onclick={hint} disabled={!props.can_hint || props.hinting}
                    title="Ask the strong computer player for a move (it is shown, not played)">
                { if props.hinting { "Thinking…" } else { "Hint" } }
            </button>
            { for bots }
            <button data-testid="copy-link" onclick={copy} title="Copy a link to this game">{ "Copy link" }</button>
        </nav>
    }
}
