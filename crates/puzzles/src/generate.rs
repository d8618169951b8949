//! The generator: levels made from a seed, proved by the solver and graded by the measure.
//!
//! A candidate is a legal game played at random: every seat places its starter, then the
//! seats extend their monsters in turn until the solo seat has made a chosen number of
//! extensions and is to move again. The other monsters become statues. The goal is the
//! seat's reserve, or a little less for the easiest tier, where a shorter goal is what
//! makes an open loch easy. A candidate is kept when its measure falls in the asked tier,
//! the solver finishes counting it within [`GENERATE_LIMITS`] and at least one position on
//! the way is a dead end: the level is then proved solvable and can be lost, and its
//! counts are exact, so the browser's solver answers at once on it too. Everything is drawn from one seeded generator, so a seed always gives the same
//! level, natively and in wasm.

use std::fmt;
use std::sync::Arc;

use blockness_core::{Colour, Edition, Game, GameRecord, Move, Setup};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::grade::{self, Measure};
use crate::level::Level;
use crate::solver::{self, Analysis, Limits};

/// The solver's budget for a candidate: a level whose count needs more positions is
/// thrown away, which keeps every generated level quick to solve, hint and check.
pub const GENERATE_LIMITS: Limits = Limits {
    positions: 150_000,
    count_cap: 1_000_000,
};

/// Candidates tried before the generator gives up on a request.
pub const MAX_ATTEMPTS: u32 = 600;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Request {
    /// The tier, 1 to 5.
    pub tier: u8,
    /// The seed every random choice comes from.
    pub seed: u64,
    /// Whether the level is played with the expert variant's start cells.
    pub expert: bool,
    /// How many other monsters stand as statues, 1 to 3; drawn from the seed when `None`.
    pub statues: Option<usize>,
}

/// A generated level with what the generator learnt about it.
#[derive(Clone, Debug, PartialEq)]
pub struct Generated {
    /// The level, its solution included.
    pub level: Level,
    /// Its measure, which puts it in the tier asked for.
    pub measure: Measure,
    /// The solver's full analysis (counts exact: the count finished within
    /// [`GENERATE_LIMITS`]).
    pub analysis: Analysis,
    /// Candidates tried, this one included.
    pub attempts: u32,
}

/// Why no level was generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GenerateError {
    /// The tier is not one of 1 to 5.
    BadTier {
        /// The tier asked for.
        tier: u8,
    },
    /// The number of statues is not one of 1 to 3.
    BadStatues {
        /// The number asked for.
        statues: usize,
    },
    /// No candidate of [`MAX_ATTEMPTS`] fitted the tier (with three statues the hardest
    /// tier takes the most candidates: four monsters leave more room).
    NotFound {
        /// Candidates tried.
        attempts: u32,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::BadTier { tier } => write!(
                f,
                "the tier is {tier}; tiers go from 1 to {}",
                grade::TIERS.len()
            ),
            GenerateError::BadStatues { statues } => write!(
                f,
                "a level has 1 to 3 statues (2 to 4 monsters), not {statues}"
            ),
            GenerateError::NotFound { attempts } => write!(
                f,
                "no level of this tier came out of {attempts} candidates; try another seed or fewer statues"
            ),
        }
    }
}

impl std::error::Error for GenerateError {}

/// The solo seat's extensions before the puzzle begins, by number of statues and tier:
/// the lowest and highest, drawn uniformly. More extensions mean a fuller loch, a shorter
/// goal and, mostly, a harder level; four monsters fill the loch's larger area slowly.
fn rounds(statues: usize, tier: u8) -> (usize, usize) {
    match (statues, tier) {
        (1, 1) => (1, 3),
        (1, 2) => (2, 3),
        (1, _) => (1, 3),
        (_, 1) => (3, 5),
        (_, 2) => (2, 4),
        (_, 3) => (3, 5),
        (_, _) => (3, 6),
    }
}

/// How many segments short of the whole reserve the goal may be: only the two easiest
/// tiers ask for less than everything.
fn slack(tier: u8) -> usize {
    match tier {
        1 => 4,
        2 => 2,
        _ => 0,
    }
}

/// The shortest goal the slack may leave: fewer segments would hardly be a puzzle.
const MIN_GOAL: usize = 3;

/// The statues a request leaves to the seed, by tier: the hardest tier is found fastest
/// on the smaller areas of two and three monsters.
fn statue_choices(tier: u8) -> &'static [usize] {
    match tier {
        5 => &[1, 2],
        _ => &[1, 2, 3],
    }
}

/// A number in `0..n` drawn as a u32, so that the draw is the same where `usize` has 32
/// bits (wasm32) as where it has 64.
pub(crate) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    rng.random_range(0..n.max(1) as u32) as usize
}

/// Generates a level of `request`'s tier; see the module documentation for how.
pub fn generate(request: &Request) -> Result<Generated, GenerateError> {
    let tier = grade::tier(request.tier).ok_or(GenerateError::BadTier { tier: request.tier })?;
    if let Some(statues) = request.statues {
        if !(1..=3).contains(&statues) {
            return Err(GenerateError::BadStatues { statues });
        }
    }
    let edition = Arc::new(Edition::lochside_v1());
    let mut rng = ChaCha8Rng::seed_from_u64(request.seed);
    for attempt in 1..=MAX_ATTEMPTS {
        let statues = request.statues.unwrap_or_else(|| {
            let choices = statue_choices(tier.tier);
            choices[below(&mut rng, choices.len())]
        });
        let Some((game, seat, goal)) =
            candidate(&edition, &mut rng, statues, request.expert, tier.tier)
        else {
            continue;
        };
        let rules = game.rules();
        let pos = game.position();
        let Some(measure) = grade::measure_within(rules, pos, seat, goal, tier.min, tier.max)
        else {
            continue;
        };
        let analysis = solver::analyse(rules, pos, seat, goal, &GENERATE_LIMITS);
        // Kept: proved solvable, counted in full, and losable, since a level that no
        // move can spoil asks nothing of the player.
        if analysis.solvable != Some(true) || analysis.forced.is_none() || analysis.dead_ends == 0 {
            continue;
        }
        let level = Level {
            id: format!("gen-{}-{}", tier.tier, request.seed),
            tier: tier.tier,
            game: GameRecord::of(&game),
            seat,
            goal,
            solution: Some(analysis.solution.clone()),
        };
        return Ok(Generated {
            level,
            measure,
            analysis,
            attempts: attempt,
        });
    }
    Err(GenerateError::NotFound {
        attempts: MAX_ATTEMPTS,
    })
}

/// One candidate: a random legal game with `statues + 1` monsters of random colours,
/// stopped when the solo seat is to move after its drawn number of extensions, with the
/// goal drawn; `None` when the game went otherwise (the seat blocked or the game over).
fn candidate(
    edition: &Arc<Edition>,
    rng: &mut ChaCha8Rng,
    statues: usize,
    expert: bool,
    tier: u8,
) -> Option<(Game, usize, usize)> {
    let players = statues + 1;
    let mut colours: Vec<Colour> = Colour::ALL.to_vec();
    let mut chosen = Vec::with_capacity(players);
    for _ in 0..players {
        chosen.push(colours.remove(below(rng, colours.len())));
    }
    let seat = below(rng, players);
    let (low, high) = rounds(statues, tier);
    let extensions = low + below(rng, high - low + 1);
    let setup = Setup::new(edition, players, Some(chosen), expert).ok()?;
    let mut game = Game::new(Arc::clone(edition), setup);
    let mut moves: Vec<Move> = Vec::new();
    loop {
        let to_move = game.to_move()?;
        let pos = game.position();
        if to_move == seat && pos.has_started(seat) && 9 - pos.left(seat) >= extensions {
            break;
        }
        moves.clear();
        game.rules().for_each_move(pos, to_move, |m| moves.push(m));
        let mv = *moves.get(below(rng, moves.len()))?;
        game.play(mv).ok()?;
    }
    let left = game.position().left(seat);
    let short = below(rng, slack(tier).min(left.saturating_sub(MIN_GOAL)) + 1);
    Some((game, seat, left - short))
}
