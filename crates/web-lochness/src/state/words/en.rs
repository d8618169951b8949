//! The Loch Ness sentences in English.

use blockness_lochness::{Action, Kind, Row, Step};

use super::super::view::Standing;
use super::super::Note;
use super::{die_face, list, LinkTrouble, Say, COLOURS, KINDS, PIECES};
use blockness_web_common::StorageError;

fn kind(k: Kind) -> &'static str {
    KINDS[k.index()].en
}

fn trouble(t: LinkTrouble) -> String {
    match t {
        LinkTrouble::TooLong => "it is far too long".to_string(),
        LinkTrouble::Unreadable => "it is damaged or incomplete".to_string(),
        LinkTrouble::Illegal(n) => format!("its game breaks the rules at action {n}"),
        LinkTrouble::Setup => "its number of players cannot be played".to_string(),
        LinkTrouble::Seats => "its list of who plays each seat is wrong".to_string(),
    }
}

fn storage(why: &StorageError) -> String {
    why.reason(blockness_web_common::Lang::En)
}

/// A Loch Ness sentence in English.
pub fn say(say: &Say) -> String {
    match say {
        Say::Player(seat) => format!("Player {}", seat + 1),
        Say::Status(Standing::Over { winners }) => match winners.len() {
            1 => format!("The game is over: player {} wins.", winners[0] + 1),
            _ => format!("The game is over: players {} share the win.", list(winners, "and")),
        },
        Say::Status(Standing::Waiting { seat, step, bot, picked, chosen, last_round }) => {
            let who = format!("Player {}", seat + 1);
            let what = if *bot {
                "the computer is playing this seat.".to_string()
            } else {
                match step {
                    Step::Setup => "post a photographer on a free point.".to_string(),
                    Step::Move if *chosen => "choose where that photographer goes (anyone there is bumped), or choose it again to let go.".to_string(),
                    Step::Move => "choose one of your photographers to move it, or don't move.".to_string(),
                    Step::PlaceSecond => "post a second photographer on a free point, or go on without.".to_string(),
                    Step::Relocate => "your photographer was bumped: send it to a free point.".to_string(),
                    Step::BumpDraw => "choose a deck and draw one fragment.".to_string(),
                    Step::Keep => "keep one drawn fragment, above or below your ruler, or none.".to_string(),
                    Step::Roll => "roll the die.".to_string(),
                    Step::Swim => format!("choose the cell of {}.", PIECES[(*picked).min(2)].en),
                    Step::Withdraw => "take one of your two photographers off the lake.".to_string(),
                    Step::Over => "nothing is left to do.".to_string(),
                }
            };
            let last = if *last_round { " This is the last round." } else { "" };
            format!("{who}: {what}{last}")
        }
        Say::Took(t) => {
            let who = format!("Player {}", t.seat + 1);
            match t.action {
                Action::Place { point } => format!("{who} posts a photographer on point {point}."),
                Action::Move { from, to } => format!("{who} moves a photographer from point {from} to point {to}."),
                Action::Pass => format!("{who} passes."),
                Action::Relocate { to } => format!("{who} sends the bumped photographer to point {to}."),
                Action::Draw { deck } => format!("{who} draws from the {} deck.", kind(deck)),
                Action::Keep { index, row } => format!(
                    "{who} keeps fragment {} {} the ruler.",
                    index + 1,
                    if row == Row::Upper { "above" } else { "below" }
                ),
                Action::Discard => format!("{who} keeps no fragment."),
                Action::Roll => format!("{who} rolls: {}.", t.die.map_or(String::new(), |d| die_face(d, "the wave"))),
                Action::Swim { nessie } => format!(
                    "Nessie now lies with her head on cell {}, body on {}, tail on {}.",
                    nessie.head, nessie.body, nessie.tail
                ),
                Action::Withdraw { point } => format!("{who} takes the photographer off point {point}."),
                Action::Flip { seat, column } => format!(
                    "Player {} swaps the two {} fragments.",
                    seat + 1,
                    kind(column)
                ),
            }
        }
        Say::Score { points, twos } => format!("{points} points ({twos} two-point joints)"),
        Say::Fragment(f) => format!("{} fragment, {} border", kind(f.kind), COLOURS[super::colour_index(f.colour)].en),
        Say::Replaces(f) => format!("replaces the {} one", COLOURS[super::colour_index(f.colour)].en),
        Say::Point { id, kind: k, seats } => {
            let on = if seats.is_empty() {
                "free".to_string()
            } else {
                format!("photographer of player {}", list(seats, "and"))
            };
            format!("Point {id}, {}, {on}", kind(*k))
        }
        Say::Cell { id, piece } => match piece {
            Some(p) => format!("Cell {id}, {}", super::piece_words(*p).en),
            None => format!("Cell {id}"),
        },
        Say::Deck { kind: k, left } => format!("{} ({left} left)", kind(*k)),
        Say::Die(None) => "Die: not rolled yet".to_string(),
        Say::Die(Some(d)) => format!("Die: {}", die_face(*d, "wave")),
        Say::FlipTitle(k) => format!("Swap the two {} slots, above and below", kind(*k)),
        Say::Notice(note) => match note {
            Note::StoreUnreadable { set_aside: true, .. } => "Your kept Loch Ness games could not be read. They were put aside untouched, and a fresh list begins.".to_string(),
            Note::StoreUnreadable { set_aside: false, .. } => "Your kept Loch Ness games could not be read, nor put aside: they are left as they are and nothing will be saved over them.".to_string(),
            Note::NotStored(why) => format!("The game could not be saved on this device: {}.", storage(why)),
            Note::LinkRefused(e) => format!("This Loch Ness link cannot be opened: {}. Nothing was changed.", trouble(LinkTrouble::of(e))),
            Note::SavedUnreadable(e) => format!("A kept game cannot be opened: {}. It stays in the list.", trouble(LinkTrouble::of(e))),
            Note::OtherGameKept => "The game you were playing is kept: find it under “Your Loch Ness games”.".to_string(),
            Note::LinkCopied => "Link copied.".to_string(),
            Note::CopyFailed(why) => format!("The link could not be copied ({why}); copy it from the address bar."),
        },
        Say::KeptGame { players, actions } => format!("{players} players, {actions} actions"),
        Say::KeptUnreadable => "cannot be opened".to_string(),
    }
}
