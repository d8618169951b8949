//! A live Loch Ness table once its game is over: who was caught cheating, if anyone, the
//! finished game's link and the way to it on this screen, and the rematch.

use blockness_live::TableGame;
use blockness_web_common::language::use_lang;
use blockness_web_common::platform::address_with_link;
use blockness_web_table::browser::LinkLine;
use blockness_web_table::session::TableAction;
use blockness_web_table::words::{self as live_words, Say};
use yew::prelude::*;

use crate::state::words;

/// Props of [`FinishedGame`].
#[derive(Properties, PartialEq)]
pub struct FinishedGameProps {
    /// The finished game's ordinary Loch Ness address.
    pub address: AttrValue,
    /// What a caught cheat's forfeit says, if the game ended so.
    pub caught: Option<Say>,
    /// Whether another player called the rematch already.
    pub rematch_called: bool,
    /// Whether this device's person sat at the game (sits at the rematch; else watches it).
    pub seated: bool,
    /// Whether this device may call the rematch (seated, and the table over).
    pub may_rematch: bool,
    /// The table's actions: the rematch.
    pub on_action: Callback<TableAction>,
}

/// The finished game's section.
#[function_component(FinishedGame)]
pub fn finished_game(props: &FinishedGameProps) -> Html {
    let lang = use_lang();
    let with_key = props.seated;
    html! {
        <section class="live-result" data-testid="ln-live-result">
            if let Some(caught) = &props.caught {
                <p class="live-forfeit" data-testid="ln-live-forfeit" role="status">{ caught.text(lang) }</p>
            }
            <LinkLine label={live_words::GAME_LINK.get(lang)} link={address_with_link(&props.address)} testid="ln-live-game-link"
                      game={TableGame::LochNess} />
            // The finished game on this screen, where Loch Ness keeps it with the others.
            <p><a href={format!("#{}", props.address)} data-testid="ln-live-open-game">{ words::OPEN_FINISHED.get(lang) }</a></p>
            if props.rematch_called {
                <p class="live-rematch-note">{ live_words::REMATCH_WAITING.get(lang) }</p>
                <button class="primary" data-testid="ln-live-join-rematch"
                        onclick={props.on_action.reform(move |_: MouseEvent| TableAction::JoinRematch { with_key })}>
                    { if with_key { live_words::JOIN_REMATCH } else { live_words::WATCH_REMATCH }.get(lang) }</button>
            } else if props.may_rematch {
                <button class="primary" data-testid="ln-live-rematch"
                        onclick={props.on_action.reform(|_: MouseEvent| TableAction::Rematch)}>{ live_words::REMATCH.get(lang) }</button>
            }
        </section>
    }
}
