//! A level being played: the moves made so far, undo and restart, and the solver's
//! answers a player asks for (stuck? a hint?).

use blockness_core::{Game, IllegalMove, Move};

use crate::level::{Level, LevelError};
use crate::solver::{self, Analysis, Limits, Reach};

/// A level in play: its game, turned into a solo puzzle, and the seat's moves since the
/// start. A board draws [`Puzzle::game`] as it draws any game: the legal starts, second
/// feet and refusals all answer for the solo seat.
#[derive(Clone, Debug)]
pub struct Puzzle {
    level: Level,
    game: Game,
    /// Moves of the level's record, before the puzzle's own.
    start: usize,
}

/// Where a list of moves leaves a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Progress {
    /// Whether the goal is reached.
    pub solved: bool,
    /// Segments placed since the start.
    pub placed: usize,
    /// Segments to place.
    pub goal: usize,
}

/// Why a list of moves could not be played on a level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError {
    /// The level itself cannot be played.
    Level(LevelError),
    /// Move `index` of the list (from 0) is refused.
    IllegalMove {
        /// Index of the move in the list, from 0.
        index: usize,
        /// Why the rules refuse it.
        reason: IllegalMove,
    },
}

impl std::fmt::Display for CheckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CheckError::Level(e) => e.fmt(f),
            CheckError::IllegalMove { index, reason } => {
                write!(f, "move {index} (counted from 0) is illegal: {reason}")
            }
        }
    }
}

impl std::error::Error for CheckError {}

impl Puzzle {
    /// The level ready to play, or why it cannot be played.
    pub fn new(level: Level) -> Result<Puzzle, LevelError> {
        let game = level.start()?;
        let start = game.moves().len();
        Ok(Puzzle { level, game, start })
    }

    /// Plays `moves` from the start of `level` and says where they leave it: the check of
    /// a claimed solution. Moves after the goal is reached are refused like any move once
    /// the puzzle is over.
    pub fn check(level: &Level, moves: &[Move]) -> Result<Progress, CheckError> {
        let mut puzzle = Puzzle::new(level.clone()).map_err(CheckError::Level)?;
        for (index, &mv) in moves.iter().enumerate() {
            puzzle
                .play(mv)
                .map_err(|reason| CheckError::IllegalMove { index, reason })?;
        }
        Ok(puzzle.progress())
    }

    /// The level played.
    pub fn level(&self) -> &Level {
        &self.level
    }

    /// The game on the board: statues, the seat's monster and, while the puzzle is not
    /// over, the seat to move.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The seat that moves alone.
    pub fn seat(&self) -> usize {
        self.level.seat
    }

    /// Segments to place.
    pub fn goal(&self) -> usize {
        self.level.goal
    }

    /// Segments placed since the start.
    pub fn placed(&self) -> usize {
        self.game.moves().len() - self.start
    }

    /// The seat's moves since the start.
    pub fn moves(&self) -> &[Move] {
        &self.game.moves()[self.start..]
    }

    /// Whether the goal is reached.
    pub fn is_solved(&self) -> bool {
        self.placed() >= self.goal()
    }

    /// Solved, placed and goal together.
    pub fn progress(&self) -> Progress {
        Progress {
            solved: self.is_solved(),
            placed: self.placed(),
            goal: self.goal(),
        }
    }

    /// The seat's legal moves now; none once the goal is reached.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_solved() {
            return Vec::new();
        }
        self.game.legal_moves()
    }

    /// Plays `mv` for the seat, or says why the rules refuse it. Once the goal is reached
    /// every move is refused as after the end of a game.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_solved() {
            return Err(IllegalMove::GameOver);
        }
        self.game.play(mv)
    }

    /// Takes back the seat's last move; `None` at the start (the level's own moves stay).
    pub fn undo(&mut self) -> Option<Move> {
        if self.placed() == 0 {
            return None;
        }
        self.game.undo()
    }

    /// Back to the level's start.
    pub fn restart(&mut self) {
        self.game.undo_to(self.start);
    }

    /// Whether the goal can still be reached from here: `Some(false)` as soon as it
    /// cannot, so a player never plays on in a lost position without knowing; `None` when
    /// the search ran out of `limits` before it could tell.
    pub fn can_still_reach_goal(&self, limits: &Limits) -> Option<bool> {
        self.reach(limits).known()
    }

    /// A move that keeps the goal in reach, from the solver; `None` when there is none
    /// (the puzzle is lost or solved) or the search ran out of `limits`.
    pub fn hint(&self, limits: &Limits) -> Option<Move> {
        match self.reach(limits) {
            Reach::Yes(moves) => moves.first().copied(),
            Reach::No | Reach::Undecided => None,
        }
    }

    /// The solver's search for the rest of the goal from here: one way to finish, or
    /// that there is none, or that it could not tell within `limits`.
    pub fn reach(&self, limits: &Limits) -> Reach {
        let remaining = self.goal().saturating_sub(self.placed());
        let game = &self.game;
        solver::find_solution(
            game.rules(),
            game.position(),
            self.seat(),
            remaining,
            limits,
        )
    }

    /// The solver's full analysis of the rest of the goal from here.
    pub fn analyse(&self, limits: &Limits) -> Analysis {
        let remaining = self.goal().saturating_sub(self.placed());
        let game = &self.game;
        solver::analyse(
            game.rules(),
            game.position(),
            self.seat(),
            remaining,
            limits,
        )
    }
}
