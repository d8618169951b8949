//! What the analysis says of a ply: the values before and after it, its label and the
//! thresholds that give it.

use blockness_core::Move;
use serde::{Deserialize, Serialize};

/// The value of a position for the analysis.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Eval {
    /// Two players: the final margin in segments under best play, for the mover (a JSON
    /// number).
    Margin(f64),
    /// Three or four players: the expected final place of each seat, by seat (a JSON
    /// array; 1 is first).
    Places(Vec<f64>),
}

/// What a move's loss says about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    /// Nothing lost: the move played is the engine's choice or as good.
    Best,
    /// A loss below the inaccuracy threshold.
    Good,
    /// A loss of at least [`Thresholds::inaccuracy`].
    Inaccuracy,
    /// A loss of at least [`Thresholds::mistake`].
    Mistake,
    /// A loss of at least [`Thresholds::blunder`].
    Blunder,
}

impl Label {
    /// The mark players of abstract games write after such a move: `?!`, `?`, `??`, or
    /// nothing for the others.
    pub const fn mark(self) -> &'static str {
        match self {
            Label::Best | Label::Good => "",
            Label::Inaccuracy => "?!",
            Label::Mistake => "?",
            Label::Blunder => "??",
        }
    }
}

/// The losses at which a move becomes an inaccuracy, a mistake, a blunder.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thresholds {
    /// Smallest loss of an inaccuracy.
    pub inaccuracy: f64,
    /// Smallest loss of a mistake.
    pub mistake: f64,
    /// Smallest loss of a blunder.
    pub blunder: f64,
    /// How far below a threshold a loss still reaches it.
    pub tolerance: f64,
}

impl Thresholds {
    /// Two players, in segments of final margin: half a segment, one, two. A loss reaches
    /// a threshold from a tenth of a segment below it: the head-height hundredths of two
    /// values differ by at most ten, and must not make a segment thrown away count less
    /// than one.
    pub const SEGMENTS: Thresholds = Thresholds {
        inaccuracy: 0.5,
        mistake: 1.0,
        blunder: 2.0,
        tolerance: 0.1,
    };

    /// Three and four players, in expected places: a quarter of a place, half a place,
    /// a whole place.
    pub const PLACES: Thresholds = Thresholds {
        inaccuracy: 0.25,
        mistake: 0.5,
        blunder: 1.0,
        tolerance: 0.0,
    };

    /// The thresholds of a game of `players` seats.
    pub const fn for_players(players: usize) -> Thresholds {
        if players <= 2 {
            Thresholds::SEGMENTS
        } else {
            Thresholds::PLACES
        }
    }

    /// The label of a move that lost `loss`: [`Label::Best`] for no loss at all,
    /// otherwise the highest threshold reached (within the tolerance). Never lower for a
    /// larger loss.
    pub fn label(&self, loss: f64) -> Label {
        let reaches = |threshold: f64| loss + self.tolerance >= threshold;
        if reaches(self.blunder) {
            Label::Blunder
        } else if reaches(self.mistake) {
            Label::Mistake
        } else if reaches(self.inaccuracy) {
            Label::Inaccuracy
        } else if loss > 0.0 {
            Label::Good
        } else {
            Label::Best
        }
    }
}

/// The analysis of one ply.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlyAnalysis {
    /// The ply, counted from 1: the position after it is
    /// [`Game::position_at`]`(ply)`.
    pub ply: usize,
    /// The seat (colour) that moved.
    pub seat: usize,
    /// The person who moved: as [`Game::person_of`], the same as `seat` unless the people
    /// swapped colours under the swap option.
    pub person: usize,
    /// The move played, in the JSON form of the rules.
    #[serde(rename = "move")]
    pub mv: Move,
    /// The engine's best move; the move played itself when nothing is better.
    pub best: Move,
    /// The value of the position for the mover, with the best move.
    pub eval_before: Eval,
    /// The value for the mover after the move played.
    pub eval_after: Eval,
    /// What the move cost the mover against the best one: segments of margin with two
    /// players, expected places with three or four. Never negative.
    pub loss: f64,
    /// The label of the loss ([`Thresholds::label`]).
    pub label: Label,
    /// Whether both values are exact (two players, where the search reached the end of
    /// every line).
    pub exact: bool,
}

impl PlyAnalysis {
    /// Two players: the margin after the move from `seat`'s point of view (for a graph
    /// drawn from one seat's side). `eval_after` is the mover's value, and the mover holds
    /// `self.seat` after every move but the swap, which gives them the other colour.
    /// `None` for three or four players.
    pub fn margin_for(&self, seat: usize) -> Option<f64> {
        let Eval::Margin(value) = self.eval_after else {
            return None;
        };
        // The swap is made from the second seat and gives its person the first colour.
        let held = if self.mv.is_swap() { 0 } else { self.seat };
        Some(if held == seat { value } else { -value })
    }
}
