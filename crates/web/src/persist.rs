//! One saved game: the link text of the game plus the moves that were undone (so redo
//! survives a reload) and who plays each seat. Version 1 of the page's storage kept just
//! one such game under [`SAVE_KEY`]; the game library ([`crate::library`]) now keeps
//! many, each checked by [`restore`], and reads the old key once to migrate it.
//!
//! Everything read back is untrusted: a wrong version, broken JSON, a bad link or a redo
//! move that no longer fits gives a [`SaveError`], and the caller sets the text aside.

use std::fmt;

use blockness_core::{decode_link, encode_link, Game, IllegalMove, LinkError, Move};
use blockness_web_board::editions::edition_of_link;
use serde::{Deserialize, Serialize};

use blockness_web_board::seat::SeatKind;
pub use blockness_web_common::StorageError;

/// Storage key of the current game.
pub const SAVE_KEY: &str = "blockness.saved-game";
/// Storage key where unreadable saved data is moved, so it is kept but not read again.
pub const SET_ASIDE_KEY: &str = "blockness.saved-game.unreadable";
/// Version written by this build; older or newer versions are refused, not guessed at.
pub const SAVE_VERSION: u32 = 1;

/// The stored form, version 1.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedGame {
    version: u32,
    /// The game exactly as in the page address (the core's link codec).
    link: String,
    /// Undone moves, next one to redo first.
    #[serde(default)]
    redo: Vec<Move>,
    /// Kind of each seat; empty means every seat is human.
    #[serde(default)]
    seats: Vec<SeatKind>,
}

/// A game read back from storage.
#[derive(Clone, Debug)]
pub struct Restored {
    /// The game at its last move.
    pub game: Game,
    /// Undone moves, next one to redo first; each was checked to be playable in turn.
    pub redo: Vec<Move>,
    /// Kind of each seat.
    pub seats: Vec<SeatKind>,
    /// Plies (counted from 0) played while a hint was shown, in order: kept with the
    /// game in the library so its ranking still counts them when it is opened again.
    pub hinted: Vec<usize>,
    /// A rated game: its moves stand as played (no undo, hint or take-back), and its
    /// result counts toward the person's rating ([`crate::ratings`]).
    pub rated: bool,
}

/// Why saved data could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not the JSON this page writes.
    Json(String),
    /// Written by another version of the page.
    Version(u32),
    /// The stored link is refused by the link codec.
    Link(LinkError),
    /// An undone move does not fit the game any more.
    Redo {
        /// Index in the redo list, from 0.
        index: usize,
        /// The engine's refusal.
        reason: IllegalMove,
    },
    /// The seat list does not match the player count.
    Seats {
        /// Seats in the game.
        players: usize,
        /// Seat kinds stored.
        stored: usize,
    },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Json(e) => write!(f, "it is not valid saved-game data ({e})"),
            SaveError::Version(v) => write!(
                f,
                "it was written in format version {v}, and this page reads version {SAVE_VERSION}"
            ),
            SaveError::Link(e) => write!(f, "its game cannot be read: {e}"),
            SaveError::Redo { index, reason } => {
                write!(f, "undone move {} no longer fits: {reason}", index + 1)
            }
            SaveError::Seats { players, stored } => {
                write!(f, "it lists {stored} seats for a {players}-player game")
            }
        }
    }
}

impl std::error::Error for SaveError {}

/// The text to store for `game` with its undone moves and seats.
pub fn encode_saved(game: &Game, redo: &[Move], seats: &[SeatKind]) -> String {
    let saved = SavedGame {
        version: SAVE_VERSION,
        link: encode_link(game),
        redo: redo.to_vec(),
        seats: seats.to_vec(),
    };
    blockness_web_common::json::to_string(&saved)
}

/// Reads stored text back into a game, checking every part.
pub fn decode_saved(text: &str) -> Result<Restored, SaveError> {
    // Read the version first, so a future format is reported as such rather than as broken JSON.
    let value = blockness_web_common::json::Document::parse(text).map_err(SaveError::Json)?;
    match value.count_field("version") {
        Some(v) if v == u64::from(SAVE_VERSION) => {}
        Some(v) => return Err(SaveError::Version(u32::try_from(v).unwrap_or(u32::MAX))),
        None => return Err(SaveError::Json("no version number".into())),
    }
    let saved: SavedGame = value.read().map_err(SaveError::Json)?;
    restore(&saved.link, saved.redo, saved.seats)
}

/// A stored game from its parts, each checked: the link by the core (on the edition its
/// version names), every undone move by replaying it, the seat list against the player
/// count (empty: every seat human).
pub fn restore(link: &str, redo: Vec<Move>, seats: Vec<SeatKind>) -> Result<Restored, SaveError> {
    let edition = edition_of_link(link).map_err(SaveError::Link)?;
    let game = decode_link(link, edition).map_err(SaveError::Link)?;
    let mut probe = game.clone();
    for (index, &mv) in redo.iter().enumerate() {
        probe
            .play(mv)
            .map_err(|reason| SaveError::Redo { index, reason })?;
    }
    let players = game.rules().players();
    let seats = if seats.is_empty() {
        vec![SeatKind::Human; players]
    } else if seats.len() == players {
        seats
    } else {
        return Err(SaveError::Seats {
            players,
            stored: seats.len(),
        });
    };
    Ok(Restored {
        game,
        redo,
        seats,
        hinted: Vec::new(),
        rated: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_core::{Cell, Edition, Setup};
    use std::sync::Arc;

    fn edition() -> Arc<Edition> {
        Arc::new(Edition::lochside_v1())
    }

    fn game_with_moves(n: usize) -> Game {
        let edition = edition();
        let setup = Setup::new(&edition, 2, None, false).unwrap();
        let mut game = Game::new(edition, setup);
        for _ in 0..n {
            let mv = game.legal_moves()[0];
            game.play(mv).unwrap();
        }
        game
    }

    #[test]
    fn a_saved_game_comes_back_with_its_redo_moves() {
        let mut game = game_with_moves(6);
        let undone: Vec<Move> = (0..2).filter_map(|_| game.undo()).collect();
        let redo: Vec<Move> = undone.into_iter().rev().collect();
        let text = encode_saved(&game, &redo, &[SeatKind::Human, SeatKind::Human]);
        let back = decode_saved(&text).unwrap();
        assert_eq!(back.game.moves(), game.moves());
        assert_eq!(back.redo, redo);
        assert_eq!(back.seats, vec![SeatKind::Human; 2]);
    }

    #[test]
    fn broken_json_is_reported() {
        let err = decode_saved("{\"version\":1,\"link\":").unwrap_err();
        assert!(matches!(err, SaveError::Json(_)), "{err:?}");
        assert!(err.to_string().contains("not valid"));
    }

    #[test]
    fn another_version_is_reported() {
        let err = decode_saved("{\"version\":7,\"link\":\"1AAA\"}").unwrap_err();
        assert_eq!(err, SaveError::Version(7));
    }

    #[test]
    fn a_bad_link_inside_is_reported() {
        let err = decode_saved("{\"version\":1,\"link\":\"1A\"}").unwrap_err();
        assert_eq!(err, SaveError::Link(LinkError::Truncated));
    }

    #[test]
    fn a_redo_move_that_does_not_fit_is_reported() {
        let game = game_with_moves(2);
        let wrong = Move::Start {
            head: Cell::new(4, 4),
            tail: Cell::new(4, 6),
        };
        let text = encode_saved(&game, &[wrong], &[]);
        let err = decode_saved(&text).unwrap_err();
        assert!(matches!(err, SaveError::Redo { index: 0, .. }), "{err:?}");
    }

    #[test]
    fn a_seat_list_of_the_wrong_length_is_reported() {
        let game = game_with_moves(0);
        let text = encode_saved(&game, &[], &[SeatKind::Human; 3]);
        let err = decode_saved(&text).unwrap_err();
        assert_eq!(
            err,
            SaveError::Seats {
                players: 2,
                stored: 3
            }
        );
    }
}
