//! One device at one table, without I/O: the messages it takes in, the table it keeps and
//! what it must publish. The page and the command line drive it over their own sockets.

mod absence;
mod chance;
mod liveness;
pub(crate) mod memory;
mod seating;

pub use memory::REFUSED_MEMORY;

use liveness::Lives;
use memory::Refused;

use crate::backoff::Backoff;
use crate::log::SeatRequest;
use crate::table::Adoption;
use crate::topics::{self, Topic};
use crate::{LiveError, Log, SeatKey, Stage, Table, TableGame, TableId};

/// What one received message did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Received {
    /// The table changed: new entries (or an entry that outranks ours took its place).
    Table(Adoption),
    /// A device's presence changed (a new heartbeat, or a hint that it left).
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
    /// The signs of life of the table's keys, and this device's heartbeats.
    lives: Lives,
    refused: Refused,
    /// The clock of the last message, in milliseconds.
    now_ms: u64,
    /// The answers owed to spoiled or stale copies of the log on the broker.
    answers: Backoff,
    /// Our log has news no other client has (the host seated someone, a proof of a key
    /// signing twice): publish it at once.
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
    /// The parts of the table's draw under way this device holds.
    parts: chance::Parts,
    /// The only game this device takes a table of, if it plays one only.
    game: Option<TableGame>,
    /// Whether this client signs with the key: only one client of a key may (two tabs of
    /// one browser share the seat's key; the others only watch).
    signing: bool,
}

impl TableClient {
    /// A client joining table `id` (its log arrives with the subscription).
    pub fn join(id: TableId, key: SeatKey) -> TableClient {
        let answers = Backoff::new(key.public().to_bytes());
        TableClient {
            id,
            key,
            table: None,
            lives: Lives::default(),
            refused: Refused::default(),
            now_ms: 0,
            answers,
            fresh: false,
            request: None,
            request_again: false,
            resigning: None,
            taking_back: None,
            work: 0,
            parts: chance::Parts::default(),
            game: None,
            signing: true,
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

    /// Lets this client sign with the key, or not: a key held by two clients at once (two
    /// tabs of one browser) must sign in one of them only, or it could sign two entries for
    /// one place. A client that does not sign only watches: it seats nobody, plays nothing,
    /// sends no heartbeat and owes the table's luck nothing.
    pub fn set_signing(&mut self, signing: bool) {
        self.signing = signing;
    }

    /// Whether this client signs with the key (see [`TableClient::set_signing`]).
    pub fn is_signing(&self) -> bool {
        self.signing
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

    /// The topics to subscribe to: the log, the heartbeats and the hints of departure, the
    /// seats' parts of a Loch Ness draw (a joining device learns the game with the log), and
    /// for the host the requests.
    pub fn subscriptions(&self) -> Vec<String> {
        let mut topics = vec![
            topics::log(self.id),
            topics::presence_all(self.id),
            topics::gone_all(self.id),
            topics::part_all(self.id),
        ];
        if self.is_host() {
            topics.push(topics::request_all(self.id));
        }
        topics
    }

    /// The log to publish (retained) on the table's log topic.
    pub fn log_payload(&self) -> Option<(String, Vec<u8>)> {
        self.table
            .as_ref()
            .map(|t| (topics::log(self.id), t.wire().to_vec()))
    }

    /// Takes a message the broker delivered at `now_ms` (any clock in milliseconds).
    pub fn receive(&mut self, topic: &str, payload: &[u8], now_ms: u64) -> Received {
        self.observe(now_ms);
        match topics::classify(self.id, topic) {
            Topic::Other => Received::Nothing(None),
            Topic::Presence(short) => self.receive_heartbeat(&short, payload),
            Topic::Gone(short) => self.receive_gone(&short, payload),
            Topic::Request(short) => self.receive_request(&short, payload),
            Topic::Part(seat) => self.receive_part(seat, payload),
            Topic::Log => {
                let received = self.receive_log(payload);
                self.observe(now_ms);
                self.after_adoption(&received);
                received
            }
        }
    }

    /// A message too large to read arrived on a subscribed topic (the transport skipped it
    /// unread): it may have replaced the broker's retained log, so ours is owed.
    pub fn oversized(&mut self) {
        self.owe();
    }

    /// The broker's copy of the log may be worse than ours now: an answer is owed.
    fn owe(&mut self) {
        if self.table.is_some() {
            self.answers.owe(self.now_ms);
        }
    }

    /// The host's side of a seat request: checked, then the player is seated.
    fn receive_request(&mut self, short: &str, payload: &[u8]) -> Received {
        let Some(table) = &self.table else {
            return Received::Nothing(None);
        };
        if !self.signing || table.host() != self.key.public() || table.stage() != Stage::Seating {
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
        // Our own log, or ours with entries appended, is told by its bytes: the message
        // costs what its new entries cost.
        if let Some((adoption, checked)) =
            self.table.as_mut().and_then(|t| t.adopt_appended(payload))
        {
            self.work += checked as u64;
            return self.adopted(adoption, payload);
        }
        let digest = Refused::digest(payload);
        if self.refused.contains(&digest) {
            // Refused before: not checked again, but it may be the broker's copy now.
            self.owe();
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
                self.owe();
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
        self.adopted(adoption, payload)
    }

    /// What a log received (`payload`) did, once the table took it in or not: a refused
    /// log is remembered and owes the broker ours.
    fn adopted(&mut self, adoption: Adoption, payload: &[u8]) -> Received {
        match adoption {
            Adoption::Same => {
                // The broker holds our log: nothing is owed any more.
                self.answers.settle();
                Received::Nothing(None)
            }
            Adoption::Refused(e) => {
                self.refused.insert(Refused::digest(payload));
                self.owe();
                Received::Nothing(Some(e))
            }
            Adoption::Behind => {
                self.refused.insert(Refused::digest(payload));
                self.owe();
                Received::Table(Adoption::Behind)
            }
            Adoption::Convicted { at } => {
                // The proof is ours alone so far: every other client must have it.
                self.fresh = true;
                Received::Table(Adoption::Convicted { at })
            }
            other => Received::Table(other),
        }
    }

    /// After the table changed: the signers of the new entries are there; a resignation or
    /// a take-back that lost its place to a move is signed again after it, and a seating
    /// that was undone is asked for again.
    fn after_adoption(&mut self, received: &Received) {
        let from = match received {
            Received::Table(Adoption::Extended { from }) => *from,
            Received::Table(Adoption::Replaced { at } | Adoption::Convicted { at }) => *at,
            _ => return,
        };
        self.signed_since(from);
        let Received::Table(Adoption::Replaced { .. }) = received else {
            return;
        };
        if self.request.is_some() && self.seat().is_none() {
            self.request_again = true;
        }
        let Some(table) = &self.table else {
            return;
        };
        if table.stage() != Stage::Playing || !self.signing {
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

    /// Whether the client should publish its log now. News only this client has (the
    /// host's seatings, a proof) goes out at once. Anything else on the log topic that is
    /// not our log or a better one may have become the broker's retained copy (a stale log,
    /// a forgery, garbage), which is what a late joiner or a reconnecting device would get:
    /// a client with a table owes the broker its own, and pays it with the back-off of
    /// [`crate::backoff`] (the first answer at once, then ever longer waits), at a later
    /// message or a later [`TableClient::tick`]; the debt is void once the broker's copy is
    /// right again. Reading a `true` clears the debt.
    pub fn take_republish(&mut self) -> bool {
        if self.fresh {
            self.fresh = false;
            self.answers.settle();
            return true;
        }
        self.answers.take(self.now_ms)
    }

    /// Whether an answer is owed but not yet allowed (see [`TableClient::take_republish`]):
    /// a caller with a timer calls [`TableClient::tick`] at [`TableClient::next_answer_at`].
    pub fn republish_pending(&self) -> bool {
        self.fresh || self.answers.due_at().is_some()
    }

    /// When the owed answer may go (the clock of [`TableClient::receive`]), if one is owed.
    pub fn next_answer_at(&self) -> Option<u64> {
        if self.fresh {
            return Some(self.now_ms);
        }
        self.answers.due_at()
    }

    /// Moves the client's clock to `now_ms` without a message (a timer's turn).
    pub fn tick(&mut self, now_ms: u64) {
        self.observe(now_ms);
    }

    /// Does something at the table with the device's key (play, call the rematch, or the
    /// host seating itself) and returns the log to publish.
    pub fn act(
        &mut self,
        action: impl FnOnce(&Table, &SeatKey) -> Result<Table, LiveError>,
    ) -> Result<(String, Vec<u8>), LiveError> {
        if !self.signing {
            return Err(LiveError::SignsElsewhere);
        }
        let table = self.table.as_ref().ok_or(LiveError::NotPlaying)?;
        let next = action(table, &self.key)?;
        let payload = next.wire().to_vec();
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
