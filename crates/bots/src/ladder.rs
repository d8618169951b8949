//! The ladder: computer opponents a step apart, from a first game's opponent to the
//! strong level, each with a rating measured by self-play.
//!
//! A rung says how its bot chooses ([`Style`]): as one of the three levels, or by a blend
//! of two of them, playing the upper one's move some of the time. Easy, medium and strong
//! are rungs of their own under their old names, so every link and saved game that names
//! them still means the same opponent.
//!
//! The ratings in [`LADDER`] come from `blockness arena` games between neighbouring rungs
//! (docs/bots.md gives the commands, seeds, game counts and intervals): the lowest rung is
//! set at [`blockness_rating::Rung::BASE_RATING`], and each rung sits above the one below by the Elo
//! difference that its measured score predicts.

use blockness_core::{Position, Rules};

use crate::{decide, mix_seed, Budget, Clock, Decision, Level};

/// A rung of Block Ness's ladder.
pub type Rung = blockness_rating::Rung<Level>;

/// A rung of Block Ness's ladder by its place, as a computer seat keeps it.
pub type Step = blockness_rating::Step<Level>;

/// Every rung of [`LADDER`] as a step, weakest first.
pub const STEPS: [Step; LADDER.len()] = Step::every(&LADDER);

/// The step that plays as `level` does: each level is a rung of the ladder.
pub fn step_of(level: Level) -> Step {
    Step::of_level(&LADDER, level).unwrap_or(STEPS[0])
}

/// How a rung of Block Ness's ladder chooses.
pub type Style = blockness_rating::Style<Level>;

pub use blockness_rating::UnknownRung;

/// The rung that plays as `level` does.
pub fn rung_of(level: Level) -> Rung {
    Rung::of_level(&LADDER, level)
}

/// The rung named `text` (any case) or numbered `text` on the ladder.
pub fn find_rung(text: &str) -> Result<Rung, UnknownRung> {
    Rung::find(&LADDER, text)
}

impl From<Level> for Rung {
    fn from(level: Level) -> Rung {
        rung_of(level)
    }
}

/// The move `rung` plays for the seat to move in `pos`, as [`decide`] gives a level's;
/// `budget` only matters to the strong level.
pub fn decide_as(
    rung: &Rung,
    rules: &Rules,
    pos: &Position,
    budget: &Budget,
    seed: u64,
    clock: &dyn Clock,
) -> Decision {
    let (level, seed) = move_level(rung, seed);
    decide(rules, pos, level, budget, seed, clock)
}

/// The level that plays `rung`'s move whose seed is `seed`, and the seed that level plays
/// it with: a blend draws its level from the seed, and the level's move takes a seed of its
/// own, so that the draw does not steer the move.
pub fn move_level(rung: &Rung, seed: u64) -> (Level, u64) {
    match rung.style {
        Style::Level(level) => (level, seed),
        blend => (blend.level_for(seed), mix_seed(seed, 1)),
    }
}

/// Every rung, weakest first, with the ratings and commands of docs/bots.md.
pub const LADDER: [Rung; 8] = [
    Rung::new(
        "easy",
        Style::Level(Level::Easy),
        1000.0,
        0.0,
        "",
    ),
    Rung::new(
        "relaxed",
        Style::blend(Level::Easy, Level::Medium, 250),
        1112.0,
        35.0,
        "blockness arena --players 2 --bots easy,relaxed --games 400 --nodes 200000 --jitter 0.2 --seed 1",
    ),
    Rung::new(
        "casual",
        Style::blend(Level::Easy, Level::Medium, 500),
        1204.0,
        34.0,
        "blockness arena --players 2 --bots relaxed,casual --games 400 --nodes 200000 --jitter 0.2 --seed 1",
    ),
    Rung::new(
        "steady",
        Style::blend(Level::Easy, Level::Medium, 750),
        1325.0,
        36.0,
        "blockness arena --players 2 --bots casual,steady --games 400 --nodes 200000 --jitter 0.2 --seed 1",
    ),
    Rung::new(
        "medium",
        Style::Level(Level::Medium),
        1465.0,
        36.0,
        "blockness arena --players 2 --bots steady,medium --games 400 --nodes 200000 --jitter 0.2 --seed 1",
    ),
    Rung::new(
        "keen",
        Style::blend(Level::Medium, Level::Strong, 350),
        1572.0,
        35.0,
        "blockness arena --players 2 --bots medium,keen --games 400 --nodes 200000 --jitter 0.2 --seed 1",
    ),
    Rung::new(
        "sharp",
        Style::blend(Level::Medium, Level::Strong, 700),
        1682.0,
        35.0,
        "blockness arena --players 2 --bots keen,sharp --games 400 --nodes 200000 --jitter 0.2 --seed 1",
    ),
    Rung::new(
        "strong",
        Style::Level(Level::Strong),
        1803.0,
        34.0,
        "blockness arena --players 2 --bots sharp,strong --games 400 --nodes 200000 --jitter 0.2 --seed 1",
    ),
];
