//! The analyses kept on the device, so that a reload does not compute them again.
//!
//! Stored apart from the game library, under [`ANALYSIS_KEY`], as versioned JSON:
//!
//! ```json
//! {"format": "blockness-analysis", "version": 1,
//!  "games": [{"link": "1AA8AAQD...", "settings": {"budget": {"time_ms": null, "nodes": 1000000}, "seed": 0},
//!             "plies": [{"ply": 1, "seat": 0, "person": 0, "move": {...}, "best": {...},
//!                        "eval_before": 0.5, "eval_after": 0.5, "loss": 0.0, "label": "best", "exact": false}]}]}
//! ```
//!
//! A game is known by its link text (the setup and every move), so the same moves found
//! again (a reload, the game opened from its link, a copy in another entry of the library)
//! find their analysis. Each entry holds the plies analysed so far, from the first, in the
//! JSON of [`PlyAnalysis`]. The most recently used game comes last, and only the last
//! [`MAX_GAMES`] are kept.
//!
//! What is read is untrusted: text that is not this format and version is refused with a
//! [`CacheError`] (the page sets it aside, untouched), an entry whose plies are not
//! numbered 1, 2, 3… is dropped, and plies are used only as long as their moves are the
//! game's ([`AnalysisCache::get`]).

use std::fmt;

use blockness_bots::analysis::{AnalysisSettings, PlyAnalysis};
use blockness_core::Game;
use serde::{Deserialize, Serialize};

/// Storage key of the analyses.
pub const ANALYSIS_KEY: &str = "blockness.analysis";
/// Storage key where unreadable analyses are moved, so they are kept but not read again.
pub const ANALYSIS_SET_ASIDE_KEY: &str = "blockness.analysis.unreadable";
/// The `format` field of the stored text.
pub const CACHE_FORMAT: &str = "blockness-analysis";
/// Version written by this build; other versions are refused.
pub const CACHE_VERSION: u32 = 1;
/// How many games' analyses are kept: the oldest used goes first.
pub const MAX_GAMES: usize = 16;
/// More plies than any game has (four players place at most ten segments each).
const MAX_PLIES: usize = 64;

/// The analysis of one game, as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CachedGame {
    /// The game's link text: its setup and moves.
    pub link: String,
    /// The settings the plies were analysed with.
    pub settings: AnalysisSettings,
    /// The plies analysed so far, from the first, in order.
    pub plies: Vec<PlyAnalysis>,
}

impl CachedGame {
    /// Whether the plies are numbered 1, 2, 3… and no more than a game can have.
    fn well_formed(&self) -> bool {
        self.plies.len() <= MAX_PLIES
            && self
                .plies
                .iter()
                .enumerate()
                .all(|(i, p)| p.ply == i + 1 && p.loss.is_finite() && p.loss >= 0.0)
    }
}

/// The stored text's shape.
#[derive(Serialize, Deserialize)]
struct CacheFile {
    format: String,
    version: u32,
    games: Vec<CachedGame>,
}

/// Why stored analyses could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CacheError {
    /// Not JSON of the expected shape; the reader's words.
    Unreadable(String),
    /// Another format's text.
    Format(String),
    /// A version this build does not know.
    Version(u32),
}

impl fmt::Display for CacheError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CacheError::Unreadable(why) => write!(f, "the stored analyses cannot be read: {why}"),
            CacheError::Format(format) => {
                write!(f, "the stored analyses are of another format ({format})")
            }
            CacheError::Version(version) => {
                write!(
                    f,
                    "the stored analyses are of version {version}, unknown here"
                )
            }
        }
    }
}

/// The analyses kept on the device, most recently used last.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AnalysisCache {
    games: Vec<CachedGame>,
}

impl AnalysisCache {
    /// Reads stored text. Entries whose plies are out of order are dropped; text of
    /// another shape, format or version is refused whole.
    pub fn decode(text: &str) -> Result<AnalysisCache, CacheError> {
        let file: CacheFile =
            blockness_web_common::json::from_str(text).map_err(CacheError::Unreadable)?;
        if file.format != CACHE_FORMAT {
            return Err(CacheError::Format(file.format));
        }
        if file.version != CACHE_VERSION {
            return Err(CacheError::Version(file.version));
        }
        let mut games: Vec<CachedGame> = file
            .games
            .into_iter()
            .filter(CachedGame::well_formed)
            .collect();
        let excess = games.len().saturating_sub(MAX_GAMES);
        games.drain(..excess);
        Ok(AnalysisCache { games })
    }

    /// The text to store.
    pub fn encode(&self) -> String {
        let file = CacheFile {
            format: CACHE_FORMAT.to_string(),
            version: CACHE_VERSION,
            games: self.games.clone(),
        };
        blockness_web_common::json::to_string(&file)
    }

    /// Number of games kept.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether no analysis is kept.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The plies kept for `game` (known by its link text `link`) under `settings`: the
    /// longest run from the first whose moves are the game's; empty when none is kept.
    pub fn get(&self, link: &str, game: &Game, settings: &AnalysisSettings) -> Vec<PlyAnalysis> {
        self.games
            .iter()
            .rev()
            .find(|g| g.link == link && g.settings == *settings)
            .map(|g| matching_plies(&g.plies, game).to_vec())
            .unwrap_or_default()
    }

    /// Keeps `plies` for the game `link` under `settings`, as the most recently used,
    /// dropping the oldest game beyond [`MAX_GAMES`].
    pub fn put(&mut self, link: &str, settings: &AnalysisSettings, plies: &[PlyAnalysis]) {
        self.games
            .retain(|g| !(g.link == link && g.settings == *settings));
        self.games.push(CachedGame {
            link: link.to_string(),
            settings: *settings,
            plies: plies.to_vec(),
        });
        let excess = self.games.len().saturating_sub(MAX_GAMES);
        self.games.drain(..excess);
    }
}

/// The plies from the first as long as each is numbered in order and its move is the
/// game's move of that ply.
pub fn matching_plies<'a>(plies: &'a [PlyAnalysis], game: &Game) -> &'a [PlyAnalysis] {
    let moves = game.moves();
    let agree = plies
        .iter()
        .enumerate()
        .take_while(|(i, p)| p.ply == i + 1 && moves.get(*i) == Some(&p.mv))
        .count();
    &plies[..agree]
}
