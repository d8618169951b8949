//! Helpers shared by the integration tests: a seeded random source and random games.
//!
//! Every test binary compiles this module but uses only part of it.
#![allow(dead_code)]

use std::sync::Arc;

use blockness_core::{Cell, Edition, End, Game, Move, Setup};

/// A tiny seeded generator (SplitMix64): the tests need reproducible choices, not quality.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` must not be 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// A coin toss that comes up true with probability about `numerator / denominator`.
    pub fn chance(&mut self, numerator: usize, denominator: usize) -> bool {
        self.below(denominator) < numerator
    }
}

/// A new game on the built-in edition with the default colours.
pub fn new_game(players: usize, expert: bool) -> Game {
    let edition = Edition::lochside_v1();
    Game::new(
        Arc::new(edition.clone()),
        Setup::new(&edition, players, None, expert).expect("valid setup"),
    )
}

/// Plays uniformly random legal moves from `game` until it is over or `max_moves` more were played.
pub fn play_randomly(game: &mut Game, rng: &mut SplitMix64, max_moves: usize) {
    for _ in 0..max_moves {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        game.play(mv).expect("a generated move is legal");
    }
}

/// A whole random game of the built-in edition, played to its end from `seed`.
pub fn random_game(players: usize, expert: bool, seed: u64) -> Game {
    let mut game = new_game(players, expert);
    let mut rng = SplitMix64::new(seed);
    play_randomly(&mut game, &mut rng, usize::MAX);
    assert!(game.position().is_over());
    game
}

/// Every (players, expert) configuration the rules allow on the built-in edition.
pub fn configurations() -> Vec<(usize, bool)> {
    let mut all = Vec::new();
    for players in 2..=4 {
        for expert in [false, true] {
            all.push((players, expert));
        }
    }
    all
}

/// The cell named `name` (such as `e7`).
pub fn cell(name: &str) -> Cell {
    name.parse().expect("a valid cell name in a test")
}

/// A starter move written with cell names.
pub fn start(head: &str, tail: &str) -> Move {
    Move::Start {
        head: cell(head),
        tail: cell(tail),
    }
}

/// An extension written with cell names.
pub fn extend(end: End, piece: u8, from: &str, to: &str) -> Move {
    Move::Extend {
        end,
        piece,
        from: cell(from),
        to: cell(to),
    }
}

/// Every cell from `from` to `to` on a row or column, both included.
pub fn footprint(from: Cell, to: Cell) -> Vec<Cell> {
    match from.line_to(to) {
        Some((dir, distance)) => (0..=distance)
            .map(|k| from.step(dir, k).expect("on the line between two cells"))
            .collect(),
        None => vec![from],
    }
}
