//! The solo mode's sentences in English.

use blockness_core::LinkError;
use blockness_puzzles::DateError;

use super::{SoloNote, HINTS, LEVELS_SOLVED, MORE_LEVELS, MOVES, SEGMENTS, UNDOS};
use crate::solo::link::PuzzleLinkError;
use crate::solo::maker::MakerError;
use blockness_web_board::words::{Lang, Message};
use blockness_web_common::StorageError;

/// An English solo sentence.
pub(super) fn say(note: &SoloNote) -> String {
    match note {
        SoloNote::Counter { placed, goal } => format!("Placed {placed} of {goal}"),
        SoloNote::Tally { moves, undos, hints } => format!("{}, {}, {}", count(&MOVES, *moves), count(&UNDOS, *undos), count(&HINTS, *hints)),
        SoloNote::TierHeading { tier, solved, total } => format!("Tier {tier}: {solved} of {total} {}", LEVELS_SOLVED.word(*solved as u64, Lang::En)),
        SoloNote::TierLocked { before, needed } => format!("Opens after {} of tier {before}.", MORE_LEVELS.count(*needed as u64, Lang::En)),
        SoloNote::Goal { goal, colour } => format!("Goal: place {} with {}.", SEGMENTS.count(*goal as u64, Lang::En), Message::Player(*colour).text(Lang::En)),
        SoloNote::Title { id } => title(id),
        SoloNote::LinkRefused(e) => format!("This puzzle link cannot be opened: {}. Your games and your progress are unchanged.", link(e)),
        SoloNote::WorkerFailed(why) => format!("The puzzle solver is not available ({why}). Your games and your progress are unchanged."),
        SoloNote::ProgressSetAside { error: _, key } => format!("Your solo progress could not be read. It was set aside, untouched (storage key \"{key}\")."),
        SoloNote::ProgressNotStored(e) => format!("Your solo progress cannot be stored right now ({}).", storage(e)),
        SoloNote::Copied => "Result copied: paste it anywhere.".into(),
        SoloNote::NotCopied => "The result could not be copied: select it and copy it by hand.".into(),
        SoloNote::MakerRefused(e) => match e {
            MakerError::NoSeat => "Choose your colour first.".into(),
            MakerError::NothingLeft => "Your colour has no segment left to place: choose another, or undo a move.".into(),
            MakerError::Level(_) => "This position cannot be made a puzzle: your colour needs its starter on the loch.".into(),
            MakerError::Solver(why) => format!("The solver could not check the puzzle ({why}). Your board is as you left it."),
        },
        SoloNote::LinkCopied => "Link copied: send it to anyone.".into(),
        SoloNote::LinkNotCopied => "The link could not be copied: select it and copy it by hand.".into(),
    }
}

/// `n` and the noun in the form it takes.
fn count(noun: &blockness_web_common::Plural, n: u32) -> String {
    noun.count(n.into(), Lang::En)
}

/// A puzzle's title from its id.
fn title(id: &str) -> String {
    match id.strip_prefix(crate::solo::link::DAILY_PREFIX) {
        Some(date) => format!("Puzzle of {date}"),
        None if crate::solo::link::is_campaign_id(id) => format!("Level {id}"),
        None if id == crate::solo::maker::MADE_ID => "Your puzzle".into(),
        None => "Puzzle from a link".into(),
    }
}

/// Why a puzzle link does not open.
fn link(e: &PuzzleLinkError) -> String {
    match e {
        PuzzleLinkError::NotAPuzzle | PuzzleLinkError::UnknownForm => {
            "its form is not one of a puzzle link".into()
        }
        PuzzleLinkError::TooLong => "it is far too long".into(),
        PuzzleLinkError::NoSuchLevel(id) => format!("there is no level \"{id}\""),
        PuzzleLinkError::BadDate(DateError::Format { .. }) => {
            "its date is not written YYYY-MM-DD".into()
        }
        PuzzleLinkError::BadDate(_) => "its date does not exist".into(),
        PuzzleLinkError::BadNumber => "its tier, seat or goal is not a small number".into(),
        PuzzleLinkError::Game(LinkError::Truncated) => "its game is cut short".into(),
        PuzzleLinkError::Game(_) => "its game cannot be read".into(),
        PuzzleLinkError::Level(_) => {
            "its puzzle cannot be played (seat or goal out of range)".into()
        }
    }
}

/// Why the progress cannot be stored.
fn storage(e: &StorageError) -> String {
    e.reason(Lang::En)
}
