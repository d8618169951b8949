//! What a person does at any game's live table, and where the page goes after: the kit's
//! part of a table's reducer ([`super::TableSession::apply`]). Each game's own actions (its
//! board, its resignation) stay the game's; these are the same at every table.

use blockness_live::{BotLevel, TableId};

use crate::record::Record;
use crate::words::Note;

/// Something a person does at a live table, whatever the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableAction {
    /// Tells the person something the page found (a copy that failed, an empty field).
    Note(Note),
    /// Asks the host for `seat` (the first free one for `None`) under `name`.
    AskSeat {
        /// The seat asked for.
        seat: Option<usize>,
        /// The name to sit under.
        name: String,
    },
    /// Hands `seat` to a computer of `level` that this device runs, once the grace time
    /// is over.
    HandOver {
        /// The seat of the absent player.
        seat: usize,
        /// How strongly the computer plays.
        level: BotLevel,
    },
    /// Takes this device's person's seat back from the computer standing in for it.
    TakeBack,
    /// After the end, calls the rematch, or follows the one another player called.
    Rematch,
    /// Goes to the rematch another player called: seated there with this device's key
    /// when `with_key` (this device played), else to watch it.
    JoinRematch {
        /// Whether this device played the game, so it sits at the next table.
        with_key: bool,
    },
    /// Opens the table again through the broker at this address.
    Broker(String),
}

/// Where the page goes after a [`TableAction`]: each game's view knows how.
#[derive(Clone, Debug)]
pub enum Next {
    /// It stays at this table.
    Stay,
    /// To the next table of the rematch, from its record (the view keeps it first).
    Rematch(Box<Record>),
    /// To a table, to watch it.
    Watch(TableId),
    /// To this table through another broker.
    Broker(String),
}
