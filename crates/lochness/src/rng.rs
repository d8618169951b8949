//! The seeded random source behind the decks, Nessie's starting place, the die and the
//! bots: ChaCha8 from `rand_chacha`, as the Block Ness bots use, whose stream for a seed is
//! fixed by its specification (and the crate's version by `Cargo.lock`), so a seed keeps
//! meaning the same game for as long as the links that hold it live.

use rand::seq::SliceRandom;
use rand::{Rng as _, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A seeded generator, the same on every platform.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng(ChaCha8Rng);

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            self.0.random_range(0..n)
        }
    }

    /// Shuffles `items` in place.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_of_a_seed_never_changes() {
        // Links hold seeds: these values must stay what they are.
        let mut rng = Rng::new(0);
        assert_eq!(rng.next_u64(), 0xB585_F767_A79A_3B6C);
        assert_eq!(rng.next_u64(), 0x7746_A55F_BAD8_C037);
    }

    #[test]
    fn below_stays_in_range() {
        let mut rng = Rng::new(7);
        for n in 1..50 {
            assert!(rng.below(n) < n);
        }
        assert_eq!(rng.below(0), 0);
    }
}
