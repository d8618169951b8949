//! The two levels that do not search: easy (weighted random) and medium (one-ply greedy).
//!
//! Both play the swap option naively. Offered a swap, easy tosses a coin; medium swaps
//! when its best starter would still leave it fewer placements than the first colour
//! (its one-ply score below zero), the one-ply version of the strong level's rule. As
//! openers neither looks ahead to the swap.

use blockness_core::{Move, Position, Rules};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::{Decision, SearchInfo};

/// Legal placements of the seat to move (the swap left out), or `None` when the game is
/// over.
fn moves_of(rules: &Rules, pos: &Position) -> Option<(usize, Vec<Move>)> {
    let seat = pos.to_move()?;
    let mut moves = Vec::new();
    rules.for_each_move(pos, seat, |m| moves.push(m));
    moves.retain(|m| !m.is_swap());
    Some((seat, moves))
}

fn swap() -> Decision {
    Decision {
        mv: Some(Move::Swap),
        info: SearchInfo::default(),
    }
}

fn over() -> Decision {
    Decision {
        mv: None,
        info: SearchInfo::default(),
    }
}

/// A random legal move, each weighted by `1 + sqrt(placements the mover keeps after it)`:
/// a light lean toward open positions that still leaves every move possible.
pub(crate) fn easy(rules: &Rules, pos: &Position, seed: u64) -> Decision {
    let Some((seat, moves)) = moves_of(rules, pos) else {
        return over();
    };
    let weights: Vec<f64> = moves
        .iter()
        .map(|m| {
            let next = rules.play_unchecked(pos, m);
            1.0 + (rules.count_moves(&next, seat) as f64).sqrt()
        })
        .collect();
    let total: f64 = weights.iter().sum();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    if rules.may_swap(pos) && rng.random_bool(0.5) {
        return swap();
    }
    let mut pick = rng.random::<f64>() * total;
    let mut chosen = moves.len() - 1;
    for (i, w) in weights.iter().enumerate() {
        if pick < *w {
            chosen = i;
            break;
        }
        pick -= w;
    }
    Decision {
        mv: Some(moves[chosen]),
        info: SearchInfo {
            nodes: moves.len() as u64,
            ..SearchInfo::default()
        },
    }
}

/// The move that leaves the mover the most placements against the others (the mean over
/// opponents, so the scale does not grow with the player count); a move that ends the game
/// is scored by the result. Ties are broken by the seed.
pub(crate) fn medium(rules: &Rules, pos: &Position, seed: u64) -> Decision {
    let Some((seat, moves)) = moves_of(rules, pos) else {
        return over();
    };
    let n = rules.players();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut best: Option<(f64, u32, Move)> = None;
    for m in &moves {
        let next = rules.play_unchecked(pos, m);
        let score = if next.is_over() {
            f64::from(crate::eval::terminal(rules, &next, seat))
        } else {
            let own = rules.count_moves(&next, seat) as f64;
            let others: f64 = (0..n)
                .filter(|&s| s != seat)
                .map(|s| rules.count_moves(&next, s) as f64)
                .sum::<f64>()
                / (n - 1) as f64;
            own - others
        };
        let tie_break: u32 = rng.random();
        if best.is_none_or(|(s, t, _)| score > s || (score == s && tie_break > t)) {
            best = Some((score, tie_break, *m));
        }
    }
    let Some((score, _, mv)) = best else {
        return over();
    };
    let swap_value = rules.may_swap(pos).then_some(score.round() as i32);
    if swap_value.is_some() && score < 0.0 {
        // Even its best starter leaves the second colour behind: take the first.
        return Decision {
            info: SearchInfo {
                nodes: moves.len() as u64,
                depth: 1,
                score: (-score).round() as i32,
                swap_value,
                ..SearchInfo::default()
            },
            ..swap()
        };
    }
    Decision {
        mv: Some(mv),
        info: SearchInfo {
            nodes: moves.len() as u64,
            depth: 1,
            score: score.round() as i32,
            swap_value,
            ..SearchInfo::default()
        },
    }
}
