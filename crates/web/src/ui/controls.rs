//! The buttons above the board: new game, undo, redo, copy link.

use yew::prelude::*;

use crate::state::Action;

/// Props of [`Controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// Whether there is a move to take back.
    pub can_undo: bool,
    /// Whether there is an undone move.
    pub can_redo: bool,
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
    let copy = props.on_copy.reform(|_: MouseEvent| ());
    html! {
        <nav class="controls" aria-label="Game">
            <button data-testid="new-game" onclick={new_game}>{ "New game" }</button>
            <button data-testid="undo" onclick={undo} disabled={!props.can_undo} title="Take back the last move">{ "↶ Undo" }</button>
            <button data-testid="redo" onclick={redo} disabled={!props.can_redo} title="Play the undone move again">{ "Redo ↷" }</button>
            <button data-testid="copy-link" onclick={copy} title="Copy a link to this game">{ "Copy link" }</button>
        </nav>
    }
}
