//! A whole game as JSON (its setup and its actions) and its replay.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::action::{Action, ActionError};
use super::setup::{Chance, Setup, SetupError};
use super::Game;

/// A whole game as JSON: its setup and its actions, `{"players", "seed", "variant5",
/// "actions"}`, the form the referee reads and a link can hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// Players, 2 to 5.
    pub players: usize,
    /// The seed.
    pub seed: u64,
    /// The five-player variant (false when left out).
    #[serde(default)]
    pub variant5: bool,
    /// What decides the luck (the seed when left out); a game the table deals holds its
    /// draws among its actions.
    #[serde(default, skip_serializing_if = "Chance::is_seed")]
    pub chance: Chance,
    /// The actions taken, in order (none when left out).
    #[serde(default)]
    pub actions: Vec<Action>,
}

impl Record {
    /// The record of `game` so far.
    pub fn of(game: &Game) -> Record {
        let setup = game.setup();
        Record {
            players: setup.players,
            seed: setup.seed,
            variant5: setup.variant5,
            chance: setup.chance,
            actions: game.actions().to_vec(),
        }
    }

    /// The record's setup.
    pub fn setup(&self) -> Setup {
        Setup {
            players: self.players,
            seed: self.seed,
            variant5: self.variant5,
            chance: self.chance,
        }
    }

    /// Replays the record, naming the first illegal action.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        Game::replay(self.setup(), &self.actions)
    }
}

/// Why a recorded game cannot be replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The setup is refused.
    Setup(SetupError),
    /// Action `index` (from 0) is illegal.
    Illegal {
        /// Its position in the list.
        index: usize,
        /// Why.
        reason: ActionError,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "the setup is refused: {e}"),
            ReplayError::Illegal { index, reason } => {
                write!(f, "action {index} (from 0) is illegal: {reason}")
            }
        }
    }
}

impl std::error::Error for ReplayError {}

impl Game {
    /// Replays `actions` from `setup`, naming the first illegal one.
    pub fn replay(setup: Setup, actions: &[Action]) -> Result<Game, ReplayError> {
        let mut game = Game::new(setup).map_err(ReplayError::Setup)?;
        for (index, &action) in actions.iter().enumerate() {
            game.apply(action)
                .map_err(|reason| ReplayError::Illegal { index, reason })?;
        }
        Ok(game)
    }
}
