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
//! [`BoardState::apply`] returns: the page reducer (`blockness_web::page`) saves the game, wakes
//! or holds the computer players and shows notices; the tutorial checks the step's goal.
//! To add a board: keep a `BoardState` in the view's own state, pass its view models to
//! the shared components (`Board`, `Tray`, `Status`) and send their actions to `apply`.

mod actions;
#[cfg(any(test, feature = "test-support"))]
pub mod clicks;
pub mod explain;
mod log;
mod panel;
mod picking;
pub mod view;

pub use actions::{BoardAction, BoardEvent};

use std::sync::atomic::{AtomicU64, Ordering};

use std::collections::BTreeSet;

use blockness_core::{Cell, Game, Move, Segment};

use crate::seat::SeatKind;

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
    /// A rated game: no move is taken back, by undo or by continuing from an earlier
    /// position, and no undone move comes back.
    rated: bool,
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
            rated: false,
        }
    }

    /// The same board for a rated game (`rated`): its moves stand as played.
    pub fn with_rated(mut self, rated: bool) -> BoardState {
        self.rated = rated;
        self
    }

    /// Whether the game is rated, so no move can be taken back.
    pub fn is_rated(&self) -> bool {
        self.rated
    }

    /// The same board with the plies (counted from 0) played while a hint was shown, as
    /// kept with the game; plies the game does not have are left out.
    pub fn with_hinted(mut self, plies: impl IntoIterator<Item = usize>) -> BoardState {
        let played = self.game.moves().len();
        self.hinted = plies.into_iter().filter(|&p| p < played).collect();
        self
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

    /// How many people play at this device: one is "you" to the page.
    pub fn people_here(&self) -> usize {
        self.seats.iter().filter(|&&k| k == SeatKind::Human).count()
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
        self.seats.iter().any(|k| k.is_computer())
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
        !self.rated && !self.game.moves().is_empty()
    }

    /// Whether redo has a move to play.
    pub fn can_redo(&self) -> bool {
        !self.rated && !self.redo.is_empty()
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
}

impl PartialEq for BoardState {
    fn eq(&self, other: &BoardState) -> bool {
        self.version == other.version
    }
}

#[cfg(test)]
mod tests;
