//! The solo mode's progress on this device: which levels are solved, and how cleanly.
//!
//! Stored under [`PROGRESS_KEY`] as versioned JSON,
//! `{"version": 1, "levels": {"1-01": "clean", "1-02": "solved", "daily-2026-11-26": "solved"}}`,
//! keyed by level id. Ids never change between deployments (the campaign is data), so
//! progress survives new versions of the site. The text is read as untrusted input: a
//! text that does not read is a [`ProgressError`], and the page sets it aside under
//! [`PROGRESS_SET_ASIDE_KEY`] instead of dropping it.
//!
//! The unlock rule: tier 1 is always open, and each later tier opens once
//! [`TO_OPEN_NEXT_TIER`] levels of the tier before it are solved. A link opens any level,
//! open or not: following a link is a choice the player made.

use std::collections::BTreeMap;
use std::fmt;

use blockness_puzzles::{LEVELS_PER_TIER, MAX_ID_LEN};
use serde::{Deserialize, Serialize};

use super::link::campaign_id;

/// Storage key of the progress.
pub const PROGRESS_KEY: &str = "blockness.solo-progress";

/// Where an unreadable progress text is moved, untouched.
pub const PROGRESS_SET_ASIDE_KEY: &str = "blockness.solo-progress.set-aside";

/// The version of the stored form written now.
pub const PROGRESS_VERSION: u32 = 1;

/// Levels of a tier to solve before the next tier opens.
pub const TO_OPEN_NEXT_TIER: usize = 10;

/// Most levels kept: the campaign's hundred and some years of daily puzzles.
const MAX_ENTRIES: usize = 5000;

/// How a level was solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// Solved, with an undo or a hint.
    Solved,
    /// Solved without undo and without hint.
    Clean,
}

/// What the campaign shows for a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelState {
    /// Not solved yet.
    New,
    /// Solved, with an undo or a hint.
    Solved,
    /// Solved without undo and without hint.
    Clean,
}

/// Why a stored progress text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// It is not the JSON of a progress.
    Json(String),
    /// It was written by a version of the page this one does not know.
    Version(u32),
    /// It holds a level id that is empty or too long.
    BadId,
    /// It holds more levels than any player could have solved.
    TooMany,
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::Json(e) => write!(f, "it is not valid JSON of a progress: {e}"),
            ProgressError::Version(v) => write!(f, "it has unknown version {v}"),
            ProgressError::BadId => write!(f, "it holds a level id that is not valid"),
            ProgressError::TooMany => write!(f, "it holds too many levels"),
        }
    }
}

impl std::error::Error for ProgressError {}

/// The stored form.
#[derive(Serialize, Deserialize)]
struct Stored {
    version: u32,
    #[serde(default)]
    levels: BTreeMap<String, Outcome>,
}

/// The levels solved on this device.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    levels: BTreeMap<String, Outcome>,
}

impl Progress {
    /// Reads a stored progress text.
    pub fn decode(text: &str) -> Result<Progress, ProgressError> {
        let stored: Stored =
            blockness_web_common::json::from_str(text).map_err(ProgressError::Json)?;
        if stored.version != PROGRESS_VERSION {
            return Err(ProgressError::Version(stored.version));
        }
        if stored.levels.len() > MAX_ENTRIES {
            return Err(ProgressError::TooMany);
        }
        if stored
            .levels
            .keys()
            .any(|id| id.is_empty() || id.chars().count() > MAX_ID_LEN)
        {
            return Err(ProgressError::BadId);
        }
        Ok(Progress {
            levels: stored.levels,
        })
    }

    /// The text to store.
    pub fn encode(&self) -> String {
        let stored = Stored {
            version: PROGRESS_VERSION,
            levels: self.levels.clone(),
        };
        // Strings and plain enums only: serialising cannot fail.
        blockness_web_common::json::to_string(&stored)
    }

    /// Records a solution of `id`; a clean one is never downgraded by a later one with
    /// help. Returns whether anything changed.
    pub fn record(&mut self, id: &str, clean: bool) -> bool {
        let outcome = if clean {
            Outcome::Clean
        } else {
            Outcome::Solved
        };
        match self.levels.get(id) {
            Some(&kept) if kept >= outcome => false,
            _ => {
                self.levels.insert(id.to_string(), outcome);
                true
            }
        }
    }

    /// What the campaign shows for `id`.
    pub fn state(&self, id: &str) -> LevelState {
        match self.levels.get(id) {
            None => LevelState::New,
            Some(Outcome::Solved) => LevelState::Solved,
            Some(Outcome::Clean) => LevelState::Clean,
        }
    }

    /// Levels of `tier` solved.
    pub fn solved_in_tier(&self, tier: usize) -> usize {
        (1..=LEVELS_PER_TIER)
            .filter(|&n| self.levels.contains_key(&campaign_id(tier, n)))
            .count()
    }

    /// Whether `tier` is open (see the module's unlock rule).
    pub fn is_tier_open(&self, tier: usize) -> bool {
        tier <= 1 || self.solved_in_tier(tier - 1) >= TO_OPEN_NEXT_TIER
    }
}
