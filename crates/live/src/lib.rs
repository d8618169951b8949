//! Live tables for Block Ness, shared by the page and the command line.
//!
//! A table is one log on an MQTT broker, retained under the table's topic: the table's
//! settings, then signed entries (seat claims, moves, a resignation, a rematch). Every
//! message carries the whole log, every client checks every entry with the rules engine
//! and the seat keys, and a log is only taken when it extends the one a client has (or
//! wins a fixed tie-break), so no broker and no server is trusted with the game. The
//! protocol is described in `docs/live.md`.
//!
//! - [`TableId`]: the table's id, the hash of its settings.
//! - [`SeatKey`], [`PublicKey`]: the Ed25519 keys that sign for seats.
//! - [`Log`], [`Entry`], [`Settings`]: the messages.
//! - [`Table`]: a checked log, its seats and its game.
//! - [`TableClient`]: one device at a table, without I/O.
//! - [`MqttSession`]: MQTT 3.1.1 framing, without I/O.
//! - `native` (feature `native`): a blocking MQTT-over-WebSocket connection for native
//!   programs such as the command line.

mod client;
mod error;
mod id;
mod keys;
mod log;
mod mqtt;
#[cfg(feature = "native")]
pub mod native;
mod table;
pub mod topics;

pub use client::{Received, TableClient, REPUBLISH_BURST, REPUBLISH_EVERY_MS};
pub use error::LiveError;
pub use id::TableId;
pub use keys::{PublicKey, SeatKey};
pub use log::{BotLevel, BotSeat, Entry, Log, Settings, MAX_MESSAGE, PROTOCOL_VERSION};
pub use mqtt::{MqttEvent, MqttSession, KEEP_ALIVE_SECS};
pub use table::{Adoption, Seat, Stage, Table, MAX_NAME};
