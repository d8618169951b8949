//! The sentences the page builds from its own state (links, saved games, the library, the
//! computer players' troubles), before they are put into words; a board's sentences are
//! [`Message`]s of the board kit and pass through as [`PageMessage::Board`].

use blockness_core::{GameIdError, IllegalMove, LinkError, SetupError};
use blockness_web_board::seat::SeatCodeError;
use blockness_web_board::words::{Message, WorkerTrouble};

use crate::library::{GameState, LibraryError};
use crate::persist::{SaveError, StorageError};

/// Something the page says, in no language yet: [`PageMessage::text`] writes it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageMessage {
    /// One of the board's sentences.
    Board(Message),
    /// Saved data could not be read and was set aside.
    SavedGameSetAside {
        /// Why.
        error: SaveError,
        /// The storage key it was moved to.
        key: &'static str,
    },
    /// A link in the address was refused at load.
    LinkRefusedAtLoad {
        /// Why.
        error: LinkError,
        /// A saved game is kept and can be resumed.
        kept: bool,
    },
    /// A link pasted during a game was refused.
    LinkRefused(LinkError),
    /// A refused link whose first moves can still be read.
    LinkPartlyReadable(usize),
    /// The seat letters after `~` could not be read.
    SeatCodeUnreadable(SeatCodeError),
    /// Redo found an undone move that no longer fits.
    UndoneMovesDropped(IllegalMove),
    /// The new-game form asked for an impossible setup.
    GameCannotStart(SetupError),
    /// A computer player failed to answer; the game waits.
    BotFailed(WorkerTrouble),
    /// The worker could not analyse a move of the game; the analysis stops there.
    AnalysisFailed(WorkerTrouble),
    /// A move was refused by the referee.
    MoveRefused(IllegalMove),
    /// The link is on the clipboard.
    LinkCopied,
    /// The library of games could not be read and was set aside.
    LibrarySetAside {
        /// Why.
        error: LibraryError,
        /// The storage key it was moved to.
        key: &'static str,
    },
    /// The games could not be written to the device's storage.
    GamesNotStored(StorageError),
    /// A games file was refused; the library is unchanged.
    ImportRefused(LibraryError),
    /// A games file was read into the library.
    Imported {
        /// Games added.
        added: usize,
        /// Games brought up to date.
        updated: usize,
    },
    /// The text after `.` in an address is not a game id.
    GameIdUnreadable(GameIdError),
    /// A link held an earlier state of a game kept here, which was opened instead.
    LinkOlderState,
    /// A link continued a game kept here differently: both are kept.
    LinkDiverged,
    /// Where a kept game stands, in the list of games.
    GameStateLine(GameState),
    /// Moves played in a kept game.
    MovesPlayed(usize),
    /// The clipboard refused the link.
    LinkNotCopied {
        /// The browser's reason.
        why: String,
        /// The address to copy by hand.
        address: String,
    },
}

impl From<Message> for PageMessage {
    fn from(message: Message) -> PageMessage {
        PageMessage::Board(message)
    }
}
