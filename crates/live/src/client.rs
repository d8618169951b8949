//! One device at one table, without I/O: the messages it takes in, the table it keeps and
//! what it must publish. The page and the command line drive it over their own sockets.

use std::collections::BTreeMap;

use crate::table::Adoption;
use crate::topics::{self, Topic};
use crate::{LiveError, Log, SeatKey, Table, TableId};

/// How often a client may answer a stale or spoiled log with its own, in milliseconds, once
/// its small allowance of [`REPUBLISH_BURST`] answers in a row is spent: a flood makes it
/// republish at most this often.
pub const REPUBLISH_EVERY_MS: u64 = 1000;

/// How many answers a client may send at once before [`REPUBLISH_EVERY_MS`] applies: a few
/// spoiled copies in quick succession are each answered at once.
pub const REPUBLISH_BURST: u64 = 3;

/// What one received message did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Received {
    /// The table changed: new entries (or, rarely, a tie-break replaced the last ones).
    Table(Adoption),
    /// A device's presence changed.
    Presence,
    /// Nothing: a duplicate, a message of another topic or one that was refused.
    Nothing(Option<LiveError>),
}

/// A device's view of a table and its key.
#[derive(Debug)]
pub struct TableClient {
    id: TableId,
    key: SeatKey,
    table: Option<Table>,
    presence: BTreeMap<String, bool>,
    /// The clock of the last message, in milliseconds.
    now_ms: u64,
    /// Answers that may be sent now, in thousandths (refilled with time).
    allowance: u64,
    /// When the allowance was last refilled.
    refilled_ms: u64,
    /// An answer is owed: the broker may hold a log worse than ours.
    owed: bool,
}

impl TableClient {
    /// A client joining table `id` (its log arrives with the subscription).
    pub fn join(id: TableId, key: SeatKey) -> TableClient {
        TableClient {
            id,
            key,
            table: None,
            presence: BTreeMap::new(),
            now_ms: 0,
            allowance: REPUBLISH_BURST * 1000,
            refilled_ms: 0,
            owed: false,
        }
    }

    /// A client that has just made `table` (publish [`TableClient::log_payload`] first).
    pub fn with_table(table: Table, key: SeatKey) -> TableClient {
        let mut client = TableClient::join(table.id(), key);
        client.table = Some(table);
        client
    }

    /// The table's id.
    pub fn id(&self) -> TableId {
        self.id
    }

    /// The device's key.
    pub fn key(&self) -> &SeatKey {
        &self.key
    }

    /// The table, once a valid log has arrived.
    pub fn table(&self) -> Option<&Table> {
        self.table.as_ref()
    }

    /// The topics to subscribe to.
    pub fn subscriptions(&self) -> Vec<String> {
        vec![topics::log(self.id), topics::presence_all(self.id)]
    }

    /// The last will to connect with: this device's presence, offline.
    pub fn will(&self) -> (String, Vec<u8>) {
        (
            topics::presence(self.id, self.key.public()),
            topics::presence_payload(false),
        )
    }

    /// The presence message to publish once connected.
    pub fn online(&self) -> (String, Vec<u8>) {
        (
            topics::presence(self.id, self.key.public()),
            topics::presence_payload(true),
        )
    }

    /// Whether the device holding a key (by its short form) is connected, as far as its
    /// presence messages tell.
    pub fn is_online(&self, short_key: &str) -> bool {
        self.presence.get(short_key).copied().unwrap_or(false)
    }

    /// The log to publish (retained) on the table's log topic.
    pub fn log_payload(&self) -> Option<(String, Vec<u8>)> {
        self.table
            .as_ref()
            .map(|t| (topics::log(self.id), t.log().to_wire()))
    }

    /// Takes a message the broker delivered at `now_ms` (any clock in milliseconds).
    pub fn receive(&mut self, topic: &str, payload: &[u8], now_ms: u64) -> Received {
        self.now_ms = self.now_ms.max(now_ms);
        match topics::classify(self.id, topic) {
            Topic::Other => Received::Nothing(None),
            Topic::Presence(short) => match topics::read_presence(payload) {
                Some(online) if self.presence.get(&short) != Some(&online) => {
                    self.presence.insert(short, online);
                    Received::Presence
                }
                _ => Received::Nothing(None),
            },
            Topic::Log => {
                let log = match Log::from_wire(payload) {
                    Ok(log) => log,
                    Err(e) => {
                        self.owed = self.table.is_some();
                        return Received::Nothing(Some(e));
                    }
                };
                let adoption = match &mut self.table {
                    None => match Table::verify(self.id, log) {
                        Ok(table) => {
                            self.table = Some(table);
                            Adoption::Extended { from: 0 }
                        }
                        Err(e) => return Received::Nothing(Some(e)),
                    },
                    Some(table) => table.adopt(log),
                };
                match adoption {
                    Adoption::Same => Received::Nothing(None),
                    Adoption::Refused(e) => {
                        self.owed = self.table.is_some();
                        Received::Nothing(Some(e))
                    }
                    Adoption::Behind => {
                        self.owed = self.table.is_some();
                        Received::Table(Adoption::Behind)
                    }
                    other => Received::Table(other),
                }
            }
        }
    }

    /// Whether the client should publish its log now. Anything on the log topic that is not
    /// our log or a better one may have become the broker's retained copy (a stale log, a
    /// forgery, garbage), which is what a late joiner or a reconnecting device would get: a
    /// client with a table owes the broker its own. It pays at once while its allowance lasts
    /// ([`REPUBLISH_BURST`], then one every [`REPUBLISH_EVERY_MS`]); a debt it cannot pay yet
    /// is kept and paid at a later message (any message: a newcomer's presence is enough) or
    /// a later [`TableClient::tick`]. Reading a `true` clears the debt.
    pub fn take_republish(&mut self) -> bool {
        if !self.owed {
            return false;
        }
        let gained = self.now_ms.saturating_sub(self.refilled_ms) * 1000 / REPUBLISH_EVERY_MS;
        self.allowance = (self.allowance + gained).min(REPUBLISH_BURST * 1000);
        self.refilled_ms = self.now_ms;
        if self.allowance < 1000 {
            return false;
        }
        self.allowance -= 1000;
        self.owed = false;
        true
    }

    /// Whether an answer is owed but not yet allowed (see [`TableClient::take_republish`]):
    /// a caller with a timer calls [`TableClient::tick`] again after [`REPUBLISH_EVERY_MS`].
    pub fn republish_pending(&self) -> bool {
        self.owed
    }

    /// Moves the client's clock to `now_ms` without a message (a timer's turn).
    pub fn tick(&mut self, now_ms: u64) {
        self.now_ms = self.now_ms.max(now_ms);
    }

    /// Does something at the table with the device's key (claim, play, resign, rematch)
    /// and returns the log to publish.
    pub fn act(
        &mut self,
        action: impl FnOnce(&Table, &SeatKey) -> Result<Table, LiveError>,
    ) -> Result<(String, Vec<u8>), LiveError> {
        let table = self.table.as_ref().ok_or(LiveError::NotPlaying)?;
        let next = action(table, &self.key)?;
        let payload = next.log().to_wire();
        self.table = Some(next);
        Ok((topics::log(self.id), payload))
    }
}
