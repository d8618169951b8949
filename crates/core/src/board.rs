//! Board geometry for one game: cell indices, the active area and precomputed rays.
//!
//! A set of cells is a `u128` with bit `y * width + x` for cell `(x, y)`; every edition
//! has at most 128 cells, so one machine word pair holds any footprint, the occupied
//! cells or the active area, and rule checks become a few bit operations.

use crate::cell::{Cell, Direction};
use crate::edition::{Edition, Zone};
use crate::segment::MAX_SPAN;

/// A set of cells, bit `y * width + x` for cell `(x, y)`.
pub(crate) type CellSet = u128;

/// `BITS[i]` is the set holding cell index `i` alone.
///
/// A table lookup instead of `1 << i`: variable 128-bit shifts are slow, above all in
/// wasm32, which has no 128-bit integers and emulates them.
static BITS: [CellSet; 128] = {
    let mut bits = [0; 128];
    let mut i = 0;
    while i < 128 {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};

/// The set holding cell index `index` alone (empty for [`NO_CELL`]).
#[inline]
pub(crate) fn bit(index: u8) -> CellSet {
    BITS.get(usize::from(index)).copied().unwrap_or(0)
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
    /// `rays[ray_index(cell, dir, span)]`, limited to footprints inside the active area.
    rays: Vec<Ray>,
    /// For every cell, the start cell in each direction at the variant's start distance,
    /// or [`NO_CELL`] outside the active area.
    starts: Vec<[u8; 4]>,
    cells: Vec<Cell>,
}

impl Board {
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
        let mut active: CellSet = 0;
        let mut deep: CellSet = 0;
        for (i, &c) in cells.iter().enumerate() {
            match edition.zone(c) {
                Some(zone) if zone.in_play(players) => {
                    active |= 1 << i;
                    if zone == Zone::Deep {
                        deep |= 1 << i;
                    }
                }
                _ => {}
            }
        }
        let mut board = Board {
            width,
            height,
            active,
            deep,
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
                        footprint: 0,
                        interior: 0,
                    };
                    let inside = (0..=span).all(|k| {
                        board
                            .index(from.step(dir, k))
                            .is_some_and(|c| board.is_active(c))
                    });
                    if inside {
                        for k in 0..=span {
                            let bit = 1u128 << board.index(from.step(dir, k)).unwrap_or(0);
                            ray.footprint |= bit;
                            if k != 0 && k != span {
                                ray.interior |= bit;
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
        self.active & bit(index) != 0
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
pub(crate) fn members(mut set: CellSet) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let i = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(i)
    })
}
