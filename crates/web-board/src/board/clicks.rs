//! Test support: playing on any owner of a board the way a person does, by clicks (for the
//! tests of this crate, and of others through the feature `test-support`).

use blockness_core::{Cell, Phase};

use super::{BoardAction, BoardState};

/// Something that holds a board and takes the board's actions: the board itself, or a
/// page or lesson built on one.
pub trait Clicks {
    /// The board.
    fn board_state(&self) -> &BoardState;
    /// Applies a board action through the owner.
    fn click(&mut self, action: BoardAction);

    /// Plays the first highlighted start and the first highlighted second foot (and the
    /// first offered move when several fit), as the browser tests do.
    fn click_first(&mut self) {
        let (starts, _) = self.board_state().highlights();
        let start = *starts.iter().next().expect("a start cell");
        self.click(BoardAction::ClickCell(start));
        let (_, ends) = self.board_state().highlights();
        let end = *ends.iter().next().expect("a second foot");
        self.click(BoardAction::ClickCell(end));
        if let Some(&mv) = self.board_state().selection().choices.first() {
            self.click(BoardAction::Choose(mv));
        }
    }

    /// Lays both starters of a two-player game in open water: orange e5-e7, green h4-h7.
    fn set_up_two(&mut self) {
        for (head, tail) in [((4, 4), (4, 6)), ((7, 3), (7, 6))] {
            self.click(BoardAction::ClickCell(Cell::new(head.0, head.1)));
            self.click(BoardAction::ClickCell(Cell::new(tail.0, tail.1)));
        }
        assert_eq!(self.board_state().game().phase(), Phase::Play);
    }
}

impl Clicks for BoardState {
    fn board_state(&self) -> &BoardState {
        self
    }

    fn click(&mut self, action: BoardAction) {
        self.apply(action);
    }
}
