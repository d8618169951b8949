//! What can be done to a board and what it did: the [`BoardAction`]s a person sends, the
//! [`BoardEvent`] the board's owner reacts to, and the methods that change a board's
//! game (the reducer, and the direct calls of an owner: a computer player's move, a hint,
//! freezing). Apart from [`super`] so the state's fields and read-only questions stay on
//! one page and every way a board changes on another; picking a move by clicks is in
//! `picking`.

use blockness_core::{Cell, IllegalMove, Move};

use super::{next_version, BoardState, Selection};

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

impl BoardState {
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
            // A rated game's moves stand: nothing is taken back or played again.
            BoardAction::Undo | BoardAction::Redo | BoardAction::ContinueFromHere if self.rated => {
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
