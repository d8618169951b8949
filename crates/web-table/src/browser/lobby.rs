//! The lobby's screen, for any game: while the seek is out, where it stands, the game asked
//! for, and the others looking now, any of whose games the player may pick instead. The
//! table opens by itself once a group is agreed (see [`super::lobby_connection`]). Each game
//! says how its games read ("2 players · Base game").

use blockness_live::lobby::SeekClass;
use blockness_web_common::language::use_lang;
use blockness_web_common::Lang;
use yew::prelude::*;

use super::lobby_connection::{use_lobby_connection, LobbyCallbacks, SeekingCell};
use crate::record::Record;
use crate::session::SeekStage;
use crate::words::lobby as words;
use crate::words::Say;

/// Props of [`SeekPanel`].
#[derive(Properties, PartialEq)]
pub struct SeekPanelProps {
    /// The seeker.
    pub seeking: SeekingCell,
    /// The brokers to try, in order.
    pub brokers: Vec<String>,
    /// A group is agreed: the table's record and its broker.
    pub on_matched: Callback<(Record, String)>,
    /// The player stops looking.
    pub on_stop: Callback<()>,
    /// A game as the lobby lists it, in the game's words.
    pub describe: Callback<(SeekClass, Lang), String>,
}

/// The panel shown while looking for opponents.
#[function_component(SeekPanel)]
pub fn seek_panel(props: &SeekPanelProps) -> Html {
    let lang = use_lang();
    let update = use_force_update();
    let broker = use_state(|| None::<String>);
    let unanswered = use_state(|| false);
    let callbacks = LobbyCallbacks {
        redraw: {
            let update = update.clone();
            Callback::from(move |()| update.force_update())
        },
        on_found: {
            let (broker, unanswered) = (broker.clone(), unanswered.clone());
            Callback::from(move |url: String| {
                unanswered.set(false);
                broker.set(Some(url));
            })
        },
        on_unanswered: {
            let unanswered = unanswered.clone();
            Callback::from(move |()| unanswered.set(true))
        },
        on_matched: props.on_matched.clone(),
    };
    use_lobby_connection(&props.seeking, props.brokers.clone(), callbacks);
    let seeking = props.seeking.0.borrow();
    let mine = seeking.class().clone();
    let (status, stage) = match seeking.stage() {
        SeekStage::Connecting | SeekStage::Down if *unanswered => {
            (words::SEEK_NO_BROKER, "unanswered")
        }
        SeekStage::Connecting => (words::SEEK_CONNECTING, "connecting"),
        SeekStage::Down => (words::SEEK_DOWN, "down"),
        SeekStage::Waiting if seeking.proposing() => (words::SEEK_AGREEING, "agreeing"),
        SeekStage::Waiting => (words::SEEK_WAITING, "waiting"),
        SeekStage::Matched => (words::SEEK_AGREEING, "matched"),
    };
    let open = seeking.open_seeks();
    let pick = |class: SeekClass| {
        let (cell, update) = (props.seeking.clone(), update.clone());
        Callback::from(move |_: MouseEvent| {
            // A class read from a checked seek is playable: nothing to refuse.
            let _ = cell.0.borrow_mut().ask_for(class.clone());
            update.force_update();
        })
    };
    let rows = open.iter().map(|seek| {
        let same = seek.class == mine;
        html! {
            <li key={seek.key.clone()} data-testid="live-open-seek" data-same={same.to_string()}>
                <span class="seek-name">{ &seek.name }</span>
                <span class="seek-game">{ props.describe.emit((seek.class.clone(), lang)) }</span>
                if same {
                    <span class="seek-same">{ words::SAME_GAME.get(lang) }</span>
                } else {
                    <button data-testid="live-pick-seek" onclick={pick(seek.class.clone())}>{ words::PLAY_THIS.get(lang) }</button>
                }
            </li>
        }
    });
    let stop = props.on_stop.reform(|_: MouseEvent| ());
    html! {
        <section class="live-seek" data-testid="live-seek" data-stage={stage}>
            <h2>{ words::SEEKING.get(lang) }</h2>
            <p class="seek-game" data-testid="live-seek-game">{ props.describe.emit((mine.clone(), lang)) }</p>
            <p role="status" data-testid="live-seek-status">{ status.get(lang) }</p>
            if let Some(url) = &*broker {
                <p class="zones-note" data-testid="live-broker-used">{ Say::BrokerIs(url.clone()).text(lang) }</p>
            }
            <h3>{ words::OPEN_SEEKS.get(lang) }</h3>
            if open.is_empty() {
                <p class="zones-note" data-testid="live-no-open-seeks">{ words::NO_OPEN_SEEKS.get(lang) }</p>
            } else {
                <ul class="open-seeks" data-testid="live-open-seeks">{ for rows }</ul>
            }
            <div class="actions">
                <button data-testid="live-seek-stop" onclick={stop}>{ words::STOP_SEEKING.get(lang) }</button>
            </div>
        </section>
    }
}
