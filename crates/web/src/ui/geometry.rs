//! Where things go in the board's SVG coordinates.

use blockness_core::Cell;

pub use blockness_web_common::svg::{px, Px};

/// Size of one cell.
pub const CELL: f64 = 60.0;
/// Room around the loch for the column letters and row numbers.
pub const MARGIN: f64 = 34.0;
/// How far one unit of height lifts an arch on screen, for an arch lying along a row:
/// mostly up, a little to the left (an oblique view from the lower right).
pub const LIFT_ALONG_ROW: (f64, f64) = (-1.6, -6.5);
/// The same for an arch lying along a column: mostly to the left, a little up, so it bows
/// sideways like a bridge seen from the side instead of folding back over its own feet;
/// less than a row's lift, so even the tallest stays within about half a cell of the holes
/// it covers instead of leaning into the next column.
pub const LIFT_ALONG_COLUMN: (f64, f64) = (-3.6, -1.2);

/// Centre of `cell` on the water.
pub fn centre(cell: Cell) -> (f64, f64) {
    (
        MARGIN + (f64::from(cell.x) + 0.5) * CELL,
        MARGIN + (f64::from(cell.y) + 0.5) * CELL,
    )
}

/// Screen offset of the top of an arch of `height` between `from` and `to`.
pub fn lift(height: u8, from: Cell, to: Cell) -> (f64, f64) {
    let h = f64::from(height) + 1.0;
    let (dx, dy) = if from.x == to.x {
        LIFT_ALONG_COLUMN
    } else {
        LIFT_ALONG_ROW
    };
    (dx * h, dy * h)
}
