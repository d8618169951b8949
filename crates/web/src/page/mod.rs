//! The page reducer: the thin layer above the game's [`BoardState`].
//!
//! The board state owns the game, undo and replay, and the selection (see
//! [`crate::board`]). This layer owns what only the page has: the notices on screen, the
//! new-game dialog, whether and what to save, the saved game kept aside while a refused
//! link's stand-in board is shown, and the computer players ([`BotDriver`]). It reacts to
//! the [`BoardEvent`]s of the board: a person's move wakes the bots, an undo holds them,
//! every change of the game is saved.
//!
//! Plain Rust with no browser types, tested natively. Reading the address and storage at
//! load is [`PageState::boot`].

mod boot;
mod links;

use std::rc::Rc;
use std::sync::Arc;

use blockness_core::{encode_link, Colour, Edition, Game, Move, Setup, SetupError};

use crate::board::{BoardAction, BoardEvent, BoardState};
use crate::bot_driver::{BotDriver, Outcome, Purpose};
use crate::i18n::Message;
use crate::persist::{encode_saved, Restored};
use crate::seat::{address_text, decode_seat_code, SeatKind};

pub use boot::BootEffects;

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
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// The saved game, kept while a bad link's stand-in board is shown.
    kept: Option<Restored>,
    /// The readable part of a damaged link, offered to the player.
    salvage: Option<Restored>,
    /// Bumped whenever the game, its undone moves or its seats change: what depends on
    /// them only (the link, the saved text, the move list) is recomputed then.
    game_epoch: u64,
    /// Counts the actions applied, so the page can tell when it has caught up with the last one.
    revision: u64,
    /// The computer players: paused or not, and the question in the worker.
    bots: BotDriver,
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
        PageState {
            edition,
            board: Rc::new(BoardState::new(game, Vec::new(), spec.seats)),
            notices: Vec::new(),
            next_notice: 1,
            dialog_open: true,
            persist: true,
            kept: None,
            salvage: None,
            game_epoch: 0,
            revision: 0,
            bots: BotDriver::new(BOT_SEED),
        }
    }

    fn load(&mut self, restored: Restored) {
        self.salvage = None;
        self.board = Rc::new(BoardState::new(
            restored.game,
            restored.redo,
            restored.seats,
        ));
        self.persist = true;
        self.kept = None;
        self.game_epoch += 1;
        self.bots.resume();
    }

    /// The seats a link's seat code gives a `players`-seat game: all human without a
    /// code, and all human with a notice when the code is unreadable.
    fn seats_from_code(&mut self, code: Option<&str>, players: usize) -> Vec<SeatKind> {
        match code.map(|code| decode_seat_code(code, players)) {
            None => vec![SeatKind::Human; players],
            Some(Ok(seats)) => seats,
            Some(Err(e)) => {
                self.notify(NoticeKind::Error, Message::SeatCodeUnreadable(e));
                vec![SeatKind::Human; players]
            }
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

    /// What the address shows after `#`: the game's link text, and the seat code when
    /// any seat is a bot.
    pub fn link(&self) -> String {
        address_text(&encode_link(self.game()), self.board.seats())
    }

    /// The text to store for the game.
    pub fn saved_text(&self) -> String {
        encode_saved(self.game(), self.board.redo_moves(), self.board.seats())
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
                if let Some(r) = self.kept.take() {
                    self.load(r);
                    self.notices.retain(|n| n.kind != NoticeKind::Error);
                }
            }
            PageAction::OpenSalvaged => {
                if let Some(r) = self.salvage.take() {
                    self.load(r);
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
        }
    }

    /// Starts the game `spec` asks for, or says why it cannot start.
    fn start(&mut self, spec: NewGame) {
        match new_game(&self.edition, &spec) {
            Ok(game) => {
                self.load(Restored {
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

    /// The game changed through the player: from now on it is the one to save.
    fn touch(&mut self) {
        self.persist = true;
        self.kept = None;
        self.game_epoch += 1;
    }
}

#[cfg(test)]
mod tests;
