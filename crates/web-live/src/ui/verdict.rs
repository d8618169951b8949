//! What a live table says of its game in words of people: the status line in place of the
//! board's own (whose turn, who resigned, who won), the game-over line, and who plays a
//! tray's colour.

use blockness_live::Stage;
use blockness_web_board::board::view::Verdict;
use blockness_web_board::seat::SeatKind;
use blockness_web_board::words::{game_over as words_game_over, Message, Who as BoardWho, Winners};
use yew::prelude::*;

use blockness_web_table::browser::away_to_act;
use blockness_web_table::session::Who;

use crate::session::LiveSession;
use crate::words::{self, ColourPhrase, Say};

/// What the status says in place of the board's own words at a live table, with `seats` the
/// session's seat lines and `now` the clock an away mover's absence is counted on.
pub(super) fn verdict(
    session: &LiveSession,
    seats: &[crate::session::SeatLine],
    model: &blockness_web_board::board::view::StatusModel,
    now: u64,
    lang: blockness_web_common::Lang,
) -> Option<Verdict> {
    let table = session.table()?;
    match table.stage() {
        Stage::Seating => Some(Verdict {
            headline: Say::FreeSeats(seats.iter().filter(|s| s.who == Who::Open).count())
                .text(lang),
            // Each reads what is theirs to do: the host sends the invite, an invited
            // visitor takes a seat, the seated and the spectators wait.
            detail: if session.is_host() {
                words::INVITE_WAIT
            } else if session.my_person_seat().is_some() {
                words::SEATED_WAIT
            } else if session.may_ask() {
                words::SEAT_WAIT
            } else {
                words::WATCH_WAIT
            }
            .get(lang)
            .to_string(),
        }),
        Stage::Over => {
            // Winners, the seat that resigned and a key caught signing twice are named as
            // people, not colours.
            let won = game_over(&session.winners(), lang);
            if let Some(forfeit) = table.forfeit() {
                let name = forfeit
                    .seats
                    .iter()
                    .find_map(|&seat| match &seats.get(seat)?.who {
                        Who::Person(name) => Some(name.clone()),
                        _ => None,
                    });
                return Some(Verdict {
                    headline: Say::Caught(name, forfeit.ply + 1).text(lang),
                    detail: won,
                });
            }
            let Some(seat) = table.resigned() else {
                return Some(Verdict {
                    headline: won,
                    detail: model.detail.text(lang),
                });
            };
            let line = seats.get(seat)?;
            let name = match &line.who {
                Who::Person(name) => name.clone(),
                _ => Say::Seat(seat).text(lang),
            };
            Some(Verdict {
                headline: ColourPhrase::Resigned(name, line.plays).text(lang),
                detail: won,
            })
        }
        // An away mover is said first: where one looks, with what may be done.
        Stage::Playing => {
            if let Some((headline, detail)) = away_to_act(seats, now, lang) {
                return Some(Verdict { headline, detail });
            }
            let board = session.board();
            let mover = table.seat_to_move()?;
            let line = seats.get(mover)?;
            let detail = match (&line.who, board.mover_kind()) {
                (Who::Person(name), Some(SeatKind::ByLink)) => {
                    ColourPhrase::WaitingFor(name.clone(), line.plays).text(lang)
                }
                (Who::Computer(..), _) if !session.runs_bots() => {
                    words::COMPUTER_MOVES.get(lang).to_string()
                }
                _ => return None,
            };
            Some(Verdict {
                headline: model.headline.text(lang),
                detail,
            })
        }
    }
}

/// "Game over: …" with `winners` named for this device: "you" for its own seats, people by
/// their names, computers by their level.
fn game_over(winners: &[crate::session::SeatLine], lang: blockness_web_common::Lang) -> String {
    // A computer seat run by this device is not "you".
    let yours = |line: &&crate::session::SeatLine| line.mine && matches!(line.who, Who::Person(_));
    let others = winners
        .iter()
        .filter(|line| !yours(line))
        .filter_map(|line| match &line.who {
            Who::Person(name) => Some(name.clone()),
            Who::Computer(level, _) => Some(
                Message::PlayedAs(BoardWho::Computer {
                    level: blockness_bots::step_of(crate::levels::level(*level)),
                    colour: None,
                })
                .text(lang),
            ),
            Who::Open => None,
        })
        .collect();
    let you = winners.iter().any(|line| yours(&line));
    words_game_over(&Winners { you, others }, lang)
}

/// The table.
/// Who plays a tray's colour at the table, in place of the seat's kind: the person's name,
/// the computer's level, or a free seat.
pub(super) fn who_plays(
    seats: &[crate::session::SeatLine],
    person: usize,
    lang: blockness_web_common::Lang,
) -> Option<AttrValue> {
    let line = seats.get(person)?;
    let who = match &line.who {
        Who::Open => words::FREE.get(lang).to_string(),
        Who::Person(name) if line.mine => {
            format!("{name} ({})", words::YOU.get(lang))
        }
        Who::Person(name) => name.clone(),
        Who::Computer(level, host) => Say::ComputerOn(*level, host.clone()).text(lang),
    };
    Some(who.into())
}
