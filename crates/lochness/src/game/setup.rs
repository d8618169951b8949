//! How a game is set up, and the die.

use std::fmt;

use serde::{Deserialize, Serialize, Serializer};

/// How a game is set up: the number of players, the seed, the five-player variant, and
/// what decides its luck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Players, 2 to 4, or 5 with the variant.
    pub players: usize,
    /// The seed of the decks, Nessie's first place and the die; 0 when the table deals.
    pub seed: u64,
    /// The rulebook's five-player variant: one photographer each, a second one placed
    /// for the length of one's own turn. It is played by exactly five players.
    #[serde(default)]
    pub variant5: bool,
    /// What decides the luck: the seed (left out in JSON), or the table, draw by draw.
    #[serde(default, skip_serializing_if = "Chance::is_seed")]
    pub chance: Chance,
}

impl Setup {
    /// A game of `players` whose luck the seed decides, with the variant for five.
    pub fn seeded(players: usize, seed: u64) -> Setup {
        Setup {
            players,
            seed,
            variant5: players == 5,
            chance: Chance::Seed,
        }
    }
}

/// What decides a game's luck (the decks, Nessie's first place, the die).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Chance {
    /// The seed, all at once: the game knows the decks' order and every roll to come.
    #[default]
    Seed,
    /// The table, one draw at a time, each given as a [`crate::Action::Chance`] when the
    /// game needs it, as a live table does: the game holds nothing that nobody has seen.
    Table,
}

impl Chance {
    /// Whether the seed decides.
    pub fn is_seed(&self) -> bool {
        *self == Chance::Seed
    }
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
    /// A game whose luck the table deals has no seed (seed 0).
    SeedWithTableChance(u64),
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
            SetupError::SeedWithTableChance(seed) => write!(
                f,
                "seed {seed} given to a game whose luck the table deals: its seed is 0"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// Checks the setup.
    pub fn check(&self) -> Result<(), SetupError> {
        if self.chance == Chance::Table && self.seed != 0 {
            return Err(SetupError::SeedWithTableChance(self.seed));
        }
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
