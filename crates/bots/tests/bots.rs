//! Legality, determinism and budget behaviour of every level, on seeded random games.

use std::cell::Cell as StdCell;

use blockness_bots::arena::{run, ArenaConfig, ArenaError};
use blockness_bots::{
    best_move, decide, decide_strong_with, Algorithm, Budget, Clock, Level, Weights,
};
use blockness_core::{Edition, Game, Setup, SET_SIZE};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A clock that advances a fixed step every time it is read, so budget checks do not
/// depend on the machine's speed.
struct SteppingClock {
    now: StdCell<f64>,
    step: f64,
}

impl SteppingClock {
    fn new(step: f64) -> SteppingClock {
        SteppingClock {
            now: StdCell::new(0.0),
            step,
        }
    }
}

impl Clock for SteppingClock {
    fn now_ms(&self) -> f64 {
        let t = self.now.get() + self.step;
        self.now.set(t);
        t
    }
}

/// A game of `players` seats after `plies` random legal moves (fewer if it ends first).
fn random_game(players: usize, expert: bool, plies: usize, seed: u64) -> Game {
    let edition = Edition::lochside_v1();
    let mut game = Game::lochside_v1(Setup::new(&edition, players, None, expert).unwrap());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.random_range(0..moves.len())]).unwrap();
    }
    game
}

#[test]
fn every_level_plays_only_legal_moves_in_every_setting() {
    let clock = SteppingClock::new(0.0);
    let budget = Budget::nodes(3_000);
    for players in 2..=4 {
        for expert in [false, true] {
            for sample in 0..4u64 {
                let plies = (sample as usize) * 3 * players;
                let game = random_game(players, expert, plies, sample * 7 + players as u64);
                for level in Level::ALL {
                    let mv = best_move(
                        game.rules(),
                        game.position(),
                        level,
                        &budget,
                        sample,
                        &clock,
                    );
                    match mv {
                        Some(mv) => assert!(
                            game.check(game.to_move().unwrap(), &mv).is_ok(),
                            "{level} chose an illegal move with {players} players, expert {expert}"
                        ),
                        None => assert!(game.position().is_over(), "{level} gave up early"),
                    }
                }
            }
        }
    }
}

#[test]
fn bots_finish_whole_games_against_each_other() {
    let clock = SteppingClock::new(0.0);
    let budget = Budget::nodes(1_500);
    for players in 2..=4 {
        for expert in [false, true] {
            let mut game = random_game(players, expert, 0, 0);
            let mut turn = 0u64;
            while let Some(seat) = game.to_move() {
                let level = Level::ALL[(seat + turn as usize) % 3];
                let mv = best_move(game.rules(), game.position(), level, &budget, turn, &clock)
                    .expect("a move while the game is on");
                game.play(mv).expect("bots play legal moves");
                turn += 1;
            }
            assert!(game.position().is_over());
            for level in Level::ALL {
                assert_eq!(
                    best_move(game.rules(), game.position(), level, &budget, 1, &clock),
                    None,
                    "{level} must return None once the game is over"
                );
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let clock = SteppingClock::new(0.0);
    let budget = Budget::nodes(4_000);
    for players in 2..=4 {
        let game = random_game(players, false, 2 * players, 99);
        for level in Level::ALL {
            for seed in 0..3 {
                let a = best_move(game.rules(), game.position(), level, &budget, seed, &clock);
                let b = best_move(game.rules(), game.position(), level, &budget, seed, &clock);
                assert_eq!(a, b, "{level} with seed {seed}");
            }
        }
    }
}

#[test]
fn different_seeds_vary_the_easy_level() {
    let clock = SteppingClock::new(0.0);
    let game = random_game(2, false, 2, 5);
    let moves: std::collections::HashSet<_> = (0..20)
        .map(|seed| {
            best_move(
                game.rules(),
                game.position(),
                Level::Easy,
                &Budget::default(),
                seed,
                &clock,
            )
        })
        .collect();
    assert!(moves.len() > 1, "twenty seeds all chose the same move");
}

#[test]
fn strong_honours_a_node_budget() {
    let clock = SteppingClock::new(0.0);
    for players in 2..=4 {
        let game = random_game(players, false, players, 3);
        for limit in [1u64, 50, 2_000, 20_000] {
            let d = decide(
                game.rules(),
                game.position(),
                Level::Strong,
                &Budget::nodes(limit),
                0,
                &clock,
            );
            assert!(d.mv.is_some());
            if Algorithm::for_players(players) == Algorithm::AlphaBeta {
                assert!(
                    d.info.nodes <= limit,
                    "{} nodes searched for a budget of {limit}",
                    d.info.nodes
                );
                if !d.info.exact && game.legal_moves().len() > 1 {
                    assert_eq!(
                        d.info.nodes, limit,
                        "an unfinished search stops only at the budget"
                    );
                }
            } else {
                // The tree search finishes the playout under way: at most one more game's
                // worth of placements.
                let slack = (players * SET_SIZE) as u64;
                assert!(
                    d.info.nodes >= limit && d.info.nodes <= limit + slack,
                    "{} nodes for a budget of {limit}",
                    d.info.nodes
                );
            }
        }
    }
}

#[test]
fn both_algorithms_play_legal_moves_for_every_player_count() {
    let clock = SteppingClock::new(0.0);
    for players in 2..=4 {
        for sample in 0..3u64 {
            let game = random_game(
                players,
                sample == 1,
                sample as usize * 4 * players,
                sample + 40,
            );
            for algorithm in [Algorithm::AlphaBeta, Algorithm::Mcts] {
                let d = decide_strong_with(
                    game.rules(),
                    game.position(),
                    &Budget::nodes(3_000),
                    sample,
                    &clock,
                    algorithm,
                    &Weights::default(),
                );
                match d.mv {
                    Some(mv) => assert!(game.check(game.to_move().unwrap(), &mv).is_ok()),
                    None => assert!(game.position().is_over()),
                }
                let again = decide_strong_with(
                    game.rules(),
                    game.position(),
                    &Budget::nodes(3_000),
                    sample,
                    &clock,
                    algorithm,
                    &Weights::default(),
                );
                assert_eq!(d.mv, again.mv, "{algorithm:?} is not deterministic");
            }
        }
    }
}

#[test]
fn strong_stops_within_a_tenth_of_its_time_budget() {
    for players in 2..=4 {
        let game = random_game(players, false, players, 11);
        for budget_ms in [2.0, 40.0] {
            // 10 µs per clock reading: hundreds of readings fit in the budget.
            let clock = SteppingClock::new(0.01);
            let start = clock.now_ms();
            let d = decide(
                game.rules(),
                game.position(),
                Level::Strong,
                &Budget::time_ms(budget_ms),
                0,
                &clock,
            );
            let spent = clock.now_ms() - start;
            assert!(d.mv.is_some());
            assert!(
                spent <= budget_ms * 1.1,
                "{spent} ms on the fake clock for a budget of {budget_ms} ms"
            );
            assert!(
                d.info.depth >= 1 || d.info.exact,
                "not even one iteration completed"
            );
        }
    }
}

#[test]
fn strong_solves_small_endgames_exactly_and_wins_them_if_it_can() {
    let clock = SteppingClock::new(0.0);
    let mut solved = 0;
    for seed in 0..20u64 {
        let game = random_game(2, false, 14, seed);
        if game.position().is_over() {
            continue;
        }
        let d = decide(
            game.rules(),
            game.position(),
            Level::Strong,
            &Budget::nodes(400_000),
            seed,
            &clock,
        );
        if !d.info.exact {
            continue;
        }
        solved += 1;
        // An exact solve's value must match a full minimax of the same position.
        let rules = game.rules();
        let me = game.to_move().unwrap();
        let after = rules.play_unchecked(game.position(), &d.mv.unwrap());
        let outcome = exact_outcome(rules, &after, me);
        let best = rules
            .legal_moves(game.position())
            .iter()
            .map(|m| exact_outcome(rules, &rules.play_unchecked(game.position(), m), me))
            .max()
            .unwrap();
        assert_eq!(outcome, best, "seed {seed}: the solved move is not optimal");
    }
    assert!(solved >= 3, "only {solved} endgames solved");
}

/// Win (1), shared win (0) or loss (-1) for `seat` under perfect two-player play.
fn exact_outcome(
    rules: &blockness_core::Rules,
    pos: &blockness_core::Position,
    seat: usize,
) -> i32 {
    let Some(to_move) = pos.to_move() else {
        let key = |s: usize| blockness_core::rank_key(pos.left(s), pos.head_height(s));
        return match key(seat).cmp(&key(1 - seat)) {
            std::cmp::Ordering::Less => 1,
            std::cmp::Ordering::Equal => 0,
            std::cmp::Ordering::Greater => -1,
        };
    };
    let values = rules
        .legal_moves(pos)
        .into_iter()
        .map(|m| exact_outcome(rules, &rules.play_unchecked(pos, &m), seat));
    if to_move == seat {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

#[test]
fn level_names_read_and_write() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        let json = serde_json::to_string(&level).unwrap();
        assert_eq!(json, format!("\"{level}\""));
        assert_eq!(serde_json::from_str::<Level>(&json).unwrap(), level);
    }
    assert_eq!("Strong".parse::<Level>(), Ok(Level::Strong));
    let err = "expert".parse::<Level>().unwrap_err();
    assert!(err.to_string().contains("easy, medium or strong"));
}

#[test]
fn arena_rotates_seats_and_colours_and_scores_add_up() {
    let clock = SteppingClock::new(0.0);
    let mut config = ArenaConfig::new(vec![Level::Medium, Level::Easy], 16);
    config.budget = Budget::nodes(500);
    config.seed = 4;
    let report = run(&config, &clock).unwrap();
    assert_eq!(report.results.len(), 16);
    for r in &report.results {
        let total: f64 = r.scores.iter().sum();
        assert!((total - 1.0).abs() < 1e-9, "scores of a game add up to one");
        let replayed = r
            .record
            .replay(std::sync::Arc::new(Edition::lochside_v1()))
            .unwrap();
        assert!(replayed.position().is_over());
    }
    for row in report.by_level.iter().chain(&report.by_seat) {
        assert_eq!(row.samples, 16);
    }
    // 16 games of 2 seats over 4 colours: every colour plays 8 times.
    assert_eq!(report.by_colour.len(), 4);
    assert!(report.by_colour.iter().all(|r| r.samples == 8));
    let table = report.to_string();
    assert!(table.contains("medium") && table.contains("seat 1") && table.contains("purple"));
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["results"].as_array().unwrap().len(), 16);
    // Same seed, same games.
    assert_eq!(run(&config, &clock).unwrap().results, report.results);
}

#[test]
fn arena_refuses_a_level_list_of_the_wrong_length() {
    let clock = SteppingClock::new(0.0);
    let mut config = ArenaConfig::new(vec![Level::Easy, Level::Easy], 1);
    config.players = 3;
    assert_eq!(
        run(&config, &clock).unwrap_err(),
        ArenaError::LevelCount {
            players: 3,
            levels: 2
        }
    );
}

/// A two-player game with the swap option after `first`, the opener's starter (or
/// before any move when `None`), and the same position under the printed rules.
fn swap_and_plain(first: Option<usize>) -> (Game, Game) {
    let edition = Edition::lochside_v1();
    let plain_setup = Setup::new(&edition, 2, None, false).unwrap();
    let mut swap = Game::lochside_v1(plain_setup.clone().with_swap(true).unwrap());
    let mut plain = Game::lochside_v1(plain_setup);
    if let Some(i) = first {
        let mv = plain.legal_moves()[i];
        swap.play(mv).unwrap();
        plain.play(mv).unwrap();
    }
    (swap, plain)
}

#[test]
fn every_level_plays_the_swap_option_legally() {
    let clock = SteppingClock::new(0.0);
    for level in Level::ALL {
        for first in [None, Some(0), Some(40), Some(90)] {
            let (game, _) = swap_and_plain(first);
            for seed in 0..6 {
                let mv = best_move(
                    game.rules(),
                    game.position(),
                    level,
                    &Budget::nodes(2_000),
                    seed,
                    &clock,
                )
                .unwrap();
                assert!(game.legal_moves().contains(&mv), "{level} {first:?} {mv:?}");
            }
        }
    }
    // The tree search too, where a swap credits the person who makes it.
    let (game, _) = swap_and_plain(Some(0));
    let d = decide_strong_with(
        game.rules(),
        game.position(),
        &Budget::nodes(3_000),
        1,
        &clock,
        Algorithm::Mcts,
        &Weights::default(),
    );
    assert!(game.legal_moves().contains(&d.mv.unwrap()));
}

#[test]
fn the_strong_answer_swaps_when_its_colour_is_worse_off() {
    // The search of the answer is the same with and without the option; the option adds
    // only the comparison of the two sides, on the value it reports.
    let clock = SteppingClock::new(0.0);
    let (mut swapped, mut kept) = (0, 0);
    for first in (0..124).step_by(7) {
        let (swap, plain) = swap_and_plain(Some(first));
        let budget = Budget::nodes(6_000);
        let with = decide(
            swap.rules(),
            swap.position(),
            Level::Strong,
            &budget,
            3,
            &clock,
        );
        let without = decide(
            plain.rules(),
            plain.position(),
            Level::Strong,
            &budget,
            3,
            &clock,
        );
        let value = with
            .info
            .swap_value
            .expect("the answer reports the value it weighed");
        assert_eq!(without.info.swap_value, None);
        if with.mv == Some(blockness_core::Move::Swap) {
            // Its colour is worse off, or too close to tell: it takes the other side.
            assert!(value < 60, "starter {first}: swapped at {value}");
            assert_eq!(with.info.score, -value);
            swapped += 1;
        } else {
            assert!(value > -60, "starter {first}: kept at {value}");
            assert_eq!(with.mv, without.mv, "starter {first}");
            kept += 1;
        }
    }
    assert!(swapped > 0 && kept > 0, "{swapped} swapped, {kept} kept");
}

#[test]
fn the_easy_and_medium_answers_to_the_option() {
    let clock = SteppingClock::new(0.0);
    let (game, plain) = swap_and_plain(Some(30));
    let budget = Budget::default();
    let easy_swaps = (0..60)
        .filter(|&seed| {
            best_move(
                game.rules(),
                game.position(),
                Level::Easy,
                &budget,
                seed,
                &clock,
            ) == Some(blockness_core::Move::Swap)
        })
        .count();
    assert!(
        (15..=45).contains(&easy_swaps),
        "easy swapped {easy_swaps} times in 60"
    );
    for first in (0..124).step_by(11) {
        let (game, plain_game) = swap_and_plain(Some(first));
        let with = decide(
            game.rules(),
            game.position(),
            Level::Medium,
            &budget,
            5,
            &clock,
        );
        let without = decide(
            plain_game.rules(),
            plain_game.position(),
            Level::Medium,
            &budget,
            5,
            &clock,
        );
        assert_eq!(
            with.mv == Some(blockness_core::Move::Swap),
            without.info.score < 0,
            "starter {first}: {with:?} {without:?}"
        );
    }
    let _ = plain;
}

#[test]
fn the_strong_opener_weighs_the_swap() {
    let clock = SteppingClock::new(0.0);
    let (swap, _) = swap_and_plain(None);
    let d = decide(
        swap.rules(),
        swap.position(),
        Level::Strong,
        &Budget::nodes(8_000),
        2,
        &clock,
    );
    assert!(swap.legal_moves().contains(&d.mv.unwrap()));
    // Whatever the starter, the answer takes the better side: never worth more than 0.
    assert!(d.info.score <= 0, "{:?}", d.info);
}

#[test]
fn arena_bots_follow_their_people_across_a_swap() {
    let clock = SteppingClock::new(0.0);
    let mut config = ArenaConfig::new(vec![Level::Medium, Level::Easy], 12);
    config.budget = Budget::nodes(500);
    config.seed = 3;
    config.swap = true;
    let report = run(&config, &clock).unwrap();
    let mut swaps = 0;
    for r in &report.results {
        let game = r
            .record
            .replay(std::sync::Arc::new(Edition::lochside_v1()))
            .unwrap();
        assert_eq!(r.swapped, game.swapped());
        swaps += usize::from(r.swapped);
        for seat in 0..2 {
            assert_eq!(r.people[seat], game.person_of(seat));
            // The level a person started with, now in the seat that person plays.
            assert_eq!(
                r.levels[seat],
                config.levels[(r.people[seat] + r.index) % 2]
            );
        }
        // Each move was chosen by the level of the person who made it.
        assert!(r.record.swap);
    }
    assert_eq!(report.swaps, swaps);
    assert!(swaps > 0, "some easy answer swaps");
    assert_eq!(report.by_person.len(), 2);
    assert!(report.by_person.iter().all(|row| row.samples == 12));
    let total: f64 = report.by_person.iter().map(|r| r.score.mean).sum();
    assert!((total - 1.0).abs() < 1e-9);
    assert!(report.to_string().contains("answerer"));
    // Under the printed rules the table has no people.
    config.swap = false;
    assert!(run(&config, &clock).unwrap().by_person.is_empty());
    // Three players cannot have the option.
    let mut three = ArenaConfig::new(vec![Level::Easy; 3], 1);
    three.swap = true;
    assert!(matches!(run(&three, &clock), Err(ArenaError::Setup(_))));
}
