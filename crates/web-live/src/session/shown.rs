//! What the page reads of a session (the connection as shown, the note, the board) and
//! what the device keeps of it (the record, and when the key is no longer kept).

use std::rc::Rc;

use blockness_live::{InviteSecret, Seating, Stage, Table};
use blockness_web_board::board::BoardState;

use super::{Link, LiveSession, Record, Shown, Unsent};

impl LiveSession {
    /// Changes whenever anything drawn changes.
    pub fn revision(&self) -> u64 {
        self.wire.revision()
    }

    /// The connection as the person sees it.
    pub fn shown(&self) -> Shown {
        self.wire.shown()
    }

    /// Where the connection stands.
    pub fn link(&self) -> Link {
        self.wire.link()
    }

    /// Whether this device holds a log the broker has not acknowledged.
    pub fn is_unsent(&self) -> bool {
        self.wire.is_unsent()
    }

    /// What this device holds that the broker has not acknowledged (see [`Wire::unsent`]).
    pub fn unsent(&self) -> Unsent {
        self.wire.unsent()
    }

    /// The table, once its log has arrived.
    pub fn table(&self) -> Option<&Table> {
        self.wire.client().table()
    }

    /// The board of the table's game.
    pub fn board(&self) -> Rc<BoardState> {
        Rc::clone(&self.board)
    }

    /// The game is over and kept in My games: the seat's key has nothing left to sign
    /// (but a rematch, called from this screen), so the device stops keeping it, and the
    /// caller removes the record. Returns whether that happened now.
    pub fn retire_key(&mut self) -> bool {
        let over = self
            .wire
            .client()
            .table()
            .is_some_and(|t| t.stage() == Stage::Over);
        if !over || !self.keeps_key || self.key_retired || self.wire.record_blocked() {
            return false;
        }
        self.key_retired = true;
        true
    }

    /// The invite's secret, when this device holds it.
    pub fn secret(&self) -> Option<InviteSecret> {
        self.secret
    }

    /// The table's id.
    pub fn id(&self) -> blockness_live::TableId {
        self.wire.client().id()
    }

    /// This device's public key at the table.
    pub fn public_key(&self) -> blockness_live::PublicKey {
        self.wire.client().key().public()
    }

    /// The record this device would keep if it asked for a seat now, to store before the
    /// request goes out (a reload then finds the seat's key); `None` when nothing may be
    /// written.
    pub fn record_before_asking(&self) -> Option<Record> {
        (!self.wire.record_blocked()).then(|| self.wire.record(self.secret))
    }

    /// How this device's request for a seat stands.
    pub fn seating(&self) -> Seating {
        self.wire.client().seating()
    }
}
