//! Loch Ness's ladder: each level is a rung under its own name, and a rung between two
//! levels takes some actions as each, the same one for the same seed and game.

use blockness_lochness::ladder::{level_to_act, step_of, STEPS};
use blockness_lochness::{Game, Level, Setup};

#[test]
fn each_level_is_a_rung_and_a_blend_draws_both_of_its_levels() {
    for level in [Level::Easy, Level::Medium, Level::Strong] {
        assert_eq!(step_of(level).level(), Some(level));
    }
    let game = Game::new(Setup::seeded(2, 3)).unwrap();
    let steady = STEPS[3];
    assert_eq!(steady.name(), "steady");
    let drawn: Vec<Level> = (0..60)
        .map(|seed| level_to_act(steady.rung(), &game, seed))
        .collect();
    assert!(drawn.contains(&Level::Easy) && drawn.contains(&Level::Medium));
    assert!(!drawn.contains(&Level::Strong));
    assert_eq!(level_to_act(steady.rung(), &game, 7), drawn[7]);
    assert_eq!(STEPS[1].nearest_level(), Some(Level::Easy));
    assert_eq!(steady.nearest_level(), Some(Level::Medium));
}
