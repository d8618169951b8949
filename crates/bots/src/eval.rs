//! Static evaluation for the strong level: segments placed, territory, mobility, reserve.
//!
//! Territory is a Voronoi split of the free cells: a breadth-first flood from every
//! monster's head and tail at once, each free cell going to the monster that reaches it
//! first (cells reached first by two monsters at the same step go to nobody). It runs on
//! the engine's [`CellSet`]s and its neighbour step, so one evaluation costs a few hundred
//! bit operations plus one move count per seat.

use blockness_core::{rank_key, CellSet, Position, Rules, MAX_PLAYERS, SET_SIZE};
use serde::{Deserialize, Serialize};

/// Score of a position from one seat's point of view, in hundredths of a segment.
pub(crate) type Score = i32;

/// Above any heuristic score: the base of a finished game's score.
pub(crate) const TERMINAL: Score = 1_000_000;

/// How much each feature of a position is worth to its seat, in hundredths of a segment.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Weights {
    /// Per segment already placed: the quantity the ranking counts.
    pub placed: i32,
    /// Per cell of territory, counted up to `territory_per_segment` cells per segment
    /// still in the reserve (cells beyond what the reserve can use are worth nothing).
    pub territory: i32,
    /// Cells of territory a reserve segment can make use of.
    pub territory_per_segment: i32,
    /// Per legal placement, up to `mobility_cap`.
    pub mobility: i32,
    /// Placements beyond which more choice adds nothing.
    pub mobility_cap: i32,
    /// Penalty for a seat that still has segments but cannot place now.
    pub blocked: i32,
    /// Per unit of height left in the reserve: tall segments cross and escape.
    pub reserve_height: i32,
    /// Per unit of head height: the ranking's tie-break.
    pub head_height: i32,
    /// Swap option: how much better the second colour stands, right after the first
    /// starter, than the search's value says. The answer weighs the swap around minus
    /// this margin, and the opener aims its starter at that point. 0 by default: the
    /// answer swaps when its own colour is worse off.
    pub swap_margin: i32,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            placed: 100,
            territory: 30,
            territory_per_segment: 2,
            mobility: 3,
            mobility_cap: 20,
            blocked: 40,
            reserve_height: 2,
            head_height: 1,
            swap_margin: 0,
        }
    }
}

/// Cells one step of a monster's growth away from `set`: orthogonal neighbours, and in
/// the expert variant also its start cells, two away.
fn spread(rules: &Rules, set: CellSet, start_distance: u8) -> CellSet {
    let mut next = rules.neighbours(set, 1);
    if start_distance > 1 {
        next |= rules.neighbours(set, start_distance);
    }
    next
}

/// Free cells each seat reaches strictly first, flooding from its two ends.
fn territory(rules: &Rules, free: CellSet, ends: &[CellSet; MAX_PLAYERS]) -> [i32; MAX_PLAYERS] {
    let n = rules.players();
    let start_distance = rules.start_distance();
    let mut counts = [0; MAX_PLAYERS];
    let mut frontier = *ends;
    let mut claimed = !free;
    loop {
        let mut next = [CellSet::EMPTY; MAX_PLAYERS];
        let mut seen_once = CellSet::EMPTY;
        let mut seen_twice = CellSet::EMPTY;
        for s in 0..n {
            next[s] = spread(rules, frontier[s], start_distance) - claimed;
            seen_twice |= seen_once & next[s];
            seen_once |= next[s];
        }
        if seen_once.is_empty() {
            return counts;
        }
        for s in 0..n {
            frontier[s] = next[s] - seen_twice;
            counts[s] += frontier[s].len() as i32;
        }
        claimed |= seen_once;
    }
}

/// Heuristic value of `pos` for every seat, each on the same scale.
pub(crate) fn seat_values(
    rules: &Rules,
    pos: &Position,
    occupied: CellSet,
    weights: &Weights,
) -> [Score; MAX_PLAYERS] {
    let n = rules.players();
    let mut ends = [CellSet::EMPTY; MAX_PLAYERS];
    for (s, e) in ends.iter_mut().enumerate().take(n) {
        *e = pos.ends(s);
    }
    let territory = territory(rules, rules.active_cells() - occupied, &ends);
    let mut values = [0; MAX_PLAYERS];
    for s in 0..n {
        let left = pos.left(s) as i32;
        let placed = SET_SIZE as i32 - left;
        let mobility = rules.count_moves(pos, s) as i32;
        let set = rules.set(s);
        let reserve_height: i32 = pos.reserve(s).map(|i| i32::from(set[i].height)).sum();
        let usable = if pos.has_started(s) {
            territory[s].min(weights.territory_per_segment * left)
        } else {
            // Before its starter a monster may still go anywhere deep: count its reserve.
            weights.territory_per_segment * left / 2
        };
        let mut v = weights.placed * placed
            + weights.territory * usable
            + weights.mobility * mobility.min(weights.mobility_cap)
            + weights.reserve_height * reserve_height
            + weights.head_height * i32::from(pos.head_height(s));
        if mobility == 0 && left > 0 {
            v -= weights.blocked;
        }
        values[s] = v;
    }
    values
}

/// The heuristic score of `pos` for `seat` against the strongest other seat (the paranoid
/// view, which for two players is plain zero-sum).
pub(crate) fn heuristic(
    rules: &Rules,
    pos: &Position,
    occupied: CellSet,
    seat: usize,
    weights: &Weights,
) -> Score {
    let values = seat_values(rules, pos, occupied, weights);
    let best_other = (0..rules.players())
        .filter(|&s| s != seat)
        .map(|s| values[s])
        .max()
        .unwrap_or(0);
    values[seat] - best_other
}

/// The exact score of a finished game for `seat`: win, shared first place or loss by the
/// ranking rules, refined by the margin in segments and head height so the search
/// prefers bigger wins and smaller losses.
pub(crate) fn terminal(rules: &Rules, pos: &Position, seat: usize) -> Score {
    let key = |s: usize| rank_key(pos.left(s), pos.head_height(s));
    let best_other = (0..rules.players())
        .filter(|&s| s != seat)
        .min_by_key(|&s| key(s))
        .unwrap_or(seat);
    let outcome = match key(seat).cmp(&key(best_other)) {
        std::cmp::Ordering::Less => 1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => -1,
    };
    let margin = pos.left(best_other) as i32 - pos.left(seat) as i32;
    let heads = i32::from(pos.head_height(seat)) - i32::from(pos.head_height(best_other));
    outcome * TERMINAL + margin * 1000 + heads * 10
}
