//! Perft: counting move sequences, to check and to time the move generator.

use crate::position::{Position, Rules};

/// The number of legal move sequences of exactly `depth` moves from `pos`.
///
/// Skipped turns are not moves, and a sequence on which the game ends before `depth`
/// moves is not counted. The last ply is counted without being played (bulk counting).
pub fn perft(rules: &Rules, pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some(seat) = pos.to_move() else {
        return 0;
    };
    if depth == 1 {
        return rules.count_moves(pos, seat);
    }
    let mut nodes = 0;
    rules.for_each_move(pos, seat, |mv| {
        nodes += perft(rules, &rules.play_unchecked(pos, &mv), depth - 1);
    });
    nodes
}
