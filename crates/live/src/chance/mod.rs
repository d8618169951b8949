//! Luck that no seat can foresee or steer, for a game of dice and hidden draws played over a
//! broker that anyone may read and write (Loch Ness, whose game then leaves its luck to the table).
//!
//! Every seat brings a hash chain. Its device draws a secret [`ChanceSeed`], derives the
//! chain's end from it (bound to the table and the seat), and hashes it down
//! [`CHANCE_CHAIN`] times; the last hash is the seat's [`Commitment`], published when it sits
//! down. Each of the seat's contributions after that is the chain's next link upwards: the
//! one that hashes to the link revealed before it (the commitment, for the first). So
//! - a contribution is fixed the moment the commitment is published: no other value hashes
//!   to the same link, so a seat cannot steer a draw by choosing what it reveals;
//! - nobody but the device can tell a link before it is revealed: that would take a preimage
//!   of SHA-256;
//! - a contribution is used once, in order ([`SeatChance::accept`]): an old one replayed, one
//!   skipped or one of another chain is refused.
//!
//! A draw takes one contribution of every seat and hashes them together with the table and
//! the draw's number ([`draw`]). Until the last of them is revealed, the result is the hash
//! of something its readers lack, so no seat, seated players included, can know it; and as
//! each seat's part was fixed at its commitment, none can bias it. A [`Dealer`] keeps a
//! table's chains and draws, and calls a draw off when a seat is taken over. docs/live.md
//! says what a seat that withholds its part can and cannot do.

mod dealer;

use std::fmt;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use sha2::{Digest, Sha256};

use crate::domain::DOMAIN;
use crate::{Chain, SeatKey, TableId};

pub use dealer::{Dealer, DealerError};

/// How many contributions one chain holds: far more draws than a game asks for. Loch Ness
/// draws once at the start and at most once after each action (a roll, a bump's deck, a
/// swim or a keep that leads to a photo), and its longest five-player bot games take about
/// 400 actions.
pub const CHANCE_CHAIN: u32 = 4096;

/// One link of a chain: 32 bytes.
pub type Link = [u8; 32];

/// The secret a device keeps for one seat's chain at one table. It never leaves the device:
/// a device that takes the seat over draws a seed of its own.
#[derive(Clone, PartialEq, Eq)]
pub struct ChanceSeed([u8; 32]);

impl fmt::Debug for ChanceSeed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The secret is never printed.
        f.write_str("ChanceSeed(..)")
    }
}

impl ChanceSeed {
    /// The seed from 32 random bytes (the caller draws them from the system's or the
    /// browser's cryptographic source).
    pub fn from_bytes(bytes: [u8; 32]) -> ChanceSeed {
        ChanceSeed(bytes)
    }

    /// The seed of the chain `key`'s device commits to for `seat` at `table` in the log's
    /// entry `index`, after the entries whose chain hash is `before`: as secret as the key,
    /// different for every commitment and for every history (a device that commits at the
    /// same place of two rival logs commits to two unrelated chains, so no link it revealed
    /// on one serves the other), and made again from the key and the log by a device that
    /// restarts.
    pub fn of_key(
        key: &SeatKey,
        table: TableId,
        seat: usize,
        index: usize,
        before: &Chain,
    ) -> ChanceSeed {
        let mut hasher = Sha256::new();
        hasher.update(DOMAIN);
        hasher.update(b"chance-seed");
        hasher.update(key.to_seed());
        hasher.update(table.to_bytes());
        hasher.update((seat as u64).to_be_bytes());
        hasher.update((index as u64).to_be_bytes());
        hasher.update(before);
        ChanceSeed(hasher.finalize().into())
    }

    /// The 32 secret bytes, to keep the seed on the device.
    pub fn to_bytes(&self) -> [u8; 32] {
        self.0
    }

    /// The chain's top link, from which every other is hashed down: bound to the table and
    /// the seat, so one seed makes unrelated chains at two tables or two seats.
    fn top(&self, table: TableId, seat: usize) -> Link {
        let mut hasher = Sha256::new();
        hasher.update(DOMAIN);
        hasher.update(b"chance-top");
        hasher.update(table.to_bytes());
        hasher.update((seat as u64).to_be_bytes());
        hasher.update(self.0);
        hasher.finalize().into()
    }

    /// The link `number` steps above the commitment (0 is the commitment itself).
    fn link(&self, table: TableId, seat: usize, number: u32) -> Link {
        let mut link = self.top(table, seat);
        for _ in number..CHANCE_CHAIN {
            link = step_down(&link);
        }
        link
    }

    /// The commitment the seat publishes when it sits down at `table` in `seat`.
    pub fn commitment(&self, table: TableId, seat: usize) -> Commitment {
        Commitment(self.link(table, seat, 0))
    }

    /// The seat's contribution `number` (from 1), or `None` past [`CHANCE_CHAIN`].
    pub fn contribution(&self, table: TableId, seat: usize, number: u32) -> Option<Contribution> {
        (1..=CHANCE_CHAIN).contains(&number).then(|| Contribution {
            number,
            link: self.link(table, seat, number),
        })
    }
}

/// One step down the chain: the hash that the link below must equal.
fn step_down(link: &Link) -> Link {
    let mut hasher = Sha256::new();
    hasher.update(DOMAIN);
    hasher.update(b"chance-step");
    hasher.update(link);
    hasher.finalize().into()
}

/// A seat's commitment to its chain: the chain's bottom link. Written in base64url.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Commitment(pub Link);

/// A seat's contribution to a draw: the `number`th link above its commitment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Contribution {
    /// Its place in the chain, from 1.
    pub number: u32,
    /// The link.
    pub link: Link,
}

impl Commitment {
    /// The commitment as a log writes it (43 characters).
    pub fn to_text(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.0)
    }

    /// Reads a commitment as a log writes it.
    pub fn parse(text: &str) -> Result<Commitment, ChanceError> {
        parse_link(text).map(Commitment)
    }
}

/// Reads a link written in base64url.
pub fn parse_link(text: &str) -> Result<Link, ChanceError> {
    URL_SAFE_NO_PAD
        .decode(text)
        .ok()
        .and_then(|bytes| Link::try_from(bytes).ok())
        .ok_or(ChanceError::NotALink)
}

/// Why a contribution is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChanceError {
    /// The text is not 32 bytes of base64url.
    NotALink,
    /// Not the seat's next contribution.
    OutOfTurn {
        /// The number the seat's next contribution has.
        expected: u32,
        /// The number given.
        given: u32,
    },
    /// The link does not hash to the seat's last one: it is not of the seat's chain.
    NotInChain {
        /// The number given.
        number: u32,
    },
    /// The seat has given every contribution its chain holds.
    Spent,
}

impl fmt::Display for ChanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChanceError::NotALink => f.write_str("a chance link is 32 bytes in base64url"),
            ChanceError::OutOfTurn { expected, given } => write!(
                f,
                "contribution {given} given where the seat's next is {expected}"
            ),
            ChanceError::NotInChain { number } => {
                write!(f, "contribution {number} is not of the seat's chain")
            }
            ChanceError::Spent => write!(f, "the seat's chain of {CHANCE_CHAIN} is spent"),
        }
    }
}

impl std::error::Error for ChanceError {}

/// One seat's chain as far as the table has checked it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatChance {
    /// The last link accepted (the commitment before any).
    last: Link,
    /// Contributions accepted.
    given: u32,
}

impl SeatChance {
    /// A chain that starts at `commitment`.
    pub fn new(commitment: Commitment) -> SeatChance {
        SeatChance {
            last: commitment.0,
            given: 0,
        }
    }

    /// How many contributions the seat has given.
    pub fn given(&self) -> u32 {
        self.given
    }

    /// Whether `contribution` is the seat's next one; the chain is unchanged.
    pub fn check(&self, contribution: &Contribution) -> Result<(), ChanceError> {
        self.check_due(contribution, self.given.saturating_add(1))
    }

    /// Whether `contribution` is the seat's contribution number `due`, the links between
    /// its last one and `due` left out (a draw called off skips one link of every chain);
    /// the chain is unchanged. It costs one hash per link from the last one given.
    pub fn check_due(&self, contribution: &Contribution, due: u32) -> Result<(), ChanceError> {
        if self.given >= CHANCE_CHAIN || due > CHANCE_CHAIN {
            return Err(ChanceError::Spent);
        }
        if contribution.number != due || due <= self.given {
            return Err(ChanceError::OutOfTurn {
                expected: due.max(self.given + 1),
                given: contribution.number,
            });
        }
        let mut link = contribution.link;
        for _ in self.given..due {
            link = step_down(&link);
        }
        if link != self.last {
            return Err(ChanceError::NotInChain {
                number: contribution.number,
            });
        }
        Ok(())
    }

    /// Takes the seat's next contribution, or says why it is refused (nothing changes then).
    pub fn accept(&mut self, contribution: &Contribution) -> Result<(), ChanceError> {
        self.accept_due(contribution, self.given.saturating_add(1))
    }

    /// Takes the seat's contribution number `due` ([`SeatChance::check_due`]), or says why
    /// it is refused (nothing changes then).
    pub fn accept_due(&mut self, contribution: &Contribution, due: u32) -> Result<(), ChanceError> {
        self.check_due(contribution, due)?;
        self.last = contribution.link;
        self.given = contribution.number;
        Ok(())
    }
}

/// Draw number `number` of `table`: one of 0 to `range`, less one, from every seat's
/// contribution in seat order. Each value is as likely as any other to within 2^-96, since
/// it is the remainder of a 128-bit hash. A range of 0 gives 0.
pub fn draw(table: TableId, number: u64, links: &[Link], range: u32) -> u32 {
    let mut hasher = Sha256::new();
    hasher.update(DOMAIN);
    hasher.update(b"chance-draw");
    hasher.update(table.to_bytes());
    hasher.update(number.to_be_bytes());
    hasher.update((links.len() as u64).to_be_bytes());
    for link in links {
        hasher.update(link);
    }
    let hash: [u8; 32] = hasher.finalize().into();
    let mut wide = [0u8; 16];
    wide.copy_from_slice(&hash[..16]);
    match range {
        0 => 0,
        _ => (u128::from_be_bytes(wide) % u128::from(range)) as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use proptest::test_runner::{RngAlgorithm, RngSeed};

    const TABLE: TableId = TableId(0x1234_5678_9abc_def0_0fed_cba9_8765_4321);

    fn seed(n: u8) -> ChanceSeed {
        ChanceSeed::from_bytes([n; 32])
    }

    #[test]
    fn an_honest_chain_is_taken_contribution_by_contribution() {
        let mine = seed(1);
        let mut chain = SeatChance::new(mine.commitment(TABLE, 0));
        for number in 1..=20 {
            let c = mine.contribution(TABLE, 0, number).unwrap();
            chain.accept(&c).unwrap();
            assert_eq!(chain.given(), number);
        }
        assert_eq!(mine.contribution(TABLE, 0, 0), None);
        assert_eq!(mine.contribution(TABLE, 0, CHANCE_CHAIN + 1), None);
    }

    #[test]
    fn a_chain_is_spent_after_its_last_link() {
        let mine = seed(2);
        let last = mine.contribution(TABLE, 1, CHANCE_CHAIN).unwrap();
        // The seat's chain, one link before its end.
        let mut chain = SeatChance {
            last: step_down(&last.link),
            given: CHANCE_CHAIN - 1,
        };
        chain.accept(&last).unwrap();
        let again = Contribution {
            number: CHANCE_CHAIN + 1,
            link: [0; 32],
        };
        assert_eq!(chain.accept(&again), Err(ChanceError::Spent));
    }

    #[test]
    fn a_forger_cannot_give_a_seat_a_link_of_another_chain() {
        let honest = seed(3);
        let chain = SeatChance::new(honest.commitment(TABLE, 0));
        let forgeries = [
            // Made up.
            Contribution {
                number: 1,
                link: [7; 32],
            },
            // The same seed for another seat, another table, or another seed.
            seed(3).contribution(TABLE, 1, 1).unwrap(),
            seed(3).contribution(TableId(9), 0, 1).unwrap(),
            seed(4).contribution(TABLE, 0, 1).unwrap(),
        ];
        for forged in forgeries {
            assert_eq!(
                chain.check(&forged),
                Err(ChanceError::NotInChain { number: 1 })
            );
        }
        assert!(chain
            .check(&honest.contribution(TABLE, 0, 1).unwrap())
            .is_ok());
    }

    #[test]
    fn a_contribution_replayed_or_skipped_is_refused_and_changes_nothing() {
        let honest = seed(5);
        let mut chain = SeatChance::new(honest.commitment(TABLE, 2));
        let first = honest.contribution(TABLE, 2, 1).unwrap();
        let third = honest.contribution(TABLE, 2, 3).unwrap();
        // A seat that skipped would choose between two links: it may not.
        assert_eq!(
            chain.accept(&third),
            Err(ChanceError::OutOfTurn {
                expected: 1,
                given: 3
            })
        );
        chain.accept(&first).unwrap();
        let before = chain;
        assert_eq!(
            chain.accept(&first),
            Err(ChanceError::OutOfTurn {
                expected: 2,
                given: 1
            })
        );
        // The right link under the wrong number is no better.
        let second = honest.contribution(TABLE, 2, 2).unwrap();
        let renumbered = Contribution {
            number: 3,
            ..second
        };
        assert!(chain.accept(&renumbered).is_err());
        assert_eq!(chain, before);
        chain.accept(&second).unwrap();
    }

    #[test]
    fn a_commitment_and_a_link_read_back_from_text_and_garbage_is_refused() {
        let c = seed(6).commitment(TABLE, 0);
        assert_eq!(c.to_text().len(), 43);
        assert_eq!(Commitment::parse(&c.to_text()), Ok(c));
        for junk in ["", "abc", "!!!!", &"A".repeat(44)] {
            assert_eq!(Commitment::parse(junk), Err(ChanceError::NotALink));
        }
    }

    #[test]
    fn every_contribution_and_the_draw_number_change_the_draw() {
        let links: Vec<Link> = (0..3)
            .map(|s| seed(10).contribution(TABLE, s, 1).unwrap().link)
            .collect();
        let base = draw(TABLE, 4, &links, u32::MAX);
        for seat in 0..3 {
            let mut other = links.clone();
            other[seat] = seed(11).contribution(TABLE, seat, 1).unwrap().link;
            assert_ne!(draw(TABLE, 4, &other, u32::MAX), base);
        }
        assert_ne!(draw(TABLE, 5, &links, u32::MAX), base);
        assert_ne!(draw(TableId(8), 4, &links, u32::MAX), base);
        assert_eq!(draw(TABLE, 4, &links, u32::MAX), base);
        assert_eq!(draw(TABLE, 4, &links, 0), 0);
    }

    #[test]
    fn with_every_other_part_known_the_last_one_still_deals_every_face_evenly() {
        // What the last seat to reveal decides, seen from the others: 6,000 of its
        // possible links over a die's six faces.
        let known = [seed(20).contribution(TABLE, 0, 1).unwrap().link];
        let mut faces = [0u32; 6];
        for n in 0..6000u32 {
            let mut link = [0u8; 32];
            link[..4].copy_from_slice(&n.to_be_bytes());
            let face = draw(TABLE, 1, &[known[0], step_down(&link)], 6);
            faces[face as usize] += 1;
        }
        // Each face 1,000 times give or take five standard deviations (about 5 x 29).
        for count in faces {
            assert!((850..=1150).contains(&count), "{faces:?}");
        }
    }

    proptest! {
        // Each contribution hashes a whole chain down: a few cases are plenty.
        #![proptest_config(ProptestConfig {
        cases: 8,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0xC4A1_CE55),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

        #[test]
        fn any_seed_makes_a_chain_its_commitment_accepts(bytes in any::<[u8; 32]>(), seat in 0usize..5, number in 1u32..6) {
            let mine = ChanceSeed::from_bytes(bytes);
            let mut chain = SeatChance::new(mine.commitment(TABLE, seat));
            for k in 1..=number {
                prop_assert!(chain.accept(&mine.contribution(TABLE, seat, k).unwrap()).is_ok());
            }
            let range = 1 + number * 17;
            prop_assert!(draw(TABLE, u64::from(number), &[chain.last], range) < range);
        }
    }
}
