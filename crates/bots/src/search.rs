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

use std::hash::{Hash, Hasher};

use blockness_core::{CellSet, Move, Position, Rules};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::eval::{heuristic, terminal, Score, Weights, TERMINAL};
use crate::{Budget, Clock, Decision, SearchInfo};

const INFINITY: Score = i32::MAX / 2;

/// How often, in nodes, the clock is read: often enough that even a node whose children
/// are all evaluated for ordering cannot overrun a budget by much.
const CLOCK_INTERVAL: u64 = 8;

/// Largest transposition table, in entries (16 bytes each).
const TABLE_MAX: usize = 1 << 18;

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

struct Searcher<'a> {
    rules: &'a Rules,
    weights: &'a Weights,
    root_seat: usize,
    clock: &'a dyn Clock,
    deadline: Option<f64>,
    node_limit: u64,
    nodes: u64,
    aborted: bool,
    /// Whether some line of the current subtree stopped at the depth limit.
    horizon: bool,
    table: Vec<Entry>,
}

impl Searcher<'_> {
    /// Counts a node; returns `true` once the budget is spent.
    fn tick(&mut self) -> bool {
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

    fn moves(&self, pos: &Position, seat: usize) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.rules.for_each_move(pos, seat, |m| moves.push(m));
        moves
    }

    /// Score of a position that is not searched further.
    fn leaf(&self, pos: &Position, occupied: CellSet) -> Score {
        if pos.is_over() {
            terminal(self.rules, pos, self.root_seat)
        } else {
            heuristic(self.rules, pos, occupied, self.root_seat, self.weights)
        }
    }

    fn search(
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
            return terminal(self.rules, pos, self.root_seat);
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
    let node_limit = budget.work_limit();
    let table_size = usize::try_from(node_limit)
        .unwrap_or(usize::MAX)
        .min(TABLE_MAX)
        .next_power_of_two()
        .max(1 << 10);
    let occupied = pos.occupied();
    let mut s = Searcher {
        rules,
        weights,
        root_seat: seat,
        clock,
        // Stop a little early: unwinding and returning take time the caller also counts.
        deadline: budget.deadline(start),
        node_limit,
        nodes: 0,
        aborted: false,
        horizon: false,
        table: vec![Entry::default(); table_size],
    };

    let mut moves = s.moves(pos, seat);
    if moves.len() == 1 {
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
        scored.push((s.leaf(&child, occupied | rules.footprint(m)), *m));
    }
    if scored.len() == moves.len() {
        scored.sort_by_key(|&(v, _)| -v);
        moves = scored.iter().map(|&(_, m)| m).collect();
        best = moves[0];
        info.score = scored[0].0;
    }

    let remaining: usize = (0..rules.players()).map(|p| pos.left(p)).sum();
    let mut depth = 1;
    while !s.aborted && depth <= remaining as u32 {
        s.horizon = false;
        let mut alpha = -INFINITY;
        let mut iteration_best: Option<(Score, usize)> = None;
        let mut scores = vec![-INFINITY; moves.len()];
        for (i, m) in moves.iter().enumerate() {
            let child = rules.play_unchecked(pos, m);
            let v = s.search(
                &child,
                occupied | rules.footprint(m),
                depth - 1,
                alpha,
                INFINITY,
            );
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
    Decision {
        mv: Some(best),
        info,
    }
}
