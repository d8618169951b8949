//! The buttons above the board: new game, undo, redo, copy link, hint, and pausing the bots.
//! A rated game has no undo, redo or hint: they are not drawn.

use yew::prelude::*;

use crate::page::PageAction;
use crate::words::texts;
use blockness_web_board::board::BoardAction;
use blockness_web_common::language::use_lang;

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
    /// A rated game is on: undo, redo and hint are not offered at all.
    #[prop_or_default]
    pub rated: bool,
    /// The bot control, absent when every seat is a person.
    pub bots: Option<BotControl>,
    /// Where game actions go.
    pub on_action: Callback<PageAction>,
    /// Copies the game's link.
    pub on_copy: Callback<()>,
}

/// The control bar.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let lang = use_lang();
    let new_game = props
        .on_action
        .reform(|_: MouseEvent| PageAction::OpenDialog);
    let undo = props
        .on_action
        .reform(|_: MouseEvent| PageAction::Board(BoardAction::Undo));
    let redo = props
        .on_action
        .reform(|_: MouseEvent| PageAction::Board(BoardAction::Redo));
    let hint = props.on_action.reform(|_: MouseEvent| PageAction::AskHint);
    let copy = props.on_copy.reform(|_: MouseEvent| ());
    let bots = props.bots.map(|control| match control {
        BotControl::Running => {
            let pause = props.on_action.reform(|_: MouseEvent| PageAction::PauseBots);
            html! { <button data-testid="bot-pause" onclick={pause} title={texts::PAUSE_BOTS_TITLE.get(lang)}>{ texts::PAUSE_BOTS.get(lang) }</button> }
        }
        BotControl::Paused => {
            let resume = props.on_action.reform(|_: MouseEvent| PageAction::ResumeBots);
            html! { <button class="primary" data-testid="bot-resume" onclick={resume} title={texts::RESUME_BOTS_TITLE.get(lang)}>{ texts::RESUME_BOTS.get(lang) }</button> }
        }
    });
    html! {
        <nav class="controls" aria-label={texts::CONTROLS_LABEL.get(lang)}>
            <button data-testid="new-game" onclick={new_game}>{ texts::NEW_GAME.get(lang) }</button>
            if !props.rated {
                <button data-testid="undo" onclick={undo} disabled={!props.can_undo} title={texts::UNDO_TITLE.get(lang)}>{ texts::UNDO.get(lang) }</button>
                <button data-testid="redo" onclick={redo} disabled={!props.can_redo} title={texts::REDO_TITLE.get(lang)}>{ texts::REDO.get(lang) }</button>
                <button data-testid="hint" onclick={hint} disabled={!props.can_hint || props.hinting}
                        title={texts::HINT_TITLE.get(lang)}>
                    { if props.hinting { texts::HINT_THINKING.get(lang) } else { texts::HINT.get(lang) } }
                </button>
            }
            { for bots }
            <button data-testid="copy-link" onclick={copy} title={texts::COPY_LINK_TITLE.get(lang)}>{ texts::COPY_LINK.get(lang) }</button>
        </nav>
    }
}
