//! A table this device opens and hosts, whatever its game: the invite's gate, the grace
//! time, the computer seats it runs, the creator seated, and the record it keeps of it.

use blockness_live::{BotLevel, BotSeat, InviteSecret, LiveError, SeatKey, Settings, Table};

use crate::record::Record;

/// What a hosted table's settings add to the game's own (`settings`: its game, seats,
/// variant and nonce): the invite's gate from `secret`, a grace time of `grace` seconds,
/// and a computer of its level in each seat of `computers` that names one, which `key`'s
/// device runs. The creator then takes `seat` under `name` (none when every seat is a
/// computer's).
pub struct Hosting<'a> {
    /// The host's key: it seats the invited and runs the computers.
    pub key: &'a SeatKey,
    /// The invite's secret.
    pub secret: &'a InviteSecret,
    /// Seconds a seat's device may be away before the others may hand it over.
    pub grace: u32,
    /// Each seat's computer, if it is one's.
    pub computers: Vec<Option<BotLevel>>,
    /// The creator's seat and name, when the creator plays.
    pub creator: Option<(usize, &'a str)>,
}

impl Hosting<'_> {
    /// The new table of `settings`, hosted so.
    pub fn open(self, mut settings: Settings) -> Result<Table, LiveError> {
        settings.gate = Some(self.secret.gate().public().to_string());
        settings.grace = Some(self.grace);
        settings.bots = self
            .computers
            .iter()
            .enumerate()
            .filter_map(|(seat, level)| {
                level.map(|level| BotSeat {
                    seat: seat as u8,
                    level,
                })
            })
            .collect();
        let table = Table::create(settings)?;
        match self.creator {
            Some((seat, name)) => table.seat_host(
                self.key,
                self.secret,
                &blockness_live::names::clean(name),
                Some(seat),
            ),
            None => Ok(table),
        }
    }
}

impl Record {
    /// The record of `table`, just made on this device with `key` and its invite's
    /// `secret`: not on any broker yet.
    pub fn hosted(key: SeatKey, table: Table, secret: InviteSecret) -> Record {
        Record {
            key,
            table: Some(table),
            unsent: true,
            secret: Some(secret),
        }
    }
}
