//! A second, deliberately plain move generator written straight from docs/rules.md, checked
//! against the engine's generator on many random positions and by perft.
//!
//! The reference keeps its own board model (a list of placed segments with their cells,
//! the cells under each head and tail, each reserve, whose turn it is) and reads only
//! the edition's zones and the seats' sets from the engine. It works on plain vectors of
//! cells and per-cell flags, so that its correctness can be read off the rules text.

mod common;

use std::collections::HashSet;
use std::rc::Rc;
use std::sync::Arc;

use blockness_core::{
    perft, Cell, Edition, End, Game, GameRecord, Move, Rules, Segment, Setup, Zone,
};
use common::{configurations, new_game, SplitMix64};

/// A cell as signed coordinates, so that stepping off the map needs no special case.
type Spot = (i32, i32);

const DIRECTIONS: [Spot; 4] = [(0, -1), (1, 0), (0, 1), (-1, 0)];

fn spot(cell: Cell) -> Spot {
    (i32::from(cell.x), i32::from(cell.y))
}

fn to_cell(spot: Spot) -> Cell {
    Cell::new(spot.0 as u8, spot.1 as u8)
}

fn walk(from: Spot, dir: Spot, distance: i32) -> Spot {
    (from.0 + dir.0 * distance, from.1 + dir.1 * distance)
}

/// A segment on the board as the reference sees it.
#[derive(Clone, Debug)]
struct Placed {
    height: u8,
    /// Every footprint cell, feet included.
    cells: Vec<Spot>,
}

/// A yes/no mark for every cell of the map; cells off the map read as no.
#[derive(Clone, Debug)]
struct Grid {
    width: i32,
    height: i32,
    marks: Vec<bool>,
}

impl Grid {
    fn new(width: usize, height: usize) -> Grid {
        Grid {
            width: width as i32,
            height: height as i32,
            marks: vec![false; width * height],
        }
    }

    fn get(&self, (x, y): Spot) -> bool {
        x >= 0
            && y >= 0
            && x < self.width
            && y < self.height
            && self.marks[(y * self.width + x) as usize]
    }

    fn set(&mut self, (x, y): Spot) {
        self.marks[(y * self.width + x) as usize] = true;
    }
}

/// What never changes during a game: the zones in play and the sets.
#[derive(Debug)]
struct Fixed {
    players: usize,
    expert: bool,
    /// The swap option (§6).
    swap: bool,
    sets: Vec<Vec<Segment>>,
    /// Holes in play at this player count (§1).
    active: Grid,
    /// Holes of the deep zone (§3).
    deep: Grid,
    /// The same holes, as a list in a fixed order.
    deep_cells: Vec<Spot>,
}

/// The reference model of a game.
#[derive(Clone, Debug)]
struct Reference {
    fixed: Rc<Fixed>,
    placed: Vec<Placed>,
    /// Cells under some placed segment, feet included.
    covered: Grid,
    heads: Vec<Option<Spot>>,
    tails: Vec<Option<Spot>>,
    /// `reserves[seat][piece]`: still in the reserve.
    reserves: Vec<Vec<bool>>,
    to_move: Option<usize>,
    /// Moves played, the swap included.
    moves_played: usize,
    /// Whether the people swapped colours.
    swapped: bool,
}

impl Reference {
    fn new(rules: &Rules) -> Reference {
        let edition = rules.edition();
        let players = rules.players();
        let (width, height) = (edition.width(), edition.height());
        let mut active = Grid::new(width, height);
        let mut deep = Grid::new(width, height);
        let mut deep_cells = Vec::new();
        for y in 0..edition.height() {
            for x in 0..edition.width() {
                let c = Cell::new(x as u8, y as u8);
                let in_play = match edition.zone(c) {
                    None => false,
                    Some(Zone::Deep) => true,
                    Some(Zone::Medium) => players >= 3,
                    Some(Zone::Shallow) => players >= 4,
                };
                if in_play {
                    active.set(spot(c));
                }
                if edition.zone(c) == Some(Zone::Deep) {
                    deep.set(spot(c));
                    deep_cells.push(spot(c));
                }
            }
        }
        let sets: Vec<Vec<Segment>> = (0..players).map(|s| rules.set(s).to_vec()).collect();
        let reserves = sets.iter().map(|set| vec![true; set.len()]).collect();
        let mut reference = Reference {
            fixed: Rc::new(Fixed {
                players,
                expert: rules.setup().expert(),
                swap: rules.setup().swap(),
                sets,
                active,
                deep,
                deep_cells,
            }),
            placed: Vec::new(),
            covered: Grid::new(width, height),
            heads: vec![None; players],
            tails: vec![None; players],
            reserves,
            to_move: None,
            moves_played: 0,
            swapped: false,
        };
        reference.to_move = reference.next_seat_from(0);
        reference
    }

    /// Whether a cell is free: in play and under no placed segment (§2).
    fn free(&self, cell: Spot) -> bool {
        self.fixed.active.get(cell) && !self.covered.get(cell)
    }

    /// Every legal move of `seat`, naming the lowest index among identical segments (§7),
    /// and the swap when `seat` is to move and may take it (§6).
    fn moves_of(&self, seat: usize) -> Vec<Move> {
        let mut moves = self.placements_of(seat);
        // The swap: option on, two players, the game's second action, never before.
        if self.fixed.swap
            && self.fixed.players == 2
            && self.moves_played == 1
            && !self.swapped
            && self.to_move == Some(seat)
        {
            moves.push(Move::Swap);
        }
        moves
    }

    /// Every legal placement of `seat`, naming the lowest index among identical segments.
    fn placements_of(&self, seat: usize) -> Vec<Move> {
        let mut moves = Vec::new();
        let set = &self.fixed.sets[seat];
        let reserve = &self.reserves[seat];
        let Some(head) = self.heads[seat] else {
            // Setup (§3): the starter, wholly on free deep cells, any orientation.
            if !reserve[0] {
                return moves;
            }
            let span = i32::from(set[0].span);
            for &h in &self.fixed.deep_cells {
                for dir in DIRECTIONS {
                    let cells: Vec<Spot> = (0..=span).map(|k| walk(h, dir, k)).collect();
                    if cells
                        .iter()
                        .all(|c| self.fixed.deep.get(*c) && self.free(*c))
                    {
                        moves.push(Move::Start {
                            head: to_cell(h),
                            tail: to_cell(walk(h, dir, span)),
                        });
                    }
                }
            }
            return moves;
        };
        let tail = self.tails[seat].expect("a started monster has a tail");
        // Distinct shapes in the reserve, each with the lowest index that has it.
        let mut shapes: Vec<(Segment, usize)> = Vec::new();
        for (piece, segment) in set.iter().enumerate().skip(1) {
            if reserve[piece] && !shapes.iter().any(|(s, _)| s == segment) {
                shapes.push((*segment, piece));
            }
        }
        let distance = if self.fixed.expert { 2 } else { 1 };
        for (end, at, other) in [(End::Head, head, tail), (End::Tail, tail, head)] {
            // Cells the interior may not contain (§4.4).
            let mut forbidden: Vec<Spot> = vec![other];
            for s in 0..self.fixed.players {
                if s != seat {
                    forbidden.extend(self.heads[s]);
                    forbidden.extend(self.tails[s]);
                }
            }
            for start_dir in DIRECTIONS {
                let from = walk(at, start_dir, distance);
                if !self.free(from) {
                    continue;
                }
                for dir in DIRECTIONS {
                    for &(segment, piece) in &shapes {
                        let span = i32::from(segment.span);
                        let cells: Vec<Spot> = (0..=span).map(|k| walk(from, dir, k)).collect();
                        let to = cells[cells.len() - 1];
                        if !cells.iter().all(|c| self.fixed.active.get(*c)) || !self.free(to) {
                            continue;
                        }
                        let interior = &cells[1..cells.len() - 1];
                        if interior.iter().any(|c| forbidden.contains(c)) {
                            continue;
                        }
                        let crosses_ok = self.placed.iter().all(|p| {
                            !p.cells.iter().any(|c| interior.contains(c))
                                || p.height < segment.height
                        });
                        if crosses_ok {
                            moves.push(Move::Extend {
                                end,
                                piece: piece as u8,
                                from: to_cell(from),
                                to: to_cell(to),
                            });
                        }
                    }
                }
            }
        }
        moves
    }

    /// The first seat, going round from `first`, that has a legal placement (§4, skipping).
    fn next_seat_from(&self, first: usize) -> Option<usize> {
        let players = self.fixed.players;
        (0..players)
            .map(|k| (first + k) % players)
            .find(|&s| !self.placements_of(s).is_empty())
    }

    /// Plays `mv` (legal for the seat to move) and passes the turn on.
    fn play(&mut self, mv: &Move) {
        let seat = self
            .to_move
            .expect("a move is played while the game goes on");
        self.moves_played += 1;
        let (piece, from, to) = match *mv {
            Move::Swap => {
                // Only the people change colours: same board, same seat to move.
                self.swapped = true;
                return;
            }
            Move::Start { head, tail } => {
                self.heads[seat] = Some(spot(head));
                self.tails[seat] = Some(spot(tail));
                (0, spot(head), spot(tail))
            }
            Move::Extend {
                end,
                piece,
                from,
                to,
            } => {
                match end {
                    End::Head => self.heads[seat] = Some(spot(to)),
                    End::Tail => self.tails[seat] = Some(spot(to)),
                }
                (usize::from(piece), spot(from), spot(to))
            }
        };
        let distance = (to.0 - from.0).abs() + (to.1 - from.1).abs();
        let dir = ((to.0 - from.0).signum(), (to.1 - from.1).signum());
        let cells: Vec<Spot> = (0..=distance).map(|k| walk(from, dir, k)).collect();
        for &c in &cells {
            self.covered.set(c);
        }
        self.placed.push(Placed {
            height: self.fixed.sets[seat][piece].height,
            cells,
        });
        self.reserves[seat][piece] = false;
        self.to_move = self.next_seat_from(seat + 1);
    }

    fn left(&self, seat: usize) -> usize {
        self.reserves[seat].iter().filter(|&&r| r).count()
    }
}

/// Naive perft: every sequence of `depth` moves, each position played out in full.
fn reference_perft(reference: &Reference, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some(seat) = reference.to_move else {
        return 0;
    };
    let moves = reference.moves_of(seat);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut next = reference.clone();
            next.play(mv);
            reference_perft(&next, depth - 1)
        })
        .sum()
}

/// Asserts that the engine and the reference agree on everything observable at this point.
fn assert_agree(game: &Game, reference: &Reference, context: &str) {
    assert_eq!(game.to_move(), reference.to_move, "seat to move, {context}");
    assert_eq!(
        game.position().is_over(),
        reference.to_move.is_none(),
        "game over, {context}"
    );
    let rules = game.rules();
    for seat in 0..reference.fixed.players {
        let expected: HashSet<Move> = reference.moves_of(seat).into_iter().collect();
        let mut listed = Vec::new();
        rules.for_each_move(game.position(), seat, |m| listed.push(m));
        let engine: HashSet<Move> = listed.iter().copied().collect();
        assert_eq!(
            listed.len(),
            engine.len(),
            "the engine lists a move twice for seat {seat}, {context}"
        );
        if engine != expected {
            let missing: Vec<_> = expected.difference(&engine).collect();
            let extra: Vec<_> = engine.difference(&expected).collect();
            panic!(
                "moves of seat {seat} differ, {context}\nmissing from the engine: {missing:?}\nextra in the engine: {extra:?}\nrecord: {}",
                serde_json::to_string(&GameRecord::of(game)).unwrap()
            );
        }
        assert_eq!(
            rules.count_moves(game.position(), seat),
            expected.len() as u64,
            "move count of seat {seat}, {context}"
        );
        assert_eq!(
            rules.has_move(game.position(), seat),
            !reference.placements_of(seat).is_empty(),
            "whether seat {seat} can place, {context}"
        );
        assert_eq!(game.position().left(seat), reference.left(seat));
        assert_eq!(
            game.end_cell(seat, End::Head).map(spot),
            reference.heads[seat],
            "head of seat {seat}, {context}"
        );
        assert_eq!(
            game.end_cell(seat, End::Tail).map(spot),
            reference.tails[seat],
            "tail of seat {seat}, {context}"
        );
    }
    let to_move_moves: HashSet<Move> = game.legal_moves().into_iter().collect();
    let expected: HashSet<Move> = reference
        .to_move
        .map(|s| reference.moves_of(s))
        .unwrap_or_default()
        .into_iter()
        .collect();
    assert_eq!(to_move_moves, expected, "legal moves, {context}");
}

/// How often a finished game skipped a seat's turn and placed an arch over another
/// segment: the situations the comparison must have met to mean something.
#[derive(Default, Debug)]
struct Coverage {
    skipped_turns: usize,
    crossings: usize,
}

impl Coverage {
    fn add(&mut self, game: &Game) {
        let players = game.rules().players();
        let movers: Vec<usize> = game.movers().collect();
        self.skipped_turns += movers
            .windows(2)
            .filter(|w| w[1] != (w[0] + 1) % players)
            .count();
        let segments = game.segments();
        self.crossings += segments
            .iter()
            .enumerate()
            .filter(|(j, s)| {
                segments[..*j]
                    .iter()
                    .any(|earlier| s.footprint().any(|c| s.spans_over(c) && earlier.covers(c)))
            })
            .count();
    }

    fn assert_seen(&self) {
        assert!(self.skipped_turns > 0, "no game skipped a turn: {self:?}");
        assert!(self.crossings > 0, "no arch crossed another: {self:?}");
    }
}

#[test]
fn generators_agree_at_every_ply_of_random_games() {
    let mut coverage = Coverage::default();
    for (players, expert) in configurations() {
        for seed in 0..6u64 {
            let mut rng = SplitMix64::new(seed * 7919 + players as u64 * 31 + u64::from(expert));
            let mut game = new_game(players, expert);
            let mut reference = Reference::new(game.rules());
            let mut ply = 0;
            loop {
                let context = format!("{players} players, expert {expert}, seed {seed}, ply {ply}");
                assert_agree(&game, &reference, &context);
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())];
                game.play(mv).unwrap();
                reference.play(&mv);
                ply += 1;
            }
            assert!(ply > 2 * players, "a game places at least the starters");
            coverage.add(&game);
        }
    }
    coverage.assert_seen();
}

/// Games that keep their moves near the monsters' ends and near other monsters, so that
/// crossings, blocked seats and skipped turns come up more often than in uniform play.
#[test]
fn generators_agree_in_crowded_games() {
    let mut coverage = Coverage::default();
    for (players, expert) in configurations() {
        for seed in 0..4u64 {
            let mut rng = SplitMix64::new(0xC0FFEE + seed * 104_729 + players as u64);
            let mut game = new_game(players, expert);
            let mut reference = Reference::new(game.rules());
            let mut ply = 0;
            loop {
                let context =
                    format!("crowded, {players} players, expert {expert}, seed {seed}, ply {ply}");
                assert_agree(&game, &reference, &context);
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                // Prefer starters close to the centre and the tallest pieces that cross others.
                let centre = Cell::new(5, 5);
                let score = |m: &Move| -> i32 {
                    let (a, b) = m.feet();
                    let near = |c: Cell| i32::from(c.x.abs_diff(centre.x) + c.y.abs_diff(centre.y));
                    match *m {
                        Move::Swap => 0,
                        Move::Start { .. } => -(near(a) + near(b)),
                        Move::Extend { .. } => {
                            let crossed = common::footprint(a, b)
                                .iter()
                                .filter(|&&c| game.position().is_covered(game.rules(), c))
                                .count() as i32;
                            crossed * 4 - near(b)
                        }
                    }
                };
                let best = moves.iter().map(score).max().unwrap();
                let good: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| score(m) >= best - 2)
                    .collect();
                let mv = if rng.chance(3, 4) {
                    good[rng.below(good.len())]
                } else {
                    moves[rng.below(moves.len())]
                };
                game.play(mv).unwrap();
                reference.play(&mv);
                ply += 1;
            }
            coverage.add(&game);
        }
    }
    coverage.assert_seen();
}

/// Perft of both generators from `game`'s current position, asserted equal.
fn both_perfts(game: &Game, depth: u32) -> u64 {
    let reference = replay_reference(game);
    let engine = perft(game.rules(), game.position(), depth);
    let naive = reference_perft(&reference, depth);
    assert_eq!(
        engine, naive,
        "perft({depth}) of the engine and the reference"
    );
    engine
}

/// The reference model of `game`, built by replaying its moves.
fn replay_reference(game: &Game) -> Reference {
    let mut reference = Reference::new(game.rules());
    for mv in game.moves() {
        reference.play(mv);
    }
    reference
}

#[test]
fn perft_agrees_on_random_positions() {
    for (players, expert) in configurations() {
        for seed in 0..2u64 {
            let mut rng = SplitMix64::new(seed + 1000 * players as u64 + u64::from(expert));
            let mut game = new_game(players, expert);
            // Past the setup, where the branching is smaller and extensions dominate.
            let plies = players + 2 + rng.below(12);
            common::play_randomly(&mut game, &mut rng, plies);
            for depth in 0..=2 {
                both_perfts(&game, depth);
            }
        }
    }
}

/// Pinned perft counts from the start position, for each player count and variant,
/// computed once by both generators.
///
/// During setup only the deep zone matters and the expert rule does not apply, so the
/// three- and four-player counts coincide to depth 3 (three starters); with two players
/// the third move is already an extension, where the variants differ.
const START_PERFT: [(usize, bool, [u64; 4]); 6] = [
    (2, false, [1, 124, 9360, 819_264]),
    (2, true, [1, 124, 9360, 614_240]),
    (3, false, [1, 124, 9360, 1_054_304]),
    (3, true, [1, 124, 9360, 1_054_304]),
    (4, false, [1, 124, 9360, 1_054_304]),
    (4, true, [1, 124, 9360, 1_054_304]),
];

#[test]
fn pinned_perft_from_the_start() {
    for (players, expert, counts) in START_PERFT {
        let game = new_game(players, expert);
        for (depth, &expected) in counts.iter().enumerate() {
            let depth = depth as u32;
            let engine = perft(game.rules(), game.position(), depth);
            assert_eq!(
                engine, expected,
                "perft({depth}), {players} players, expert {expert}"
            );
            // The naive generator is slow in debug builds: depth 3 is re-checked for the
            // configurations whose depth-3 trees differ (the others repeat (4, false)).
            if depth <= 2 || players == 2 || (players, expert) == (4, false) {
                assert_eq!(both_perfts(&game, depth), expected);
            }
        }
    }
}

/// A two-player game with the swap option on.
fn swap_game(expert: bool) -> Game {
    let edition = Edition::lochside_v1();
    let setup = Setup::new(&edition, 2, None, expert)
        .and_then(|s| s.with_swap(true))
        .expect("the swap option is for two players");
    Game::new(Arc::new(edition), setup)
}

/// With the swap option, perft counts the swap as one more move at the second ply:
/// depth 2 adds one sequence per first starter (starter, swap) and depth 3 adds every
/// (starter, swap, starter), as many as the (starter, starter) pairs without it.
#[test]
fn pinned_perft_with_the_swap_option() {
    for expert in [false, true] {
        let game = swap_game(expert);
        let without = if expert { 614_240 } else { 819_264 };
        for (depth, expected) in [(0, 1), (1, 124), (2, 9360 + 124), (3, without + 9360)] {
            assert_eq!(
                perft(game.rules(), game.position(), depth),
                expected,
                "perft({depth}) with the swap option, expert {expert}"
            );
            if depth <= 2 || !expert {
                assert_eq!(both_perfts(&game, depth), expected);
            }
        }
    }
}

/// Both generators agree at every ply of random games with the swap option, half of
/// them swapping, and the swap is offered exactly once, as the second action.
#[test]
fn generators_agree_with_the_swap_option() {
    for expert in [false, true] {
        for seed in 0..8u64 {
            let mut rng = SplitMix64::new(seed * 613 + u64::from(expert));
            let mut game = swap_game(expert);
            let mut reference = Reference::new(game.rules());
            let mut ply = 0;
            loop {
                let context = format!("swap option, expert {expert}, seed {seed}, ply {ply}");
                assert_agree(&game, &reference, &context);
                let moves = game.legal_moves();
                assert_eq!(
                    moves.contains(&Move::Swap),
                    ply == 1,
                    "the swap is offered at the second action only, {context}"
                );
                if moves.is_empty() {
                    break;
                }
                let mv = if ply == 1 && seed % 2 == 0 {
                    Move::Swap
                } else {
                    let placements: Vec<Move> =
                        moves.iter().copied().filter(|m| !m.is_swap()).collect();
                    placements[rng.below(placements.len())]
                };
                game.play(mv).unwrap();
                reference.play(&mv);
                ply += 1;
                if ply == 2 {
                    both_perfts(&game, 2);
                }
            }
            assert_eq!(game.swapped(), seed % 2 == 0, "{seed}");
        }
    }
}

/// Mid-game positions given as records, with perft counts to depth 4 computed once by
/// both generators (the reference took an optimised build for depth 4; here depth 4 is
/// checked against the engine alone and depths up to 3 against both).
const MID_GAME_PERFT: [(&str, [u64; 5]); 3] = [
    (
        r#"{"players":2,"expert":false,"colors":["orange","green"],"moves":[{"kind":"start","head":[3,3],"tail":[5,3]},{"kind":"start","head":[2,7],"tail":[5,7]},{"kind":"extend","end":"head","piece":2,"from":[2,3],"to":[2,5]},{"kind":"extend","end":"tail","piece":3,"from":[5,6],"to":[6,6]},{"kind":"extend","end":"tail","piece":9,"from":[5,2],"to":[5,4]},{"kind":"extend","end":"tail","piece":5,"from":[6,5],"to":[6,7]},{"kind":"extend","end":"tail","piece":1,"from":[4,4],"to":[4,5]},{"kind":"extend","end":"tail","piece":4,"from":[7,7],"to":[7,5]}]}"#,
        [1, 30, 298, 2381, 8312],
    ),
    (
        r#"{"players":3,"expert":false,"colors":["orange","green","purple"],"moves":[{"kind":"start","head":[5,8],"tail":[7,8]},{"kind":"start","head":[4,6],"tail":[4,3]},{"kind":"start","head":[7,7],"tail":[6,7]},{"kind":"extend","end":"tail","piece":9,"from":[8,8],"to":[8,6]},{"kind":"extend","end":"head","piece":3,"from":[3,6],"to":[3,5]},{"kind":"extend","end":"tail","piece":4,"from":[6,6],"to":[6,9]},{"kind":"extend","end":"head","piece":7,"from":[5,9],"to":[3,9]},{"kind":"extend","end":"head","piece":1,"from":[3,4],"to":[2,4]}]}"#,
        [1, 12, 473, 33_711, 881_673],
    ),
    (
        r#"{"players":4,"expert":true,"colors":["orange","green","purple","black"],"moves":[{"kind":"start","head":[2,7],"tail":[2,5]},{"kind":"start","head":[4,3],"tail":[7,3]},{"kind":"start","head":[4,7],"tail":[5,7]},{"kind":"start","head":[8,7],"tail":[8,3]},{"kind":"extend","end":"tail","piece":1,"from":[4,5],"to":[4,6]},{"kind":"extend","end":"head","piece":1,"from":[4,1],"to":[4,0]},{"kind":"extend","end":"head","piece":4,"from":[6,7],"to":[6,10]},{"kind":"extend","end":"head","piece":5,"from":[8,9],"to":[8,8]},{"kind":"extend","end":"tail","piece":8,"from":[6,6],"to":[3,6]},{"kind":"extend","end":"head","piece":9,"from":[4,2],"to":[1,2]}]}"#,
        [1, 62, 1778, 114_142, 4_778_104],
    ),
];

#[test]
fn pinned_perft_from_mid_game_positions() {
    for (record, counts) in MID_GAME_PERFT {
        let record: GameRecord = serde_json::from_str(record).unwrap();
        let game = record
            .replay(Arc::new(Edition::lochside_v1()))
            .expect("the pinned record is legal");
        for (depth, &expected) in counts.iter().enumerate() {
            let depth = depth as u32;
            let engine = perft(game.rules(), game.position(), depth);
            assert_eq!(
                engine,
                expected,
                "perft({depth}) after {} moves, {} players",
                record.moves.len(),
                record.players
            );
            if depth <= 3 {
                assert_eq!(both_perfts(&game, depth), expected);
            }
        }
    }
}

/// Perft counts of the engine and the reference agree on hand-made small editions too,
/// where blocked seats and the end of the game come within a few plies.
#[test]
fn perft_agrees_on_a_small_edition_to_the_end() {
    let edition = Edition::from_json(SMALL_EDITION).unwrap();
    for players in 2..=3 {
        for expert in [false, true] {
            let setup = Setup::new(&edition, players, None, expert).unwrap();
            let game = Game::new(Arc::new(edition.clone()), setup);
            let reference = Reference::new(game.rules());
            for depth in 0..=3 {
                assert_eq!(
                    perft(game.rules(), game.position(), depth),
                    reference_perft(&reference, depth),
                    "small edition, {players} players, expert {expert}, depth {depth}"
                );
            }
        }
    }
}

/// A 5x5 loch whose deep zone is a plus sign, with sets that mix short and long spans.
const SMALL_EDITION: &str = r#"{
  "edition": "test-small",
  "board": ["32223", "22422", "22222", "22322", "32223"],
  "colors": ["orange", "green", "purple"],
  "sets": {
    "orange": [{"span":1,"height":1},{"span":1,"height":2},{"span":2,"height":2},{"span":2,"height":3},{"span":3,"height":3},{"span":1,"height":4},{"span":2,"height":4},{"span":2,"height":5},{"span":3,"height":5},{"span":2,"height":6}],
    "green": [{"span":2,"height":1},{"span":1,"height":2},{"span":1,"height":2},{"span":2,"height":3},{"span":2,"height":3},{"span":3,"height":4},{"span":1,"height":4},{"span":2,"height":5},{"span":2,"height":5},{"span":4,"height":6}],
    "purple": [{"span":1,"height":1},{"span":2,"height":2},{"span":2,"height":2},{"span":1,"height":3},{"span":3,"height":3},{"span":2,"height":4},{"span":2,"height":4},{"span":1,"height":5},{"span":3,"height":5},{"span":3,"height":6}]
  }
}"#;

#[test]
fn generators_agree_on_a_small_edition_in_random_games() {
    let mut coverage = Coverage::default();
    let edition = Arc::new(Edition::from_json(SMALL_EDITION).unwrap());
    for players in 2..=3 {
        for expert in [false, true] {
            for seed in 0..40u64 {
                let setup = Setup::new(&edition, players, None, expert).unwrap();
                let mut game = Game::new(Arc::clone(&edition), setup);
                let mut reference = Reference::new(game.rules());
                let mut rng = SplitMix64::new(seed ^ 0x5EED);
                let mut ply = 0;
                loop {
                    let context = format!(
                        "small edition, {players} players, expert {expert}, seed {seed}, ply {ply}"
                    );
                    assert_agree(&game, &reference, &context);
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let mv = moves[rng.below(moves.len())];
                    game.play(mv).unwrap();
                    reference.play(&mv);
                    ply += 1;
                }
                coverage.add(&game);
            }
        }
    }
    coverage.assert_seen();
}
