//! Analysis of a game: what each move was worth, what it cost, and who controls the water.
//!
//! Every move of a game is a ply (skipped turns are not moves, so they are not plies).
//! For each ply the analysis gives the value of the position for the mover under the
//! engine's best play ([`PlyAnalysis::eval_before`]), the value after the move played
//! ([`PlyAnalysis::eval_after`]), the engine's choice ([`PlyAnalysis::best`]), the loss
//! (the difference, never negative) and a [`Label`] read from the loss.
//!
//! - **Two players:** a value is the final margin in segments under best play: the
//!   mover's placed segments minus the opponent's, plus a hundredth of a segment per unit
//!   of head height the mover's head stands taller (the ranking's tie-break: it can never
//!   add up to half a segment, and a value above zero means a win). The strong level's
//!   alpha-beta search gives it, scoring finished games by this margin; where the search
//!   reaches the end of every line the value is exact ([`PlyAnalysis::exact`]), elsewhere
//!   it is the engine's estimate, whose unit is also the hundredth of a segment (a placed
//!   segment counts 100, territory, mobility and the reserve fill in what is to come).
//!   An estimate is the mean of the search's last two depths, which lean opposite ways.
//! - **Three and four players:** a value is the expected final place of every seat
//!   (1 is first; shared places count as the ranking gives them), from the strong
//!   level's tree search run with a place for each seat at the end of every playout
//!   rather than a win. The loss is in places, for the mover. These values are never
//!   exact.
//!
//! Labels and accuracy: see [`Thresholds`] and [`move_accuracy`].
//!
//! Nothing here reads a clock of its own or spawns a thread: budgets are node counts (a
//! time limit is measured on the caller's [`Clock`]), so the module runs unchanged in a
//! browser worker, and [`Analyser`] goes one ply at a time so that a caller can show
//! progress and stop between plies.
//!
//! ```
//! use blockness_bots::analysis::{analyse, AnalysisSettings};
//! use blockness_bots::{Budget, SystemClock};
//! use blockness_core::{Edition, Game, Setup};
//! let edition = Edition::lochside_v1();
//! let mut game = Game::lochside_v1(Setup::new(&edition, 2, None, false).unwrap());
//! while game.moves().len() < 4 {
//!     let first = game.legal_moves()[0];
//!     game.play(first).unwrap();
//! }
//! let settings = AnalysisSettings { budget: Budget::nodes(2_000), seed: 0 };
//! let analysis = analyse(&game, &settings, &SystemClock::new());
//! assert_eq!(analysis.plies.len(), 4);
//! assert!(analysis.plies.iter().all(|p| p.loss >= 0.0));
//! ```

use blockness_core::{rank_key, Cell, CellSet, Game, Move, Position, Rules, MAX_PLAYERS};
use serde::{Deserialize, Serialize};

use crate::mcts::{Scoring, Tree};
use crate::search::value_moves;
use crate::{mix_seed, Budget, Clock};

/// The value of a position for the analysis.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Eval {
    /// Two players: the final margin in segments under best play, for the mover (a JSON
    /// number).
    Margin(f64),
    /// Three or four players: the expected final place of each seat, by seat (a JSON
    /// array; 1 is first).
    Places(Vec<f64>),
}

/// What a move's loss says about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    /// Nothing lost: the move played is the engine's choice or as good.
    Best,
    /// A loss below the inaccuracy threshold.
    Good,
    /// A loss of at least [`Thresholds::inaccuracy`].
    Inaccuracy,
    /// A loss of at least [`Thresholds::mistake`].
    Mistake,
    /// A loss of at least [`Thresholds::blunder`].
    Blunder,
}

impl Label {
    /// The mark players of abstract games write after such a move: `?!`, `?`, `??`, or
    /// nothing for the others.
    pub const fn mark(self) -> &'static str {
        match self {
            Label::Best | Label::Good => "",
            Label::Inaccuracy => "?!",
            Label::Mistake => "?",
            Label::Blunder => "??",
        }
    }
}

/// The losses at which a move becomes an inaccuracy, a mistake, a blunder.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thresholds {
    /// Smallest loss of an inaccuracy.
    pub inaccuracy: f64,
    /// Smallest loss of a mistake.
    pub mistake: f64,
    /// Smallest loss of a blunder.
    pub blunder: f64,
    /// How far below a threshold a loss still reaches it.
    pub tolerance: f64,
}

impl Thresholds {
    /// Two players, in segments of final margin: half a segment, one, two. A loss reaches
    /// a threshold from a tenth of a segment below it: the head-height hundredths of two
    /// values differ by at most ten, and must not make a segment thrown away count less
    /// than one.
    pub const SEGMENTS: Thresholds = Thresholds {
        inaccuracy: 0.5,
        mistake: 1.0,
        blunder: 2.0,
        tolerance: 0.1,
    };

    /// Three and four players, in expected places: a quarter of a place, half a place,
    /// a whole place.
    pub const PLACES: Thresholds = Thresholds {
        inaccuracy: 0.25,
        mistake: 0.5,
        blunder: 1.0,
        tolerance: 0.0,
    };

    /// The thresholds of a game of `players` seats.
    pub const fn for_players(players: usize) -> Thresholds {
        if players <= 2 {
            Thresholds::SEGMENTS
        } else {
            Thresholds::PLACES
        }
    }

    /// The label of a move that lost `loss`: [`Label::Best`] for no loss at all,
    /// otherwise the highest threshold reached (within the tolerance). Never lower for a
    /// larger loss.
    pub fn label(&self, loss: f64) -> Label {
        let reaches = |threshold: f64| loss + self.tolerance >= threshold;
        if reaches(self.blunder) {
            Label::Blunder
        } else if reaches(self.mistake) {
            Label::Mistake
        } else if reaches(self.inaccuracy) {
            Label::Inaccuracy
        } else if loss > 0.0 {
            Label::Good
        } else {
            Label::Best
        }
    }
}

/// The analysis of one ply.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlyAnalysis {
    /// The ply, counted from 1: the position after it is
    /// [`Game::position_at`]`(ply)`.
    pub ply: usize,
    /// The seat (colour) that moved.
    pub seat: usize,
    /// The person who moved: as [`Game::person_of`], the same as `seat` unless the people
    /// swapped colours under the swap option.
    pub person: usize,
    /// The move played, in the JSON form of the rules.
    #[serde(rename = "move")]
    pub mv: Move,
    /// The engine's best move; the move played itself when nothing is better.
    pub best: Move,
    /// The value of the position for the mover, with the best move.
    pub eval_before: Eval,
    /// The value for the mover after the move played.
    pub eval_after: Eval,
    /// What the move cost the mover against the best one: segments of margin with two
    /// players, expected places with three or four. Never negative.
    pub loss: f64,
    /// The label of the loss ([`Thresholds::label`]).
    pub label: Label,
    /// Whether both values are exact (two players, where the search reached the end of
    /// every line).
    pub exact: bool,
}

impl PlyAnalysis {
    /// Two players: the margin after the move from `seat`'s point of view (for a graph
    /// drawn from one seat's side). `eval_after` is the mover's value, and the mover holds
    /// `self.seat` after every move but the swap, which gives them the other colour.
    /// `None` for three or four players.
    pub fn margin_for(&self, seat: usize) -> Option<f64> {
        let Eval::Margin(value) = self.eval_after else {
            return None;
        };
        // The swap is made from the second seat and gives its person the first colour.
        let held = if self.mv.is_swap() { 0 } else { self.seat };
        Some(if held == seat { value } else { -value })
    }
}

/// How much the analysis may search, and its seed.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisSettings {
    /// The budget of each ply: nodes of the alpha-beta search with two players, units of
    /// work (iterations and playout moves) of the tree search with three or four, and
    /// optionally a time measured on the caller's clock. With nodes alone the results
    /// depend on nothing else.
    pub budget: Budget,
    /// Seed of the tree search's random choices (three and four players).
    #[serde(default)]
    pub seed: u64,
}

impl AnalysisSettings {
    /// The default budget of a ply with two players, in nodes of the alpha-beta search:
    /// a whole game then takes a few seconds (see the measurements in docs/performance.md).
    pub const TWO_PLAYER_NODES: u64 = 1_000_000;

    /// The default budget of a ply with three or four players, in units of work of the
    /// tree search, which cost more each than a node of alpha-beta.
    pub const SEVERAL_PLAYER_NODES: u64 = 150_000;

    /// The default settings for a game of `players` seats, seed 0.
    pub fn for_players(players: usize) -> AnalysisSettings {
        let nodes = if players <= 2 {
            AnalysisSettings::TWO_PLAYER_NODES
        } else {
            AnalysisSettings::SEVERAL_PLAYER_NODES
        };
        AnalysisSettings {
            budget: Budget::nodes(nodes),
            seed: 0,
        }
    }
}

/// A whole game's analysis.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    /// Every ply, in order.
    pub plies: Vec<PlyAnalysis>,
    /// Accuracy of each seat, 0 to 100 ([`accuracy`]); `null` for a seat without a move.
    pub accuracy: Vec<Option<f64>>,
}

/// Analyses a game one ply at a time, so that a caller can report progress and stop
/// between plies. Each ply's result depends only on the game, the settings and the ply
/// (with a node budget), so plies may also be analysed out of order with [`analyse_ply`].
#[derive(Clone, Debug)]
pub struct Analyser {
    game: Game,
    settings: AnalysisSettings,
    next: usize,
}

impl Analyser {
    /// An analysis of every move of `game`, from its first.
    pub fn new(game: &Game, settings: AnalysisSettings) -> Analyser {
        Analyser {
            game: game.clone(),
            settings,
            next: 0,
        }
    }

    /// Skips the first `plies` plies, for instance those whose results were kept from
    /// an earlier run.
    pub fn resume_after(mut self, plies: usize) -> Analyser {
        self.next = plies.min(self.plies());
        self
    }

    /// Number of plies of the game.
    pub fn plies(&self) -> usize {
        self.game.moves().len()
    }

    /// Number of plies analysed (or skipped) so far.
    pub fn done(&self) -> usize {
        self.next
    }

    /// Analyses the next ply; `None` once every ply is done.
    pub fn next_ply(&mut self, clock: &dyn Clock) -> Option<PlyAnalysis> {
        let ply = self.next + 1;
        let result = analyse_ply(&self.game, ply, &self.settings, clock)?;
        self.next = ply;
        Some(result)
    }
}

/// Analyses every ply of `game` and the players' accuracy.
pub fn analyse(game: &Game, settings: &AnalysisSettings, clock: &dyn Clock) -> Analysis {
    let mut analyser = Analyser::new(game, *settings);
    let mut plies = Vec::with_capacity(analyser.plies());
    while let Some(ply) = analyser.next_ply(clock) {
        plies.push(ply);
    }
    let accuracy = accuracy(&plies, game.rules().players());
    Analysis { plies, accuracy }
}

/// Analyses ply `ply` of `game` (counted from 1); `None` when the game has no such ply.
pub fn analyse_ply(
    game: &Game,
    ply: usize,
    settings: &AnalysisSettings,
    clock: &dyn Clock,
) -> Option<PlyAnalysis> {
    let index = ply.checked_sub(1)?;
    let played = *game.moves().get(index)?;
    let pos = game.position_at(index)?;
    let seat = pos.to_move()?;
    let rules = game.rules();
    let players = rules.players();
    let valued = if players == 2 {
        two_players(rules, pos, played, &settings.budget, clock)?
    } else {
        let seed = mix_seed(settings.seed, index as u64);
        several_players(rules, pos, played, &settings.budget, seed, clock)
    };
    let loss = valued.loss.max(0.0);
    Some(PlyAnalysis {
        ply,
        seat,
        person: pos.person_of(seat),
        mv: played,
        best: valued.best,
        eval_before: valued.before,
        eval_after: valued.after,
        loss,
        label: Thresholds::for_players(players).label(loss),
        exact: valued.exact,
    })
}

/// The values of one ply before they are labelled.
struct Valued {
    best: Move,
    before: Eval,
    after: Eval,
    loss: f64,
    exact: bool,
}

/// A sum of two values of the search, each in hundredths of a segment, as their mean in
/// segments.
fn segments(sum_of_two: i32) -> f64 {
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
fn two_players(
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
fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// Three and four players: one tree search from the position, the move played expanded
/// first and given at least [`PLAYED_SHARE`] of the visits; the best move is the most
/// visited, unless the move played expects as good a place for the mover.
fn several_players(
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

/// The accuracy of one move, 0 to 100: `100 · 2^(−loss / m)`, where `m` is the mistake
/// threshold of the game's player count (one segment with two players, half a place with
/// more). A move that loses nothing scores 100, a mistake's worth of loss 50, a
/// blunder's worth 25.
pub fn move_accuracy(loss: f64, players: usize) -> f64 {
    let unit = Thresholds::for_players(players).mistake;
    100.0 * 0.5f64.powf(loss.max(0.0) / unit)
}

/// Each seat's accuracy in a game of `players` seats: the mean of [`move_accuracy`] over
/// the seat's plies, to one decimal; `None` for a seat without a ply.
pub fn accuracy(plies: &[PlyAnalysis], players: usize) -> Vec<Option<f64>> {
    mean_accuracy(plies, players, |p| p.seat)
}

/// Like [`accuracy`], by person rather than by seat: under the swap option each colour
/// was played by both people for a move or two, while a person is one player throughout.
pub fn accuracy_by_person(plies: &[PlyAnalysis], players: usize) -> Vec<Option<f64>> {
    mean_accuracy(plies, players, |p| p.person)
}

fn mean_accuracy(
    plies: &[PlyAnalysis],
    players: usize,
    who: impl Fn(&PlyAnalysis) -> usize,
) -> Vec<Option<f64>> {
    (0..players)
        .map(|k| {
            let scores: Vec<f64> = plies
                .iter()
                .filter(|p| who(p) == k)
                .map(|p| move_accuracy(p.loss, players))
                .collect();
            (!scores.is_empty()).then(|| {
                let mean = scores.iter().sum::<f64>() / scores.len() as f64;
                (mean * 10.0).round() / 10.0
            })
        })
        .collect()
}

/// Who reaches a free cell first, for the territory view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TerritoryCell {
    /// The cell, `[x, y]` in JSON.
    pub cell: Cell,
    /// The seats whose monsters reach it first: one seat owns it, several contest it,
    /// none means no monster reaches it.
    pub seats: Vec<usize>,
    /// Steps of the flood it took, when it is reached.
    pub steps: Option<u32>,
}

impl TerritoryCell {
    /// The seat that alone reaches the cell first.
    pub fn owner(&self) -> Option<usize> {
        match self.seats[..] {
            [seat] => Some(seat),
            _ => None,
        }
    }

    /// Whether several seats reach the cell at the same step.
    pub fn is_contested(&self) -> bool {
        self.seats.len() > 1
    }
}

/// Who controls which water in `pos`: every free cell of the active area (in row order,
/// from the top), with the seats whose monsters reach it first.
///
/// This is the strong level's territory flood. All monsters flood at once, one step at a
/// time, from the cells under their heads and tails, through free cells only. A step
/// reaches the orthogonal neighbours of the cells a monster reached at the step before,
/// and in the expert variant also the cells two away in a straight line (where an
/// extension's first foot may go); heights and crossings are not considered. A cell
/// reached by one monster first is its territory and floods on; a cell reached at the
/// same step by several is contested and floods on for nobody. A monster before its
/// starter floods from nowhere.
pub fn territory(rules: &Rules, pos: &Position) -> Vec<TerritoryCell> {
    let n = rules.players();
    let distance = rules.start_distance();
    let spread = |set: CellSet| {
        let mut next = rules.neighbours(set, 1);
        if distance > 1 {
            next |= rules.neighbours(set, distance);
        }
        next
    };
    let free = rules.active_cells() - pos.occupied();
    let mut reached: Vec<(usize, Vec<usize>, u32)> = Vec::new();
    let mut frontier = [CellSet::EMPTY; MAX_PLAYERS];
    for (s, f) in frontier.iter_mut().enumerate().take(n) {
        *f = pos.ends(s);
    }
    let mut claimed = !free;
    let mut step = 0;
    loop {
        step += 1;
        let mut next = [CellSet::EMPTY; MAX_PLAYERS];
        let mut seen_once = CellSet::EMPTY;
        let mut seen_twice = CellSet::EMPTY;
        for s in 0..n {
            next[s] = spread(frontier[s]) - claimed;
            seen_twice |= seen_once & next[s];
            seen_once |= next[s];
        }
        if seen_once.is_empty() {
            break;
        }
        for i in seen_once.indices() {
            let seats = (0..n).filter(|&s| next[s].contains(i)).collect();
            reached.push((i, seats, step));
        }
        for s in 0..n {
            frontier[s] = next[s] - seen_twice;
        }
        claimed |= seen_once;
    }
    reached.sort_by_key(|r| r.0);
    free.indices()
        .filter_map(|i| {
            let cell = rules.cell_at(i)?;
            let found = reached
                .binary_search_by_key(&i, |r| r.0)
                .ok()
                .map(|k| &reached[k]);
            Some(TerritoryCell {
                cell,
                seats: found.map(|r| r.1.clone()).unwrap_or_default(),
                steps: found.map(|r| r.2),
            })
        })
        .collect()
}
