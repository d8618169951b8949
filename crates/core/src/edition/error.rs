//! Why an edition file is refused: one variant a broken rule, each worded for a person.

use std::fmt;

use super::{MAX_CELLS, MAX_WIDTH};
use crate::cell::Cell;
use crate::colour::Colour;
use crate::segment::{MAX_HEIGHT, MAX_SPAN, SET_SIZE};

/// Why an edition could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditionError {
    /// The text is not JSON of the edition schema.
    Json {
        /// The parser's message.
        message: String,
    },
    /// The board map has no rows or an empty row.
    EmptyBoard,
    /// A row of the map differs in length from the first.
    NotRectangular {
        /// Row index, from 0.
        row: usize,
        /// Its length.
        len: usize,
        /// The first row's length.
        expected: usize,
    },
    /// A map character other than `2`, `3`, `4` or `.`.
    UnknownMapChar {
        /// The character.
        ch: char,
        /// Where it is.
        cell: Cell,
    },
    /// The map is wider than 26 columns or has more than 128 cells.
    BoardTooLarge {
        /// Columns.
        width: usize,
        /// Rows.
        height: usize,
    },
    /// The map has no deep-zone hole, so no starter could be placed.
    NoDeepZone,
    /// A colour name that is not orange, green, purple or black.
    UnknownColour {
        /// The name given.
        name: String,
    },
    /// A colour listed twice in `colors`.
    DuplicateColour {
        /// The colour.
        colour: Colour,
    },
    /// Fewer than two colours: no game could be set up.
    TooFewColours {
        /// How many were listed.
        count: usize,
    },
    /// A colour of `colors` without a set in `sets`.
    MissingSet {
        /// The colour.
        colour: Colour,
    },
    /// A set for a colour that `colors` does not list.
    SetWithoutColour {
        /// The colour.
        colour: Colour,
    },
    /// A set that does not hold exactly ten segments.
    WrongSetSize {
        /// The colour.
        colour: Colour,
        /// How many it holds.
        count: usize,
    },
    /// A span outside 1 to [`MAX_SPAN`].
    SpanOutOfRange {
        /// The colour.
        colour: Colour,
        /// Index in the set.
        piece: usize,
        /// The span given.
        span: i64,
    },
    /// A height outside 1 to [`MAX_HEIGHT`].
    HeightOutOfRange {
        /// The colour.
        colour: Colour,
        /// Index in the set.
        piece: usize,
        /// The height given.
        height: i64,
    },
    /// The first segment of a set is not strictly lower than every other one.
    StarterNotLowest {
        /// The colour.
        colour: Colour,
        /// Index of a segment as low as the starter or lower.
        piece: usize,
    },
}

impl fmt::Display for EditionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use EditionError::*;
        match self {
            Json { message } => write!(f, "the edition is not valid JSON of the edition schema: {message}"),
            EmptyBoard => write!(f, "the board map is empty"),
            NotRectangular { row, len, expected } => write!(
                f,
                "the board map is not rectangular: row {} has {len} characters, the first row has {expected}",
                row + 1
            ),
            UnknownMapChar { ch, cell } => write!(
                f,
                "unknown board map character {ch:?} at {cell} (use 2, 3, 4 or .)"
            ),
            BoardTooLarge { width, height } => write!(
                f,
                "the board is {width}x{height}; at most {MAX_WIDTH} columns and {MAX_CELLS} cells are supported"
            ),
            NoDeepZone => write!(f, "the board map has no deep-zone cell (2) for the starters"),
            UnknownColour { name } => write!(
                f,
                "unknown colour name {name:?} (use orange, green, purple or black)"
            ),
            DuplicateColour { colour } => write!(f, "colour {colour} is listed twice"),
            TooFewColours { count } => write!(f, "an edition needs at least 2 colours, it lists {count}"),
            MissingSet { colour } => write!(f, "colour {colour} has no segment set"),
            SetWithoutColour { colour } => write!(f, "there is a set for {colour}, which the colours list lacks"),
            WrongSetSize { colour, count } => write!(
                f,
                "the {colour} set has {count} segments; it needs exactly {SET_SIZE}"
            ),
            SpanOutOfRange { colour, piece, span } => write!(
                f,
                "segment {piece} of the {colour} set has span {span}; spans go from 1 to {MAX_SPAN}"
            ),
            HeightOutOfRange { colour, piece, height } => write!(
                f,
                "segment {piece} of the {colour} set has height {height}; heights go from 1 to {MAX_HEIGHT}"
            ),
            StarterNotLowest { colour, piece } => write!(
                f,
                "the {colour} starter (segment 0) must be lower than every other segment, but segment {piece} is as low"
            ),
        }
    }
}

impl std::error::Error for EditionError {}

impl From<crate::colour::UnknownColour> for EditionError {
    fn from(e: crate::colour::UnknownColour) -> EditionError {
        EditionError::UnknownColour { name: e.name }
    }
}
