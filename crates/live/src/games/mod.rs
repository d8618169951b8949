//! The games a table can play: the one place the protocol names them. Each is behind a
//! feature of its own (`blockness`, `lochness`), so a program that plays one game builds
//! without the other's engine; a table of a game the program was built without is refused
//! as another game's ([`LiveError::OtherGame`]).

#[cfg(feature = "blockness")]
pub mod blockness;
#[cfg(feature = "lochness")]
pub mod lochness;

use serde::{Deserialize, Serialize};

use crate::log::Settings;
use crate::rules::TableRules;
use crate::LiveError;

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

/// The game of a new table with `settings`, checked against them, when this program plays
/// it.
pub(crate) fn rules_of(settings: &Settings) -> Result<Box<dyn TableRules>, LiveError> {
    match settings.game {
        #[cfg(feature = "blockness")]
        TableGame::BlockNess => Ok(Box::new(blockness::BlockNessRules::new(settings)?)),
        #[cfg(feature = "lochness")]
        TableGame::LochNess => Ok(Box::new(lochness::LochRules::new(settings)?)),
        #[allow(unreachable_patterns)]
        game => Err(LiveError::OtherGame { game }),
    }
}

/// Whether `edition` names one of Block Ness's built-in editions: a program built without
/// Block Ness knows none, so it makes and lists no Block Ness table.
pub(crate) fn is_built_in_edition(edition: &str) -> bool {
    #[cfg(feature = "blockness")]
    return blockness_core::Edition::built_in(edition).is_some();
    #[cfg(not(feature = "blockness"))]
    {
        let _ = edition;
        false
    }
}
