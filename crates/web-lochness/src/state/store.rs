//! Loch Ness games kept on the device, under their own storage key ([`STORE_KEY`]):
//! `{"version": 1, "current": id, "games": [{"id", "link", "seats", "over", "hinted"}]}`,
//! most recent first. Each game is its address's link and seat code, so what is stored is
//! what a link carries, and the actions taken with a hint (`hinted`, left out when none).
//!
//! Read as untrusted input: a text that does not read is a [`StoreError`] and the page
//! moves it aside under [`SET_ASIDE_KEY`] before writing anything; a game whose link no
//! longer replays stays in the list untouched (it says so when opened). A game in
//! progress is never dropped; of the finished ones the last [`MAX_FINISHED`] are kept,
//! since their links can still be shared and opened.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Storage key of the Loch Ness games.
pub const STORE_KEY: &str = "blockness.lochness";
/// Where an unreadable text under [`STORE_KEY`] is moved, untouched.
pub const SET_ASIDE_KEY: &str = "blockness.lochness.unreadable";
/// The version of the stored form written now.
pub const STORE_VERSION: u32 = 1;
/// Finished games kept.
pub const MAX_FINISHED: usize = 5;
/// Longest stored text read: far above any real list, it stops a corrupted key early.
pub const MAX_STORE_CHARS: usize = 2_000_000;

/// One game kept on the device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The game's id on this device.
    pub id: String,
    /// The game's link ([`blockness_lochness::link`]).
    pub link: String,
    /// The seat code (empty: every seat a person).
    #[serde(default)]
    pub seats: String,
    /// Whether the game is over.
    #[serde(default)]
    pub over: bool,
    /// The actions (by index) a person took with a hint shown; written only when there are
    /// any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hinted: Vec<usize>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    version: u32,
    #[serde(default)]
    current: Option<String>,
    #[serde(default)]
    games: Vec<Entry>,
}

/// The games kept, most recent first, and the one last shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Saved {
    current: Option<String>,
    games: Vec<Entry>,
}

/// Why the stored text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// Longer than [`MAX_STORE_CHARS`].
    TooLong,
    /// Not the JSON this page writes.
    Json(String),
    /// Written by another version of the page.
    Version(u32),
    /// Two games share an id.
    DuplicateId(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::TooLong => f.write_str("the stored text is far too long"),
            StoreError::Json(e) => write!(f, "the stored text is not what this page writes: {e}"),
            StoreError::Version(v) => {
                write!(f, "the stored text is of version {v}, not {STORE_VERSION}")
            }
            StoreError::DuplicateId(id) => write!(f, "two stored games have the id {id:?}"),
        }
    }
}

impl std::error::Error for StoreError {}

impl Saved {
    /// Reads the stored text.
    pub fn decode(text: &str) -> Result<Saved, StoreError> {
        if text.len() > MAX_STORE_CHARS {
            return Err(StoreError::TooLong);
        }
        let document =
            blockness_web_common::json::Document::parse(text).map_err(StoreError::Json)?;
        match document.count_field("version") {
            Some(v) if v == u64::from(STORE_VERSION) => {}
            Some(v) => return Err(StoreError::Version(u32::try_from(v).unwrap_or(u32::MAX))),
            None => return Err(StoreError::Json("no version number".to_string())),
        }
        let stored: Stored = document.read().map_err(StoreError::Json)?;
        let mut ids: Vec<&str> = stored.games.iter().map(|g| g.id.as_str()).collect();
        ids.sort_unstable();
        if let Some(pair) = ids.windows(2).find(|w| w[0] == w[1]) {
            return Err(StoreError::DuplicateId(pair[0].to_string()));
        }
        Ok(Saved {
            current: stored.current,
            games: stored.games,
        })
    }

    /// The text to store.
    pub fn encode(&self) -> String {
        blockness_web_common::json::to_string(&Stored {
            version: STORE_VERSION,
            current: self.current.clone(),
            games: self.games.clone(),
        })
    }

    /// The games, most recent first.
    pub fn entries(&self) -> &[Entry] {
        &self.games
    }

    /// The game with this id.
    pub fn get(&self, id: &str) -> Option<&Entry> {
        self.games.iter().find(|g| g.id == id)
    }

    /// The game last shown, if it is still kept.
    pub fn current(&self) -> Option<&Entry> {
        self.current.as_deref().and_then(|id| self.get(id))
    }

    /// The game whose link and seats are exactly these.
    pub fn find(&self, link: &str, seats: &str) -> Option<&Entry> {
        self.games
            .iter()
            .find(|g| g.link == link && g.seats == seats)
    }

    /// Stores `entry` first in the list (replacing the game of the same id) and makes it
    /// the current one; finished games beyond [`MAX_FINISHED`] are let go.
    pub fn put(&mut self, entry: Entry) {
        self.games.retain(|g| g.id != entry.id);
        self.current = Some(entry.id.clone());
        self.games.insert(0, entry);
        let mut finished = 0;
        self.games.retain(|g| {
            if g.over {
                finished += 1;
                finished <= MAX_FINISHED
            } else {
                true
            }
        });
    }

    /// No game shown (the new-game screen is).
    pub fn clear_current(&mut self) {
        self.current = None;
    }
}
