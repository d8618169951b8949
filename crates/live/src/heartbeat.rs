//! Signed heartbeats: how a device at a table shows it is there.
//!
//! Every device that signs for a seat (a seated person's, the host's) publishes a heartbeat
//! every [`heartbeat_every_ms`] on its presence topic, retained: its key's signature over
//! the table and a count that only ever grows. A client takes a heartbeat only when its
//! count is above the last it took from that key, so an old one replayed shows nothing, and
//! nobody without the key can make one. A seat counts as away once no new heartbeat (and
//! no new entry signed by its key) has come for the table's grace time: presence can no
//! longer be forged in either direction. Heartbeats stay out of the log, so the log does not
//! grow with time. The broker's last will only leaves a hint ([`GONE_HINT`]) that the page
//! shows at once; it never hands a seat over.

use serde::{Deserialize, Serialize};

use crate::domain::DOMAIN;
use crate::log::{to_json, PROTOCOL_VERSION};
use crate::{LiveError, PublicKey, SeatKey, TableId};

/// The longest wait between two heartbeats of a device, in milliseconds.
pub const HEARTBEAT_LONGEST_MS: u64 = 5_000;

/// The shortest wait between two heartbeats, in milliseconds (tables of a grace time of a
/// second or two, as the tests make).
pub const HEARTBEAT_SHORTEST_MS: u64 = 250;

/// The largest heartbeat read, in bytes (one is about 110).
pub const MAX_HEARTBEAT: usize = 256;

/// The hint a device's last will leaves on its `gone` topic when its connection drops, and
/// that it publishes itself as it leaves. Anyone can publish it: it only ever changes what
/// the page shows until the next heartbeat.
pub const GONE_HINT: &[u8] = b"{\"v\":3,\"gone\":true}";

/// How often a device at a table of `grace` seconds sends a heartbeat: a quarter of the
/// grace time, between [`HEARTBEAT_SHORTEST_MS`] and [`HEARTBEAT_LONGEST_MS`], so a device
/// that is there is never silent for its grace time.
pub fn heartbeat_every_ms(grace: Option<u32>) -> u64 {
    grace.map_or(HEARTBEAT_LONGEST_MS, |g| {
        (u64::from(g) * 1000 / 4).clamp(HEARTBEAT_SHORTEST_MS, HEARTBEAT_LONGEST_MS)
    })
}

/// One heartbeat as its presence topic carries it: the count and the key's signature (the
/// key is the topic's, found among the table's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Heartbeat {
    /// [`PROTOCOL_VERSION`].
    pub v: u32,
    /// The count: above every earlier heartbeat of the key at this table.
    pub n: u64,
    /// The key's signature over the table and the count.
    pub sig: String,
}

impl Heartbeat {
    /// The heartbeat number `n` of `key` at `table`.
    pub fn signed(key: &SeatKey, table: TableId, n: u64) -> Heartbeat {
        Heartbeat {
            v: PROTOCOL_VERSION,
            n,
            sig: key.sign_bytes(&statement(table, key.public(), n)),
        }
    }

    /// Whether this heartbeat is `key`'s at `table`.
    pub fn verifies(&self, key: PublicKey, table: TableId) -> bool {
        key.verifies_bytes(&statement(table, key, self.n), &self.sig)
    }

    /// Reads a heartbeat, in its one canonical form, refusing it unread past
    /// [`MAX_HEARTBEAT`].
    pub fn from_wire(bytes: &[u8]) -> Result<Heartbeat, LiveError> {
        if bytes.len() > MAX_HEARTBEAT {
            return Err(LiveError::TooLarge { bytes: bytes.len() });
        }
        let beat: Heartbeat = serde_json::from_slice(bytes).map_err(|e| LiveError::garbled(&e))?;
        if beat.v != PROTOCOL_VERSION {
            return Err(LiveError::Version { version: beat.v });
        }
        if beat.to_wire() != bytes {
            return Err(LiveError::NotCanonical);
        }
        Ok(beat)
    }

    /// The heartbeat's bytes.
    pub fn to_wire(&self) -> Vec<u8> {
        to_json(self)
    }
}

/// What a heartbeat's signature covers: the domain, what it is, the table, the key and the
/// count.
fn statement(table: TableId, key: PublicKey, n: u64) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(DOMAIN.len() + 9 + 16 + 32 + 8);
    bytes.extend_from_slice(DOMAIN);
    bytes.extend_from_slice(b"heartbeat");
    bytes.extend_from_slice(&table.to_bytes());
    bytes.extend_from_slice(&key.to_bytes());
    bytes.extend_from_slice(&n.to_be_bytes());
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_heartbeat_verifies_only_for_its_key_table_and_count() {
        let key = SeatKey::from_seed([3; 32]);
        let beat = Heartbeat::signed(&key, TableId(5), 42);
        assert!(beat.verifies(key.public(), TableId(5)));
        assert!(!beat.verifies(key.public(), TableId(6)));
        assert!(!beat.verifies(SeatKey::from_seed([4; 32]).public(), TableId(5)));
        let recounted = Heartbeat {
            n: 43,
            ..beat.clone()
        };
        assert!(!recounted.verifies(key.public(), TableId(5)));
        assert_eq!(Heartbeat::from_wire(&beat.to_wire()), Ok(beat.clone()));
        let spaced = format!(" {}", String::from_utf8(beat.to_wire()).unwrap());
        assert_eq!(
            Heartbeat::from_wire(spaced.as_bytes()),
            Err(LiveError::NotCanonical)
        );
    }

    #[test]
    fn a_device_beats_at_least_four_times_in_any_grace_time() {
        for grace in [1, 2, 10, 30, 120, 3600] {
            let every = heartbeat_every_ms(Some(grace));
            assert!(every * 4 <= u64::from(grace) * 1000 || every == HEARTBEAT_SHORTEST_MS);
            assert!(every <= HEARTBEAT_LONGEST_MS);
        }
        assert_eq!(heartbeat_every_ms(None), HEARTBEAT_LONGEST_MS);
    }
}
