//! The puzzle being played: the level, its board and the player's counts, with what the
//! solver last said about the position. Apart from the reducer ([`super::SoloState`])
//! because it is what the puzzle screen reads; the reducer alone changes it, which is why
//! its fields are open to the `solo` module and no further.

use std::sync::Arc;

use blockness_core::{Colour, Edition, Move};
use blockness_puzzles::Level;

use super::link::{PuzzleLink, DAILY_PREFIX, PUZZLE_PREFIX};
use super::words;
use blockness_web_board::board::BoardState;

/// What the solver said about the position on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReachState {
    /// The question is asked; no answer yet.
    Checking,
    /// The goal is still in reach; the move is one way on (the hint), when known.
    Open(Option<Move>),
    /// The goal can no longer be reached.
    Stuck,
    /// The solver could not tell within its budget.
    Unknown,
}

/// How a puzzle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The goal is placed.
    Solved,
    /// The goal is out of reach: the solver said so, or the seat cannot place any more.
    Failed,
}

/// A puzzle being played.
#[derive(Clone, Debug, PartialEq)]
pub struct Play {
    pub(super) level: Level,
    pub(super) board: BoardState,
    /// Moves of the level's own game, before the player's.
    pub(super) start: usize,
    pub(super) moves: u32,
    pub(super) undos: u32,
    pub(super) hints: u32,
    pub(super) reach: ReachState,
    /// A hint was asked for before the solver answered.
    pub(super) hint_wanted: bool,
    /// The address of the puzzle (after `#`).
    pub(super) link: String,
}

impl Play {
    pub(super) fn new(level: Level, edition: &Arc<Edition>) -> Result<Play, String> {
        let game = level
            .start_on(Arc::clone(edition))
            .map_err(|e| e.to_string())?;
        let link = PuzzleLink::of_level(&level, edition).unwrap_or_else(|| PUZZLE_PREFIX.into());
        Ok(Play {
            start: game.moves().len(),
            board: BoardState::prepared(game),
            level,
            moves: 0,
            undos: 0,
            hints: 0,
            reach: ReachState::Checking,
            hint_wanted: false,
            link,
        })
    }

    /// The level played.
    pub fn level(&self) -> &Level {
        &self.level
    }

    /// The puzzle's board.
    pub fn board(&self) -> &BoardState {
        &self.board
    }

    /// Segments placed since the start.
    pub fn placed(&self) -> usize {
        self.board.game().moves().len().saturating_sub(self.start)
    }

    /// Segments to place.
    pub fn goal(&self) -> usize {
        self.level.goal
    }

    /// The player's moves since the start.
    pub fn own_moves(&self) -> &[Move] {
        self.board.game().moves().get(self.start..).unwrap_or(&[])
    }

    /// Whether the goal is placed.
    pub fn is_solved(&self) -> bool {
        self.placed() >= self.goal()
    }

    /// Whether the goal is out of reach (the solver said so, or the seat cannot move).
    pub fn is_stuck(&self) -> bool {
        !self.is_solved() && self.reach == ReachState::Stuck
    }

    /// How the puzzle ended, once it has. A solo game that is over is never a win or a
    /// loss between monsters: only the goal decides.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.is_solved() {
            Some(Outcome::Solved)
        } else if self.is_stuck() {
            Some(Outcome::Failed)
        } else {
            None
        }
    }

    /// Whether the puzzle is played in the expert variant (new segments start two holes
    /// from an end).
    pub fn is_expert(&self) -> bool {
        self.board.game().rules().setup().expert()
    }

    /// The colour that moves.
    pub fn colour(&self) -> Colour {
        self.board.game().rules().setup().colours()[self.level.seat]
    }

    /// What the solver said about the position.
    pub fn reach(&self) -> &ReachState {
        &self.reach
    }

    /// Whether a hint waits for the solver's answer.
    pub fn hint_wanted(&self) -> bool {
        self.hint_wanted
    }

    /// Placements made, undone ones included.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// Undos, a restart counting as one.
    pub fn undos(&self) -> u32 {
        self.undos
    }

    /// Hints shown.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Solved without undo and without hint.
    pub fn is_clean(&self) -> bool {
        self.undos == 0 && self.hints == 0
    }

    /// Whether undo has a segment of the player's to take back.
    pub fn can_undo(&self) -> bool {
        self.placed() > 0 && !self.is_solved()
    }

    /// Whether a hint can be asked for now.
    pub fn can_hint(&self) -> bool {
        !self.is_solved() && !self.is_stuck() && !self.hint_wanted && self.board.hint().is_none()
    }

    /// The share line of a solved daily puzzle.
    pub fn share_line(&self) -> Option<String> {
        let date = self.level.id.strip_prefix(DAILY_PREFIX)?;
        self.is_solved().then(|| {
            words::share_line(
                date,
                self.level.tier,
                self.placed(),
                self.goal(),
                self.undos,
                self.hints,
            )
        })
    }

    /// The seat's colour is the only one that moves; the others are statues.
    pub fn seat(&self) -> usize {
        self.level.seat
    }
}
