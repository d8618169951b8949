//! The page reducer: the thin layer above the game's [`BoardState`].
//!
//! The board state owns the game, undo and replay, and the selection (see
//! [`crate::board`]). This layer owns what only the page has: the notices on screen, the
//! new-game dialog, the game library ([`Library`]: every game kept on the device, the
//! one on the board among them, links received and files imported), the saved game kept
//! aside while a refused link's stand-in board is shown, and the computer players
//! ([`BotDriver`]). It reacts to the [`BoardEvent`]s of the board: a person's move wakes
//! the bots, an undo holds them, every change of the game is kept in the library.
//!
//! Plain Rust with no browser types, tested natively. Reading the address and storage at
//! load is [`PageState::boot`].

mod analysis;
mod boot;
pub mod handoff;
mod library_view;
mod links;

use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use blockness_core::{encode_link, Colour, Edition, Game, GameId, Move, Setup, SetupError};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::analysis::{AnalysisAction, PageAnalysis};
use crate::board::{BoardAction, BoardEvent, BoardState};
use crate::bot_driver::{BotDriver, Outcome, Purpose};
use crate::i18n::Message;
use crate::library::{Entry, Library};
use crate::persist::{Restored, StorageError};
use blockness_web_common::seat::{address_text, SeatKind};

pub use boot::{BootEffects, Stored};
pub use library_view::{GameState, LibraryItem};

/// Length of the ids given to new games: 62^8 ids, enough that two games of one person
/// never meet by chance.
const ID_LEN: usize = 8;

/// Base seed of the bots' random choices; each question mixes in its own number.
const BOT_SEED: u64 = 0x0B10_C4E5;

/// How a notice should look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// Something went right (a link was copied).
    Info,
    /// Something could not be done or read; the page carries on.
    Error,
}

/// A message shown above the board until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Identifies the notice for dismissal.
    pub id: u64,
    /// Its look.
    pub kind: NoticeKind,
    /// What it says.
    pub message: Message,
}

/// The new game asked for in the dialog.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NewGame {
    /// Colour of each seat (its length is the player count).
    pub colours: Vec<Colour>,
    /// Kind of each seat.
    pub seats: Vec<SeatKind>,
    /// Expert variant.
    pub expert: bool,
    /// The swap rule (two players only): the second player may take over the first
    /// starter.
    pub swap: bool,
}

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
    Notify(NoticeKind, Message),
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
}

/// Counts the page states made, to seed each one's ids differently.
static PAGES: AtomicU64 = AtomicU64::new(1);

/// A clock for pages without one (tests): always the start of 1970.
fn no_clock() -> f64 {
    0.0
}

/// Starts a game, or says why the setup is refused.
fn new_game(edition: &Arc<Edition>, spec: &NewGame) -> Result<Game, SetupError> {
    let players = spec.colours.len();
    let setup = Setup::new(edition, players, Some(spec.colours.clone()), spec.expert)?
        .with_swap(spec.swap)?;
    Ok(Game::new(Arc::clone(edition), setup))
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
        }
    }

    /// A new id for a game.
    fn new_id(&mut self) -> GameId {
        let ids = &mut self.ids;
        GameId::generate(ID_LEN, |m| ids.random_range(0..m))
    }

    /// Puts a game on the board under `id` and keeps it in the library.
    fn load(&mut self, id: GameId, restored: Restored) {
        // A game left without a single move is not worth a line in the library.
        if id != self.current
            && self
                .library
                .get(&self.current)
                .is_some_and(|e| e.saved.game.moves().is_empty() && e.saved.redo.is_empty())
        {
            self.library.remove(&self.current);
        }
        self.salvage = None;
        self.board = Rc::new(BoardState::new(
            restored.game,
            restored.redo,
            restored.seats,
        ));
        self.current = id;
        self.persist = true;
        self.kept = None;
        self.game_epoch += 1;
        self.bots.resume();
        self.keep_in_library();
    }

    /// Loads a game that has no id yet (a new game, a link without one).
    fn load_new(&mut self, restored: Restored) {
        let id = self.new_id();
        self.load(id, restored);
    }

    /// Writes the game on the board into the library, dated now if its moves changed.
    fn keep_in_library(&mut self) {
        if !self.persist {
            return;
        }
        let game = self.board.game().clone();
        let (updated, archived) = match self.library.get(&self.current) {
            Some(e) if e.saved.game.moves() == game.moves() => (e.updated, e.archived),
            Some(e) => ((self.clock)(), e.archived),
            None => ((self.clock)(), false),
        };
        self.library.put(Entry {
            id: self.current.clone(),
            saved: Restored {
                game,
                redo: self.board.redo_moves().to_vec(),
                seats: self.board.seats().to_vec(),
            },
            updated,
            archived,
        });
        self.library.set_current(Some(self.current.clone()));
        self.library_epoch += 1;
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

    /// Notices on screen, oldest first.
    pub fn notices(&self) -> &[Notice] {
        &self.notices
    }

    /// Whether the new-game dialog is open.
    pub fn dialog_open(&self) -> bool {
        self.dialog_open
    }

    /// Whether a saved game is kept aside that can be resumed.
    pub fn has_kept_game(&self) -> bool {
        self.kept.is_some()
    }

    /// Whether the game should be written to storage now.
    pub fn should_persist(&self) -> bool {
        self.persist
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

    /// The library's text, to store (and to export as a file).
    pub fn library_text(&self) -> String {
        self.library.encode()
    }

    /// The games kept on the device.
    pub fn library(&self) -> &Library {
        &self.library
    }

    /// The id of the game on the board.
    pub fn current_id(&self) -> &GameId {
        &self.current
    }

    /// Changes whenever the library changes.
    pub fn library_epoch(&self) -> u64 {
        self.library_epoch
    }

    /// Whether a deleted game can still be brought back.
    pub fn can_undo_delete(&self) -> bool {
        self.removed.is_some()
    }

    /// The question to post to the bot worker now, if any (each id once).
    pub fn bot_request(&self) -> Option<&blockness_bot_worker::BotRequest> {
        self.bots.request()
    }

    /// Whether a bot is thinking about its move.
    pub fn bot_thinking(&self) -> bool {
        self.bots.is_thinking()
    }

    /// Whether a hint is being looked for.
    pub fn hint_pending(&self) -> bool {
        self.bots
            .pending()
            .is_some_and(|p| p.purpose == Purpose::Hint)
    }

    /// Whether the bots wait for the player's go-ahead (after an undo, or paused).
    pub fn bots_paused(&self) -> bool {
        self.bots.is_paused()
    }

    /// Whether the seat to move is a bot held by the pause: the page offers to let it play.
    pub fn bot_waiting(&self) -> bool {
        self.bots.is_paused()
            && self.board.is_live()
            && self.board.mover_kind().is_some_and(|k| k.level().is_some())
    }

    /// Whether undo may take a move back: in a game played by link, only a move made on
    /// this device (the other players have seen the rest).
    pub fn can_undo(&self) -> bool {
        let game = self.board.game();
        let Some(last) = game.moves().len().checked_sub(1) else {
            return false;
        };
        let mover_kind = game
            .movers()
            .nth(last)
            .zip(game.position_at(last))
            .and_then(|(seat, before)| self.board.seats().get(before.person_of(seat)));
        mover_kind != Some(&SeatKind::ByLink)
    }

    /// Whether a hint may be asked now.
    pub fn can_hint(&self) -> bool {
        self.board.accepts_moves() && !self.dialog_open
    }

    /// Number of actions applied since the page loaded.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Number of moves of a damaged link that can be opened, if one was refused.
    pub fn salvageable_moves(&self) -> Option<usize> {
        self.salvage.as_ref().map(|r| r.game.moves().len())
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
        self.analysis.sync(self.board.game());
    }

    /// Asks the bot driver whether a bot should now think, and about which game.
    fn sync_bots(&mut self) {
        let live = self.board.is_live() && !self.dialog_open;
        self.bots.sync(self.board.game(), self.board.seats(), live);
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
            PageAction::ResumeKept => {
                if let Some(id) = self.kept.take() {
                    self.open_game(&id);
                    self.notices.retain(|n| n.kind != NoticeKind::Error);
                }
            }
            PageAction::OpenSalvaged => {
                if let Some(r) = self.salvage.take() {
                    self.load_new(r);
                    self.dialog_open = false;
                    self.notices.retain(|n| n.kind != NoticeKind::Error);
                }
            }
            PageAction::Notify(kind, message) => self.notify(kind, message),
            PageAction::Dismiss(id) => self.notices.retain(|n| n.id != id),
            PageAction::BotAnswer { id, mv, error } => self.bot_answer(id, mv, error),
            PageAction::PauseBots => self.bots.pause(),
            PageAction::ResumeBots => self.bots.resume(),
            PageAction::AskHint => {
                if self.can_hint() {
                    self.bots.ask_hint(self.board.game());
                }
            }
            PageAction::OpenGame(id) => self.open_game(&id),
            PageAction::Archive(id, archived) => {
                self.library.set_archived(&id, archived);
                self.library_epoch += 1;
            }
            PageAction::Delete(id) => {
                if id != self.current {
                    self.removed = self.library.remove(&id);
                    self.library.set_current(Some(self.current.clone()));
                    self.library_epoch += 1;
                }
            }
            PageAction::UndoDelete => {
                if let Some((index, entry)) = self.removed.take() {
                    self.library.restore_removed(index, entry);
                    self.library_epoch += 1;
                }
            }
            PageAction::Import(text) => self.import(&text),
            PageAction::StorageFailed(why) => {
                if !self.storage_failing {
                    self.storage_failing = true;
                    self.notify(NoticeKind::Error, Message::GamesNotStored(why));
                }
            }
            PageAction::StorageWorks => {
                if std::mem::take(&mut self.storage_failing) {
                    self.notices
                        .retain(|n| !matches!(n.message, Message::GamesNotStored(_)));
                }
            }
            PageAction::Analysis(action) => self.analysis_action(action),
        }
    }

    /// Puts a game of the library on the board.
    fn open_game(&mut self, id: &GameId) {
        if let Some(entry) = self.library.get(id).cloned() {
            self.load(entry.id, entry.saved);
            self.dialog_open = false;
        }
    }

    /// Reads a games file into the library with the rules links follow; a file that
    /// cannot be read changes nothing.
    fn import(&mut self, text: &str) {
        match crate::library::decode_library(text, &self.edition) {
            Err(e) => self.notify(NoticeKind::Error, Message::ImportRefused(e)),
            Ok(file) => {
                let (mut added, mut updated) = (0, 0);
                for entry in file.entries().iter().cloned() {
                    let fresh = self.new_id();
                    match self.library.receive(entry, || fresh).0 {
                        crate::library::Receipt::New | crate::library::Receipt::Diverged => {
                            added += 1
                        }
                        crate::library::Receipt::Updated => updated += 1,
                        crate::library::Receipt::Same | crate::library::Receipt::Older => {}
                    }
                }
                self.library.set_current(Some(self.current.clone()));
                self.library_epoch += 1;
                self.notify(NoticeKind::Info, Message::Imported { added, updated });
            }
        }
    }

    /// Starts the game `spec` asks for, or says why it cannot start.
    fn start(&mut self, spec: NewGame) {
        match new_game(&self.edition, &spec) {
            Ok(game) => {
                self.load_new(Restored {
                    game,
                    redo: Vec::new(),
                    seats: spec.seats,
                });
                self.dialog_open = false;
            }
            Err(e) => self.notify(NoticeKind::Error, Message::GameCannotStart(e)),
        }
    }

    /// The same players and variant again, the turn order turned by `turn` seats (each
    /// seat keeps its colour and who plays it). A game with the swap rule starts again
    /// as it began, before any swap: the people's colours and order at the start.
    fn rematch(&self, turn: usize) -> NewGame {
        let setup = self.game().rules().setup();
        let mut colours = setup.colours().to_vec();
        let mut seats = self.board.seats().to_vec();
        // The board keeps one kind per colour, so both lists have the game's length.
        let turn = turn % colours.len().max(1);
        colours.rotate_left(turn);
        seats.rotate_left(turn);
        NewGame {
            colours,
            seats,
            expert: setup.expert(),
            swap: setup.swap(),
        }
    }

    /// What the page does about a change on the board.
    fn after(&mut self, event: BoardEvent) {
        match event {
            BoardEvent::Unchanged => return,
            BoardEvent::Played { seat, .. } => {
                // A person moving after an undo is the go-ahead for the bots to answer.
                // After a swap the mover's colour is the other person's: ask the
                // position before the move who played it.
                let mover = self
                    .board
                    .game()
                    .position_at(self.board.game().moves().len() - 1)
                    .map_or(seat, |before| before.person_of(seat));
                if self
                    .board
                    .seats()
                    .get(mover)
                    .is_some_and(|k| k.plays_by_clicks())
                {
                    self.bots.resume();
                }
            }
            BoardEvent::Refused(e) => {
                self.notify(NoticeKind::Error, Message::MoveRefused(e));
                return;
            }
            // A bot to move would replay at once what was just taken back: bots wait
            // until a person moves or lets them play.
            BoardEvent::TakenBack => self.bots.pause(),
            BoardEvent::Redone => {}
            BoardEvent::RedoDropped(e) => {
                self.notify(NoticeKind::Error, Message::UndoneMovesDropped(e))
            }
        }
        self.touch();
    }

    /// Takes back the last move; against computer players, back to the last move a person
    /// made, so one undo gives the person their own move again.
    fn undo(&mut self) {
        if !self.can_undo() {
            return;
        }
        let board = Rc::make_mut(&mut self.board);
        let event = board.apply(BoardAction::Undo);
        let people_play = board.seats().iter().any(|k| k.plays_by_clicks());
        while people_play
            && event == BoardEvent::TakenBack
            && board.mover_kind().is_some_and(|k| !k.plays_by_clicks())
            && board.apply(BoardAction::Undo) == BoardEvent::TakenBack
        {}
        self.after(event);
    }

    fn bot_answer(&mut self, id: u64, mv: Option<Move>, error: Option<String>) {
        let reply = blockness_bot_worker::BotReply {
            id,
            mv,
            info: Default::default(),
            error,
        };
        match self.bots.receive(&reply, self.board.game()) {
            Outcome::Use(answer) => match answer.purpose {
                Purpose::Play => match Rc::make_mut(&mut self.board).play(answer.mv) {
                    BoardEvent::Played { .. } => {
                        Rc::make_mut(&mut self.board).mark_bot_move();
                        self.touch();
                    }
                    other => {
                        // Refused by the referee: say so and wait for the player.
                        self.after(other);
                        self.bots.pause();
                    }
                },
                Purpose::Hint => Rc::make_mut(&mut self.board).set_hint(answer.mv),
            },
            Outcome::Failed(why) => self.notify(NoticeKind::Error, Message::BotFailed(why)),
            Outcome::Stale => {}
        }
    }

    fn notify(&mut self, kind: NoticeKind, message: Message) {
        self.notices.push(Notice {
            id: self.next_notice,
            kind,
            message,
        });
        self.next_notice += 1;
    }

    /// The game changed through the player: from now on it is the one to keep.
    fn touch(&mut self) {
        self.persist = true;
        self.kept = None;
        self.game_epoch += 1;
        self.keep_in_library();
    }
}

#[cfg(test)]
mod tests;
