//! What each tutorial step teaches: its words in the four languages, the prepared game it
//! is played on, and which moves complete it ([`Goal`]). Apart from the reducer
//! ([`super::Tutorial`]) because this is the tutorial's content, long and edited with the
//! texts, while the reducer only walks through it.

use blockness_core::{Game, IllegalMove, Move, TieBreak};

use crate::lessons::words::tutorial as words;
use crate::lessons::{positions, Prepared};
use blockness_web_board::words::Tr;

/// The seat the learner plays in every step (orange).
pub const LEARNER: usize = 0;

/// What a step asks the learner to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Lay the starter anywhere it may go.
    AnyStarter,
    /// Play any segment from any start cell.
    AnyExtension,
    /// Play a segment whose arch passes over a segment already on the board.
    CrossesLower,
    /// Play a segment from this start cell (in notation, e.g. `f7`).
    FromStart(&'static str),
    /// Play a segment after which the opponent has no legal placement and the learner
    /// moves again.
    BlocksOpponent,
    /// End the game, winning on the tie-break by head height.
    WinsOnHeadHeight,
}

impl Goal {
    /// Whether `mv`, played by the seat to move in `before`, completes the goal. Illegal
    /// moves never do.
    pub fn is_met(&self, before: &Game, mv: &Move) -> bool {
        let Some(seat) = before.to_move() else {
            return false;
        };
        let mut after = before.clone();
        if after.play(*mv).is_err() {
            return false;
        }
        match *self {
            Goal::AnyStarter => matches!(mv, Move::Start { .. }),
            Goal::AnyExtension => matches!(mv, Move::Extend { .. }),
            Goal::CrossesLower => {
                matches!(mv, Move::Extend { .. }) && !before.crossed_by(mv).is_empty()
            }
            Goal::FromStart(name) => name
                .parse()
                .is_ok_and(|cell| matches!(mv, Move::Extend { from, .. } if *from == cell)),
            Goal::BlocksOpponent => {
                let players = before.rules().players();
                after.to_move() == Some(seat)
                    && (0..players)
                        .filter(|&s| s != seat)
                        .any(|s| before.can_place(s) && !after.can_place(s))
            }
            Goal::WinsOnHeadHeight => after.ranking().is_some_and(|ranking| {
                ranking
                    .iter()
                    .any(|s| s.seat == seat && s.place == 1 && s.tie_break == TieBreak::HeadHeight)
            }),
        }
    }

    /// Every legal move of the seat to move in `game` that completes the goal.
    pub fn moves(&self, game: &Game) -> Vec<Move> {
        game.legal_moves()
            .into_iter()
            .filter(|mv| self.is_met(game, mv))
            .collect()
    }
}

/// A kind of refused crossing a step points out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The arch would pass under a taller one.
    PassesUnder,
    /// The arch would meet one of the same height.
    SameHeight,
    /// The arch would pass over a head or a tail (another monster's, or the player's own
    /// other end).
    OverAnEnd,
}

impl Refusal {
    /// Whether the engine's reason is this kind of refusal.
    pub fn matches(&self, reason: &IllegalMove) -> bool {
        matches!(
            (self, reason),
            (Refusal::PassesUnder, IllegalMove::PassesUnder { .. })
                | (Refusal::SameHeight, IllegalMove::SameHeight { .. })
                | (
                    Refusal::OverAnEnd,
                    IllegalMove::CrossesEnd { .. } | IllegalMove::CrossesOwnEnd { .. }
                )
        )
    }
}

/// One step of the tutorial.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// Its heading.
    pub title: Tr,
    /// What to do, and the rule behind it.
    pub instructions: Tr,
    /// Said when a legal move misses the goal (the move is taken back).
    pub wrong: Tr,
    /// Said when the goal is reached.
    pub success: Tr,
    /// The game the step is played on.
    pub position: Prepared,
    /// The moves that complete it.
    pub goal: Goal,
    /// One move that completes it, in notation: the one the instructions suggest.
    pub taught: &'static str,
    /// Moves the step says are refused, in notation, with the reason it gives.
    pub refused: &'static [(&'static str, Refusal)],
}

/// The steps, in order.
pub const STEPS: [Step; 7] = [
    Step {
        title: words::STEP_1_TITLE,
        instructions: words::STEP_1_INSTRUCTIONS,
        wrong: words::STEP_1_WRONG,
        success: words::STEP_1_SUCCESS,
        position: positions::EMPTY_TWO,
        goal: Goal::AnyStarter,
        taught: "S e5-e7",
        refused: &[],
    },
    Step {
        title: words::STEP_2_TITLE,
        instructions: words::STEP_2_INSTRUCTIONS,
        wrong: words::STEP_2_WRONG,
        success: words::STEP_2_SUCCESS,
        position: positions::OPENING,
        goal: Goal::AnyExtension,
        taught: "T2 e8-e9",
        refused: &[],
    },
    Step {
        title: words::STEP_3_TITLE,
        instructions: words::STEP_3_INSTRUCTIONS,
        wrong: words::STEP_3_WRONG,
        success: words::STEP_3_SUCCESS,
        position: positions::OPENING,
        goal: Goal::CrossesLower,
        taught: "H2 f5-h5",
        refused: &[("H4 e4-h4", Refusal::OverAnEnd)],
    },
    Step {
        title: words::STEP_4_TITLE,
        instructions: words::STEP_4_INSTRUCTIONS,
        wrong: words::STEP_4_WRONG,
        success: words::STEP_4_SUCCESS,
        position: positions::CROSSINGS,
        goal: Goal::FromStart("f7"),
        taught: "T5 f7-h7",
        refused: &[
            ("T4 f7-c7", Refusal::PassesUnder),
            ("T4 f7-i7", Refusal::SameHeight),
            ("T2 f7-f9", Refusal::OverAnEnd),
        ],
    },
    Step {
        title: words::STEP_5_TITLE,
        instructions: words::STEP_5_INSTRUCTIONS,
        wrong: words::STEP_5_WRONG,
        success: words::STEP_5_SUCCESS,
        position: positions::CORNERED,
        goal: Goal::BlocksOpponent,
        taught: "H3 e4-c4",
        refused: &[],
    },
    Step {
        title: words::STEP_6_TITLE,
        instructions: words::STEP_6_INSTRUCTIONS,
        wrong: words::STEP_6_WRONG,
        success: words::STEP_6_SUCCESS,
        position: positions::LAST_MOVE,
        goal: Goal::WinsOnHeadHeight,
        taught: "H5 h8-e8",
        refused: &[],
    },
    Step {
        title: words::STEP_7_TITLE,
        instructions: words::STEP_7_INSTRUCTIONS,
        wrong: words::STEP_7_WRONG,
        success: words::STEP_7_SUCCESS,
        position: positions::EXPERT_OPENING,
        goal: Goal::AnyExtension,
        taught: "H2 e3-g3",
        refused: &[],
    },
];
