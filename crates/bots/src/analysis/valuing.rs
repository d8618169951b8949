//! How a ply is valued: the strong search with two players, the tree search with more.

use blockness_core::{rank_key, Move, Position, Rules, MAX_PLAYERS};

use super::verdict::Eval;
use crate::mcts::{Scoring, Tree};
use crate::search::value_moves;
use crate::{Budget, Clock};

/// The values of one ply before they are labelled.
pub(super) struct Valued {
    pub(super) best: Move,
    pub(super) before: Eval,
    pub(super) after: Eval,
    pub(super) loss: f64,
    pub(super) exact: bool,
}

/// A sum of two values of the search, each in hundredths of a segment, as their mean in
/// segments.
pub(super) fn segments(sum_of_two: i32) -> f64 {
    f64::from(sum_of_two) / 200.0
}

/// Two players: one alpha-beta search of the position, the move played first.
///
/// Where the search does not reach the end of the game, a value is the mean of its last
/// two depths: the heuristic favours the side that moved last at the horizon, so values
/// at odd and even depths lean opposite ways (by a segment or more in the opening), and
/// their mean follows the game more smoothly than either. The move played is valued at
/// both depths with a full window, so the loss is the mean of the two depths' losses,
/// each never negative. An exact value stands alone.
///
/// Values are for the person who moves, which matters only under the swap option: the
/// opener's starter is worth `-|v|` to them when the answer will take the better colour
/// (`v` being the value of the second colour), and the answer is worth `|v|` to the one
/// who may swap; after a swap they hold the first colour, worth `-v`.
pub(super) fn two_players(
    rules: &Rules,
    pos: &Position,
    played: Move,
    budget: &Budget,
    clock: &dyn Clock,
) -> Option<Valued> {
    let may_swap = rules.may_swap(pos);
    let facing_swap = rules.setup().swap() && pos.moves_played() == 0;
    let mut moves = rules.legal_moves(pos);
    moves.retain(|m| !m.is_swap() && *m != played);
    if !played.is_swap() {
        moves.insert(0, played);
    }
    if pos.moves_played() == 0 {
        // On the empty loch, starters that a symmetry of the board maps onto each other
        // are worth the same: one of each kind is enough, the move played among them.
        moves = crate::symmetry::distinct_starters(rules, moves);
    }
    let iterations = value_moves(rules, pos, &moves, budget, clock, facing_swap);
    let last = *iterations.last()?;
    let previous = match iterations.len() {
        n if n >= 2 && !last.exact => iterations[n - 2],
        _ => last,
    };
    // Sums of the two depths' values (twice the value when it stands alone).
    let best_sum = last.best_value + previous.best_value;
    let first_sum = last.first_value + previous.first_value;
    // The deeper search's best, unless it is the move played and the shallower one found
    // better: then the shallower one's.
    let best_index = if last.best == 0 && best_sum > first_sum {
        previous.best
    } else {
        last.best
    };
    let best_move = moves[best_index];
    let (before, after, best) = if may_swap {
        // `v`: the second colour's value with its best starter.
        let v = best_sum;
        let after = if played.is_swap() { -v } else { first_sum };
        let best = if -v > v || (played.is_swap() && v == 0) {
            Move::Swap
        } else {
            best_move
        };
        (v.abs(), after, best)
    } else {
        (best_sum, first_sum, best_move)
    };
    Some(Valued {
        best,
        before: Eval::Margin(segments(before)),
        after: Eval::Margin(segments(after)),
        loss: segments(before - after),
        exact: last.exact,
    })
}

/// The smallest share of the root's visits the move played receives, so that its value is
/// measured on enough playouts even when the search would rather look elsewhere.
const PLAYED_SHARE: f64 = 0.25;

/// Every seat's place in a finished game: 1 plus the number of seats ranked strictly
/// better (so shared places are equal).
fn final_places(rules: &Rules, pos: &Position) -> [f64; MAX_PLAYERS] {
    let n = rules.players();
    let key = |s: usize| rank_key(pos.left(s), pos.head_height(s));
    let mut places = [0.0; MAX_PLAYERS];
    for (s, place) in places.iter_mut().enumerate().take(n) {
        *place = 1.0 + (0..n).filter(|&o| key(o) < key(s)).count() as f64;
    }
    places
}

/// The analysis's scoring for the strong level's tree search: a place for every seat at
/// the end of each playout rather than a win, read as a reward of 1 for first and 0 for
/// last.
const PLACES: Scoring = Scoring {
    outcome: final_places,
    reward: |mean, players| (players as f64 - mean) / (players as f64 - 1.0),
};

/// `x` to three decimals: the tree search's means carry no more precision than that.
pub(super) fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// Three and four players: one tree search from the position, the move played expanded
/// first and given at least [`PLAYED_SHARE`] of the visits; the best move is the most
/// visited, unless the move played expects as good a place for the mover.
pub(super) fn several_players(
    rules: &Rules,
    pos: &Position,
    played: Move,
    budget: &Budget,
    seed: u64,
    clock: &dyn Clock,
) -> Valued {
    let seat = pos.to_move().unwrap_or(0);
    let mut tree = Tree::new(rules, pos, seed, PLACES, Some((played, PLAYED_SHARE)));
    let deadline = budget.deadline(clock.now_ms());
    let work_limit = budget.work_limit();
    let mut path = Vec::new();
    loop {
        tree.iterate(&mut path);
        if tree.work() >= work_limit || deadline.is_some_and(|d| clock.now_ms() >= d) {
            break;
        }
    }
    let children = tree.root_children();
    let mut best = 0;
    for (i, (visits, _)) in children.iter().enumerate() {
        if *visits > children[best].0 {
            best = i;
        }
    }
    let means = |i: usize| -> Vec<f64> {
        children[i].1[..rules.players()]
            .iter()
            .map(|&m| round3(m))
            .collect()
    };
    let after = means(0);
    let mut before = means(best);
    let mut best_move = tree.root_moves()[best];
    if after[seat] <= before[seat] {
        best_move = played;
        before.clone_from(&after);
    }
    Valued {
        best: best_move,
        loss: round3(after[seat] - before[seat]),
        before: Eval::Places(before),
        after: Eval::Places(after),
        exact: false,
    }
}
