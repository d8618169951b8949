//! The lake board, kept as data: lake cells, the lines Nessie swims along, and the
//! observation points with the three white lines each one sees along.
//!
//! The rulebook does not print a board, so the edition designs one (`data/board.json`)
//! and checks any board it loads against the constraints the game needs.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::fragments::Kind;

/// The board the game is played on, as JSON (the format `blockness lochness board` prints).
pub const STANDARD_JSON: &str = include_str!("../data/board.json");

/// The least number of observation points of each kind.
pub const MIN_POINTS_PER_KIND: usize = 3;
/// How many lake cells are joined to no observation point.
pub const UNSEEN_CELLS: usize = 3;

/// A lake cell: where a piece of Nessie may stand. `x` and `y` place it on a drawing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LakeCell {
    /// Its id, equal to its index in the board's `lake` list.
    pub id: usize,
    /// Horizontal position on the drawing.
    pub x: i32,
    /// Vertical position on the drawing (downwards, as in SVG).
    pub y: i32,
}

/// An observation point on the shore.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Point {
    /// Its id, equal to its index in the board's `points` list.
    pub id: usize,
    /// Its kind, which names the deck drawn there.
    pub kind: Kind,
    /// Horizontal position on the drawing.
    pub x: i32,
    /// Vertical position on the drawing.
    pub y: i32,
    /// The three lake cells its white lines reach.
    pub sees: [usize; 3],
}

/// The board as stored in JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct BoardData {
    lake: Vec<LakeCell>,
    lines: Vec<[usize; 2]>,
    points: Vec<Point>,
}

/// Why a board is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The text is not a board in the JSON format.
    Json(String),
    /// The lake has too few cells to hold Nessie.
    TooFewCells(usize),
    /// A lake cell's id is not its index in the list.
    CellId {
        /// Position in the list.
        index: usize,
        /// The id found there.
        id: usize,
    },
    /// A point's id is not its index in the list.
    PointId {
        /// Position in the list.
        index: usize,
        /// The id found there.
        id: usize,
    },
    /// A line names a cell that does not exist.
    LineCell(usize),
    /// A line joins a cell to itself.
    LineLoop(usize),
    /// Two lines join the same two cells.
    DuplicateLine(usize, usize),
    /// Some lake cell cannot be reached from cell 0.
    Disconnected(usize),
    /// A point sees a cell that does not exist.
    SeenCell {
        /// The point.
        point: usize,
        /// The unknown cell.
        cell: usize,
    },
    /// A point's three lines do not reach three different cells.
    SeesTwice(usize),
    /// A kind has fewer than [`MIN_POINTS_PER_KIND`] points.
    TooFewPoints(Kind, usize),
    /// The number of cells joined to no point is not [`UNSEEN_CELLS`].
    Unseen(usize),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Json(message) => write!(f, "the board JSON is malformed: {message}"),
            BoardError::TooFewCells(n) => write!(f, "the lake has {n} cells, at least 3 needed"),
            BoardError::CellId { index, id } => {
                write!(
                    f,
                    "lake cell at index {index} has id {id}; ids must be 0, 1, 2..."
                )
            }
            BoardError::PointId { index, id } => {
                write!(
                    f,
                    "point at index {index} has id {id}; ids must be 0, 1, 2..."
                )
            }
            BoardError::LineCell(c) => write!(f, "a line names cell {c}, which does not exist"),
            BoardError::LineLoop(c) => write!(f, "a line joins cell {c} to itself"),
            BoardError::DuplicateLine(a, b) => write!(f, "cells {a} and {b} are joined twice"),
            BoardError::Disconnected(c) => write!(f, "cell {c} cannot be reached from cell 0"),
            BoardError::SeenCell { point, cell } => {
                write!(f, "point {point} sees cell {cell}, which does not exist")
            }
            BoardError::SeesTwice(p) => {
                write!(f, "point {p} does not see three different cells")
            }
            BoardError::TooFewPoints(kind, n) => write!(
                f,
                "there are {n} {kind} points, at least {MIN_POINTS_PER_KIND} needed"
            ),
            BoardError::Unseen(n) => write!(
                f,
                "{n} lake cells are joined to no point, exactly {UNSEEN_CELLS} wanted"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// A checked board, with each cell's neighbours worked out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    data: BoardData,
    neighbours: Vec<Vec<usize>>,
}

impl Board {
    /// The edition's board (`data/board.json`).
    pub fn standard() -> Board {
        // The embedded board is checked by the crate's tests, so this cannot fail.
        Board::from_json(STANDARD_JSON).expect("the embedded board is valid")
    }

    /// Reads and checks a board in the JSON format.
    pub fn from_json(text: &str) -> Result<Board, BoardError> {
        let data: BoardData =
            serde_json::from_str(text).map_err(|e| BoardError::Json(e.to_string()))?;
        Board::check(data)
    }

    /// The board as compact JSON, in the format it is read from.
    pub fn to_json(&self) -> String {
        // Serialising plain structs of numbers and names cannot fail.
        serde_json::to_string(&self.data).unwrap_or_default()
    }

    fn check(data: BoardData) -> Result<Board, BoardError> {
        let n = data.lake.len();
        if n < 3 {
            return Err(BoardError::TooFewCells(n));
        }
        for (index, cell) in data.lake.iter().enumerate() {
            if cell.id != index {
                return Err(BoardError::CellId { index, id: cell.id });
            }
        }
        for (index, point) in data.points.iter().enumerate() {
            if point.id != index {
                return Err(BoardError::PointId {
                    index,
                    id: point.id,
                });
            }
        }
        let mut neighbours = vec![Vec::new(); n];
        for &[a, b] in &data.lines {
            for c in [a, b] {
                if c >= n {
                    return Err(BoardError::LineCell(c));
                }
            }
            if a == b {
                return Err(BoardError::LineLoop(a));
            }
            if neighbours[a].contains(&b) {
                return Err(BoardError::DuplicateLine(a.min(b), a.max(b)));
            }
            neighbours[a].push(b);
            neighbours[b].push(a);
        }
        for list in &mut neighbours {
            list.sort_unstable();
        }
        let mut reached = vec![false; n];
        let mut stack = vec![0];
        reached[0] = true;
        while let Some(c) = stack.pop() {
            for &d in &neighbours[c] {
                if !reached[d] {
                    reached[d] = true;
                    stack.push(d);
                }
            }
        }
        if let Some(c) = reached.iter().position(|&r| !r) {
            return Err(BoardError::Disconnected(c));
        }
        let mut seen = vec![false; n];
        for point in &data.points {
            let [a, b, c] = point.sees;
            for cell in [a, b, c] {
                if cell >= n {
                    return Err(BoardError::SeenCell {
                        point: point.id,
                        cell,
                    });
                }
                seen[cell] = true;
            }
            if a == b || b == c || a == c {
                return Err(BoardError::SeesTwice(point.id));
            }
        }
        for kind in Kind::ALL {
            let count = data.points.iter().filter(|p| p.kind == kind).count();
            if count < MIN_POINTS_PER_KIND {
                return Err(BoardError::TooFewPoints(kind, count));
            }
        }
        let unseen = seen.iter().filter(|&&s| !s).count();
        if unseen != UNSEEN_CELLS {
            return Err(BoardError::Unseen(unseen));
        }
        Ok(Board { data, neighbours })
    }

    /// The lake cells, by id.
    pub fn lake(&self) -> &[LakeCell] {
        &self.data.lake
    }

    /// How many lake cells there are.
    pub fn cell_count(&self) -> usize {
        self.data.lake.len()
    }

    /// The lines joining lake cells.
    pub fn lines(&self) -> &[[usize; 2]] {
        &self.data.lines
    }

    /// The observation points, by id.
    pub fn points(&self) -> &[Point] {
        &self.data.points
    }

    /// The point with this id, if there is one.
    pub fn point(&self, id: usize) -> Option<&Point> {
        self.data.points.get(id)
    }

    /// The cells joined to `cell` by a line, in increasing order (none for an unknown cell).
    pub fn neighbours(&self, cell: usize) -> &[usize] {
        self.neighbours.get(cell).map_or(&[], Vec::as_slice)
    }

    /// Whether a line joins `a` and `b`.
    pub fn joined(&self, a: usize, b: usize) -> bool {
        self.neighbours(a).contains(&b)
    }

    /// The cells no point sees.
    pub fn unseen_cells(&self) -> Vec<usize> {
        (0..self.cell_count())
            .filter(|&c| !self.data.points.iter().any(|p| p.sees.contains(&c)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standard_data() -> serde_json::Value {
        serde_json::from_str(STANDARD_JSON).unwrap()
    }

    fn check(value: &serde_json::Value) -> Result<Board, BoardError> {
        Board::from_json(&value.to_string())
    }

    #[test]
    fn the_standard_board_meets_every_constraint() {
        let board = Board::standard();
        assert_eq!(board.unseen_cells().len(), UNSEEN_CELLS);
        for kind in Kind::ALL {
            assert!(board.points().iter().filter(|p| p.kind == kind).count() >= 3);
        }
        // With ten photographers down a free point is left.
        assert!(board.points().len() > 10);
        // Long and narrow: the lake spans far more across than down.
        let xs = board.lake().iter().map(|c| c.x);
        let ys = board.lake().iter().map(|c| c.y);
        let width = xs.clone().max().unwrap() - xs.min().unwrap();
        let height = ys.clone().max().unwrap() - ys.min().unwrap();
        assert!(width > 4 * height, "{width} x {height}");
    }

    #[test]
    fn the_board_round_trips_through_json() {
        let board = Board::standard();
        assert_eq!(Board::from_json(&board.to_json()).unwrap(), board);
    }

    #[test]
    fn a_broken_board_is_refused_with_its_reason() {
        let mut data = standard_data();
        data["points"][0]["sees"] = serde_json::json!([1, 1, 2]);
        assert_eq!(check(&data), Err(BoardError::SeesTwice(0)));

        let mut data = standard_data();
        data["lines"]
            .as_array_mut()
            .unwrap()
            .push(serde_json::json!([0, 1]));
        assert_eq!(check(&data), Err(BoardError::DuplicateLine(0, 1)));

        let mut data = standard_data();
        data["lines"]
            .as_array_mut()
            .unwrap()
            .retain(|l| l != &serde_json::json!([0, 1]));
        assert_eq!(check(&data), Err(BoardError::Disconnected(1)));

        let mut data = standard_data();
        data["points"]
            .as_array_mut()
            .unwrap()
            .retain(|p| p["kind"] != "pier");
        let renumbered: Vec<_> = data["points"]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let mut p = p.clone();
                p["id"] = i.into();
                p
            })
            .collect();
        data["points"] = renumbered.into();
        assert_eq!(check(&data), Err(BoardError::TooFewPoints(Kind::Pier, 0)));

        let mut data = standard_data();
        data["points"][0]["sees"] = serde_json::json!([0, 1, 2]);
        assert_eq!(check(&data), Err(BoardError::Unseen(2)));

        let mut data = standard_data();
        data["lines"]
            .as_array_mut()
            .unwrap()
            .push(serde_json::json!([3, 99]));
        assert_eq!(check(&data), Err(BoardError::LineCell(99)));

        assert!(matches!(
            Board::from_json("{\"lake\": []}"),
            Err(BoardError::Json(_))
        ));
    }
}
