//! A computer seat's level as the table's log writes it ([`BotLevel`]) and as the bots play
//! it ([`Level`]): the session, which runs the bots, and the words, which name the level,
//! both turn one into the other.

use blockness_bots::Level;
use blockness_live::BotLevel;

/// The bots' level of a computer seat.
pub fn level(level: BotLevel) -> Level {
    match level {
        BotLevel::Easy => Level::Easy,
        BotLevel::Medium => Level::Medium,
        BotLevel::Strong => Level::Strong,
    }
}

/// A computer seat's level as the table writes it.
pub fn bot_level(level: Level) -> BotLevel {
    match level {
        Level::Easy => BotLevel::Easy,
        Level::Medium => BotLevel::Medium,
        Level::Strong => BotLevel::Strong,
    }
}
