//! The exact solver: whether the solo seat can still place its goal, one way to do it, how
//! many ways there are and how many positions on the way are lost.
//!
//! Statues never move, so a position of the puzzle is fixed by the segments the seat has
//! laid since the start and by where its head and tail stand. The solver keys its tables on
//! exactly that, written in 18 bytes, so two orders of play that lay the same
//! segments in the same places meet in one entry: the search is over positions, not over
//! sequences of moves, and it is exact (no hash stands in for a position).
//!
//! Two searches use such a table. One counts: the solutions from a position are the sum of
//! those of its children, and a position is a dead end when that sum is zero; once it has
//! finished, its table also gives a solution and the forced steps. The other looks for one
//! solution depth first, stops at the first, and remembers only the positions it proved
//! lost: it answers the player's questions (stuck? a hint?) and decides solvability where
//! counting would take too long. Both stop at a budget of positions ([`Limits`]) and then
//! say that they stopped, so a search never runs away on a wide-open board.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

use blockness_core::{End, Move, Position, Rules, SET_SIZE};

/// How far a search may go before it stops and says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Limits {
    /// Most positions a search may expand (look at the moves of); its table holds at
    /// most this many positions. The count and the search for one solution each have
    /// this allowance.
    pub positions: usize,
    /// Solutions and dead ends are counted up to this number; past it the count stops and
    /// is reported as capped.
    pub count_cap: u64,
}

impl Limits {
    /// The budget of the command line and the tests: a million positions per search,
    /// which keeps a whole analysis of a wide-open level with nine segments to place
    /// under a second natively; counts capped at a million.
    pub const DEFAULT: Limits = Limits {
        positions: 1_000_000,
        count_cap: 1_000_000,
    };
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::DEFAULT
    }
}

/// Whether the goal can still be reached from a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reach {
    /// It can: here is one way, move by move.
    Yes(Vec<Move>),
    /// It cannot, whatever the seat plays.
    No,
    /// The search ran out of its budget before it could tell.
    Undecided,
}

impl Reach {
    /// `Some(true)` or `Some(false)` when the search could tell, `None` otherwise.
    pub fn known(&self) -> Option<bool> {
        match self {
            Reach::Yes(_) => Some(true),
            Reach::No => Some(false),
            Reach::Undecided => None,
        }
    }
}

/// Everything the solver found about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// `Some(true)` when the goal can be reached, `Some(false)` when it cannot, `None` when
    /// the search ran out of budget before finding a solution or proving there is none.
    pub solvable: Option<bool>,
    /// One solution, move by move (empty when none was found).
    pub solution: Vec<Move>,
    /// Distinct sequences of moves that reach the goal; a lower bound when
    /// `solutions_capped` is set.
    pub solutions: u64,
    /// Whether `solutions` stopped at the cap or at the budget, so that the true number is
    /// at least `solutions`.
    pub solutions_capped: bool,
    /// Distinct positions reachable from the start, start included, from which the goal is
    /// out of reach; a lower bound when `dead_ends_capped` is set. A position is what a
    /// player sees: the segments the seat laid, by shape and place, and where its head and
    /// tail stand.
    pub dead_ends: u64,
    /// Whether `dead_ends` stopped at the cap or at the budget.
    pub dead_ends_capped: bool,
    /// Steps of `solution` at which exactly one of several legal moves keeps the goal in
    /// reach; `None` when the counting pass did not finish, since it is read from its table.
    pub forced: Option<usize>,
    /// Positions the passes expanded, a measure of the work done.
    pub positions: usize,
}

/// Whether `seat` can still place `remaining` more segments from `pos`, alone, with the
/// other monsters as statues; with one way to do it when it can. `pos` need not have
/// `seat` to move.
pub fn find_solution(
    rules: &Rules,
    pos: &Position,
    seat: usize,
    remaining: usize,
    limits: &Limits,
) -> Reach {
    if seat >= rules.players() {
        return Reach::No;
    }
    let mut search = Search::new(rules, seat, remaining, limits);
    let start = rules.solo_turn(pos, seat);
    match search.reach(&start, 0) {
        Some(true) => Reach::Yes(search.path),
        Some(false) => Reach::No,
        None => Reach::Undecided,
    }
}

/// The full analysis of a position: solvability, one solution, the number of solutions and
/// of dead ends, and the forced steps of the solution. See [`find_solution`] for the
/// arguments.
pub fn analyse(
    rules: &Rules,
    pos: &Position,
    seat: usize,
    remaining: usize,
    limits: &Limits,
) -> Analysis {
    let mut analysis = Analysis {
        solvable: Some(false),
        solution: Vec::new(),
        solutions: 0,
        solutions_capped: false,
        dead_ends: 1,
        dead_ends_capped: false,
        forced: None,
        positions: 0,
    };
    if seat >= rules.players() {
        return analysis;
    }
    let start = rules.solo_turn(pos, seat);
    let mut search = Search::new(rules, seat, remaining, limits);
    let cap = limits.count_cap;
    // Counting first: when it finishes it knows everything, the solution included. Only
    // when it stops short does the search for one solution run, on its own table.
    match search.count(&start, 0) {
        Some(total) => {
            analysis.solvable = Some(total > 0);
            analysis.solutions = total.min(cap);
            analysis.solutions_capped = total > cap;
            analysis.dead_ends = search.dead.min(cap);
            analysis.dead_ends_capped = search.dead > cap;
            analysis.solution = search.first_solution(&start);
            analysis.forced = Some(search.forced_steps(&start, &analysis.solution));
            analysis.positions = search.expanded;
        }
        None => {
            analysis.solutions = search.lower_bound().min(cap);
            analysis.solutions_capped = true;
            analysis.dead_ends = search.dead.min(cap);
            analysis.dead_ends_capped = true;
            analysis.positions = search.expanded;
            let mut first = Search::new(rules, seat, remaining, limits);
            analysis.solvable = first.reach(&start, 0);
            analysis.solution = first.path;
            analysis.positions += first.expanded;
        }
    }
    analysis
}

/// A position of the puzzle, exactly and compactly: the segments laid since the start,
/// each as one 12-bit code (shape, lower foot, orientation) in ascending order, and the
/// cells under the head and the tail.
///
/// Statues and the start position are the same for the whole search, so these fix the
/// covered cells at every height, the reserve (identical segments are interchangeable)
/// and the heights under the ends. A key is never confused with another: the codes of up
/// to [`SET_SIZE`] segments fit in the 128 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    codes: u128,
    ends: u16,
}

/// A fast hash for [`Key`]s (the multiply-rotate scheme of rustc's `FxHasher`): the
/// keys are not chosen by an adversary, and the default hasher would cost more than the
/// move generation it serves.
#[derive(Default)]
struct FxHasher(u64);

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u16(&mut self, n: u16) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u128(&mut self, n: u128) {
        self.write_u64(n as u64);
        self.write_u64((n >> 64) as u64);
    }
}

type Table = HashMap<Key, u64, BuildHasherDefault<FxHasher>>;

/// The state of one search.
struct Search<'a> {
    rules: &'a Rules,
    seat: usize,
    goal: usize,
    limits: Limits,
    /// For each piece of the seat's set, the lowest index of an identical piece: the shape
    /// a code names, so that identical pieces laid in either order give one key.
    shape: [u16; SET_SIZE],
    /// Solutions from each position expanded so far; 0 marks a dead end.
    table: Table,
    /// Codes of the segments laid on the current path, in the order laid.
    codes: Vec<u16>,
    /// Moves of the current path; after a successful search for one, the solution.
    path: Vec<Move>,
    /// One move list per depth, reused from node to node.
    buffers: Vec<Vec<Move>>,
    /// Positions expanded by the current pass.
    expanded: usize,
    /// Dead ends found by the counting pass.
    dead: u64,
    /// Partial sums of the counting frames on the stack: what they have counted so far.
    partial: Vec<u64>,
}

impl<'a> Search<'a> {
    fn new(rules: &'a Rules, seat: usize, goal: usize, limits: &Limits) -> Search<'a> {
        // No seat places more than its set, so a larger goal is out of reach all the same,
        // and the clamp keeps the tables sized by the set, whatever number a caller passes.
        let goal = goal.min(SET_SIZE);
        let set = rules.set(seat);
        let mut shape = [0u16; SET_SIZE];
        for (i, s) in shape.iter_mut().enumerate() {
            *s = set.iter().position(|p| *p == set[i]).unwrap_or(i) as u16;
        }
        Search {
            rules,
            seat,
            goal,
            limits: *limits,
            shape,
            table: Table::default(),
            codes: Vec::with_capacity(SET_SIZE),
            path: Vec::with_capacity(SET_SIZE),
            buffers: vec![Vec::new(); goal + 1],
            expanded: 0,
            dead: 0,
            partial: Vec::with_capacity(SET_SIZE),
        }
    }

    /// The 12-bit code of an extension: shape, the lower of its two feet's indices, and
    /// whether it lies along a column. A segment laid either way round has one code; which
    /// way it went shows in the ends of the key.
    fn code(&self, mv: &Move) -> u16 {
        let Move::Extend {
            piece, from, to, ..
        } = *mv
        else {
            // Only a seat that has its starter is solved for; a starter or a swap never
            // reaches here, and 0 would still be a code of its own.
            return 0;
        };
        let index = |c| self.rules.cell_index(c).unwrap_or(0) as u16;
        let (a, b) = (index(from), index(to));
        let shape = self.shape[usize::from(piece).min(SET_SIZE - 1)];
        shape << 8 | u16::from(from.x == to.x) << 7 | a.min(b)
    }

    fn key(&self, pos: &Position) -> Key {
        let mut sorted = [0u16; SET_SIZE];
        let n = self.codes.len().min(SET_SIZE);
        sorted[..n].copy_from_slice(&self.codes[..n]);
        sorted[..n].sort_unstable();
        let codes = sorted[..n]
            .iter()
            .fold(0u128, |acc, &c| acc << 12 | u128::from(c));
        let end = |e| {
            pos.end_cell(self.rules, self.seat, e)
                .and_then(|c| self.rules.cell_index(c))
                .unwrap_or(0xFF) as u16
        };
        Key {
            codes: codes << 4 | n as u128,
            ends: end(End::Head) << 8 | end(End::Tail),
        }
    }

    /// The moves of the seat in `pos`, into the buffer of `depth` (taken out; give it back
    /// with [`Search::give_back`]).
    fn moves(&mut self, pos: &Position, depth: usize) -> Vec<Move> {
        let mut moves = std::mem::take(&mut self.buffers[depth]);
        moves.clear();
        self.rules.for_each_move(pos, self.seat, |m| moves.push(m));
        moves
    }

    fn give_back(&mut self, depth: usize, moves: Vec<Move>) {
        self.buffers[depth] = moves;
    }

    /// First pass: whether the goal is reachable from `pos`, `depth` moves into the
    /// puzzle, leaving the moves that reach it in `path`. `None` when the budget ran out.
    fn reach(&mut self, pos: &Position, depth: usize) -> Option<bool> {
        if depth >= self.goal {
            return Some(true);
        }
        let key = self.key(pos);
        if self.table.get(&key) == Some(&0) {
            return Some(false);
        }
        if self.expanded >= self.limits.positions {
            return None;
        }
        self.expanded += 1;
        let moves = self.moves(pos, depth);
        let mut answer = Some(false);
        for mv in &moves {
            let child = self.rules.play_solo(pos, self.seat, mv);
            self.codes.push(self.code(mv));
            self.path.push(*mv);
            answer = self.reach(&child, depth + 1);
            if answer != Some(false) {
                if answer.is_none() {
                    self.path.pop();
                    self.codes.pop();
                }
                break;
            }
            self.path.pop();
            self.codes.pop();
        }
        self.give_back(depth, moves);
        if answer == Some(false) {
            self.table.insert(key, 0);
        }
        answer
    }

    /// Second pass: the number of move sequences from `pos` that reach the goal (saturating).
    /// `None` when the budget or the dead-end cap stopped it.
    fn count(&mut self, pos: &Position, depth: usize) -> Option<u64> {
        if depth >= self.goal {
            return Some(1);
        }
        let key = self.key(pos);
        if let Some(&n) = self.table.get(&key) {
            return Some(n);
        }
        if self.expanded >= self.limits.positions || self.dead > self.limits.count_cap {
            return None;
        }
        self.expanded += 1;
        let moves = self.moves(pos, depth);
        self.partial.push(0);
        let mut stopped = false;
        for mv in &moves {
            let child = self.rules.play_solo(pos, self.seat, mv);
            self.codes.push(self.code(mv));
            let n = self.count(&child, depth + 1);
            self.codes.pop();
            match n {
                Some(n) => {
                    if let Some(total) = self.partial.last_mut() {
                        *total = total.saturating_add(n);
                    }
                }
                None => {
                    stopped = true;
                    break;
                }
            }
        }
        self.give_back(depth, moves);
        if stopped {
            // The frame stays on the stack of partial sums: its count so far is part of
            // the lower bound.
            return None;
        }
        let total = self.partial.pop().unwrap_or(0);
        self.table.insert(key, total);
        if total == 0 {
            self.dead += 1;
        }
        Some(total)
    }

    /// After a counting pass that stopped: a number of solutions that surely exist. Each
    /// frame of the path counted the solutions through the children it finished; they go
    /// through different children, so they are distinct, and each extends the path
    /// that reached the frame.
    fn lower_bound(&self) -> u64 {
        self.partial
            .iter()
            .fold(0u64, |acc, &n| acc.saturating_add(n))
    }

    /// Solutions from the child of `pos` by `mv`, from the finished table.
    fn solutions_after(&mut self, pos: &Position, depth: usize, mv: &Move) -> u64 {
        if depth + 1 >= self.goal {
            return 1;
        }
        let child = self.rules.play_solo(pos, self.seat, mv);
        self.codes.push(self.code(mv));
        let n = self.table.get(&self.key(&child)).copied().unwrap_or(0);
        self.codes.pop();
        n
    }

    /// A solution read from the finished table: at each step the first move with solutions.
    fn first_solution(&mut self, start: &Position) -> Vec<Move> {
        self.codes.clear();
        let mut pos = *start;
        let mut solution = Vec::new();
        for depth in 0..self.goal {
            let moves = self.moves(&pos, depth);
            let next = moves
                .iter()
                .copied()
                .find(|m| self.solutions_after(&pos, depth, m) > 0);
            self.give_back(depth, moves);
            let Some(mv) = next else {
                break;
            };
            self.codes.push(self.code(&mv));
            pos = self.rules.play_solo(&pos, self.seat, &mv);
            solution.push(mv);
        }
        self.codes.clear();
        solution
    }

    /// Steps of `solution` where exactly one of several legal moves keeps solutions.
    fn forced_steps(&mut self, start: &Position, solution: &[Move]) -> usize {
        self.codes.clear();
        let mut pos = *start;
        let mut forced = 0;
        for (depth, mv) in solution.iter().enumerate() {
            let moves = self.moves(&pos, depth);
            let alive = moves
                .iter()
                .filter(|m| self.solutions_after(&pos, depth, m) > 0)
                .count();
            if moves.len() > 1 && alive == 1 {
                forced += 1;
            }
            self.give_back(depth, moves);
            self.codes.push(self.code(mv));
            pos = self.rules.play_solo(&pos, self.seat, mv);
        }
        self.codes.clear();
        forced
    }
}
