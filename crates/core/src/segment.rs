//! Segments: the arches a monster is built from, in the reserve and on the board.

use serde::{Deserialize, Serialize};

use crate::cell::Cell;
use crate::colour::Colour;

/// Segments in every set: the starter and nine more.
pub const SET_SIZE: usize = 10;
/// Longest span an edition may give a segment.
pub const MAX_SPAN: usize = 6;
/// Tallest height an edition may give a segment.
pub const MAX_HEIGHT: usize = 9;

/// An arch's shape: `span` cells between its feet and its `height`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Segment {
    /// Distance between the two feet, in cells.
    pub span: u8,
    /// Height of the arch; a segment crosses only strictly lower ones.
    pub height: u8,
}

/// A segment standing on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct PlacedSegment {
    /// Seat of the monster it belongs to.
    pub seat: usize,
    /// That monster's colour.
    pub colour: Colour,
    /// Index of the segment in its colour's set.
    pub piece: usize,
    /// Its shape.
    pub segment: Segment,
    /// First foot: the start cell (for a starter, the head's cell).
    pub from: Cell,
    /// Second foot.
    pub to: Cell,
    /// Order in which it was placed, from 0.
    pub order: usize,
}

impl PlacedSegment {
    /// Every cell under the arch, feet included, from `from` to `to`.
    pub fn footprint(&self) -> impl Iterator<Item = Cell> {
        let (from, to) = (self.from, self.to);
        let line = from.line_to(to);
        let n = line.map_or(0, |(_, d)| d);
        (0..=n).filter_map(move |i| match line {
            Some((dir, _)) => from.step(dir, i),
            None => Some(from),
        })
    }

    /// Whether `cell` is under this arch, feet included.
    pub fn covers(&self, cell: Cell) -> bool {
        self.footprint().any(|c| c == cell)
    }

    /// Whether `cell` is strictly between the feet.
    pub fn spans_over(&self, cell: Cell) -> bool {
        cell != self.from && cell != self.to && self.covers(cell)
    }
}
