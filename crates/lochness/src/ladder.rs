//! Loch Ness's ladder of computer opponents: its three levels and the blends between them,
//! each with a rating measured by self-play (docs/lochness.md gives the commands).
//!
//! Easy plays almost at random and medium almost never loses to it, so four blends of the
//! two sit between them; the strong level is one step above medium.

use blockness_rating::Rung as GenericRung;

use crate::game::action::Action;
use crate::game::Game;
use crate::level::{choose_within, Level};

/// A rung of Loch Ness's ladder.
pub type Rung = GenericRung<Level>;

/// How a rung of Loch Ness's ladder chooses.
pub type Style = blockness_rating::Style<Level>;

/// A rung of Loch Ness's ladder by its place, as a computer seat keeps it.
pub type Step = blockness_rating::Step<Level>;

/// Every rung of [`LADDER`] as a step, weakest first.
pub const STEPS: [Step; LADDER.len()] = Step::every(&LADDER);

/// The step that plays as `level` does: each level is a rung of the ladder.
pub fn step_of(level: Level) -> Step {
    Step::of_level(&LADDER, level).unwrap_or(STEPS[0])
}

/// The rung that plays as `level` does.
pub fn rung_of(level: Level) -> Rung {
    Rung::of_level(&LADDER, level)
}

/// The rung named `text` (any case) or numbered `text` on the ladder.
pub fn find_rung(text: &str) -> Result<Rung, blockness_rating::UnknownRung> {
    Rung::find(&LADDER, text)
}

/// The action `rung` takes for the seat to act, or `None` when the game is over; as
/// [`choose_within`] for a level. A blend draws its level afresh at every action, from the
/// seed and the number of actions played.
pub fn choose_as(rung: &Rung, game: &Game, seed: u64, budget: usize) -> Option<Action> {
    choose_within(game, level_to_act(rung, game, seed), seed, budget)
}

/// The level that takes `rung`'s next action in `game` with the seed `seed`: a blend draws
/// it afresh at every action, from the seed and the number of actions played.
pub fn level_to_act(rung: &Rung, game: &Game, seed: u64) -> Level {
    match rung.style {
        Style::Level(level) => level,
        blend => blend.level_for(seed.wrapping_add(game.actions().len() as u64)),
    }
}

/// Every rung, weakest first, with the ratings and commands of docs/lochness.md.
pub const LADDER: [Rung; 7] = [
    Rung::new(
        "easy",
        Style::Level(Level::Easy),
        1000.0,
        0.0,
        "",
    ),
    Rung::new(
        "gentle",
        Style::blend(Level::Easy, Level::Medium, 100),
        1182.0,
        25.0,
        "blockness lochness play --players 2 --seed 1 --games 500 --bots easy,gentle; blockness lochness play --players 2 --seed 1 --games 500 --bots gentle,easy",
    ),
    Rung::new(
        "casual",
        Style::blend(Level::Easy, Level::Medium, 250),
        1386.0,
        26.0,
        "blockness lochness play --players 2 --seed 1 --games 500 --bots gentle,casual; blockness lochness play --players 2 --seed 1 --games 500 --bots casual,gentle",
    ),
    Rung::new(
        "steady",
        Style::blend(Level::Easy, Level::Medium, 500),
        1639.0,
        28.0,
        "blockness lochness play --players 2 --seed 1 --games 500 --bots casual,steady; blockness lochness play --players 2 --seed 1 --games 500 --bots steady,casual",
    ),
    Rung::new(
        "eager",
        Style::blend(Level::Easy, Level::Medium, 750),
        1853.0,
        26.0,
        "blockness lochness play --players 2 --seed 1 --games 500 --bots steady,eager; blockness lochness play --players 2 --seed 1 --games 500 --bots eager,steady",
    ),
    Rung::new(
        "medium",
        Style::Level(Level::Medium),
        2063.0,
        26.0,
        "blockness lochness play --players 2 --seed 1 --games 500 --bots eager,medium; blockness lochness play --players 2 --seed 1 --games 500 --bots medium,eager",
    ),
    Rung::new(
        "strong",
        Style::Level(Level::Strong),
        2267.0,
        40.0,
        "blockness lochness play --players 2 --seed 1 --games 200 --bots medium,strong; blockness lochness play --players 2 --seed 1 --games 200 --bots strong,medium",
    ),
];
