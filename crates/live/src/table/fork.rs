//! Which log a client keeps when another arrives.
//!
//! The rule never looks at lengths: a longer log wins nothing by being longer. Two logs
//! that part ways can only do so where two *validly signed* entries compete for one place,
//! which takes a key that holds a seat (or the host's). The branch that ranks first keeps
//! the place on every client:
//!
//! 1. a branch on which another key has built (an entry after the competing one, signed by
//!    another key than its signer) before one on which none has: so a key that signs two
//!    entries for one place (a host two seatings, a player two moves for one ply) cannot
//!    take back what the other players have played since;
//! 2. then a move, a seating, a commitment or a draw, before a hand-over to a computer, before a take-back,
//!    before a resignation, before a rematch call: so a player who comes back and moves
//!    keeps the seat from a hand-over signed at the same moment, and a resignation or a
//!    take-back made as a move was played loses its place (the device signs it again
//!    after the move);
//! 3. then the lower seat of the signer (of the seat taken back): two hand-overs, two
//!    resignations, or two rematch calls, at once;
//! 4. only then the entry's text, which can only decide between two entries of one signer.
//!
//! No key or content an outsider can make changes a rank.

#[cfg(feature = "lochness")]
use super::LochPlay;
use super::{Seat, Table};
use crate::log::{Entry, Log};
use crate::{LiveError, PublicKey};

/// What became of a log received from the broker (see [`Table::adopt`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Adoption {
    /// The same log as ours: nothing to do.
    Same,
    /// It extends ours: the entries from `from` on are new and every one was checked.
    Extended {
        /// The first new entry's index.
        from: usize,
    },
    /// It differs from ours at entry `at`, where its entry outranks ours: the table from
    /// `at` on is now the received one.
    Replaced {
        /// The first entry that differs.
        at: usize,
    },
    /// Ours is the better one (the sender is behind, or its entry ranks after ours): ours
    /// is worth sending again.
    Behind,
    /// Not a log of this table, or its first entry past the shared part does not check out.
    Refused(LiveError),
}

impl Table {
    /// Takes in a log received for this table (see [`Adoption`] and the module's rule).
    /// Entries it shares with ours are not checked again; of the rest, the valid ones
    /// before the first invalid one count, so a cut or spoiled copy of a real log still
    /// brings its good part.
    pub fn adopt(&mut self, received: Log) -> Adoption {
        self.adopt_counting(received).0
    }

    /// [`Table::adopt`], with the number of entries whose signatures were checked: the
    /// work a received log cost. A log that parts ways with ours costs one check at most
    /// unless its entry is validly signed and outranks ours.
    pub fn adopt_counting(&mut self, received: Log) -> (Adoption, usize) {
        if received.settings != self.log.settings {
            return (Adoption::Refused(LiveError::WrongTable), 0);
        }
        let ours = &self.log.entries;
        let shared = ours
            .iter()
            .zip(&received.entries)
            .take_while(|(a, b)| a == b)
            .count();
        if shared == received.entries.len() {
            let adoption = if shared == ours.len() {
                Adoption::Same
            } else {
                Adoption::Behind
            };
            return (adoption, 0);
        }
        // The first entry past the shared part: its signature first, against the key its
        // place calls for, before anything is rebuilt.
        let first = &received.entries[shared];
        let signer = match self.signer_at(shared, first) {
            Ok(signer) => signer,
            Err(e) => return (Adoption::Refused(e), 0),
        };
        if let Err(e) = self.signatures_verify(shared, first, signer.as_ref()) {
            return (Adoption::Refused(e), 1);
        }
        // A rival for one of our entries: the branches are compared whole (see the module),
        // which only a key holder's validly signed entry ever costs.
        let rival = shared < ours.len();
        if rival && self.rank(first, signer) > self.rank(&ours[shared], self.signers[shared]) {
            // Ranked after ours whatever follows it, unless ours stands alone and theirs
            // has been built on: then the whole branch is needed.
            if self.built_on(shared) {
                return (Adoption::Behind, 1);
            }
        }
        let mut candidate = if rival {
            match self.truncated(shared) {
                Ok(t) => t,
                Err(e) => return (Adoption::Refused(e), 1),
            }
        } else {
            self.clone()
        };
        let mut checked = 1;
        let mut first_error = None;
        for (index, entry) in received.entries.into_iter().enumerate().skip(shared) {
            // The first was checked above (a draw's parts are checked as it is applied).
            let check = index != shared;
            checked += check as usize;
            if let Err(e) = candidate.apply(index, entry, check) {
                first_error = Some(e);
                break;
            }
        }
        if candidate.log.entries.len() == shared {
            // The entry was signed by the right key but the rules refuse it.
            let why = first_error.unwrap_or(LiveError::NotPlaying);
            return (Adoption::Refused(why), checked);
        }
        if rival {
            let mine = &self.log.entries[shared];
            let theirs = (
                !candidate.built_on(shared),
                self.rank(&candidate.log.entries[shared], signer),
                json(&candidate.log.entries[shared]),
            );
            let kept = (
                !self.built_on(shared),
                self.rank(mine, self.signers[shared]),
                json(mine),
            );
            if theirs >= kept {
                return (Adoption::Behind, checked);
            }
        }
        let adoption = if shared == self.log.entries.len() {
            Adoption::Extended { from: shared }
        } else {
            Adoption::Replaced { at: shared }
        };
        *self = candidate;
        (adoption, checked)
    }

    /// This table with only its first `len` entries (already checked, so only replayed).
    fn truncated(&self, len: usize) -> Result<Table, LiveError> {
        let mut table = Table::empty(self.id, &self.log.settings)?;
        for (index, entry) in self.log.entries[..len].iter().enumerate() {
            table.apply(index, entry.clone(), false)?;
        }
        Ok(table)
    }

    /// The key that must sign `entry` at `index`, after our first `index` entries (none for
    /// a Loch Ness draw): the checks that need no rebuilding of the table (the rest come
    /// when it is applied).
    fn signer_at(&self, index: usize, entry: &Entry) -> Result<Option<PublicKey>, LiveError> {
        if index == self.log.entries.len() {
            return self.expected_signer(entry);
        }
        #[cfg(feature = "lochness")]
        if let Some(loch) = self.lochness() {
            return self.loch_signer_at(loch, index, entry);
        }
        self.block_ness_signer_at(index, entry).map(Some)
    }

    /// [`Table::signer_at`] at a Loch Ness table, from what the game waited for before
    /// entry `index`.
    #[cfg(feature = "lochness")]
    fn loch_signer_at(
        &self,
        loch: &LochPlay,
        index: usize,
        entry: &Entry,
    ) -> Result<Option<PublicKey>, LiveError> {
        let turn = loch.turn_before(index).ok_or(LiveError::NotPlaying)?;
        let seat_signer = |seat: usize| {
            self.signers_before(index)
                .get(seat)
                .copied()
                .flatten()
                .ok_or(LiveError::NotSeated)
        };
        match entry {
            Entry::Move { ply, .. } => {
                if *ply as usize != turn.actions {
                    return Err(LiveError::OutOfOrder {
                        ply: *ply as usize,
                        expected: turn.actions,
                    });
                }
                seat_signer(turn.to_act.ok_or(LiveError::NotPlaying)?).map(Some)
            }
            Entry::Commit { seat, .. } => seat_signer(*seat as usize).map(Some),
            // Only one draw can stand at a place (every part is fixed by its chain), so a
            // rival of ours is forged; and none stands where the game waited for none.
            Entry::Draw { .. } => {
                if !turn.draw || matches!(self.log.entries[index], Entry::Draw { .. }) {
                    return Err(LiveError::Chance {
                        reason: "no other draw can stand at this place".into(),
                    });
                }
                Ok(None)
            }
            _ => self.block_ness_signer_at(index, entry).map(Some),
        }
    }

    /// [`Table::signer_at`] for the entries every table has.
    fn block_ness_signer_at(&self, index: usize, entry: &Entry) -> Result<PublicKey, LiveError> {
        let not_seated = || LiveError::NotSeated;
        match entry {
            Entry::Claim { .. } => Ok(self.host),
            #[cfg(feature = "lochness")]
            Entry::Commit { .. } | Entry::Draw { .. } => Err(LiveError::IllegalMove {
                reason: "a Block Ness table has no commitments or draws".into(),
            }),
            Entry::Move { ply, .. } => {
                let before = self.log.entries[..index]
                    .iter()
                    .filter(|e| matches!(e, Entry::Move { .. }))
                    .count();
                if *ply as usize != before {
                    return Err(LiveError::OutOfOrder {
                        ply: *ply as usize,
                        expected: before,
                    });
                }
                let game = self.game().ok_or(LiveError::NotPlaying)?;
                let position = game.position_at(before).ok_or(LiveError::NotPlaying)?;
                let colour_seat = position.to_move().ok_or(LiveError::NotPlaying)?;
                self.signers_before(index)
                    .get(position.person_of(colour_seat))
                    .copied()
                    .flatten()
                    .ok_or(LiveError::NotPlaying)
            }
            Entry::HandOver { seat, by, .. } => match self.seats.get(*by as usize) {
                Some(Seat::Player { key, .. }) => Ok(*key),
                _ => Err(LiveError::CannotHandOver {
                    seat: *seat as usize,
                    reason: "only a seated person can hand a seat over",
                }),
            },
            Entry::TakeBack { seat, .. } => self
                .seats
                .get(*seat as usize)
                .and_then(Seat::key)
                .ok_or_else(not_seated),
            Entry::Resign { seat, .. } => self
                .seats
                .get(*seat as usize)
                .and_then(Seat::key)
                .ok_or_else(not_seated),
            Entry::Rematch { key, .. } => {
                let key = PublicKey::parse(key)?;
                self.seats
                    .iter()
                    .any(|s| s.key() == Some(key))
                    .then_some(key)
                    .ok_or_else(not_seated)
            }
        }
    }

    /// Whether another key than the signer of entry `index` signed an entry after it.
    fn built_on(&self, index: usize) -> bool {
        let Some(signer) = self.signers.get(index) else {
            return false;
        };
        self.signers[index + 1..].iter().any(|k| k != signer)
    }

    /// The rank of a validly signed entry: lower keeps the place (see the module).
    fn rank(&self, entry: &Entry, signer: Option<PublicKey>) -> (u8, usize) {
        let lowest_seat = || {
            self.seats
                .iter()
                .position(|s| signer.is_some() && s.key() == signer)
                .unwrap_or(usize::MAX)
        };
        match entry {
            Entry::Claim { .. } | Entry::Move { .. } => (0, 0),
            #[cfg(feature = "lochness")]
            Entry::Commit { .. } | Entry::Draw { .. } => (0, 0),
            Entry::HandOver { by, .. } => (1, *by as usize),
            Entry::TakeBack { seat, .. } => (2, *seat as usize),
            Entry::Resign { seat, .. } => (3, *seat as usize),
            Entry::Rematch { .. } => (4, lowest_seat()),
        }
    }
}

/// An entry's JSON, the last tie-break (between two entries of one signer).
fn json(entry: &Entry) -> Vec<u8> {
    crate::log::to_json(entry)
}
