//! Static evaluation for the strong level: segments placed, territory, mobility, reserve.
//!
//! Territory is a Voronoi split of the free cells: a breadth-first flood from every
//! monster's head and tail at once, each free cell going to the monster that reaches it
//! first (cells reached first by two monsters at the same step go to nobody). It runs on
//! `u128` cell sets with shifts, so one evaluation costs a few hundred bit operations plus
//! one move count per seat.

use blockness_core::{rank_key, Cell, End, Move, Position, Rules, MAX_PLAYERS, SET_SIZE};
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
        }
    }
}

/// The board as cell sets, with the bit layout `y * width + x` of [`Cell`]s.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    width: u32,
    active: u128,
    /// Cells that a shift to the right by 1 or 2 columns may land on (not wrapped).
    right1: u128,
    right2: u128,
    left1: u128,
    left2: u128,
    expert: bool,
    players: usize,
}

impl Geometry {
    pub fn new(rules: &Rules) -> Geometry {
        let edition = rules.edition();
        let (w, h) = (edition.width() as u32, edition.height() as u32);
        let mut g = Geometry {
            width: w,
            active: 0,
            right1: 0,
            right2: 0,
            left1: 0,
            left2: 0,
            expert: rules.setup().expert(),
            players: rules.players(),
        };
        for y in 0..h {
            for x in 0..w {
                let bit = 1u128 << (y * w + x);
                if rules.is_active(Cell::new(x as u8, y as u8)) {
                    g.active |= bit;
                }
                if x >= 1 {
                    g.right1 |= bit;
                }
                if x >= 2 {
                    g.right2 |= bit;
                }
                if x + 1 < w {
                    g.left1 |= bit;
                }
                if x + 2 < w {
                    g.left2 |= bit;
                }
            }
        }
        g
    }

    fn bit(&self, cell: Cell) -> u128 {
        1u128 << (u32::from(cell.y) * self.width + u32::from(cell.x))
    }

    /// Cells under some segment in `pos`.
    pub fn occupied(&self, rules: &Rules, pos: &Position) -> u128 {
        let mut occ = 0;
        let mut rest = self.active;
        while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            let cell = Cell::new((i % self.width) as u8, (i / self.width) as u8);
            if pos.is_covered(rules, cell) {
                occ |= 1u128 << i;
            }
        }
        occ
    }

    /// The cells a move's segment covers, feet included.
    pub fn footprint(&self, mv: &Move) -> u128 {
        let (a, b) = mv.feet();
        let mut set = self.bit(a);
        if let Some((dir, n)) = a.line_to(b) {
            for k in 1..=n {
                if let Some(c) = a.step(dir, k) {
                    set |= self.bit(c);
                }
            }
        }
        set
    }

    /// Cells one step of a monster's growth away from `set`: orthogonal neighbours, and in
    /// the expert variant also the cells two away (its start cells).
    fn spread(&self, set: u128) -> u128 {
        let w = self.width;
        let mut next = (set << 1) & self.right1 | (set >> 1) & self.left1 | set << w | set >> w;
        if self.expert {
            next |= (set << 2) & self.right2
                | (set >> 2) & self.left2
                | set << (2 * w)
                | set >> (2 * w);
        }
        next & self.active
    }

    /// Free cells each seat reaches strictly first, flooding from its two ends.
    pub fn territory(&self, free: u128, ends: &[u128; MAX_PLAYERS]) -> [i32; MAX_PLAYERS] {
        let n = self.players;
        let mut counts = [0; MAX_PLAYERS];
        let mut frontier = *ends;
        let mut claimed = !free;
        loop {
            let mut next = [0u128; MAX_PLAYERS];
            let mut seen_once = 0u128;
            let mut seen_twice = 0u128;
            let mut any = 0u128;
            for s in 0..n {
                next[s] = self.spread(frontier[s]) & !claimed;
                seen_twice |= seen_once & next[s];
                seen_once |= next[s];
                any |= next[s];
            }
            if any == 0 {
                return counts;
            }
            for s in 0..n {
                frontier[s] = next[s] & !seen_twice;
                counts[s] += frontier[s].count_ones() as i32;
            }
            claimed |= any;
        }
    }

    /// Each seat's end cells as a set.
    pub fn ends(&self, rules: &Rules, pos: &Position) -> [u128; MAX_PLAYERS] {
        let mut ends = [0u128; MAX_PLAYERS];
        for (s, e) in ends.iter_mut().enumerate().take(self.players) {
            for end in End::BOTH {
                if let Some(c) = pos.end_cell(rules, s, end) {
                    *e |= self.bit(c);
                }
            }
        }
        ends
    }
}

/// Heuristic value of `pos` for every seat, each on the same scale.
pub(crate) fn seat_values(
    rules: &Rules,
    geo: &Geometry,
    pos: &Position,
    occupied: u128,
    weights: &Weights,
) -> [Score; MAX_PLAYERS] {
    let n = rules.players();
    let ends = geo.ends(rules, pos);
    let territory = geo.territory(geo.active & !occupied, &ends);
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
    geo: &Geometry,
    pos: &Position,
    occupied: u128,
    seat: usize,
    weights: &Weights,
) -> Score {
    let values = seat_values(rules, geo, pos, occupied, weights);
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
