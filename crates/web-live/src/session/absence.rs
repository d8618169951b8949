//! Seats whose device went away: this device hands one to a computer it runs once the
//! table's grace time is over, runs the computers standing in for others, and takes its
//! person's seat back from the computer that stood in for it. The rules (who may, when,
//! with which key) are `blockness-live`'s.

use blockness_live::{BotLevel, LiveError, Seat, Table};

use super::LiveSession;

/// The name of the person in `seat`, if a person sits there.
pub(super) fn person_name(table: &Table, seat: usize) -> Option<String> {
    match table.seats().get(seat)? {
        Seat::Player { name, .. } => Some(name.clone()),
        _ => None,
    }
}

impl LiveSession {
    /// When this device may hand `seat` to a computer (milliseconds of the clock the
    /// session is given), while its device is away (see [`TableClient::hand_over_from`]).
    ///
    /// [`TableClient::hand_over_from`]: blockness_live::TableClient::hand_over_from
    pub(super) fn hand_over_at(&self, seat: usize) -> Option<u64> {
        self.wire.client().hand_over_from(seat)
    }

    /// The computer standing in for this device's person, and the name of the person
    /// whose device runs it.
    pub fn my_stand_in(&self) -> Option<(BotLevel, String)> {
        let table = self.wire.client().table()?;
        let stand_in = table.stand_in(self.wire.client().seat()?)?;
        Some((stand_in.level, person_name(table, stand_in.by)?))
    }

    /// Takes this device's person's seat back from the computer standing in for it.
    pub fn take_back(&mut self) -> Result<(), LiveError> {
        self.wire.client_mut().take_back()?;
        self.wire.publish_log();
        self.after_table_change();
        Ok(())
    }
}
