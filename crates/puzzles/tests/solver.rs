//! The solver against plain references: the same counts as a search written apart from
//! it, tabled on what a player sees of a position; the same number of sequences as a
//! search without any table; and solutions that always replay.

use std::collections::HashMap;

use blockness_core::{Cell, End, Move, Position, Rules, Segment};
use blockness_puzzles::{analyse, campaign, find_solution, Level, Limits, Puzzle, Reach};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};

/// What a player sees of a position: each segment the seat laid, by shape and feet, and
/// the cells under its head and tail. Identical segments look alike, so the order in which
/// they were laid does not show.
type Seen = (Vec<(Segment, Cell, Cell)>, Option<Cell>, Option<Cell>);

/// A search written independently of the solver's: solutions from `pos` with `remaining`
/// placements to go, tabled both on what a player sees (`seen`) and on the core's whole
/// `Position` (`whole`); `laid` is the path from the start.
struct Reference<'a> {
    rules: &'a Rules,
    seat: usize,
    seen: HashMap<Seen, u64>,
    whole: HashMap<Position, u64>,
    laid: Vec<(Segment, Cell, Cell)>,
}

impl Reference<'_> {
    fn count(&mut self, pos: &Position, remaining: usize) -> u64 {
        if remaining == 0 {
            return 1;
        }
        let mut laid = self.laid.clone();
        laid.sort_by_key(|&(s, a, b)| (s.span, s.height, a, b));
        let seen = (
            laid,
            pos.end_cell(self.rules, self.seat, End::Head),
            pos.end_cell(self.rules, self.seat, End::Tail),
        );
        if let Some(&n) = self.seen.get(&seen) {
            return n;
        }
        let mut moves = Vec::new();
        self.rules.for_each_move(pos, self.seat, |m| moves.push(m));
        let mut total = 0u64;
        for m in &moves {
            let Move::Extend {
                piece, from, to, ..
            } = *m
            else {
                panic!("only extensions once the starter is down");
            };
            let segment = self.rules.set(self.seat)[usize::from(piece)];
            self.laid.push((segment, from.min(to), from.max(to)));
            let child = self.rules.play_solo(pos, self.seat, m);
            total = total.saturating_add(self.count(&child, remaining - 1));
            self.laid.pop();
        }
        self.seen.insert(seen, total);
        self.whole.insert(*pos, total);
        total
    }
}

/// Every move sequence from `pos`, one by one, with no table at all.
fn sequences(rules: &Rules, pos: &Position, seat: usize, remaining: usize) -> u64 {
    if remaining == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    rules.for_each_move(pos, seat, |m| moves.push(m));
    moves
        .iter()
        .map(|m| sequences(rules, &rules.play_solo(pos, seat, m), seat, remaining - 1))
        .sum()
}

/// Level `index` of the campaign after the first `played` moves of its solution.
fn part_solved(index: usize, played: usize) -> Puzzle {
    let level: Level = campaign()[index].clone();
    let solution = level.solution.clone().expect("a stored solution");
    let mut puzzle = Puzzle::new(level).expect("a valid level");
    for &mv in solution.iter().take(played) {
        puzzle.play(mv).expect("the stored solution is legal");
    }
    puzzle
}

#[test]
fn counts_match_a_search_tabled_on_what_a_player_sees() {
    for index in (0..100).step_by(7) {
        let puzzle = part_solved(index, 0);
        let game = puzzle.game();
        let (rules, pos, seat) = (game.rules(), game.position(), puzzle.seat());
        let analysis = analyse(rules, pos, seat, puzzle.goal(), &Limits::DEFAULT);
        let mut reference = Reference {
            rules,
            seat,
            seen: HashMap::new(),
            whole: HashMap::new(),
            laid: Vec::new(),
        };
        let start = rules.solo_turn(pos, seat);
        let total = reference.count(&start, puzzle.goal());
        let dead = |t: &dyn Fn() -> Vec<u64>| t().iter().filter(|&&n| n == 0).count() as u64;
        let seen_dead = dead(&|| reference.seen.values().copied().collect());
        let whole_dead = dead(&|| reference.whole.values().copied().collect());
        let cap = Limits::DEFAULT.count_cap;
        assert_eq!(analysis.solutions, total.min(cap), "level {index}");
        assert_eq!(analysis.solutions_capped, total > cap);
        assert_eq!(analysis.solvable, Some(total > 0));
        // Positions are what a player sees, one expansion each.
        assert_eq!(analysis.dead_ends, seen_dead, "level {index}");
        assert_eq!(analysis.positions, reference.seen.len());
        // The core's state forgets which segment made which arch, so two boards that cover
        // the same cells at the same heights with the same reserve are one state to it.
        assert!(reference.whole.len() <= reference.seen.len());
        assert!(whole_dead <= seen_dead);
    }
}

#[test]
fn counts_match_plain_enumeration_near_the_end() {
    for index in (3..100).step_by(11) {
        let goal = campaign()[index].goal;
        let puzzle = part_solved(index, goal.saturating_sub(3));
        let game = puzzle.game();
        let remaining = puzzle.goal() - puzzle.placed();
        let analysis = analyse(
            game.rules(),
            game.position(),
            puzzle.seat(),
            remaining,
            &Limits::DEFAULT,
        );
        let start = game.rules().solo_turn(game.position(), puzzle.seat());
        let plain = sequences(game.rules(), &start, puzzle.seat(), remaining);
        assert_eq!(analysis.solutions, plain, "level {index}");
        assert!(plain > 0, "the stored solution goes on from here");
    }
}

#[test]
fn a_tiny_budget_is_reported_not_hidden() {
    let puzzle = part_solved(95, 0);
    let game = puzzle.game();
    let limits = Limits {
        positions: 3,
        count_cap: 1_000_000,
    };
    let analysis = analyse(
        game.rules(),
        game.position(),
        puzzle.seat(),
        puzzle.goal(),
        &limits,
    );
    assert!(analysis.solutions_capped && analysis.dead_ends_capped);
    assert_eq!(analysis.forced, None);
    assert!(analysis.positions <= 6, "each search keeps to its budget");
    let reach = find_solution(
        game.rules(),
        game.position(),
        puzzle.seat(),
        puzzle.goal(),
        &limits,
    );
    assert!(matches!(reach, Reach::Undecided | Reach::Yes(_)));
}

#[test]
fn the_count_cap_bounds_what_is_reported() {
    let puzzle = part_solved(0, 0);
    let game = puzzle.game();
    let limits = Limits {
        positions: 1_000_000,
        count_cap: 2,
    };
    let analysis = analyse(
        game.rules(),
        game.position(),
        puzzle.seat(),
        puzzle.goal(),
        &limits,
    );
    assert_eq!(analysis.solutions, 2);
    assert!(analysis.solutions_capped);
    assert!(analysis.dead_ends <= 2);
}

#[test]
fn a_goal_beyond_the_set_is_out_of_reach_without_panic() {
    let puzzle = part_solved(0, 0);
    let game = puzzle.game();
    let seat = puzzle.seat();
    for remaining in [10, 11, usize::MAX] {
        let reach = find_solution(
            game.rules(),
            game.position(),
            seat,
            remaining,
            &Limits::DEFAULT,
        );
        assert_eq!(reach, Reach::No);
        let analysis = analyse(
            game.rules(),
            game.position(),
            seat,
            remaining,
            &Limits::DEFAULT,
        );
        assert_eq!((analysis.solvable, analysis.solutions), (Some(false), 0));
    }
}

#[test]
fn a_seat_the_game_does_not_have_has_no_solution() {
    let puzzle = part_solved(0, 0);
    let game = puzzle.game();
    let reach = find_solution(game.rules(), game.position(), 9, 1, &Limits::DEFAULT);
    assert_eq!(reach, Reach::No);
    let analysis = analyse(game.rules(), game.position(), 9, 1, &Limits::DEFAULT);
    assert_eq!(analysis.solvable, Some(false));
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 48,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0x5017_E2A5),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// From any position a random player can reach in a level, a solution the solver
    /// gives replays legally and reaches the goal; when it says there is none, the plain
    /// table agrees, and the full analysis says the same.
    #[test]
    fn solutions_replay_and_verdicts_agree(index in 0usize..100, picks in prop::collection::vec(any::<u32>(), 0..6)) {
        let mut puzzle = Puzzle::new(campaign()[index].clone()).expect("a valid level");
        for pick in picks {
            let moves = puzzle.legal_moves();
            if moves.is_empty() {
                break;
            }
            puzzle.play(moves[pick as usize % moves.len()]).expect("a listed move is legal");
        }
        let remaining = puzzle.goal() - puzzle.placed();
        let game = puzzle.game();
        let reach = find_solution(game.rules(), game.position(), puzzle.seat(), remaining, &Limits::DEFAULT);
        let analysis = analyse(game.rules(), game.position(), puzzle.seat(), remaining, &Limits::DEFAULT);
        prop_assert_eq!(analysis.solvable, reach.known());
        match reach {
            Reach::Yes(solution) => {
                prop_assert_eq!(solution.len(), remaining);
                let mut replay = puzzle.clone();
                for mv in &solution {
                    prop_assert!(replay.play(*mv).is_ok());
                }
                prop_assert!(replay.is_solved());
                let mut replay = puzzle.clone();
                for mv in &analysis.solution {
                    prop_assert!(replay.play(*mv).is_ok());
                }
                prop_assert!(replay.is_solved());
            }
            Reach::No => {
                let mut reference = Reference {
                    rules: game.rules(),
                    seat: puzzle.seat(),
                    seen: HashMap::new(),
                    whole: HashMap::new(),
                    laid: Vec::new(),
                };
                let start = game.rules().solo_turn(game.position(), puzzle.seat());
                prop_assert_eq!(reference.count(&start, remaining), 0);
                prop_assert!(analysis.solution.is_empty());
                prop_assert_eq!(puzzle.hint(&Limits::DEFAULT), None);
            }
            Reach::Undecided => prop_assert!(false, "a campaign level fits the default budget"),
        }
    }
}
