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

/// Size of an arch's badge (its letter and height), with a little room around it.
const BADGE: (f64, f64) = (32.0, 22.0);

/// The point at `t` (0 at the first foot, 1 at the second) along the arch of `height`
/// between `from` and `to`, as drawn: a cubic curve whose middle is one lift up.
pub fn arch_point(height: u8, from: Cell, to: Cell, t: f64) -> (f64, f64) {
    let (ax, ay) = centre(from);
    let (bx, by) = centre(to);
    let (lx, ly) = lift(height, from, to);
    let k = 4.0 / 3.0;
    let point = |p0: f64, p1: f64, p2: f64, p3: f64| {
        let u = 1.0 - t;
        u * u * u * p0 + 3.0 * u * u * t * p1 + 3.0 * u * t * t * p2 + t * t * t * p3
    };
    (
        point(ax, ax + k * lx, bx + k * lx, bx),
        point(ay, ay + k * ly, by + k * ly, by),
    )
}

/// Where along its arch a badge goes first: off the middle by height, since nested arches
/// of neighbouring heights share a middle.
pub fn preferred_badge_t(height: u8) -> f64 {
    if height.is_multiple_of(2) {
        0.32
    } else {
        0.68
    }
}

/// How many rings of places beside an arch are tried for its badge, each one badge farther:
/// enough for every badge a game can have (four monsters of at most 15 segments) to find a
/// free place around the same point.
const RINGS: i32 = 8;

/// Places around a point, one badge apart, on the square ring `ring` badges away (the point
/// itself for ring 0), the places above first.
fn ring(ring: i32) -> impl Iterator<Item = (f64, f64)> {
    (-ring..=ring).flat_map(move |row| {
        (-ring..=ring)
            .filter(move |&column| column.abs().max(row.abs()) == ring)
            .map(move |column| (f64::from(column) * BADGE.0, f64::from(row) * BADGE.1))
    })
}

/// Where each arch's badge goes, arches given as (height, first foot, second foot) in
/// drawing order, so that no badge covers another: the first of a few points along its arch
/// that is free; where every one is covered, the nearest free place beside one of them,
/// ring by ring. Crowded boards otherwise stack heights on one another.
pub fn badge_points(arches: &[(u8, Cell, Cell)]) -> Vec<(f64, f64)> {
    let mut placed: Vec<(f64, f64)> = Vec::with_capacity(arches.len());
    for &(height, from, to) in arches {
        let first = preferred_badge_t(height);
        let along = [first, 0.5, 1.0 - first, 0.2, 0.8, 0.12, 0.88]
            .map(|t| arch_point(height, from, to, t));
        let overlap = |(x, y): (f64, f64)| -> f64 {
            placed
                .iter()
                .map(|&(px, py)| {
                    let w = (BADGE.0 - (x - px).abs()).max(0.0);
                    let h = (BADGE.1 - (y - py).abs()).max(0.0);
                    w * h
                })
                .sum()
        };
        let mut best = along[0];
        let mut least = overlap(best);
        'rings: for distance in 0..=RINGS {
            for offset in ring(distance) {
                for &(x, y) in &along {
                    let at = (x + offset.0, y + offset.1);
                    let covered = overlap(at);
                    if covered < least {
                        best = at;
                        least = covered;
                    }
                    if least == 0.0 {
                        break 'rings;
                    }
                }
            }
        }
        placed.push(best);
    }
    placed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        name.parse().unwrap()
    }

    #[test]
    fn badges_of_arches_sharing_a_middle_step_aside() {
        // Three nested arches over the same row, two of the same parity of height.
        let arches = [
            (2, cell("e5"), cell("g5")),
            (4, cell("e5"), cell("g5")),
            (6, cell("d5"), cell("h5")),
        ];
        let points = badge_points(&arches);
        for (i, a) in points.iter().enumerate() {
            for b in &points[i + 1..] {
                let apart = (a.0 - b.0).abs() >= BADGE.0 || (a.1 - b.1).abs() >= BADGE.1;
                assert!(apart, "{a:?} and {b:?} overlap");
            }
        }
        // A lone arch keeps its usual place.
        let lone = badge_points(&arches[..1]);
        assert_eq!(lone[0], arch_point(2, cell("e5"), cell("g5"), 0.32));
    }

    /// Whether any two badges among `points` cover each other.
    fn overlapping(points: &[(f64, f64)]) -> Option<((f64, f64), (f64, f64))> {
        for (i, a) in points.iter().enumerate() {
            for b in &points[i + 1..] {
                if (a.0 - b.0).abs() < BADGE.0 - 1e-9 && (a.1 - b.1).abs() < BADGE.1 - 1e-9 {
                    return Some((*a, *b));
                }
            }
        }
        None
    }

    #[test]
    fn no_badge_covers_another_however_crowded_the_loch() {
        // Every arch of every height from 1 to 12 over a small corner of the loch, along
        // rows and columns, sixty at once: more than a game can stack there.
        let mut arches = Vec::new();
        for height in 1..=12u8 {
            for (from, to) in [
                ("e5", "g5"),
                ("f4", "f6"),
                ("e6", "g6"),
                ("e4", "e6"),
                ("d5", "f5"),
            ] {
                arches.push((height, cell(from), cell(to)));
            }
        }
        let points = badge_points(&arches);
        assert_eq!(points.len(), arches.len());
        assert_eq!(overlapping(&points), None);
        // Each badge stays near its arch: within the rings tried.
        for (&(height, from, to), &(x, y)) in arches.iter().zip(&points) {
            let (ax, ay) = arch_point(height, from, to, 0.5);
            let reach = f64::from(RINGS + 1) * BADGE.0 + CELL;
            assert!(
                (x - ax).abs() <= reach && (y - ay).abs() <= reach,
                "{x},{y}"
            );
        }
    }
}
