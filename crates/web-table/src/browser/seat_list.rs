//! Who sits where, at any game's table: each seat as the game names it, the person's name
//! or the computer's level and whose device plays it, the key's fingerprint (its pictures
//! drawn by [`fingerprint_html`]), whether their device is connected and for how long it is
//! away; the computer standing in for an absent person, the hand-over and the take-back;
//! and, for an invited visitor while seats are free, "Take this seat" with a name, or
//! watching instead. A visitor with the spectator's link is offered no seat.

use blockness_web_common::language::use_lang;
use yew::prelude::*;

use super::fingerprint::fingerprint_html;
use super::name_field::{name_field, name_field_id, name_to_sit_under, use_name_focus_kept};
use super::seat_absence::absence_html;
use super::to_act::presence_tick;
use super::use_clock;
use crate::session::{SeatLine, TableAction, Who};
use crate::words::{self, Say};

/// Props of [`SeatList`]; `P` is what a seat plays, as the game names it.
#[derive(Properties, PartialEq)]
pub struct SeatListProps<P: Clone + PartialEq + 'static> {
    /// The seats.
    pub seats: Vec<SeatLine<P>>,
    /// The start of a seat's row as the game draws it: given the line and who sits there in
    /// words, the seat's number and name, with what it plays.
    pub label: Callback<(SeatLine<P>, String), Html>,
    /// The classes a seat's row takes for what it plays (Block Ness: its colour's).
    pub row_class: Callback<P, Classes>,
    /// The start of every test id and element id of the list (`live`, `ln-live`).
    pub testid: AttrValue,
    /// Whether this device may take a seat now (it holds none, and seats are free).
    pub may_sit: bool,
    /// Whether the visitor chose to watch.
    pub watching: bool,
    /// Watches (true) or goes back to taking a seat (false).
    pub on_watch: Callback<bool>,
    /// The table's actions: a seat asked for under a name, an away seat handed to a
    /// computer of a level that this device runs, this device's seat taken back.
    pub on_action: Callback<TableAction>,
    /// Whether the table is still on its way: an invited visitor is offered "Take a seat",
    /// for whichever seat is free first, without the seats' list ([`super::OnItsWay`],
    /// which the site's build also renders into the page for an invite). The section is drawn anew, with the board, when
    /// the table comes (updated in place, it could lag a frame behind the board, which would
    /// jump); the name field keeps what was typed and its focus.
    #[prop_or_default]
    pub before_table: bool,
    /// The name field's text: the table holds it, so it stays typed while the list moves
    /// (above the board while a seat is offered, beside it otherwise).
    pub name: blockness_web_common::field::TypedField,
    /// Whether this device's request for a seat waits for the host.
    pub asking: bool,
    /// Whether the host's device is connected.
    pub host_online: bool,
    /// Whether the visitor came with the spectator's link (no seat is offered).
    pub spectator: bool,
    /// Whether this device is the host and seats are free (it must stay to seat them).
    pub hosting: bool,
}

/// The seats of the table.
#[function_component(SeatList)]
pub fn seat_list<P: Clone + PartialEq + 'static>(props: &SeatListProps<P>) -> Html {
    let lang = use_lang();
    let prefix = props.testid.to_string();
    // An absence is counted in the view: drawn again every few seconds while one is shown,
    // every second while a hand-over is waited for.
    let now = use_clock(presence_tick(&props.seats));
    let hand_over_level = use_state(|| blockness_live::BotLevel::Medium);
    let name = props.name.clone();
    let name_input = use_node_ref();
    use_name_focus_kept(&name_input, name_field_id(&prefix));
    // A seat asked for without a name: said beside the field, until a name is typed.
    let name_needed = use_state(|| false);
    let offering = props.may_sit && !props.watching;
    let claim = |seat: Option<usize>| {
        let (name, on_action, name_needed) =
            (name.clone(), props.on_action.clone(), name_needed.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(name) = name_to_sit_under(&name, &name_needed) {
                on_action.emit(TableAction::AskSeat { seat, name });
            }
        })
    };
    let rows = props.seats.iter().map(|line| {
        let seat = line.seat;
        let who = match &line.who {
            Who::Open => words::FREE.get(lang).to_string(),
            Who::Person(name) if line.mine => format!("{name} ({})", words::YOU.get(lang)),
            Who::Person(name) => name.clone(),
            Who::Computer(level, host) => Say::ComputerOn(*level, host.clone()).text(lang),
        };
        let presence = match (&line.who, line.away_since) {
            (Who::Open, _) => None,
            _ if line.online => Some(words::CONNECTED.get(lang).to_string()),
            (_, Some(since)) => Some(Say::AwayFor(now.saturating_sub(since) / 1000).text(lang)),
            _ => Some(words::AWAY.get(lang).to_string()),
        };
        let absence = absence_html(line, now, &hand_over_level, &props.on_action, &prefix, lang);
        let class = classes!(
            "live-seat",
            props.row_class.emit(line.plays.clone()),
            line.to_act.then_some("to-move"),
            line.mine.then_some("mine"),
        );
        html! {
            <li {class} data-testid={format!("{prefix}-seat-{seat}")} data-online={line.online.to_string()}
                data-open={(line.who == Who::Open).to_string()} data-mine={line.mine.to_string()}
                data-stand-in={line.stand_in.as_ref().map_or("", |(level, _)| level.name())}>
                { props.label.emit((line.clone(), who)) }
                if let Some(fingerprint) = line.fingerprint {
                    { fingerprint_html(fingerprint, format!("{prefix}-fingerprint-{seat}"), lang) }
                }
                if let Some(presence) = presence {
                    <span class={classes!("live-presence", line.online.then_some("online"))}
                          data-testid={format!("{prefix}-presence-{seat}")}>{ presence }</span>
                }
                { absence }
                if offering && line.who == Who::Open {
                    <button class="primary" data-testid={format!("{prefix}-take-seat-{seat}")}
                            onclick={claim(Some(seat))}>{ words::TAKE_SEAT.get(lang) }</button>
                }
            </li>
        }
    });
    let title = format!("{prefix}-seats-title");
    html! {
        <section class="live-seats" aria-labelledby={title.clone()} data-testid={format!("{prefix}-seats")}>
            <h2 id={title}>{ words::SEATS.get(lang) }</h2>
            if props.hosting {
                <p class="zones-note" data-testid={format!("{prefix}-hosting")}>{ words::HOST_NOTE.get(lang) }</p>
            }
            if props.asking {
                <p role="status" data-testid={format!("{prefix}-asking")}>{ words::ASKING.get(lang) }
                    if !props.host_online { { " " }{ words::HOST_AWAY.get(lang) } }</p>
            }
            if props.spectator {
                <p class="zones-note" data-testid={format!("{prefix}-spectator")}>{ words::SPECTATOR_NOTE.get(lang) }</p>
            }
            if offering {
                <p class="zones-note">{ words::FIRST_COME.get(lang) }</p>
                { name_field(&name, *name_needed, name_input, &prefix, lang) }
            }
            <ul>{ for rows }</ul>
            if props.before_table {
                if offering {
                    <button class="primary" data-testid={format!("{prefix}-take-any-seat")} onclick={claim(None)}>{ words::TAKE_A_SEAT.get(lang) }</button>
                }
            } else if props.may_sit && !props.watching {
                <button data-testid={format!("{prefix}-watch")} onclick={props.on_watch.reform(|_: MouseEvent| true)}>{ words::WATCH.get(lang) }</button>
            } else if props.may_sit {
                <p data-testid={format!("{prefix}-watching")}>{ words::WATCHING.get(lang) }</p>
                <button data-testid={format!("{prefix}-sit")} onclick={props.on_watch.reform(|_: MouseEvent| false)}>{ words::SIT.get(lang) }</button>
            }
        </section>
    }
}
