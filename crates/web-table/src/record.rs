//! What the device keeps of a live table, in local storage under the table's id: the seat
//! key's 32 secret bytes, so a reload sits down in the same seat, the invite's secret when
//! this device has it (the host's, to show the invite again; an invited player's, to ask
//! for a seat again), and the last log it holds with whether the broker has it yet, so a
//! move made offline survives a reload too. The record goes once the game is over and kept
//! in My games (see the browser side).
//!
//! Everything read is untrusted: a record that does not read is moved aside untouched (see
//! the browser side), never overwritten, and a log in it that does not check out is left
//! out; the key alone still seats the player again.

use blockness_live::{InviteSecret, Log, SeatKey, Table, TableId};
use serde::{Deserialize, Serialize};

/// The start of the storage key of a table's record: `blockness.live.<id>`.
pub const RECORD_PREFIX: &str = blockness_web_common::address::LIVE_RECORD_PREFIX;
/// Where the player's name is kept between tables.
pub const NAME_KEY: &str = "blockness.live-name";
/// Where the broker address the player entered is kept.
pub const BROKER_KEY: &str = blockness_web_common::address::LIVE_BROKER_KEY;
/// Storage key of the notices a player wants on their turn: `n` (a notification), `s` (a
/// tone), both or neither.
pub const TURN_NOTICES_KEY: &str = "blockness.live-turn-notices";
/// Version written by this build; other versions are refused, not guessed at.
pub const RECORD_VERSION: u32 = 1;

/// The storage key of table `id`'s record.
pub fn record_key(id: TableId) -> String {
    format!("{RECORD_PREFIX}{id}")
}

/// Where an unreadable record of table `id` is moved.
pub fn set_aside_key(id: TableId) -> String {
    format!("{RECORD_PREFIX}{id}.unreadable")
}

/// The stored form.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    v: u32,
    /// The seat key's secret, 64 hexadecimal digits.
    seed: String,
    /// The last log held, as it travels.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    log: Option<String>,
    /// Whether the broker had not yet acknowledged that log.
    #[serde(default)]
    unsent: bool,
    /// The invite's secret, base64url.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    invite: Option<String>,
}

/// A table's record, read or to write.
#[derive(Clone, Debug)]
pub struct Record {
    /// The seat key.
    pub key: SeatKey,
    /// The table as last held, when the stored log checks out.
    pub table: Option<Table>,
    /// Whether that table's log still has to reach the broker.
    pub unsent: bool,
    /// The invite's secret, when this device holds it.
    pub secret: Option<InviteSecret>,
}

impl Record {
    /// The text to store.
    pub fn encode(&self) -> String {
        let seed: String = self
            .key
            .to_seed()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let log = self
            .table
            .as_ref()
            .and_then(|t| String::from_utf8(t.log().to_wire()).ok());
        blockness_web_common::json::to_string(&Stored {
            v: RECORD_VERSION,
            seed,
            log,
            unsent: self.unsent && self.table.is_some(),
            invite: self.secret.map(|s| s.to_string()),
        })
    }

    /// Reads the record of table `id`; `Err` with the reason when it does not read at all.
    pub fn decode(id: TableId, text: &str) -> Result<Record, String> {
        let stored: Stored = blockness_web_common::json::from_str(text)?;
        if stored.v != RECORD_VERSION {
            return Err(format!("version {} of the record", stored.v));
        }
        let key = SeatKey::from_seed(seed(&stored.seed).ok_or("the key is not 64 hex digits")?);
        let table = stored
            .log
            .and_then(|log| Log::from_wire(log.as_bytes()).ok())
            .and_then(|log| Table::verify(id, log).ok());
        let unsent = stored.unsent && table.is_some();
        // A secret that does not read is left out: the device can still watch.
        let secret = stored
            .invite
            .and_then(|text| InviteSecret::parse(&text).ok());
        Ok(Record {
            key,
            table,
            unsent,
            secret,
        })
    }
}

/// 64 hexadecimal digits as 32 bytes.
fn seed(text: &str) -> Option<[u8; 32]> {
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    let mut bytes = [0u8; 32];
    for (i, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(bytes)
}

/// `bytes` in lowercase hexadecimal (a table's nonce, a client id).
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_live::Settings;

    const SECRET: InviteSecret = InviteSecret([5; 16]);

    fn table(key: &SeatKey) -> Table {
        let settings = Settings {
            nonce: "00112233445566778899aabbccddeeff".into(),
            game: blockness_live::TableGame::BlockNess,
            players: 2,
            expert: false,
            swap: false,
            edition: "lochside-v2".into(),
            host: key.public().to_string(),
            gate: Some(SECRET.gate().public().to_string()),
            bots: Vec::new(),
            seated: Vec::new(),
            rematch_of: None,
            grace: None,
        };
        let table = Table::create(settings).unwrap();
        let request = SECRET.request(table.id(), key, "Ada", Some(0)).unwrap();
        table.admit(key, &request).unwrap().0
    }

    #[test]
    fn a_record_reads_back_with_its_key_and_table() {
        let key = SeatKey::from_seed([9; 32]);
        let table = table(&key);
        let id = table.id();
        let record = Record {
            key: key.clone(),
            table: Some(table.clone()),
            unsent: true,
            secret: Some(SECRET),
        };
        let back = Record::decode(id, &record.encode()).unwrap();
        assert_eq!(back.key.public(), key.public());
        assert_eq!(back.table.unwrap().log(), table.log());
        assert!(back.unsent);
        assert_eq!(back.secret, Some(SECRET));
        // A key alone reads too.
        let bare = Record {
            key: key.clone(),
            table: None,
            unsent: true,
            secret: None,
        };
        let back = Record::decode(id, &bare.encode()).unwrap();
        assert!(back.table.is_none() && !back.unsent && back.secret.is_none());
    }

    #[test]
    fn a_log_of_another_table_is_left_out_and_garbage_refused() {
        let key = SeatKey::from_seed([3; 32]);
        let record = Record {
            key,
            table: Some(table(&SeatKey::from_seed([3; 32]))),
            unsent: true,
            secret: None,
        };
        let other = TableId(7);
        let back = Record::decode(other, &record.encode()).unwrap();
        assert!(back.table.is_none());
        for bad in [
            "",
            "{}",
            "{\"v\":2,\"seed\":\"00\"}",
            "{\"v\":1,\"seed\":\"zz\"}",
            "{\"v\":1,\"seed\":\"é0000000000000000000000000000000000000000000000000000000000000\"}",
        ] {
            assert!(Record::decode(other, bad).is_err(), "{bad}");
        }
    }
}
