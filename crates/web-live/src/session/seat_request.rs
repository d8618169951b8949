//! A device's seat request at a table: whether it may ask (before the table has come too),
//! the request itself, and how it ended. The host seats the one who asks; `blockness-live`
//! signs the request and checks the claim.

use blockness_live::{LiveError, Seating, Stage};

use super::LiveSession;
use crate::words::Note;

impl LiveSession {
    /// Whether this device may ask for a seat: it holds the invite's secret, no person's
    /// seat yet, and seats are free.
    pub fn may_ask(&self) -> bool {
        self.secret.is_some()
            && self.my_person_seat().is_none()
            && self
                .wire
                .client()
                .table()
                .is_some_and(|t| t.stage() == Stage::Seating && t.has_invite())
    }

    /// Whether this device's seat request waits for the host.
    pub fn asking(&self) -> bool {
        self.wire.client().pending_request().is_some()
    }

    /// Whether this device may ask for a seat before the table has come from the broker: it
    /// holds the invite's secret and keeps no key for this table (a device that does sits
    /// there already, or asked before). The host gives the first free seat.
    pub fn may_ask_before_table(&self) -> bool {
        self.wire.may_ask_before_table(self.secret, self.keeps_key)
    }

    /// Asks the host for `seat` (the first free one for `None`, or if `seat` is taken by
    /// then) under `name`, with the invite's secret: the request goes out now (once
    /// connected, if not yet), and again whenever it may have been missed. The host seats
    /// this device itself.
    pub fn ask(&mut self, seat: Option<usize>, name: &str) -> Result<(), LiveError> {
        let secret = self.secret.ok_or(LiveError::NoTicket)?;
        let name = blockness_live::names::clean(name);
        if self.wire.client().is_host() {
            self.wire
                .client_mut()
                .act(|table, key| table.seat_host(key, &secret, &name, seat))?;
            self.keeps_key = true;
            self.wire.publish_log();
        } else {
            let (topic, payload) = self.wire.client_mut().ask(&secret, &name, seat)?;
            self.keeps_key = true;
            self.seating_told = false;
            self.wire.publish_retained(&topic, &payload);
        }
        self.after_table_change();
        Ok(())
    }

    /// Says once how this device's seat request ended, when it did not end where asked.
    pub(super) fn tell_seating(&mut self) {
        if self.seating_told {
            return;
        }
        let note = match self.wire.client().seating() {
            Seating::Waiting => return,
            Seating::Seated(_) => None,
            Seating::SeatedElsewhere { asked, given } => {
                Some(Note::SeatedElsewhere { asked, given })
            }
            Seating::Full => Some(Note::TableFull),
        };
        self.seating_told = true;
        if let Some(note) = note {
            self.wire.set_note(note);
        }
    }
}
