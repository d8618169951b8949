//! The strong level for three and four players: Monte Carlo tree search (UCT).
//!
//! Each iteration walks down the tree by the UCT rule, adds one new position, plays the
//! game out to its end and credits every position on the path with the result of the
//! seat that moved into it (1 for a sole win, `1/k` for a win shared by `k`). Playouts
//! are informed: of two random legal moves, the one that leaves the mover more
//! placements. Every seat maximises its own result, which models opponents better than
//! the paranoid alpha-beta does once there are several of them (see the crate's
//! measurements in `examples/mcts_vs_alphabeta.rs`).
//!
//! Results are credited to people rather than seats, so that a swap (two players with the
//! swap option, where the tree search is not the default) credits the person who made
//! it with the result of the colour they took. Without a swap a person is their seat.

use blockness_core::{rank_key, Move, Position, Rules, MAX_PLAYERS};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::{Budget, Clock, Decision, SearchInfo};

/// Exploration constant of UCT for rewards in `[0, 1]`.
const EXPLORATION: f64 = 0.7;

struct Node {
    pos: Position,
    /// Person who moved into this position (whose outcome `totals` sums); unused at the root.
    mover: usize,
    /// Legal moves in a seeded random order: they are expanded in this order.
    moves: Vec<Move>,
    /// Node index of each expanded move, in the order of `moves`.
    children: Vec<u32>,
    visits: f64,
    /// Sum over the playouts through this node of each person's outcome.
    totals: [f64; MAX_PLAYERS],
}

/// Result of a finished game for every seat: winners share 1.
fn results(rules: &Rules, pos: &Position) -> [f64; MAX_PLAYERS] {
    let n = rules.players();
    let key = |s: usize| rank_key(pos.left(s), pos.head_height(s));
    let best = (0..n).map(key).min();
    let winners = (0..n).filter(|&s| Some(key(s)) == best).count().max(1) as f64;
    let mut r = [0.0; MAX_PLAYERS];
    for (s, value) in r.iter_mut().enumerate().take(n) {
        if Some(key(s)) == best {
            *value = 1.0 / winners;
        }
    }
    r
}

/// What a finished playout is worth to each seat, and how the mean of that worth reads as
/// a reward in `[0, 1]` for the one who moved (the UCT rule wants rewards in that range).
#[derive(Clone, Copy)]
pub(crate) struct Scoring {
    /// Each seat's outcome in a finished game.
    pub outcome: fn(&Rules, &Position) -> [f64; MAX_PLAYERS],
    /// A mean outcome as a reward, for a game of this many players.
    pub reward: fn(f64, usize) -> f64,
}

/// The strong level's scoring: a sole win 1, a win shared by `k` seats `1/k`, else 0.
const WINS: Scoring = Scoring {
    outcome: results,
    reward: |mean, _| mean,
};

/// The tree of one search: UCT over informed playouts, every person maximising their
/// own reward.
pub(crate) struct Tree<'a> {
    rules: &'a Rules,
    rng: ChaCha8Rng,
    nodes: Vec<Node>,
    /// Iterations plus playout moves, the unit of the node budget.
    work: u64,
    scratch: Vec<Move>,
    scoring: Scoring,
    /// The smallest share of the root's visits that its first move receives, if any (an
    /// analysis measures the move played that way).
    first_share: Option<f64>,
}

impl<'a> Tree<'a> {
    /// A search from `pos`, whose moves are tried in a seeded random order; `first`, when
    /// given, is expanded first and gets at least `first_share` of the root's visits.
    pub(crate) fn new(
        rules: &'a Rules,
        pos: &Position,
        seed: u64,
        scoring: Scoring,
        first: Option<(Move, f64)>,
    ) -> Tree<'a> {
        let mut tree = Tree {
            rules,
            rng: ChaCha8Rng::seed_from_u64(seed),
            nodes: Vec::new(),
            work: 0,
            scratch: Vec::with_capacity(128),
            scoring,
            first_share: first.map(|(_, share)| share),
        };
        let mover = pos.to_move().unwrap_or(0);
        match first {
            None => {
                tree.node(*pos, mover);
            }
            Some((played, _)) => {
                let mut moves = rules.legal_moves(pos);
                moves.retain(|m| *m != played);
                moves.shuffle(&mut tree.rng);
                moves.insert(0, played);
                tree.add(*pos, mover, moves);
            }
        }
        tree
    }

    fn add(&mut self, pos: Position, mover: usize, moves: Vec<Move>) -> u32 {
        self.nodes.push(Node {
            pos,
            mover,
            moves,
            children: Vec::new(),
            visits: 0.0,
            totals: [0.0; MAX_PLAYERS],
        });
        (self.nodes.len() - 1) as u32
    }

    fn node(&mut self, pos: Position, mover: usize) -> u32 {
        let mut moves = Vec::new();
        if let Some(seat) = pos.to_move() {
            self.rules.for_each_move(&pos, seat, |m| moves.push(m));
        }
        moves.shuffle(&mut self.rng);
        self.add(pos, mover, moves)
    }

    /// Work done so far: iterations plus playout moves.
    pub(crate) fn work(&self) -> u64 {
        self.work
    }

    /// The root's legal moves, in the order they are expanded.
    pub(crate) fn root_moves(&self) -> &[Move] {
        &self.nodes[0].moves
    }

    /// For each expanded move of the root, in the order of [`Tree::root_moves`]: its
    /// visits and the mean outcome of each person over them.
    pub(crate) fn root_children(&self) -> Vec<(f64, [f64; MAX_PLAYERS])> {
        self.nodes[0]
            .children
            .iter()
            .map(|&c| {
                let child = &self.nodes[c as usize];
                let mut means = child.totals;
                for m in &mut means {
                    *m /= child.visits.max(1.0);
                }
                (child.visits, means)
            })
            .collect()
    }

    /// A playout move: the better, for the mover's own placements afterwards, of two
    /// random legal moves.
    fn playout_move(&mut self, pos: &Position, seat: usize) -> Move {
        let rules = self.rules;
        self.scratch.clear();
        let scratch = &mut self.scratch;
        rules.for_each_move(pos, seat, |m| scratch.push(m));
        let a = self.scratch[self.rng.random_range(0..self.scratch.len())];
        let b = self.scratch[self.rng.random_range(0..self.scratch.len())];
        if a == b {
            return a;
        }
        let room = |m: &Move| rules.count_moves(&rules.play_unchecked(pos, m), seat);
        if room(&b) > room(&a) {
            b
        } else {
            a
        }
    }

    /// The child of `at` that the UCT rule picks for the person who moves there.
    fn select(&self, at: usize) -> u32 {
        let node = &self.nodes[at];
        if let Some(share) = self.first_share.filter(|_| at == 0) {
            if self.nodes[node.children[0] as usize].visits < share * node.visits {
                return node.children[0];
            }
        }
        let players = self.rules.players();
        let log_visits = node.visits.max(1.0).ln();
        let mut best = node.children[0];
        let mut best_value = f64::NEG_INFINITY;
        for &c in &node.children {
            let child = &self.nodes[c as usize];
            let mean = child.totals[child.mover] / child.visits;
            let value = (self.scoring.reward)(mean, players)
                + EXPLORATION * (log_visits / child.visits).sqrt();
            if value > best_value {
                best_value = value;
                best = c;
            }
        }
        best
    }

    /// One iteration: select, expand, play out, back up. Returns the depth reached.
    pub(crate) fn iterate(&mut self, path: &mut Vec<u32>) -> u32 {
        // Every iteration costs at least one unit, even one that only revisits a finished
        // game deep in a fully expanded tree.
        self.work += 1;
        path.clear();
        path.push(0);
        let mut at = 0usize;
        loop {
            let node = &self.nodes[at];
            if node.pos.is_over() {
                break;
            }
            if node.children.len() < node.moves.len() {
                let mv = node.moves[node.children.len()];
                let mover = node.pos.person_of(node.pos.to_move().unwrap_or(0));
                let pos = self.rules.play_unchecked(&node.pos, &mv);
                let child = self.node(pos, mover);
                self.nodes[at].children.push(child);
                path.push(child);
                at = child as usize;
                break;
            }
            let next = self.select(at);
            path.push(next);
            at = next as usize;
        }
        let mut pos = self.nodes[at].pos;
        while let Some(seat) = pos.to_move() {
            let mv = self.playout_move(&pos, seat);
            pos = self.rules.play_unchecked(&pos, &mv);
            self.work += 1;
        }
        // Outcomes go to people: after a swap a person's seat is not the one they opened in.
        let by_seat = (self.scoring.outcome)(self.rules, &pos);
        let mut by_person = [0.0; MAX_PLAYERS];
        for (person, value) in by_person.iter_mut().enumerate().take(self.rules.players()) {
            *value = by_seat[pos.seat_of(person)];
        }
        for &k in path.iter() {
            let node = &mut self.nodes[k as usize];
            node.visits += 1.0;
            for (total, value) in node.totals.iter_mut().zip(by_person) {
                *total += value;
            }
        }
        path.len() as u32 - 1
    }
}

/// The move with the most visits after the budget is spent.
pub(crate) fn mcts(
    rules: &Rules,
    pos: &Position,
    budget: &Budget,
    seed: u64,
    clock: &dyn Clock,
) -> Decision {
    let Some(seat) = pos.to_move() else {
        return Decision {
            mv: None,
            info: SearchInfo::default(),
        };
    };
    let start = clock.now_ms();
    let deadline = budget.deadline(start);
    let work_limit = budget.work_limit();
    let mut tree = Tree::new(rules, pos, seed, WINS, None);
    let mut depth = 0;
    let mut path = Vec::new();
    if tree.root_moves().len() > 1 {
        while tree.work() < work_limit && deadline.is_none_or(|d| clock.now_ms() < d) {
            depth = depth.max(tree.iterate(&mut path));
        }
    }
    let mover = pos.person_of(seat);
    let mut best = (tree.root_moves()[0], f64::NEG_INFINITY, 0.0);
    for (i, (visits, means)) in tree.root_children().into_iter().enumerate() {
        if visits > best.1 {
            best = (tree.root_moves()[i], visits, means[mover]);
        }
    }
    Decision {
        mv: Some(best.0),
        info: SearchInfo {
            nodes: tree.work(),
            depth,
            exact: false,
            score: (best.2 * 1000.0).round() as i32,
            elapsed_ms: 0.0,
            swap_value: None,
        },
    }
}
