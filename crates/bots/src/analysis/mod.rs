//! Analysis of a game: what each move was worth, what it cost, and who controls the water.
//!
//! Every move of a game is a ply (skipped turns are not moves, so they are not plies).
//! For each ply the analysis gives the value of the position for the mover under the
//! engine's best play ([`PlyAnalysis::eval_before`]), the value after the move played
//! ([`PlyAnalysis::eval_after`]), the engine's choice ([`PlyAnalysis::best`]), the loss
//! (the difference, never negative) and a [`Label`] read from the loss.
//!
//! - **Two players:** a value is the final margin in segments under best play: the
//!   mover's placed segments minus the opponent's, plus a hundredth of a segment per unit
//!   of head height the mover's head stands taller (the ranking's tie-break: it can never
//!   add up to half a segment, and a value above zero means a win). The strong level's
//!   alpha-beta search gives it, scoring finished games by this margin; where the search
//!   reaches the end of every line the value is exact ([`PlyAnalysis::exact`]), elsewhere
//!   it is the engine's estimate, whose unit is also the hundredth of a segment (a placed
//!   segment counts 100, territory, mobility and the reserve fill in what is to come).
//!   An estimate is the mean of the search's last two depths, which lean opposite ways.
//! - **Three and four players:** a value is the expected final place of every seat
//!   (1 is first; shared places count as the ranking gives them), from the strong
//!   level's tree search run with a place for each seat at the end of every playout
//!   rather than a win. The loss is in places, for the mover. These values are never
//!   exact.
//!
//! Labels and accuracy: see [`Thresholds`] and [`move_accuracy`].
//!
//! Nothing here reads a clock of its own or spawns a thread: budgets are node counts (a
//! time limit is measured on the caller's [`Clock`]), so the module runs unchanged in a
//! browser worker, and [`Analyser`] goes one ply at a time so that a caller can show
//! progress and stop between plies.
//!
//! ```
//! use blockness_bots::analysis::{analyse, AnalysisSettings};
//! use blockness_bots::{Budget, SystemClock};
//! use blockness_core::{Edition, Game, Setup};
//! let edition = Edition::lochside_v1();
//! let mut game = Game::lochside_v1(Setup::new(&edition, 2, None, false).unwrap());
//! while game.moves().len() < 4 {
//!     let first = game.legal_moves()[0];
//!     game.play(first).unwrap();
//! }
//! let settings = AnalysisSettings { budget: Budget::nodes(2_000), seed: 0 };
//! let analysis = analyse(&game, &settings, &SystemClock::new());
//! assert_eq!(analysis.plies.len(), 4);
//! assert!(analysis.plies.iter().all(|p| p.loss >= 0.0));
//! ```

mod accuracy;
mod territory;
mod valuing;
mod verdict;

use blockness_core::Game;
use serde::{Deserialize, Serialize};

use crate::{mix_seed, Budget, Clock};
use valuing::{several_players, two_players};

pub use accuracy::{accuracy, accuracy_by_person, move_accuracy};
pub use territory::{territory, TerritoryCell};
pub use verdict::{Eval, Label, PlyAnalysis, Thresholds};

/// How much the analysis may search, and its seed.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisSettings {
    /// The budget of each ply: nodes of the alpha-beta search with two players, units of
    /// work (iterations and playout moves) of the tree search with three or four, and
    /// optionally a time measured on the caller's clock. With nodes alone the results
    /// depend on nothing else.
    pub budget: Budget,
    /// Seed of the tree search's random choices (three and four players).
    #[serde(default)]
    pub seed: u64,
}

impl AnalysisSettings {
    /// The default budget of a ply with two players, in nodes of the alpha-beta search:
    /// a whole game then takes a few seconds (see the measurements in docs/performance.md).
    pub const TWO_PLAYER_NODES: u64 = 1_000_000;

    /// The default budget of a ply with three or four players, in units of work of the
    /// tree search, which cost more each than a node of alpha-beta.
    pub const SEVERAL_PLAYER_NODES: u64 = 150_000;

    /// The default settings for a game of `players` seats, seed 0.
    pub fn for_players(players: usize) -> AnalysisSettings {
        let nodes = if players <= 2 {
            AnalysisSettings::TWO_PLAYER_NODES
        } else {
            AnalysisSettings::SEVERAL_PLAYER_NODES
        };
        AnalysisSettings {
            budget: Budget::nodes(nodes),
            seed: 0,
        }
    }
}

/// A whole game's analysis.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    /// Every ply, in order.
    pub plies: Vec<PlyAnalysis>,
    /// Accuracy of each seat, 0 to 100 ([`accuracy`]); `null` for a seat without a move.
    pub accuracy: Vec<Option<f64>>,
}

/// Analyses a game one ply at a time, so that a caller can report progress and stop
/// between plies. Each ply's result depends only on the game, the settings and the ply
/// (with a node budget), so plies may also be analysed out of order with [`analyse_ply`].
#[derive(Clone, Debug)]
pub struct Analyser {
    game: Game,
    settings: AnalysisSettings,
    next: usize,
}

impl Analyser {
    /// An analysis of every move of `game`, from its first.
    pub fn new(game: &Game, settings: AnalysisSettings) -> Analyser {
        Analyser {
            game: game.clone(),
            settings,
            next: 0,
        }
    }

    /// Skips the first `plies` plies, for instance those whose results were kept from
    /// an earlier run.
    pub fn resume_after(mut self, plies: usize) -> Analyser {
        self.next = plies.min(self.plies());
        self
    }

    /// Number of plies of the game.
    pub fn plies(&self) -> usize {
        self.game.moves().len()
    }

    /// Number of plies analysed (or skipped) so far.
    pub fn done(&self) -> usize {
        self.next
    }

    /// Analyses the next ply; `None` once every ply is done.
    pub fn next_ply(&mut self, clock: &dyn Clock) -> Option<PlyAnalysis> {
        let ply = self.next + 1;
        let result = analyse_ply(&self.game, ply, &self.settings, clock)?;
        self.next = ply;
        Some(result)
    }
}

/// Analyses every ply of `game` and the players' accuracy.
pub fn analyse(game: &Game, settings: &AnalysisSettings, clock: &dyn Clock) -> Analysis {
    let mut analyser = Analyser::new(game, *settings);
    let mut plies = Vec::with_capacity(analyser.plies());
    while let Some(ply) = analyser.next_ply(clock) {
        plies.push(ply);
    }
    let accuracy = accuracy(&plies, game.rules().players());
    Analysis { plies, accuracy }
}

/// Analyses ply `ply` of `game` (counted from 1); `None` when the game has no such ply.
pub fn analyse_ply(
    game: &Game,
    ply: usize,
    settings: &AnalysisSettings,
    clock: &dyn Clock,
) -> Option<PlyAnalysis> {
    let index = ply.checked_sub(1)?;
    let played = *game.moves().get(index)?;
    let pos = game.position_at(index)?;
    let seat = pos.to_move()?;
    let rules = game.rules();
    let players = rules.players();
    let valued = if players == 2 {
        two_players(rules, pos, played, &settings.budget, clock)?
    } else {
        let seed = mix_seed(settings.seed, index as u64);
        several_players(rules, pos, played, &settings.budget, seed, clock)
    };
    let loss = valued.loss.max(0.0);
    Some(PlyAnalysis {
        ply,
        seat,
        person: pos.person_of(seat),
        mv: played,
        best: valued.best,
        eval_before: valued.before,
        eval_after: valued.after,
        loss,
        label: Thresholds::for_players(players).label(loss),
        exact: valued.exact,
    })
}
