//! Nessie's movement on the designed board, checked by hand in known places and against
//! a second, plain generator everywhere.

use blockness_lochness::{swims, Board, Nessie};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};

/// The plain generator: every walk of the head of exactly `k` steps along lines, kept
/// when its cells, with the body's and tail's, are all different; the longest `k` up to
/// the roll that keeps one wins.
fn plain(board: &Board, from: Nessie, roll: usize) -> (usize, Vec<Nessie>) {
    for k in (1..=roll).rev() {
        let mut walks: Vec<Vec<usize>> = vec![vec![from.tail, from.body, from.head]];
        for _ in 0..k {
            walks = walks
                .into_iter()
                .flat_map(|walk| {
                    let last = *walk.last().unwrap();
                    board.neighbours(last).iter().map(move |&n| {
                        let mut next = walk.clone();
                        next.push(n);
                        next
                    })
                })
                .collect();
        }
        let mut ends: Vec<Nessie> = walks
            .into_iter()
            .filter(|walk| {
                let mut sorted = walk.clone();
                sorted.sort_unstable();
                sorted.dedup();
                sorted.len() == walk.len()
            })
            .map(|walk| {
                let n = walk.len();
                Nessie::from_cells([walk[n - 1], walk[n - 2], walk[n - 3]])
            })
            .collect();
        if !ends.is_empty() {
            ends.sort_unstable();
            ends.dedup();
            return (k, ends);
        }
    }
    (0, vec![from])
}

#[test]
fn body_and_tail_block_the_way_back() {
    let board = Board::standard();
    // Head 2 beside its body 1 and tail 3: the only way out is cell 4.
    let from = Nessie::from_cells([2, 1, 3]);
    let one = swims(&board, from, 1);
    assert_eq!(one.steps, 1);
    assert_eq!(one.destinations, vec![Nessie::from_cells([4, 2, 1])]);
    for roll in 1..=5 {
        for n in swims(&board, from, roll).destinations {
            assert_ne!(n.head, 1);
            assert_ne!(n.head, 3);
        }
    }
}

#[test]
fn a_head_in_a_dead_end_does_not_move() {
    let board = Board::standard();
    // Fort Augustus, the south-west inlet: cell 0 is joined only to cell 1.
    let from = Nessie::from_cells([0, 1, 2]);
    for roll in 1..=5 {
        let s = swims(&board, from, roll);
        assert_eq!(s.steps, 0);
        assert_eq!(s.destinations, vec![from]);
    }
}

#[test]
fn a_short_way_out_means_the_longest_path_there_is() {
    let board = Board::standard();
    // The river at the north-east end: 24 - 26 - 27 - 28, and 28 is a dead end.
    let from = Nessie::from_cells([27, 26, 24]);
    let s = swims(&board, from, 5);
    assert_eq!(s.steps, 1);
    assert_eq!(s.destinations, vec![Nessie::from_cells([28, 27, 26])]);
    // Swimming out of the inlet the other way is a full five steps.
    let out = swims(&board, Nessie::from_cells([26, 27, 28]), 5);
    assert_eq!(out.steps, 5);
    assert!(!out.destinations.is_empty());
}

#[test]
fn the_wave_offers_every_chain() {
    let board = Board::standard();
    let chains = Nessie::chains(&board);
    // Each line seen from both ends, times each other neighbour of the middle cell.
    let expected: usize = (0..board.cell_count())
        .map(|c| {
            let d = board.neighbours(c).len();
            d * (d - 1)
        })
        .sum();
    assert_eq!(chains.len(), expected);
    assert!(chains.iter().all(|n| n.is_chained(&board)));
}

#[test]
fn every_start_and_roll_agrees_with_the_plain_generator() {
    let board = Board::standard();
    for from in Nessie::chains(&board) {
        for roll in 1..=5 {
            let s = swims(&board, from, roll);
            assert_eq!(
                (s.steps, s.destinations),
                plain(&board, from, roll),
                "{from:?} {roll}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 256,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0x10C4_3071),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn swimming_keeps_nessie_chained(start in 0usize..10_000, roll in 1usize..=5) {
        let board = Board::standard();
        let chains = Nessie::chains(&board);
        let from = chains[start % chains.len()];
        let s = swims(&board, from, roll);
        prop_assert!(s.steps <= roll);
        for n in &s.destinations {
            prop_assert!(n.is_chained(&board));
            if s.steps == 1 {
                prop_assert_eq!((n.body, n.tail), (from.head, from.body));
            }
            if s.steps > 0 {
                prop_assert!(n.head != from.body && n.head != from.tail && n.head != from.head);
            }
        }
    }
}
