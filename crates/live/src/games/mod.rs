//! The games a table can play: the one place the protocol names them. Each is behind a
//! feature of its own (`blockness`, `lochness`), so a program that plays one game builds
//! without the other's engine; a table of a game the program was built without is refused
//! as another game's ([`LiveError::OtherGame`]).

#[cfg(feature = "blockness")]
pub mod blockness;
#[cfg(feature = "lochness")]
pub mod lochness;

pub use crate::table_game::TableGame;

use crate::log::Settings;
use crate::rules::TableRules;
use crate::LiveError;

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

/// Whether this program was built with `game`: a program that does not play a game
/// neither makes nor pairs for its tables.
pub(crate) fn is_played(game: TableGame) -> bool {
    match game {
        TableGame::BlockNess => cfg!(feature = "blockness"),
        TableGame::LochNess => cfg!(feature = "lochness"),
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
