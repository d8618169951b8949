//! The page's own sentences in English; the board's are in `blockness_web_board::words`.

use blockness_core::{Colour, IllegalMove, LinkError, SetupError};
use blockness_web_board::seat::SeatCodeError;
use blockness_web_board::words::{self as board, WorkerTrouble};

use super::PageMessage;
use crate::library::{GameState, LibraryError};
use crate::persist::{SaveError, StorageError};
use blockness_web_common::Lang;

fn colour(c: Colour) -> &'static str {
    board::colour_name(c, Lang::En)
}

fn refusal(r: &IllegalMove) -> String {
    board::refusal(r, Lang::En)
}

fn trouble(t: &WorkerTrouble) -> String {
    board::trouble(t, Lang::En)
}

fn setup_error(e: &SetupError) -> String {
    match *e {
        SetupError::PlayerCount { players, max } => {
            format!("a game has 2 to {max} players, not {players}")
        }
        SetupError::ColourCount { players, colours } => {
            format!("{players} players need {players} colours, but {colours} were given")
        }
        SetupError::DuplicateColour { colour: c } => {
            format!("two seats cannot both play {}", colour(c))
        }
        SetupError::ColourNotInEdition { colour: c } => {
            format!("this edition has no {} monster", colour(c))
        }
        SetupError::SwapNeedsTwoPlayers { .. } => {
            "the swap rule is for two-player games only".into()
        }
    }
}

fn library_error(e: &LibraryError) -> String {
    match e {
        LibraryError::Json(detail) => format!("it is not a games file ({detail})"),
        LibraryError::Format(_) => "it is not a Block Ness games file".into(),
        LibraryError::Version(v) => format!("it was written by another version of the page ({v})"),
        LibraryError::Game { index, error } => format!("game {}: {}", index + 1, save_error(error)),
        LibraryError::DuplicateId(id) => format!("two games are named {id}"),
    }
}

fn storage_trouble(e: &StorageError) -> String {
    e.reason(blockness_web_common::Lang::En)
}

fn link_error(e: &LinkError) -> String {
    match e {
        LinkError::Empty => "it holds no game".into(),
        LinkError::UnknownVersion { version } if !version.is_ascii_digit() => {
            "it is not a Block Ness link".into()
        }
        LinkError::UnknownVersion { version } => {
            format!("it was written by an unknown version of the game ({version:?})")
        }
        LinkError::BadCharacter { position, ch } => format!(
            "character {} ({ch:?}) cannot be part of a game link",
            position + 1
        ),
        LinkError::Truncated => "it is cut short".into(),
        LinkError::TrailingData => "it has extra characters at its end".into(),
        LinkError::BadHeader => "its game settings are not valid".into(),
        LinkError::BadMoveCode { index } => format!("move {} is not a valid move", index + 1),
        LinkError::Setup(e) => format!("its game settings are refused: {}", setup_error(e)),
        LinkError::IllegalMove { index, reason } => {
            format!("move {} is illegal: {}", index + 1, refusal(reason))
        }
    }
}

fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::Json(detail) => format!("it is not saved-game data ({detail})"),
        SaveError::Version(v) => format!("it was written by another version of the page ({v})"),
        SaveError::Link(e) => format!("its game cannot be read: {}", link_error(e)),
        SaveError::Redo { index, reason } => {
            format!(
                "undone move {} no longer fits: {}",
                index + 1,
                refusal(reason)
            )
        }
        SaveError::Seats { players, stored } => {
            format!("it lists {stored} seats for a game of {players} players")
        }
    }
}

fn seat_code_error(e: &SeatCodeError) -> String {
    match *e {
        SeatCodeError::UnknownLetter { position, ch } => format!(
            "letter {} is {ch:?}, but only h, e, m and s are known",
            position + 1
        ),
        SeatCodeError::WrongCount { players, letters } => {
            format!("it has {letters} letters for a game of {players} players")
        }
    }
}

/// The message in English.
pub(super) fn say(m: &PageMessage) -> String {
    use PageMessage::*;
    match m {
        Board(m) => m.text(Lang::En),
        SavedGameSetAside { error, key } => format!(
            "The saved game could not be resumed: {}. It was set aside (storage key \"{key}\") and a new game was started.",
            save_error(error)
        ),
        LinkRefusedAtLoad { error, kept } => {
            let kept = if *kept {
                " Your saved game is kept: use \"Resume saved game\" to go back to it."
            } else {
                ""
            };
            format!("This link cannot be opened: {}. A new game is shown instead.{kept}", link_error(error))
        }
        LinkRefused(error) => format!(
            "This link cannot be opened: {}. The game on the board is unchanged.",
            link_error(error)
        ),
        LinkPartlyReadable(1) => "Its first move can still be read: choose \"Open the readable moves\" to carry on from there.".into(),
        LinkPartlyReadable(n) => format!("Its first {n} moves can still be read: choose \"Open the readable moves\" to carry on from there."),
        SeatCodeUnreadable(error) => format!(
            "The link's list of computer players cannot be read: {}. Every seat is played by a person.",
            seat_code_error(error)
        ),
        UndoneMovesDropped(reason) => format!(
            "The undone moves no longer fit and were dropped: {}.",
            refusal(reason)
        ),
        GameCannotStart(error) => format!("That game cannot start: {}.", setup_error(error)),
        BotFailed(why) => format!(
            "The computer player could not move ({}). The game waits: undo, or let the bot try again.",
            trouble(why)
        ),
        AnalysisFailed(why) => format!(
            "The analysis stopped: the computer could not judge a move ({}). What was found stays.",
            trouble(why)
        ),
        MoveRefused(reason) => format!("That move is refused: {}.", refusal(reason)),
        LinkCopied => "Link copied: anyone who opens it sees this game.".into(),
        LibrarySetAside { error, key } => format!(
            "Your games could not be read: {}. They were set aside, untouched (storage key \"{key}\").",
            library_error(error)
        ),
        GamesNotStored(why) => format!(
            "Your games cannot be stored on this device right now ({}). Nothing stored before is lost; export your games to keep a copy.",
            storage_trouble(why)
        ),
        ImportRefused(error) => format!(
            "This file cannot be imported: {}. Your games are unchanged.",
            library_error(error)
        ),
        Imported { added, updated } => format!("Imported: {added} new, {updated} brought up to date."),
        GameIdUnreadable(_) => "The link's game name cannot be read, so it opens as a game of its own.".into(),
        LinkOlderState => "This link shows an earlier state of a game kept here: the game as it now stands is shown.".into(),
        LinkDiverged => "This link continues a game kept here in another way: both versions are kept in My games.".into(),
        GameStateLine(state) => match state {
            GameState::YourTurn(c) => format!("Your turn ({})", colour(*c)),
            GameState::WaitingFor(c) => format!("Waiting for {}", colour(*c)),
            GameState::ToPlay(c) => format!("{} to play", colour(*c)),
            GameState::Finished(winners) => {
                let names: Vec<&str> = winners.iter().map(|&c| colour(c)).collect();
                format!("Finished: {} won", names.join(" and "))
            }
        },
        MovesPlayed(n) => super::counts::MOVES.count(*n as u64, Lang::En),
        LinkNotCopied { why, address } => {
            format!("The link could not be copied ({why}). Copy it from here: {address}")
        }
    }
}
