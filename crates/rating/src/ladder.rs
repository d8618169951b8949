//! A game's ladder of computer opponents, a step apart, each with a rating measured by
//! self-play.
//!
//! A game lists its rungs weakest first, each a [`Style`] over the game's own levels: a
//! level as it is, or a blend of two that plays the upper one's move some of the time.
//! The lowest rung is rated [`Rung::BASE_RATING`]; each rung above it sits higher by the
//! Elo difference that its measured score against the rung below predicts.

use std::fmt;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Serialize, Serializer};

/// How a rung chooses, over a game's levels `L`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Style<L> {
    /// One of the game's levels, as it plays.
    Level(L),
    /// The upper level's move with a chance of `upper_per_mille / 1000`, else the lower
    /// level's: a step between two levels, since what the upper one sees shows in only
    /// some of its moves.
    Blend {
        /// The level of most moves when the chance is small.
        lower: L,
        /// The level of most moves when the chance is large.
        upper: L,
        /// Thousandths of the moves played as the upper level plays them.
        upper_per_mille: u16,
    },
}

impl<L> Style<L> {
    /// A blend of `lower` and `upper` that plays the upper level's move
    /// `upper_per_mille` times in a thousand.
    pub const fn blend(lower: L, upper: L, upper_per_mille: u16) -> Style<L> {
        Style::Blend {
            lower,
            upper,
            upper_per_mille,
        }
    }
}

impl<L: Copy> Style<L> {
    /// The level that plays the move whose seed is `seed`: the same seed, the same level.
    pub fn level_for(&self, seed: u64) -> L {
        match *self {
            Style::Level(level) => level,
            Style::Blend {
                lower,
                upper,
                upper_per_mille,
            } => {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                if rng.random_range(0..1000) < upper_per_mille {
                    upper
                } else {
                    lower
                }
            }
        }
    }
}

/// One rung of a game's ladder. Two rungs are equal when they have the same name.
#[derive(Clone, Copy, Debug)]
pub struct Rung<L: 'static> {
    /// Its name in commands, saved games and links: lowercase, no spaces.
    pub name: &'static str,
    /// How it chooses.
    pub style: Style<L>,
    /// Its rating on the Elo scale, from self-play.
    pub rating: f64,
    /// Half-width of the 95 % interval of its step above the rung below (0 for the base).
    pub margin: f64,
    /// The command whose score against the rung below set its rating (empty for the base).
    pub measured_by: &'static str,
}

impl<L> Rung<L> {
    /// The rating of every ladder's lowest rung, which the others are measured from.
    pub const BASE_RATING: f64 = 1000.0;

    /// A rung of `style`, rated `rating` ± `margin` by `measured_by`.
    pub const fn new(
        name: &'static str,
        style: Style<L>,
        rating: f64,
        margin: f64,
        measured_by: &'static str,
    ) -> Rung<L> {
        Rung {
            name,
            style,
            rating,
            margin,
            measured_by,
        }
    }

    /// The Elo expectation of its score against `other`: what the two ratings predict.
    pub fn expected_score_against(&self, other: &Rung<L>) -> f64 {
        1.0 / (1.0 + 10f64.powf((other.rating - self.rating) / 400.0))
    }

    /// Its place on `ladder`, from 1 for the weakest (0 when it is not on it).
    pub fn number_on(&self, ladder: &[Rung<L>]) -> usize {
        ladder
            .iter()
            .position(|rung| rung.name == self.name)
            .map_or(0, |i| i + 1)
    }
}

impl<L: Copy + PartialEq> Rung<L> {
    /// The rung of `ladder` that plays as `level` does (the lowest rung if none does).
    pub fn of_level(ladder: &[Rung<L>], level: L) -> Rung<L> {
        ladder
            .iter()
            .find(|rung| rung.style == Style::Level(level))
            .or(ladder.first())
            .copied()
            .unwrap_or(Rung::new(
                "",
                Style::Level(level),
                Rung::<L>::BASE_RATING,
                0.0,
                "",
            ))
    }
}

impl<L: Copy> Rung<L> {
    /// The rung of `ladder` named `text` (any case) or numbered `text` (from 1).
    pub fn find(ladder: &[Rung<L>], text: &str) -> Result<Rung<L>, UnknownRung> {
        let wanted = text.trim();
        let by_number = wanted
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| ladder.get(i));
        by_number
            .or_else(|| {
                ladder
                    .iter()
                    .find(|rung| rung.name.eq_ignore_ascii_case(wanted))
            })
            .copied()
            .ok_or_else(|| UnknownRung {
                text: text.to_string(),
                names: ladder.iter().map(|rung| rung.name).collect(),
            })
    }
}

impl<L> PartialEq for Rung<L> {
    fn eq(&self, other: &Rung<L>) -> bool {
        self.name == other.name
    }
}

impl<L> Eq for Rung<L> {}

impl<L> Serialize for Rung<L> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name)
    }
}

impl<L> fmt::Display for Rung<L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// A name that is no rung of the ladder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRung {
    /// The text that was given.
    pub text: String,
    /// The ladder's names, weakest first.
    pub names: Vec<&'static str>,
}

impl fmt::Display for UnknownRung {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot level {:?}: expected one of {} (or its number, 1 to {})",
            self.text,
            self.names.join(", "),
            self.names.len()
        )
    }
}

impl std::error::Error for UnknownRung {}
