//! The checks of one entry as the next of a table's log, and its application.

use super::{holds_person_seat, Seat, Stage, StandIn, Table};
use crate::chain;
use crate::invite::ticket_verifies;
use crate::log::Entry;
use crate::rules::Turn;
use crate::{names, LiveError, PublicKey, TableId};

impl Table {
    /// The key entry `entry` must be signed with, if the entry may stand next in the log:
    /// every check but the signature, a draw's parts and the rules' verdict on a move.
    /// `None` for a Loch Ness draw, which needs no signature.
    pub(super) fn expected_signer(&self, entry: &Entry) -> Result<Option<PublicKey>, LiveError> {
        self.luck.check(self.rules.as_ref(), entry)?;
        let signer = match entry {
            Entry::Claim {
                seat, key, name, ..
            } => {
                if self.stage() != Stage::Seating {
                    return Err(LiveError::TableFull);
                }
                let key = PublicKey::parse(key)?;
                let seat = *seat as usize;
                if self.seats.get(seat) != Some(&Seat::Open) {
                    return Err(LiveError::SeatTaken { seat });
                }
                if holds_person_seat(&self.seats, key) {
                    return Err(LiveError::AlreadySeated);
                }
                names::check(name)?;
                self.host
            }
            Entry::Move { ply, .. } => {
                if self.stage() != Stage::Playing {
                    return Err(LiveError::NotPlaying);
                }
                let (ply, expected) = (*ply as usize, self.rules.plies());
                if ply != expected {
                    return Err(LiveError::OutOfOrder { ply, expected });
                }
                let seat = self.rules.to_act().ok_or(LiveError::NotPlaying)?;
                self.signer_of(seat).ok_or(LiveError::NotPlaying)?
            }
            Entry::Resign { seat, .. } => {
                if self.stage() != Stage::Playing {
                    return Err(LiveError::NotPlaying);
                }
                self.seats
                    .get(*seat as usize)
                    .and_then(Seat::key)
                    .ok_or(LiveError::SeatTaken {
                        seat: *seat as usize,
                    })?
            }
            Entry::HandOver { seat, by, .. } => {
                self.hand_over_signer(*seat as usize, *by as usize)?
            }
            Entry::TakeBack { seat, .. } => self.take_back_signer(*seat as usize)?,
            Entry::Rematch { table, key, .. } => {
                if self.stage() != Stage::Over || self.rematch.is_some() {
                    return Err(LiveError::NotOver);
                }
                if table.parse::<TableId>()? != self.rematch_settings().table_id() {
                    return Err(LiveError::WrongTable);
                }
                let key = PublicKey::parse(key)?;
                if !self.seats.iter().any(|s| s.key() == Some(key)) {
                    return Err(LiveError::NotSeated);
                }
                key
            }
            // Commitments come once every seat is taken, so no seating ever competes with
            // one for a place.
            Entry::Commit { seat, .. } => {
                if self.stage() != Stage::Playing {
                    return Err(LiveError::NotPlaying);
                }
                let seat = *seat as usize;
                self.signer_of(seat).ok_or(LiveError::SeatTaken { seat })?
            }
            Entry::Draw { .. } => {
                if self.stage() != Stage::Playing || !self.wants_draw() {
                    return Err(LiveError::Chance {
                        reason: "the game does not wait for a draw".into(),
                    });
                }
                return Ok(None);
            }
            Entry::Forfeit { .. } => {
                return Err(LiveError::BadProof {
                    reason: "a proof is checked by the signatures it holds",
                })
            }
        };
        Ok(Some(signer))
    }

    /// Checks `entry`'s signature as entry `index`, after the chain of our entries before
    /// it, by `signer`; and for a claim, the invite's ticket. A draw (no signer) is checked
    /// against the seats' chains as it is applied.
    pub(super) fn signatures_verify(
        &self,
        index: usize,
        entry: &Entry,
        signer: Option<&PublicKey>,
    ) -> Result<(), LiveError> {
        let Some(signer) = signer else {
            return Ok(());
        };
        let chain = &self.chain[index.min(self.chain.len() - 1)];
        if !signer.verifies(self.id, index, chain, &entry.signed_content(), entry.sig()) {
            return Err(LiveError::BadSignature { index });
        }
        if let Entry::Claim {
            key, name, ticket, ..
        } = entry
        {
            let key = PublicKey::parse(key)?;
            let gate = self.gate.as_ref().ok_or(LiveError::NoTicket)?;
            if !ticket_verifies(gate, self.id, key, name, ticket) {
                return Err(LiveError::NoTicket);
            }
        }
        Ok(())
    }

    /// Applies entry number `index`; `check_signature` is false only for entries already
    /// checked in another copy of this log (a draw's parts are checked every time: they
    /// are what the draw is made of).
    pub(super) fn apply(
        &mut self,
        index: usize,
        entry: Entry,
        check_signature: bool,
    ) -> Result<(), LiveError> {
        if index != self.log.entries.len() {
            return Err(LiveError::OutOfOrder {
                ply: index,
                expected: self.log.entries.len(),
            });
        }
        if self.forfeit.is_some() {
            return Err(LiveError::NotPlaying);
        }
        if let Entry::Forfeit { entries } = &entry {
            let key = self.proof_signer(index, entries)?;
            // What the game waited for at the proof's place, before the proof ends it.
            let turn = self.turn_now();
            self.forfeit = Some(self.forfeit_of(index, key, entries.clone()));
            self.push(index, entry, None, turn);
            return Ok(());
        }
        let signer = self.expected_signer(&entry)?;
        if check_signature {
            self.signatures_verify(index, &entry, signer.as_ref())?;
        }
        let turn = self.turn_now();
        match &entry {
            Entry::Move { mv, .. } => self.rules.play(mv)?,
            _ => self
                .luck
                .apply(self.rules.as_mut(), turn, index, &entry, signer)?,
        }
        match &entry {
            Entry::Claim {
                seat, key, name, ..
            } => {
                self.seats[*seat as usize] = Seat::Player {
                    key: PublicKey::parse(key)?,
                    name: name.clone(),
                };
            }
            Entry::Resign { seat, .. } => self.resigned = Some(*seat as usize),
            Entry::HandOver {
                seat, level, by, ..
            } => {
                if let Some(key) = signer {
                    self.stand_ins[*seat as usize] = Some(StandIn {
                        level: *level,
                        by: *by as usize,
                        key,
                    });
                    self.hand_overs[*seat as usize] += 1;
                }
            }
            Entry::TakeBack { seat, .. } => self.stand_ins[*seat as usize] = None,
            Entry::Rematch { table, .. } => self.rematch = table.parse().ok(),
            Entry::Move { .. }
            | Entry::Forfeit { .. }
            | Entry::Commit { .. }
            | Entry::Draw { .. } => {}
        }
        self.push(index, entry, signer, turn);
        Ok(())
    }

    /// Appends entry `index`, applied, with its signer and what the game waited for before
    /// it, to the log, its chain and its bytes (the entry goes before the closing `]}` of
    /// the entries).
    fn push(&mut self, index: usize, entry: Entry, signer: Option<PublicKey>, turn: Turn) {
        let json = crate::log::to_json(&entry);
        let next = chain::next_of_json(&self.chain[index], &json);
        let end = self.wire.len() - 2;
        self.wire.truncate(end);
        if !self.log.entries.is_empty() {
            self.wire.push(b',');
        }
        self.wire.extend_from_slice(&json);
        self.wire.extend_from_slice(b"]}");
        self.chain.push(next);
        self.signers.push(signer);
        self.turns.push(turn);
        self.log.entries.push(entry);
    }
}
