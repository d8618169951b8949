//! The tree search of the strong level: the searcher with its transposition table, its
//! budget and how it scores a finished game.

use std::hash::{Hash, Hasher};

use blockness_core::{rank_key, CellSet, Move, Position, Rules};

use crate::eval::{heuristic, terminal, Score, Weights};
use crate::{Budget, Clock};

pub(super) const INFINITY: Score = i32::MAX / 2;

/// How often, in nodes, the clock is read: often enough that even a node whose children
/// are all evaluated for ordering cannot overrun a budget by much.
const CLOCK_INTERVAL: u64 = 8;

/// Largest transposition table, in entries (16 bytes each).
const TABLE_MAX: usize = 1 << 18;

/// How the search scores a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Scoring {
    /// Win, shared first place or loss first, then the margin: the bot plays to win.
    Ranking,
    /// The margin alone, in hundredths of a segment like the heuristic (see [`margin`]):
    /// the analysis measures moves in segments.
    Margin,
}

/// The margin of a finished game for `seat` in hundredths of a segment: 100 per segment
/// it placed more than the best other seat, plus 1 per unit of head height more (the
/// ranking's tie-break, worth less than any segment since heights differ by at most 5).
/// With two players this orders finished games exactly as [`terminal`] does, so a solve
/// finds the same values of play either way.
fn margin(rules: &Rules, pos: &Position, seat: usize) -> Score {
    let key = |s: usize| rank_key(pos.left(s), pos.head_height(s));
    let best_other = (0..rules.players())
        .filter(|&s| s != seat)
        .min_by_key(|&s| key(s))
        .unwrap_or(seat);
    let segments = pos.left(best_other) as i32 - pos.left(seat) as i32;
    let heads = i32::from(pos.head_height(seat)) - i32::from(pos.head_height(best_other));
    segments * 100 + heads
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Empty,
    Exact,
    /// The true value is at least the stored one.
    Lower,
    /// The true value is at most the stored one.
    Upper,
}

#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    value: Score,
    /// Index of the best move in generation order.
    best: u16,
    depth: u8,
    bound: Bound,
    /// Whether every line below reached the end of the game (the value is not heuristic).
    solved: bool,
}

/// FxHash-style hasher: fast and, unlike the standard one, the same on every run and
/// every platform.
struct PositionHasher(u64);

impl Hasher for PositionHasher {
    fn finish(&self) -> u64 {
        crate::mix_seed(self.0, 0)
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u128(&mut self, word: u128) {
        self.write_u64(word as u64);
        self.write_u64((word >> 64) as u64);
    }

    fn write_u8(&mut self, b: u8) {
        self.write_u64(u64::from(b));
    }

    fn write_u16(&mut self, b: u16) {
        self.write_u64(u64::from(b));
    }

    fn write_u32(&mut self, b: u32) {
        self.write_u64(u64::from(b));
    }

    fn write_usize(&mut self, b: usize) {
        self.write_u64(b as u64);
    }
}

fn position_key(pos: &Position) -> u64 {
    let mut h = PositionHasher(0);
    pos.hash(&mut h);
    h.finish()
}

pub(super) struct Searcher<'a> {
    rules: &'a Rules,
    weights: &'a Weights,
    root_seat: usize,
    /// How a finished game is scored: by the ranking (the bot's goal), or by the margin
    /// alone on the heuristic's own scale (the analysis).
    scoring: Scoring,
    clock: &'a dyn Clock,
    deadline: Option<f64>,
    node_limit: u64,
    pub(super) nodes: u64,
    pub(super) aborted: bool,
    /// Whether some line of the current subtree stopped at the depth limit.
    pub(super) horizon: bool,
    table: Vec<Entry>,
}

impl<'a> Searcher<'a> {
    /// A search for `root_seat` within `budget` (its deadline counted from `start`), with
    /// a transposition table sized to the node budget.
    pub(super) fn new(
        rules: &'a Rules,
        weights: &'a Weights,
        root_seat: usize,
        scoring: Scoring,
        budget: &Budget,
        clock: &'a dyn Clock,
        start: f64,
    ) -> Searcher<'a> {
        let node_limit = budget.work_limit();
        let table_size = usize::try_from(node_limit)
            .unwrap_or(usize::MAX)
            .min(TABLE_MAX)
            .next_power_of_two()
            .max(1 << 10);
        Searcher {
            rules,
            weights,
            root_seat,
            scoring,
            clock,
            deadline: budget.deadline(start),
            node_limit,
            nodes: 0,
            aborted: false,
            horizon: false,
            table: vec![Entry::default(); table_size],
        }
    }

    /// Counts a node; returns `true` once the budget is spent.
    pub(super) fn tick(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.aborted = true;
        } else if let Some(deadline) = self.deadline {
            if self.nodes.is_multiple_of(CLOCK_INTERVAL) && self.clock.now_ms() >= deadline {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// The placements of `seat`: a swap is weighed at the root, never inside the tree.
    pub(super) fn moves(&self, pos: &Position, seat: usize) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.rules.for_each_move(pos, seat, |m| moves.push(m));
        if self.rules.may_swap(pos) {
            moves.retain(|m| !m.is_swap());
        }
        moves
    }

    /// Score of a finished game for the root seat.
    fn terminal(&self, pos: &Position) -> Score {
        match self.scoring {
            Scoring::Ranking => terminal(self.rules, pos, self.root_seat),
            Scoring::Margin => margin(self.rules, pos, self.root_seat),
        }
    }

    /// Score of a position that is not searched further.
    pub(super) fn leaf(&self, pos: &Position, occupied: CellSet) -> Score {
        if pos.is_over() {
            self.terminal(pos)
        } else {
            heuristic(self.rules, pos, occupied, self.root_seat, self.weights)
        }
    }

    pub(super) fn search(
        &mut self,
        pos: &Position,
        occupied: CellSet,
        depth: u32,
        mut alpha: Score,
        mut beta: Score,
    ) -> Score {
        if self.tick() {
            return 0;
        }
        let Some(seat) = pos.to_move() else {
            return self.terminal(pos);
        };
        if depth == 0 {
            self.horizon = true;
            return self.leaf(pos, occupied);
        }
        let key = position_key(pos);
        let slot = (key as usize) & (self.table.len() - 1);
        let entry = self.table[slot];
        let mut hinted = None;
        if entry.key == key && entry.bound != Bound::Empty {
            if entry.solved || u32::from(entry.depth) >= depth {
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => entry.value >= beta,
                    Bound::Upper => entry.value <= alpha,
                    Bound::Empty => false,
                };
                if usable {
                    self.horizon |= !entry.solved;
                    return entry.value;
                }
            }
            hinted = Some(usize::from(entry.best));
        }
        let maximising = seat == self.root_seat;
        let moves = self.moves(pos, seat);
        let mut order: Vec<usize> = (0..moves.len()).collect();
        if depth >= 2 {
            // Cheap ordering: the static score of each child, best for the mover first.
            let mut keyed = Vec::with_capacity(moves.len());
            for (i, m) in moves.iter().enumerate() {
                if self.tick() {
                    return 0;
                }
                let child = self.rules.play_unchecked(pos, m);
                let v = self.leaf(&child, occupied | self.rules.footprint(m));
                keyed.push((if maximising { -v } else { v }, i));
            }
            keyed.sort_by_key(|&(v, _)| v);
            order = keyed.into_iter().map(|(_, i)| i).collect();
        }
        if let Some(h) = hinted.filter(|&h| h < moves.len()) {
            if let Some(at) = order.iter().position(|&i| i == h) {
                order[..=at].rotate_right(1);
            }
        }
        let (alpha0, beta0) = (alpha, beta);
        let outer_horizon = std::mem::replace(&mut self.horizon, false);
        let mut best = if maximising { -INFINITY } else { INFINITY };
        let mut best_index = order[0];
        for &i in &order {
            let m = &moves[i];
            let child = self.rules.play_unchecked(pos, m);
            let v = self.search(
                &child,
                occupied | self.rules.footprint(m),
                depth - 1,
                alpha,
                beta,
            );
            if self.aborted {
                return 0;
            }
            if maximising {
                if v > best {
                    best = v;
                    best_index = i;
                }
                alpha = alpha.max(v);
            } else {
                if v < best {
                    best = v;
                    best_index = i;
                }
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        let solved = !self.horizon;
        self.horizon |= outer_horizon;
        self.table[slot] = Entry {
            key,
            value: best,
            best: best_index as u16,
            depth: depth.min(255) as u8,
            bound: if best <= alpha0 {
                Bound::Upper
            } else if best >= beta0 {
                Bound::Lower
            } else {
                Bound::Exact
            },
            solved,
        };
        best
    }
}
