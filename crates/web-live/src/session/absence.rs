//! Seats whose device went away: this device hands one to a computer it runs once the
//! table's grace time is over, runs the computers standing in for others, and takes its
//! person's seat back from the computer that stood in for it. The rules (who may, when,
//! with which key) are `blockness-live`'s.

use blockness_live::{BotLevel, LiveError};
use blockness_web_table::session::person_name;

use super::LiveSession;

impl LiveSession {
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
