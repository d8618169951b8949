//! One device at one table, without I/O: the messages it takes in, the table it keeps and
//! what it must publish. The page and the command line drive it over their own sockets.

mod absence;
#[cfg(feature = "lochness")]
mod chance;
pub(crate) mod memory;
mod seating;

pub use memory::{PRESENCE_MEMORY, REFUSED_MEMORY};

use memory::{Presence, Refused};

use crate::log::SeatRequest;
use crate::table::Adoption;
use crate::topics::{self, Topic};
use crate::{LiveError, Log, SeatKey, Stage, Table, TableGame, TableId};

/// How often a client may answer a stale or spoiled log with its own, in milliseconds, once
/// its small allowance of [`REPUBLISH_BURST`] answers in a row is spent: a flood makes it
/// republish at most this often.
pub const REPUBLISH_EVERY_MS: u64 = 1000;

/// How many answers a client may send at once before [`REPUBLISH_EVERY_MS`] applies: a few
/// spoiled copies in quick succession are each answered at once.
pub const REPUBLISH_BURST: u64 = 3;

/// What one received message did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Received {
    /// The table changed: new entries (or an entry that outranks ours took its place).
    Table(Adoption),
    /// A device's presence changed.
    Presence,
    /// A Loch Ness seat's part of the draw under way arrived (see
    /// [`TableClient::chance_duties`]).
    Part,
    /// Nothing: a duplicate, a message of another topic or one that was refused.
    Nothing(Option<LiveError>),
}

/// How this device's request for a seat ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seating {
    /// No request was made, or it is still waiting for the host.
    Waiting,
    /// Seated where asked (or where the host chose, when no seat was named).
    Seated(usize),
    /// The seat asked for was given to someone else a moment before: seated in another.
    SeatedElsewhere {
        /// The seat asked for.
        asked: usize,
        /// The seat given.
        given: usize,
    },
    /// Every seat was taken before the request was answered.
    Full,
}

/// A device's view of a table and its key.
#[derive(Debug)]
pub struct TableClient {
    id: TableId,
    key: SeatKey,
    table: Option<Table>,
    presence: Presence,
    refused: Refused,
    /// The clock of the last message, in milliseconds.
    now_ms: u64,
    /// Answers that may be sent now, in thousandths (refilled with time).
    allowance: u64,
    /// When the allowance was last refilled.
    refilled_ms: u64,
    /// An answer is owed: the broker may hold a log worse than ours.
    owed: bool,
    /// Our log has news (the host seated someone): publish it at once.
    fresh: bool,
    /// This device's seat request, until it is seated or the table is full.
    request: Option<SeatRequest>,
    /// The request should go out again (the host came back, or a seating was undone).
    request_again: bool,
    /// The seat this device resigned, until the resignation stands in the log.
    resigning: Option<usize>,
    /// The seat this device took back from a computer, until the take-back stands.
    taking_back: Option<usize>,
    /// Signature checks spent on received logs and requests.
    work: u64,
    /// The parts of a Loch Ness table's draw under way this device holds.
    #[cfg(feature = "lochness")]
    parts: chance::Parts,
    /// The only game this device takes a table of, if it plays one only.
    game: Option<TableGame>,
}

impl TableClient {
    /// A client joining table `id` (its log arrives with the subscription).
    pub fn join(id: TableId, key: SeatKey) -> TableClient {
        TableClient {
            id,
            key,
            table: None,
            presence: Presence::default(),
            refused: Refused::default(),
            now_ms: 0,
            allowance: REPUBLISH_BURST * 1000,
            refilled_ms: 0,
            owed: false,
            fresh: false,
            request: None,
            request_again: false,
            resigning: None,
            taking_back: None,
            work: 0,
            #[cfg(feature = "lochness")]
            parts: chance::Parts::default(),
            game: None,
        }
    }

    /// A client that has just made `table` (publish [`TableClient::log_payload`] first).
    pub fn with_table(table: Table, key: SeatKey) -> TableClient {
        let mut client = TableClient::join(table.id(), key);
        client.table = Some(table);
        client
    }

    /// The client, taking a table of `game` only: a log of another game is refused with
    /// [`LiveError::OtherGame`] (a page that shows one game never holds the other's table).
    pub fn for_game(mut self, game: TableGame) -> TableClient {
        self.game = Some(game);
        self
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

    /// Whether this device is the table's host (it seats the invited).
    pub fn is_host(&self) -> bool {
        self.table
            .as_ref()
            .is_some_and(|t| t.host() == self.key.public())
    }

    /// Signature checks this client spent on what it received: the cost of hostile
    /// traffic, which the tests bound.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The topics to subscribe to: the log, presence and the seats' parts of a Loch Ness
    /// draw (a joining device learns the game with the log), and for the host the requests.
    pub fn subscriptions(&self) -> Vec<String> {
        let mut topics = vec![
            topics::log(self.id),
            topics::presence_all(self.id),
            topics::part_all(self.id),
        ];
        if self.is_host() {
            topics.push(topics::request_all(self.id));
        }
        topics
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

    /// Since when (the clock of [`TableClient::receive`]) the device holding a key (by its
    /// short form) is known to be away, if it is.
    pub fn away_since(&self, short_key: &str) -> Option<u64> {
        self.presence.away_since(short_key)
    }

    /// Whether the device holding a key (by its short form) is connected, as far as its
    /// presence messages tell.
    pub fn is_online(&self, short_key: &str) -> bool {
        self.presence.is_online(short_key)
    }

    /// The log to publish (retained) on the table's log topic.
    pub fn log_payload(&self) -> Option<(String, Vec<u8>)> {
        self.table
            .as_ref()
            .map(|t| (topics::log(self.id), t.log().to_wire()))
    }

    /// Takes a message the broker delivered at `now_ms` (any clock in milliseconds).
    pub fn receive(&mut self, topic: &str, payload: &[u8], now_ms: u64) -> Received {
        self.now_ms = self.now_ms.max(now_ms);
        match topics::classify(self.id, topic) {
            Topic::Other => Received::Nothing(None),
            Topic::Presence(short) => self.receive_presence(short, payload),
            Topic::Request(short) => self.receive_request(&short, payload),
            #[cfg(feature = "lochness")]
            Topic::Part(seat) => self.receive_part(seat, payload),
            #[cfg(not(feature = "lochness"))]
            Topic::Part(_) => Received::Nothing(None),
            Topic::Log => {
                let received = self.receive_log(payload);
                self.after_adoption(&received);
                received
            }
        }
    }

    /// A message too large to read arrived on a subscribed topic (the transport skipped it
    /// unread): it may have replaced the broker's retained log, so ours is owed.
    pub fn oversized(&mut self) {
        self.owed = self.table.is_some();
    }

    fn receive_presence(&mut self, short: String, payload: &[u8]) -> Received {
        let Some(online) = topics::read_presence(payload) else {
            return Received::Nothing(None);
        };
        let table = self.table.as_ref();
        let host = table.map(|t| t.host().short());
        let known = table.is_some_and(|t| {
            host.as_deref() == Some(short.as_str())
                || t.seats()
                    .iter()
                    .any(|s| s.key().is_some_and(|k| k.short() == short))
        });
        let was_online = self.presence.is_online(&short);
        if !self.presence.set(short.clone(), online, known, self.now_ms) {
            return Received::Nothing(None);
        }
        // The host came back: a request it may have missed goes out again.
        if online && !was_online && host.as_deref() == Some(short.as_str()) {
            self.request_again = true;
        }
        Received::Presence
    }

    /// The host's side of a seat request: checked, then the player is seated.
    fn receive_request(&mut self, short: &str, payload: &[u8]) -> Received {
        let Some(table) = &self.table else {
            return Received::Nothing(None);
        };
        if table.host() != self.key.public() || table.stage() != Stage::Seating {
            return Received::Nothing(None);
        }
        if payload.is_empty() {
            return Received::Nothing(None);
        }
        let digest = Refused::digest(payload);
        if self.refused.contains(&digest) {
            return Received::Nothing(None);
        }
        let request = match SeatRequest::from_wire(payload) {
            Ok(request) if request.key.starts_with(short) => request,
            Ok(_) => return self.refuse_request(digest, LiveError::WrongTable),
            Err(e) => return self.refuse_request(digest, e),
        };
        self.work += 1;
        match table.admit(&self.key, &request) {
            Ok((next, _)) => {
                let from = table.log().entries.len();
                self.table = Some(next);
                self.fresh = true;
                Received::Table(Adoption::Extended { from })
            }
            // Already seated (the request is still retained): nothing to do, nothing wrong.
            Err(LiveError::AlreadySeated) => Received::Nothing(None),
            Err(e) => self.refuse_request(digest, e),
        }
    }

    fn refuse_request(&mut self, digest: [u8; 32], why: LiveError) -> Received {
        self.refused.insert(digest);
        Received::Nothing(Some(why))
    }

    fn receive_log(&mut self, payload: &[u8]) -> Received {
        let digest = Refused::digest(payload);
        if self.refused.contains(&digest) {
            // Refused before: not checked again, but it may be the broker's copy now.
            self.owed = self.table.is_some();
            return Received::Nothing(None);
        }
        let log = match Log::from_wire(payload) {
            Ok(log) if self.game.is_some_and(|g| g != log.settings.game) => {
                self.refused.insert(digest);
                return Received::Nothing(Some(LiveError::OtherGame {
                    game: log.settings.game,
                }));
            }
            Ok(log) => log,
            Err(e) => {
                self.refused.insert(digest);
                self.owed = self.table.is_some();
                return Received::Nothing(Some(e));
            }
        };
        let adoption = match &mut self.table {
            None => match Table::verify(self.id, log) {
                Ok(table) => {
                    self.work += table.log().entries.len() as u64;
                    self.table = Some(table);
                    Adoption::Extended { from: 0 }
                }
                Err(e) => {
                    self.refused.insert(digest);
                    return Received::Nothing(Some(e));
                }
            },
            Some(table) => {
                let (adoption, checked) = table.adopt_counting(log);
                self.work += checked as u64;
                adoption
            }
        };
        match adoption {
            Adoption::Same => Received::Nothing(None),
            Adoption::Refused(e) => {
                self.refused.insert(digest);
                self.owed = true;
                Received::Nothing(Some(e))
            }
            Adoption::Behind => {
                self.refused.insert(digest);
                self.owed = true;
                Received::Table(Adoption::Behind)
            }
            other => Received::Table(other),
        }
    }

    /// After the table changed: a resignation or a take-back that lost its place to a
    /// move is signed again after it, and a seating that was undone is asked for again.
    fn after_adoption(&mut self, received: &Received) {
        let Received::Table(Adoption::Replaced { .. }) = received else {
            return;
        };
        if self.request.is_some() && self.seat().is_none() {
            self.request_again = true;
        }
        let Some(table) = &self.table else {
            return;
        };
        if table.stage() != Stage::Playing {
            return;
        }
        let again = if let Some(seat) = self.resigning {
            table.resign(&self.key, seat).ok()
        } else if let Some(seat) = self.taking_back.filter(|&s| table.stand_in(s).is_some()) {
            table.take_back(&self.key, seat).ok()
        } else {
            None
        };
        if let Some(next) = again {
            self.table = Some(next);
            self.fresh = true;
        }
    }

    /// Whether the client should publish its log now. The host's news goes out at once.
    /// Anything else on the log topic that is not our log or a better one may have become
    /// the broker's retained copy (a stale log, a forgery, garbage), which is what a late
    /// joiner or a reconnecting device would get: a client with a table owes the broker its
    /// own. It pays at once while its allowance lasts ([`REPUBLISH_BURST`], then one every
    /// [`REPUBLISH_EVERY_MS`]); a debt it cannot pay yet is kept and paid at a later message
    /// (any message: a newcomer's presence is enough) or a later [`TableClient::tick`].
    /// Reading a `true` clears the debt.
    pub fn take_republish(&mut self) -> bool {
        if self.fresh {
            self.fresh = false;
            self.owed = false;
            return true;
        }
        if !self.owed {
            return false;
        }
        let gained = self.now_ms.saturating_sub(self.refilled_ms) * 1000 / REPUBLISH_EVERY_MS;
        self.allowance = (self.allowance + gained).min(REPUBLISH_BURST * 1000);
        self.refilled_ms = self.now_ms;
        if self.allowance < 1000 {
            return false;
        }
        self.allowance -= 1000;
        self.owed = false;
        true
    }

    /// Whether an answer is owed but not yet allowed (see [`TableClient::take_republish`]):
    /// a caller with a timer calls [`TableClient::tick`] again after [`REPUBLISH_EVERY_MS`].
    pub fn republish_pending(&self) -> bool {
        self.owed || self.fresh
    }

    /// Moves the client's clock to `now_ms` without a message (a timer's turn).
    pub fn tick(&mut self, now_ms: u64) {
        self.now_ms = self.now_ms.max(now_ms);
    }

    /// Does something at the table with the device's key (play, call the rematch, or the
    /// host seating itself) and returns the log to publish.
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

    /// Resigns `seat`, and keeps the resignation standing: if a move made at the same
    /// moment takes its place, it is signed again after the move.
    pub fn resign(&mut self, seat: usize) -> Result<(String, Vec<u8>), LiveError> {
        let published = self.act(|table, key| table.resign(key, seat))?;
        self.resigning = Some(seat);
        Ok(published)
    }
}
