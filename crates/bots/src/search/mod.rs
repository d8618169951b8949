//! The strong level: iterative-deepening alpha-beta with a transposition table.
//!
//! With two players the search is plain zero-sum minimax. With three or four it is
//! paranoid: every other seat is assumed to play against the bot, so the tree stays a
//! two-sided one that alpha-beta can prune. Skipped turns need no special case: the
//! position already says who moves next, and a node maximises exactly when that is the
//! bot's own seat.
//!
//! Each iteration records whether any line stopped at the depth limit; an iteration
//! where none did has searched every line to the end of the game with exact ranking
//! scores, so the result is a solve and the search stops there. That is how the endgame
//! becomes exact as soon as the remaining tree fits in the budget.
//!
//! The swap option (two players) changes who plays which colour, not the board, so it
//! is not searched as a move inside the tree. Where the second player may swap, the
//! position is searched over its starters only, which gives its value `v` for the
//! second colour; after a swap the same position belongs to the other person, worth `-v`
//! to them: the position compared from both sides. So the second player swaps when
//! `v < 0`, and a position where the swap is offered is worth `-|v|` to the opener, who
//! therefore places the starter that leaves the least to take.
//!
//! Both sides compute `v` the same way, at [`SWAP_DEPTH`], so the opener foresees the
//! answer. Near `v = 0` the evaluation does not tell the sides apart (measured with
//! `examples/swap_calibration.rs`), so there both draw by their seed: the opener among
//! the starters within [`SWAP_BAND`] of its best, the answer between swapping and not,
//! with a chance that moves from 1 to 0 across the same band either side of 0.
//!
//! The analysis of a game ([`value_moves`]) runs the same search with finished games
//! scored by their margin in segments rather than by the ranking, so that a solve gives
//! the final margin under best play and every value, exact or estimated, is in
//!
//! `tree` holds the searcher itself; this file the strong level's move and the analysis's
//! values built on it.

mod tree;

use blockness_core::{CellSet, Move, Position, Rules};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::eval::{Score, Weights, TERMINAL};
use crate::{Budget, Clock, Decision, SearchInfo};
use tree::{Scoring, Searcher, INFINITY};

/// The depth at which the answer to the first starter weighs the swap, and to which the
/// opener searches each starter's answer: the same computation on both sides, so the
/// opener foresees the decision. At this depth the sign of the value agreed best with
/// the winner of a whole game between strong bots after the same opening (50 of 66
/// openings, against 33 of 62 at depth 3 and 33 of 59 at depth 4).
const SWAP_DEPTH: u32 = 2;

/// The opener's band: it chooses at random (by its seed) among the starters whose value
/// lies within this much of the best one's. Measured on 64 kinds of opening, values within
/// about half a segment of the swap's threshold did not predict which colour went on to
/// win, so the search has no ground to prefer one of them; drawing among them also keeps
/// the opener from being predictable.
const SWAP_BAND: Score = 60;

/// Whether the answer swaps, given its value `x` above the threshold (below 0: its colour is
/// worse off). Beyond [`SWAP_BAND`] either side of the threshold the value decides; within
/// it, where values did not tell the sides apart, it swaps with a chance that falls from
/// 1 to 0 across the band, drawn by `seed`.
fn swaps(x: Score, seed: u64) -> bool {
    if x <= -SWAP_BAND {
        true
    } else if x >= SWAP_BAND {
        false
    } else {
        let chance = f64::from(SWAP_BAND - x) / f64::from(2 * SWAP_BAND);
        ChaCha8Rng::seed_from_u64(seed ^ 0x5357_4150).random::<f64>() < chance
    }
}

/// The strong level's move: see the module documentation.
pub(crate) fn strong(
    rules: &Rules,
    pos: &Position,
    budget: &Budget,
    seed: u64,
    clock: &dyn Clock,
    weights: &Weights,
) -> Decision {
    let Some(seat) = pos.to_move() else {
        return Decision {
            mv: None,
            info: SearchInfo::default(),
        };
    };
    let start = clock.now_ms();
    let occupied = pos.occupied();
    let mut s = Searcher::new(rules, weights, seat, Scoring::Ranking, budget, clock, start);

    // The second player's answer to the first starter: search the starters, then swap
    // if the second colour is worse off than the first with its best one.
    let may_swap = rules.may_swap(pos);
    // The opener with the swap option: every starter is answered by the better of a
    // starter and a swap, so its value is `-|v|` (see the module documentation).
    let facing_swap = rules.setup().swap() && pos.moves_played() == 0;
    let margin = weights.swap_margin;
    let root_value = |v: Score| if facing_swap { -(v - margin).abs() } else { v };
    let mut moves = s.moves(pos, seat);
    if facing_swap {
        // The opener's choice decides the game's balance and the loch is still empty:
        // one starter of each kind under the board's symmetries (which one, the seed
        // decides) leaves the budget to search those few as deep as the answer weighs
        // the swap.
        moves.shuffle(&mut ChaCha8Rng::seed_from_u64(seed ^ 0x5A5A));
        moves = crate::symmetry::distinct_starters(rules, moves);
    }
    if moves.len() == 1 && !may_swap {
        // Nothing to choose: answer at once rather than spend the budget proving it.
        return Decision {
            mv: Some(moves[0]),
            info: SearchInfo::default(),
        };
    }
    // Shuffle first so that the seed decides between equally scored moves.
    moves.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
    let mut info = SearchInfo::default();
    let mut best = moves[0];

    // Root ordering by static score, which is also the answer if the budget is tiny.
    let mut scored: Vec<(Score, Move)> = Vec::with_capacity(moves.len());
    for m in &moves {
        if s.tick() {
            break;
        }
        let child = rules.play_unchecked(pos, m);
        scored.push((
            root_value(s.leaf(&child, occupied | rules.footprint(m))),
            *m,
        ));
    }
    if scored.len() == moves.len() {
        scored.sort_by_key(|&(v, _)| -v);
        moves = scored.iter().map(|&(_, m)| m).collect();
        best = moves[0];
        info.score = scored[0].0;
    }

    let remaining: usize = (0..rules.players()).map(|p| pos.left(p)).sum();
    let mut depth = 1;
    // The value of the answer at the swap depth (or solved), on which the swap is decided.
    let mut swap_value = None;
    // The opener's starters within its band of the best, at the last completed depth.
    let mut band: Vec<(Score, Move)> = Vec::new();
    // The opener needs each answer at the swap depth, one ply below its own.
    let last_depth = if facing_swap {
        SWAP_DEPTH + 1
    } else {
        u32::MAX
    };
    while !s.aborted && depth <= remaining as u32 && depth <= last_depth {
        s.horizon = false;
        let mut alpha = -INFINITY;
        let mut iteration_best: Option<(Score, usize)> = None;
        let mut scores = vec![-INFINITY; moves.len()];
        for (i, m) in moves.iter().enumerate() {
            let child = rules.play_unchecked(pos, m);
            // Facing a swap, a child's value `-|v - margin|` (never above 0) beats `alpha`
            // only when `v` lies strictly between `margin + alpha` and `margin - alpha`:
            // that is the window, widened by the band so that every value the opener
            // may draw among is exact.
            let (low, high) = if facing_swap {
                let floor = alpha - SWAP_BAND;
                (margin + floor, margin - floor)
            } else {
                (alpha, INFINITY)
            };
            let v =
                root_value(s.search(&child, occupied | rules.footprint(m), depth - 1, low, high));
            if s.aborted {
                break;
            }
            scores[i] = v;
            if iteration_best.is_none_or(|(b, _)| v > b) {
                iteration_best = Some((v, i));
                alpha = v;
            }
        }
        if s.aborted {
            // The previous best was searched first; any move that beat it is better still.
            if let Some((v, i)) = iteration_best {
                if i != 0 && v > scores[0] {
                    best = moves[i];
                    info.score = v;
                }
            }
            break;
        }
        let Some((v, i)) = iteration_best else {
            break;
        };
        best = moves[i];
        info.score = v;
        info.depth = depth;
        if may_swap && (depth <= SWAP_DEPTH || !s.horizon) {
            swap_value = Some(v);
        }
        if facing_swap {
            band = (0..moves.len())
                .filter(|&k| scores[k] >= v - SWAP_BAND)
                .map(|k| (scores[k], moves[k]))
                .collect();
        }
        // Best first, then the rest by their (bounded) scores for the next iteration.
        let mut order: Vec<usize> = (0..moves.len()).collect();
        order.sort_by_key(|&k| (k != i, -scores[k]));
        moves = order.iter().map(|&k| moves[k]).collect();
        if !s.horizon {
            info.exact = true;
            break;
        }
        if v >= TERMINAL / 2 {
            // A forced win within the horizon: nothing deeper can improve on winning.
            break;
        }
        depth += 1;
    }
    info.nodes = s.nodes;
    if band.len() > 1 {
        let (v, mv) = band[ChaCha8Rng::seed_from_u64(seed).random_range(0..band.len())];
        best = mv;
        info.score = v;
    }
    let answer_value = swap_value.unwrap_or(info.score);
    if may_swap {
        info.swap_value = Some(answer_value);
    }
    if may_swap && swaps(answer_value + weights.swap_margin, seed) {
        // The first colour is better off: take it. From the swapper's new seat the
        // position is worth the opposite.
        best = Move::Swap;
        info.score = -answer_value;
    }
    Decision {
        mv: Some(best),
        info,
    }
}

/// One completed iteration of [`value_moves`]: the best of the moves it was given and
/// the value of the first one, both for the seat to move, in hundredths of a segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveValues {
    /// Index of the best move in the list given; the first of equals, so the first
    /// move whenever nothing beats it.
    pub best: usize,
    /// Value of the best move.
    pub best_value: Score,
    /// Value of the first move of the list.
    pub first_value: Score,
    /// Depth of the iteration (0: the static values of the moves).
    pub depth: u32,
    /// Whether both values are exact: every line was searched to the end of the game.
    pub exact: bool,
}

/// The values, for the seat to move in `pos`, of the first of `moves` and of the best of
/// them, at every depth the budget allowed: iterative-deepening alpha-beta of the strong
/// level, scoring finished games by their margin ([`Scoring::Margin`]) so that every
/// value is in hundredths of a segment.
///
/// Each iteration searches the first move with a full window and the others with a
/// window that opens at the best value so far, so both values come from the same depth
/// and a move counts as better only when it is strictly better. With `facing_swap` (the
/// opener under the swap option) a move is worth `-|v|` where `v` is its search value:
/// the answer takes whichever colour is better. The budget bounds the nodes (and the
/// time on `clock`); an iteration cut short by it is left out. The answer holds the
/// static values (depth 0) and then one entry per completed iteration, deepest last; the
/// search stops after an exact one.
///
/// `moves` must be legal placements of the seat to move; empty when `moves` is empty or
/// the game is over.
pub(crate) fn value_moves(
    rules: &Rules,
    pos: &Position,
    moves: &[Move],
    budget: &Budget,
    clock: &dyn Clock,
    facing_swap: bool,
) -> Vec<MoveValues> {
    let Some(seat) = pos.to_move() else {
        return Vec::new();
    };
    if moves.is_empty() {
        return Vec::new();
    }
    let weights = Weights::default();
    let occupied = pos.occupied();
    let mut s = Searcher::new(
        rules,
        &weights,
        seat,
        Scoring::Margin,
        budget,
        clock,
        clock.now_ms(),
    );
    let root_value = |v: Score| if facing_swap { -v.abs() } else { v };
    let children: Vec<(Position, CellSet)> = moves
        .iter()
        .map(|m| (rules.play_unchecked(pos, m), occupied | rules.footprint(m)))
        .collect();

    // Static values: the answer when not even one iteration fits in the budget, and the
    // first ordering of the moves after the first.
    let mut values: Vec<Score> = children
        .iter()
        .map(|(child, occ)| root_value(s.leaf(child, *occ)))
        .collect();
    let mut best = 0;
    for (i, &v) in values.iter().enumerate() {
        if v > values[best] {
            best = i;
        }
    }
    let mut iterations = vec![MoveValues {
        best,
        best_value: values[best],
        first_value: values[0],
        depth: 0,
        exact: children.iter().all(|(child, _)| child.is_over()),
    }];
    let mut order: Vec<usize> = (0..moves.len()).collect();
    order[1..].sort_by_key(|&i| -values[i]);

    let remaining: usize = (0..rules.players()).map(|p| pos.left(p)).sum();
    let mut depth = 1;
    while depth <= remaining as u32 && !iterations.last().is_some_and(|it| it.exact) {
        s.horizon = false;
        let mut alpha = -INFINITY;
        let mut best = 0;
        for (k, &i) in order.iter().enumerate() {
            let (child, occ) = &children[i];
            // The first move is searched with the full window, so its value is exact at
            // this depth; the others only need to be known when they beat the best so far.
            // Facing a swap, `-|v|` beats `alpha` (never above 0) when `alpha < v < -alpha`.
            let (low, high) = match (k, facing_swap) {
                (0, _) => (-INFINITY, INFINITY),
                (_, true) => (alpha, -alpha),
                (_, false) => (alpha, INFINITY),
            };
            let v = root_value(s.search(child, *occ, depth - 1, low, high));
            if s.aborted {
                break;
            }
            values[i] = v;
            if k == 0 || v > alpha {
                alpha = v;
                best = i;
            }
        }
        if s.aborted {
            break;
        }
        iterations.push(MoveValues {
            best,
            best_value: values[best],
            first_value: values[0],
            depth,
            exact: !s.horizon,
        });
        // The first move stays first; the best comes next, then the rest by value.
        order[1..].sort_by_key(|&i| (i != best, -values[i]));
        depth += 1;
    }
    iterations
}
