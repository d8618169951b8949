//! The game library: every game started or opened on this device, kept in the browser's
//! storage under one key, exported to and imported from a file of the same form.
//!
//! Each game has an id ([`GameId`]) that travels in its address, so a link can be told
//! apart from the games already here ([`Library::receive`]):
//!
//! | the link holds | the library |
//! |---|---|
//! | exactly a game already kept (under any id) | opens that game |
//! | a longer state of the game with its id | brings that game up to date |
//! | a shorter state of it | opens the game kept, which is further on |
//! | a different continuation of it | keeps both; the new one gets a new id |
//! | an id it does not have | adds the game |
//!
//! So receiving the same link twice changes nothing the second time, and no move the
//! library held is ever dropped: a game is only replaced by a longer state of itself.
//! (Its undone moves give way when the newer state continues differently.)
//!
//! Everything read is untrusted: [`decode_library`] checks every game as the saved game
//! always was ([`crate::persist::restore`]) and refuses the whole text with a
//! [`LibraryError`] rather than guess, so the caller can set it aside untouched.

use std::fmt;

use blockness_core::{encode_link, Game, GameId, Move};
use serde::{Deserialize, Serialize};

use crate::persist::{restore, Restored, SaveError};
use crate::ratings::{RatedGame, Ratings, RatingsError};
use blockness_web_board::seat::SeatKind;

/// Storage key of the library.
pub const LIBRARY_KEY: &str = "blockness.games";
/// Storage key where an unreadable library is moved, so it is kept but not read again.
pub const LIBRARY_SET_ASIDE_KEY: &str = "blockness.games.unreadable";
/// The `format` field of the stored library and of exported files.
pub const LIBRARY_FORMAT: &str = "blockness-games";
/// Version written by this build; other versions are refused, not guessed at.
pub const LIBRARY_VERSION: u32 = 1;

/// One game kept on the device.
#[derive(Clone, Debug)]
pub struct Entry {
    /// Its identity, also in its address.
    pub id: GameId,
    /// The game, its undone moves, and who plays each seat as seen from this device
    /// (`ByLink` seats are played on other devices).
    pub saved: Restored,
    /// When its moves last changed, in milliseconds since 1970 (0 when unknown).
    pub updated: f64,
    /// Put away: listed apart, still kept.
    pub archived: bool,
    /// For a live table's game, the live address that opens the table again
    /// (`live=<table id>&broker=…`): My games opens the table while this device still
    /// keeps the table's record.
    pub table: Option<String>,
    /// For a live table's game, the names of the people who played it on other devices.
    pub others: Vec<String>,
}

impl Entry {
    /// Whether the game is played by sending its link between devices.
    pub fn by_link(&self) -> bool {
        self.saved.seats.contains(&SeatKind::ByLink)
    }
}

/// What [`Library::receive`] made of a game from a link or a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Receipt {
    /// It was new here and is now kept.
    New,
    /// The library already holds exactly this game.
    Same,
    /// It was a later state of a game kept here, which now has its moves.
    Updated,
    /// It was an earlier state of a game kept here, which is further on and unchanged.
    Older,
    /// It continues a game kept here differently; both are kept, the new one under its
    /// own id.
    Diverged,
}

/// The games kept on this device, and which of them is on the board.
#[derive(Clone, Debug, Default)]
pub struct Library {
    entries: Vec<Entry>,
    current: Option<GameId>,
    /// The rated results a games file brought (none for the stored library).
    ratings: Ratings,
}

/// The stored and exported form.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredLibrary {
    format: String,
    version: u32,
    #[serde(default)]
    current: Option<GameId>,
    games: Vec<StoredEntry>,
    /// The rated results, in an exported file (storage keeps them under their own key,
    /// [`crate::ratings::RATINGS_KEY`]); left out when there are none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    rated: Vec<RatedGame>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredEntry {
    id: GameId,
    link: String,
    #[serde(default)]
    redo: Vec<Move>,
    #[serde(default)]
    seats: Vec<SeatKind>,
    #[serde(default)]
    updated: f64,
    #[serde(default)]
    archived: bool,
    /// Plies played with a hint shown; left out when there are none, so a library
    /// without hints reads as it always did.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    hinted: Vec<usize>,
    /// The live table the game was played at; left out for every other game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    table: Option<String>,
    /// Who a live table's game was played with; left out for every other game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    others: Vec<String>,
    /// A rated game; left out for every other game.
    #[serde(default, skip_serializing_if = "is_false")]
    rated: bool,
}

fn is_false(value: &bool) -> bool {
    !value
}

/// The longest live address kept with a game (a table id and a broker's address).
const MAX_TABLE_ADDRESS: usize = 600;

/// A live address as read from a file or sent by the live view: kept when it names a
/// table, dropped otherwise (it only offers to open the table again; the game itself does
/// not depend on it).
pub fn usable_table(table: Option<String>) -> Option<String> {
    table.filter(|t| {
        t.len() <= MAX_TABLE_ADDRESS && blockness_web_common::address::live_record_key(t).is_some()
    })
}

/// The most names kept with a game: the other seats of a four-player table.
const MAX_OTHERS: usize = 3;

/// The longest name kept with a game, in characters, as a live table allows.
const MAX_NAME_CHARS: usize = 24;

/// The names of a live game's other people as read from a file or sent by the live view:
/// at most [`MAX_OTHERS`], each cut to [`MAX_NAME_CHARS`] characters without controls,
/// and none empty (they only say who the game was with).
pub fn usable_names(names: Vec<String>) -> Vec<String> {
    names
        .into_iter()
        .map(|name| {
            name.chars()
                .filter(|c| !c.is_control())
                .take(MAX_NAME_CHARS)
                .collect::<String>()
                .trim()
                .to_string()
        })
        .filter(|name| !name.is_empty())
        .take(MAX_OTHERS)
        .collect()
}

/// Why a library (stored or imported) could not be read. Nothing of it is used then.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibraryError {
    /// Not the JSON this page writes.
    Json(String),
    /// Not a games file of this page.
    Format(String),
    /// Written in another version of the format.
    Version(u32),
    /// One of its games cannot be read.
    Game {
        /// Its place in the file, from 0.
        index: usize,
        /// Why.
        error: SaveError,
    },
    /// Two games have the same id.
    DuplicateId(GameId),
    /// Its rated results cannot be read.
    Ratings(RatingsError),
}

impl fmt::Display for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LibraryError::Json(e) => write!(f, "it is not a games file ({e})"),
            LibraryError::Format(found) => {
                write!(f, "its format is {found:?}, not {LIBRARY_FORMAT:?}")
            }
            LibraryError::Version(v) => write!(
                f,
                "it was written in version {v} of the format, and this page reads version {LIBRARY_VERSION}"
            ),
            LibraryError::Game { index, error } => write!(f, "game {}: {error}", index + 1),
            LibraryError::DuplicateId(id) => write!(f, "two games have the id {id}"),
            LibraryError::Ratings(e) => write!(f, "its rated games: {e}"),
        }
    }
}

impl std::error::Error for LibraryError {}

/// Reads a stored library or an exported file, checking every game.
pub fn decode_library(text: &str) -> Result<Library, LibraryError> {
    // The format and version first, so another file or a later version is reported as
    // such rather than as broken JSON.
    let value = blockness_web_common::json::Document::parse(text).map_err(LibraryError::Json)?;
    match value.text_field("format").as_deref() {
        Some(LIBRARY_FORMAT) => {}
        Some(other) => return Err(LibraryError::Format(other.chars().take(40).collect())),
        None => return Err(LibraryError::Format(String::new())),
    }
    match value.count_field("version") {
        Some(v) if v == u64::from(LIBRARY_VERSION) => {}
        Some(v) => return Err(LibraryError::Version(u32::try_from(v).unwrap_or(u32::MAX))),
        None => return Err(LibraryError::Json("no version number".into())),
    }
    let stored: StoredLibrary = value.read().map_err(LibraryError::Json)?;
    let mut library = Library::default();
    for (index, e) in stored.games.into_iter().enumerate() {
        if library.get(&e.id).is_some() {
            return Err(LibraryError::DuplicateId(e.id));
        }
        let mut saved = restore(&e.link, e.redo, e.seats)
            .map_err(|error| LibraryError::Game { index, error })?;
        saved.hinted = hinted_plies(e.hinted, &saved.game);
        saved.rated = e.rated;
        library.entries.push(Entry {
            id: e.id,
            saved,
            updated: stored_time(e.updated),
            archived: e.archived,
            table: usable_table(e.table),
            others: usable_names(e.others),
        });
    }
    library.current = stored.current.filter(|id| library.get(id).is_some());
    library.ratings = Ratings::checked(stored.rated).map_err(LibraryError::Ratings)?;
    Ok(library)
}

/// The last time a JavaScript date can hold, in milliseconds since 1970.
const LAST_TIME_MS: f64 = 8.64e15;

/// A game's time as read from a file: whole milliseconds from 1970 to the last date
/// JavaScript can hold, or 0 (unknown) for anything else. The page only writes such
/// times, and they are written and read back exactly; another number may not be, since
/// serde_json can read a number of many digits one bit off, and a library read and written
/// out again would then not give the same text (found by the `library` fuzz target).
pub(crate) fn stored_time(ms: f64) -> f64 {
    if (0.0..=LAST_TIME_MS).contains(&ms) {
        ms.round()
    } else {
        0.0
    }
}

/// The plies played with a hint as kept for `game`: in order, each once, and only plies
/// the game has (a hint counts nothing for a move not played).
fn hinted_plies(mut plies: Vec<usize>, game: &Game) -> Vec<usize> {
    plies.retain(|&p| p < game.moves().len());
    plies.sort_unstable();
    plies.dedup();
    plies
}

/// Whether `short` is the beginning of `long` (or all of it).
fn is_prefix(short: &Game, long: &Game) -> bool {
    long.moves().starts_with(short.moves())
}

fn same_setup(a: &Game, b: &Game) -> bool {
    a.rules().setup() == b.rules().setup()
}

impl Library {
    /// The games, in the order they were first kept.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The game with this id.
    pub fn get(&self, id: &GameId) -> Option<&Entry> {
        self.entries.iter().find(|e| &e.id == id)
    }

    /// The game on the board, if the library holds it.
    pub fn current(&self) -> Option<&Entry> {
        self.current.as_ref().and_then(|id| self.get(id))
    }

    /// Marks the game on the board.
    pub fn set_current(&mut self, id: Option<GameId>) {
        self.current = id.filter(|id| self.get(id).is_some());
    }

    /// Keeps `entry` as it is now: the game on the board after a move, an undo or a new
    /// start. Replaces the game with its id, or adds it.
    pub fn put(&mut self, entry: Entry) {
        match self.entries.iter_mut().find(|e| e.id == entry.id) {
            Some(e) => *e = entry,
            None => self.entries.push(entry),
        }
    }

    /// Archives or brings back a game.
    pub fn set_archived(&mut self, id: &GameId, archived: bool) {
        if let Some(e) = self.entries.iter_mut().find(|e| &e.id == id) {
            e.archived = archived;
        }
    }

    /// Deletes a game and gives it back (for an undo), with its place in the list.
    pub fn remove(&mut self, id: &GameId) -> Option<(usize, Entry)> {
        let index = self.entries.iter().position(|e| &e.id == id)?;
        if self.current.as_ref() == Some(id) {
            self.current = None;
        }
        Some((index, self.entries.remove(index)))
    }

    /// Puts a deleted game back where it was.
    pub fn restore_removed(&mut self, index: usize, entry: Entry) {
        if self.get(&entry.id).is_none() {
            let index = index.min(self.entries.len());
            self.entries.insert(index, entry);
        }
    }

    /// Takes in a game from a link or a file by the rules in the module documentation;
    /// `fresh_id` names a game that must be kept beside another. Returns what happened
    /// and the id under which the game is now found.
    pub fn receive(
        &mut self,
        incoming: Entry,
        fresh_id: impl FnOnce() -> GameId,
    ) -> (Receipt, GameId) {
        let game = &incoming.saved.game;
        if let Some(same) = self
            .entries
            .iter()
            .find(|e| same_setup(&e.saved.game, game) && e.saved.game.moves() == game.moves())
        {
            return (Receipt::Same, same.id.clone());
        }
        let Some(index) = self.entries.iter().position(|e| e.id == incoming.id) else {
            let id = incoming.id.clone();
            self.entries.push(incoming);
            return (Receipt::New, id);
        };
        let kept = &mut self.entries[index];
        if kept.saved.rated {
            // A rated game's moves are only those played here: a link with other moves
            // under its id, longer or not, is another game (so nothing replays a rated
            // game with moves tried elsewhere).
            let id = fresh_id();
            self.entries.push(Entry {
                id: id.clone(),
                saved: Restored {
                    rated: false,
                    ..incoming.saved
                },
                ..incoming
            });
            return (Receipt::Diverged, id);
        }
        if !same_setup(&kept.saved.game, game) {
            // Another game under the same id: keep both.
            let id = fresh_id();
            self.entries.push(Entry {
                id: id.clone(),
                ..incoming
            });
            return (Receipt::New, id);
        }
        if is_prefix(&kept.saved.game, game) {
            // The undone moves still make sense if the new moves were the first of them.
            let new_moves = &game.moves()[kept.saved.game.moves().len()..];
            let redo = if kept.saved.redo.starts_with(new_moves) {
                kept.saved.redo[new_moves.len()..].to_vec()
            } else {
                Vec::new()
            };
            kept.saved.game = incoming.saved.game;
            kept.saved.redo = redo;
            kept.updated = incoming.updated.max(kept.updated);
            kept.archived = false;
            if incoming.table.is_some() {
                kept.table = incoming.table;
            }
            if !incoming.others.is_empty() {
                kept.others = incoming.others;
            }
            return (Receipt::Updated, kept.id.clone());
        }
        if is_prefix(game, &kept.saved.game) {
            return (Receipt::Older, kept.id.clone());
        }
        let id = fresh_id();
        self.entries.push(Entry {
            id: id.clone(),
            ..incoming
        });
        (Receipt::Diverged, id)
    }

    /// The rated results a games file brought.
    pub fn ratings(&self) -> &Ratings {
        &self.ratings
    }

    /// The text to store.
    pub fn encode(&self) -> String {
        self.encode_with(&Ratings::default())
    }

    /// The text of a games file: the games and the rated results `ratings`.
    pub fn encode_with(&self, ratings: &Ratings) -> String {
        let stored = StoredLibrary {
            format: LIBRARY_FORMAT.into(),
            version: LIBRARY_VERSION,
            current: self.current.clone(),
            games: self
                .entries
                .iter()
                .map(|e| StoredEntry {
                    id: e.id.clone(),
                    link: encode_link(&e.saved.game),
                    redo: e.saved.redo.clone(),
                    seats: e.saved.seats.clone(),
                    updated: e.updated,
                    archived: e.archived,
                    hinted: e.saved.hinted.clone(),
                    table: e.table.clone(),
                    others: e.others.clone(),
                    rated: e.saved.rated,
                })
                .collect(),
            rated: ratings.games().to_vec(),
        };
        blockness_web_common::json::to_string(&stored)
    }
}

mod state;
pub use state::{game_state, GameState};

#[cfg(test)]
mod tests;
