//! The board state: one reducer behind every board on the page.
//!
//! The main game, each tutorial step, the rules page's pictures (and any new kind of
//! board: a puzzle, an analysis view) hold a [`BoardState`] and feed it [`BoardAction`]s.
//! It owns what a board needs and nothing else:
//!
//! - the game (every move played), the undone moves waiting for redo, the replay cursor;
//! - who plays each seat, so it knows whether a click may move for the seat to move
//!   (kept per person, so it follows the people when they swap colours);
//! - the player's selection (start cell, segment chosen in the tray, offered moves);
//! - the cell pointed at (for the "why not" explanation) and marks drawn on the board
//!   (a suggested move, a move a computer player just made).
//!
//! What the components draw is derived by the free functions of [`view`]; why a hole is
//! not available comes from the core through [`explain`]. Every rule question (legal start
//! cells, second feet, refusals) is asked of [`blockness_core::Game`].
//!
//! A board's owner reacts to what happened through the [`BoardEvent`] that
//! [`BoardState::apply`] returns: the page reducer ([`crate::page`]) saves the game, wakes
//! or holds the computer players and shows notices; the tutorial checks the step's goal.
//! To add a board: keep a `BoardState` in the view's own state, pass its view models to
//! the shared components (`Board`, `Tray`, `Status`) and send their actions to `apply`.

#[cfg(any(test, feature = "test-support"))]
pub mod clicks;
pub mod explain;
mod panel;
mod picking;
pub mod view;

use std::sync::atomic::{AtomicU64, Ordering};

use std::collections::BTreeSet;

use blockness_core::{Cell, Game, IllegalMove, Move, Segment};

use blockness_web_common::seat::SeatKind;

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

/// Everything a person can do on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardAction {
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
    /// The pointer or the keyboard focus is on a cell (or left the board): explain it.
    Point(Option<Cell>),
    /// Drop the selection (Escape).
    Cancel,
    /// Answer the first starter by taking it over (the swap rule): the person to move
    /// plays the colour on the loch from now on, and the opener places the other.
    Swap,
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
}

impl BoardAction {
    /// Whether the action is part of placing a piece (clicks, a choice between offered
    /// moves, pointing at a hole, dropping the selection), as opposed to undo, redo, the
    /// swap and the replay: the actions a board of its own (a puzzle, the puzzle maker)
    /// passes on while keeping the others to itself.
    pub fn places(&self) -> bool {
        matches!(
            self,
            BoardAction::ClickCell(_)
                | BoardAction::ClickPiece { .. }
                | BoardAction::Choose(_)
                | BoardAction::Point(_)
                | BoardAction::Cancel
        )
    }
}

/// What an action did to the game, for the board's owner to react to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardEvent {
    /// The game is as it was (only the selection, the pointer or the replay moved).
    Unchanged,
    /// A move was played for `seat`.
    Played {
        /// The mover.
        seat: usize,
        /// The move.
        mv: Move,
    },
    /// The engine refused a move (an answer that no longer fits, say).
    Refused(IllegalMove),
    /// Moves were taken back (undo, or continuing from an earlier position).
    TakenBack,
    /// An undone move was played again.
    Redone,
    /// The undone moves no longer fit the game and were dropped.
    RedoDropped(IllegalMove),
}

/// Source of board versions: every change of any board takes the next number, so two
/// states with the same version are the same state.
static VERSIONS: AtomicU64 = AtomicU64::new(1);

fn next_version() -> u64 {
    VERSIONS.fetch_add(1, Ordering::Relaxed)
}

/// The state of one board.
///
/// Two board states compare equal when they have the same version: each change takes a
/// new one, so comparing is cheap and views derived from a state are worked out again
/// only after it changed.
#[derive(Clone, Debug)]
pub struct BoardState {
    /// This state's version (see [`VERSIONS`]).
    version: u64,
    game: Game,
    /// Undone moves, next to redo first.
    redo: Vec<Move>,
    /// Who plays, by person: the kind of the person who sat in each seat at the start
    /// (the same as by seat unless the people swapped colours).
    seats: Vec<SeatKind>,
    /// `Some(n)`: the position after `n` moves is shown, read-only (`n` < moves played).
    view: Option<usize>,
    selection: Selection,
    /// The cell to explain. A completed move clears it, so the next player is not shown
    /// an explanation of a cell they never pointed at.
    pointed: Option<Cell>,
    /// Whether the cell explained was clicked (a refused action) rather than pointed at
    /// (information): the two look different.
    pointed_by_click: bool,
    /// Plies (counted from 0) played while a suggested move was on the board.
    hinted: BTreeSet<usize>,
    /// Whether clicks may move at all: off for pictures and finished lesson steps.
    frozen: bool,
    /// The last change to the game's moves took one back (the live region says so).
    undone_last: bool,
    /// A suggested move and the moves of the game it was found for.
    hint: Option<(Vec<Move>, Move)>,
    /// Number of moves after the last move a computer player made (marked while it is
    /// the last move on the board).
    bot_moved_at: Option<usize>,
}

impl BoardState {
    /// A board for `game` with undone moves `redo`, each person playing as `seats` says
    /// (in the order the people sat at the start; see [`Game::person_of`]).
    pub fn new(game: Game, redo: Vec<Move>, seats: Vec<SeatKind>) -> BoardState {
        let players = game.rules().players();
        let seats = if seats.len() == players {
            seats
        } else {
            vec![SeatKind::Human; players]
        };
        BoardState {
            version: next_version(),
            game,
            redo,
            seats,
            view: None,
            selection: Selection::default(),
            pointed: None,
            pointed_by_click: false,
            hinted: BTreeSet::new(),
            frozen: false,
            undone_last: false,
            hint: None,
            bot_moved_at: None,
        }
    }

    /// A board for a prepared game, such as a lesson's, every seat played by clicks.
    pub fn prepared(game: Game) -> BoardState {
        let players = game.rules().players();
        BoardState::new(game, Vec::new(), vec![SeatKind::Human; players])
    }

    /// A board that only shows `game`: nothing highlighted, nothing to play.
    pub fn picture(game: Game) -> BoardState {
        let mut board = BoardState::prepared(game);
        board.frozen = true;
        board
    }

    // ----- plain accessors -----

    /// The version of this state; it changes with every action applied.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The game, with every move played (also those after a replayed position).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Undone moves, next to redo first.
    pub fn redo_moves(&self) -> &[Move] {
        &self.redo
    }

    /// Kind of each person, in the order they sat at the start (see [`Game::person_of`]).
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// Kind of whoever plays `seat` now: after a swap, the person who took it over.
    pub fn kind_of_seat(&self, seat: usize) -> SeatKind {
        self.seats
            .get(self.game.person_of(seat))
            .copied()
            .unwrap_or_default()
    }

    /// Whether the person to move may swap now, by a click on the swap button.
    pub fn offers_swap(&self) -> bool {
        self.accepts_moves() && self.game.may_swap()
    }

    /// The current selection.
    pub fn selection(&self) -> &Selection {
        &self.selection
    }

    /// The cell whose explanation is shown.
    pub fn pointed(&self) -> Option<Cell> {
        self.pointed
    }

    /// Whether the cell explained was clicked, so the explanation answers a refused action.
    pub fn pointed_by_click(&self) -> bool {
        self.pointed_by_click
    }

    /// Plies (counted from 0) played while a suggested move was shown for them.
    pub fn hinted_plies(&self) -> &BTreeSet<usize> {
        &self.hinted
    }

    /// Whether the last change to the game's moves took one back.
    pub fn undone_last(&self) -> bool {
        self.undone_last
    }

    /// Number of moves whose position is on the board.
    pub fn shown_moves(&self) -> usize {
        self.view.unwrap_or(self.game.moves().len())
    }

    /// Whether the board shows the game as it stands (not an earlier position).
    pub fn is_live(&self) -> bool {
        self.view.is_none()
    }

    /// Whether the board takes clicks at all (pictures and finished lessons do not).
    pub fn is_frozen(&self) -> bool {
        self.frozen
    }

    /// Whether any seat is played by a computer.
    pub fn has_bots(&self) -> bool {
        self.seats.iter().any(|k| k.level().is_some())
    }

    /// Kind of the seat to move, if the game goes on.
    pub fn mover_kind(&self) -> Option<SeatKind> {
        self.game.to_move().map(|s| self.kind_of_seat(s))
    }

    /// Whether the board takes moves now: live, not frozen, not over, and the seat to
    /// move plays by clicks.
    pub fn accepts_moves(&self) -> bool {
        self.is_live() && !self.frozen && self.mover_kind().is_some_and(SeatKind::plays_by_clicks)
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

    /// The moves a second foot being pointed at would complete: the arch to preview
    /// before the click (empty unless a start cell is chosen and the pointed hole is one
    /// of its highlighted second feet).
    pub fn previewed_moves(&self) -> Vec<Move> {
        let (Some(start), Some(to)) = (self.selection.start, self.pointed) else {
            return Vec::new();
        };
        if !self.accepts_moves() || !self.selection.choices.is_empty() {
            return Vec::new();
        }
        let Some(seat) = self.game.to_move() else {
            return Vec::new();
        };
        let wanted = self.chosen_shape();
        self.game
            .legal_second_feet(start)
            .get(&to)
            .map(|moves| {
                moves
                    .iter()
                    .copied()
                    .filter(|m| wanted.is_none() || self.shape(seat, m.piece()) == wanted)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The shape chosen in the tray for the seat to move, which narrows the highlights.
    pub fn chosen_shape(&self) -> Option<Segment> {
        let seat = self.game.to_move()?;
        self.selection.piece.and_then(|p| self.shape(seat, p))
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

    /// The last move on the board, when a computer player made it.
    pub fn last_bot_move(&self) -> Option<Move> {
        let n = self.bot_moved_at?;
        (self.is_live() && self.game.moves().len() == n)
            .then(|| self.game.moves().last().copied())
            .flatten()
    }

    // ----- the reducer -----

    /// Applies one action and says what it did to the game.
    pub fn apply(&mut self, action: BoardAction) -> BoardEvent {
        self.version = next_version();
        let before = self.game.moves().len();
        let event = self.apply_action(action);
        let after = self.game.moves().len();
        if after != before {
            self.undone_last = after < before;
        }
        event
    }

    fn apply_action(&mut self, action: BoardAction) -> BoardEvent {
        match action {
            BoardAction::ClickCell(cell) => self.click_cell(cell),
            BoardAction::ClickPiece { seat, piece } => self.click_piece(seat, piece),
            BoardAction::Choose(mv) => {
                if self.selection.choices.contains(&mv) {
                    self.play(mv)
                } else {
                    BoardEvent::Unchanged
                }
            }
            BoardAction::Point(cell) => {
                if cell != self.pointed {
                    self.pointed = cell;
                    self.pointed_by_click = false;
                }
                BoardEvent::Unchanged
            }
            BoardAction::Swap if self.offers_swap() => self.play(Move::Swap),
            BoardAction::Swap => BoardEvent::Unchanged,
            BoardAction::Cancel => {
                self.selection = Selection::default();
                BoardEvent::Unchanged
            }
            BoardAction::Undo => {
                self.leave_replay();
                match self.game.undo() {
                    Some(mv) => {
                        self.hinted.remove(&self.game.moves().len());
                        self.redo.insert(0, mv);
                        BoardEvent::TakenBack
                    }
                    None => BoardEvent::Unchanged,
                }
            }
            BoardAction::Redo => {
                self.leave_replay();
                if self.redo.is_empty() {
                    return BoardEvent::Unchanged;
                }
                let mv = self.redo.remove(0);
                match self.game.play(mv) {
                    Ok(()) => BoardEvent::Redone,
                    Err(e) => {
                        self.redo.clear();
                        BoardEvent::RedoDropped(e)
                    }
                }
            }
            BoardAction::ViewAt(n) => self.view_at(n),
            BoardAction::ViewPrev => self.view_at(self.shown_moves().saturating_sub(1)),
            BoardAction::ViewNext => self.view_at(self.shown_moves() + 1),
            BoardAction::ContinueFromHere => match self.view.take() {
                Some(n) => {
                    let mut later = self.game.moves()[n..].to_vec();
                    self.game.undo_to(n);
                    self.hinted.retain(|&p| p < n);
                    later.append(&mut self.redo);
                    self.redo = later;
                    BoardEvent::TakenBack
                }
                None => BoardEvent::Unchanged,
            },
        }
    }

    fn leave_replay(&mut self) {
        self.view = None;
        self.selection = Selection::default();
        self.pointed = None;
    }

    fn view_at(&mut self, n: usize) -> BoardEvent {
        self.selection = Selection::default();
        self.view = (n < self.game.moves().len()).then_some(n);
        BoardEvent::Unchanged
    }

    /// Plays `mv` for the seat to move, whoever plays it (a computer player's answer, a
    /// move of a lesson). Playing the move redo would play keeps the rest of the undone line.
    pub fn play(&mut self, mv: Move) -> BoardEvent {
        self.version = next_version();
        let Some(seat) = self.game.to_move() else {
            return BoardEvent::Refused(IllegalMove::GameOver);
        };
        let hinted = self.hint().is_some();
        match self.game.play(mv) {
            Ok(()) => {
                if hinted {
                    self.hinted.insert(self.game.moves().len() - 1);
                }
                if self.redo.first() == Some(&mv) {
                    self.redo.remove(0);
                } else {
                    self.redo.clear();
                }
                self.selection = Selection::default();
                self.pointed = None;
                self.undone_last = false;
                self.bot_moved_at = None;
                BoardEvent::Played { seat, mv }
            }
            Err(e) => BoardEvent::Refused(e),
        }
    }

    /// Marks the last move as a computer player's, so it is highlighted for the watcher.
    pub fn mark_bot_move(&mut self) {
        self.version = next_version();
        self.bot_moved_at = Some(self.game.moves().len());
    }

    /// Shows `mv` as the suggested move for the position on the board.
    pub fn set_hint(&mut self, mv: Move) {
        self.version = next_version();
        self.hint = Some((self.game.moves().to_vec(), mv));
    }

    /// Stops or resumes taking clicks (a lesson step that is done freezes its board).
    pub fn set_frozen(&mut self, frozen: bool) {
        self.version = next_version();
        self.frozen = frozen;
        self.selection = Selection::default();
        self.pointed = None;
    }
}

impl PartialEq for BoardState {
    fn eq(&self, other: &BoardState) -> bool {
        self.version == other.version
    }
}

#[cfg(test)]
mod tests;
