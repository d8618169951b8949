//! A table's luck, for a game that has any ([`TableRules::has_luck`]): the dealer of every
//! seat's hash chain ([`crate::chance`]), which key set each chain, the draws made, and
//! what a rival draw is checked against.
//!
//! The entries it reads, besides the seating and the signed moves every table has:
//! - each seat's [`Entry::Commit`], signed by the key that plays the seat;
//! - the unsigned [`Entry::Draw`], whenever the game waits for the table's draw;
//! - hand-overs and take-backs, which bring the new device's commitment for the seat. Every
//!   other seat then commits to a new chain too: a branch of the log that starts with a
//!   seat changing hands draws from chains no other branch ever revealed a link of, so no
//!   branch can be sealed with parts published on another.

use super::Table;
use crate::chance::{parse_link, Commitment, Dealer, Link};
use crate::log::Entry;
use crate::rules::{TableRules, Turn};
use crate::{LiveError, PublicKey, TableId};

/// A draw of the log and the keys whose chains gave its parts.
#[derive(Clone, Debug)]
struct Drawn {
    /// The draw's entry.
    index: usize,
    /// The key that set each part's chain (committed it, or brought it with a hand-over or
    /// a take-back).
    setters: Vec<PublicKey>,
}

/// A table's luck: the dealer and what the log did with it.
#[derive(Clone, Debug)]
pub(super) struct Luck {
    dealer: Dealer,
    /// For each seat, the index of the entry that set its chain: with the key that plays
    /// the seat, the chain's seed comes from it ([`crate::chance::ChanceSeed::of_key`]).
    chain_set_at: Vec<Option<usize>>,
    /// For each seat, the key that set its chain.
    chain_set_by: Vec<Option<PublicKey>>,
    /// The log's draws.
    drawn: Vec<Drawn>,
    /// The dealer before each entry that stood where the game waited for a draw and was
    /// not one (a hand-over, a take-back, a resignation): the draw that could have stood
    /// there instead is checked against it without a replay. A few at most.
    waits: Vec<(usize, Dealer)>,
}

impl Luck {
    /// The luck of a new table `id` of `seats` seats: no chain yet.
    pub(super) fn new(id: TableId, seats: usize) -> Luck {
        Luck {
            dealer: Dealer::new(id, seats),
            chain_set_at: vec![None; seats],
            chain_set_by: vec![None; seats],
            drawn: Vec::new(),
            waits: Vec::new(),
        }
    }

    /// Whether a draw after entry `index` holds a part from a chain that another key than
    /// `signer` set: luck has sealed that entry ([`super::Adoption`]'s rule).
    pub(super) fn sealed_after(&self, index: usize, signer: Option<PublicKey>) -> bool {
        self.drawn
            .iter()
            .any(|d| d.index > index && d.setters.iter().any(|k| Some(*k) != signer))
    }

    /// Checks `entry` as the next one, for what belongs to the luck alone: a commitment where
    /// one is due, and a seat changing hands with the new device's commitment when the game
    /// has luck, without one when it has none (a draw is checked as it is applied).
    pub(super) fn check(&self, rules: &dyn TableRules, entry: &Entry) -> Result<(), LiveError> {
        let chance = |reason: String| LiveError::Chance { reason };
        match entry {
            Entry::Commit {
                seat, commitment, ..
            } => {
                if !rules.has_luck() {
                    return Err(chance("the game has no luck to commit to".into()));
                }
                if self.dealer.committed(*seat as usize) {
                    return Err(chance(format!("seat {} has committed already", seat + 1)));
                }
                Commitment::parse(commitment).map_err(|e| chance(e.to_string()))?;
            }
            Entry::HandOver { commitment, .. } | Entry::TakeBack { commitment, .. } => {
                match (rules.has_luck(), commitment.as_deref()) {
                    (true, Some(text)) => {
                        Commitment::parse(text).map_err(|e| chance(e.to_string()))?;
                    }
                    (true, None) => return Err(chance(
                        "a seat of a game with luck changes hands with the new device's commitment"
                            .into(),
                    )),
                    (false, Some(_)) => {
                        return Err(chance("the game has no luck to commit to".into()))
                    }
                    (false, None) => {}
                }
            }
            Entry::Draw { .. } if !rules.has_luck() => {
                return Err(chance("the game has no luck to draw".into()))
            }
            _ => {}
        }
        Ok(())
    }

    /// Applies entry `index`, signed by `signer`, already checked but for a draw's parts,
    /// to the luck and to `rules` (a draw's value); `turn` is what the game waited for
    /// before it. Nothing changes when it is refused.
    pub(super) fn apply(
        &mut self,
        rules: &mut dyn TableRules,
        turn: Turn,
        index: usize,
        entry: &Entry,
        signer: Option<PublicKey>,
    ) -> Result<(), LiveError> {
        let chance = |reason: String| LiveError::Chance { reason };
        let waited_for_draw = turn.draw && self.dealer.all_committed();
        let dealer_before = waited_for_draw.then(|| self.dealer.clone());
        match entry {
            Entry::Commit {
                seat, commitment, ..
            } => {
                let commitment =
                    Commitment::parse(commitment).map_err(|e| chance(e.to_string()))?;
                let seat = *seat as usize;
                self.dealer
                    .commit(seat, commitment)
                    .map_err(|e| chance(e.to_string()))?;
                self.chain_set_at[seat] = Some(index);
                self.chain_set_by[seat] = signer;
            }
            Entry::Draw { number, parts } => {
                let range = rules
                    .luck_wanted()
                    .filter(|_| self.dealer.all_committed())
                    .ok_or_else(|| chance("the game does not wait for a draw".into()))?;
                if *number != self.dealer.number() {
                    return Err(chance(format!(
                        "draw {number} given where draw {} is under way",
                        self.dealer.number()
                    )));
                }
                let links: Vec<Link> = parts
                    .iter()
                    .map(|p| parse_link(p))
                    .collect::<Result<_, _>>()
                    .map_err(|e| chance(e.to_string()))?;
                let mut dealer = self.dealer.clone();
                let value = dealer
                    .deal(&links, range)
                    .map_err(|e| chance(e.to_string()))?;
                rules.take_luck(value)?;
                self.dealer = dealer;
                self.drawn.push(Drawn {
                    index,
                    setters: self.chain_set_by.iter().flatten().copied().collect(),
                });
            }
            Entry::HandOver {
                seat,
                commitment: Some(text),
                ..
            }
            | Entry::TakeBack {
                seat,
                commitment: Some(text),
                ..
            } => {
                let commitment = Commitment::parse(text).map_err(|e| chance(e.to_string()))?;
                let seat = *seat as usize;
                self.dealer
                    .hand_over(seat, commitment)
                    .map_err(|e| chance(e.to_string()))?;
                // Every other seat commits to a new chain (see the module).
                for other in 0..self.chain_set_at.len() {
                    let new = other == seat;
                    self.chain_set_at[other] = new.then_some(index);
                    self.chain_set_by[other] = if new { signer } else { None };
                }
            }
            _ => {}
        }
        if let Some(dealer) = dealer_before.filter(|_| !matches!(entry, Entry::Draw { .. })) {
            self.waits.push((index, dealer));
        }
        Ok(())
    }

    /// Checks a rival draw numbered `number` with `parts` for entry `index`, where the log
    /// has another entry, against the seats' chains as they stood there.
    pub(super) fn draw_fits_at(
        &self,
        index: usize,
        number: u64,
        parts: &[String],
    ) -> Result<(), LiveError> {
        let chance = |reason: String| LiveError::Chance { reason };
        let (_, dealer) = self
            .waits
            .iter()
            .find(|(at, _)| *at == index)
            .ok_or_else(|| chance("the game did not wait for a draw there".into()))?;
        if number != dealer.number() || parts.len() != self.chain_set_at.len() {
            return Err(chance("not the draw that was under way there".into()));
        }
        for (seat, part) in parts.iter().enumerate() {
            let link = parse_link(part).map_err(|e| chance(e.to_string()))?;
            dealer
                .check(seat, &link)
                .map_err(|e| chance(e.to_string()))?;
        }
        Ok(())
    }
}

impl Table {
    /// The number of the draw under way.
    pub fn draw_number(&self) -> u64 {
        self.luck.dealer.number()
    }

    /// Whether the game waits for the table's draw, every seat having committed.
    pub fn wants_draw(&self) -> bool {
        self.rules.luck_wanted().is_some() && self.luck.dealer.all_committed()
    }

    /// Whether the game waits for the table's luck: a draw, or first the commitments it
    /// needs.
    pub fn waits_for_luck(&self) -> bool {
        self.rules.luck_wanted().is_some()
    }

    /// Whether `seat` has committed to a chain.
    pub fn committed(&self, seat: usize) -> bool {
        self.luck.dealer.committed(seat)
    }

    /// The number of the contribution `seat` owes the draw under way, once committed.
    pub fn due(&self, seat: usize) -> Option<u32> {
        self.luck.dealer.due(seat)
    }

    /// The index of the entry that set `seat`'s chain.
    pub fn chain_set_at(&self, seat: usize) -> Option<usize> {
        self.luck.chain_set_at.get(seat).copied().flatten()
    }

    /// Whether `link` is `seat`'s part of the draw under way.
    pub fn part_fits(&self, seat: usize, link: &Link) -> bool {
        self.luck.dealer.check(seat, link).is_ok()
    }
}
