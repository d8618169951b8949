//! Puzzle links: the part of the address after `#p/`, read as untrusted input.
//!
//! A game link starts with its version digit (`#1...`), so the letter `p` keeps the two
//! kinds apart. The forms:
//!
//! | address | opens |
//! |---|---|
//! | `#p/` | the campaign's list of levels |
//! | `#p/3-07` | level 3-07 of the campaign |
//! | `#p/daily-2026-11-26` | the daily puzzle of 26 November 2026 (UTC) |
//! | `#p/g/T/S/G/LINK` | any puzzle: the game of the game link `LINK`, seat `S` moving alone towards a goal of `G` segments, labelled tier `T` |
//!
//! The last form carries a generated puzzle or one made by hand: the game link holds the
//! statues and the seat's monster, the rest is three small numbers. Every refusal is a
//! [`PuzzleLinkError`]; nothing here panics.

use std::fmt;
use std::sync::Arc;

use blockness_core::{decode_link, encode_link, Edition, GameRecord, LinkError};
use blockness_puzzles::{Date, DateError, Level, LevelError, LEVELS_PER_TIER, TIERS};

pub use blockness_web_common::address::{is_puzzle_link, PUZZLE_PREFIX};

/// The id of the daily puzzle of a date starts with this.
pub const DAILY_PREFIX: &str = "daily-";

/// Longest puzzle link read, in bytes: a game link of a full loch is about 230
/// characters, so this leaves room and stops a pasted novel early.
pub const MAX_PUZZLE_LINK: usize = 600;

/// A puzzle link, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleLink {
    /// The list of levels.
    Campaign,
    /// A level of the campaign, by its id (`T-NN`).
    Level(String),
    /// The daily puzzle of a date.
    Daily(Date),
    /// A puzzle carried whole by the link.
    Custom(Level),
}

/// Why a puzzle link was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleLinkError {
    /// It does not start with [`PUZZLE_PREFIX`].
    NotAPuzzle,
    /// It is longer than [`MAX_PUZZLE_LINK`].
    TooLong,
    /// Its form is none of the known ones.
    UnknownForm,
    /// It names a campaign level that does not exist (tiers 1 to 5, levels 01 to 20).
    NoSuchLevel(String),
    /// The daily puzzle's date cannot be read.
    BadDate(DateError),
    /// The tier, seat or goal of a carried puzzle is not a small number.
    BadNumber,
    /// The game link of a carried puzzle cannot be read.
    Game(LinkError),
    /// The carried puzzle cannot be played (no such seat, no starter, a goal out of range).
    Level(LevelError),
}

impl fmt::Display for PuzzleLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleLinkError::NotAPuzzle => write!(f, "it is not a puzzle link"),
            PuzzleLinkError::TooLong => write!(f, "it is longer than any puzzle link"),
            PuzzleLinkError::UnknownForm => write!(f, "its form is not known"),
            PuzzleLinkError::NoSuchLevel(id) => write!(f, "there is no level {id}"),
            PuzzleLinkError::BadDate(e) => write!(f, "its date cannot be read: {e}"),
            PuzzleLinkError::BadNumber => write!(f, "its tier, seat or goal is not a number"),
            PuzzleLinkError::Game(e) => write!(f, "its game cannot be read: {e}"),
            PuzzleLinkError::Level(e) => write!(f, "its puzzle cannot be played: {e}"),
        }
    }
}

impl std::error::Error for PuzzleLinkError {}

/// Whether `id` is a level of the shipped campaign: `T-NN` with tier 1 to 5 and level 01
/// to [`LEVELS_PER_TIER`].
pub fn is_campaign_id(id: &str) -> bool {
    let bytes = id.as_bytes();
    if bytes.len() != 4
        || bytes[1] != b'-'
        || !bytes
            .iter()
            .enumerate()
            .all(|(i, b)| i == 1 || b.is_ascii_digit())
    {
        return false;
    }
    let tier = usize::from(bytes[0] - b'0');
    let number = usize::from(bytes[2] - b'0') * 10 + usize::from(bytes[3] - b'0');
    (1..=TIERS.len()).contains(&tier) && (1..=LEVELS_PER_TIER).contains(&number)
}

/// The id of level `number` (from 1) of `tier`: `3-07`.
pub fn campaign_id(tier: usize, number: usize) -> String {
    format!("{tier}-{number:02}")
}

impl PuzzleLink {
    /// Reads the address's text after `#` (a leading `#` is ignored).
    pub fn parse(hash: &str, edition: &Arc<Edition>) -> Result<PuzzleLink, PuzzleLinkError> {
        let text = hash.trim_start_matches('#');
        let rest = text
            .strip_prefix(PUZZLE_PREFIX)
            .ok_or(PuzzleLinkError::NotAPuzzle)?;
        if text.len() > MAX_PUZZLE_LINK {
            return Err(PuzzleLinkError::TooLong);
        }
        if rest.is_empty() {
            return Ok(PuzzleLink::Campaign);
        }
        if let Some(date) = rest.strip_prefix(DAILY_PREFIX) {
            return date
                .parse::<Date>()
                .map(PuzzleLink::Daily)
                .map_err(PuzzleLinkError::BadDate);
        }
        if let Some(carried) = rest.strip_prefix("g/") {
            return custom(carried, edition).map(PuzzleLink::Custom);
        }
        if rest.contains('/') {
            return Err(PuzzleLinkError::UnknownForm);
        }
        if is_campaign_id(rest) {
            Ok(PuzzleLink::Level(rest.to_string()))
        } else {
            Err(PuzzleLinkError::NoSuchLevel(
                rest.chars().take(12).collect(),
            ))
        }
    }

    /// The address text (after `#`) of a level: its campaign id or daily date when it has
    /// one, else the whole puzzle carried in the `g/` form. `None` when the level's game
    /// does not replay (it could not be played either).
    pub fn of_level(level: &Level, edition: &Arc<Edition>) -> Option<String> {
        if is_campaign_id(&level.id) {
            return Some(format!("{PUZZLE_PREFIX}{}", level.id));
        }
        if let Some(date) = level.id.strip_prefix(DAILY_PREFIX) {
            if date.parse::<Date>().is_ok() {
                return Some(format!("{PUZZLE_PREFIX}{}", level.id));
            }
        }
        let game = level.game.replay(Arc::clone(edition)).ok()?;
        Some(format!(
            "{PUZZLE_PREFIX}g/{}/{}/{}/{}",
            level.tier,
            level.seat,
            level.goal,
            encode_link(&game)
        ))
    }
}

/// Reads `T/S/G/LINK` into a level, checked as a level is.
fn custom(text: &str, edition: &Arc<Edition>) -> Result<Level, PuzzleLinkError> {
    let mut parts = text.splitn(4, '/');
    let mut number = || -> Result<usize, PuzzleLinkError> {
        let part = parts.next().ok_or(PuzzleLinkError::UnknownForm)?;
        if part.is_empty() || part.len() > 2 || !part.bytes().all(|b| b.is_ascii_digit()) {
            return Err(PuzzleLinkError::BadNumber);
        }
        part.parse().map_err(|_| PuzzleLinkError::BadNumber)
    };
    let tier = number()?;
    let seat = number()?;
    let goal = number()?;
    let link = parts.next().ok_or(PuzzleLinkError::UnknownForm)?;
    let game = decode_link(link, Arc::clone(edition)).map_err(PuzzleLinkError::Game)?;
    let level = Level {
        id: "link".to_string(),
        tier: u8::try_from(tier).map_err(|_| PuzzleLinkError::BadNumber)?,
        game: GameRecord::of(&game),
        seat,
        goal,
        solution: None,
    };
    level
        .start_on(Arc::clone(edition))
        .map_err(PuzzleLinkError::Level)?;
    Ok(level)
}
