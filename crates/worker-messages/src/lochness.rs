//! Loch Ness questions to the worker: which action would a computer player of a level take
//! now? The page asks the worker for the strong level, whose play-outs take a large part of
//! a second a decision; the easy and medium levels answer at once on the page's thread.
//!
//! The question carries the game as its link, and the worker answers with what
//! [`blockness_lochness::choose_within`] chooses for the same game, level, seed and budget:
//! the page gets the action it would have found itself, only without waiting for it.

use std::fmt;

use blockness_lochness::{Action, Level, DEFAULT_BUDGET};
use serde::{Deserialize, Serialize};

/// The largest number of play-outs a question may ask for: about a minute of one core
/// natively. More would hold the worker for longer than any player waits.
pub const MAX_BUDGET: usize = 20_000;

/// A question from the page, posted as `{"lochness": {...}}` ([`LochnessMessage`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LochnessRequest {
    /// Chosen by the page and echoed in the reply.
    pub id: u64,
    /// The game so far, as the text of its link (without `#l/`); the bot plays for the seat
    /// to act.
    pub link: String,
    /// How well to play.
    pub level: Level,
    /// Seed of the bot's own random choices.
    #[serde(default)]
    pub seed: u64,
    /// Play-outs the strong level spreads over its choices, 1 to [`MAX_BUDGET`].
    #[serde(default = "default_budget")]
    pub budget: usize,
}

fn default_budget() -> usize {
    DEFAULT_BUDGET
}

/// The form in which a [`LochnessRequest`] is posted, so that the worker tells it from the
/// other questions by its key.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LochnessMessage {
    /// The question.
    pub lochness: LochnessRequest,
}

/// The worker's answer to one [`LochnessRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LochnessReply {
    /// The id of the request answered (0 when the request was unreadable).
    pub id: u64,
    /// The actions played in the game asked about, so the page can tell an answer about a
    /// game it has since moved on from.
    #[serde(default)]
    pub played: usize,
    /// The chosen action; absent when the game is over or the request was refused.
    #[serde(default)]
    pub action: Option<Action>,
    /// Milliseconds spent, by the worker's clock.
    #[serde(default)]
    pub elapsed_ms: f64,
    /// Why the request could not be answered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl LochnessReply {
    /// A reply without an action: the request numbered `id` is refused for `error`.
    pub fn refusal(id: u64, error: impl fmt::Display) -> LochnessReply {
        LochnessReply {
            id,
            played: 0,
            action: None,
            elapsed_ms: 0.0,
            error: Some(error.to_string()),
        }
    }
}
