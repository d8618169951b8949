//! A device at one live table, whatever its game, without I/O: [`Wire`] holds the table
//! client of `blockness-live`, the MQTT session of the connection in use and where the
//! connection stands; [`TableSession`] is what the page's socket and timers drive, each
//! game's session implementing it over its wire. The browser side feeds it the socket's
//! bytes and sends what it queues ([`TableSession::take_outgoing`]); the native tests drive
//! it the same way, through the broker in memory (`fake_broker`, feature `test-support`).
//!
//! `device` holds what a device keeps of any table (its client opened from the record, who
//! sits where, what is unsent), `seeking` a device in the lobby, before any table.

mod action;
mod device;
mod host;
mod seat_line;
mod seeking;
mod table_session;
mod wire;

#[cfg(any(test, feature = "test-support"))]
pub mod fake_broker;

pub use action::{Next, TableAction};
pub use device::{open_client, Opened, SeatPresence, Unsent, Who};
pub use host::Hosting;
pub use seat_line::{person_name, SeatLine};
pub use seeking::{SeekStage, Seeking};
pub use table_session::TableSession;
pub use wire::Wire;

/// The grace times the form offers, in seconds: how long a seat's device may be away before
/// the others may hand the seat to a computer.
pub const GRACE_CHOICES: [u32; 4] = [30, 120, 300, 900];

/// The grace time the form starts with: two minutes, long enough for a reload or a lost
/// connection on a train, short enough that nobody waits for good.
pub const DEFAULT_GRACE: u32 = 120;

/// How often the wait before a hand-over is counted again on screen (milliseconds).
pub const HAND_OVER_TICK_MS: u32 = 1000;

/// How long after subscribing the session waits for the broker's copy of the log before it
/// concludes the broker has none and publishes its own (milliseconds). A broker sends what
/// it retains right after the subscription is granted, so this is generous.
pub const RETAINED_WAIT_MS: u32 = 1500;

/// How long a broker of the site's list has to answer (the socket, MQTT's handshake and the
/// subscription) before the next one is tried (milliseconds). A broker that answers at all
/// does so well within it; a dead one may never say no.
pub const ANSWER_WAIT_MS: u32 = 4000;

/// The longest wait between two connection attempts (milliseconds).
pub const MAX_BACKOFF_MS: u32 = 30_000;

/// Failed attempts in a row after which the broker is said to be out of reach (the session
/// keeps trying).
pub const UNREACHABLE_AFTER: u32 = 3;

/// How long to wait before connection attempt number `failures + 1`: one second, doubled
/// after each failure, at most [`MAX_BACKOFF_MS`].
pub fn backoff_ms(failures: u32) -> u32 {
    1000u32
        .saturating_mul(1 << failures.min(15))
        .min(MAX_BACKOFF_MS)
}

/// Where the connection to the broker stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    /// No broker to connect to.
    NoBroker,
    /// A connection is being opened (the socket, then MQTT's handshake and subscription).
    Connecting,
    /// Subscribed to the table: messages flow both ways.
    Online,
    /// The connection is down; the next attempt waits its back-off.
    Down,
}

/// What the connection shows the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// No broker is set.
    NoBroker,
    /// The first connection is being made.
    Connecting,
    /// Connected.
    Online,
    /// Connected before, and trying again.
    Reconnecting,
    /// Several tries in a row failed.
    Unreachable,
}

impl Shown {
    /// The state's name, for the page's `data-state` and the tests.
    pub fn name(self) -> &'static str {
        match self {
            Shown::NoBroker => "no-broker",
            Shown::Connecting => "connecting",
            Shown::Online => "online",
            Shown::Reconnecting => "reconnecting",
            Shown::Unreachable => "unreachable",
        }
    }
}

/// The table's stage by name, for the page's `data-stage` and the tests: `waiting` before
/// the table has come.
pub fn stage_name(stage: Option<blockness_live::Stage>) -> &'static str {
    match stage {
        None => "waiting",
        Some(blockness_live::Stage::Seating) => "seating",
        Some(blockness_live::Stage::Playing) => "playing",
        Some(blockness_live::Stage::Over) => "over",
    }
}

/// What the keep-alive does now (see [`TableSession::ping`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ping {
    /// Send these bytes.
    Send(Vec<u8>),
    /// Nothing: not connected.
    Idle,
    /// The broker stopped answering: close the connection.
    Dead,
}
