//! Move notation: a short text for every move, using the cell names of the rules.
//!
//! - A starter: `S` then the head's cell, `-`, the tail's cell: `S e5-e6`.
//! - An extension: `H` (head) or `T` (tail), the height of the segment, then the start
//!   cell, `-`, the second foot: `H4 e7-e9` grows the head with a height-4 segment laid
//!   from e7 to e9. The span is the distance between the two cells, so span and height
//!   name the segment; of identical segments the lowest index still in reserve is meant.
//! - The swap of the swap option: `swap`.

use std::fmt;
use std::str::FromStr;

use crate::cell::{Cell, ParseCellError};
use crate::moves::{End, Move};
use crate::position::{Position, Rules};

/// A move as written, before it is matched to a reserve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// `S head-tail`.
    Start {
        /// The head's cell.
        head: Cell,
        /// The tail's cell.
        tail: Cell,
    },
    /// `H4 from-to` or `T4 from-to`.
    Extend {
        /// The end grown.
        end: End,
        /// The segment's height.
        height: u8,
        /// The start cell.
        from: Cell,
        /// The second foot.
        to: Cell,
    },
    /// `swap`: the second player takes over the first colour (swap option).
    Swap,
}

/// Why a notation could not be read or applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// The text does not have the shape `S a1-a2`, `H3 a1-a3` or `swap`.
    Syntax {
        /// The text given.
        text: String,
    },
    /// A cell name could not be read.
    Cell(ParseCellError),
    /// The seat to move has no segment of that span and height in reserve.
    NoSuchSegment {
        /// Distance between the cells.
        span: u8,
        /// Height asked for.
        height: u8,
    },
    /// The two cells are not on one row or column.
    NotStraight,
    /// The game is over.
    GameOver,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Syntax { text } => write!(
                f,
                "'{text}' is not a move: write a starter as 'S e5-e6', an extension as 'H4 e7-e9' or 'T2 c3-c4', and a swap as 'swap'"
            ),
            NotationError::Cell(e) => e.fmt(f),
            NotationError::NoSuchSegment { span, height } => write!(
                f,
                "no segment of span {span} and height {height} is in the reserve"
            ),
            NotationError::NotStraight => write!(f, "the two cells are not on one row or column"),
            NotationError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for NotationError {}

impl From<ParseCellError> for NotationError {
    fn from(e: ParseCellError) -> NotationError {
        NotationError::Cell(e)
    }
}

impl Notation {
    /// The notation of `mv`, played by the seat to move in `pos`.
    pub fn of(rules: &Rules, pos: &Position, mv: &Move) -> Notation {
        match *mv {
            Move::Start { head, tail } => Notation::Start { head, tail },
            Move::Swap => Notation::Swap,
            Move::Extend {
                end,
                piece,
                from,
                to,
            } => {
                let seat = pos.to_move().unwrap_or(0);
                let height = rules
                    .set(seat)
                    .get(usize::from(piece))
                    .map_or(0, |s| s.height);
                Notation::Extend {
                    end,
                    height,
                    from,
                    to,
                }
            }
        }
    }

    /// The move this notation names for the seat to move in `pos`.
    pub fn to_move(&self, rules: &Rules, pos: &Position) -> Result<Move, NotationError> {
        let seat = pos.to_move().ok_or(NotationError::GameOver)?;
        match *self {
            Notation::Start { head, tail } => Ok(Move::Start { head, tail }),
            Notation::Swap => Ok(Move::Swap),
            Notation::Extend {
                end,
                height,
                from,
                to,
            } => {
                let (_, span) = from.line_to(to).ok_or(NotationError::NotStraight)?;
                let set = rules.set(seat);
                let piece = pos
                    .reserve(seat)
                    .find(|&i| i > 0 && set[i].span == span && set[i].height == height)
                    .ok_or(NotationError::NoSuchSegment { span, height })?;
                Ok(Move::Extend {
                    end,
                    piece: piece as u8,
                    from,
                    to,
                })
            }
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notation::Start { head, tail } => write!(f, "S {head}-{tail}"),
            Notation::Swap => write!(f, "swap"),
            Notation::Extend {
                end,
                height,
                from,
                to,
            } => {
                let letter = match end {
                    End::Head => 'H',
                    End::Tail => 'T',
                };
                write!(f, "{letter}{height} {from}-{to}")
            }
        }
    }
}

impl FromStr for Notation {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Notation, NotationError> {
        let syntax = || NotationError::Syntax {
            text: s.to_string(),
        };
        if s.trim() == "swap" {
            return Ok(Notation::Swap);
        }
        let (word, cells) = s.trim().split_once(' ').ok_or_else(syntax)?;
        let (a, b) = cells.trim().split_once('-').ok_or_else(syntax)?;
        let (from, to): (Cell, Cell) = (a.parse()?, b.parse()?);
        let mut letters = word.chars();
        let end = match letters.next() {
            Some('S') if letters.as_str().is_empty() => {
                return Ok(Notation::Start {
                    head: from,
                    tail: to,
                })
            }
            Some('H') => End::Head,
            Some('T') => End::Tail,
            _ => return Err(syntax()),
        };
        let digits = letters.as_str();
        if digits.len() != 1 {
            return Err(syntax());
        }
        let height = digits.parse::<u8>().map_err(|_| syntax())?;
        Ok(Notation::Extend {
            end,
            height,
            from,
            to,
        })
    }
}
