//! What a device holds of a table whatever game it plays: the table client opened from
//! the record kept on the device, the record to keep, what the broker has not
//! acknowledged yet, who sits in each seat with their device's presence, and the rematch.
//! Each game's session lists its seats from [`Wire::seat_presence`].

use blockness_live::{
    BotLevel, InviteSecret, LiveError, PublicKey, Seat, SeatKey, Stage, Table, TableClient,
    TableGame, TableId,
};

use super::{Link, Wire};
use crate::record::Record;

/// A table's client as the device opens it ([`open_client`]).
pub struct Opened {
    /// The client.
    pub client: TableClient,
    /// Whether its log is unsent.
    pub unsent: bool,
    /// Whether its key is kept on the device.
    pub keeps_key: bool,
    /// The invite's secret: the record's own, else the one the address carries.
    pub secret: Option<InviteSecret>,
}

/// The table client of table `id` for `game`: from `record` when the device kept one (its
/// table, when it is this one's, and its key), else a visitor's with the `guest` key.
/// `secret` is the invite's, when the address carries it; a record's own wins.
pub fn open_client(
    id: TableId,
    record: Option<Record>,
    guest: SeatKey,
    secret: Option<InviteSecret>,
    game: TableGame,
) -> Opened {
    let secret = record.as_ref().and_then(|r| r.secret).or(secret);
    let (client, unsent, keeps_key) = match record {
        Some(Record {
            key,
            table: Some(table),
            unsent,
            ..
        }) if table.id() == id => (TableClient::with_table(table, key), unsent, true),
        Some(Record { key, .. }) => (TableClient::join(id, key), false, true),
        None => (TableClient::join(id, guest), false, false),
    };
    Opened {
        client: client.for_game(game),
        unsent,
        keeps_key,
        secret,
    }
}

/// One seat as the device sees it: who sits there, the key that signs for it, whether
/// that device is connected and since when it is away, and whether it is this device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatPresence {
    /// Who sits there.
    pub who: Who,
    /// The key that signs for the seat (the host's for a computer), once taken.
    pub key: Option<PublicKey>,
    /// Whether the device holding the seat is connected, as far as its presence tells.
    pub online: bool,
    /// Since when that device is known to be away (the page's clock, milliseconds).
    pub away_since: Option<u64>,
    /// Whether this device holds the seat.
    pub mine: bool,
}

impl Wire {
    /// What this device holds that the broker has not acknowledged: nothing, a table no
    /// broker has seen yet, or news of a table (a move, a seating, a resignation, or the
    /// answer to a stale copy, which need not be this device's doing).
    pub fn unsent(&self) -> Unsent {
        match self.client().table() {
            _ if !self.is_unsent() => Unsent::Nothing,
            // The host's table, still seating, that no broker has answered for here.
            Some(table)
                if table.stage() == Stage::Seating
                    && self.client().is_host()
                    && !self.ever_online() =>
            {
                Unsent::NewTable
            }
            _ => Unsent::News,
        }
    }

    /// The record to keep on the device: its key, the table as it stands, whether the
    /// broker has it, and the invite's `secret` when the device holds it.
    pub fn record(&self, secret: Option<InviteSecret>) -> Record {
        Record {
            key: self.client().key().clone(),
            table: self.client().table().cloned(),
            unsent: self.is_unsent(),
            secret,
        }
    }

    /// Every seat of the table, in order (none before the table has come).
    pub fn seat_presence(&self) -> Vec<SeatPresence> {
        let Some(table) = self.client().table() else {
            return Vec::new();
        };
        let me = self.client().key().public();
        let host_name = table
            .person_seat_of(table.host())
            .and_then(|s| match &table.seats()[s] {
                Seat::Player { name, .. } => Some(name.clone()),
                _ => None,
            });
        table
            .seats()
            .iter()
            .map(|taken| {
                let (who, key) = match taken {
                    Seat::Open => (Who::Open, None),
                    Seat::Player { key, name } => (Who::Person(name.clone()), Some(*key)),
                    Seat::Bot { level, key } => {
                        (Who::Computer(*level, host_name.clone()), Some(*key))
                    }
                };
                let (online, away_since) = match key {
                    Some(key) if key == me => (self.link() == Link::Online, None),
                    Some(key) => (
                        self.client().is_online(&key.short()),
                        self.client().away_since(&key.short()),
                    ),
                    None => (false, None),
                };
                SeatPresence {
                    who,
                    key,
                    online,
                    away_since,
                    mine: key == Some(me),
                }
            })
            .collect()
    }

    /// After the end, calls the rematch: every player lands at the same next table (the
    /// one every client derives from this one, everyone seated, seats turned by one).
    /// Returns the next table's record, for the caller to keep and to open. When another
    /// player's call arrived first (their news may be here before the screen redraws), this
    /// player follows that call instead: the same next table either way. The caller's
    /// session brings its own state up to date after.
    pub fn rematch(&mut self) -> Result<Record, LiveError> {
        let table = self.client().table().ok_or(LiveError::NotOver)?;
        if table.stage() != Stage::Over {
            return Err(LiveError::NotOver);
        }
        if table.rematch_table().is_some() {
            table
                .person_seat_of(self.client().key().public())
                .ok_or(LiveError::NotSeated)?;
            return self.rematch_record().ok_or(LiveError::NotOver);
        }
        let next = Table::create(table.rematch_settings())?;
        self.client_mut()
            .act(|table, key| table.rematch(key).map(|(called, _)| called))?;
        self.publish_log();
        Ok(self.record_for(next))
    }

    /// The record to open the rematch another player called: the same key, already
    /// seated there; `None` before a rematch is called.
    pub fn rematch_record(&self) -> Option<Record> {
        let table = self.client().table()?;
        table.rematch_table()?;
        let next = Table::create(table.rematch_settings()).ok()?;
        Some(self.record_for(next))
    }

    /// A record of `next` with this device's key, to publish at once (every device that
    /// publishes it publishes the same table).
    fn record_for(&self, next: Table) -> Record {
        Record {
            key: self.client().key().clone(),
            table: Some(next),
            unsent: true,
            secret: None,
        }
    }
}

/// Who sits in a seat, as the page lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// Nobody yet.
    Open,
    /// A person, by the name they gave.
    Person(String),
    /// A computer player, run by the host's device: its level, and the host's name when
    /// the host sits at the table.
    Computer(BotLevel, Option<String>),
}

/// What a device holds that the broker has not acknowledged (see [`Wire::unsent`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsent {
    /// Everything it holds is on the broker.
    Nothing,
    /// The table it has just made.
    NewTable,
    /// News of the table.
    News,
}
