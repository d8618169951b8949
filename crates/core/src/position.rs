//! Game state: the setup of a game (its fixed rules) and the position after some moves.

use std::fmt;
use std::sync::Arc;

use crate::board::{bit, Board, CellSet, NO_CELL};
use crate::cell::Cell;
use crate::colour::Colour;
use crate::edition::Edition;
use crate::moves::{End, Move};
use crate::segment::{Segment, MAX_HEIGHT, MAX_SPAN, SET_SIZE};

/// Most seats a game can have.
pub const MAX_PLAYERS: usize = 4;

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Player count outside 2 to 4 (or more players than the edition has colours).
    PlayerCount {
        /// The count asked for.
        players: usize,
        /// Largest count this edition allows.
        max: usize,
    },
    /// The colour list does not have one colour per seat.
    ColourCount {
        /// Seats.
        players: usize,
        /// Colours given.
        colours: usize,
    },
    /// Two seats were given the same colour.
    DuplicateColour {
        /// The colour.
        colour: Colour,
    },
    /// A colour the edition has no set for.
    ColourNotInEdition {
        /// The colour.
        colour: Colour,
    },
    /// The swap option was asked for a game that does not have two players.
    SwapNeedsTwoPlayers {
        /// The seats of the game.
        players: usize,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount { players, max } => {
                write!(f, "a game has 2 to {max} players, not {players}")
            }
            SetupError::ColourCount { players, colours } => {
                write!(
                    f,
                    "{players} players need {players} colours, {colours} were given"
                )
            }
            SetupError::DuplicateColour { colour } => {
                write!(f, "two seats cannot both play {colour}")
            }
            SetupError::ColourNotInEdition { colour } => {
                write!(f, "this edition has no {colour} monster")
            }
            SetupError::SwapNeedsTwoPlayers { players } => {
                write!(f, "the swap option is for two players, not {players}")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// The choices that fix a game before its first move: seats, colours, variant and the
/// swap option.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    colours: Vec<Colour>,
    expert: bool,
    swap: bool,
}

impl Setup {
    /// A game for `players` seats; `colours` per seat (default: the edition's order);
    /// `expert` selects the expert variant's start cells.
    pub fn new(
        edition: &Edition,
        players: usize,
        colours: Option<Vec<Colour>>,
        expert: bool,
    ) -> Result<Setup, SetupError> {
        let max = edition.colours().len().min(MAX_PLAYERS);
        if !(2..=max).contains(&players) {
            return Err(SetupError::PlayerCount { players, max });
        }
        let colours = colours.unwrap_or_else(|| edition.colours()[..players].to_vec());
        if colours.len() != players {
            return Err(SetupError::ColourCount {
                players,
                colours: colours.len(),
            });
        }
        for (i, &colour) in colours.iter().enumerate() {
            if colours[..i].contains(&colour) {
                return Err(SetupError::DuplicateColour { colour });
            }
            if edition.set(colour).is_none() {
                return Err(SetupError::ColourNotInEdition { colour });
            }
        }
        Ok(Setup {
            colours,
            expert,
            swap: false,
        })
    }

    /// The same setup with the swap option on or off (§6): with it, the second player may
    /// answer the first starter by taking over its colour. Two players only; asking for it
    /// with more is refused ([`SetupError::SwapNeedsTwoPlayers`]), turning it off never is.
    pub fn with_swap(self, swap: bool) -> Result<Setup, SetupError> {
        if swap && self.players() != 2 {
            return Err(SetupError::SwapNeedsTwoPlayers {
                players: self.players(),
            });
        }
        Ok(Setup { swap, ..self })
    }

    /// Number of seats.
    pub fn players(&self) -> usize {
        self.colours.len()
    }

    /// Colour of each seat.
    pub fn colours(&self) -> &[Colour] {
        &self.colours
    }

    /// Whether the expert variant is played.
    pub fn expert(&self) -> bool {
        self.expert
    }

    /// Whether the swap option is on (two-player games only).
    pub fn swap(&self) -> bool {
        self.swap
    }

    /// How far from the cell under the end being extended the new segment's first foot
    /// goes, in a straight line: 1 in the base game, 2 in the expert variant (§4.1, §6).
    /// The only place the variant's distance is written; [`Rules::start_distance`] reads it.
    pub fn start_distance(&self) -> u8 {
        if self.expert {
            2
        } else {
            1
        }
    }
}

/// Everything fixed for one game: the edition, the setup, and tables derived from them.
///
/// Shared by every position of the game; cheap to clone through [`Arc`].
#[derive(Clone, Debug)]
pub struct Rules {
    pub(crate) edition: Arc<Edition>,
    pub(crate) setup: Setup,
    /// Shared by every game of the same map, player count and variant
    /// ([`Board::shared`]).
    pub(crate) board: Arc<Board>,
    pub(crate) sets: Vec<[Segment; SET_SIZE]>,
}

impl Rules {
    /// Rules for `setup` on `edition`. The board's tables are laid out once for each map,
    /// player count and variant, and shared by the rules built after, so building rules
    /// again for a setup already played is cheap.
    pub fn new(edition: Arc<Edition>, setup: Setup) -> Rules {
        let board = Board::shared(&edition, setup.players(), setup.start_distance());
        let sets = setup
            .colours()
            .iter()
            .map(|&c| *edition.set(c).expect("Setup::new checked the colours"))
            .collect();
        Rules {
            edition,
            setup,
            board,
            sets,
        }
    }

    /// The edition played.
    pub fn edition(&self) -> &Edition {
        &self.edition
    }

    /// Seats, colours and variant.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Number of seats.
    pub fn players(&self) -> usize {
        self.setup.players()
    }

    /// How far from the head or tail the first foot of an extension goes: 1 in the base
    /// game, 2 in the expert variant.
    pub fn start_distance(&self) -> u8 {
        self.setup.start_distance()
    }

    /// Whether the seat to move in `pos` may swap now: the option is on, one move (the
    /// first starter) has been played, and nobody has swapped yet.
    #[inline]
    pub fn may_swap(&self, pos: &Position) -> bool {
        self.setup.swap && pos.moves_played == 1 && !pos.swapped && pos.to_move == Some(1)
    }

    /// The set of segments of `seat`'s colour.
    pub fn set(&self, seat: usize) -> &[Segment; SET_SIZE] {
        &self.sets[seat]
    }

    /// Whether `cell` is in play at this player count.
    pub fn is_active(&self, cell: Cell) -> bool {
        self.board
            .index(Some(cell))
            .is_some_and(|i| self.board.is_active(i))
    }

    /// The cells in play at this player count, as a set for bit-parallel work.
    pub fn active_cells(&self) -> CellSet {
        self.board.active
    }

    /// Index of `cell` in a [`CellSet`] (`y * width + x`), when it lies on the map.
    pub fn cell_index(&self, cell: Cell) -> Option<usize> {
        self.board.index(Some(cell)).map(usize::from)
    }

    /// The cell at `index` of a [`CellSet`], when that index lies on the map.
    pub fn cell_at(&self, index: usize) -> Option<Cell> {
        self.board.cells.get(index).copied()
    }

    /// The cells of `set` in index order, row by row from the top; indices off the map
    /// are skipped.
    pub fn cells(&self, set: CellSet) -> impl Iterator<Item = Cell> + '_ {
        set.indices().filter_map(|i| self.cell_at(i))
    }

    /// The set of `cells`; cells off the map are left out.
    pub fn cell_set(&self, cells: impl IntoIterator<Item = Cell>) -> CellSet {
        cells
            .into_iter()
            .filter_map(|c| self.cell_index(c))
            .collect()
    }

    /// The active cells exactly `distance` cells from a cell of `set` along a row or a
    /// column: one step of a flood over the board (`distance` 1 reaches the orthogonal
    /// neighbours; the start distance reaches the start cells around an end).
    #[inline]
    pub fn neighbours(&self, set: CellSet, distance: u8) -> CellSet {
        self.board.neighbours(set, distance)
    }

    /// The cells under the segment `mv` lays, feet included; cells off the map are left
    /// out, and feet that are not two cells of one row or column give the empty set (so
    /// does a swap, which lays nothing).
    #[inline]
    pub fn footprint(&self, mv: &Move) -> CellSet {
        let (a, b) = mv.feet();
        let Some((dir, distance)) = a.line_to(b) else {
            return CellSet::EMPTY;
        };
        if let Some(from) = self.board.index(Some(a)) {
            if usize::from(distance) <= MAX_SPAN {
                // The precomputed ray, when the segment lies in the active area (any
                // legal move does).
                let ray = self.board.ray(from, dir, distance);
                if ray.target != NO_CELL {
                    return ray.footprint;
                }
            }
        }
        self.cell_set((0..=distance).filter_map(|k| a.step(dir, k)))
    }

    /// The position before any move: every reserve full, seat 0 to place its starter.
    pub fn start_position(&self) -> Position {
        let mut pos = Position {
            covered: [CellSet::EMPTY; MAX_HEIGHT + 1],
            monsters: [Monster::EMPTY; MAX_PLAYERS],
            to_move: None,
            moves_played: 0,
            swapped: false,
        };
        for m in &mut pos.monsters[..self.players()] {
            m.reserve = (1 << SET_SIZE) - 1;
        }
        pos.to_move = self.next_to_move(&pos, self.players() - 1);
        pos
    }
}

/// One monster's state: its reserve and where its ends stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Monster {
    /// Bit `i` set while segment `i` of the set is in the reserve.
    pub reserve: u16,
    /// Cell index of the head, or [`NO_CELL`] before the starter is placed.
    pub head: u8,
    /// Cell index of the tail, or [`NO_CELL`].
    pub tail: u8,
    /// Height of the segment under the head (0 before the starter).
    pub head_height: u8,
    /// Height of the segment under the tail.
    pub tail_height: u8,
}

impl Monster {
    const EMPTY: Monster = Monster {
        reserve: 0,
        head: NO_CELL,
        tail: NO_CELL,
        head_height: 0,
        tail_height: 0,
    };

    pub fn started(&self) -> bool {
        self.head != NO_CELL
    }

    pub fn end(&self, end: End) -> u8 {
        match end {
            End::Head => self.head,
            End::Tail => self.tail,
        }
    }

    /// The cells under both ends (empty before the starter).
    pub fn ends(&self) -> CellSet {
        if self.started() {
            bit(self.head) | bit(self.tail)
        } else {
            CellSet::EMPTY
        }
    }
}

/// A position: what stands on the board, each reserve, and whose turn it is.
///
/// Small and `Copy`, so searches copy it rather than undo moves. It only makes sense
/// together with the [`Rules`] it was played under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// `covered[h]`: cells under a segment of height `h` or more (`covered[0] == covered[1]`).
    pub(crate) covered: [CellSet; MAX_HEIGHT + 1],
    pub(crate) monsters: [Monster; MAX_PLAYERS],
    /// Seat to move, `None` once nobody can place.
    pub(crate) to_move: Option<u8>,
    pub(crate) moves_played: u16,
    /// Whether the two people exchanged colours (the swap option).
    pub(crate) swapped: bool,
}

impl std::hash::Hash for Position {
    /// Hashes every field; the swap flag only when set, so that a position of a game
    /// without a swap hashes exactly as it did before the swap option existed (searches
    /// that key tables on the hash then play the printed rules move for move as before).
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.covered.hash(state);
        self.monsters.hash(state);
        self.to_move.hash(state);
        self.moves_played.hash(state);
        if self.swapped {
            self.swapped.hash(state);
        }
    }
}

impl Position {
    /// Seat whose turn it is, or `None` when the game is over.
    pub fn to_move(&self) -> Option<usize> {
        self.to_move.map(usize::from)
    }

    /// Whether nobody can place any more.
    pub fn is_over(&self) -> bool {
        self.to_move.is_none()
    }

    /// Number of moves played to reach this position (a swap counts as a move).
    pub fn moves_played(&self) -> usize {
        usize::from(self.moves_played)
    }

    /// Whether the people swapped colours on the way to this position (swap option).
    pub fn swapped(&self) -> bool {
        self.swapped
    }

    /// The person who plays `seat`: people are numbered by the seat they sat in at the
    /// start, so person 0 opened the game. Without a swap each person keeps their seat;
    /// after one (two players only) person 0 plays seat 1 and person 1 seat 0.
    pub fn person_of(&self, seat: usize) -> usize {
        if self.swapped && seat < 2 {
            1 - seat
        } else {
            seat
        }
    }

    /// The seat `person` plays now; the inverse of [`Position::person_of`].
    pub fn seat_of(&self, person: usize) -> usize {
        // The exchange of two seats is its own inverse.
        self.person_of(person)
    }

    /// Whether `seat` has placed its starter.
    pub fn has_started(&self, seat: usize) -> bool {
        self.monsters.get(seat).is_some_and(Monster::started)
    }

    /// Indices (in the colour's set) of the segments still in `seat`'s reserve.
    pub fn reserve(&self, seat: usize) -> impl Iterator<Item = usize> {
        let bits = self.monsters.get(seat).map_or(0, |m| m.reserve);
        (0..SET_SIZE).filter(move |i| bits >> i & 1 == 1)
    }

    /// Whether segment `piece` is still in `seat`'s reserve.
    pub fn in_reserve(&self, seat: usize, piece: usize) -> bool {
        piece < SET_SIZE
            && self
                .monsters
                .get(seat)
                .is_some_and(|m| m.reserve >> piece & 1 == 1)
    }

    /// Number of segments left in `seat`'s reserve.
    pub fn left(&self, seat: usize) -> usize {
        self.monsters
            .get(seat)
            .map_or(0, |m| m.reserve.count_ones() as usize)
    }

    /// Height of the segment under `seat`'s head (0 before its starter).
    pub fn head_height(&self, seat: usize) -> u8 {
        self.monsters.get(seat).map_or(0, |m| m.head_height)
    }

    /// Height of the segment under `seat`'s tail (0 before its starter).
    pub fn tail_height(&self, seat: usize) -> u8 {
        self.monsters.get(seat).map_or(0, |m| m.tail_height)
    }

    /// Cell under `seat`'s `end`, once its starter is placed.
    pub fn end_cell(&self, rules: &Rules, seat: usize, end: End) -> Option<Cell> {
        let m = self.monsters.get(seat)?;
        m.started().then(|| rules.board.cell(m.end(end)))
    }

    /// The cells under some placed segment, feet included.
    pub fn occupied(&self) -> CellSet {
        self.covered[0]
    }

    /// The cells under a placed segment at least `height` tall, feet included: the cells
    /// a new arch of height `height` or lower may not pass over.
    pub fn covered(&self, height: u8) -> CellSet {
        self.covered
            .get(usize::from(height))
            .copied()
            .unwrap_or(CellSet::EMPTY)
    }

    /// The cells under `seat`'s head and tail (empty before its starter).
    pub fn ends(&self, seat: usize) -> CellSet {
        self.monsters
            .get(seat)
            .map_or(CellSet::EMPTY, Monster::ends)
    }

    /// Whether `cell` is under any placed segment (feet included).
    pub fn is_covered(&self, rules: &Rules, cell: Cell) -> bool {
        rules
            .board
            .index(Some(cell))
            .is_some_and(|i| self.covered[0].intersects(bit(i)))
    }
}
