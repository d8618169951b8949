//! The checks of one entry as the next of a table's log, and its application.

use blockness_core::Notation;

use super::{holds_person_seat, Play, Seat, Stage, StandIn, Table};
use crate::chain;
use crate::invite::ticket_verifies;
use crate::log::Entry;
use crate::{names, LiveError, PublicKey, TableId};

impl Table {
    /// The key entry `entry` must be signed with, if the entry may stand next in the log:
    /// every check but the signature, a draw's parts and the rules' verdict on a move.
    /// `None` for a Loch Ness draw, which needs no signature.
    pub(super) fn expected_signer(&self, entry: &Entry) -> Result<Option<PublicKey>, LiveError> {
        #[cfg(feature = "lochness")]
        let loch = self.lochness();
        #[cfg(feature = "lochness")]
        if let Some(loch) = loch {
            loch.check_commitment(entry)?;
        }
        // Without Loch Ness no entry of Loch Ness's is ever read.
        #[cfg(feature = "lochness")]
        if !self.is_loch_ness() && !entry_fits_block_ness(entry) {
            return Err(LiveError::IllegalMove {
                reason: "a Block Ness table has no commitments, draws or chains".into(),
            });
        }
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
                let ply = *ply as usize;
                let seat = match &self.play {
                    Play::BlockNess(game) => {
                        if ply != game.moves().len() {
                            return Err(LiveError::OutOfOrder {
                                ply,
                                expected: game.moves().len(),
                            });
                        }
                        self.seat_to_move().ok_or(LiveError::NotPlaying)?
                    }
                    #[cfg(feature = "lochness")]
                    Play::LochNess(loch) => loch.mover(ply)?,
                };
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
            #[cfg(feature = "lochness")]
            Entry::Commit { seat, .. } => {
                if self.stage() != Stage::Playing {
                    return Err(LiveError::NotPlaying);
                }
                let seat = *seat as usize;
                self.signer_of(seat).ok_or(LiveError::SeatTaken { seat })?
            }
            #[cfg(feature = "lochness")]
            Entry::Draw { .. } => {
                if self.stage() != Stage::Playing || !loch.is_some_and(|l| l.wants_draw()) {
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
            self.forfeit = Some(self.forfeit_of(index, key, entries.clone()));
            #[cfg(feature = "lochness")]
            if let Play::LochNess(loch) = &mut self.play {
                loch.apply(index, &entry, None)?;
            }
            self.push(index, entry, None);
            return Ok(());
        }
        let signer = self.expected_signer(&entry)?;
        if check_signature {
            self.signatures_verify(index, &entry, signer.as_ref())?;
        }
        match &mut self.play {
            #[cfg(feature = "lochness")]
            Play::LochNess(loch) => loch.apply(index, &entry, signer)?,
            Play::BlockNess(game) => {
                if let Entry::Move { mv: text, .. } = &entry {
                    let illegal = |reason: String| LiveError::IllegalMove { reason };
                    let notation: Notation = text
                        .parse()
                        .map_err(|e: blockness_core::NotationError| illegal(e.to_string()))?;
                    let mv = notation
                        .to_move(game.rules(), game.position())
                        .map_err(|e| illegal(e.to_string()))?;
                    // One text for one move: the notation as every client writes it.
                    if Notation::of(game.rules(), game.position(), &mv).to_string() != *text {
                        return Err(LiveError::NotCanonical);
                    }
                    game.play(mv).map_err(|e| illegal(e.to_string()))?;
                }
            }
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
            Entry::Move { .. } | Entry::Forfeit { .. } => {}
            #[cfg(feature = "lochness")]
            Entry::Commit { .. } | Entry::Draw { .. } => {}
        }
        self.push(index, entry, signer);
        Ok(())
    }

    /// Appends entry `index`, applied, with its signer, to the log, its chain and its bytes
    /// (the entry goes before the closing `]}` of the entries).
    fn push(&mut self, index: usize, entry: Entry, signer: Option<PublicKey>) {
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
        self.log.entries.push(entry);
    }
}

/// Whether `entry` may stand in a Block Ness table's log: none of Loch Ness's own.
#[cfg(feature = "lochness")]
fn entry_fits_block_ness(entry: &Entry) -> bool {
    match entry {
        #[cfg(feature = "lochness")]
        Entry::Commit { .. } | Entry::Draw { .. } => false,
        Entry::HandOver { commitment, .. } | Entry::TakeBack { commitment, .. } => {
            commitment.is_none()
        }
        _ => true,
    }
}
