//! What the players and the page ask of the Loch Ness view's state ([`LochAction`]), and
//! what it tells them once ([`Note`]).

use blockness_lochness::Action;

use super::address::AddressError;
use super::seat::SeatKind;
use super::store::StoreError;
use blockness_web_common::StorageError;

/// Something the view tells the players once, until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The stored games could not be read; they were moved aside (or, when even that
    /// failed, left in place and nothing is written over them).
    StoreUnreadable {
        /// Why they do not read.
        why: StoreError,
        /// Whether they were moved aside.
        set_aside: bool,
    },
    /// The games could not be stored.
    NotStored(StorageError),
    /// A link was refused; nothing changed.
    LinkRefused(AddressError),
    /// A kept game's link no longer replays; it stays in the list.
    SavedUnreadable(AddressError),
    /// A link opened a game, and the game shown before is kept in the list.
    OtherGameKept,
    /// The link was copied.
    LinkCopied,
    /// The link could not be copied.
    CopyFailed(String),
    /// The bot worker cannot answer: the strong computer players think on the page itself,
    /// which then pauses while they do. With the browser's details, when it gave any.
    ThinkingOnPage(String),
}

/// The most actions one "play the computer's moves at once" takes, so the page never
/// stalls on a long run of bots.
pub const BOTS_AT_ONCE: usize = 200;

/// What the players asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LochAction {
    /// A click (or Enter) on an observation point.
    ClickPoint(usize),
    /// A click (or Enter) on a lake cell.
    ClickCell(usize),
    /// Set Nessie down where the cells picked show her.
    SetNessie,
    /// Escape: drop the photographer or cells picked.
    ClearChoice,
    /// A button's action: roll, pass, draw, keep, discard, or a flip.
    Act(Action),
    /// Take back the last action of this turn.
    Undo,
    /// The bot to act plays now, its action found on the page's thread (a strong bot's only
    /// when the worker cannot answer).
    BotMove,
    /// The bots play on without pausing until a person is to act, the game is over, or
    /// [`BOTS_AT_ONCE`] actions are taken (a table of bots alone goes on at its pace after).
    /// A strong bot's answers come from the worker, each as soon as it is found.
    BotsAtOnce,
    /// Ask the strong level which action it would take for the person to act.
    AskHint,
    /// The worker's hint for the game of `link` ([`table::Table::hint_question`]); dropped
    /// when the game on the table is another by now.
    HintAnswered {
        /// The link of the game asked about.
        link: String,
        /// The action the strong level would take.
        action: Action,
    },
    /// The worker cannot answer: the hint asked is found on the page's thread.
    HintHere,
    /// The worker's answer for the bot to act in the game of `link`
    /// ([`table::BotQuestion`]); dropped when the game on the table is another by now.
    BotAnswered {
        /// The link of the game asked about.
        link: String,
        /// The action the bot chose.
        action: Action,
    },
    /// The die's animation is over.
    DieSettled,
    /// Show the new-game screen.
    OpenNewGame,
    /// Close the new-game screen (only when a game is there to go back to).
    CloseNewGame,
    /// Start a game.
    Start {
        /// Players, 2 to 5 (five play the variant).
        players: usize,
        /// Who plays each seat.
        seats: Vec<SeatKind>,
        /// The seed of the decks, Nessie's place and the die.
        seed: u64,
        /// The new game's id on this device.
        id: String,
    },
    /// Show a kept game.
    Resume(String),
    /// Open the address's text after `#` (a link pasted while the view is shown).
    OpenLink {
        /// The text after `#`.
        hash: String,
        /// The id the game gets if it is new to this device.
        id: String,
    },
    /// Tell the players something.
    Notify(Note),
    /// Dismiss notice `i`.
    Dismiss(usize),
    /// Storage could not take the set-aside copy: never write over the unreadable text.
    StorageBlocked,
}
