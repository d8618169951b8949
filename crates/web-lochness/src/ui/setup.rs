//! The new-game screen (what the game is in a sentence; 2, 3 or 4 players, or five in the
//! variant; each seat a person or a bot, the person at this screen against the computer
//! unless changed) and the list of Loch Ness games kept on the device, to resume any of them.

use std::rc::Rc;

use blockness_lochness::Level;
use yew::prelude::*;

use crate::state::seat::SeatKind;
use crate::state::store::Entry;
use crate::state::words::{self, Say};
use crate::state::LochAction;
use crate::ui::hooks::new_id;
use blockness_web_common::language::use_lang;
use blockness_web_common::platform;
use blockness_web_common::rung_words::rung_words;
use blockness_web_common::{say, Lang};

use crate::live::create::TableDraft;

/// A seat's kind as the form lists it: a computer player by its rung of the ladder, with
/// its rating ("Computer (casual) · 1386").
fn kind_words(kind: SeatKind, lang: Lang) -> String {
    let Some(step) = kind.computer() else {
        return words::PERSON.get(lang).to_string();
    };
    let name = rung_words(step.name()).map_or(step.name(), |words| words.get(lang));
    let rating = format!("{:.0}", step.rung().rating);
    say!(
        lang,
        "Computer ({name}) · {rating}",
        "Ordinateur ({name}) · {rating}",
        "Computer ({name}) · {rating}",
        "Computer ({name}) · {rating}",
    )
}

/// Props of [`NewGame`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// Whether a game is there to go back to.
    pub can_close: bool,
    /// Where the choice goes.
    pub on_action: Callback<LochAction>,
}

/// The new-game form.
#[function_component(NewGame)]
pub fn new_game(props: &NewGameProps) -> Html {
    let lang = use_lang();
    let players = use_state(|| 2usize);
    // The person at this screen against the computer, unless they choose otherwise: a
    // newcomer can start at once, with nobody else at hand.
    let seats = use_state(|| {
        let mut seats = vec![SeatKind::bot(Level::Easy); 5];
        seats[0] = SeatKind::Human;
        seats
    });
    let pick_players = |n: usize| {
        let players = players.clone();
        Callback::from(move |_: Event| players.set(n))
    };
    let start = {
        let (players, seats, on_action) = (players.clone(), seats.clone(), props.on_action.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(LochAction::Start {
                players: *players,
                seats: seats[..*players].to_vec(),
                seed: platform::random_seed(),
                id: new_id(),
            });
        })
    };
    let close = props
        .on_action
        .reform(|_: MouseEvent| LochAction::CloseNewGame);
    // The live table's form, in its own module: the page opens it from the address.
    let online = {
        let (players, seats) = (players.clone(), seats.clone());
        Callback::from(move |_: MouseEvent| {
            // A live table offers the three levels: a rung between two goes as the nearer.
            let draft = TableDraft {
                seats: seats[..*players]
                    .iter()
                    .map(|&k| k.table_level().map_or(k, SeatKind::bot))
                    .collect(),
            };
            let _ = gloo::utils::window().location().set_hash(&draft.address());
        })
    };
    let may_go_online = seats[..*players].iter().any(|k| !k.is_computer());
    let seat_rows = (0..*players).map(|seat| {
        let onchange = {
            let seats = seats.clone();
            Callback::from(move |e: Event| {
                let value = e
                    .target_dyn_into::<web_sys::HtmlSelectElement>()
                    .map(|s| s.value())
                    .unwrap_or_default();
                if let Some(kind) = SeatKind::from_name(&value) {
                    let mut next = (*seats).clone();
                    next[seat] = kind;
                    seats.set(next);
                }
            })
        };
        let id = format!("ln-seat-{seat}");
        html! {
            <li>
                <label for={id.clone()}>{ Say::Player(seat).text(lang) }</label>
                <select {id} data-testid="ln-seat-kind" data-seat={seat.to_string()} {onchange}>
                    { for SeatKind::ALL.iter().map(|&k| html! {
                        <option value={k.name()} selected={seats[seat] == k}>{ kind_words(k, lang) }</option>
                    }) }
                </select>
            </li>
        }
    });
    html! {
        <form class="ln-new-game" data-testid="ln-new-game" onsubmit={start} aria-labelledby="ln-new-title">
            <h3 id="ln-new-title">{ words::NEW_TITLE.get(lang) }</h3>
            <p class="ln-about" data-testid="ln-about">{ words::ABOUT.get(lang) }</p>
            <fieldset>
                <legend>{ words::PLAYERS.get(lang) }</legend>
                { for (2..=5).map(|n| html! {
                    <label class="ln-count">
                        <input type="radio" name="ln-players" value={n.to_string()} data-testid="ln-players"
                               checked={*players == n} onchange={pick_players(n)} />
                        { n }
                    </label>
                }) }
                // What the number chosen means: photographers each, or the five-player variant.
                <p class="note" data-testid="ln-players-note" aria-live="polite">{ Say::PlayersNote(*players).text(lang) }</p>
            </fieldset>
            <fieldset>
                <legend>{ words::WHO_PLAYS.get(lang) }</legend>
                <ul class="ln-seats">{ for seat_rows }</ul>
            </fieldset>
            <div class="ln-form-buttons">
                <button type="submit" class="primary" data-testid="ln-start">{ words::START.get(lang) }</button>
                if props.can_close {
                    <button type="button" data-testid="ln-cancel" onclick={close}>{ words::CANCEL.get(lang) }</button>
                }
            </div>
            <div class="ln-online">
                <button type="button" data-testid="ln-online" disabled={!may_go_online} onclick={online}>{ words::PLAY_ONLINE.get(lang) }</button>
                <p class="note">{ words::ONLINE_NOTE.get(lang) }</p>
            </div>
        </form>
    }
}

/// The live tables this device sits at, each a link back to its table (none: nothing).
#[function_component(LiveTables)]
pub fn live_tables() -> Html {
    let lang = use_lang();
    let tables = use_memo((), |_| {
        crate::state::live_tables::read(
            &platform::load(crate::state::live_tables::LIVE_TABLES_KEY).unwrap_or_default(),
        )
    });
    if tables.is_empty() {
        return html! {};
    }
    html! {
        <section class="ln-kept" data-testid="ln-live-tables" aria-labelledby="ln-live-tables-title">
            <h3 id="ln-live-tables-title">{ words::LIVE_TABLES.get(lang) }</h3>
            <ul>
                { for tables.iter().map(|address| html! {
                    <li>
                        <span>{ words::TABLE.get(lang) }{ " " }{ crate::state::live_tables::short_name(address) }</span>
                        <a href={format!("#{address}")} data-testid="ln-live-table-link">{ words::BACK_TO_TABLE.get(lang) }</a>
                    </li>
                }) }
            </ul>
        </section>
    }
}

/// Props of [`KeptGames`].
#[derive(Properties, PartialEq)]
pub struct KeptGamesProps {
    /// The kept games, most recent first.
    pub entries: Rc<Vec<Entry>>,
    /// The game shown, if any.
    pub shown: Option<String>,
    /// Where the choice goes.
    pub on_action: Callback<LochAction>,
}

/// The Loch Ness games kept on the device.
#[function_component(KeptGames)]
pub fn kept_games(props: &KeptGamesProps) -> Html {
    let lang = use_lang();
    if props.entries.is_empty() {
        return html! {};
    }
    html! {
        <section class="ln-kept" data-testid="ln-kept" aria-labelledby="ln-kept-title">
            <h3 id="ln-kept-title">{ words::IN_PROGRESS.get(lang) }</h3>
            <ul>
                { for props.entries.iter().map(|e| {
                    let summary = blockness_lochness::link::decode(&e.link).map(|r| Say::KeptGame {
                        players: r.players,
                        actions: r.actions.len(),
                    }).unwrap_or(Say::KeptUnreadable);
                    let id = e.id.clone();
                    let onclick = props.on_action.reform(move |_: MouseEvent| LochAction::Resume(id.clone()));
                    let shown = props.shown.as_deref() == Some(e.id.as_str());
                    html! {
                        <li data-testid="ln-kept-game" data-id={e.id.clone()}>
                            <span>{ summary.text(lang) }</span>
                            if e.over { <span class="finished">{ " · " }{ words::FINISHED.get(lang) }</span> }
                            <button data-testid="ln-resume" disabled={shown} {onclick}>{ words::RESUME.get(lang) }</button>
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}
