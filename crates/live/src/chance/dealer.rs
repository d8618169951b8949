//! The table's dealer: every seat's chain as checked so far, the parts given to the draw
//! under way, and the draws made. Every client keeps one and feeds it the log's entries in
//! order, so every client makes the same draws.

use super::{draw, ChanceError, Commitment, Contribution, Link, SeatChance};
use crate::TableId;

/// Why the dealer refuses an entry (besides a contribution that is not the seat's next).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealerError {
    /// No seat has this number.
    NoSuchSeat(usize),
    /// The seat has committed already; a new chain comes only with a hand-over.
    Committed(usize),
    /// The seat has not committed yet.
    NotCommitted(usize),
    /// The seat has given its part to the draw under way already.
    GivenAlready(usize),
    /// The part does not belong to the seat's chain, or not at this place.
    Chain(ChanceError),
}

impl std::fmt::Display for DealerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DealerError::NoSuchSeat(seat) => write!(f, "there is no seat {seat}"),
            DealerError::Committed(seat) => write!(f, "seat {seat} has committed already"),
            DealerError::NotCommitted(seat) => write!(f, "seat {seat} has not committed yet"),
            DealerError::GivenAlready(seat) => {
                write!(f, "seat {seat} has given its part to this draw already")
            }
            DealerError::Chain(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for DealerError {}

impl From<ChanceError> for DealerError {
    fn from(e: ChanceError) -> DealerError {
        DealerError::Chain(e)
    }
}

/// A table's draws, made from one part of every seat each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealer {
    table: TableId,
    /// Each seat's chain, once it has committed.
    chains: Vec<Option<SeatChance>>,
    /// The parts given to the draw under way, by seat.
    parts: Vec<Option<Link>>,
    /// The number of the draw under way: draws made and draws called off before it.
    number: u64,
}

impl Dealer {
    /// The dealer of `table` with `seats` seats, none committed.
    pub fn new(table: TableId, seats: usize) -> Dealer {
        Dealer {
            table,
            chains: vec![None; seats],
            parts: vec![None; seats],
            number: 0,
        }
    }

    /// Takes `seat`'s commitment to its chain, once.
    pub fn commit(&mut self, seat: usize, commitment: Commitment) -> Result<(), DealerError> {
        match self.chains.get_mut(seat) {
            None => Err(DealerError::NoSuchSeat(seat)),
            Some(Some(_)) => Err(DealerError::Committed(seat)),
            Some(slot) => {
                *slot = Some(SeatChance::new(commitment));
                Ok(())
            }
        }
    }

    /// Whether every seat has committed: no draw can start before.
    pub fn all_committed(&self) -> bool {
        self.chains.iter().all(Option::is_some)
    }

    /// The number of the draw under way (a draw's hash covers it).
    pub fn number(&self) -> u64 {
        self.number
    }

    /// The seats whose part the draw under way still waits for, in seat order.
    pub fn waiting_for(&self) -> Vec<usize> {
        (0..self.parts.len())
            .filter(|&seat| self.parts[seat].is_none())
            .collect()
    }

    /// The part `seat` gives to the draw under way: its chain's next link, once a draw.
    /// Refused, nothing changes.
    pub fn give(&mut self, seat: usize, part: &Contribution) -> Result<(), DealerError> {
        let chain = self
            .chains
            .get_mut(seat)
            .ok_or(DealerError::NoSuchSeat(seat))?
            .as_mut()
            .ok_or(DealerError::NotCommitted(seat))?;
        if self.parts[seat].is_some() {
            return Err(DealerError::GivenAlready(seat));
        }
        chain.accept(part)?;
        self.parts[seat] = Some(part.link);
        Ok(())
    }

    /// Makes the draw under way, a number below `range`, once every seat has given its
    /// part; the next draw starts empty. `None` while a part is missing.
    pub fn draw(&mut self, range: u32) -> Option<u32> {
        let links: Vec<Link> = self.parts.iter().copied().collect::<Option<_>>()?;
        let value = draw(self.table, self.number, &links, range);
        self.parts.iter_mut().for_each(|p| *p = None);
        self.number += 1;
        Some(value)
    }

    /// Gives `seat` a new chain, committed by the device that takes the seat over. The draw
    /// under way is called off and made again under the next number, from every seat's next
    /// part: the parts already given to it are public, and a device that chose its
    /// commitment after reading them could otherwise steer the draw.
    pub fn hand_over(&mut self, seat: usize, commitment: Commitment) -> Result<(), DealerError> {
        let slot = self
            .chains
            .get_mut(seat)
            .ok_or(DealerError::NoSuchSeat(seat))?;
        *slot = Some(SeatChance::new(commitment));
        if self.parts.iter().any(Option::is_some) {
            self.parts.iter_mut().for_each(|p| *p = None);
            self.number += 1;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::ChanceSeed;
    use super::*;

    const TABLE: TableId = TableId(77);

    /// Three seats' seeds and a dealer that has their commitments.
    fn seated() -> (Vec<ChanceSeed>, Dealer) {
        let seeds: Vec<ChanceSeed> = (1..=3).map(|n| ChanceSeed::from_bytes([n; 32])).collect();
        let mut dealer = Dealer::new(TABLE, 3);
        for (seat, seed) in seeds.iter().enumerate() {
            assert!(!dealer.all_committed());
            dealer.commit(seat, seed.commitment(TABLE, seat)).unwrap();
        }
        assert!(dealer.all_committed());
        (seeds, dealer)
    }

    fn part(seeds: &[ChanceSeed], seat: usize, number: u32) -> Contribution {
        seeds[seat].contribution(TABLE, seat, number).unwrap()
    }

    #[test]
    fn a_draw_waits_for_every_seat_and_every_client_makes_the_same() {
        let (seeds, mut dealer) = seated();
        let mut other = dealer.clone();
        for number in 1..=5 {
            // The seats answer in any order.
            for seat in [2, 0, 1] {
                assert_eq!(dealer.draw(6), None, "a part is missing");
                dealer.give(seat, &part(&seeds, seat, number)).unwrap();
            }
            for seat in 0..3 {
                other.give(seat, &part(&seeds, seat, number)).unwrap();
            }
            let face = dealer.draw(6).unwrap();
            assert!(face < 6);
            assert_eq!(other.draw(6), Some(face));
            assert_eq!(dealer.waiting_for(), vec![0, 1, 2]);
        }
        assert_eq!(dealer.number(), 5);
    }

    #[test]
    fn a_seat_gives_one_part_a_draw_and_only_from_its_own_chain() {
        let (seeds, mut dealer) = seated();
        dealer.give(0, &part(&seeds, 0, 1)).unwrap();
        let before = dealer.clone();
        // A second part to the same draw would let the seat choose between two.
        assert_eq!(
            dealer.give(0, &part(&seeds, 0, 2)),
            Err(DealerError::GivenAlready(0))
        );
        // Another seat's link, or a link of the right seed for another seat.
        assert!(matches!(
            dealer.give(1, &part(&seeds, 2, 1)),
            Err(DealerError::Chain(ChanceError::NotInChain { .. }))
        ));
        assert!(matches!(
            dealer.give(1, &seeds[1].contribution(TABLE, 2, 1).unwrap()),
            Err(DealerError::Chain(_))
        ));
        assert_eq!(
            dealer.give(5, &part(&seeds, 0, 1)),
            Err(DealerError::NoSuchSeat(5))
        );
        assert_eq!(
            dealer.commit(1, seeds[0].commitment(TABLE, 1)),
            Err(DealerError::Committed(1))
        );
        assert_eq!(dealer, before);
        let mut fresh = Dealer::new(TABLE, 2);
        assert_eq!(
            fresh.give(0, &part(&seeds, 0, 1)),
            Err(DealerError::NotCommitted(0))
        );
    }

    #[test]
    fn a_device_taking_a_seat_over_cannot_steer_the_draw_it_found_under_way() {
        let (seeds, mut dealer) = seated();
        // Seats 0 and 1 give their parts; seat 2 stops revealing.
        dealer.give(0, &part(&seeds, 0, 1)).unwrap();
        dealer.give(1, &part(&seeds, 1, 1)).unwrap();
        // The device taking seat 2 over has read those parts. Were they kept, it could try
        // chains until one gave the face it wants: here, 64 tries find every face.
        let faces: std::collections::BTreeSet<u32> = (0..64u8)
            .map(|n| {
                let mut trial = dealer.clone();
                let grinder = ChanceSeed::from_bytes([100 + n; 32]);
                trial.chains[2] = Some(SeatChance::new(grinder.commitment(TABLE, 2)));
                trial
                    .give(2, &grinder.contribution(TABLE, 2, 1).unwrap())
                    .unwrap();
                trial.draw(6).unwrap()
            })
            .collect();
        assert_eq!(faces.len(), 6, "kept parts would let the taker choose");
        // So the hand-over calls the draw off: it is made again under the next number, from
        // parts the taker has not read.
        let taker = ChanceSeed::from_bytes([200; 32]);
        dealer.hand_over(2, taker.commitment(TABLE, 2)).unwrap();
        assert_eq!(dealer.number(), 1);
        assert_eq!(dealer.waiting_for(), vec![0, 1, 2]);
        assert_eq!(dealer.draw(6), None);
        // The parts given before stay spent: each seat goes on with its next link.
        assert!(dealer.give(0, &part(&seeds, 0, 1)).is_err());
        dealer.give(0, &part(&seeds, 0, 2)).unwrap();
        dealer.give(1, &part(&seeds, 1, 2)).unwrap();
        dealer
            .give(2, &taker.contribution(TABLE, 2, 1).unwrap())
            .unwrap();
        assert!(dealer.draw(6).is_some());
        assert_eq!(dealer.number(), 2);
    }

    #[test]
    fn a_hand_over_between_draws_calls_nothing_off() {
        let (seeds, mut dealer) = seated();
        for seat in 0..3 {
            dealer.give(seat, &part(&seeds, seat, 1)).unwrap();
        }
        dealer.draw(6).unwrap();
        let taker = ChanceSeed::from_bytes([9; 32]);
        dealer.hand_over(1, taker.commitment(TABLE, 1)).unwrap();
        assert_eq!(dealer.number(), 1);
        // The old chain no longer counts for the seat.
        assert!(dealer.give(1, &part(&seeds, 1, 2)).is_err());
        dealer
            .give(1, &taker.contribution(TABLE, 1, 1).unwrap())
            .unwrap();
    }
}
