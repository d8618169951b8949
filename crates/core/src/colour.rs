//! The monsters' colours: their names, their order, and how a name reads back.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A monster's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Orange.
    Orange,
    /// Green.
    Green,
    /// Purple.
    Purple,
    /// Black.
    Black,
}

impl Colour {
    /// Every colour, in the default edition's order.
    pub const ALL: [Colour; 4] = [Colour::Orange, Colour::Green, Colour::Purple, Colour::Black];

    /// Lower-case English name, as used in JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Orange => "orange",
            Colour::Green => "green",
            Colour::Purple => "purple",
            Colour::Black => "black",
        }
    }

    /// Position in [`Colour::ALL`], used by compact encodings.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour at `index` in [`Colour::ALL`], if any.
    pub fn from_index(index: usize) -> Option<Colour> {
        Colour::ALL.get(index).copied()
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Colour {
    type Err = UnknownColour;

    fn from_str(s: &str) -> Result<Colour, UnknownColour> {
        Colour::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or_else(|| UnknownColour {
                name: s.to_string(),
            })
    }
}

/// A name that is not a colour's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownColour {
    /// The name given.
    pub name: String,
}

impl fmt::Display for UnknownColour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown colour name {:?} (use orange, green, purple or black)",
            self.name
        )
    }
}

impl std::error::Error for UnknownColour {}
