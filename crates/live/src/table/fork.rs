//! Which log a client keeps when another arrives.
//!
//! The rule never looks at lengths: a longer log wins nothing by being longer. Two logs
//! that part ways do so where two entries compete for one place, and each is checked
//! there before anything is rebuilt: a signed entry by the key its place calls for, a draw
//! by its seats' chains, a proof by its two signatures.
//!
//! - **One key, two entries.** When both are signed by the same key, that key has cheated:
//!   the client replaces both by the proof of it ([`Entry::Forfeit`]), which ends the game
//!   there with the key's seats last, and publishes it. Nothing ever decides between two
//!   entries of one signer, so nothing a signer can vary (the text of an entry, its
//!   signature) decides anything.
//! - **Two keys (or a draw) for one place.** The branch that ranks first keeps the place on
//!   every client, whichever it saw first:
//!   1. a proof, before anything else (two proofs: the lower seat of the key caught, then the
//!      proof's text, which decides nothing: both end the game at that place with the same
//!      seats last);
//!   2. a branch that luck has sealed: one that holds, after the entry at the place, a draw
//!      with a part from a chain set by another key than that entry's signer. So an entry
//!      published after a draw it could have undone (a withheld draw published once the
//!      seat was handed over and the table drew again, a hand-over signed after an
//!      unwelcome draw) never takes back the draws made since;
//!   3. then the kind of the entry: a seating, a move, a commitment or a draw, before a
//!      hand-over to a computer, before a take-back, before a resignation, before a rematch
//!      call. So a player who comes back and moves keeps the seat from a hand-over signed at
//!      the same moment, and a draw stands against a hand-over signed as it was made;
//!   4. then the seat of the signer (the lowest of the seats whose moves its key signs).
//!
//!   A resignation or a take-back that loses its place is signed again after the entry
//!   that took it (see [`crate::TableClient`]).
//!
//! No key or content an outsider can make changes a rank.

use super::{proof, Seat, Table};
use crate::log::{to_json, Entry, Log};
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
    /// It differs from ours at entry `at` by an entry signed by the key that signed ours:
    /// both are replaced by the proof of it, which ends the game there. Ours is now a log
    /// no other client has yet: publish it.
    Convicted {
        /// The place both entries claimed.
        at: usize,
    },
    /// Ours is the better one (the sender is behind, or its entry ranks after ours): ours
    /// is worth sending again.
    Behind,
    /// Not a log of this table, or its first entry past the shared part does not check out.
    Refused(LiveError),
}

/// How an entry at a place ranks against a rival: lower keeps the place (see the module).
/// The last part, a proof's text, only ever tells apart two proofs of one outcome.
type Standing = (bool, bool, u8, usize, Vec<u8>);

impl Table {
    /// Takes in a log received for this table (see [`Adoption`] and the module's rule).
    /// Entries it shares with ours are not checked again; of the rest, the valid ones
    /// before the first invalid one count, so a cut or spoiled copy of a real log still
    /// brings its good part.
    pub fn adopt(&mut self, received: Log) -> Adoption {
        self.adopt_counting(received).0
    }

    /// [`Table::adopt`], with the number of signatures it checked: the work a received log
    /// cost. A log that parts ways with ours costs one check (two for a proof) unless its
    /// entry outranks ours, and none of its entries is replayed before that is known.
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
        // The first entry past the shared part, against its place, before anything else.
        let first = &received.entries[shared];
        let (signer, checked) = match self.first_check(shared, first) {
            Ok(checked) => checked,
            Err((e, checked)) => return (Adoption::Refused(e), checked),
        };
        let rival = shared < ours.len();
        if rival {
            let mine = self.signers[shared];
            let both_signed = !first.proves_itself() && !ours[shared].proves_itself();
            if both_signed && mine == signer {
                return self.convict(shared, first.clone(), checked);
            }
            let kept = self.standing(shared);
            // The best their branch can do: sealed if it holds any draw after the place.
            let may_seal = received.entries[shared + 1..].iter().any(is_draw);
            if self.standing_of(first, signer, !may_seal) >= kept {
                return (Adoption::Behind, checked);
            }
            if let Entry::Draw { number, parts } = first {
                if let Err(e) = self.luck.draw_fits_at(shared, *number, parts) {
                    return (Adoption::Refused(e), checked);
                }
            }
        }
        let new = received.entries.into_iter().skip(shared);
        if !rival {
            // The first was checked above (a draw's parts are checked as it is applied).
            let (adoption, more) = self.append(new, false);
            return (adoption, checked + more);
        }
        let mut candidate = match self.truncated(shared) {
            Ok(t) => t,
            Err(e) => return (Adoption::Refused(e), checked),
        };
        match candidate.append(new, false) {
            (Adoption::Refused(why), more) => (Adoption::Refused(why), checked + more),
            (_, more) if candidate.standing(shared) >= self.standing(shared) => {
                (Adoption::Behind, checked + more)
            }
            (_, more) => {
                *self = candidate;
                (Adoption::Replaced { at: shared }, checked + more)
            }
        }
    }

    /// Takes in a received log by its bytes, when they tell what it is without reading the
    /// whole: our own log (the same), or ours with entries appended, of which only the new
    /// entries are read (in their one form) and checked. So a message costs work in
    /// proportion to its new entries. `None` for anything else, which
    /// [`Table::adopt_counting`] reads whole.
    pub fn adopt_appended(&mut self, payload: &[u8]) -> Option<(Adoption, usize)> {
        if payload == self.wire.as_slice() {
            return Some((Adoption::Same, 0));
        }
        let tail = appended(&self.wire, payload)?;
        let mut text = Vec::with_capacity(tail.len() + 2);
        text.push(b'[');
        text.extend_from_slice(tail);
        text.push(b']');
        let entries: Vec<Entry> = serde_json::from_slice(&text).ok()?;
        if to_json(&entries) != text {
            return None;
        }
        Some(self.append(entries.into_iter(), true))
    }

    /// Applies `entries` after ours, checking each (the first one's signature only when
    /// `check_first`: the caller may have checked it), until the first that does not check
    /// out: the valid ones before it count. Each entry is applied in place, or not at all.
    fn append(
        &mut self,
        entries: impl Iterator<Item = Entry>,
        check_first: bool,
    ) -> (Adoption, usize) {
        let from = self.log.entries.len();
        let mut checked = 0;
        let mut first_error = None;
        for (n, entry) in entries.enumerate() {
            let check = check_first || n > 0;
            if check {
                checked += signatures_of(&entry);
            }
            if let Err(e) = self.apply(from + n, entry, check) {
                first_error = Some(e);
                break;
            }
        }
        if self.log.entries.len() == from {
            // The entry was signed by the right key but the rules refuse it.
            let why = first_error.unwrap_or(LiveError::NotPlaying);
            return (Adoption::Refused(why), checked);
        }
        (Adoption::Extended { from }, checked)
    }

    /// Checks `entry` as entry `index` against the key, the chains or the signatures its
    /// place calls for; returns its signer (for a proof, the key it convicts; none for a
    /// draw) and the signatures checked.
    fn first_check(
        &self,
        index: usize,
        entry: &Entry,
    ) -> Result<(Option<PublicKey>, usize), (LiveError, usize)> {
        if let Entry::Forfeit { entries } = entry {
            return match self.proof_signer(index, entries) {
                Ok(key) => Ok((Some(key), 2)),
                Err(e) => Err((e, 2)),
            };
        }
        let signer = self.signer_at(index, entry).map_err(|e| (e, 0))?;
        self.signatures_verify(index, entry, signer.as_ref())
            .map_err(|e| (e, 1))?;
        Ok((signer, usize::from(signer.is_some())))
    }

    /// Our entry at `at` and `theirs` were signed by one key for one place: both give way
    /// to the proof of it, which ends the game there.
    fn convict(&mut self, at: usize, theirs: Entry, checked: usize) -> (Adoption, usize) {
        let proof = proof::proof_of(self.log.entries[at].clone(), theirs);
        let convicted = self
            .truncated(at)
            .and_then(|mut t| t.apply(at, proof, true).map(|()| t));
        match convicted {
            Ok(table) => {
                *self = table;
                (Adoption::Convicted { at }, checked + 2)
            }
            Err(e) => (Adoption::Refused(e), checked + 2),
        }
    }

    /// How our entry at `index` stands against a rival.
    fn standing(&self, index: usize) -> Standing {
        let entry = &self.log.entries[index];
        let signer = match entry {
            Entry::Forfeit { .. } => self.forfeit.as_ref().map(|f| f.key),
            _ => self.signers[index],
        };
        let unsealed = !self.sealed_after(index, signer);
        self.standing_of(entry, signer, unsealed)
    }

    /// How `entry`, signed by `signer` (for a proof: the key it convicts), stands at a
    /// place, sealed or not after it.
    fn standing_of(&self, entry: &Entry, signer: Option<PublicKey>, unsealed: bool) -> Standing {
        let seat = |key: Option<PublicKey>| key.map_or(0, |k| self.lowest_seat_of(k));
        match entry {
            Entry::Forfeit { .. } => (false, false, 0, seat(signer), to_json(entry)),
            Entry::Claim { .. }
            | Entry::Move { .. }
            | Entry::Commit { .. }
            | Entry::Draw { .. } => (true, unsealed, 1, seat(signer), vec![]),
            Entry::HandOver { .. } => (true, unsealed, 2, seat(signer), vec![]),
            Entry::TakeBack { .. } => (true, unsealed, 3, seat(signer), vec![]),
            Entry::Resign { .. } => (true, unsealed, 4, seat(signer), vec![]),
            Entry::Rematch { .. } => (true, unsealed, 5, seat(signer), vec![]),
        }
    }

    /// Whether luck has sealed the entry at `index`, signed by `signer`: a draw after it
    /// holds a part from a chain that another key set (see the module).
    fn sealed_after(&self, index: usize, signer: Option<PublicKey>) -> bool {
        self.luck.sealed_after(index, signer)
    }

    /// The lowest seat whose moves `key` signs for its own (a person's seat, the host's
    /// computer seats), or past every seat for a key that holds none.
    fn lowest_seat_of(&self, key: PublicKey) -> usize {
        self.seats
            .iter()
            .position(|s| s.key() == Some(key))
            .unwrap_or(usize::MAX)
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
    /// a draw): the checks that need no rebuilding of the table, from what the game waited
    /// for there (the rest come when it is applied).
    pub(super) fn signer_at(
        &self,
        index: usize,
        entry: &Entry,
    ) -> Result<Option<PublicKey>, LiveError> {
        if index == self.log.entries.len() {
            return self.expected_signer(entry);
        }
        let turn = self.turn_before(index).ok_or(LiveError::NotPlaying)?;
        let seat_signer = |seat: usize| {
            self.signers_before(index)
                .get(seat)
                .copied()
                .flatten()
                .ok_or(LiveError::NotSeated)
        };
        let not_seated = || LiveError::NotSeated;
        match entry {
            Entry::Claim { .. } => Ok(Some(self.host)),
            Entry::Move { ply, .. } => {
                if *ply as usize != turn.plies {
                    return Err(LiveError::OutOfOrder {
                        ply: *ply as usize,
                        expected: turn.plies,
                    });
                }
                seat_signer(turn.to_act.ok_or(LiveError::NotPlaying)?).map(Some)
            }
            Entry::Commit { seat, .. } if self.rules.has_luck() => {
                seat_signer(*seat as usize).map(Some)
            }
            Entry::Commit { .. } => Err(LiveError::Chance {
                reason: "the game has no luck to commit to".into(),
            }),
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
            Entry::Forfeit { .. } => Err(LiveError::BadProof {
                reason: "a proof holds signed entries only",
            }),
            Entry::HandOver { seat, by, .. } => match self.seats.get(*by as usize) {
                Some(Seat::Player { key, .. }) => Ok(Some(*key)),
                _ => Err(LiveError::CannotHandOver {
                    seat: *seat as usize,
                    reason: "only a seated person can hand a seat over",
                }),
            },
            Entry::TakeBack { seat, .. } | Entry::Resign { seat, .. } => self
                .seats
                .get(*seat as usize)
                .and_then(Seat::key)
                .map(Some)
                .ok_or_else(not_seated),
            Entry::Rematch { key, .. } => {
                let key = PublicKey::parse(key)?;
                self.seats
                    .iter()
                    .any(|s| s.key() == Some(key))
                    .then_some(Some(key))
                    .ok_or_else(not_seated)
            }
        }
    }
}

/// The new entries' text when `received` is `ours` with entries appended: the same bytes up
/// to the closing `]}` of our entries, then a comma (unless we had none), the new entries,
/// and `]}`.
fn appended<'a>(ours: &[u8], received: &'a [u8]) -> Option<&'a [u8]> {
    let open = ours.len().checked_sub(2)?;
    if !ours.ends_with(b"]}") || !received.ends_with(b"]}") || received.len() <= ours.len() {
        return None;
    }
    if received[..open] != ours[..open] {
        return None;
    }
    let tail = &received[open..received.len() - 2];
    if ours[..open].ends_with(b"[") {
        Some(tail)
    } else {
        tail.strip_prefix(b",")
    }
}

/// The signatures checking `entry` costs.
fn signatures_of(entry: &Entry) -> usize {
    match entry {
        Entry::Forfeit { .. } => 2,
        _ if entry.proves_itself() => 0,
        _ => 1,
    }
}

/// Whether an entry is a draw.
fn is_draw(entry: &Entry) -> bool {
    matches!(entry, Entry::Draw { .. })
}
