//! A device's connection to one table through its broker, whatever game the table plays:
//! [`Wire`] holds the table client of `blockness-live`, the MQTT session of the connection
//! in use and where the connection stands; [`super::TableSession`] is what the page's socket
//! drives, implemented by each game's session over its wire.
//!
//! What the broker has is never trusted to be there: a log the broker has not acknowledged
//! is "unsent" and goes out again once subscribed; a broker that holds no log of the table
//! (restarted without persistence) gets ours after [`super::RETAINED_WAIT_MS`].

use blockness_live::topics::{self, Topic};
use blockness_live::{
    BotLevel, InviteSecret, LiveError, MqttEvent, MqttSession, Received, TableClient,
};

use super::{backoff_ms, Link, Ping, Shown, UNREACHABLE_AFTER};
use crate::words::Note;

/// One device's connection to one table.
#[derive(Debug)]
pub struct Wire {
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
    /// Bumped whenever anything drawn changes.
    revision: u64,
    /// What the person should read, if anything: a refusal of something this device did,
    /// or of the table's log when it could not be read at all.
    note: Option<Note>,
    /// Whether each key of the table was shown connected, as of the last look.
    shown_online: Vec<bool>,
    /// Storage holds an unreadable record of this table that could not be moved aside:
    /// nothing may be written over it ([`Wire::block_record`]).
    record_blocked: bool,
}

impl Wire {
    /// The wire of `client`, whose log is `unsent` when the broker has not acknowledged it.
    pub fn new(client: TableClient, unsent: bool) -> Wire {
        Wire {
            client,
            mqtt: MqttSession::new(),
            // Dialing is the session's first step; the page says "no broker" only once it
            // has found none ([`Wire::no_broker`]). Starting from "no broker" showed that
            // alert for a moment on every table, and the seat form jumped as it went.
            link: Link::Connecting,
            ever_online: false,
            failures: 0,
            unsent,
            awaiting_ack: None,
            pings_unanswered: 0,
            heard_log: false,
            outgoing: Vec::new(),
            revision: 0,
            note: None,
            shown_online: Vec::new(),
            record_blocked: false,
        }
    }

    /// Storage holds an unreadable record of this table that could not be moved aside: from
    /// now on the session keeps no record ([`Wire::record_blocked`]), for every game.
    pub fn block_record(&mut self) {
        self.record_blocked = true;
    }

    /// Whether nothing may be written over the table's record in storage (see
    /// [`Wire::block_record`]).
    pub fn record_blocked(&self) -> bool {
        self.record_blocked
    }

    /// Whether an invited visitor may ask for a seat before the table has come: the device
    /// holds the invite's `secret` and keeps no key of this table (`keeps_key`), nothing
    /// blocks its record, and it has not asked yet.
    pub fn may_ask_before_table(&self, secret: Option<InviteSecret>, keeps_key: bool) -> bool {
        secret.is_some()
            && self.client.table().is_none()
            && !keeps_key
            && !self.record_blocked
            && self.client.pending_request().is_none()
    }

    /// The table client.
    pub fn client(&self) -> &TableClient {
        &self.client
    }

    /// The table client, to act at the table (then [`Wire::publish_log`]).
    pub fn client_mut(&mut self) -> &mut TableClient {
        &mut self.client
    }

    /// Changes whenever anything drawn changes.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Something drawn changed.
    pub fn bump(&mut self) {
        self.revision += 1;
    }

    /// What the person should read, if anything.
    pub fn note(&self) -> Option<&Note> {
        self.note.as_ref()
    }

    /// Tells the person something.
    pub fn set_note(&mut self, note: Note) {
        self.note = Some(note);
        self.bump();
    }

    /// Clears the note.
    pub fn dismiss(&mut self) {
        self.note = None;
        self.bump();
    }

    /// The connection as the person sees it.
    pub fn shown(&self) -> Shown {
        match self.link {
            Link::NoBroker => Shown::NoBroker,
            Link::Online => Shown::Online,
            // Several tries in a row failed: whether the broker was there before or not,
            // the person is told plainly, and offered the game by link.
            _ if self.failures >= UNREACHABLE_AFTER => Shown::Unreachable,
            _ if self.ever_online => Shown::Reconnecting,
            _ => Shown::Connecting,
        }
    }

    /// Where the connection stands.
    pub fn link(&self) -> Link {
        self.link
    }

    /// Whether any connection ever reached [`Link::Online`].
    pub fn ever_online(&self) -> bool {
        self.ever_online
    }

    /// Connection attempts that failed since the last time online.
    pub fn failures(&self) -> u32 {
        self.failures
    }

    /// Whether this device holds a log the broker has not acknowledged.
    pub fn is_unsent(&self) -> bool {
        self.unsent
    }

    /// A connection attempt begins: the socket is being opened (a refused one closes
    /// without ever opening, and counts as a failed attempt all the same).
    pub fn dialing(&mut self) {
        self.link = Link::Connecting;
        self.bump();
    }

    /// The first bytes of a new connection: MQTT's CONNECT, with this device's hint that it
    /// left as its last will.
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

    /// Takes a message of `total` bytes that stays in the socket's buffer until
    /// `copy(at, len)` brings a range over (a packet over the size limit is skipped without
    /// being copied, see [`MqttSession::receive_with`]). Returns whether the subscription
    /// was granted in these bytes and what the table client made of each message, in
    /// order, for the game's session to act on. An error means the connection is unusable
    /// (not MQTT, or refused): the caller closes it, and [`Wire::closed`] follows.
    pub fn receive_with(
        &mut self,
        total: usize,
        copy: impl FnMut(usize, usize) -> Vec<u8>,
        now_ms: u64,
    ) -> Result<(bool, Vec<Received>), LiveError> {
        let (events, reply) = self.mqtt.receive_with(total, copy)?;
        if !reply.is_empty() {
            self.outgoing.push(reply);
        }
        let mut subscribed = false;
        let mut heard = Vec::new();
        for event in events {
            match event {
                MqttEvent::Connected => {
                    let filters = self.client.subscriptions();
                    self.outgoing.push(self.mqtt.subscribe(&filters));
                    for (topic, payload) in self.client.hello(now_ms) {
                        self.outgoing
                            .push(MqttSession::publish_retained_once(&topic, &payload));
                    }
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
                MqttEvent::Message { topic, payload } => {
                    heard.push(self.message(&topic, &payload, now_ms));
                }
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
        Ok((subscribed, heard))
    }

    fn message(&mut self, topic: &str, payload: &[u8], now_ms: u64) -> Received {
        if topics::classify(self.client.id(), topic) == Topic::Log {
            self.heard_log = true;
        }
        let received = self.client.receive(topic, payload, now_ms);
        if self.client.take_republish() {
            self.publish_log();
        }
        if let Some((topic, payload)) = self.client.take_request_again() {
            self.publish_retained(&topic, &payload);
        }
        // Another device's message is a turn to send a heartbeat that is due: a hidden
        // tab's timers may be slowed to once a minute, its socket's messages are not.
        self.heartbeat(now_ms);
        received
    }

    /// Sends this device's heartbeat when one is due, while connected (see
    /// [`TableClient::heartbeat`]).
    pub fn heartbeat(&mut self, now_ms: u64) {
        if self.link != Link::Online {
            return;
        }
        if let Some((topic, payload)) = self.client.heartbeat(now_ms) {
            self.outgoing
                .push(MqttSession::publish_retained_once(&topic, &payload));
        }
    }

    /// The clock moves on to `now_ms` without a message (a timer's turn): who has been
    /// silent for how long is read from it.
    pub fn tick(&mut self, now_ms: u64) {
        self.client.tick(now_ms);
        self.bump();
    }

    /// A timer's turn at `now_ms`: the heartbeat sent when due, and whether any device now
    /// shows as connected or away otherwise than before (a silence grows with time alone,
    /// with no message to say so). Returns whether anything drawn changed.
    pub fn keep_time(&mut self, now_ms: u64) -> bool {
        self.client.tick(now_ms);
        self.heartbeat(now_ms);
        let Some(table) = self.client.table() else {
            return false;
        };
        let keys = table
            .seats()
            .iter()
            .filter_map(|s| s.key())
            .chain(std::iter::once(table.host()));
        let online: Vec<bool> = keys.map(|k| self.client.is_online(&k.short())).collect();
        if online == self.shown_online {
            return false;
        }
        self.shown_online = online;
        self.bump();
        true
    }

    /// In how many milliseconds the next heartbeat is due, if this device sends them.
    pub fn heartbeat_in_ms(&self, now_ms: u64) -> Option<u64> {
        self.client
            .next_heartbeat_at()
            .map(|at| at.saturating_sub(now_ms))
    }

    /// Publishes a message other than the log (a seat request, a seat's part of a draw),
    /// retained, when connected.
    pub fn publish_retained(&mut self, topic: &str, payload: &[u8]) {
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

    /// When the table may pay its owed answer to a spoiled or stale copy of its log (the
    /// clock the session is given), if it owes one: the caller calls
    /// [`Wire::retry_republish`] then.
    pub fn next_answer_at(&self) -> Option<u64> {
        self.client.next_answer_at()
    }

    /// Hands `seat` to a computer of `level` that this device runs, at `now_ms`, once the
    /// grace time is over (see [`TableClient::hand_over_from`]), and publishes the log.
    pub fn hand_over(
        &mut self,
        seat: usize,
        level: BotLevel,
        now_ms: u64,
    ) -> Result<(), LiveError> {
        self.client.tick(now_ms);
        if !self.client.may_hand_over(seat) {
            return Err(LiveError::CannotHandOver {
                seat,
                reason: "its device is back, or the grace time is not over",
            });
        }
        self.client.hand_over(seat, level)?;
        self.publish_log();
        Ok(())
    }

    /// Why the messages just taken in show no table, when this device has none yet and
    /// the broker's log was one it cannot read: another version's, or another game's.
    pub fn unreadable_table<'r>(&self, received: &'r [Received]) -> Option<&'r LiveError> {
        if self.client.table().is_some() {
            return None;
        }
        received.iter().rev().find_map(|r| match r {
            Received::Nothing(Some(
                why @ (LiveError::Version { .. } | LiveError::OtherGame { .. }),
            )) => Some(why),
            _ => None,
        })
    }

    /// A timer's turn to pay a pending answer (see [`Wire::republish_pending`]).
    pub fn retry_republish(&mut self, now_ms: u64) {
        self.client.tick(now_ms);
        if self.client.take_republish() {
            self.publish_log();
        }
    }

    /// The wait after subscribing is over: when the broker sent no log, it has none (it was
    /// restarted, or the table is new), and ours is published.
    pub fn retained_wait_over(&mut self) {
        if self.link == Link::Online && !self.heard_log && self.client.table().is_some() {
            self.publish_log();
        }
    }

    /// The bytes to leave with: this device's hint that it left, then MQTT's DISCONNECT
    /// (after which the broker drops the last will).
    pub fn leave(&mut self) -> Vec<Vec<u8>> {
        if self.link != Link::Online {
            return Vec::new();
        }
        let (topic, hint) = self.client.goodbye();
        vec![
            MqttSession::publish_retained_once(&topic, &hint),
            MqttSession::disconnect(),
        ]
    }

    /// Publishes the table's log, retained, when connected; otherwise it waits, unsent, for
    /// the next subscription.
    pub fn publish_log(&mut self) {
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
