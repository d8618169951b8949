//! The difficulty of a level, measured rather than guessed.
//!
//! The measure is the share of uniformly random playouts that reach the goal: from the
//! level's position the seat plays a legal move drawn uniformly from the list of distinct
//! moves, again and again, until it has placed the goal or cannot place. [`PLAYOUTS`]
//! playouts are drawn from one fixed seed, so a level's measure is a property of the level
//! alone, the same on every machine and in the browser. A level that most random play
//! solves is easy; one that random play almost never solves asks for a plan.
//!
//! Tiers are ranges of that share ([`TIERS`]); a higher tier is a lower share.

use blockness_core::{Move, Position, Rules};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// Playouts behind every measure.
pub const PLAYOUTS: u32 = 2000;

/// Seed of the playouts' random moves, the same for every level.
pub const MEASURE_SEED: u64 = 0x0B10_C4E5_5501_0001;

/// A tier: the range of successful playouts, out of [`PLAYOUTS`], that belongs to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Tier {
    /// The tier's number, from 1 (easiest).
    pub tier: u8,
    /// Fewest successes in the tier.
    pub min: u32,
    /// Most successes in the tier.
    pub max: u32,
}

impl Tier {
    /// Whether `successes` out of [`PLAYOUTS`] falls in this tier.
    pub fn contains(&self, successes: u32) -> bool {
        (self.min..=self.max).contains(&successes)
    }
}

/// The five tiers, easiest first: at least 40 % of random playouts succeed in tier 1,
/// 15 to 40 % in tier 2, 5 to 15 % in tier 3, 1 to 5 % in tier 4, under 1 % in tier 5
/// (down to none: a tier-5 level is still proved solvable by the solver).
pub const TIERS: [Tier; 5] = [
    Tier {
        tier: 1,
        min: 800,
        max: PLAYOUTS,
    },
    Tier {
        tier: 2,
        min: 300,
        max: 799,
    },
    Tier {
        tier: 3,
        min: 100,
        max: 299,
    },
    Tier {
        tier: 4,
        min: 20,
        max: 99,
    },
    Tier {
        tier: 5,
        min: 0,
        max: 19,
    },
];

/// The tier numbered `tier` (1 to 5).
pub fn tier(tier: u8) -> Option<&'static Tier> {
    TIERS.iter().find(|t| t.tier == tier)
}

/// The tier of a measure of `successes` out of [`PLAYOUTS`].
pub fn tier_of(successes: u32) -> u8 {
    TIERS
        .iter()
        .find(|t| t.contains(successes))
        .map_or(5, |t| t.tier)
}

/// A level's measured difficulty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Measure {
    /// Playouts that reached the goal.
    pub successes: u32,
    /// Playouts drawn, always [`PLAYOUTS`].
    pub playouts: u32,
    /// The tier this measure falls in.
    pub tier: u8,
}

impl Measure {
    /// The share of playouts that reached the goal, from 0 to 1.
    pub fn share(&self) -> f64 {
        f64::from(self.successes) / f64::from(self.playouts.max(1))
    }
}

/// The measure of the puzzle in which `seat` must place `goal` segments from `pos`.
pub fn measure(rules: &Rules, pos: &Position, seat: usize, goal: usize) -> Measure {
    let successes = playouts(rules, pos, seat, goal, 0, PLAYOUTS).unwrap_or(0);
    Measure {
        successes,
        playouts: PLAYOUTS,
        tier: tier_of(successes),
    }
}

/// The measure when it lies within `min..=max` successes, `None` as soon as the playouts
/// show it cannot: enough successes to pass `max`, or too few left to reach `min`. The
/// playouts are the same as [`measure`]'s, so an answer is the measure itself; the early
/// stop only saves a generator the playouts of a candidate it will throw away.
pub fn measure_within(
    rules: &Rules,
    pos: &Position,
    seat: usize,
    goal: usize,
    min: u32,
    max: u32,
) -> Option<Measure> {
    let successes = playouts(rules, pos, seat, goal, min, max)?;
    Some(Measure {
        successes,
        playouts: PLAYOUTS,
        tier: tier_of(successes),
    })
}

/// The number of successful playouts, or `None` once it is sure to leave `min..=max`.
fn playouts(
    rules: &Rules,
    pos: &Position,
    seat: usize,
    goal: usize,
    min: u32,
    max: u32,
) -> Option<u32> {
    if seat >= rules.players() {
        return (min == 0).then_some(0);
    }
    let start = rules.solo_turn(pos, seat);
    let mut rng = ChaCha8Rng::seed_from_u64(MEASURE_SEED);
    let mut moves: Vec<Move> = Vec::new();
    let mut successes = 0u32;
    for done in 0..PLAYOUTS {
        if successes + (PLAYOUTS - done) < min {
            return None;
        }
        let mut pos = start;
        let mut placed = 0;
        while placed < goal {
            moves.clear();
            rules.for_each_move(&pos, seat, |m| moves.push(m));
            if moves.is_empty() {
                break;
            }
            // Drawn as a u32 so that the sequence is the same where usize has 32 bits.
            let pick = rng.random_range(0..moves.len() as u32) as usize;
            pos = rules.play_solo(&pos, seat, &moves[pick]);
            placed += 1;
        }
        if placed >= goal {
            successes += 1;
            if successes > max {
                return None;
            }
        }
    }
    (successes >= min).then_some(successes)
}
