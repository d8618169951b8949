//! The page at load: the game from the address, else the saved one, else a fresh board.

use std::sync::Arc;

use blockness_core::{decode_link, encode_link, Edition};

use super::{NoticeKind, PageState};
use crate::i18n::Message;
use crate::persist::{decode_saved, Restored, SET_ASIDE_KEY};
use crate::seat::split_address;

/// What the page should do with storage once it has read it at start.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BootEffects {
    /// Move the unreadable saved text to [`SET_ASIDE_KEY`].
    pub set_aside_saved: bool,
}

impl PageState {
    /// The state at page load, from the address's link text (`hash`, without `#`) and the
    /// saved text in storage. A good link wins; a bad link shows a message and a new game
    /// without touching the saved one; unreadable saved data is reported and set aside.
    pub fn boot(
        edition: Arc<Edition>,
        hash: &str,
        saved: Option<&str>,
    ) -> (PageState, BootEffects) {
        let mut state = PageState::fresh(Arc::clone(&edition));
        let mut effects = BootEffects::default();
        let restored = match saved.map(|text| decode_saved(text, Arc::clone(&edition))) {
            None => None,
            Some(Ok(r)) => Some(r),
            Some(Err(e)) => {
                effects.set_aside_saved = true;
                state.notify(
                    NoticeKind::Error,
                    Message::SavedGameSetAside {
                        error: e,
                        key: SET_ASIDE_KEY,
                    },
                );
                None
            }
        };
        let hash = hash.trim_start_matches('#');
        let (link, seat_code) = split_address(hash);
        if !hash.is_empty() {
            state.dialog_open = false;
            match decode_link(link, Arc::clone(&edition)) {
                Ok(game) => {
                    let seats = state.seats_from_code(seat_code, game.rules().players());
                    match restored {
                        // The page was reloaded: storage has the same game and its undone moves.
                        Some(r) if encode_link(&r.game) == link && r.seats == seats => {
                            state.load(r)
                        }
                        _ => state.load(Restored {
                            game,
                            redo: Vec::new(),
                            seats,
                        }),
                    }
                }
                Err(e) => {
                    state.persist = false;
                    state.notify(
                        NoticeKind::Error,
                        Message::LinkRefusedAtLoad {
                            error: e,
                            kept: restored.is_some(),
                        },
                    );
                    state.kept = restored;
                    state.offer_salvage(link, seat_code);
                }
            }
        } else if let Some(r) = restored {
            state.dialog_open = false;
            state.load(r);
        }
        state.sync_bots();
        (state, effects)
    }
}
