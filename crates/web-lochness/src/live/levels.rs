//! A computer seat's level as the table's log writes it ([`BotLevel`]) and as Loch Ness's
//! computer players play it ([`Level`]): the session, which runs the computers, and the
//! form, which names the seats, each turn one into the other.

use blockness_live::BotLevel;
use blockness_lochness::Level;

/// The Loch Ness level of a table's computer seat.
pub fn level(level: BotLevel) -> Level {
    match level {
        BotLevel::Easy => Level::Easy,
        BotLevel::Medium => Level::Medium,
        BotLevel::Strong => Level::Strong,
    }
}

/// A Loch Ness level as the table writes it.
pub fn bot_level(level: Level) -> BotLevel {
    match level {
        Level::Easy => BotLevel::Easy,
        Level::Medium => BotLevel::Medium,
        Level::Strong => BotLevel::Strong,
    }
}
