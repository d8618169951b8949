//! The whole state of the page in one reducer: the game, undone moves, the replay cursor,
//! the player's current selection and the notices on screen.
//!
//! Plain Rust with no browser types, so the logic is tested natively. Every rule question
//! goes to the core ([`Game`], [`Rules`](blockness_core::Rules)); this module only keeps
//! track of what the player has clicked.

use std::collections::BTreeSet;
use std::sync::Arc;

use blockness_core::{
    decode_link, encode_link, Cell, Colour, Edition, Game, Move, Phase, Segment, Setup, SetupError,
};

use crate::bot_driver::{BotDriver, Outcome, Purpose};
use crate::i18n::Message;
use crate::persist::{decode_saved, encode_saved, Restored, SET_ASIDE_KEY};
use crate::seat::{address_text, decode_seat_code, split_address, SeatKind};

/// Base seed of the bots' random choices; each question mixes in its own number.
const BOT_SEED: u64 = 0x0B10_C4E5;

/// What the player has picked so far on the turn being played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// The start cell chosen (during setup: the head's cell).
    pub start: Option<Cell>,
    /// A segment chosen in the tray, which narrows the highlights to its shape.
    pub piece: Option<usize>,
    /// When a second foot was chosen that several segments (or both ends) fit: the
    /// moves to pick from in the tray.
    pub choices: Vec<Move>,
}

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
}

/// Everything that can happen on the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A hole of the loch was clicked or tapped.
    ClickCell(Cell),
    /// A segment of `seat`'s tray was clicked.
    ClickPiece {
        /// Whose tray.
        seat: usize,
        /// Index in the colour's set.
        piece: usize,
    },
    /// One of several offered moves was picked.
    Choose(Move),
    /// The pointer is on a cell (or left the board): explain that cell.
    Point(Option<Cell>),
    /// Drop the selection (Escape).
    Cancel,
    /// Take back the last move.
    Undo,
    /// Play the last undone move again.
    Redo,
    /// Show the position after this many moves (read-only when earlier than the last).
    ViewAt(usize),
    /// Step the replay back one move.
    ViewPrev,
    /// Step the replay forward one move.
    ViewNext,
    /// Leave the replay and continue the game from the position shown; the later moves
    /// become undone moves, so nothing is lost.
    ContinueFromHere,
    /// Open the new-game dialog.
    OpenDialog,
    /// Close it without starting.
    CloseDialog,
    /// Start a new game.
    Start(NewGame),
    /// A new game with the same seats and variant.
    Rematch,
    /// Open a game link (the text after `#`), e.g. pasted into the address bar.
    OpenLink(String),
    /// Bring back the saved game kept aside while a bad link's fresh board was shown.
    ResumeKept,
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

/// What the page should do with storage once it has read it at start.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BootEffects {
    /// Move the unreadable saved text to [`SET_ASIDE_KEY`].
    pub set_aside_saved: bool,
}

/// The state of the page.
#[derive(Clone, Debug)]
pub struct AppState {
    edition: Arc<Edition>,
    game: Game,
    /// Undone moves, next to redo first.
    redo: Vec<Move>,
    seats: Vec<SeatKind>,
    /// `Some(n)`: the position after `n` moves is shown, read-only (`n` < moves played).
    view: Option<usize>,
    selection: Selection,
    /// The cell the pointer is on, for explanations.
    pointed: Option<Cell>,
    notices: Vec<Notice>,
    next_notice: u64,
    dialog_open: bool,
    /// False while the board is a stand-in shown after a bad link: it is not saved
    /// (so the saved game is not overwritten) until the player plays on it.
    persist: bool,
    /// The saved game, kept while a bad link's stand-in board is shown.
    kept: Option<Restored>,
    /// Bumped when the address shows something other than the game (a refused link was
    /// pasted), so the page writes the game's link back even though the game is unchanged.
    address_epoch: u64,
    /// The last change to the game was an undo (the live region says so).
    undone_last: bool,
    /// Counts the actions applied, so the page can tell when it has caught up with the last one.
    revision: u64,
    /// The computer players: paused or not, and the question in the worker.
    bots: BotDriver,
    /// A suggested move and the moves of the game it was found for.
    hint: Option<(Vec<Move>, Move)>,
    /// Number of moves after the last move a bot played (so it is marked while it is
    /// the last move on the board).
    bot_moved_at: Option<usize>,
}

/// Starts a game, or says why the setup is refused.
fn new_game(edition: &Arc<Edition>, spec: &NewGame) -> Result<Game, SetupError> {
    let players = spec.colours.len();
    let setup = Setup::new(edition, players, Some(spec.colours.clone()), spec.expert)?;
    Ok(Game::new(Arc::clone(edition), setup))
}

impl AppState {
    /// A fresh two-player base game with the new-game dialog open.
    pub fn fresh(edition: Arc<Edition>) -> AppState {
        let spec = NewGame {
            colours: edition.colours()[..2].to_vec(),
            seats: vec![SeatKind::Human; 2],
            expert: false,
        };
        let game = new_game(&edition, &spec).unwrap_or_else(|_| {
            // The built-in edition always has two colours; an edition without them
            // could not be loaded in the first place.
            Game::new(
                Arc::clone(&edition),
                Setup::new(&edition, 2, None, false).expect("an edition has two colours"),
            )
        });
        AppState {
            edition,
            game,
            redo: Vec::new(),
            seats: spec.seats,
            view: None,
            selection: Selection::default(),
            pointed: None,
            notices: Vec::new(),
            next_notice: 1,
            dialog_open: true,
            persist: true,
            kept: None,
            address_epoch: 0,
            undone_last: false,
            revision: 0,
            bots: BotDriver::new(BOT_SEED),
            hint: None,
            bot_moved_at: None,
        }
    }

    /// The state at page load, from the address's link text (`hash`, without `#`) and the
    /// saved text in storage. A good link wins; a bad link shows a message and a new game
    /// without touching the saved one; unreadable saved data is reported and set aside.
    pub fn boot(edition: Arc<Edition>, hash: &str, saved: Option<&str>) -> (AppState, BootEffects) {
        let mut state = AppState::fresh(Arc::clone(&edition));
        let mut effects = BootEffects::default();
        let restored = match saved.map(|text| decode_saved(text, Arc::clone(&edition))) {
            None => None,
            Some(Ok(r)) => Some(r),
            Some(Err(e)) => {
                effects.set_aside_saved = true;
                state.notify(
                    NoticeKind::Error,
                    Message::SavedGameSetAside {
                        error: e,
                        key: SET_ASIDE_KEY,
                    },
                );
                None
            }
        };
        let hash = hash.trim_start_matches('#');
        let (link, seat_code) = split_address(hash);
        if !hash.is_empty() {
            match decode_link(link, Arc::clone(&edition)) {
                Ok(game) => {
                    state.dialog_open = false;
                    let seats = state.seats_from_code(seat_code, game.rules().players());
                    match restored {
                        // The page was reloaded: storage has the same game and its undone moves.
                        Some(r) if encode_link(&r.game) == link && r.seats == seats => {
                            state.load(r)
                        }
                        _ => state.load(Restored {
                            game,
                            redo: Vec::new(),
                            seats,
                        }),
                    }
                }
                Err(e) => {
                    state.dialog_open = false;
                    state.persist = false;
                    state.notify(
                        NoticeKind::Error,
                        Message::LinkRefusedAtLoad {
                            error: e,
                            kept: restored.is_some(),
                        },
                    );
                    state.kept = restored;
                }
            }
        } else if let Some(r) = restored {
            state.dialog_open = false;
            state.load(r);
        }
        state.sync_bots();
        (state, effects)
    }

    fn load(&mut self, restored: Restored) {
        self.game = restored.game;
        self.redo = restored.redo;
        self.seats = restored.seats;
        self.view = None;
        self.selection = Selection::default();
        self.persist = true;
        self.kept = None;
        self.hint = None;
        self.bot_moved_at = None;
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

    /// The game, with every move played (also those after a replayed position).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Undone moves, next to redo first.
    pub fn redo_moves(&self) -> &[Move] {
        &self.redo
    }

    /// Kind of each seat.
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// The current selection.
    pub fn selection(&self) -> &Selection {
        &self.selection
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

    /// The cell the pointer is on.
    pub fn pointed(&self) -> Option<Cell> {
        self.pointed
    }

    /// What the address shows after `#`: the game's link text, and the seat code when
    /// any seat is a bot.
    pub fn link(&self) -> String {
        address_text(&encode_link(&self.game), &self.seats)
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

    /// Whether any seat is played by a bot.
    pub fn has_bots(&self) -> bool {
        self.seats.iter().any(|k| k.level().is_some())
    }

    /// Whether the bots wait for the player's go-ahead (after an undo, or paused).
    pub fn bots_paused(&self) -> bool {
        self.bots.is_paused()
    }

    /// Whether the seat to move is a bot held by the pause: the page offers to let it play.
    pub fn bot_waiting(&self) -> bool {
        self.bots.is_paused()
            && self.is_live()
            && self
                .game
                .to_move()
                .and_then(|s| self.seats.get(s))
                .is_some_and(|k| k.level().is_some())
    }

    /// The suggested move, while it still fits the game on the board.
    pub fn hint(&self) -> Option<Move> {
        match &self.hint {
            Some((moves, mv)) if self.is_live() && moves.as_slice() == self.game.moves() => {
                Some(*mv)
            }
            _ => None,
        }
    }

    /// The last move on the board, when a bot played it (marked for the watcher).
    pub fn last_bot_move(&self) -> Option<Move> {
        let n = self.bot_moved_at?;
        (self.is_live() && self.game.moves().len() == n)
            .then(|| self.game.moves().last().copied())
            .flatten()
    }

    /// Whether the last change to the game's moves took one back.
    pub fn undone_last(&self) -> bool {
        self.undone_last
    }

    /// Number of actions applied since the page loaded.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Changes whenever the address must be rewritten with the game's link.
    pub fn address_epoch(&self) -> u64 {
        self.address_epoch
    }

    /// The text to store for the game.
    pub fn saved_text(&self) -> String {
        encode_saved(&self.game, &self.redo, &self.seats)
    }

    /// Number of moves whose position is on the board.
    pub fn shown_moves(&self) -> usize {
        self.view.unwrap_or(self.game.moves().len())
    }

    /// Whether the board shows the game as it stands (not an earlier position).
    pub fn is_live(&self) -> bool {
        self.view.is_none()
    }

    /// Whether the board takes moves now: live, not over, and the seat to move plays by clicks.
    pub fn accepts_moves(&self) -> bool {
        self.is_live()
            && self
                .game
                .to_move()
                .is_some_and(|s| self.seats.get(s).is_some_and(|k| k.plays_by_clicks()))
    }

    /// Whether undo has a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.game.moves().is_empty()
    }

    /// Whether redo has a move to play.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The segment shape of `piece` in `seat`'s set.
    pub fn shape(&self, seat: usize, piece: usize) -> Option<Segment> {
        self.game.rules().set(seat).get(piece).copied()
    }

    fn move_shape(&self, seat: usize, mv: &Move) -> Option<Segment> {
        match *mv {
            Move::Start { .. } => self.shape(seat, 0),
            Move::Extend { piece, .. } => self.shape(seat, usize::from(piece)),
        }
    }

    /// The legal moves of the seat to move, narrowed to the shape chosen in the tray.
    pub fn candidate_moves(&self) -> Vec<Move> {
        let Some(seat) = self.game.to_move().filter(|_| self.accepts_moves()) else {
            return Vec::new();
        };
        let wanted = self.selection.piece.and_then(|p| self.shape(seat, p));
        self.game
            .legal_moves()
            .into_iter()
            .filter(|m| wanted.is_none() || self.move_shape(seat, m) == wanted)
            .collect()
    }

    /// Cells to highlight as start cells (`legal-start`) and as second feet (`legal-end`).
    pub fn highlights(&self) -> (BTreeSet<Cell>, BTreeSet<Cell>) {
        let moves = self.candidate_moves();
        if !self.selection.choices.is_empty() {
            let ends = self.selection.choices.iter().map(|m| m.feet().1).collect();
            return (BTreeSet::new(), ends);
        }
        match self.selection.start {
            Some(start) => {
                let ends = moves
                    .iter()
                    .map(Move::feet)
                    .filter(|&(a, _)| a == start)
                    .map(|(_, b)| b)
                    .collect();
                (BTreeSet::new(), ends)
            }
            None => (moves.iter().map(|m| m.feet().0).collect(), BTreeSet::new()),
        }
    }

    // ----- the reducer -----

    /// Applies one action.
    pub fn apply(&mut self, action: Action) {
        self.revision += 1;
        let before = self.game.moves().len();
        self.apply_action(action);
        let after = self.game.moves().len();
        if after != before {
            self.undone_last = after < before;
        }
        self.sync_bots();
    }

    /// Asks the bot driver whether a bot should now think, and about which game.
    fn sync_bots(&mut self) {
        let live = self.is_live() && !self.dialog_open;
        self.bots.sync(&self.game, &self.seats, live);
    }

    fn apply_action(&mut self, action: Action) {
        match action {
            Action::ClickCell(cell) => self.click_cell(cell),
            Action::ClickPiece { seat, piece } => self.click_piece(seat, piece),
            Action::Choose(mv) => {
                if self.selection.choices.contains(&mv) {
                    self.play(mv);
                }
            }
            Action::Point(cell) => self.pointed = cell,
            Action::Cancel => self.selection = Selection::default(),
            Action::Undo => {
                self.view = None;
                self.selection = Selection::default();
                if let Some(mv) = self.game.undo() {
                    self.redo.insert(0, mv);
                    self.touch();
                    // A bot to move would replay at once what was just taken back: bots wait
                    // until a person moves or lets them play.
                    self.bots.pause();
                }
            }
            Action::Redo => {
                self.view = None;
                self.selection = Selection::default();
                if !self.redo.is_empty() {
                    let mv = self.redo.remove(0);
                    if let Err(e) = self.game.play(mv) {
                        self.redo.clear();
                        self.notify(NoticeKind::Error, Message::UndoneMovesDropped(e));
                    }
                    self.touch();
                }
            }
            Action::ViewAt(n) => self.view_at(n),
            Action::ViewPrev => self.view_at(self.shown_moves().saturating_sub(1)),
            Action::ViewNext => self.view_at(self.shown_moves() + 1),
            Action::ContinueFromHere => {
                if let Some(n) = self.view.take() {
                    let mut later = self.game.moves()[n..].to_vec();
                    self.game.undo_to(n);
                    later.append(&mut self.redo);
                    self.redo = later;
                    self.touch();
                    self.bots.pause();
                }
            }
            Action::OpenDialog => self.dialog_open = true,
            Action::CloseDialog => self.dialog_open = false,
            Action::Start(spec) => match new_game(&self.edition, &spec) {
                Ok(game) => {
                    let seats = if spec.seats.len() == spec.colours.len() {
                        spec.seats
                    } else {
                        vec![SeatKind::Human; spec.colours.len()]
                    };
                    self.load(Restored {
                        game,
                        redo: Vec::new(),
                        seats,
                    });
                    self.dialog_open = false;
                }
                Err(e) => self.notify(NoticeKind::Error, Message::GameCannotStart(e)),
            },
            Action::Rematch => {
                let setup = self.game.rules().setup().clone();
                let game = Game::new(Arc::clone(&self.edition), setup);
                let seats = self.seats.clone();
                self.load(Restored {
                    game,
                    redo: Vec::new(),
                    seats,
                });
            }
            Action::OpenLink(text) => {
                let text = text.trim_start_matches('#');
                if text.is_empty() || text == self.link() {
                    return;
                }
                let (link, seat_code) = split_address(text);
                match decode_link(link, Arc::clone(&self.edition)) {
                    Ok(game) => {
                        let seats = self.seats_from_code(seat_code, game.rules().players());
                        self.load(Restored {
                            game,
                            redo: Vec::new(),
                            seats,
                        });
                        self.dialog_open = false;
                    }
                    Err(e) => {
                        self.notify(NoticeKind::Error, Message::LinkRefused(e));
                        self.address_epoch += 1;
                    }
                }
            }
            Action::ResumeKept => {
                if let Some(r) = self.kept.take() {
                    self.load(r);
                    self.notices.retain(|n| n.kind != NoticeKind::Error);
                }
            }
            Action::Notify(kind, message) => self.notify(kind, message),
            Action::Dismiss(id) => self.notices.retain(|n| n.id != id),
            Action::BotAnswer { id, mv, error } => self.bot_answer(id, mv, error),
            Action::PauseBots => self.bots.pause(),
            Action::ResumeBots => self.bots.resume(),
            Action::AskHint => {
                if self.accepts_moves() && !self.dialog_open {
                    self.bots.ask_hint(&self.game);
                }
            }
        }
    }

    fn bot_answer(&mut self, id: u64, mv: Option<Move>, error: Option<String>) {
        let reply = blockness_bot_worker::BotReply {
            id,
            mv,
            info: Default::default(),
            error,
        };
        match self.bots.receive(&reply, &self.game) {
            Outcome::Use(answer) => match answer.purpose {
                Purpose::Play => {
                    let before = self.game.moves().len();
                    self.play(answer.mv);
                    if self.game.moves().len() > before {
                        self.bot_moved_at = Some(self.game.moves().len());
                    } else {
                        // Refused by the referee (noticed by `play`): wait for the player.
                        self.bots.pause();
                    }
                }
                Purpose::Hint => self.hint = Some((self.game.moves().to_vec(), answer.mv)),
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
    }

    fn view_at(&mut self, n: usize) {
        self.selection = Selection::default();
        self.view = (n < self.game.moves().len()).then_some(n);
    }

    fn play(&mut self, mv: Move) {
        let mover = self.game.to_move().and_then(|s| self.seats.get(s).copied());
        match self.game.play(mv) {
            Ok(()) => {
                // A person moving after an undo is the go-ahead for the bots to answer.
                if mover.is_some_and(SeatKind::plays_by_clicks) {
                    self.bots.resume();
                }
                // Playing the move that redo would play keeps the rest of the undone line.
                if self.redo.first() == Some(&mv) {
                    self.redo.remove(0);
                } else {
                    self.redo.clear();
                }
                self.selection = Selection::default();
                self.touch();
            }
            Err(e) => self.notify(NoticeKind::Error, Message::MoveRefused(e)),
        }
    }

    fn click_cell(&mut self, cell: Cell) {
        self.pointed = Some(cell);
        if !self.accepts_moves() {
            return;
        }
        self.selection.choices.clear();
        if self.selection.start == Some(cell) {
            self.selection.start = None;
            return;
        }
        let moves = self.candidate_moves();
        if let Some(start) = self.selection.start {
            let fitting: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| m.feet() == (start, cell))
                .collect();
            match fitting.len() {
                0 => {}
                1 => return self.play(fitting[0]),
                _ => {
                    self.selection.choices = fitting;
                    return;
                }
            }
        }
        if moves.iter().any(|m| m.feet().0 == cell) {
            self.selection.start = Some(cell);
        } else if self.selection.piece.is_some()
            && self.game.legal_moves().iter().any(|m| m.feet().0 == cell)
        {
            // A start cell of another segment: follow the player and drop the tray filter.
            self.selection.piece = None;
            self.selection.start = Some(cell);
        }
    }

    fn click_piece(&mut self, seat: usize, piece: usize) {
        if !self.accepts_moves() || self.game.to_move() != Some(seat) {
            return;
        }
        if self.game.phase() != Phase::Play {
            return;
        }
        let Some(shape) = self.shape(seat, piece) else {
            return;
        };
        if !self.game.position().in_reserve(seat, piece) {
            return;
        }
        if !self.selection.choices.is_empty() {
            let picked: Vec<Move> = self
                .selection
                .choices
                .iter()
                .copied()
                .filter(|m| self.move_shape(seat, m) == Some(shape))
                .collect();
            match picked.len() {
                0 => {}
                1 => self.play(picked[0]),
                // The same segment fits from both ends: the player picks the end next.
                _ => self.selection.choices = picked,
            }
            return;
        }
        let current = self.selection.piece.and_then(|p| self.shape(seat, p));
        if current == Some(shape) {
            self.selection.piece = None;
            return;
        }
        self.selection.piece = Some(piece);
        if let Some(start) = self.selection.start {
            if !self.candidate_moves().iter().any(|m| m.feet().0 == start) {
                self.selection.start = None;
            }
        }
    }

    /// A board for a prepared game, such as a lesson's: every seat played by clicks, the
    /// dialog closed, and not marked for saving (the page saves only its own game).
    pub fn prepared(edition: Arc<Edition>, game: Game) -> AppState {
        let mut state = AppState::fresh(edition);
        state.seats = vec![SeatKind::Human; game.rules().players()];
        state.game = game;
        state.dialog_open = false;
        state.persist = false;
        state.sync_bots();
        state
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use blockness_core::Phase;

    fn edition() -> Arc<Edition> {
        Arc::new(Edition::standard())
    }

    fn two_players() -> AppState {
        let mut s = AppState::fresh(edition());
        s.apply(Action::Start(NewGame {
            colours: vec![Colour::Orange, Colour::Green],
            seats: vec![SeatKind::Human; 2],
            expert: false,
        }));
        s
    }

    /// Plays the first legal start and first legal end, as the e2e tests do.
    fn click_first(s: &mut AppState) {
        let (starts, _) = s.highlights();
        let start = *starts.iter().next().expect("a start cell");
        s.apply(Action::ClickCell(start));
        let (_, ends) = s.highlights();
        let end = *ends.iter().next().expect("a second foot");
        s.apply(Action::ClickCell(end));
        if let Some(&mv) = s.selection().choices.first() {
            s.apply(Action::Choose(mv));
        }
    }

    /// Both starters in open water: orange e5-e7, green h4-h7.
    fn after_setup() -> AppState {
        let mut s = two_players();
        for (head, tail) in [((4, 4), (4, 6)), ((7, 3), (7, 6))] {
            s.apply(Action::ClickCell(Cell::new(head.0, head.1)));
            s.apply(Action::ClickCell(Cell::new(tail.0, tail.1)));
        }
        assert_eq!(s.game().phase(), Phase::Play);
        s
    }

    #[test]
    fn setup_highlights_head_cells_then_tail_cells() {
        let mut s = two_players();
        assert!(!s.dialog_open());
        let (starts, ends) = s.highlights();
        assert!(ends.is_empty());
        assert_eq!(starts, s.game().legal_starts().into_iter().collect());
        let head = *starts.iter().next().unwrap();
        s.apply(Action::ClickCell(head));
        let (starts, ends) = s.highlights();
        assert!(starts.is_empty());
        let expected: BTreeSet<Cell> = s.game().legal_second_feet(head).into_keys().collect();
        assert_eq!(ends, expected);
        let tail = *ends.iter().next().unwrap();
        s.apply(Action::ClickCell(tail));
        assert_eq!(s.game().moves(), &[Move::Start { head, tail }]);
        assert_eq!(s.selection(), &Selection::default());
    }

    #[test]
    fn after_setup_six_start_cells_and_the_engines_second_feet() {
        let mut s = after_setup();
        let (starts, _) = s.highlights();
        assert_eq!(starts.len(), 6);
        for &start in &starts {
            s.apply(Action::ClickCell(start));
            let (_, ends) = s.highlights();
            let expected: BTreeSet<Cell> = s.game().legal_second_feet(start).into_keys().collect();
            assert_eq!(ends, expected);
            s.apply(Action::Cancel);
        }
    }

    #[test]
    fn clicking_the_start_again_cancels() {
        let mut s = after_setup();
        let start = *s.highlights().0.iter().next().unwrap();
        s.apply(Action::ClickCell(start));
        assert_eq!(s.selection().start, Some(start));
        s.apply(Action::ClickCell(start));
        assert_eq!(s.selection().start, None);
        assert_eq!(s.highlights().0.len(), 6);
    }

    #[test]
    fn a_tray_segment_narrows_the_highlights_to_its_shape() {
        let mut s = after_setup();
        let seat = s.game().to_move().unwrap();
        let piece = s.game().playable_pieces()[0];
        let shape = s.shape(seat, piece).unwrap();
        s.apply(Action::ClickPiece { seat, piece });
        let (starts, _) = s.highlights();
        let expected: BTreeSet<Cell> = s
            .game()
            .legal_moves()
            .iter()
            .filter(|m| matches!(m, Move::Extend { piece: p, .. } if s.shape(seat, usize::from(*p)) == Some(shape)))
            .map(|m| m.feet().0)
            .collect();
        assert_eq!(starts, expected);
        // Clicking it again lifts the filter.
        s.apply(Action::ClickPiece { seat, piece });
        assert_eq!(s.selection().piece, None);
    }

    #[test]
    fn a_second_foot_that_several_segments_fit_offers_a_choice() {
        let mut s = after_setup();
        let start = *s.highlights().0.iter().next().unwrap();
        s.apply(Action::ClickCell(start));
        let feet = s.game().legal_second_feet(start);
        let (&to, options) = feet
            .iter()
            .find(|(_, v)| v.len() > 1)
            .expect("a shared foot");
        let options = options.clone();
        s.apply(Action::ClickCell(to));
        assert_eq!(s.game().moves().len(), 2, "nothing played yet");
        assert_eq!(s.selection().choices, options);
        let Move::Extend { piece, .. } = options[1] else {
            panic!("an extension")
        };
        let seat = s.game().to_move().unwrap();
        s.apply(Action::ClickPiece {
            seat,
            piece: usize::from(piece),
        });
        assert_eq!(s.game().moves().last(), Some(&options[1]));
    }

    #[test]
    fn undo_and_redo_keep_the_line() {
        let mut s = after_setup();
        click_first(&mut s);
        let line = s.game().moves().to_vec();
        s.apply(Action::Undo);
        s.apply(Action::Undo);
        assert_eq!(s.game().moves(), &line[..1]);
        assert_eq!(s.redo_moves(), &line[1..]);
        s.apply(Action::Redo);
        assert_eq!(s.game().moves(), &line[..2]);
        // Playing the same move as redo would keeps the rest of the line.
        let (start, to) = line[2].feet();
        s.apply(Action::ClickCell(start));
        s.apply(Action::ClickCell(to));
        if !s.selection().choices.is_empty() {
            s.apply(Action::Choose(line[2]));
        }
        assert_eq!(s.game().moves(), &line[..]);
        assert!(s.redo_moves().is_empty());
    }

    #[test]
    fn another_move_drops_the_undone_line() {
        let mut s = after_setup();
        click_first(&mut s);
        s.apply(Action::Undo);
        assert!(s.can_redo());
        let other = s
            .game()
            .legal_moves()
            .into_iter()
            .rfind(|m| Some(m) != s.redo_moves().first())
            .unwrap();
        let (a, b) = other.feet();
        s.apply(Action::ClickCell(a));
        s.apply(Action::ClickCell(b));
        if !s.selection().choices.is_empty() {
            s.apply(Action::Choose(other));
        }
        assert_eq!(s.game().moves().last(), Some(&other));
        assert!(!s.can_redo());
    }

    #[test]
    fn replay_is_read_only_and_continuing_keeps_later_moves() {
        let mut s = after_setup();
        click_first(&mut s);
        click_first(&mut s);
        let line = s.game().moves().to_vec();
        s.apply(Action::ViewAt(1));
        assert!(!s.is_live());
        assert_eq!(s.shown_moves(), 1);
        assert!(s.highlights().0.is_empty(), "no highlights in a replay");
        s.apply(Action::ClickCell(Cell::new(5, 5)));
        assert_eq!(s.game().moves(), &line[..]);
        s.apply(Action::ViewPrev);
        assert_eq!(s.shown_moves(), 0);
        s.apply(Action::ViewPrev);
        assert_eq!(s.shown_moves(), 0);
        s.apply(Action::ViewNext);
        s.apply(Action::ViewNext);
        assert_eq!(s.shown_moves(), 2);
        s.apply(Action::ContinueFromHere);
        assert!(s.is_live());
        assert_eq!(s.game().moves(), &line[..2]);
        assert_eq!(s.redo_moves(), &line[2..]);
        s.apply(Action::ViewAt(99));
        assert!(s.is_live());
    }

    #[test]
    fn boot_resumes_the_saved_game_and_a_reload_keeps_redo() {
        let mut s = after_setup();
        click_first(&mut s);
        s.apply(Action::Undo);
        let saved = s.saved_text();
        let (back, fx) = AppState::boot(edition(), "", Some(&saved));
        assert_eq!(fx, BootEffects::default());
        assert_eq!(back.game().moves(), s.game().moves());
        assert_eq!(back.redo_moves(), s.redo_moves());
        let (reload, _) = AppState::boot(edition(), &format!("#{}", s.link()), Some(&saved));
        assert_eq!(reload.redo_moves(), s.redo_moves());
        assert!(reload.notices().is_empty());
    }

    #[test]
    fn boot_with_a_good_link_shows_that_game() {
        let mut s = after_setup();
        click_first(&mut s);
        let (opened, _) = AppState::boot(edition(), &s.link(), None);
        assert_eq!(opened.game().moves(), s.game().moves());
        assert!(!opened.dialog_open());
        assert!(opened.should_persist());
    }

    #[test]
    fn boot_with_a_bad_link_explains_and_keeps_the_saved_game() {
        let saved = after_setup().saved_text();
        let (s, fx) = AppState::boot(edition(), "1AQI", Some(&saved));
        assert!(!fx.set_aside_saved);
        assert_eq!(s.notices().len(), 1);
        assert!(
            s.notices()[0].message.text(Lang::En).contains("cut short"),
            "{:?}",
            s.notices()
        );
        assert!(!s.should_persist());
        assert_eq!(s.game().moves().len(), 0);
        assert_eq!(s.highlights().0.len(), s.game().legal_starts().len());
        assert!(s.has_kept_game());
        let mut s = s;
        s.apply(Action::ResumeKept);
        assert_eq!(s.game().moves().len(), 2);
        assert!(s.should_persist());
    }

    #[test]
    fn boot_with_corrupt_saved_data_reports_and_sets_it_aside() {
        let (s, fx) = AppState::boot(edition(), "", Some("{not json"));
        assert!(fx.set_aside_saved);
        assert_eq!(s.notices().len(), 1);
        assert!(s.notices()[0].message.text(Lang::En).contains("set aside"));
        assert!(s.should_persist());
    }

    #[test]
    fn a_refused_pasted_link_keeps_the_game_and_restores_the_address() {
        let mut s = after_setup();
        let link = s.link();
        s.apply(Action::OpenLink("#1zzz".into()));
        assert_eq!(s.link(), link);
        assert_eq!(s.address_epoch(), 1);
        assert!(s.notices()[0].message.text(Lang::En).contains("unchanged"));
        let other = two_players().link();
        s.apply(Action::OpenLink(other.clone()));
        assert_eq!(s.link(), other);
    }

    #[test]
    fn rematch_keeps_the_setup() {
        let mut s = AppState::fresh(edition());
        s.apply(Action::Start(NewGame {
            colours: vec![Colour::Black, Colour::Purple, Colour::Orange],
            seats: vec![SeatKind::Human; 3],
            expert: true,
        }));
        click_first(&mut s);
        s.apply(Action::Rematch);
        assert!(s.game().moves().is_empty());
        assert_eq!(
            s.game().rules().setup().colours(),
            &[Colour::Black, Colour::Purple, Colour::Orange]
        );
        assert!(s.game().rules().setup().expert());
    }

    #[test]
    fn a_refused_setup_is_a_notice() {
        let mut s = AppState::fresh(edition());
        s.apply(Action::Start(NewGame {
            colours: vec![Colour::Green, Colour::Green],
            seats: vec![SeatKind::Human; 2],
            expert: false,
        }));
        assert!(s.dialog_open());
        assert!(s.notices()[0].message.text(Lang::En).contains("Green"));
    }

    #[test]
    fn a_whole_game_by_first_clicks_reaches_the_end() {
        let mut s = two_players();
        let mut guard = 0;
        while s.game().phase() != Phase::Over {
            click_first(&mut s);
            guard += 1;
            assert!(guard < 100, "the game should end");
        }
        assert!(s.game().ranking().is_some());
    }

    // ----- computer players -----

    use blockness_bots::Level;

    fn human_vs(level: Level) -> AppState {
        let mut s = AppState::fresh(edition());
        s.apply(Action::Start(NewGame {
            colours: vec![Colour::Orange, Colour::Green],
            seats: vec![SeatKind::Human, SeatKind::Bot(level)],
            expert: false,
        }));
        s
    }

    /// Answers the bot's pending question with the first legal move, as the worker would.
    fn answer_first(s: &mut AppState) -> Move {
        let id = s.bot_request().expect("a question is pending").id;
        let mv = s.game().legal_moves()[0];
        s.apply(Action::BotAnswer {
            id,
            mv: Some(mv),
            error: None,
        });
        mv
    }

    #[test]
    fn the_bot_is_asked_after_the_person_moves_and_its_answer_is_played() {
        let mut s = human_vs(Level::Strong);
        assert_eq!(s.bot_request(), None, "the person starts");
        click_first(&mut s);
        assert!(s.bot_thinking());
        assert!(!s.accepts_moves(), "no clicks for the bot's seat");
        let request = s.bot_request().unwrap().clone();
        assert_eq!(request.level, Level::Strong);
        let mv = answer_first(&mut s);
        assert_eq!(s.game().moves().last(), Some(&mv));
        assert_eq!(s.last_bot_move(), Some(mv));
        assert!(s.board_model().arches.iter().any(|a| a.by_bot));
        assert_eq!(s.bot_request(), None);
        assert!(s.accepts_moves());
        // The address carries the seats.
        assert!(s.link().ends_with("~hs"), "{}", s.link());
    }

    #[test]
    fn undo_holds_the_bot_until_the_person_moves_or_lets_it_play() {
        let mut s = human_vs(Level::Easy);
        click_first(&mut s);
        answer_first(&mut s);
        s.apply(Action::Undo);
        assert_eq!(s.game().moves().len(), 1);
        assert!(s.bot_waiting());
        assert_eq!(
            s.bot_request(),
            None,
            "the bot does not replay the undone move"
        );
        s.apply(Action::ResumeBots);
        assert!(s.bot_thinking());
        answer_first(&mut s);
        // Back to the person's move: after their move the bot answers again by itself.
        s.apply(Action::Undo);
        s.apply(Action::Undo);
        assert!(s.bots_paused());
        assert!(!s.bot_waiting(), "a person is to move");
        click_first(&mut s);
        assert!(s.bot_thinking());
    }

    #[test]
    fn an_answer_after_an_undo_is_ignored() {
        let mut s = human_vs(Level::Strong);
        click_first(&mut s);
        let id = s.bot_request().unwrap().id;
        let mv = s.game().legal_moves()[0];
        s.apply(Action::Undo);
        s.apply(Action::BotAnswer {
            id,
            mv: Some(mv),
            error: None,
        });
        assert!(s.game().moves().is_empty(), "the stale answer is dropped");
        assert!(s.notices().is_empty());
    }

    #[test]
    fn a_failed_answer_is_told_and_the_bot_waits() {
        let mut s = human_vs(Level::Medium);
        click_first(&mut s);
        let id = s.bot_request().unwrap().id;
        s.apply(Action::BotAnswer {
            id,
            mv: None,
            error: Some("the worker broke".into()),
        });
        assert_eq!(s.game().moves().len(), 1);
        assert!(s.notices()[0]
            .message
            .text(Lang::En)
            .contains("the worker broke"));
        assert!(s.bot_waiting());
    }

    #[test]
    fn bots_alone_play_on_until_paused() {
        let mut s = AppState::fresh(edition());
        s.apply(Action::Start(NewGame {
            colours: vec![Colour::Orange, Colour::Green],
            seats: vec![SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)],
            expert: false,
        }));
        for _ in 0..4 {
            answer_first(&mut s);
        }
        assert_eq!(s.game().moves().len(), 4);
        s.apply(Action::PauseBots);
        assert_eq!(s.bot_request(), None);
        s.apply(Action::ResumeBots);
        assert!(s.bot_thinking());
        // Opening the dialog holds the bots; closing it lets them go on.
        s.apply(Action::OpenDialog);
        assert_eq!(s.bot_request(), None);
        s.apply(Action::CloseDialog);
        assert!(s.bot_thinking());
    }

    #[test]
    fn a_hint_is_shown_for_its_position_only_and_never_played() {
        let mut s = after_setup();
        s.apply(Action::AskHint);
        assert!(s.hint_pending());
        let id = s.bot_request().unwrap().id;
        let hinted = s.game().legal_moves()[2];
        s.apply(Action::BotAnswer {
            id,
            mv: Some(hinted),
            error: None,
        });
        assert_eq!(s.hint(), Some(hinted));
        assert_eq!(s.game().moves().len(), 2);
        let board = s.board_model();
        let (from, to) = hinted.feet();
        assert!(board.cells.iter().any(|c| c.cell == from && c.hint_start));
        assert!(board.cells.iter().any(|c| c.cell == to && c.hint_end));
        assert_eq!(
            s.tray_models()[0].items.iter().filter(|i| i.hinted).count(),
            1
        );
        click_first(&mut s);
        assert_eq!(s.hint(), None, "the hint belonged to the earlier position");
    }

    #[test]
    fn a_link_with_a_seat_code_restores_the_bots_and_a_bad_code_is_explained() {
        let mut s = human_vs(Level::Strong);
        click_first(&mut s);
        answer_first(&mut s);
        let address = s.link();
        let (opened, _) = AppState::boot(edition(), &format!("#{address}"), None);
        assert_eq!(
            opened.seats(),
            &[SeatKind::Human, SeatKind::Bot(Level::Strong)]
        );
        assert_eq!(opened.game().moves(), s.game().moves());
        assert_eq!(opened.link(), address);

        let core_link = address.split('~').next().unwrap();
        for bad in ["hx", "hss", ""] {
            let (fallback, _) = AppState::boot(edition(), &format!("{core_link}~{bad}"), None);
            assert_eq!(fallback.seats(), &[SeatKind::Human; 2], "code {bad:?}");
            assert_eq!(fallback.game().moves(), s.game().moves());
            assert!(fallback.notices()[0]
                .message
                .text(Lang::En)
                .contains("computer players"));
        }

        // A saved game keeps its seats across a reload of the same address.
        let saved = s.saved_text();
        let (reload, _) = AppState::boot(edition(), &address, Some(&saved));
        assert_eq!(reload.seats(), s.seats());
    }

    #[test]
    fn opening_a_link_with_bots_in_a_running_page_seats_them() {
        let mut s = human_vs(Level::Medium);
        click_first(&mut s);
        let core_link = encode_link(s.game());
        let mut other = two_players();
        other.apply(Action::OpenLink(format!("#{core_link}~hm")));
        assert_eq!(
            other.seats(),
            &[SeatKind::Human, SeatKind::Bot(Level::Medium)]
        );
        assert!(other.bot_thinking(), "the medium bot is to move");
    }
}
