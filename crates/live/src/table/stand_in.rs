//! Seats handed to a computer player while their device is away.
//!
//! A table with a grace time in its settings lets any seated person hand another seat to a
//! computer player ([`Entry::HandOver`]): the signer's device runs it and signs its moves
//! from then on. Honest clients offer it only once the seat's device has been away longer
//! than the grace time, but no client can check another's clock, so the safeguard is the
//! seat's own key: it takes the seat back at any moment ([`Entry::TakeBack`]), and every
//! screen says who runs the computer that stands in.

use super::{Seat, Stage, Table};
use crate::log::{BotLevel, Entry};
use crate::{LiveError, PublicKey};

/// How many times one seat may be handed to a computer in a game. Honest clients hand a
/// seat over only once its device has been silent for the grace time, and not again until
/// it has been silent again after coming back; this bound keeps the log's size a matter of
/// the game even against a seat that signs hand-overs without waiting.
pub const MAX_HAND_OVERS: u8 = 8;

/// A computer player standing in for a seat whose device was away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StandIn {
    /// How strong it plays.
    pub level: BotLevel,
    /// The seat of the person who handed it over, whose device runs it.
    pub by: usize,
    /// That person's key, which signs its moves.
    pub key: PublicKey,
}

impl Table {
    /// The computer player standing in for `seat`, if one does.
    pub fn stand_in(&self, seat: usize) -> Option<&StandIn> {
        self.stand_ins.get(seat).and_then(Option::as_ref)
    }

    /// The key that signs `seat`'s moves now: the stand-in's runner, else the seat's own.
    pub fn signer_of(&self, seat: usize) -> Option<PublicKey> {
        match self.stand_in(seat) {
            Some(stand_in) => Some(stand_in.key),
            None => self.seats.get(seat).and_then(Seat::key),
        }
    }

    /// The computer that plays `seat` now, with the key that signs its moves: the one that
    /// stands in for the seat's person, else the seat's own computer.
    pub fn computer_of(&self, seat: usize) -> Option<(BotLevel, PublicKey)> {
        if let Some(stand_in) = self.stand_in(seat) {
            return Some((stand_in.level, stand_in.key));
        }
        match self.seats.get(seat)? {
            Seat::Bot { level, key } => Some((*level, *key)),
            _ => None,
        }
    }

    /// Whether a hand-over in the log may still lose its place to a rival's: a person's
    /// seat lower than its signer's, still played by its own key, has signed no entry
    /// after it. That seat's device may have handed the same seat over at the same moment,
    /// and its hand-over ranks first (the lowest signer's seat), so the branch this log
    /// holds is not yet the table's for sure, even when its game is over. An entry the
    /// lower seat signed after the hand-over shows that its device took this branch.
    pub fn hand_over_unanswered(&self) -> bool {
        let entries = &self.log.entries;
        entries.iter().enumerate().any(|(at, entry)| match entry {
            Entry::HandOver { seat, by, .. } => (0..usize::from(*by))
                .filter(|&lower| lower != usize::from(*seat) && self.stand_in(lower).is_none())
                .filter_map(|lower| match self.seats.get(lower) {
                    Some(Seat::Player { key, .. }) => Some(*key),
                    _ => None,
                })
                .any(|key| (at + 1..entries.len()).all(|i| self.signer_at_entry(i) != Some(key))),
            _ => false,
        })
    }

    /// The grace time of the table in seconds, if seats may be handed over.
    pub fn grace(&self) -> Option<u32> {
        self.log.settings.grace
    }

    /// Checks a hand-over of `seat` to a computer of `level` by the person of seat `by`
    /// as the next entry; returns the key that must sign it.
    pub(super) fn hand_over_signer(&self, seat: usize, by: usize) -> Result<PublicKey, LiveError> {
        let refuse = |reason| LiveError::CannotHandOver { seat, reason };
        if self.stage() != Stage::Playing {
            return Err(LiveError::NotPlaying);
        }
        if self.grace().is_none() {
            return Err(refuse("the table has no grace time"));
        }
        let Some(Seat::Player { key, .. }) = self.seats.get(by) else {
            return Err(refuse("only a seated person can hand a seat over"));
        };
        match self.signer_of(seat) {
            None => Err(refuse("the table has no such seat")),
            Some(signer) if signer == *key => Err(refuse("the signer already plays it")),
            Some(_) if self.hand_overs[seat] >= MAX_HAND_OVERS => Err(refuse(
                "the seat has been handed over as often as one game allows",
            )),
            Some(_) => Ok(*key),
        }
    }

    /// Checks a take-back of `seat` as the next entry; returns the key that must sign it.
    pub(super) fn take_back_signer(&self, seat: usize) -> Result<PublicKey, LiveError> {
        if self.stage() != Stage::Playing {
            return Err(LiveError::NotPlaying);
        }
        if self.stand_in(seat).is_none() {
            return Err(LiveError::NoStandIn { seat });
        }
        self.seats
            .get(seat)
            .and_then(Seat::key)
            .ok_or(LiveError::NoStandIn { seat })
    }

    /// The key that signed for each seat's moves before entry `index` (the hand-overs and
    /// take-backs among our first `index` entries replayed; the seats are final by then).
    pub(super) fn signers_before(&self, index: usize) -> Vec<Option<PublicKey>> {
        let mut signers: Vec<Option<PublicKey>> = self.seats.iter().map(Seat::key).collect();
        for entry in &self.log.entries[..index.min(self.log.entries.len())] {
            match entry {
                Entry::HandOver { seat, by, .. } => {
                    let runner = self.seats.get(*by as usize).and_then(Seat::key);
                    if let Some(slot) = signers.get_mut(*seat as usize) {
                        *slot = runner;
                    }
                }
                Entry::TakeBack { seat, .. } => {
                    let own = self.seats.get(*seat as usize).and_then(Seat::key);
                    if let Some(slot) = signers.get_mut(*seat as usize) {
                        *slot = own;
                    }
                }
                _ => {}
            }
        }
        signers
    }
}
