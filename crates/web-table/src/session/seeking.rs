//! A device in the lobby, without I/O: [`Seeking`] holds the seeker's [`Lobby`] and the
//! MQTT session of the connection in use. The browser side feeds it the socket's bytes and
//! the clock, sends what it queues, and opens the table once a group is agreed
//! ([`Seeking::matched`]); the native tests drive several through a broker in memory.

use blockness_live::lobby::{self, Lobby, OpenSeek, SeekClass};
use blockness_live::{LiveError, MqttEvent, MqttSession, SeatKey, KEEP_ALIVE_SECS};

use crate::record::Record;

/// Where a seeker stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeekStage {
    /// Opening a connection to a broker.
    Connecting,
    /// In the lobby: the seek is out, others are heard.
    Waiting,
    /// The connection dropped; the next attempt waits.
    Down,
    /// A group is agreed: the table is ready to open.
    Matched,
}

/// One seeker's lobby and connection.
#[derive(Debug)]
pub struct Seeking {
    lobby: Lobby,
    mqtt: MqttSession,
    stage: SeekStage,
    outgoing: Vec<Vec<u8>>,
    now: u64,
    /// When the last ping went out, and whether its answer came.
    pinged_at: u64,
    ping_unanswered: bool,
}

impl Seeking {
    /// A seeker with `key` (the key it will sit with) under `name`, asking for `class`, at
    /// `now` (milliseconds since the Unix epoch).
    pub fn new(key: SeatKey, name: &str, class: SeekClass, now: u64) -> Result<Seeking, LiveError> {
        Ok(Seeking {
            lobby: Lobby::new(key, name, class, now)?,
            mqtt: MqttSession::new(),
            stage: SeekStage::Connecting,
            outgoing: Vec::new(),
            now,
            pinged_at: now,
            ping_unanswered: false,
        })
    }

    /// Where the seeker stands.
    pub fn stage(&self) -> SeekStage {
        self.stage
    }

    /// The game asked for.
    pub fn class(&self) -> &SeekClass {
        self.lobby.class()
    }

    /// The other seekers heard, newest first, every game.
    pub fn open_seeks(&self) -> Vec<OpenSeek> {
        self.lobby.open_seeks()
    }

    /// Whether a group with others is proposed now (someone is being asked).
    pub fn proposing(&self) -> bool {
        self.lobby.proposal().is_some()
    }

    /// The CONNECT of a new connection, with the last will that clears the seek.
    pub fn connect(&mut self, client_id: &str) -> Vec<u8> {
        self.mqtt = MqttSession::new();
        self.outgoing.clear();
        if self.stage != SeekStage::Matched {
            self.stage = SeekStage::Connecting;
        }
        self.ping_unanswered = false;
        MqttSession::connect(client_id, Some(self.lobby.will()))
    }

    /// The connection dropped.
    pub fn closed(&mut self) {
        if self.stage != SeekStage::Matched {
            self.stage = SeekStage::Down;
        }
    }

    /// Takes bytes from the broker, `total` of them copied over by `copy` (see
    /// [`MqttSession::receive_with`]), at `now`. Returns whether the broker answered with
    /// the subscription just now; an error means the connection is to be closed.
    pub fn receive_with(
        &mut self,
        total: usize,
        copy: impl FnMut(usize, usize) -> Vec<u8>,
        now: u64,
    ) -> Result<bool, LiveError> {
        self.now = self.now.max(now);
        let (events, reply) = self.mqtt.receive_with(total, copy)?;
        if !reply.is_empty() {
            self.outgoing.push(reply);
        }
        let mut subscribed = false;
        for event in events {
            match event {
                MqttEvent::Connected => {
                    let all = [lobby::TOPIC_ALL.to_string()];
                    self.outgoing.push(self.mqtt.subscribe(&all));
                }
                MqttEvent::Subscribed => {
                    subscribed = true;
                    if self.stage != SeekStage::Matched {
                        self.stage = SeekStage::Waiting;
                    }
                }
                MqttEvent::Message { topic, payload } => {
                    self.lobby.receive(&topic, &payload, self.now);
                }
                MqttEvent::Pong => self.ping_unanswered = false,
                MqttEvent::Acknowledged(_) | MqttEvent::Oversized => {}
            }
        }
        self.after_change();
        Ok(subscribed)
    }

    /// A timer's turn at `now`: the lobby's waits, a ping every half keep-alive. Returns
    /// `false` when the last ping went unanswered: the connection is dead and is to be
    /// closed.
    pub fn tick(&mut self, now: u64) -> bool {
        self.now = self.now.max(now);
        self.lobby.tick(self.now);
        self.after_change();
        let online = matches!(self.stage, SeekStage::Waiting | SeekStage::Matched);
        if online && self.now >= self.pinged_at + u64::from(KEEP_ALIVE_SECS) * 500 {
            if self.ping_unanswered {
                return false;
            }
            self.pinged_at = self.now;
            self.ping_unanswered = true;
            self.outgoing.push(MqttSession::ping());
        }
        true
    }

    /// Asks for another game: one an open seek names.
    pub fn ask_for(&mut self, class: SeekClass) -> Result<(), LiveError> {
        self.lobby.ask_for(class)?;
        self.after_change();
        Ok(())
    }

    /// Queues the seek when the lobby wants it published, and notes an agreed group.
    fn after_change(&mut self) {
        if !matches!(self.stage, SeekStage::Waiting | SeekStage::Matched) {
            return;
        }
        if let Some((topic, payload)) = self.lobby.take_publish() {
            self.outgoing
                .push(self.mqtt.publish(&topic, &payload, true).0);
        }
        if self.lobby.matched().is_some() {
            self.stage = SeekStage::Matched;
        }
    }

    /// The agreed table's record, once a group is agreed: this device's key, seated there
    /// from the start, and the table to publish (every member publishes the same one).
    pub fn matched(&self) -> Option<Record> {
        Some(Record {
            key: self.lobby.key().clone(),
            table: Some(self.lobby.matched()?),
            unsent: true,
            secret: None,
        })
    }

    /// What is sent on leaving the lobby (to the table or away): away, the signed seek that
    /// says so; then the seek cleared, and a goodbye, so the broker drops the last will it no
    /// longer needs. After a match the seek saying `seated` went out first, on the same
    /// connection, so the others of the group have read it before the clear.
    pub fn leave(&mut self) -> Vec<Vec<u8>> {
        if !matches!(self.stage, SeekStage::Waiting | SeekStage::Matched) {
            return Vec::new();
        }
        let (topic, cleared) = self.lobby.will();
        let mut frames = std::mem::take(&mut self.outgoing);
        // Without a table, the seeker's signed word that it left goes first: only that
        // takes it out of the others' lists at once.
        if self.stage != SeekStage::Matched {
            let (topic, left) = self.lobby.leaving();
            frames.push(self.mqtt.publish(&topic, &left, true).0);
        }
        frames.push(self.mqtt.publish(&topic, &cleared, true).0);
        frames.push(MqttSession::disconnect());
        frames
    }

    /// What is queued for the broker; taking it empties the queue.
    pub fn take_outgoing(&mut self) -> Vec<Vec<u8>> {
        std::mem::take(&mut self.outgoing)
    }
}

#[cfg(any(test, feature = "test-support"))]
impl super::fake_broker::Wired for Seeking {
    fn connect_as(&mut self, client_id: &str) -> Vec<u8> {
        self.connect(client_id)
    }

    fn outgoing(&mut self) -> Vec<Vec<u8>> {
        self.take_outgoing()
    }

    // A seeker's tests keep its own clock.
    fn deliver(&mut self, bytes: &[u8], _now_ms: u64) {
        let now = self.now;
        self.receive_with(bytes.len(), |at, len| bytes[at..at + len].to_vec(), now)
            .expect("the broker speaks MQTT");
    }
}
