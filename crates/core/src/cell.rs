//! Cells of the loch, their human-readable names, and the four orthogonal directions.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A hole of the loch: `x` counts columns from the left, `y` rows from the top, both from 0.
///
/// In JSON a cell is the pair `[x, y]`; for people it is a name such as `e7`
/// (column letter, then row number counted from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(from = "(u8, u8)", into = "(u8, u8)")]
pub struct Cell {
    /// Column, from 0 at the left.
    pub x: u8,
    /// Row, from 0 at the top.
    pub y: u8,
}

impl Cell {
    /// The cell in column `x`, row `y`.
    pub const fn new(x: u8, y: u8) -> Cell {
        Cell { x, y }
    }

    /// The cell `distance` steps away in `direction`, or `None` when that leaves the
    /// non-negative quadrant (the board's own bounds are checked by the board).
    pub fn step(self, direction: Direction, distance: u8) -> Option<Cell> {
        let (dx, dy) = direction.delta();
        let x = i16::from(self.x) + i16::from(dx) * i16::from(distance);
        let y = i16::from(self.y) + i16::from(dy) * i16::from(distance);
        Some(Cell::new(u8::try_from(x).ok()?, u8::try_from(y).ok()?))
    }

    /// When `other` lies on the same row or column, the direction from `self` to it and the
    /// distance; `None` for the same cell or a diagonal.
    pub fn line_to(self, other: Cell) -> Option<(Direction, u8)> {
        if self == other {
            return None;
        }
        if self.x == other.x {
            let d = self.y.abs_diff(other.y);
            Some((
                if other.y > self.y {
                    Direction::Down
                } else {
                    Direction::Up
                },
                d,
            ))
        } else if self.y == other.y {
            let d = self.x.abs_diff(other.x);
            Some((
                if other.x > self.x {
                    Direction::Right
                } else {
                    Direction::Left
                },
                d,
            ))
        } else {
            None
        }
    }
}

impl From<(u8, u8)> for Cell {
    fn from((x, y): (u8, u8)) -> Cell {
        Cell::new(x, y)
    }
}

impl From<Cell> for (u8, u8) {
    fn from(c: Cell) -> (u8, u8) {
        (c.x, c.y)
    }
}

impl fmt::Display for Cell {
    /// Column letter `a`..`z` then the 1-based row: `(4, 6)` is `e7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = char::from(b'a' + self.x.min(25));
        write!(f, "{}{}", letter, u16::from(self.y) + 1)
    }
}

/// A cell name that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCellError {
    /// The text that was given.
    pub text: String,
}

impl fmt::Display for ParseCellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a cell name (a column letter then a row number, like e7)",
            self.text
        )
    }
}

impl std::error::Error for ParseCellError {}

impl FromStr for Cell {
    type Err = ParseCellError;

    fn from_str(s: &str) -> Result<Cell, ParseCellError> {
        let err = || ParseCellError {
            text: s.to_string(),
        };
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(err)?;
        if !letter.is_ascii_lowercase() {
            return Err(err());
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        if digits.starts_with('0') {
            return Err(err());
        }
        let row: u16 = digits.parse().map_err(|_| err())?;
        let y = u8::try_from(row - 1).map_err(|_| err())?;
        Ok(Cell::new(letter as u8 - b'a', y))
    }
}

/// One of the four orthogonal directions on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Toward row 0.
    Up,
    /// Toward higher columns.
    Right,
    /// Toward higher rows.
    Down,
    /// Toward column 0.
    Left,
}

impl Direction {
    /// All four, in a fixed order (their index order).
    pub const ALL: [Direction; 4] = [
        Direction::Up,
        Direction::Right,
        Direction::Down,
        Direction::Left,
    ];

    /// Column and row change of one step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::Up => (0, -1),
            Direction::Right => (1, 0),
            Direction::Down => (0, 1),
            Direction::Left => (-1, 0),
        }
    }

    /// Position in [`Direction::ALL`], used by compact encodings.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction at `index` in [`Direction::ALL`] (taken modulo 4).
    pub const fn from_index(index: usize) -> Direction {
        Direction::ALL[index % 4]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_rules_examples() {
        assert_eq!(Cell::new(0, 0).to_string(), "a1");
        assert_eq!(Cell::new(4, 6).to_string(), "e7");
        assert_eq!(Cell::new(10, 10).to_string(), "k11");
        assert_eq!("e7".parse::<Cell>(), Ok(Cell::new(4, 6)));
        assert_eq!("k11".parse::<Cell>(), Ok(Cell::new(10, 10)));
    }

    #[test]
    fn bad_names_are_refused() {
        for bad in [
            "", "e", "7e", "E7", "e0", "e07", "e-1", "e1000", "é3", "e256x",
        ] {
            assert!(bad.parse::<Cell>().is_err(), "{bad}");
        }
    }

    #[test]
    fn lines_between_cells() {
        let a = Cell::new(2, 2);
        assert_eq!(a.line_to(Cell::new(2, 5)), Some((Direction::Down, 3)));
        assert_eq!(a.line_to(Cell::new(0, 2)), Some((Direction::Left, 2)));
        assert_eq!(a.line_to(Cell::new(3, 3)), None);
        assert_eq!(a.line_to(a), None);
        assert_eq!(a.step(Direction::Up, 3), None);
        assert_eq!(a.step(Direction::Right, 2), Some(Cell::new(4, 2)));
    }
}
