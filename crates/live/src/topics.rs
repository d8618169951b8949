//! The MQTT topics of a table. Everything of table `ID` lives under `blockness/v1/ID/`
//! (the `v1` names the topics' layout; the protocol's version is the `v` in each message).

use crate::{PublicKey, TableId};

/// The table's log: retained, so whoever subscribes gets the whole table at once.
pub fn log(table: TableId) -> String {
    format!("blockness/v1/{table}/log")
}

/// One device's presence: its signed heartbeats ([`crate::heartbeat`]), retained, so a
/// newcomer learns at once the last count of every device.
pub fn presence(table: TableId, key: PublicKey) -> String {
    format!("blockness/v1/{table}/presence/{}", key.short())
}

/// Every device's presence at the table.
pub fn presence_all(table: TableId) -> String {
    format!("blockness/v1/{table}/presence/+")
}

/// One device's hint that it left ([`crate::heartbeat::GONE_HINT`]): its last will, and its
/// goodbye. A hint for the page only, which anyone could publish: it never hands a seat
/// over. A topic of its own, so it never hides the device's last heartbeat.
pub fn gone(table: TableId, key: PublicKey) -> String {
    format!("blockness/v1/{table}/gone/{}", key.short())
}

/// Every device's hint that it left.
pub fn gone_all(table: TableId) -> String {
    format!("blockness/v1/{table}/gone/+")
}

/// One invited player's seat request to the host (retained, so a host that reconnects
/// finds it).
pub fn request(table: TableId, key: PublicKey) -> String {
    format!("blockness/v1/{table}/request/{}", key.short())
}

/// Every seat request of the table: only the host subscribes.
pub fn request_all(table: TableId) -> String {
    format!("blockness/v1/{table}/request/+")
}

/// A Loch Ness seat's part of the table's draw under way (retained): its device reveals it
/// here, and whoever holds every seat's part writes the draw into the log.
pub fn part(table: TableId, seat: usize) -> String {
    format!("blockness/v1/{table}/part/{seat}")
}

/// Every seat's part of a Loch Ness table.
pub fn part_all(table: TableId) -> String {
    format!("blockness/v1/{table}/part/+")
}

/// What a topic of table `table` is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Topic {
    /// The table's log.
    Log,
    /// A device's heartbeat, named by its key's short form.
    Presence(String),
    /// A device's hint that it left, named by its key's short form.
    Gone(String),
    /// A seat request, named by the asking key's short form.
    Request(String),
    /// A Loch Ness seat's part of a draw, by the seat's number.
    Part(usize),
    /// Anything else (ignored).
    Other,
}

/// Tells which of the table's topics `topic` is.
pub fn classify(table: TableId, topic: &str) -> Topic {
    let prefix = format!("blockness/v1/{table}/");
    let Some(rest) = topic.strip_prefix(&prefix) else {
        return Topic::Other;
    };
    if rest == "log" {
        return Topic::Log;
    }
    let short = |name: &str| {
        rest.strip_prefix(name)
            .filter(|s| s.len() == 8 && !s.contains('/'))
            .map(str::to_string)
    };
    if let Some(seat) = rest.strip_prefix("part/") {
        // Seats are 0 to 4: one digit, never written another way.
        return match seat.as_bytes() {
            [digit @ b'0'..=b'9'] => Topic::Part(usize::from(digit - b'0')),
            _ => Topic::Other,
        };
    }
    if let Some(s) = short("presence/") {
        Topic::Presence(s)
    } else if let Some(s) = short("gone/") {
        Topic::Gone(s)
    } else if let Some(s) = short("request/") {
        Topic::Request(s)
    } else {
        Topic::Other
    }
}
