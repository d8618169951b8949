//! Levels as data: the JSON form shared by the command line, the campaign file and the
//! browser, and its validation as untrusted input.

use std::fmt;
use std::sync::Arc;

use blockness_core::{Edition, Game, GameRecord, Move, RecordError};
use serde::{Deserialize, Serialize};

use crate::grade::TIERS;

/// Longest level id accepted, in characters: ids are labels such as `3-07`, and a
/// level read from a link should not carry a novel.
pub const MAX_ID_LEN: usize = 64;

/// A solo puzzle: a position of a legal game, the seat that moves alone from it, and how
/// many segments it must place.
///
/// In JSON: `{"id": "3-07", "tier": 3, "game": {"players", "expert", "colors", "moves"},
/// "seat": S, "goal": G}`, where `game` is a record in the referee's input form whose
/// moves include the seat's starter, and optionally `"solution": [moves]`, a way to reach
/// the goal (the campaign stores one for each level). Unknown fields are refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    /// A short label: `3-07` for the campaign, `daily-2026-11-26` for a daily puzzle.
    pub id: String,
    /// Difficulty tier, 1 (easiest) to 5, a range of the measure of [`crate::grade`].
    pub tier: u8,
    /// The game that put the statues and the seat's starter on the loch.
    pub game: GameRecord,
    /// The seat that moves alone.
    pub seat: usize,
    /// How many segments the seat must place.
    pub goal: usize,
    /// One way to reach the goal, when the level carries it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solution: Option<Vec<Move>>,
}

/// Why a level cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelError {
    /// The text is not a level in the JSON form.
    Json {
        /// The parser's message.
        message: String,
    },
    /// The id is empty or longer than [`MAX_ID_LEN`].
    BadId {
        /// Its length in characters.
        len: usize,
    },
    /// The tier is not one of 1 to 5.
    BadTier {
        /// The tier given.
        tier: u8,
    },
    /// The game's record does not replay: its setup is refused or a move is illegal.
    Record(RecordError),
    /// The game has no such seat.
    BadSeat {
        /// The seat given.
        seat: usize,
        /// Seats in the game.
        players: usize,
    },
    /// The seat has not placed its starter: a puzzle extends a monster already on the loch.
    NoStarter {
        /// The seat.
        seat: usize,
    },
    /// A goal of zero segments: nothing to solve.
    EmptyGoal,
    /// The goal asks for more segments than the seat has left.
    GoalTooLarge {
        /// The goal given.
        goal: usize,
        /// Segments left in the seat's reserve.
        left: usize,
    },
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LevelError::Json { message } => {
                write!(f, "the level is not valid JSON of a level: {message}")
            }
            LevelError::BadId { len } => write!(
                f,
                "a level id has 1 to {MAX_ID_LEN} characters, this one has {len}"
            ),
            LevelError::BadTier { tier } => {
                write!(f, "the tier is {tier}; tiers go from 1 to {}", TIERS.len())
            }
            LevelError::Record(e) => write!(f, "the level's game does not replay: {e}"),
            LevelError::BadSeat { seat, players } => write!(
                f,
                "the game has seats 0 to {}, not seat {seat}",
                players.saturating_sub(1)
            ),
            LevelError::NoStarter { seat } => write!(
                f,
                "seat {seat} has not placed its starter; a puzzle extends a monster on the loch"
            ),
            LevelError::EmptyGoal => write!(f, "the goal is 0 segments: there is nothing to solve"),
            LevelError::GoalTooLarge { goal, left } => write!(
                f,
                "the goal is {goal} segments but the seat has only {left} left"
            ),
        }
    }
}

impl std::error::Error for LevelError {}

impl Level {
    /// Reads a level from its JSON text. The text is only parsed here; [`Level::start`]
    /// checks that it can be played.
    pub fn from_json(text: &str) -> Result<Level, LevelError> {
        serde_json::from_str(text).map_err(|e| LevelError::Json {
            message: e.to_string(),
        })
    }

    /// The level as one line of JSON.
    pub fn to_json(&self) -> String {
        // A level holds only strings, numbers, booleans and lists: it always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Checks the level and returns its game on the built-in edition, turned into a solo
    /// puzzle for the level's seat ([`Game::start_solo`]).
    pub fn start(&self) -> Result<Game, LevelError> {
        self.start_on(Arc::new(Edition::lochside_v1()))
    }

    /// [`Level::start`] on another edition.
    pub fn start_on(&self, edition: Arc<Edition>) -> Result<Game, LevelError> {
        let len = self.id.chars().count();
        if len == 0 || len > MAX_ID_LEN {
            return Err(LevelError::BadId { len });
        }
        if !(1..=TIERS.len()).contains(&usize::from(self.tier)) {
            return Err(LevelError::BadTier { tier: self.tier });
        }
        let mut game = self.game.replay(edition).map_err(LevelError::Record)?;
        let players = game.rules().players();
        if self.seat >= players {
            return Err(LevelError::BadSeat {
                seat: self.seat,
                players,
            });
        }
        if !game.position().has_started(self.seat) {
            return Err(LevelError::NoStarter { seat: self.seat });
        }
        if self.goal == 0 {
            return Err(LevelError::EmptyGoal);
        }
        let left = game.position().left(self.seat);
        if self.goal > left {
            return Err(LevelError::GoalTooLarge {
                goal: self.goal,
                left,
            });
        }
        // The seat exists: checked above.
        game.start_solo(self.seat);
        Ok(game)
    }
}
