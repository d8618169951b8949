//! The page reducer: the thin layer above the game's [`BoardState`].
//!
//! The board state owns the game, undo and replay, and the selection (see
//! [`blockness_web_board::board`]). This layer owns what only the page has: the notices on screen, the
//! new-game dialog, the game library ([`Library`]: every game kept on the device, the
//! one on the board among them, links received and files imported), the saved game kept
//! aside while a refused link's stand-in board is shown, and the computer players
//! ([`BotDriver`]). It reacts to the [`BoardEvent`]s of the board: a person's move wakes
//! the bots, an undo holds them, every change of the game is kept in the library.
//!
//! [`BoardEvent`]: blockness_web_board::board::BoardEvent
//!
//! Plain Rust with no browser types, tested natively. Reading the address and storage at
//! load is [`PageState::boot`].
//!
//! This file holds the state, the actions and [`PageState::apply`], which hands each
//! action to the part of the page it concerns; each part has its own module beside it
//! (`notices`, `dialog`, `games`, `bots`, `board_events`, `links`, `analysis`), so one
//! concept can be read without the others.

mod analysis;
mod board_events;
mod boot;
mod bots;
mod dialog;
mod games;
pub mod handoff;
mod library_view;
mod links;
mod notices;
mod rated;
mod rating_view;

use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use blockness_core::{encode_link, Edition, Game, GameId, Move, Setup};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::analysis::{AnalysisAction, PageAnalysis};
use crate::library::{Entry, Library};
use crate::persist::{Restored, StorageError};
use crate::ratings::Ratings;
use crate::words::PageMessage;
use blockness_web_board::board::{BoardAction, BoardState};
use blockness_web_board::bot_driver::BotDriver;
use blockness_web_board::seat::{address_text, SeatKind};
use blockness_web_common::address::KeptGame;
// The tests take their names from here (`use super::*`), colours among them, though only
// the dialog's module names colours now.
#[cfg(test)]
use blockness_core::Colour;

pub use crate::library::GameState;
pub use boot::{BootEffects, Stored};
pub use dialog::{NewGame, RatedPick, COMPUTER_LEVEL};
pub use library_view::LibraryItem;
pub use notices::{Notice, NoticeKind};
pub use rating_view::{RatingPointItem, RatingView};

use bots::BOT_SEED;
use dialog::new_game;
use games::ID_LEN;

/// Everything that can happen on the game page.
#[derive(Clone, Debug, PartialEq)]
pub enum PageAction {
    /// Something done on the board.
    Board(BoardAction),
    /// Open the new-game dialog.
    OpenDialog,
    /// Close it without starting.
    CloseDialog,
    /// Start a new game.
    Start(NewGame),
    /// A new game with the same seats and variant.
    Rematch,
    /// A new game with the same players and variant, the turn order turned by one so
    /// that another player starts (each seat keeps its colour and who plays it).
    RematchOtherStarts,
    /// Open a game link (the text after `#`), e.g. pasted into the address bar.
    OpenLink(String),
    /// Bring back the saved game kept aside while a bad link's fresh board was shown.
    ResumeKept,
    /// Open the readable part of a damaged link.
    OpenSalvaged,
    /// Show a notice.
    Notify(NoticeKind, PageMessage),
    /// Remove a notice.
    Dismiss(u64),
    /// The bot worker answered question `id` with a move, or with why it could not.
    BotAnswer {
        /// The question's id.
        id: u64,
        /// The move found.
        mv: Option<Move>,
        /// Why no move was found.
        error: Option<String>,
    },
    /// Stop bots from moving (watching a game of bots; after an undo this is automatic).
    PauseBots,
    /// Let bots move again.
    ResumeBots,
    /// Ask the strong bot for a suggestion for the person to move.
    AskHint,
    /// Put the game with this id on the board.
    OpenGame(GameId),
    /// Archive (true) or bring back (false) a game of the library.
    Archive(GameId, bool),
    /// Delete a game of the library (the one on the board cannot be).
    Delete(GameId),
    /// Bring back the game just deleted.
    UndoDelete,
    /// Read a games file (its text) into the library.
    Import(String),
    /// The library could not be written to storage.
    StorageFailed(StorageError),
    /// The library was written to storage again after a failure.
    StorageWorks,
    /// Something about the analysis of the game.
    Analysis(AnalysisAction),
    /// Keep the game of this address (the text after `#`) in the library: a live table's
    /// game, sent by the live view after each move; `open` puts it on the board too (the
    /// table carried on by link).
    Keep {
        /// The address text, the live table it was played at (to open again from My
        /// games) and the people it was played with.
        kept: KeptGame,
        /// Whether to show it.
        open: bool,
    },
}

impl From<BoardAction> for PageAction {
    fn from(action: BoardAction) -> PageAction {
        PageAction::Board(action)
    }
}

/// The state of the game page.
#[derive(Clone, Debug)]
pub struct PageState {
    edition: Arc<Edition>,
    /// Shared with the views derived from it, copied only when it changes.
    board: Rc<BoardState>,
    notices: Vec<Notice>,
    next_notice: u64,
    dialog_open: bool,
    /// False while the board is a stand-in shown after a bad link: it is not saved
    /// (so the saved game is not overwritten) until the player plays on it.
    persist: bool,
    /// The game that was on the board, kept while a bad link's stand-in board is shown.
    kept: Option<GameId>,
    /// The readable part of a damaged link, offered to the player.
    salvage: Option<Restored>,
    /// Bumped whenever the game, its undone moves or its seats change: what depends on
    /// them only (the link, the saved text, the move list) is recomputed then.
    game_epoch: u64,
    /// Counts the actions applied, so the page can tell when it has caught up with the last one.
    revision: u64,
    /// The computer players: paused or not, and the question in the worker.
    bots: BotDriver,
    /// Every game kept on the device, the one on the board among them.
    library: Library,
    /// The id of the game on the board.
    current: GameId,
    /// Draws the ids of new games.
    ids: ChaCha8Rng,
    /// The time now, in milliseconds since 1970, for the date of a game's last move.
    clock: fn() -> f64,
    /// Bumped whenever the library changes, so it is written to storage then.
    library_epoch: u64,
    /// The game deleted last, with its place, while its deletion can be undone.
    removed: Option<(usize, Entry)>,
    /// The library cannot be written to storage now.
    storage_failing: bool,
    /// The analysis of the game on the board, and the analyses kept on the device.
    analysis: PageAnalysis,
    /// The person's rated results.
    ratings: Ratings,
    /// Bumped whenever a rated result is kept, so the results are stored then.
    ratings_epoch: u64,
}

/// Counts the page states made, to seed each one's ids differently.
static PAGES: AtomicU64 = AtomicU64::new(1);

/// A clock for pages without one (tests): always the start of 1970.
fn no_clock() -> f64 {
    0.0
}

impl PageState {
    /// A fresh two-player base game with the new-game dialog open.
    pub fn fresh(edition: Arc<Edition>) -> PageState {
        let colours = edition.colours().iter().take(2).copied().collect();
        let spec = NewGame {
            colours,
            seats: vec![SeatKind::Human; 2],
            expert: false,
            swap: false,
            rated: None,
        };
        // The built-in edition and every edition that loads has at least two colours.
        let game = new_game(&edition, &spec)
            .or_else(|_| {
                Setup::new(&edition, 2, None, false).map(|s| Game::new(Arc::clone(&edition), s))
            })
            .expect("a loaded edition has two colours");
        // Each page state draws from its own sequence, so two pages of one test never
        // name their games alike; in the browser, boot seeds it from the crypto source.
        let mut ids = ChaCha8Rng::seed_from_u64(PAGES.fetch_add(1, Ordering::Relaxed));
        let current = GameId::generate(ID_LEN, |m| ids.random_range(0..m));
        PageState {
            edition,
            board: Rc::new(BoardState::new(game, Vec::new(), spec.seats)),
            notices: Vec::new(),
            next_notice: 1,
            dialog_open: true,
            // The untouched board of a first visit is not a game worth keeping yet.
            persist: false,
            kept: None,
            salvage: None,
            game_epoch: 0,
            revision: 0,
            bots: BotDriver::new(BOT_SEED),
            library: Library::default(),
            current,
            ids,
            clock: no_clock,
            library_epoch: 0,
            removed: None,
            storage_failing: false,
            analysis: PageAnalysis::default(),
            ratings: Ratings::default(),
            ratings_epoch: 0,
        }
    }

    // ----- plain accessors -----

    /// The edition played.
    pub fn edition(&self) -> &Arc<Edition> {
        &self.edition
    }

    /// The game's board.
    pub fn board(&self) -> &BoardState {
        &self.board
    }

    /// The game's board, shared.
    pub fn shared_board(&self) -> Rc<BoardState> {
        Rc::clone(&self.board)
    }

    /// The game, with every move played (also those after a replayed position).
    pub fn game(&self) -> &Game {
        self.board.game()
    }

    /// What the address shows after `#`: the game's link text, its id, and the seat code
    /// when any seat is not a person at this screen.
    pub fn link(&self) -> String {
        address_text(
            &encode_link(self.game()),
            Some(&self.current),
            self.board.seats(),
        )
    }

    /// Number of actions applied since the page loaded.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Changes whenever the game, its undone moves or its seats change.
    pub fn game_epoch(&self) -> u64 {
        self.game_epoch
    }

    // ----- the reducer -----

    /// Applies one action.
    pub fn apply(&mut self, action: impl Into<PageAction>) {
        self.revision += 1;
        self.apply_action(action.into());
        self.sync_bots();
        self.analysis.sync(&self.current, self.board.game());
    }

    fn apply_action(&mut self, action: PageAction) {
        match action {
            PageAction::Board(BoardAction::Undo) => self.undo(),
            PageAction::Board(action) => {
                let event = Rc::make_mut(&mut self.board).apply(action);
                self.after(event);
            }
            PageAction::OpenDialog => self.dialog_open = true,
            PageAction::CloseDialog => self.dialog_open = false,
            PageAction::Start(spec) => self.start(spec),
            PageAction::Rematch => self.start(self.rematch(0)),
            PageAction::RematchOtherStarts => self.start(self.rematch(1)),
            PageAction::OpenLink(text) => self.open_link(&text),
            PageAction::ResumeKept => self.resume_kept(),
            PageAction::OpenSalvaged => self.open_salvaged(),
            PageAction::Notify(kind, message) => self.notify(kind, message),
            PageAction::Dismiss(id) => self.dismiss(id),
            PageAction::BotAnswer { id, mv, error } => self.bot_answer(id, mv, error),
            PageAction::PauseBots => self.bots.pause(),
            PageAction::ResumeBots => self.bots.resume(),
            PageAction::AskHint => self.ask_hint(),
            PageAction::OpenGame(id) => self.open_game(&id),
            PageAction::Archive(id, archived) => self.archive(&id, archived),
            PageAction::Delete(id) => self.delete(&id),
            PageAction::UndoDelete => self.undo_delete(),
            PageAction::Import(text) => self.import(&text),
            PageAction::StorageFailed(why) => self.storage_failed(why),
            PageAction::StorageWorks => self.storage_works(),
            PageAction::Analysis(action) => self.analysis_action(action),
            PageAction::Keep { kept, open } => match self.keep_address(kept) {
                Ok(Some(id)) if open => self.open_game(&id),
                Ok(_) => {}
                Err(why) => self.notify(NoticeKind::Error, PageMessage::LinkRefused(why)),
            },
        }
    }
}

#[cfg(test)]
mod tests;
