//! The solo puzzles' questions to the worker, where the solver and the generator run, away
//! from the page's thread and out of the page's own WebAssembly.
//!
//! The page posts a [`PuzzleRequest`] (`{"id": 5, "puzzle": {...}}`, the key `puzzle`
//! telling it apart from a bot's move request) and gets back a
//! [`WorkerMessage::Puzzle`](crate::WorkerMessage::Puzzle) carrying a [`PuzzleReply`]
//! with the same id. Three questions are asked:
//!
//! - [`PuzzleQuestion::Level`]: a level of the shipped campaign by its id (the campaign's
//!   data lives in the worker only);
//! - [`PuzzleQuestion::Daily`]: the daily puzzle of a date, `YYYY-MM-DD` in UTC, the same
//!   level as `blockness puzzle daily --date`;
//! - [`PuzzleQuestion::Reach`]: whether the goal can still be reached after the seat's
//!   moves so far, with a move that keeps it in reach (the page's stuck check and hint
//!   are one question).

use blockness_core::Move;
use blockness_puzzles::Level;
use serde::{Deserialize, Serialize};

/// A question about a solo puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PuzzleQuestion {
    /// The campaign level with this id (`{"level": "1-01"}`).
    Level(String),
    /// The daily puzzle of this date (`{"daily": "2026-11-26"}`).
    Daily(String),
    /// Can the goal of `level` still be reached after `moves`, the seat's moves since the
    /// level's start?
    Reach {
        /// The level played.
        level: Level,
        /// The seat's moves so far.
        moves: Vec<Move>,
    },
}

/// A puzzle question from the page, tagged with an id of the page's choosing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleRequest {
    /// Chosen by the page and echoed in the reply.
    pub id: u64,
    /// The question.
    pub puzzle: PuzzleQuestion,
}

/// What the worker found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PuzzleAnswer {
    /// The level asked for (a campaign level or a daily puzzle).
    Level(Level),
    /// Whether the goal is still in reach.
    Reach {
        /// `Some(false)` as soon as the goal is out of reach; `None` when the search ran
        /// out of its budget before it could tell.
        reachable: Option<bool>,
        /// A move that keeps the goal in reach, when there is one.
        hint: Option<Move>,
    },
    /// The question could not be answered, in words for a player.
    Error(String),
}

/// The worker's answer to one [`PuzzleRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleReply {
    /// The id of the request answered (0 when the request was unreadable).
    pub id: u64,
    /// The answer.
    pub answer: PuzzleAnswer,
    /// Milliseconds the worker spent, by its clock (whole milliseconds).
    #[serde(default)]
    pub elapsed_ms: u64,
}
