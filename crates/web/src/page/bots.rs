//! The computer players' part of the page: when a bot may think, the questions for the
//! bot worker, and what is done with its answers (a move played, a hint shown).
//!
//! The [`BotDriver`](blockness_web_board::bot_driver::BotDriver) decides what to ask and whether an
//! answer still fits the game; this layer only feeds it the board and carries out what
//! it says, so the two stand apart from the rest of the reducer.

use std::rc::Rc;

use blockness_core::Move;

use super::{NoticeKind, PageState};
use crate::words::PageMessage;
use blockness_web_board::board::BoardEvent;
use blockness_web_board::bot_driver::{Outcome, Purpose};

/// Base seed of the bots' random choices; each question mixes in its own number.
pub(super) const BOT_SEED: u64 = 0x0B10_C4E5;

impl PageState {
    /// The question to post to the bot worker now, if any (each id once).
    pub fn bot_request(&self) -> Option<&blockness_worker_messages::BotRequest> {
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
            && self.board.mover_kind().is_some_and(|k| k.is_computer())
    }

    /// Whether a hint may be asked now.
    pub fn can_hint(&self) -> bool {
        self.board.accepts_moves() && !self.dialog_open && !self.board.is_rated()
    }

    /// Asks the strong bot for a suggestion, when one may be asked.
    pub(super) fn ask_hint(&mut self) {
        if self.can_hint() {
            self.bots.ask_hint(self.board.game());
        }
    }

    /// Asks the bot driver whether a bot should now think, and about which game.
    pub(super) fn sync_bots(&mut self) {
        let live = self.board.is_live() && !self.dialog_open;
        self.bots.sync(self.board.game(), self.board.seats(), live);
    }

    /// Carries out the bot worker's answer to question `id`, if it still fits the game.
    pub(super) fn bot_answer(&mut self, id: u64, mv: Option<Move>, error: Option<String>) {
        let reply = blockness_worker_messages::BotReply {
            id,
            mv,
            notation: None,
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
            Outcome::Failed(why) => self.notify(NoticeKind::Error, PageMessage::BotFailed(why)),
            Outcome::Stale => {}
        }
    }
}
