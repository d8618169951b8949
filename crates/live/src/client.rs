//! One device at one table, without I/O: the messages it takes in, the table it keeps and
//! what it must publish. The page and the command line drive it over their own sockets.

use std::collections::BTreeMap;

use crate::table::Adoption;
use crate::topics::{self, Topic};
use crate::{LiveError, Log, SeatKey, Table, TableId};

/// How long a client waits before it answers a stale log again, in milliseconds: a
/// flood of stale copies makes it republish at most this often.
pub const REPUBLISH_EVERY_MS: u64 = 1000;

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
    last_republish_ms: Option<u64>,
    republish_due: bool,
}

impl TableClient {
    /// A client joining table `id` (its log arrives with the subscription).
    pub fn join(id: TableId, key: SeatKey) -> TableClient {
        TableClient {
            id,
            key,
            table: None,
            presence: BTreeMap::new(),
            last_republish_ms: None,
            republish_due: false,
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
                    Err(e) => return Received::Nothing(Some(e)),
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
                    Adoption::Refused(e) => Received::Nothing(Some(e)),
                    Adoption::Behind => {
                        let due = self
                            .last_republish_ms
                            .is_none_or(|t| now_ms.saturating_sub(t) >= REPUBLISH_EVERY_MS);
                        if due {
                            self.last_republish_ms = Some(now_ms);
                            self.republish_due = true;
                        }
                        Received::Table(Adoption::Behind)
                    }
                    other => Received::Table(other),
                }
            }
        }
    }

    /// Whether the client owes the broker its log: it saw an older one (a late retained
    /// copy, a reconnect, a stale message). Reading it clears it.
    pub fn take_republish(&mut self) -> bool {
        std::mem::take(&mut self.republish_due)
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
