//! The page at load: the library from storage (or, the first time, the one game the page
//! used to save), then the game in the address, else the game last on the board, else a
//! fresh board.

use std::sync::Arc;

use blockness_core::Edition;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{NoticeKind, PageState};
use crate::library::{decode_library, LIBRARY_SET_ASIDE_KEY};
use crate::persist::{decode_saved, SET_ASIDE_KEY};
use crate::ratings::{decode_ratings, RATINGS_SET_ASIDE_KEY};
use crate::words::PageMessage;

/// What storage held at load, and what the page needs from the browser to run.
#[derive(Clone, Copy, Debug)]
pub struct Stored<'a> {
    /// The library's text.
    pub library: Option<&'a str>,
    /// The one saved game of earlier versions of the page, read when there is no library.
    pub legacy: Option<&'a str>,
    /// The rated results' text.
    pub ratings: Option<&'a str>,
    /// Seeds the ids of new games (from the browser's random source).
    pub seed: u64,
    /// The time now in milliseconds since 1970, for the date of each game's last move.
    pub clock: fn() -> f64,
}

impl<'a> Stored<'a> {
    /// Empty storage, with a fixed seed and a stopped clock (for tests).
    pub fn nothing() -> Stored<'static> {
        Stored {
            library: None,
            legacy: None,
            ratings: None,
            seed: 0,
            clock: super::no_clock,
        }
    }

    /// Storage holding this library text.
    pub fn library(text: &'a str) -> Stored<'a> {
        Stored {
            library: Some(text),
            ..Stored::nothing()
        }
    }

    /// Storage holding only an earlier version's saved game.
    pub fn legacy(text: &'a str) -> Stored<'a> {
        Stored {
            legacy: Some(text),
            ..Stored::nothing()
        }
    }
}

/// What the page should do with storage once it has read it at start.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BootEffects {
    /// Move the unreadable saved game of an earlier version to [`SET_ASIDE_KEY`].
    pub set_aside_saved: bool,
    /// Move the unreadable library to [`LIBRARY_SET_ASIDE_KEY`].
    pub set_aside_library: bool,
    /// Move the unreadable rated results to [`RATINGS_SET_ASIDE_KEY`].
    pub set_aside_ratings: bool,
}

impl PageState {
    /// The state at page load, from the address's text after `#` (`hash`) and storage.
    /// A good link is received into the library and shown; a bad link shows a message and
    /// a stand-in board, the game last played kept aside; unreadable stored data is
    /// reported and set aside, never dropped.
    pub fn boot(edition: Arc<Edition>, hash: &str, stored: Stored) -> (PageState, BootEffects) {
        let mut state = PageState::fresh(Arc::clone(&edition));
        state.ids = ChaCha8Rng::seed_from_u64(stored.seed);
        state.clock = stored.clock;
        state.current = state.new_id();
        let mut effects = BootEffects::default();
        match stored.library.map(decode_library) {
            Some(Ok(library)) => state.library = library,
            Some(Err(error)) => {
                effects.set_aside_library = true;
                state.notify(
                    NoticeKind::Error,
                    PageMessage::LibrarySetAside {
                        error,
                        key: LIBRARY_SET_ASIDE_KEY,
                    },
                );
            }
            // First load of this version: the one saved game becomes the library's first.
            None => match stored.legacy.map(decode_saved) {
                None => {}
                Some(Ok(saved)) => state.load_new(saved),
                Some(Err(error)) => {
                    effects.set_aside_saved = true;
                    state.notify(
                        NoticeKind::Error,
                        PageMessage::SavedGameSetAside {
                            error,
                            key: SET_ASIDE_KEY,
                        },
                    );
                }
            },
        }
        // The rated results stand apart from the games: either can be unreadable alone.
        match stored.ratings.map(decode_ratings) {
            None => {}
            Some(Ok(ratings)) => state.ratings = ratings,
            Some(Err(error)) => {
                effects.set_aside_ratings = true;
                state.notify(
                    NoticeKind::Error,
                    PageMessage::RatingsSetAside {
                        error,
                        key: RATINGS_SET_ASIDE_KEY,
                    },
                );
            }
        }
        let last = state.library.current().map(|e| e.id.clone());
        let hash = hash.trim_start_matches('#');
        if !hash.is_empty() {
            state.dialog_open = false;
            if let Err(e) = state.receive_address(hash) {
                state.persist = false;
                state.notify(
                    NoticeKind::Error,
                    PageMessage::LinkRefusedAtLoad {
                        error: e,
                        kept: last.is_some(),
                    },
                );
                state.kept = last;
                state.offer_salvage(hash);
            }
        } else if let Some(id) = last {
            state.open_game(&id);
        }
        state.sync_bots();
        (state, effects)
    }
}
