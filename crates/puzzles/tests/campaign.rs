//! The shipped campaign: every level re-solved, its stored solution replayed and its
//! measure found again in its tier; the tiers ordered by the measure.

use std::collections::BTreeSet;

use blockness_puzzles::grade::{self, PLAYOUTS};
use blockness_puzzles::{
    campaign, find_solution, Level, Limits, Puzzle, Reach, LEVELS_PER_TIER, TIERS,
};

fn levels() -> Vec<Level> {
    let levels = campaign();
    assert!(!levels.is_empty(), "the embedded campaign reads");
    levels
}

#[test]
fn the_campaign_has_a_hundred_levels_in_five_tiers_in_order() {
    let levels = levels();
    assert!(levels.len() >= 100);
    let ids: BTreeSet<&str> = levels.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(ids.len(), levels.len(), "ids are unique");
    assert!(
        levels.windows(2).all(|w| w[0].tier <= w[1].tier),
        "tier by tier"
    );
    for tier in &TIERS {
        let n = levels.iter().filter(|l| l.tier == tier.tier).count();
        assert_eq!(n, LEVELS_PER_TIER, "tier {}", tier.tier);
    }
    for (i, level) in levels.iter().enumerate() {
        let number = i % LEVELS_PER_TIER + 1;
        assert_eq!(level.id, format!("{}-{number:02}", level.tier));
    }
}

#[test]
fn the_campaign_mixes_variants_and_two_to_four_monsters() {
    let levels = levels();
    let players: BTreeSet<usize> = levels.iter().map(|l| l.game.players).collect();
    assert_eq!(players, BTreeSet::from([2, 3, 4]));
    assert!(levels.iter().any(|l| l.game.expert));
    assert!(levels.iter().any(|l| !l.game.expert));
    for tier in &TIERS {
        let of_tier = levels.iter().filter(|l| l.tier == tier.tier);
        let players: BTreeSet<usize> = of_tier.map(|l| l.game.players).collect();
        assert_eq!(
            players.len(),
            3,
            "tier {} has 1, 2 and 3 statues",
            tier.tier
        );
    }
}

#[test]
fn every_level_re_solves_and_its_stored_solution_replays() {
    for level in levels() {
        let puzzle = Puzzle::new(level.clone()).unwrap_or_else(|e| panic!("{}: {e}", level.id));
        let game = puzzle.game();
        let reach = find_solution(
            game.rules(),
            game.position(),
            level.seat,
            level.goal,
            &Limits::DEFAULT,
        );
        let Reach::Yes(found) = reach else {
            panic!("{} does not re-solve: {reach:?}", level.id);
        };
        assert_eq!(found.len(), level.goal);
        let solution = level.solution.clone().expect("a stored solution");
        for moves in [found, solution] {
            let progress =
                Puzzle::check(&level, &moves).unwrap_or_else(|e| panic!("{}: {e}", level.id));
            assert!(progress.solved, "{}", level.id);
            assert_eq!(progress.placed, level.goal);
        }
    }
}

#[test]
fn every_level_measures_in_its_tier_and_tiers_get_harder() {
    let levels = levels();
    let mut successes: Vec<Vec<u32>> = vec![Vec::new(); TIERS.len()];
    for level in &levels {
        let puzzle = Puzzle::new(level.clone()).expect("a valid level");
        let game = puzzle.game();
        let m = grade::measure(game.rules(), game.position(), level.seat, level.goal);
        assert_eq!(m.playouts, PLAYOUTS);
        assert_eq!(m.tier, level.tier, "{} measures {}", level.id, m.successes);
        successes[usize::from(level.tier) - 1].push(m.successes);
    }
    for pair in successes.windows(2) {
        let easier_min = pair[0].iter().min().copied().unwrap_or(0);
        let harder_max = pair[1].iter().max().copied().unwrap_or(0);
        assert!(
            harder_max < easier_min,
            "every level of a tier is harder than the tier before"
        );
        let mean = |v: &[u32]| v.iter().map(|&s| f64::from(s)).sum::<f64>() / v.len() as f64;
        assert!(mean(&pair[1]) < mean(&pair[0]));
    }
}

#[test]
fn every_level_is_counted_in_full_and_can_be_lost() {
    for level in levels() {
        let puzzle = Puzzle::new(level.clone()).expect("a valid level");
        let analysis = puzzle.analyse(&blockness_puzzles::GENERATE_LIMITS);
        assert_eq!(analysis.solvable, Some(true), "{}", level.id);
        assert!(analysis.forced.is_some(), "{} is counted in full", level.id);
        // Solutions may pass the count's cap while the count itself finished.
        assert!(!analysis.dead_ends_capped);
        assert!(
            analysis.solutions > 0 && analysis.dead_ends > 0,
            "{}",
            level.id
        );
    }
}
