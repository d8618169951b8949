//! How a game is set up, and the die.

use std::fmt;

use serde::{Deserialize, Serialize, Serializer};

/// How a game is set up: the number of players, the seed, and the five-player variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Players, 2 to 4, or 5 with the variant.
    pub players: usize,
    /// The seed of the decks, Nessie's first place and the die.
    pub seed: u64,
    /// The rulebook's five-player variant: one photographer each, a second one placed
    /// for the length of one's own turn. It is played by exactly five players.
    #[serde(default)]
    pub variant5: bool,
}

/// Why a setup is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The number of players is not 2 to 5.
    Players(usize),
    /// Five players play the variant only.
    FiveWithoutVariant,
    /// The variant is for five players.
    VariantWithout5(usize),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Players(n) => write!(f, "{n} players: the game is for 2 to 5"),
            SetupError::FiveWithoutVariant => {
                f.write_str("five players play the five-player variant (variant5: true)")
            }
            SetupError::VariantWithout5(n) => {
                write!(f, "the five-player variant needs five players, not {n}")
            }
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// Checks the setup.
    pub fn check(&self) -> Result<(), SetupError> {
        match (self.players, self.variant5) {
            (2..=4, false) | (5, true) => Ok(()),
            (5, false) => Err(SetupError::FiveWithoutVariant),
            (2..=4, true) => Err(SetupError::VariantWithout5(self.players)),
            (n, _) => Err(SetupError::Players(n)),
        }
    }

    /// Photographers each player sets up with: three for two players, two for three or
    /// four, one in the variant.
    pub fn photographers_each(&self) -> usize {
        match (self.players, self.variant5) {
            (_, true) => 1,
            (2, false) => 3,
            _ => 2,
        }
    }
}

/// The face the die shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Die {
    /// A number of steps, 1 to 5.
    Steps(u8),
    /// The wave: Nessie dives and the player sets her anywhere.
    Wave,
}

impl Serialize for Die {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Die::Steps(n) => serializer.serialize_u8(*n),
            Die::Wave => serializer.serialize_str("wave"),
        }
    }
}
