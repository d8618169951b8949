//! The analysis against an independent brute-force solve of small endgames, its labels,
//! accuracy and territory, on seeded games.

use std::cell::Cell as StdCell;
use std::collections::VecDeque;

use blockness_bots::analysis::{
    accuracy, accuracy_by_person, analyse, analyse_ply, move_accuracy, territory, Analyser,
    AnalysisSettings, Eval, Label, PlyAnalysis, Thresholds,
};
use blockness_bots::{Budget, Clock};
use blockness_core::{Cell, Direction, Edition, Game, Move, Position, Rules, Setup};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, RngSeed};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A clock that advances a fixed step each time it is read.
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

fn settings(nodes: u64) -> AnalysisSettings {
    AnalysisSettings {
        budget: Budget::nodes(nodes),
        seed: 0,
    }
}

fn new_game(players: usize, expert: bool, swap: bool) -> Game {
    let edition = Edition::lochside_v1();
    let setup = Setup::new(&edition, players, None, expert)
        .and_then(|s| s.with_swap(swap))
        .unwrap();
    Game::lochside_v1(setup)
}

/// A game of uniformly random legal moves, to its end or `plies` moves.
fn random_game(players: usize, expert: bool, plies: usize, seed: u64) -> Game {
    let mut game = new_game(players, expert, false);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while game.moves().len() < plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.random_range(0..moves.len())]).unwrap();
    }
    game
}

/// The exact value of a finished two-player game for `me`, in hundredths of a segment:
/// 100 per segment placed more than the other seat, 1 per unit of head height more.
fn final_margin(pos: &Position, me: usize) -> i32 {
    let other = 1 - me;
    (pos.left(other) as i32 - pos.left(me) as i32) * 100 + i32::from(pos.head_height(me))
        - i32::from(pos.head_height(other))
}

/// Plain minimax over every legal move to the end of the game, for `me`, written
/// without anything of the engine's search; `None` when the tree has more than `cap`
/// positions.
fn brute_force(rules: &Rules, pos: &Position, me: usize, cap: &mut u64) -> Option<i32> {
    *cap = cap.checked_sub(1)?;
    let Some(seat) = pos.to_move() else {
        return Some(final_margin(pos, me));
    };
    let mut best: Option<i32> = None;
    for mv in rules.legal_moves(pos) {
        let v = brute_force(rules, &rules.play_unchecked(pos, &mv), me, cap)?;
        best = Some(match best {
            None => v,
            Some(b) if seat == me => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best
}

/// A solved endgame: a game stopped before its end, and the exact value of each legal
/// move for the seat to move.
struct Endgame {
    game: Game,
    values: Vec<(Move, i32)>,
}

impl Endgame {
    fn best(&self) -> i32 {
        self.values.iter().map(|&(_, v)| v).max().unwrap()
    }

    /// The game with `mv` played.
    fn with(&self, mv: Move) -> Game {
        let mut game = self.game.clone();
        game.play(mv).unwrap();
        game
    }
}

/// Two-player endgames small enough for [`brute_force`]: positions a few moves from the
/// end of seeded random games.
fn endgames(count: usize) -> Vec<Endgame> {
    let mut found = Vec::new();
    for seed in 0..200 {
        let full = random_game(2, seed % 3 == 0, usize::MAX, seed);
        let len = full.moves().len();
        for back in [4, 3, 2] {
            let Some(keep) = len.checked_sub(back) else {
                continue;
            };
            let mut game = full.clone();
            game.undo_to(keep);
            let pos = *game.position();
            let Some(me) = pos.to_move() else {
                continue;
            };
            let rules = game.rules();
            let mut cap = 3_000;
            let values: Option<Vec<(Move, i32)>> = rules
                .legal_moves(&pos)
                .into_iter()
                .map(|mv| {
                    let v = brute_force(rules, &rules.play_unchecked(&pos, &mv), me, &mut cap)?;
                    Some((mv, v))
                })
                .collect();
            if let Some(values) = values.filter(|v| v.len() >= 2) {
                found.push(Endgame { game, values });
                break;
            }
        }
        if found.len() == count {
            break;
        }
    }
    assert_eq!(found.len(), count, "not enough small endgames");
    found
}

fn margin(eval: &Eval) -> f64 {
    match eval {
        Eval::Margin(m) => *m,
        Eval::Places(_) => panic!("a two-player evaluation is a margin"),
    }
}

fn last_ply(game: &Game, nodes: u64) -> PlyAnalysis {
    let clock = SteppingClock::new(0.0);
    analyse_ply(game, game.moves().len(), &settings(nodes), &clock).unwrap()
}

#[test]
fn solved_endgames_are_valued_at_their_exact_margin() {
    for endgame in endgames(12) {
        let best = endgame.best();
        for &(mv, value) in endgame.values.iter().take(4) {
            let ply = last_ply(&endgame.with(mv), 50_000);
            assert!(ply.exact, "a tiny endgame is solved: {ply:?}");
            assert_eq!(margin(&ply.eval_before), f64::from(best) / 100.0);
            assert_eq!(margin(&ply.eval_after), f64::from(value) / 100.0);
            assert_eq!(ply.loss, f64::from(best - value) / 100.0);
        }
    }
}

#[test]
fn throwing_away_two_segments_is_a_mistake_or_a_blunder() {
    let mut checked = 0;
    for endgame in endgames(30) {
        let best = endgame.best();
        for &(mv, value) in &endgame.values {
            if best - value >= 200 {
                let ply = last_ply(&endgame.with(mv), 50_000);
                assert!(
                    matches!(ply.label, Label::Mistake | Label::Blunder),
                    "{ply:?}"
                );
                assert!(ply.loss >= 1.9);
                assert_ne!(ply.best, mv);
                checked += 1;
            }
        }
    }
    assert!(checked >= 3, "only {checked} moves throw two segments away");
}

#[test]
fn a_best_move_is_labelled_best() {
    for endgame in endgames(12) {
        let best = endgame.best();
        let (mv, _) = *endgame.values.iter().find(|&&(_, v)| v == best).unwrap();
        let ply = last_ply(&endgame.with(mv), 50_000);
        assert_eq!(ply.label, Label::Best, "{ply:?}");
        assert_eq!(ply.loss, 0.0);
        assert_eq!(ply.best, mv);
        assert_eq!(ply.eval_before, ply.eval_after);
    }
}

#[test]
fn the_analyser_streams_what_analyse_returns_and_repeats_itself() {
    let clock = SteppingClock::new(0.0);
    for players in 2..=4 {
        let game = random_game(players, false, 4 + 2 * players, players as u64);
        let whole = analyse(&game, &settings(3_000), &clock);
        assert_eq!(whole, analyse(&game, &settings(3_000), &clock));
        let mut analyser = Analyser::new(&game, settings(3_000));
        assert_eq!(analyser.plies(), game.moves().len());
        let mut streamed = Vec::new();
        while let Some(ply) = analyser.next_ply(&clock) {
            assert_eq!(analyser.done(), streamed.len() + 1);
            streamed.push(ply);
        }
        assert_eq!(streamed, whole.plies);
        let mut resumed = Analyser::new(&game, settings(3_000)).resume_after(3);
        assert_eq!(resumed.next_ply(&clock).as_ref(), whole.plies.get(3));
        assert_eq!(whole.accuracy, accuracy(&whole.plies, players));
        let movers: Vec<usize> = game.movers().collect();
        for (i, ply) in whole.plies.iter().enumerate() {
            assert_eq!(ply.ply, i + 1);
            assert_eq!(ply.seat, movers[i]);
            assert_eq!(ply.mv, game.moves()[i]);
        }
    }
}

#[test]
fn several_players_get_expected_places_for_every_seat() {
    let clock = SteppingClock::new(0.0);
    for players in [3, 4] {
        let game = random_game(players, false, 3 * players, 40 + players as u64);
        let analysis = analyse(&game, &settings(4_000), &clock);
        for ply in &analysis.plies {
            for eval in [&ply.eval_before, &ply.eval_after] {
                let Eval::Places(places) = eval else {
                    panic!("three or four players are valued by places: {ply:?}");
                };
                assert_eq!(places.len(), players);
                assert!(places.iter().all(|p| (1.0..=players as f64).contains(p)));
            }
            assert!(!ply.exact);
        }
        let other_seed = AnalysisSettings {
            seed: 9,
            ..settings(4_000)
        };
        assert_ne!(analysis, analyse(&game, &other_seed, &clock));
    }
}

#[test]
fn a_time_budget_is_read_on_the_callers_clock() {
    let game = random_game(2, false, 4, 3);
    // Every reading moves the clock on by a second: a budget of a millisecond ends each
    // ply's search at its first look at the clock, with the static values.
    let clock = SteppingClock::new(1000.0);
    let quick = AnalysisSettings {
        budget: Budget::time_ms(1.0),
        seed: 0,
    };
    let analysis = analyse(&game, &quick, &clock);
    assert_eq!(analysis.plies.len(), 4);
    assert!(analysis.plies.iter().all(|p| p.loss >= 0.0));
}

#[test]
fn the_swap_is_a_ply_valued_for_the_person_who_makes_it() {
    let clock = SteppingClock::new(0.0);
    let mut game = new_game(2, false, true);
    let first = game.legal_moves()[0];
    game.play(first).unwrap();
    game.play(Move::Swap).unwrap();
    for _ in 0..2 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    let analysis = analyse(&game, &settings(20_000), &clock);
    let swap = &analysis.plies[1];
    assert_eq!((swap.seat, swap.person, swap.mv), (1, 1, Move::Swap));
    // Before the swap the person may take the better colour: |v|. After it they hold the
    // first colour, worth -v; the loss is the difference.
    let before = margin(&swap.eval_before);
    let after = margin(&swap.eval_after);
    assert!(before >= 0.0 && before >= after);
    assert!((before.abs() - after.abs()).abs() < 1e-9);
    assert!((swap.loss - (before - after)).abs() < 1e-9);
    assert_eq!(swap.label == Label::Best, swap.best == Move::Swap);
    // The person who answered plays the first colour from then on.
    assert_eq!(analysis.plies[3].person, 1);
    assert_eq!(analysis.plies[3].seat, 0);
    assert_eq!(swap.margin_for(0), Some(after));
    // By person: the opener made plies 1 and 3, the answer plies 2 and 4.
    let p = &analysis.plies;
    let mean = |a: &PlyAnalysis, b: &PlyAnalysis| {
        let m = (move_accuracy(a.loss, 2) + move_accuracy(b.loss, 2)) / 2.0;
        Some((m * 10.0).round() / 10.0)
    };
    assert_eq!(
        accuracy_by_person(p, 2),
        vec![mean(&p[0], &p[2]), mean(&p[1], &p[3])]
    );
}

#[test]
fn accuracy_halves_with_each_mistakes_worth_of_loss() {
    assert_eq!(move_accuracy(0.0, 2), 100.0);
    assert_eq!(move_accuracy(1.0, 2), 50.0);
    assert_eq!(move_accuracy(2.0, 2), 25.0);
    assert_eq!(move_accuracy(0.5, 4), 50.0);
    let ply = |seat: usize, loss: f64| PlyAnalysis {
        ply: 1,
        seat,
        person: seat,
        mv: Move::Swap,
        best: Move::Swap,
        eval_before: Eval::Margin(0.0),
        eval_after: Eval::Margin(-loss),
        loss,
        label: Thresholds::SEGMENTS.label(loss),
        exact: false,
    };
    let plies = [ply(0, 0.0), ply(0, 0.5), ply(0, 1.0), ply(2, 0.0)];
    assert_eq!(
        accuracy(&plies, 3),
        vec![Some(58.3), None, Some(100.0)],
        "three seats, in places: seat 0 scores the mean of 100, 50 and 25"
    );
}

#[test]
fn labels_follow_the_documented_thresholds() {
    let t = Thresholds::SEGMENTS;
    assert_eq!(t.label(0.0), Label::Best);
    assert_eq!(t.label(0.01), Label::Good);
    assert_eq!(t.label(0.39), Label::Good);
    assert_eq!(t.label(0.5), Label::Inaccuracy);
    // One segment lost with the head-height tie-break gained back still counts as one.
    assert_eq!(t.label(0.9), Label::Mistake);
    assert_eq!(t.label(1.9), Label::Blunder);
    let p = Thresholds::PLACES;
    assert_eq!(p.label(0.2), Label::Good);
    assert_eq!(p.label(0.25), Label::Inaccuracy);
    assert_eq!(p.label(0.5), Label::Mistake);
    assert_eq!(p.label(1.0), Label::Blunder);
    assert_eq!(Thresholds::for_players(2), t);
    assert_eq!(Thresholds::for_players(4), p);
    assert_eq!(Label::Blunder.mark(), "??");
}

/// The territory flood written cell by cell, for comparison with the bit-set one.
fn territory_by_cells(rules: &Rules, pos: &Position) -> Vec<(Cell, Vec<usize>, Option<u32>)> {
    let n = rules.players();
    let free = |c: Cell| rules.is_active(c) && !pos.is_covered(rules, c);
    let distance = rules.start_distance();
    let steps_from = |c: Cell| {
        let mut out = Vec::new();
        for dir in [
            Direction::Up,
            Direction::Right,
            Direction::Down,
            Direction::Left,
        ] {
            for d in [1, distance] {
                if let Some(next) = c.step(dir, d) {
                    out.push(next);
                }
            }
        }
        out
    };
    let mut claim: std::collections::BTreeMap<Cell, (Vec<usize>, u32)> = Default::default();
    let mut fronts: Vec<VecDeque<Cell>> = (0..n)
        .map(|s| {
            [blockness_core::End::Head, blockness_core::End::Tail]
                .iter()
                .filter_map(|&e| pos.end_cell(rules, s, e))
                .collect()
        })
        .collect();
    let mut step = 0;
    loop {
        step += 1;
        let mut reached: std::collections::BTreeMap<Cell, Vec<usize>> = Default::default();
        for (s, front) in fronts.iter().enumerate() {
            for &c in front {
                for next in steps_from(c) {
                    if free(next) && !claim.contains_key(&next) {
                        let seats = reached.entry(next).or_default();
                        if !seats.contains(&s) {
                            seats.push(s);
                        }
                    }
                }
            }
        }
        if reached.is_empty() {
            break;
        }
        for front in &mut fronts {
            front.clear();
        }
        for (c, seats) in reached {
            if let [s] = seats[..] {
                fronts[s].push_back(c);
            }
            claim.insert(c, (seats, step));
        }
    }
    let mut cells: Vec<Cell> = rules.edition().cells().filter(|&c| free(c)).collect();
    cells.sort_by_key(|c| (c.y, c.x));
    cells
        .into_iter()
        .map(|c| match claim.get(&c) {
            Some((seats, step)) => (c, seats.clone(), Some(*step)),
            None => (c, Vec::new(), None),
        })
        .collect()
}

#[test]
fn territory_is_the_engines_flood_from_both_ends() {
    for players in 2..=4 {
        for expert in [false, true] {
            for plies in [0, players, 3 * players, 6 * players] {
                let game = random_game(players, expert, plies, (plies * 10 + players) as u64);
                let pos = game.position();
                let flood = territory(game.rules(), pos);
                let expected = territory_by_cells(game.rules(), pos);
                let got: Vec<_> = flood
                    .iter()
                    .map(|t| (t.cell, t.seats.clone(), t.steps))
                    .collect();
                assert_eq!(
                    got, expected,
                    "{players} players, expert {expert}, {plies} plies"
                );
                for t in &flood {
                    assert_eq!(t.owner().is_some(), t.seats.len() == 1);
                    assert_eq!(t.is_contested(), t.seats.len() > 1);
                }
                if plies >= players {
                    assert!(flood.iter().any(|t| t.owner().is_some()));
                }
            }
        }
    }
}

fn config(cases: u32) -> Config {
    Config {
        cases,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0xA11A_7515),
        failure_persistence: None,
        ..Config::default()
    }
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn labels_never_fall_as_the_loss_grows(a in 0.0..5.0f64, b in 0.0..5.0f64) {
        for t in [Thresholds::SEGMENTS, Thresholds::PLACES] {
            let (low, high) = if a <= b { (a, b) } else { (b, a) };
            prop_assert!(t.label(low) <= t.label(high));
        }
        prop_assert!(move_accuracy(a.min(b), 2) >= move_accuracy(a.max(b), 2));
    }
}

proptest! {
    #![proptest_config(config(8))]

    #[test]
    fn every_analysed_ply_keeps_its_invariants(seed in any::<u64>(), players in 2..=4usize) {
        let plies = 2 + (seed % 13) as usize;
        let game = random_game(players, seed % 2 == 0, plies, seed);
        let analysis = analyse(&game, &settings(2_000), &SteppingClock::new(0.0));
        prop_assert_eq!(analysis.plies.len(), game.moves().len());
        let thresholds = Thresholds::for_players(players);
        for ply in &analysis.plies {
            prop_assert!(ply.loss >= 0.0);
            prop_assert_eq!(ply.label, thresholds.label(ply.loss));
            prop_assert_eq!(ply.label == Label::Best, ply.best == ply.mv);
            let position = game.position_at(ply.ply - 1).unwrap();
            prop_assert!(game.rules().legal_moves(position).contains(&ply.best));
            if let (Eval::Margin(before), Eval::Margin(after)) = (&ply.eval_before, &ply.eval_after) {
                prop_assert!((before - after - ply.loss).abs() < 1e-9);
            }
        }
        prop_assert_eq!(analysis.accuracy.len(), players);
        for a in analysis.accuracy.iter().flatten() {
            prop_assert!((0.0..=100.0).contains(a));
        }
    }
}
