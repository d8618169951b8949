//! The Loch Ness sentences in English.

use blockness_lochness::{Die, Kind, Row, Setup, Step};

use super::super::hint::HintSay;
use super::super::log::Event;
use super::super::view::{DieFace, Standing};
use super::super::Note;
use super::{
    detail, die_face, fragment_list, list, photo_list, LinkTrouble, Say, ACTIONS, COLOURS,
    FRAGMENTS, KINDS, LEFT_IN_DECK, PHOTOGRAPHERS, PHOTOGRAPHERS_OF, PIECES, PLAYER_COUNT, POINTS,
    TWOS,
};
use blockness_web_common::StorageError;
use blockness_web_common::{Lang, Number};

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
        Say::Status(Standing::Over { winners }) => match Lang::En.number(winners.len()) {
            Number::One => format!("The game is over: player {} wins.", list(winners, "and")),
            Number::Several => format!("The game is over: players {} share the win.", list(winners, "and")),
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
                    Step::Swim if *picked >= 3 => "set Nessie down where she is shown, or choose again.".to_string(),
                    Step::Swim => format!("choose the cell of {}.", PIECES[(*picked).min(2)].en),
                    Step::Withdraw => "take one of your two photographers off the lake.".to_string(),
                    Step::Chance => "the table draws.".to_string(),
                    Step::Over => "nothing is left to do.".to_string(),
                }
            };
            let last = if *last_round { " This is the last round." } else { "" };
            format!("{who}: {what}{last}")
        }
        Say::Log { event, bots } => log(event, bots),
        Say::PlayersNote(players) => players_note(*players),
        Say::Score { points, twos } => format!("{} ({})", POINTS.count(u64::from(*points), Lang::En), TWOS.count(u64::from(*twos), Lang::En)),
        Say::Fragment(f) => format!("{} fragment, {} border", kind(f.kind), COLOURS[super::colour_index(f.colour)].en),
        Say::Replaces(f) => format!("replaces the {} one", COLOURS[super::colour_index(f.colour)].en),
        Say::Point { id, kind: k, seats } => {
            let on = if seats.is_empty() {
                "free".to_string()
            } else {
                format!("{} {}", PHOTOGRAPHERS_OF.word(seats.len() as u64, Lang::En), list(seats, "and"))
            };
            format!("Point {id}, {}, {on}", kind(*k))
        }
        Say::Cell { id, piece } => match piece {
            Some(p) => format!("Cell {id}, {}", super::piece_words(*p).en),
            None => format!("Cell {id}"),
        },
        Say::Deck { kind: k, left } => format!("{} ({})", kind(*k), LEFT_IN_DECK.count(*left as u64, Lang::En)),
        Say::Die(DieFace::Idle) => "Die: not rolled yet".to_string(),
        Say::Die(DieFace::Waiting) => "Die: waiting for a roll".to_string(),
        Say::Die(DieFace::Rolled(d)) => format!("Die: {}", die_face(*d, "wave")),
        Say::Die(DieFace::Earlier { seat, die, waiting: false }) => format!("Die: {}, rolled by Player {}", die_face(*die, "wave"), seat + 1),
        Say::Die(DieFace::Earlier { seat, die, waiting: true }) => format!("Die: {}, rolled by Player {}; waiting for the next roll", die_face(*die, "wave"), seat + 1),
        Say::PreviewPhotos(photos) if photos.is_empty() => "No photographer would see her.".to_string(),
        Say::PreviewPhotos(photos) => format!(
            "Photos: {}.",
            photo_list(photos, Lang::En, |seat, point, parts| format!("Player {seat} at point {point} ({parts})"))
        ),
        Say::Hint(hint) => format!("Hint: {}.", match hint {
            HintSay::Place(p) => format!("post a photographer on point {p}"),
            HintSay::Move { from, to } => format!("move your photographer from point {from} to point {to}"),
            HintSay::Pass { moving: true } => "don't move".to_string(),
            HintSay::Pass { moving: false } => "go on without a second photographer".to_string(),
            HintSay::Relocate(p) => format!("send your photographer to point {p}"),
            HintSay::Draw(k) => format!("draw from the deck: {}", kind(*k)),
            HintSay::Keep { fragment, row } => format!(
                "keep the {} fragment with the {} border, in the photo {}",
                kind(fragment.kind),
                COLOURS[super::colour_index(fragment.colour)].en,
                if *row == Row::Upper { "above" } else { "below" }
            ),
            HintSay::Discard => "keep none of them".to_string(),
            HintSay::Roll => "roll the die".to_string(),
            HintSay::Swim(n) => format!("set Nessie down, her head on cell {}, her body on cell {}, her tail on cell {}", n.head, n.body, n.tail),
            HintSay::Withdraw(p) => format!("take your photographer on point {p} off the lake"),
            HintSay::Flip(k) => format!("swap your two {} slots, above and below", kind(*k)),
        }),
        Say::RolledBy(seat) => format!("Player {}'s roll", seat + 1),
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
            Note::ThinkingOnPage(why) => format!("The strong computer players think on this page, which pauses while they do: the worker that runs them did not answer{}.", detail(why)),
        },
        Say::KeptGame { players, actions } => format!("{}, {}", PLAYER_COUNT.count(*players as u64, Lang::En), ACTIONS.count(*actions as u64, Lang::En)),
        Say::KeptUnreadable => "cannot be opened".to_string(),
    }
}

/// The note under the number of players, in English.
fn players_note(players: usize) -> String {
    let setup = Setup::seeded(players, 0);
    if setup.variant5 {
        return super::FIVE_NOTE.en.to_string();
    }
    format!(
        "With {players} players, each posts {} around the lake.",
        PHOTOGRAPHERS.count(setup.photographers_each() as u64, Lang::En)
    )
}

/// A line of the game's log in English.
fn log(event: &Event, bots: &[usize]) -> String {
    const L: Lang = Lang::En;
    let who = |seat: usize| {
        if bots.contains(&seat) {
            format!("Player {} (computer)", seat + 1)
        } else {
            format!("Player {}", seat + 1)
        }
    };
    let colour = |f: &blockness_lochness::Fragment| COLOURS[super::colour_index(f.colour)].en;
    let mark = |f: &blockness_lochness::Fragment| super::colour_mark(f.colour);
    let row = |r: Row| if r == Row::Upper { "above" } else { "below" };
    match event {
        Event::Placed {
            seat,
            point,
            kind: k,
        } => format!(
            "{} posts a photographer on point {point} ({}).",
            who(*seat),
            kind(*k)
        ),
        Event::Moved {
            seat,
            from,
            to,
            kind: k,
            bumped,
        } => {
            let bump = bumped.map_or(String::new(), |b| {
                format!(", bumping player {}'s photographer", b + 1)
            });
            format!(
                "{} moves a photographer from point {from} to point {to} ({}){bump}.",
                who(*seat),
                kind(*k)
            )
        }
        Event::Stayed { seat } => format!("{} moves no photographer.", who(*seat)),
        Event::NoSecond { seat } => format!("{} posts no second photographer.", who(*seat)),
        Event::Relocated { seat, to, kind: k } => format!(
            "{} sends the bumped photographer to point {to} ({}).",
            who(*seat),
            kind(*k)
        ),
        Event::Drew {
            seat,
            deck,
            fragments,
        } => format!(
            "{} draws from the {} deck: {}.",
            who(*seat),
            kind(*deck),
            fragment_list(fragments, L)
        ),
        Event::Rolled {
            seat,
            die: Die::Wave,
        } => format!("{} rolls the wave.", who(*seat)),
        Event::Rolled { seat, die } => {
            format!("{} rolls a {}.", who(*seat), die_face(*die, "wave"))
        }
        Event::Swam { seat, nessie } => format!(
            "{} moves Nessie: head on cell {}, body on {}, tail on {}.",
            who(*seat),
            nessie.head,
            nessie.body,
            nessie.tail
        ),
        Event::Photo {
            seat,
            point,
            kind: k,
            fragments,
        } => format!(
            "Photo for {}: the photographer on point {point} ({}) draws {}: {}.",
            who(*seat),
            kind(*k),
            FRAGMENTS.count(fragments.len() as u64, L),
            fragment_list(fragments, L)
        ),
        Event::Kept {
            seat,
            fragment,
            row: r,
            replaced,
        } => {
            let instead = replaced.map_or(String::new(), |old| {
                format!(", replacing the {} one {}", colour(&old), mark(&old))
            });
            format!(
                "{} keeps the {} {} fragment {}, {} the ruler{instead}.",
                who(*seat),
                colour(fragment),
                kind(fragment.kind),
                mark(fragment),
                row(*r)
            )
        }
        Event::KeptNone { seat, .. } => {
            format!("{} keeps nothing of the draw.", who(*seat))
        }
        Event::Withdrew { seat, point } => {
            format!("{} takes the photographer off point {point}.", who(*seat))
        }
        Event::Flipped { seat, column } => {
            format!("{} swaps the two {} slots.", who(*seat), kind(*column))
        }
        Event::LastRound { seats } => match Lang::En.number(seats.len()) {
            Number::One => format!(
                "Player {} has both photos complete: this is the last round.",
                list(seats, "and")
            ),
            Number::Several => format!(
                "Players {} have both photos complete: this is the last round.",
                list(seats, "and")
            ),
        },
        Event::Over {
            completed,
            winners,
            score,
            by_twos,
        } => {
            let why = match Lang::En.number(completed.len()) {
                Number::One => format!(
                    "player {} completed both photos and the round was played to its end",
                    list(completed, "and")
                ),
                Number::Several => format!(
                    "players {} completed both photos and the round was played to its end",
                    list(completed, "and")
                ),
            };
            let points = POINTS.count(u64::from(score.points), L);
            let twos = TWOS.count(u64::from(score.twos), L);
            let result = match Lang::En.number(winners.len()) {
                Number::One if *by_twos => format!("Player {} wins with {points} and {twos}: on equal points, the two-point joints decide.", list(winners, "and")),
                Number::One => format!("Player {} wins with {points}.", list(winners, "and")),
                Number::Several => format!("Players {} share the win with {points} and {twos} each.", list(winners, "and")),
            };
            format!("The game is over: {why}. {result}")
        }
    }
}
