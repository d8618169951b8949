//! The proof that one key signed two different entries for one place.
//!
//! An honest client signs one entry for a place: every signature covers the place and the
//! chain of entries before it, and the signing is deterministic, so signing the same entry
//! again gives the same bytes. Two different entries validly signed by one key for one
//! place are therefore a cheat, and any client that holds both can prove it to every other:
//! the proof ([`Entry::Forfeit`]) holds the two entries and stands at that place in place
//! of both. The game ends there, and the key's own seats rank last ([`Forfeit`]). So a
//! seat that signs a second move after seeing what followed the first (a Loch Ness roll, an
//! answer) gains nothing by it, and nothing decides between its two entries.

use super::{Seat, Table};
use crate::log::{to_json, Entry};
use crate::{LiveError, PublicKey};

/// A key caught signing two different entries for one place: the game ended there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forfeit {
    /// The place, as the index of the log's entry both entries claimed.
    pub at: usize,
    /// The key that signed both.
    pub key: PublicKey,
    /// The seats ranked last: the key's person's seat, and the computer seats of the
    /// settings when it is the host's key. Empty when the key holds none (a host that
    /// seats nobody but the invited).
    pub seats: Vec<usize>,
    /// The number of moves (at a Loch Ness table: actions) played before that place.
    pub ply: usize,
    /// The two entries, in the order of their JSON text.
    pub entries: Vec<Entry>,
}

/// The proof made of two entries signed for one place: the entries in the order of their
/// JSON text, so that every client that holds the same two makes the same proof.
pub(super) fn proof_of(a: Entry, b: Entry) -> Entry {
    let mut entries = vec![a, b];
    entries.sort_by_key(to_json);
    Entry::Forfeit { entries }
}

impl Table {
    /// Checks a proof standing as entry `index`, after our first `index` entries: two
    /// different entries in the order of their JSON text, neither a draw nor a proof, each
    /// signed for that place by the key its kind calls for there, and that key the same.
    /// Returns the key. Two signature checks; nothing is rebuilt.
    pub(super) fn proof_signer(
        &self,
        index: usize,
        entries: &[Entry],
    ) -> Result<PublicKey, LiveError> {
        let [a, b] = entries else {
            return Err(LiveError::BadProof {
                reason: "a proof holds exactly two entries",
            });
        };
        if to_json(a) >= to_json(b) {
            return Err(LiveError::BadProof {
                reason: "a proof holds two different entries in the order of their text",
            });
        }
        let mut keys = Vec::with_capacity(2);
        for entry in [a, b] {
            if entry.proves_itself() {
                return Err(LiveError::BadProof {
                    reason: "a proof holds signed entries only",
                });
            }
            let signer = self.signer_at(index, entry)?.ok_or(LiveError::BadProof {
                reason: "a proof holds signed entries only",
            })?;
            self.signatures_verify(index, entry, Some(&signer))?;
            keys.push(signer);
        }
        if keys[0] != keys[1] {
            return Err(LiveError::BadProof {
                reason: "the two entries of a proof are signed by different keys",
            });
        }
        Ok(keys[0])
    }

    /// What a proof of `key` at entry `index` ends the game with.
    pub(super) fn forfeit_of(&self, index: usize, key: PublicKey, entries: Vec<Entry>) -> Forfeit {
        let seats = self
            .seats
            .iter()
            .enumerate()
            .filter(|(_, seat)| match seat {
                Seat::Player { key: k, .. } | Seat::Bot { key: k, .. } => *k == key,
                Seat::Open => false,
            })
            .map(|(seat, _)| seat)
            .collect();
        Forfeit {
            at: index,
            key,
            seats,
            ply: self.plies_before(index),
            entries,
        }
    }

    /// The number of moves (Loch Ness: actions) played before entry `index`.
    pub(super) fn plies_before(&self, index: usize) -> usize {
        self.turn_before(index).map_or(0, |t| t.plies)
    }
}
