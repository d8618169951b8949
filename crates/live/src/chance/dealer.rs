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
    /// A draw with another number of parts than the table has seats.
    PartCount {
        /// The seats.
        seats: usize,
        /// The parts given.
        parts: usize,
    },
    /// The part of this seat does not belong to its chain, or not at this place.
    Chain(usize, ChanceError),
}

impl std::fmt::Display for DealerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DealerError::NoSuchSeat(seat) => write!(f, "there is no seat {seat}"),
            DealerError::Committed(seat) => write!(f, "seat {seat} has committed already"),
            DealerError::NotCommitted(seat) => write!(f, "seat {seat} has not committed yet"),
            DealerError::PartCount { seats, parts } => {
                write!(f, "a draw of {parts} parts at a table of {seats} seats")
            }
            DealerError::Chain(seat, e) => write!(f, "the part of seat {seat}: {e}"),
        }
    }
}

impl std::error::Error for DealerError {}

/// A table's draws, made from one part of every seat each.
///
/// Every client feeds it the log's entries in order: the seats' commitments, each draw with
/// all its parts at once, and every hand-over of a seat to another device. So every client
/// makes the same draws, and checks each part against its seat's chain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealer {
    table: TableId,
    /// Each seat's chain, once it has committed.
    chains: Vec<Option<SeatChance>>,
    /// The number of the contribution each seat owes the draw under way.
    due: Vec<u32>,
    /// The number of the draw under way: draws made and draws called off before it.
    number: u64,
}

impl Dealer {
    /// The dealer of `table` with `seats` seats, none committed.
    pub fn new(table: TableId, seats: usize) -> Dealer {
        Dealer {
            table,
            chains: vec![None; seats],
            due: vec![1; seats],
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
                self.due[seat] = 1;
                Ok(())
            }
        }
    }

    /// Whether `seat` has committed to a chain.
    pub fn committed(&self, seat: usize) -> bool {
        self.chains.get(seat).is_some_and(Option::is_some)
    }

    /// Whether every seat has committed: no draw can start before.
    pub fn all_committed(&self) -> bool {
        self.chains.iter().all(Option::is_some)
    }

    /// The number of the draw under way (a draw's hash covers it).
    pub fn number(&self) -> u64 {
        self.number
    }

    /// The number of the contribution `seat` owes the draw under way: the one its device
    /// reveals next.
    pub fn due(&self, seat: usize) -> Option<u32> {
        self.committed(seat).then(|| self.due[seat])
    }

    /// Whether `link` is `seat`'s part of the draw under way.
    pub fn check(&self, seat: usize, link: &Link) -> Result<(), DealerError> {
        let chain = self
            .chains
            .get(seat)
            .ok_or(DealerError::NoSuchSeat(seat))?
            .as_ref()
            .ok_or(DealerError::NotCommitted(seat))?;
        let due = self.due[seat];
        let part = Contribution {
            number: due,
            link: *link,
        };
        chain
            .check_due(&part, due)
            .map_err(|e| DealerError::Chain(seat, e))
    }

    /// Makes the draw under way, a number below `range`, from every seat's part in seat
    /// order; the next draw is then under way. Refused, with nothing changed, unless every
    /// part is its seat's due one.
    pub fn deal(&mut self, links: &[Link], range: u32) -> Result<u32, DealerError> {
        if links.len() != self.chains.len() {
            return Err(DealerError::PartCount {
                seats: self.chains.len(),
                parts: links.len(),
            });
        }
        for (seat, link) in links.iter().enumerate() {
            self.check(seat, link)?;
        }
        for (seat, link) in links.iter().enumerate() {
            let due = self.due[seat];
            if let Some(chain) = self.chains[seat].as_mut() {
                chain
                    .accept_due(
                        &Contribution {
                            number: due,
                            link: *link,
                        },
                        due,
                    )
                    .map_err(|e| DealerError::Chain(seat, e))?;
            }
            self.due[seat] = due.saturating_add(1);
        }
        let value = draw(self.table, self.number, links, range);
        self.number += 1;
        Ok(value)
    }

    /// Gives `seat` a new chain, committed by the device that takes the seat over (or back),
    /// and leaves every other seat without one until it commits again. The draw under way is
    /// called off and made under the next number: parts of it may have been published, and
    /// a device that chose its commitment after reading them could otherwise steer it. And
    /// the other seats' new chains make sure that no link revealed before (on this log or on
    /// a rival of it) is ever part of a draw again.
    pub fn hand_over(&mut self, seat: usize, commitment: Commitment) -> Result<(), DealerError> {
        if seat >= self.chains.len() {
            return Err(DealerError::NoSuchSeat(seat));
        }
        for (other, chain) in self.chains.iter_mut().enumerate() {
            *chain = (other == seat).then(|| SeatChance::new(commitment));
        }
        self.due.iter_mut().for_each(|due| *due = 1);
        self.number += 1;
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

    fn part(seeds: &[ChanceSeed], seat: usize, number: u32) -> Link {
        seeds[seat].contribution(TABLE, seat, number).unwrap().link
    }

    /// Every seat's part number `number`, in seat order.
    fn parts(seeds: &[ChanceSeed], number: u32) -> Vec<Link> {
        (0..seeds.len()).map(|s| part(seeds, s, number)).collect()
    }

    #[test]
    fn every_client_makes_the_same_draws_from_the_same_parts() {
        let (seeds, mut dealer) = seated();
        let mut other = dealer.clone();
        for number in 1..=5 {
            for seat in 0..3 {
                assert_eq!(dealer.due(seat), Some(number));
                dealer.check(seat, &part(&seeds, seat, number)).unwrap();
            }
            let face = dealer.deal(&parts(&seeds, number), 6).unwrap();
            assert!(face < 6);
            assert_eq!(other.deal(&parts(&seeds, number), 6), Ok(face));
        }
        assert_eq!(dealer.number(), 5);
    }

    #[test]
    fn a_draw_takes_each_seats_due_part_of_its_own_chain_or_nothing_changes() {
        let (seeds, mut dealer) = seated();
        let before = dealer.clone();
        let honest = parts(&seeds, 1);
        // A part of another seat's chain, of the right seed for another seat, the next
        // link instead of the due one, a part missing, a seat too many.
        let mut swapped = honest.clone();
        swapped.swap(0, 1);
        let mut other_seat = honest.clone();
        other_seat[1] = seeds[1].contribution(TABLE, 2, 1).unwrap().link;
        let mut skipped = honest.clone();
        skipped[2] = part(&seeds, 2, 2);
        for forged in [swapped, other_seat, skipped] {
            assert!(matches!(
                dealer.deal(&forged, 6),
                Err(DealerError::Chain(_, _))
            ));
        }
        assert!(matches!(
            dealer.deal(&honest[..2], 6),
            Err(DealerError::PartCount { seats: 3, parts: 2 })
        ));
        let mut extra = honest.clone();
        extra.push(honest[0]);
        assert!(dealer.deal(&extra, 6).is_err());
        assert_eq!(
            dealer.commit(1, seeds[0].commitment(TABLE, 1)),
            Err(DealerError::Committed(1))
        );
        assert_eq!(dealer, before);
        // The honest parts are taken once: replayed, they are refused.
        dealer.deal(&honest, 6).unwrap();
        assert!(dealer.deal(&honest, 6).is_err());
        let fresh = Dealer::new(TABLE, 2);
        assert_eq!(
            fresh.check(0, &part(&seeds, 0, 1)),
            Err(DealerError::NotCommitted(0))
        );
        assert_eq!(fresh.check(5, &honest[0]), Err(DealerError::NoSuchSeat(5)));
    }

    #[test]
    fn a_device_taking_a_seat_over_cannot_steer_the_draw_it_found_under_way() {
        let (seeds, mut dealer) = seated();
        // Seats 0 and 1 have published their parts of draw 0; seat 2 stops revealing.
        let published = [part(&seeds, 0, 1), part(&seeds, 1, 1)];
        // The device taking seat 2 over has read those parts. Were they kept, it could try
        // chains until one gave the face it wants: here, 64 tries find every face.
        let faces: std::collections::BTreeSet<u32> = (0..64u8)
            .map(|n| {
                let mut trial = dealer.clone();
                let grinder = ChanceSeed::from_bytes([100 + n; 32]);
                trial.chains[2] = Some(SeatChance::new(grinder.commitment(TABLE, 2)));
                let link = grinder.contribution(TABLE, 2, 1).unwrap().link;
                trial.deal(&[published[0], published[1], link], 6).unwrap()
            })
            .collect();
        assert_eq!(faces.len(), 6, "kept parts would let the taker choose");
        // So the hand-over calls the draw off: it is made under the next number, and every
        // other seat commits to a new chain first, from which nobody has published a link.
        let taker = ChanceSeed::from_bytes([200; 32]);
        dealer.hand_over(2, taker.commitment(TABLE, 2)).unwrap();
        assert_eq!(dealer.number(), 1);
        assert_eq!(
            (dealer.due(0), dealer.due(1), dealer.due(2)),
            (None, None, Some(1))
        );
        assert!(!dealer.all_committed());
        let taker_part = taker.contribution(TABLE, 2, 1).unwrap().link;
        assert!(dealer
            .deal(&[published[0], published[1], taker_part], 6)
            .is_err());
        let fresh: Vec<ChanceSeed> = (0..2)
            .map(|n| ChanceSeed::from_bytes([50 + n; 32]))
            .collect();
        for (seat, seed) in fresh.iter().enumerate() {
            dealer.commit(seat, seed.commitment(TABLE, seat)).unwrap();
        }
        // The old chains' next links no longer count.
        assert!(dealer
            .deal(&[part(&seeds, 0, 2), part(&seeds, 1, 2), taker_part], 6)
            .is_err());
        dealer
            .deal(&[part(&fresh, 0, 1), part(&fresh, 1, 1), taker_part], 6)
            .unwrap();
        assert_eq!(dealer.number(), 2);
        assert_eq!(dealer.due(0), Some(2));
    }

    #[test]
    fn the_old_chain_no_longer_counts_for_a_seat_handed_over() {
        let (seeds, mut dealer) = seated();
        dealer.deal(&parts(&seeds, 1), 6).unwrap();
        let taker = ChanceSeed::from_bytes([9; 32]);
        dealer.hand_over(1, taker.commitment(TABLE, 1)).unwrap();
        assert!(dealer.check(1, &part(&seeds, 1, 2)).is_err());
        assert!(dealer.check(1, &part(&seeds, 1, 3)).is_err());
        dealer
            .check(1, &taker.contribution(TABLE, 1, 1).unwrap().link)
            .unwrap();
    }
}
