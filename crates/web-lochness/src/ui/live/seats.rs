//! Who sits where at a live Loch Ness table: each seat's colour and number, the person's
//! name or the computer's level, whether their device is connected; for an invited visitor
//! while seats are free, a name and "Take this seat"; for a seat whose device is away or
//! silent past the grace time, the hand-over to a computer this device runs.

use blockness_live::BotLevel;
use blockness_web_common::field::use_typed_field;
use blockness_web_common::language::use_lang;
use blockness_web_table::browser::{stored_name, use_clock};
use blockness_web_table::session::{TableAction, Who, HAND_OVER_TICK_MS};
use blockness_web_table::words::{self as live_words, Note, Say};
use yew::prelude::*;

use crate::live::SeatLine;
use crate::look;

/// Props of [`LiveSeats`].
#[derive(Properties, PartialEq)]
pub struct LiveSeatsProps {
    /// The seats.
    pub seats: Vec<SeatLine>,
    /// Whether this device may ask for a seat now.
    pub may_ask: bool,
    /// Whether this device's request waits for the host.
    pub asking: bool,
    /// The table's actions: a seat asked for under a name, an away seat handed to a
    /// computer this device runs, a note when no name is typed.
    pub on_action: Callback<TableAction>,
}

/// The seats of the table.
#[function_component(LiveSeats)]
pub fn live_seats(props: &LiveSeatsProps) -> Html {
    let lang = use_lang();
    let handing = props
        .seats
        .iter()
        .any(|l| !l.online && l.hand_over_at.is_some());
    let now = use_clock(handing.then_some(HAND_OVER_TICK_MS));
    let name = use_typed_field(stored_name);
    let rows = props.seats.iter().map(|line| {
        let seat = line.seat;
        let who = match &line.who {
            Who::Open => live_words::FREE.get(lang).to_string(),
            Who::Person(name) if line.mine => format!("{name} ({})", live_words::YOU.get(lang)),
            Who::Person(name) => name.clone(),
            Who::Computer(level, host) => Say::ComputerOn(*level, host.clone()).text(lang),
        };
        let presence = match &line.who {
            Who::Open => None,
            _ if line.online => Some(live_words::CONNECTED.get(lang)),
            _ => Some(live_words::AWAY.get(lang)),
        };
        let claim = {
            let (name, on_action) = (name.clone(), props.on_action.clone());
            Callback::from(move |_: MouseEvent| {
                let typed = name.trimmed();
                on_action.emit(if blockness_live::names::clean(&typed).is_empty() {
                    TableAction::Note(Note::NameNeeded)
                } else {
                    TableAction::AskSeat { seat: Some(seat), name: typed }
                });
            })
        };
        let hand_over = line
            .hand_over_at
            .filter(|&at| !line.mine && now >= at && line.stand_in.is_none());
        html! {
            <li class={classes!("live-seat", line.to_act.then_some("to-move"), line.mine.then_some("mine"))}
                data-testid={format!("ln-live-seat-{seat}")} data-online={line.online.to_string()}
                data-mine={line.mine.to_string()} data-open={(line.who == Who::Open).to_string()}
                data-stand-in={line.stand_in.as_ref().map_or("", |(level, _)| level.name())}>
                <span class="ln-seat-swatch" style={format!("background:{}", look::seat_colour(seat))} aria-hidden="true"></span>
                <span class="live-seat-name">{ Say::Seat(seat).text(lang) }{ " · " }{ who }</span>
                if let Some(presence) = presence {
                    <span class={classes!("live-presence", line.online.then_some("online"))}>{ presence }</span>
                }
                if let Some((level, _)) = line.stand_in {
                    <span class="live-stand-in" data-testid={format!("ln-live-stand-in-{seat}")}>
                        { Say::ComputerOn(level, None).text(lang) }</span>
                }
                if hand_over.is_some() {
                    <button data-testid={format!("ln-live-hand-over-{seat}")}
                            onclick={props.on_action.reform(move |_: MouseEvent| TableAction::HandOver { seat, level: BotLevel::Medium })}>
                        { live_words::HAND_OVER.get(lang) }</button>
                }
                if props.may_ask && line.who == Who::Open {
                    <button class="primary" data-testid={format!("ln-live-take-seat-{seat}")} onclick={claim}>
                        { live_words::TAKE_SEAT.get(lang) }</button>
                }
            </li>
        }
    });
    html! {
        <section class="live-seats" aria-labelledby="ln-live-seats-title" data-testid="ln-live-seats">
            <h2 id="ln-live-seats-title">{ live_words::SEATS.get(lang) }</h2>
            if props.asking {
                <p role="status" data-testid="ln-live-asking">{ live_words::ASKING.get(lang) }</p>
            }
            if props.may_ask {
                <p class="zones-note">{ live_words::FIRST_COME.get(lang) }</p>
                <div class="field">
                    <label for="ln-live-name">{ live_words::YOUR_NAME.get(lang) }</label>
                    <input id="ln-live-name" data-testid="ln-live-name" type="text" maxlength="24"
                           value={name.value()} oninput={name.oninput.clone()} />
                </div>
            }
            <ul>{ for rows }</ul>
        </section>
    }
}
