//! Computer opponents for Block Ness.
//!
//! Three levels share one entry point, [`best_move`]:
//!
//! - [`Level::Easy`] plays a random legal move, slightly favouring moves that keep its own
//!   placements open;
//! - [`Level::Medium`] looks one move ahead and maximises its mobility against the others';
//! - [`Level::Strong`] searches. With two players: iterative-deepening alpha-beta over
//!   an evaluation of territory, mobility and reserve, solving the game exactly once the
//!   remaining tree fits in the budget. With three or four: Monte Carlo tree search with
//!   informed playouts, which beat paranoid alpha-beta there (see [`Algorithm`]).
//!
//! Nothing here reads the system clock or the system's randomness: the caller passes a
//! [`Clock`] (so a browser can hand in `performance.now()`) and a seed, which makes
//! every choice reproducible. The [`arena`] module plays bots against each other and
//! reports their scores with confidence intervals, and the [`balance`] module uses it to
//! say whether an edition gives every colour and seat a fair chance; the [`analysis`] module goes through a
//! finished or unfinished game with the strong level and says what each move cost.
//!
//! ```
//! use blockness_bots::{best_move, Budget, Level, SystemClock};
//! use blockness_core::{Edition, Game, Setup};
//! let edition = Edition::lochside_v1();
//! let game = Game::lochside_v1(Setup::new(&edition, 2, None, false).unwrap());
//! let mv = best_move(game.rules(), game.position(), Level::Strong, &Budget::nodes(2_000), 7, &SystemClock::new());
//! assert!(game.legal_moves().contains(&mv.unwrap()));
//! ```

#![warn(missing_docs)]

pub mod analysis;
pub mod arena;
pub mod balance;
mod eval;
pub mod ladder;
mod levels;
mod mcts;
mod search;
pub mod seat;
mod symmetry;

use std::fmt;
use std::str::FromStr;

use blockness_core::{Move, Position, Rules};
use serde::{Deserialize, Serialize};

pub use eval::Weights;
pub use ladder::{
    decide_as, find_rung, move_level, rung_of, step_of, Rung, Step, Style, UnknownRung, LADDER,
    STEPS,
};
pub use seat::{decode_seat_code, encode_seat_code, SeatCodeError, SeatKind};

/// How well a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Random legal moves with a light preference for keeping its own options open.
    Easy,
    /// One move of look-ahead on mobility: its own placements minus the opponents'.
    Medium,
    /// A real search over territory, mobility and reserve; exact near the end.
    Strong,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Strong];

    /// `"easy"`, `"medium"` or `"strong"`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of `easy`, `medium`, `strong`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError {
    /// The text that was given.
    pub text: String,
}

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot level {:?}: expected easy, medium or strong",
            self.text
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseLevelError {
                text: s.to_string(),
            })
    }
}

/// How much thinking a move may take: wall time, searched nodes, or both (whichever runs
/// out first). With neither, the strong level uses [`Budget::DEFAULT_NODES`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Budget {
    /// Milliseconds, measured on the [`Clock`] passed in.
    pub time_ms: Option<f64>,
    /// Positions visited or evaluated.
    pub nodes: Option<u64>,
}

impl Budget {
    /// Nodes the strong level searches when the budget sets no limit at all.
    pub const DEFAULT_NODES: u64 = 200_000;

    /// A budget of `ms` milliseconds.
    pub fn time_ms(ms: f64) -> Budget {
        Budget {
            time_ms: Some(ms),
            nodes: None,
        }
    }

    /// The most nodes (or playout units) a search may spend: the node budget, or no
    /// limit when only a time is set, or [`Budget::DEFAULT_NODES`] when neither is.
    pub fn work_limit(&self) -> u64 {
        match (self.nodes, self.time_ms) {
            (Some(n), _) => n.max(1),
            (None, Some(_)) => u64::MAX,
            (None, None) => Budget::DEFAULT_NODES,
        }
    }

    /// When a search that started at `start` must stop, on the same clock: 95% of the
    /// time budget, leaving the rest for returning the move.
    pub fn deadline(&self, start: f64) -> Option<f64> {
        self.time_ms.map(|t| start + 0.95 * t.max(0.0))
    }

    /// A budget of `nodes` nodes; independent of machine speed, so results repeat exactly.
    pub fn nodes(nodes: u64) -> Budget {
        Budget {
            time_ms: None,
            nodes: Some(nodes),
        }
    }
}

/// A source of time in milliseconds from any fixed origin.
///
/// The search asks it often; natively [`SystemClock`] reads a monotonic clock, in a
/// browser the caller wraps `performance.now()`.
pub trait Clock {
    /// Milliseconds since some origin; must never go backwards.
    fn now_ms(&self) -> f64;
}

/// The native monotonic clock (not available on `wasm32-unknown-unknown`, which has none).
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
#[derive(Clone, Copy, Debug)]
pub struct SystemClock {
    origin: std::time::Instant,
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl SystemClock {
    /// A clock whose origin is now.
    pub fn new() -> SystemClock {
        SystemClock {
            origin: std::time::Instant::now(),
        }
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl Default for SystemClock {
    fn default() -> SystemClock {
        SystemClock::new()
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.origin.elapsed().as_secs_f64() * 1000.0
    }
}

/// What a bot did to choose its move, for benchmarks and curious players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct SearchInfo {
    /// Positions visited or evaluated.
    pub nodes: u64,
    /// Deepest fully searched iteration, in moves (0 for the levels that do not search).
    pub depth: u32,
    /// Whether the result is an exact solve of the rest of the game.
    pub exact: bool,
    /// Evaluation of the chosen move from the mover's point of view (search units).
    pub score: i32,
    /// Milliseconds spent, by the clock passed in.
    pub elapsed_ms: f64,
    /// Swap option, answering the first starter: the value (for the seat to move, in
    /// search units) on which the swap was weighed; the bot swapped when it was below
    /// minus [`Weights::swap_margin`]. `None` elsewhere.
    pub swap_value: Option<i32>,
}

/// A chosen move and how it was found.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Decision {
    /// The move; `None` only when the game is over.
    #[serde(rename = "move")]
    pub mv: Option<Move>,
    /// Search statistics.
    pub info: SearchInfo,
}

/// The move `level` plays for the seat to move in `pos`; `None` only when the game is over.
///
/// The result depends only on the arguments (and, with a time budget, on how fast the
/// clock advances): the same seed and node budget always give the same move.
pub fn best_move(
    rules: &Rules,
    pos: &Position,
    level: Level,
    budget: &Budget,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Move> {
    decide(rules, pos, level, budget, seed, clock).mv
}

/// Like [`best_move`], with statistics about the search.
pub fn decide(
    rules: &Rules,
    pos: &Position,
    level: Level,
    budget: &Budget,
    seed: u64,
    clock: &dyn Clock,
) -> Decision {
    timed(clock, || match level {
        Level::Easy => levels::easy(rules, pos, seed),
        Level::Medium => levels::medium(rules, pos, seed),
        Level::Strong => strong(
            rules,
            pos,
            budget,
            seed,
            clock,
            Algorithm::for_players(rules.players()),
            &Weights::default(),
        ),
    })
}

/// Runs `choose` and records in its decision how long it took on `clock`.
fn timed(clock: &dyn Clock, choose: impl FnOnce() -> Decision) -> Decision {
    let start = clock.now_ms();
    let mut decision = choose();
    decision.info.elapsed_ms = clock.now_ms() - start;
    decision
}

/// The search behind the strong level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Algorithm {
    /// Iterative-deepening alpha-beta with a transposition table (paranoid beyond two
    /// players), exact in the endgame.
    AlphaBeta,
    /// UCT Monte Carlo tree search with informed playouts.
    Mcts,
}

impl Algorithm {
    /// The algorithm the strong level uses for `players` seats, chosen by measurement at
    /// 300 ms a move (`examples/mcts_vs_alphabeta.rs`, one alpha-beta seat against tree
    /// search in the others): with two players alpha-beta scored 0.77 a game; with three
    /// both were even (0.34 against a fair 0.33, 48 games); with four alpha-beta scored
    /// only 0.09 against a fair 0.25 (32 games): its paranoid view of every opponent
    /// costs more the more opponents there are.
    pub fn for_players(players: usize) -> Algorithm {
        if players <= 2 {
            Algorithm::AlphaBeta
        } else {
            Algorithm::Mcts
        }
    }
}

/// The strong level with the algorithm and evaluation weights of the caller's choosing,
/// for measuring them against each other (the weights only matter to alpha-beta).
pub fn decide_strong_with(
    rules: &Rules,
    pos: &Position,
    budget: &Budget,
    seed: u64,
    clock: &dyn Clock,
    algorithm: Algorithm,
    weights: &Weights,
) -> Decision {
    timed(clock, || {
        strong(rules, pos, budget, seed, clock, algorithm, weights)
    })
}

fn strong(
    rules: &Rules,
    pos: &Position,
    budget: &Budget,
    seed: u64,
    clock: &dyn Clock,
    algorithm: Algorithm,
    weights: &Weights,
) -> Decision {
    match algorithm {
        Algorithm::AlphaBeta => search::strong(rules, pos, budget, seed, clock, weights),
        Algorithm::Mcts => mcts::mcts(rules, pos, budget, seed, clock),
    }
}

/// Mixes a seed with a counter into a well-spread 64-bit value (SplitMix64), so that each
/// game and each move of an arena gets its own reproducible seed.
pub fn mix_seed(seed: u64, counter: u64) -> u64 {
    let mut z = seed ^ counter.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
