//! What the page reads of a live Loch Ness session and does through it: the board drawn
//! from the table's game, the person's clicks on it, the seats as the page lists them, the
//! seat request.

use blockness_live::{InviteSecret, Seating, Stage};
use blockness_lochness::Action;
use blockness_web_table::session::Shown;
use blockness_web_table::words::Say;

use super::LochLiveSession;
use crate::state::seat::SeatKind;
use crate::state::table::{Clicked, Table as Board};
use crate::state::LochAction;

/// One seat of a live Loch Ness table, as the page lists it (the kit's line: a seat plays
/// nothing more than its number and colour of the table's own).
pub type SeatLine = blockness_web_table::session::SeatLine;

impl LochLiveSession {
    /// Who plays each seat as this screen sees it: this device's person by clicks, every
    /// other seat through the table's log (the computers this device runs included).
    fn board_seats(&self) -> Vec<SeatKind> {
        let Some(table) = self.table() else {
            return Vec::new();
        };
        let mine = self.my_seat().filter(|&s| table.computer_of(s).is_none());
        (0..table.seats().len())
            .map(|seat| {
                if Some(seat) == mine && table.stage() == Stage::Playing {
                    SeatKind::Human
                } else {
                    SeatKind::Elsewhere
                }
            })
            .collect()
    }

    /// Brings the board up to the table's game.
    pub(super) fn sync_board(&mut self) {
        let seats = self.board_seats();
        let Some(game) = self.game().cloned() else {
            self.board = None;
            return;
        };
        match self.board.as_mut() {
            Some(board) => board.follow(&game, seats),
            None => {
                let id = self.wire.client().id().to_string();
                self.board = Some(Board::live(id, game, seats));
            }
        }
    }

    /// A click of the person on the board: a choice stays on this screen; an action is
    /// signed and published (a refusal is said in the note, and the board goes back to the
    /// table's game).
    pub fn click(&mut self, action: LochAction) {
        let Some(board) = self.board.as_mut() else {
            return;
        };
        let clicked = match action {
            LochAction::ClickPoint(point) => board.click_point(point),
            LochAction::ClickCell(cell) => board.click_cell(cell),
            LochAction::SetNessie => board.set_nessie(),
            LochAction::ClearChoice => {
                if board.clear_choice() {
                    Clicked::Chose
                } else {
                    Clicked::Nothing
                }
            }
            LochAction::Act(action) => {
                let person = match action {
                    Action::Flip { seat, .. } => board.may_flip(seat),
                    _ => board.person_to_act().is_some(),
                };
                if person && board.act(action) {
                    Clicked::Acted(action)
                } else {
                    Clicked::Nothing
                }
            }
            LochAction::DieSettled => {
                board.die_settled();
                Clicked::Chose
            }
            _ => Clicked::Nothing,
        };
        match clicked {
            Clicked::Acted(action) => {
                let _ = self.act(&action);
            }
            Clicked::Chose => self.wire.bump(),
            Clicked::Nothing => {}
        }
    }

    /// The connection as the person sees it.
    pub fn shown(&self) -> Shown {
        self.wire.shown()
    }

    /// The seats, as the page lists them.
    pub fn seat_lines(&self) -> Vec<SeatLine> {
        self.wire.seat_lines(|_| ())
    }

    /// The invite's secret, when this device holds it.
    pub fn secret(&self) -> Option<InviteSecret> {
        self.secret
    }

    /// Whether this device may ask for a seat now: it holds the invite's secret and no
    /// seat, and the table still seats players.
    pub fn may_ask(&self) -> bool {
        self.secret.is_some()
            && self.my_seat().is_none()
            && !self.asking()
            && self
                .table()
                .is_some_and(|t| t.stage() == Stage::Seating && t.has_invite())
    }

    /// Whether this device may ask for a seat before the table has come from the broker: it
    /// holds the invite's secret and keeps no key for this table. The host gives the first
    /// free seat.
    pub fn may_ask_before_table(&self) -> bool {
        self.wire.may_ask_before_table(self.secret, self.keeps_key)
    }

    /// Whether this device made the table (it seats the invited).
    pub fn is_host(&self) -> bool {
        self.wire.client().is_host()
    }

    /// Whether this device's seat request waits for the host.
    pub fn asking(&self) -> bool {
        self.wire.client().pending_request().is_some()
    }

    /// How this device's request for a seat stands.
    pub fn seating(&self) -> Seating {
        self.wire.client().seating()
    }

    /// The finished game's link, once the game is over: an ordinary Loch Ness link.
    pub fn game_link(&self) -> Option<String> {
        let over = self.table().is_some_and(|t| t.stage() == Stage::Over);
        let game = self.game().filter(|g| over || g.is_over())?;
        Some(crate::state::address::link_of(game))
    }

    /// Whether this device keeps the seat's key (a seated player's, or one that asked).
    pub fn keeps_key(&self) -> bool {
        self.keeps_key
    }

    /// What the finished table says of a key caught signing two entries for one place:
    /// who it seats (none: the host) and the turn, from 1.
    pub fn caught(&self) -> Option<Say> {
        let table = self.table()?;
        let forfeit = table.forfeit()?;
        let name = forfeit
            .seats
            .iter()
            .find_map(|&seat| match table.seats().get(seat)? {
                blockness_live::Seat::Player { name, .. } => Some(name.clone()),
                _ => None,
            });
        Some(Say::Caught(name, forfeit.ply + 1))
    }
}
