//! The crate's public API as the browser will use it: levels read as untrusted input,
//! a puzzle played with undo, restart, hints and stuck detection, the generator and the
//! daily puzzle.

use blockness_core::{GameRecord, IllegalMove, Move};
use blockness_puzzles::{
    campaign, daily, generate, tier_of_weekday, Date, DateError, GenerateError, Level, LevelError,
    Limits, Puzzle, Request, TIERS,
};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};

fn level(index: usize) -> Level {
    campaign()[index].clone()
}

#[test]
fn levels_round_trip_through_json() {
    for level in campaign().iter().step_by(13) {
        let text = level.to_json();
        assert_eq!(Level::from_json(&text).as_ref(), Ok(level));
    }
}

#[test]
fn each_refusal_of_a_level_is_typed() {
    let good = level(10);
    let with = |f: &dyn Fn(&mut Level)| {
        let mut l = good.clone();
        f(&mut l);
        Puzzle::new(l).err()
    };
    assert_eq!(with(&|l| l.id.clear()), Some(LevelError::BadId { len: 0 }));
    assert_eq!(
        with(&|l| l.id = "x".repeat(65)),
        Some(LevelError::BadId { len: 65 })
    );
    assert_eq!(with(&|l| l.tier = 0), Some(LevelError::BadTier { tier: 0 }));
    assert_eq!(with(&|l| l.tier = 6), Some(LevelError::BadTier { tier: 6 }));
    let players = good.game.players;
    assert_eq!(
        with(&|l| l.seat = players),
        Some(LevelError::BadSeat {
            seat: players,
            players
        })
    );
    assert_eq!(with(&|l| l.goal = 0), Some(LevelError::EmptyGoal));
    assert!(matches!(
        with(&|l| l.goal = 10),
        Some(LevelError::GoalTooLarge { goal: 10, .. })
    ));
    assert!(matches!(
        with(&|l| l.game.players = 5),
        Some(LevelError::Record(_))
    ));
    assert!(matches!(
        with(&|l| l.game.moves.swap(0, 1)),
        Some(LevelError::Record(_))
    ));
    // The last seat to place its starter, with the record cut just before that starter.
    let no_starter = |l: &mut Level| {
        l.seat = l.game.players - 1;
        l.game.moves.truncate(l.game.players - 1);
    };
    assert_eq!(
        with(&no_starter),
        Some(LevelError::NoStarter {
            seat: good.game.players - 1
        })
    );
    assert!(matches!(
        Level::from_json("{\"id\": \"a\"}"),
        Err(LevelError::Json { .. })
    ));
    for error in [
        LevelError::EmptyGoal,
        LevelError::BadTier { tier: 9 },
        LevelError::NoStarter { seat: 1 },
    ] {
        assert!(!error.to_string().is_empty());
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 200,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0xA915_0001),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Any text at all is read or refused, never a panic.
    #[test]
    fn any_text_is_refused_without_panic(text in ".{0,300}") {
        if let Ok(level) = Level::from_json(&text) {
            let _ = Puzzle::new(level);
        }
    }

    /// A shipped level with its numbers and moves scrambled is played or refused, never a
    /// panic.
    #[test]
    fn scrambled_levels_are_refused_without_panic(
        index in 0usize..100,
        seat in 0usize..8,
        goal in 0usize..12,
        tier in 0u8..8,
        players in 0usize..7,
        cut in 0usize..40,
        moves in prop::collection::vec(any::<u32>(), 0..4),
    ) {
        let mut l = level(index);
        l.seat = seat;
        l.goal = goal;
        l.tier = tier;
        l.game = GameRecord { players, ..l.game };
        let keep = cut.min(l.game.moves.len());
        l.game.moves.truncate(keep);
        if let Ok(mut puzzle) = Puzzle::new(l) {
            for pick in moves {
                let legal = puzzle.legal_moves();
                if legal.is_empty() {
                    break;
                }
                puzzle.play(legal[pick as usize % legal.len()]).unwrap();
            }
            let _ = puzzle.can_still_reach_goal(&Limits { positions: 2_000, count_cap: 100 });
        }
    }
}

#[test]
fn a_puzzle_plays_undoes_and_restarts() {
    let level = level(25);
    let solution = level.solution.clone().unwrap();
    let mut puzzle = Puzzle::new(level.clone()).unwrap();
    assert_eq!((puzzle.placed(), puzzle.goal()), (0, level.goal));
    assert_eq!(puzzle.game().to_move(), Some(level.seat));
    assert_eq!(puzzle.undo(), None, "the level's own moves stay");
    puzzle.play(solution[0]).unwrap();
    puzzle.play(solution[1]).unwrap();
    assert_eq!(puzzle.moves(), &solution[..2]);
    assert_eq!(puzzle.undo(), Some(solution[1]));
    assert_eq!(puzzle.placed(), 1);
    puzzle.restart();
    assert_eq!(puzzle.placed(), 0);
    for &mv in &solution {
        assert!(!puzzle.is_solved());
        puzzle.play(mv).unwrap();
    }
    assert!(puzzle.is_solved());
    assert!(puzzle.legal_moves().is_empty());
    assert_eq!(puzzle.play(solution[0]), Err(IllegalMove::GameOver));
    assert_eq!(puzzle.hint(&Limits::DEFAULT), None);
    assert_eq!(puzzle.can_still_reach_goal(&Limits::DEFAULT), Some(true));
}

#[test]
fn hints_alone_lead_to_a_solution() {
    for index in (0..100).step_by(19) {
        let mut puzzle = Puzzle::new(level(index)).unwrap();
        while !puzzle.is_solved() {
            let hint = puzzle
                .hint(&Limits::DEFAULT)
                .expect("a hint while solvable");
            puzzle.play(hint).unwrap();
        }
        assert_eq!(puzzle.progress().placed, puzzle.goal());
    }
}

/// A first move of `puzzle` after which the goal is out of reach, if there is one.
fn losing_move(puzzle: &Puzzle) -> Option<Move> {
    puzzle.legal_moves().into_iter().find(|&mv| {
        let mut after = puzzle.clone();
        after.play(mv).unwrap();
        after.can_still_reach_goal(&Limits::DEFAULT) == Some(false)
    })
}

#[test]
fn a_losing_move_is_seen_at_once_and_undo_recovers() {
    let mut found = 0;
    for index in (40..100).step_by(6) {
        let mut puzzle = Puzzle::new(level(index)).unwrap();
        let Some(mv) = losing_move(&puzzle) else {
            continue;
        };
        found += 1;
        puzzle.play(mv).unwrap();
        assert_eq!(puzzle.can_still_reach_goal(&Limits::DEFAULT), Some(false));
        assert_eq!(puzzle.hint(&Limits::DEFAULT), None);
        puzzle.undo();
        assert_eq!(puzzle.can_still_reach_goal(&Limits::DEFAULT), Some(true));
        assert!(puzzle.hint(&Limits::DEFAULT).is_some());
    }
    assert!(found > 0, "hard levels have a losing first move");
}

#[test]
fn check_names_the_first_refused_move() {
    let level = level(50);
    let mut moves = level.solution.clone().unwrap();
    moves[2] = moves[1];
    let refused = Puzzle::check(&level, &moves).unwrap_err();
    assert!(
        matches!(
            refused,
            blockness_puzzles::CheckError::IllegalMove { index: 2, .. }
        ),
        "{refused}"
    );
}

#[test]
fn the_generator_is_deterministic_and_keeps_to_the_tier() {
    let request = Request {
        tier: 3,
        seed: 77,
        expert: true,
        statues: Some(2),
    };
    let a = generate(&request).unwrap();
    let b = generate(&request).unwrap();
    assert_eq!(a.level, b.level);
    assert_eq!(a.measure.tier, 3);
    assert_eq!(a.level.game.players, 3);
    assert!(a.level.game.expert);
    let solution = a.level.solution.clone().unwrap();
    assert!(Puzzle::check(&a.level, &solution).unwrap().solved);
    let other = generate(&Request {
        seed: 78,
        ..request
    })
    .unwrap();
    assert_ne!(other.level, a.level);
    assert_eq!(
        generate(&Request { tier: 0, ..request }),
        Err(GenerateError::BadTier { tier: 0 })
    );
    assert_eq!(
        generate(&Request {
            statues: Some(0),
            ..request
        }),
        Err(GenerateError::BadStatues { statues: 0 })
    );
}

#[test]
fn harder_tiers_measure_lower_for_generated_levels_too() {
    let mut last = u32::MAX;
    for tier in TIERS {
        let generated = generate(&Request {
            tier: tier.tier,
            seed: 5,
            expert: false,
            statues: Some(2),
        })
        .unwrap();
        assert!(generated.measure.successes < last);
        assert!(tier.contains(generated.measure.successes));
        last = generated.measure.successes;
    }
}

#[test]
fn dates_are_read_strictly_and_counted_right() {
    let date: Date = "2026-11-26".parse().unwrap();
    assert_eq!((date.year(), date.month(), date.day()), (2026, 11, 26));
    assert_eq!(date.to_string(), "2026-11-26");
    for (text, days, weekday) in [
        ("1970-01-01", 0, 3),
        ("2000-02-29", 11_016, 1),
        ("2026-11-26", 20_783, 3),
        ("1600-03-01", -135_080, 2),
        ("0001-01-01", -719_162, 0),
        ("9999-12-31", 2_932_896, 4),
    ] {
        let date: Date = text.parse().unwrap();
        assert_eq!(date.days_since_epoch(), days, "{text}");
        assert_eq!(date.weekday(), weekday, "{text}");
    }
    assert_eq!(
        "2026-02-29".parse::<Date>(),
        Err(DateError::Day { day: 29, days: 28 })
    );
    assert_eq!(
        "2026-00-10".parse::<Date>(),
        Err(DateError::Month { month: 0 })
    );
    assert_eq!(
        "0000-01-10".parse::<Date>(),
        Err(DateError::Year { year: 0 })
    );
    for bad in [
        "",
        "2026-1-26",
        "2026/11/26",
        "2026-11-2x",
        "+026-11-26",
        "２026-11-26",
    ] {
        assert!(
            matches!(bad.parse::<Date>(), Err(DateError::Format { .. })),
            "{bad}"
        );
    }
}

#[test]
fn the_daily_tier_rises_through_the_week() {
    let tiers: Vec<u8> = (0..7).map(tier_of_weekday).collect();
    assert_eq!(tiers.first(), Some(&1));
    assert_eq!(tiers.last(), Some(&5));
    assert!(tiers.windows(2).all(|w| w[0] <= w[1]));
}

#[test]
fn a_week_of_daily_puzzles() {
    // Monday 2026-11-23 to Sunday 2026-11-29.
    for day in 23..=29 {
        let date = Date::new(2026, 11, day).unwrap();
        let generated = daily(date).unwrap();
        assert_eq!(generated.level.id, format!("daily-{date}"));
        assert_eq!(generated.level.tier, tier_of_weekday(date.weekday()));
        assert_eq!(generated.measure.tier, generated.level.tier);
        assert_eq!(
            daily(date).unwrap().level,
            generated.level,
            "the same for everyone"
        );
        let solution = generated.level.solution.clone().unwrap();
        assert!(Puzzle::check(&generated.level, &solution).unwrap().solved);
    }
}
