//! One device at one live table, without I/O: [`LiveSession`] holds the table client of
//! `blockness-live`, the MQTT session of the connection in use, where the connection stands,
//! the board drawn from the table's game and the computer seats this device runs. The
//! browser side feeds it the socket's bytes and the person's actions, and sends what it
//! queues ([`LiveSession::take_outgoing`]); the native tests drive it the same way.
//!
//! What the broker has is never trusted to be there: a log the broker has not acknowledged
//! is "unsent" and goes out again once subscribed; a broker that holds no log of the table
//! (restarted without persistence) gets ours after [`RETAINED_WAIT_MS`].
//!
//! This file holds the state and the connection; `shown` what the page reads of it and what
//! the device keeps; `table` the table's side (the board, the seats, moves, resignation,
//! rematch, the computer seats); `seat_request` a seat asked for and how it ended; `seeking`
//! a device in the lobby, before any table.

mod absence;
mod create;
mod seat_request;
mod seeking;
mod shown;
mod table;

#[cfg(test)]
mod fake_broker;
#[cfg(test)]
mod tests;

use std::rc::Rc;

use blockness_live::topics::{self, Topic};
use blockness_live::{
    InviteSecret, LiveError, MqttEvent, MqttSession, Received, SeatKey, TableClient, TableGame,
    PROTOCOL_VERSION,
};
use blockness_web_board::board::BoardState;
use blockness_web_board::bot_driver::BotDriver;

pub use create::{by_link_address, open_table, DEFAULT_GRACE, GRACE_CHOICES};
pub use seeking::{SeekStage, Seeking};
pub use shown::Unsent;
pub use table::{game_id, SeatLine, Who};

use crate::record::Record;
use crate::words::Note;

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

/// What the keep-alive does now (see [`LiveSession::ping`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ping {
    /// Send these bytes.
    Send(Vec<u8>),
    /// Nothing: not connected.
    Idle,
    /// The broker stopped answering: close the connection.
    Dead,
}

/// One device at one table.
#[derive(Debug)]
pub struct LiveSession {
    client: TableClient,
    mqtt: MqttSession,
    link: Link,
    /// Whether any connection ever reached [`Link::Online`].
    ever_online: bool,
    /// Connection attempts that failed since the last time online.
    failures: u32,
    /// The log held here is newer than anything the broker acknowledged.
    unsent: bool,
    /// The packet id of the last log published, until the broker acknowledges it.
    awaiting_ack: Option<u16>,
    /// Pings sent since the broker last answered one.
    pings_unanswered: u32,
    /// Whether the broker sent any log since the subscription (its retained copy).
    heard_log: bool,
    /// Bytes for the socket, oldest first.
    outgoing: Vec<Vec<u8>>,
    /// The board drawn from the table's game.
    board: Rc<BoardState>,
    /// The computer seats this device runs.
    bots: BotDriver,
    /// Whether the key is kept on the device (the creator's, or a seated player's).
    keeps_key: bool,
    /// Whether storage holds a record of this table that could not be read nor moved
    /// aside: nothing may be written over it.
    record_blocked: bool,
    /// The invite's secret, when this device holds it: only then may it ask for a seat.
    secret: Option<InviteSecret>,
    /// Whether the end of this device's seat request was told.
    seating_told: bool,
    /// The game is over and kept in My games: the key is no longer kept on the device.
    key_retired: bool,
    /// What the person should read, if anything.
    note: Option<Note>,
    /// Bumped whenever anything drawn changes.
    revision: u64,
}

impl LiveSession {
    /// A session for the table of `record` (read from storage, or just made: then its table
    /// is the new one and unsent), or for table `id` with a new spectator's key. `secret`
    /// is the invite's, when the address carries it (a record's own wins).
    pub fn open(
        id: blockness_live::TableId,
        record: Option<Record>,
        guest: SeatKey,
        secret: Option<InviteSecret>,
    ) -> Self {
        let secret = record.as_ref().and_then(|r| r.secret).or(secret);
        let (client, unsent, keeps_key) = match record {
            // A record holds a table this page checked, so a Block Ness one.
            Some(Record {
                key,
                table: Some(table),
                unsent,
                ..
            }) if table.id() == id => (TableClient::with_table(table, key), unsent, true),
            Some(Record { key, .. }) => (TableClient::join(id, key), false, true),
            None => (TableClient::join(id, guest), false, false),
        };
        let client = client.for_game(TableGame::BlockNess);
        let seed = u64::from_le_bytes(client.key().to_seed()[..8].try_into().unwrap_or([0; 8]));
        let mut session = LiveSession {
            client,
            mqtt: MqttSession::new(),
            // Dialing is the session's first step; the page says "no broker" only once it
            // has found none ([`LiveSession::no_broker`]). Starting from "no broker" showed
            // that alert for a moment on every table, and the seat form jumped as it went.
            link: Link::Connecting,
            ever_online: false,
            failures: 0,
            unsent,
            awaiting_ack: None,
            pings_unanswered: 0,
            heard_log: false,
            outgoing: Vec::new(),
            board: Rc::new(BoardState::picture(empty_game())),
            bots: BotDriver::new(seed),
            keeps_key,
            record_blocked: false,
            secret,
            seating_told: false,
            key_retired: false,
            note: None,
            revision: 0,
        };
        session.after_table_change();
        session
    }

    // ----- the connection -----

    /// A connection attempt begins: the socket is being opened (a refused one closes
    /// without ever opening, and counts as a failed attempt all the same).
    pub fn dialing(&mut self) {
        self.link = Link::Connecting;
        self.bump();
    }

    /// The first bytes of a new connection: MQTT's CONNECT, with this device's presence
    /// going offline as its last will.
    pub fn connect(&mut self, client_id: &str) -> Vec<u8> {
        self.mqtt = MqttSession::new();
        // Whatever answered the last connection has no place on the next one, where CONNECT
        // must come first.
        self.outgoing.clear();
        self.link = Link::Connecting;
        self.pings_unanswered = 0;
        self.awaiting_ack = None;
        self.heard_log = false;
        self.bump();
        MqttSession::connect(client_id, Some(self.client.will()))
    }

    /// Takes bytes from the broker at `now_ms`. An error means the connection is unusable
    /// (not MQTT, or refused): the caller closes it, and [`LiveSession::closed`] follows.
    /// Returns whether the subscription was granted in these bytes, when the caller starts
    /// the [`RETAINED_WAIT_MS`] wait.
    pub fn receive(&mut self, bytes: &[u8], now_ms: u64) -> Result<bool, LiveError> {
        self.receive_with(bytes.len(), |at, len| bytes[at..at + len].to_vec(), now_ms)
    }

    /// [`LiveSession::receive`] for a message of `total` bytes that stays in the socket's
    /// buffer until `copy(at, len)` brings a range over: a packet over the size limit is
    /// skipped without being copied (see [`MqttSession::receive_with`]).
    pub fn receive_with(
        &mut self,
        total: usize,
        copy: impl FnMut(usize, usize) -> Vec<u8>,
        now_ms: u64,
    ) -> Result<bool, LiveError> {
        let (events, reply) = self.mqtt.receive_with(total, copy)?;
        if !reply.is_empty() {
            self.outgoing.push(reply);
        }
        let mut subscribed = false;
        for event in events {
            match event {
                MqttEvent::Connected => {
                    let filters = self.client.subscriptions();
                    self.outgoing.push(self.mqtt.subscribe(&filters));
                    let (topic, payload) = self.client.online();
                    self.outgoing
                        .push(MqttSession::publish_retained_once(&topic, &payload));
                }
                MqttEvent::Subscribed => {
                    self.link = Link::Online;
                    self.ever_online = true;
                    self.failures = 0;
                    subscribed = true;
                    if self.unsent {
                        self.publish_log();
                    }
                    if let Some((topic, payload)) = self.client.pending_request() {
                        self.publish_retained(&topic, &payload);
                    }
                    self.bump();
                }
                MqttEvent::Message { topic, payload } => self.message(&topic, &payload, now_ms),
                MqttEvent::Oversized => {
                    self.client.oversized();
                    if self.client.take_republish() {
                        self.publish_log();
                    }
                }
                MqttEvent::Acknowledged(id) => {
                    if self.awaiting_ack == Some(id) {
                        self.awaiting_ack = None;
                        self.unsent = false;
                        self.bump();
                    }
                }
                MqttEvent::Pong => self.pings_unanswered = 0,
            }
        }
        Ok(subscribed)
    }

    fn message(&mut self, topic: &str, payload: &[u8], now_ms: u64) {
        if topics::classify(self.client.id(), topic) == Topic::Log {
            self.heard_log = true;
        }
        match self.client.receive(topic, payload, now_ms) {
            Received::Table(_) => self.after_table_change(),
            Received::Presence => self.bump(),
            // A refused message changes nothing; it is not the person's doing, so it is
            // not theirs to read either, beyond a table of another version's, when this
            // device has no table to show.
            Received::Nothing(Some(LiveError::Version { version }))
                if self.client.table().is_none() =>
            {
                self.note = Some(if version < PROTOCOL_VERSION {
                    Note::OldTable
                } else {
                    Note::Refused(LiveError::Version { version })
                });
                self.bump();
            }
            Received::Nothing(Some(why @ LiveError::OtherGame { .. }))
                if self.client.table().is_none() =>
            {
                self.note = Some(Note::Refused(why));
                self.bump();
            }
            // The parts of a Loch Ness draw: this page plays Block Ness tables only.
            Received::Part | Received::Nothing(_) => {}
        }
        if self.client.take_republish() {
            self.publish_log();
        }
        if let Some((topic, payload)) = self.client.take_request_again() {
            self.publish_retained(&topic, &payload);
        }
    }

    /// Publishes a message other than the log (a seat request), retained, when connected.
    fn publish_retained(&mut self, topic: &str, payload: &[u8]) {
        if self.link == Link::Online {
            let (bytes, _) = self.mqtt.publish(topic, payload, true);
            self.outgoing.push(bytes);
        }
    }

    /// The connection closed (or never opened): the next attempt waits its back-off.
    pub fn closed(&mut self) {
        if self.link == Link::NoBroker {
            return;
        }
        if self.link != Link::Online {
            self.failures = self.failures.saturating_add(1);
        }
        self.link = Link::Down;
        self.awaiting_ack = None;
        self.outgoing.clear();
        self.bump();
    }

    /// No broker can be reached from here (none is set): say so and stop trying.
    pub fn no_broker(&mut self) {
        self.link = Link::NoBroker;
        self.bump();
    }

    /// How long to wait before the next connection attempt.
    pub fn next_attempt_ms(&self) -> u32 {
        backoff_ms(self.failures.saturating_sub(1))
    }

    /// The keep-alive's turn: a ping to send, nothing (not connected), or the news that two
    /// pings went unanswered, so the connection is dead though the socket has not noticed
    /// and the caller closes it.
    pub fn ping(&mut self) -> Ping {
        if self.link != Link::Online {
            return Ping::Idle;
        }
        if self.pings_unanswered >= 2 {
            return Ping::Dead;
        }
        self.pings_unanswered += 1;
        Ping::Send(MqttSession::ping())
    }

    /// The wait after subscribing is over: when the broker sent no log, it has none (it was
    /// restarted, or the table is new), and ours is published.
    /// Whether the table owes the broker its log but may not send it yet (a spoiled or
    /// stale copy came right after the last answers): the caller calls
    /// [`LiveSession::retry_republish`] after [`blockness_live::REPUBLISH_EVERY_MS`].
    pub fn republish_pending(&self) -> bool {
        self.client.republish_pending()
    }

    /// A timer's turn to pay a pending answer (see [`LiveSession::republish_pending`]).
    pub fn retry_republish(&mut self, now_ms: u64) {
        self.client.tick(now_ms);
        if self.client.take_republish() {
            self.publish_log();
        }
    }

    pub fn retained_wait_over(&mut self) {
        if self.link == Link::Online && !self.heard_log && self.client.table().is_some() {
            self.publish_log();
        }
    }

    /// The bytes to leave with: this device's presence offline, then MQTT's DISCONNECT (after
    /// which the broker drops the last will).
    pub fn leave(&mut self) -> Vec<Vec<u8>> {
        if self.link != Link::Online {
            return Vec::new();
        }
        let (topic, _) = self.client.online();
        let offline = topics::presence_payload(false);
        vec![
            MqttSession::publish_retained_once(&topic, &offline),
            MqttSession::disconnect(),
        ]
    }

    /// Publishes the table's log, retained, when connected; otherwise it waits, unsent, for
    /// the next subscription.
    fn publish_log(&mut self) {
        self.unsent = true;
        if self.link != Link::Online {
            return;
        }
        if let Some((topic, payload)) = self.client.log_payload() {
            let (bytes, id) = self.mqtt.publish(&topic, &payload, true);
            self.outgoing.push(bytes);
            self.awaiting_ack = Some(id);
        }
    }

    /// The bytes queued for the socket, oldest first.
    pub fn take_outgoing(&mut self) -> Vec<Vec<u8>> {
        std::mem::take(&mut self.outgoing)
    }
}

/// The game shown before the table's log arrives: an empty two-player board, drawn frozen.
fn empty_game() -> blockness_core::Game {
    let edition = blockness_web_board::editions::standard_edition();
    let setup = blockness_core::Setup::new(&edition, 2, None, false)
        .unwrap_or_else(|_| unreachable!("the standard edition seats two players"));
    blockness_core::Game::new(edition, setup)
}
