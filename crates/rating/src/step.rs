//! A rung named by its place on its ladder: what a game's seat keeps for its computer
//! player, a small plain value that links, saved games and forms can carry.
//!
//! A step's letter in a seat code is the game's own for a rung that plays as one of its
//! levels (the letters links always had), and the rung's number for a blend.

use std::fmt;
use std::hash::{Hash, Hasher};

use crate::ladder::{Rung, Style};

/// A rung of the ladder `ladder`, by its place on it (0 for the weakest).
#[derive(Clone, Copy)]
pub struct Step<L: 'static> {
    ladder: &'static [Rung<L>],
    index: u8,
}

impl<L> Step<L> {
    /// The rung at `index` of `ladder` (0 for the weakest), or `None` past its end.
    pub const fn at(ladder: &'static [Rung<L>], index: usize) -> Option<Step<L>> {
        if index < ladder.len() && index <= u8::MAX as usize {
            Some(Step {
                ladder,
                index: index as u8,
            })
        } else {
            None
        }
    }

    /// Every rung of `ladder` as a step, weakest first, as a constant can hold them.
    pub const fn every<const N: usize>(ladder: &'static [Rung<L>; N]) -> [Step<L>; N]
    where
        L: Copy,
    {
        let mut steps = [Step { ladder, index: 0 }; N];
        let mut index = 0;
        while index < N {
            steps[index] = Step {
                ladder,
                index: index as u8,
            };
            index += 1;
        }
        steps
    }

    /// Every rung of `ladder`, weakest first.
    pub fn all(ladder: &'static [Rung<L>]) -> impl Iterator<Item = Step<L>> {
        (0..ladder.len()).filter_map(move |index| Step::at(ladder, index))
    }

    /// The rung itself.
    pub const fn rung(&self) -> &'static Rung<L> {
        &self.ladder[self.index as usize]
    }

    /// Its place on the ladder, from 1 for the weakest.
    pub const fn number(&self) -> usize {
        self.index as usize + 1
    }

    /// The rung's name.
    pub const fn name(&self) -> &'static str {
        self.rung().name
    }

    /// The rung of `ladder` rated nearest `rating` (the lower of two as near): the
    /// opponent a rated game matches to a person's rating. `None` for an empty ladder.
    pub fn nearest(ladder: &'static [Rung<L>], rating: f64) -> Option<Step<L>> {
        Step::all(ladder).min_by(|a, b| {
            (a.rung().rating - rating)
                .abs()
                .total_cmp(&(b.rung().rating - rating).abs())
        })
    }
}

impl<L: Copy + PartialEq> Step<L> {
    /// The rung that plays as `level` does, if one does.
    pub fn of_level(ladder: &'static [Rung<L>], level: L) -> Option<Step<L>> {
        Step::all(ladder).find(|step| step.rung().style == Style::Level(level))
    }

    /// The level the rung plays as, when it plays as one level and blends none.
    pub fn level(&self) -> Option<L> {
        match self.rung().style {
            Style::Level(level) => Some(level),
            Style::Blend { .. } => None,
        }
    }

    /// The level whose rung is rated nearest this one's: where only a game's levels are
    /// offered, a rung between them stands for the nearer one.
    pub fn nearest_level(&self) -> Option<L> {
        let rating = self.rung().rating;
        Step::all(self.ladder)
            .filter_map(|step| Some((step.level()?, (step.rung().rating - rating).abs())))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(level, _)| level)
    }

    /// Its letter in a seat code: `named(level)` for a rung that plays as one level, the
    /// rung's number for a blend (so a ladder of up to nine rungs).
    pub fn letter(&self, named: impl Fn(L) -> char) -> char {
        match self.level() {
            Some(level) => named(level),
            None => char::from_digit(self.number() as u32, 10).unwrap_or('?'),
        }
    }
}

impl<L> PartialEq for Step<L> {
    fn eq(&self, other: &Step<L>) -> bool {
        // By place and name: a ladder that is a `const` may sit at more than one address.
        self.index == other.index && self.name() == other.name()
    }
}

impl<L> Eq for Step<L> {}

impl<L> Hash for Step<L> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.index.hash(state);
    }
}

impl<L> fmt::Debug for Step<L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Step({})", self.name())
    }
}

impl<L> fmt::Display for Step<L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
