//! Seats whose device went away: the computer standing in for this device's person (the
//! hand-over and the take-back are the kit's, the rules `blockness-live`'s).

use blockness_live::BotLevel;
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
}
