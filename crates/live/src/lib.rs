//! Live tables for Block Ness, shared by the page and the command line.
//!
//! A table is one log on an MQTT broker, retained under the table's topic: the table's
//! settings, then signed entries (seatings, moves, hand-overs of an absent seat to a
//! computer and take-backs, a resignation, a rematch call), each
//! signature bound to every entry before it. Every message carries the whole log, every
//! client checks every entry with the rules engine and the seat keys, and a log is only
//! taken when it extends the one a client has or its entry outranks ours at the place
//! where they part ([`Adoption`]), never for being longer: no broker and no server is
//! trusted with the game. Only holders of the invite's secret can be seated. The protocol
//! and its threat model are described in `docs/live.md`.
//!
//! - [`TableId`], [`Invite`], [`InviteSecret`]: the table's id (the hash of its
//!   settings) and the invite that lets its holder ask for a seat.
//! - [`SeatKey`], [`PublicKey`]: the Ed25519 keys that sign for seats, with their
//!   [`Fingerprint`]s: two pictures, each a [`Shape`] in a [`Hue`], for people to compare.
//! - [`Log`], [`Entry`], [`Settings`], [`SeatRequest`]: the messages.
//! - [`names`]: what a player's name may hold; [`chain`]: the hash chain of a log.
//! - [`chance`]: luck no seat can foresee or steer, from every seat's hash chain.
//! - [`Table`]: a checked log, its seats and its game; [`Forfeit`]: a key caught signing
//!   twice for one place; [`rules::TableRules`]: what a table asks of its game, and
//!   [`games`]: the games (each behind its feature), with what their devices read and do
//!   at a table ([`BlockNessTable`], [`LochNessTable`]).
//! - [`TableClient`]: one device at a table, without I/O; [`heartbeat`]: how it shows it is
//!   there; [`backoff`]: how often it answers what the network does to its log.
//! - [`lobby`]: players who want a game find each other on the broker ([`lobby::Lobby`]).
//! - [`MqttSession`]: MQTT 3.1.1 framing, without I/O.
//! - `native` (feature `native`): a blocking MQTT-over-WebSocket connection for native
//!   programs such as the command line.

pub mod backoff;
pub mod chain;
pub mod chance;
mod client;
mod domain;
mod error;
mod fingerprint;
pub mod games;
pub mod heartbeat;
mod id;
mod invite;
mod keys;
pub mod lobby;
mod log;
mod mqtt;
pub mod names;
#[cfg(feature = "native")]
pub mod native;
pub mod rules;
mod table;
mod table_game;
pub mod topics;

pub use chain::Chain;
pub use client::{Received, Seating, TableClient, REFUSED_MEMORY};
pub use error::LiveError;
pub use fingerprint::{Fingerprint, Hue, Picture, Shape};
#[cfg(feature = "blockness")]
pub use games::blockness::BlockNessTable;
#[cfg(feature = "lochness")]
pub use games::lochness::{LochNessTable, LochView};
pub use games::TableGame;
pub use id::TableId;
pub use invite::{Invite, InviteSecret};
pub use keys::{PublicKey, SeatKey};
pub use log::{
    BotLevel, BotSeat, Entry, Log, SeatRequest, SeatedPlayer, Settings, MAX_GRACE, MAX_MESSAGE,
    MAX_REQUEST, MIN_GRACE, PROTOCOL_VERSION,
};
pub use mqtt::{MqttEvent, MqttSession, KEEP_ALIVE_SECS};
pub use names::MAX_NAME;
pub use table::{Adoption, Forfeit, Seat, Stage, StandIn, Table, MAX_HAND_OVERS};
