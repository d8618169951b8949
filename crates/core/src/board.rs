//! Board geometry for one game: cell indices, the active area and precomputed rays.
//!
//! Sets of cells are [`CellSet`]s, bit `y * width + x` for cell `(x, y)`, so rule checks
//! become a few bit operations.

use std::sync::{Arc, Mutex, PoisonError};

use crate::cell::{Cell, Direction};
pub(crate) use crate::cellset::CellSet;
use crate::edition::{Edition, Zone, MAX_WIDTH};
use crate::segment::MAX_SPAN;

/// The set holding cell index `index` alone (empty for [`NO_CELL`]).
#[inline]
pub(crate) fn bit(index: u8) -> CellSet {
    CellSet::single(usize::from(index))
}

/// Marks "no cell" in the compact tables.
pub(crate) const NO_CELL: u8 = u8::MAX;

/// A straight placement from one cell: where its second foot lands and what it covers.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Ray {
    /// Index of the second foot, or [`NO_CELL`] when the ray leaves the active area.
    pub target: u8,
    /// Every cell from the first foot to the second, both included.
    pub footprint: CellSet,
    /// The footprint without the two feet.
    pub interior: CellSet,
}

/// The geometry of the loch for one player count and variant.
#[derive(Clone, Debug)]
pub(crate) struct Board {
    pub width: u8,
    pub height: u8,
    /// Holes in play at this player count.
    pub active: CellSet,
    /// Holes of the deep zone (where starters go).
    pub deep: CellSet,
    /// `toward_right[d]`: the cells a step of `d` columns to the right may land on (column
    /// `d` or beyond), so that a shift of a whole set does not wrap onto the next row.
    toward_right: [CellSet; MAX_WIDTH],
    /// `toward_left[d]`: the cells a step of `d` columns to the left may land on.
    toward_left: [CellSet; MAX_WIDTH],
    /// `rays[ray_index(cell, dir, span)]`, limited to footprints inside the active area.
    rays: Vec<Ray>,
    /// For every cell, the start cell in each direction at the variant's start distance,
    /// or [`NO_CELL`] outside the active area.
    starts: Vec<[u8; 4]>,
    /// The cell at each index.
    pub cells: Vec<Cell>,
}

/// What a board is built from: the map's zones, the player count and the start distance.
#[derive(Clone, Debug, PartialEq, Eq)]
struct BoardKey {
    width: usize,
    zones: Vec<Option<Zone>>,
    players: usize,
    start_distance: u8,
}

impl BoardKey {
    fn of(edition: &Edition, players: usize, start_distance: u8) -> BoardKey {
        BoardKey {
            width: edition.width(),
            zones: edition.zones().to_vec(),
            players,
            start_distance,
        }
    }
}

/// Boards most recently built, newest last, at most [`KEPT_BOARDS`] of them.
static BOARDS: Mutex<Vec<(BoardKey, Arc<Board>)>> = Mutex::new(Vec::new());

/// How many boards [`Board::shared`] keeps: the built-in map has six (two to four
/// players, two start distances), so a program on one edition builds each once.
pub(crate) const KEPT_BOARDS: usize = 12;

impl Board {
    /// The board of `edition` for `players` seats and `start_distance`, built the first
    /// time it is asked for and shared after that (while it is among the [`KEPT_BOARDS`]
    /// last asked for). Laying out the tables costs more than most of what is done with a
    /// game, and a program builds many games of a few setups: every game read from a
    /// link, replayed from a record or started from a level needs one.
    pub fn shared(edition: &Edition, players: usize, start_distance: u8) -> Arc<Board> {
        let key = BoardKey::of(edition, players, start_distance);
        // A panic elsewhere while the list was held leaves it whole: it is only ever
        // searched, pushed to and trimmed.
        let lock = || BOARDS.lock().unwrap_or_else(PoisonError::into_inner);
        {
            let mut boards = lock();
            if let Some(i) = boards.iter().position(|(k, _)| *k == key) {
                let entry = boards.remove(i);
                let board = Arc::clone(&entry.1);
                boards.push(entry);
                return board;
            }
        }
        // Built without the lock held: two threads asking at once both build, and the
        // list keeps one.
        let board = Arc::new(Board::new(edition, players, start_distance));
        let mut boards = lock();
        if !boards.iter().any(|(k, _)| *k == key) {
            boards.push((key, Arc::clone(&board)));
            let excess = boards.len().saturating_sub(KEPT_BOARDS);
            boards.drain(..excess);
        }
        board
    }

    pub fn new(edition: &Edition, players: usize, start_distance: u8) -> Board {
        let width = edition.width() as u8;
        let height = edition.height() as u8;
        let n = usize::from(width) * usize::from(height);
        let cells: Vec<Cell> = (0..n)
            .map(|i| {
                Cell::new(
                    (i % usize::from(width)) as u8,
                    (i / usize::from(width)) as u8,
                )
            })
            .collect();
        let mut active = CellSet::EMPTY;
        let mut deep = CellSet::EMPTY;
        let mut toward_right = [CellSet::EMPTY; MAX_WIDTH];
        let mut toward_left = [CellSet::EMPTY; MAX_WIDTH];
        for (i, &c) in cells.iter().enumerate() {
            match edition.zone(c) {
                Some(zone) if zone.in_play(players) => {
                    active.insert(i);
                    if zone == Zone::Deep {
                        deep.insert(i);
                    }
                }
                _ => {}
            }
            let x = usize::from(c.x);
            for d in 0..usize::from(width).min(MAX_WIDTH) {
                if x >= d {
                    toward_right[d].insert(i);
                }
                if x + d < usize::from(width) {
                    toward_left[d].insert(i);
                }
            }
        }
        let mut board = Board {
            width,
            height,
            active,
            deep,
            toward_right,
            toward_left,
            rays: vec![Ray::default(); n * 4 * (MAX_SPAN + 1)],
            starts: vec![[NO_CELL; 4]; n],
            cells,
        };
        for i in 0..n {
            let from = board.cells[i];
            for dir in Direction::ALL {
                if let Some(s) = board.index(from.step(dir, start_distance)) {
                    if board.is_active(s) {
                        board.starts[i][dir.index()] = s;
                    }
                }
                for span in 1..=MAX_SPAN as u8 {
                    let mut ray = Ray {
                        target: NO_CELL,
                        footprint: CellSet::EMPTY,
                        interior: CellSet::EMPTY,
                    };
                    let inside = (0..=span).all(|k| {
                        board
                            .index(from.step(dir, k))
                            .is_some_and(|c| board.is_active(c))
                    });
                    if inside {
                        for k in 0..=span {
                            let cell = bit(board.index(from.step(dir, k)).unwrap_or(NO_CELL));
                            ray.footprint |= cell;
                            if k != 0 && k != span {
                                ray.interior |= cell;
                            }
                        }
                        ray.target = board.index(from.step(dir, span)).unwrap_or(NO_CELL);
                    }
                    board.rays[ray_index(i as u8, dir, span)] = ray;
                }
            }
        }
        board
    }

    /// Index of `cell` when it lies on the map.
    pub fn index(&self, cell: Option<Cell>) -> Option<u8> {
        let cell = cell?;
        (cell.x < self.width && cell.y < self.height).then(|| cell.y * self.width + cell.x)
    }

    /// The cell at `index`.
    #[inline]
    pub fn cell(&self, index: u8) -> Cell {
        self.cells[usize::from(index)]
    }

    pub fn is_active(&self, index: u8) -> bool {
        self.active.intersects(bit(index))
    }

    /// The active cells exactly `distance` cells away from a cell of `set` in one of the
    /// four directions.
    #[inline]
    pub fn neighbours(&self, set: CellSet, distance: u8) -> CellSet {
        let d = usize::from(distance);
        let width = usize::from(self.width);
        let mut near = set.shifted_up(d * width) | set.shifted_down(d * width);
        if let (Some(&right), Some(&left)) = (self.toward_right.get(d), self.toward_left.get(d)) {
            near |= set.shifted_up(d) & right | set.shifted_down(d) & left;
        }
        near & self.active
    }

    #[inline]
    pub fn ray(&self, from: u8, dir: Direction, span: u8) -> &Ray {
        &self.rays[ray_index(from, dir, span)]
    }

    /// The start cells next to an end standing on `at`, by direction.
    #[inline]
    pub fn starts(&self, at: u8) -> &[u8; 4] {
        &self.starts[usize::from(at)]
    }
}

#[inline]
fn ray_index(from: u8, dir: Direction, span: u8) -> usize {
    (usize::from(from) * 4 + dir.index()) * (MAX_SPAN + 1) + usize::from(span)
}

/// Iterates the indices of the cells in `set`, lowest first.
pub(crate) fn members(set: CellSet) -> impl Iterator<Item = u8> {
    set.indices().map(|i| i as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition::Edition;

    /// The built-in edition, whole or with the hole `(0, 2)` of the outer ring taken out,
    /// so that two maps differ.
    fn edition(whole: bool) -> Edition {
        let json = include_str!("../data/edition-v1.json");
        let json = if whole {
            json.to_string()
        } else {
            json.replacen("\"43322222334\"", "\".3322222334\"", 1)
        };
        Edition::from_json(&json).expect("the edited edition loads")
    }

    /// The tables that tell two boards apart.
    fn same(a: &Board, b: &Board) -> bool {
        a.width == b.width
            && a.height == b.height
            && a.active == b.active
            && a.deep == b.deep
            && a.cells == b.cells
            && a.starts == b.starts
            && a.rays.len() == b.rays.len()
            && a.rays.iter().zip(&b.rays).all(|(r, s)| {
                r.target == s.target && r.footprint == s.footprint && r.interior == s.interior
            })
    }

    #[test]
    fn a_shared_board_is_the_board_built_anew() {
        for whole in [true, false] {
            let edition = edition(whole);
            for players in 2..=4 {
                for distance in 1..=2 {
                    let shared = Board::shared(&edition, players, distance);
                    assert!(same(&shared, &Board::new(&edition, players, distance)));
                }
            }
        }
        assert!(!same(
            &Board::shared(&edition(true), 4, 1),
            &Board::shared(&edition(false), 4, 1)
        ));
    }

    #[test]
    fn a_board_asked_for_again_is_not_built_again() {
        let a = Board::shared(&edition(true), 3, 2);
        // Another edition of the same map, loaded on its own, shares it too.
        let b = Board::shared(&edition(true), 3, 2);
        assert!(Arc::ptr_eq(&a, &b));
        assert!(!Arc::ptr_eq(&a, &Board::shared(&edition(true), 3, 1)));
        assert!(!Arc::ptr_eq(&a, &Board::shared(&edition(true), 2, 2)));
        assert!(!Arc::ptr_eq(&a, &Board::shared(&edition(false), 3, 2)));
    }

    #[test]
    fn no_more_boards_are_kept_than_the_limit() {
        // Fourteen maps: the built-in one with one more hole of the outer ring taken out.
        let base = include_str!("../data/edition-v1.json");
        for k in 0..14 {
            let mut row: Vec<char> = "..4444444..".chars().collect();
            row[2 + k % 7] = '.';
            let row: String = row.into_iter().collect();
            let json = base.replacen("\"..4444444..\"", &format!("\"{row}\""), 1);
            let edition = Edition::from_json(&json).expect("the edited edition loads");
            let _ = Board::shared(&edition, 2 + k / 7, 1);
        }
        let kept = BOARDS.lock().unwrap_or_else(PoisonError::into_inner).len();
        assert!(kept <= KEPT_BOARDS, "{kept} boards kept");
    }
}
