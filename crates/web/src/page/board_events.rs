//! What the page does about a change on the board: a person's move wakes the bots, an
//! undo holds them, a refusal becomes a notice, and every change is kept in the library.
//!
//! The board reports its changes as [`BoardEvent`]s and knows nothing of bots, notices
//! or the library; this is the one place that turns those events into the page's
//! doings, and where undo steps back over the bots' replies.

use std::rc::Rc;

use super::{NoticeKind, PageState};
use crate::words::PageMessage;
use blockness_web_board::board::{BoardAction, BoardEvent};
use blockness_web_board::seat::SeatKind;

impl PageState {
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

    /// What the page does about a change on the board.
    pub(super) fn after(&mut self, event: BoardEvent) {
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
                self.notify(NoticeKind::Error, PageMessage::MoveRefused(e));
                return;
            }
            // A bot to move would replay at once what was just taken back: bots wait
            // until a person moves or lets them play.
            BoardEvent::TakenBack => self.bots.pause(),
            BoardEvent::Redone => {}
            BoardEvent::RedoDropped(e) => {
                self.notify(NoticeKind::Error, PageMessage::UndoneMovesDropped(e))
            }
        }
        self.touch();
    }

    /// Takes back the last move; against computer players, back to the last move a person
    /// made, so one undo gives the person their own move again.
    pub(super) fn undo(&mut self) {
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
}
