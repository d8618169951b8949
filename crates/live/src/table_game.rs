//! The name of the game a table plays, as its settings give it: apart from the games
//! themselves ([`crate::games`]), which read those settings.

use serde::{Deserialize, Serialize};

/// The game a table plays, as its settings name it.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum TableGame {
    /// Block Ness, on a built-in edition (left out of the settings, so the ids of Block Ness
    /// tables are what they were before Loch Ness came).
    #[default]
    BlockNess,
    /// Loch Ness, whose luck the table deals from every seat's hash chain
    /// ([`crate::chance`]).
    LochNess,
}

impl TableGame {
    /// Whether this is Block Ness (the default, left out of the settings).
    pub fn is_block_ness(&self) -> bool {
        *self == TableGame::BlockNess
    }

    /// The game's name, as people read it.
    pub fn name(self) -> &'static str {
        match self {
            TableGame::BlockNess => "Block Ness",
            TableGame::LochNess => "Loch Ness",
        }
    }
}
