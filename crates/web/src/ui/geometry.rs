//! Where things go in the board's SVG coordinates.

use blockness_core::Cell;

/// Size of one cell.
pub const CELL: f64 = 60.0;
/// Room around the loch for the column letters and row numbers.
pub const MARGIN: f64 = 34.0;
/// How far one unit of height lifts an arch on screen: up and a little to the left, an
/// oblique view that makes taller arches stand visibly higher in both directions.
pub const LIFT: (f64, f64) = (-2.4, -6.5);

/// Centre of `cell` on the water.
pub fn centre(cell: Cell) -> (f64, f64) {
    (
        MARGIN + (f64::from(cell.x) + 0.5) * CELL,
        MARGIN + (f64::from(cell.y) + 0.5) * CELL,
    )
}

/// Screen offset of something standing `height` units above the water.
pub fn lift(height: u8) -> (f64, f64) {
    let h = f64::from(height) + 1.0;
    (LIFT.0 * h, LIFT.1 * h)
}

/// Size of the whole drawing for a map of `width` by `height` cells.
pub fn view_box(width: usize, height: usize) -> String {
    format!(
        "0 0 {} {}",
        2.0 * MARGIN + width as f64 * CELL,
        2.0 * MARGIN + height as f64 * CELL
    )
}
