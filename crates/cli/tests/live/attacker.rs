//! The attacker of the `live_attack` tests: a client of the broker that keeps every message
//! it sees on every topic (the lobby's and every table's) and, once armed, replays them all
//! in turn while it publishes mutated copies of them: bytes changed, cut, cleared,
//! duplicated or moved to another topic; log entries tampered with, cut, duplicated,
//! reordered, their signatures swapped, or re-signed by a fresh key for a seat or a place
//! already taken; heartbeats, parts, seat requests and seeks forged the same ways.

// Shared by the test programs that attack, each of which uses part of it.
#![allow(dead_code)]

use std::collections::hash_map::DefaultHasher;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use blockness_live::chance::ChanceSeed;
use blockness_live::heartbeat::{Heartbeat, GONE_HINT};
use blockness_live::lobby::{self, Seek};
use blockness_live::native::{Connection, NativeError};
use blockness_live::topics::{self, Topic};
use blockness_live::{Adoption, Received, SeatKey, SeatRequest, TableClient, TableId};

use super::forge::{fresh_key, spoil_log};
use super::hostile::Rng;

/// A message's digest with its topic: how the attacker's messages are told from honest ones
/// (a replay has the honest message's digest, and is counted as the attacker's as often as
/// it sent it).
pub fn digest(topic: &str, payload: &[u8]) -> u64 {
    let mut hasher = DefaultHasher::new();
    topic.hash(&mut hasher);
    payload.hash(&mut hasher);
    hasher.finish()
}

/// The table a topic belongs to, if it is a table's.
pub fn table_of(topic: &str) -> Option<TableId> {
    let id = topic.strip_prefix("blockness/v1/")?.split('/').next()?;
    TableId::from_str(id).ok()
}

/// What the attacker sent.
#[derive(Debug, Default)]
pub struct Ledger {
    /// How many times it sent each message, by [`digest`].
    pub sent: HashMap<u64, usize>,
    /// How many messages of each kind of attack.
    pub kinds: BTreeMap<&'static str, usize>,
    /// How many times its replay went through every message it had seen.
    pub laps: usize,
    /// How many distinct messages it has seen.
    pub seen: usize,
}

impl Ledger {
    /// Every message sent.
    pub fn total(&self) -> usize {
        self.kinds.values().sum()
    }
}

/// The attacker's thread, stopped by [`Attacker::stop`].
pub struct Attacker {
    stop: Arc<AtomicBool>,
    armed: Arc<AtomicBool>,
    /// Whether the tables' topics are attacked too, not only the lobby's.
    tables: Arc<AtomicBool>,
    ledger: Arc<Mutex<Ledger>>,
    handle: thread::JoinHandle<()>,
}

impl Attacker {
    /// Connects to `url` and listens to everything; once armed, sends a round every `pace`:
    /// the next `replays` messages seen replayed, and `mutations` mutated copies. Its choices
    /// come from `seed`.
    pub fn start(
        url: &str,
        seed: u64,
        pace: Duration,
        replays: usize,
        mutations: usize,
    ) -> Attacker {
        let stop = Arc::new(AtomicBool::new(false));
        let armed = Arc::new(AtomicBool::new(false));
        let tables = Arc::new(AtomicBool::new(false));
        let ledger = Arc::new(Mutex::new(Ledger::default()));
        let wait = Duration::from_secs(10);
        let mut connection = Connection::connect(url, "attacker", None, wait).unwrap();
        connection
            .subscribe(&["blockness/#".to_string()], wait)
            .unwrap();
        let mut state = State {
            rng: Rng(seed),
            ledger: ledger.clone(),
            history: Vec::new(),
            known: HashSet::new(),
            own: HashSet::new(),
            cursor: 0,
            tables: BTreeMap::new(),
            tables_too: tables.clone(),
        };
        let (stopping, arming) = (stop.clone(), armed.clone());
        let handle = thread::spawn(move || {
            let mut next_round = Instant::now();
            while !stopping.load(Ordering::Relaxed) {
                let message = connection.next_message(Duration::from_millis(2)).unwrap();
                if let Some((topic, payload)) = message {
                    state.take_in(topic, payload);
                }
                if arming.load(Ordering::Relaxed) && Instant::now() >= next_round {
                    state.round(&mut connection, replays, mutations).unwrap();
                    next_round = Instant::now() + pace;
                }
                if connection.unacknowledged() >= 20 {
                    connection
                        .wait_acknowledged(Duration::from_secs(30))
                        .unwrap();
                }
            }
            connection
                .wait_acknowledged(Duration::from_secs(30))
                .unwrap();
            connection.disconnect();
        });
        Attacker {
            stop,
            armed,
            tables,
            ledger,
            handle,
        }
    }

    /// From now on, replays and mutates what it saw on the lobby's topics, and with
    /// `tables` on every table's too.
    pub fn arm(&self, tables: bool) {
        self.tables.store(tables, Ordering::Relaxed);
        self.armed.store(true, Ordering::Relaxed);
    }

    /// How many messages it has sent so far.
    pub fn sent(&self) -> usize {
        self.ledger.lock().unwrap().total()
    }

    /// Waits until it has sent `n` messages (it needs messages to replay and mutate).
    pub fn wait_sent(&self, n: usize) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while self.sent() < n {
            assert!(
                Instant::now() < deadline,
                "the attacker sent only {}",
                self.sent()
            );
            thread::sleep(Duration::from_millis(5));
        }
    }

    /// How many times its replay has been through everything it had seen.
    pub fn laps(&self) -> usize {
        self.ledger.lock().unwrap().laps
    }

    /// Stops once the broker has acknowledged everything it sent, and says what it sent.
    pub fn stop(self) -> Ledger {
        self.stop.store(true, Ordering::Relaxed);
        self.handle.join().expect("the attacker ends well");
        Arc::try_unwrap(self.ledger).unwrap().into_inner().unwrap()
    }
}

/// What the attacker knows.
struct State {
    rng: Rng,
    ledger: Arc<Mutex<Ledger>>,
    /// Every distinct message seen that it did not send, in order.
    history: Vec<(String, Vec<u8>)>,
    /// The digests of `history`.
    known: HashSet<u64>,
    /// The digests of what it sent.
    own: HashSet<u64>,
    /// The next message of `history` to replay.
    cursor: usize,
    /// Each table's real game as any client follows it, and the logs that moved it on.
    tables: BTreeMap<TableId, (TableClient, Vec<Vec<u8>>)>,
    /// Whether the tables' topics are attacked, not only the lobby's.
    tables_too: Arc<AtomicBool>,
}

/// Messages to send, with the name of the attack.
type Out = (&'static str, Vec<(String, Vec<u8>)>);

impl State {
    fn take_in(&mut self, topic: String, payload: Vec<u8>) {
        let d = digest(&topic, &payload);
        if self.own.contains(&d) || payload.is_empty() || !self.known.insert(d) {
            return;
        }
        if let Some(id) = table_of(&topic).filter(|&id| topics::classify(id, &topic) == Topic::Log)
        {
            let (follower, logs) = self.tables.entry(id).or_insert_with(|| {
                (
                    TableClient::join(id, SeatKey::from_seed([0xA7; 32])),
                    Vec::new(),
                )
            });
            if let Received::Table(Adoption::Extended { .. } | Adoption::Replaced { .. }) =
                follower.receive(&topic, &payload, 0)
            {
                logs.push(payload.clone());
            }
        }
        self.history.push((topic, payload));
        self.ledger.lock().unwrap().seen = self.history.len();
    }

    fn send(
        &mut self,
        connection: &mut Connection,
        kind: &'static str,
        topic: &str,
        payload: &[u8],
    ) -> Result<(), NativeError> {
        let d = digest(topic, payload);
        self.own.insert(d);
        {
            let mut ledger = self.ledger.lock().unwrap();
            *ledger.sent.entry(d).or_default() += 1;
            *ledger.kinds.entry(kind).or_default() += 1;
        }
        let retain = self.rng.below(4) != 0;
        connection.publish(topic, payload, retain).map(|_| ())
    }

    /// The next `replays` messages seen, replayed as they were, and `mutations` mutated
    /// copies of recent or older ones.
    fn round(
        &mut self,
        connection: &mut Connection,
        replays: usize,
        mutations: usize,
    ) -> Result<(), NativeError> {
        let tables = self.tables_too.load(Ordering::Relaxed);
        let in_scope = |topic: &str| tables || table_of(topic).is_none();
        if !self.history.iter().any(|(t, _)| in_scope(t)) {
            return Ok(());
        }
        let mut replayed = 0;
        while replayed < replays {
            if self.cursor >= self.history.len() {
                self.cursor = 0;
                self.ledger.lock().unwrap().laps += 1;
            }
            let (topic, payload) = self.history[self.cursor].clone();
            self.cursor += 1;
            if in_scope(&topic) {
                self.send(connection, "replayed", &topic, &payload)?;
                replayed += 1;
            }
        }
        for _ in 0..mutations {
            let n = self.history.len();
            let pick = if self.rng.below(2) == 0 {
                n - 1 - self.rng.below(n.min(16))
            } else {
                self.rng.below(n)
            };
            let (topic, payload) = self.history[pick].clone();
            if !in_scope(&topic) {
                continue;
            }
            let (kind, out) = self.mutate(&topic, &payload);
            for (topic, payload) in out {
                self.send(connection, kind, &topic, &payload)?;
            }
        }
        Ok(())
    }

    fn fresh_key(&mut self) -> SeatKey {
        fresh_key(&mut self.rng)
    }

    fn mutate(&mut self, topic: &str, payload: &[u8]) -> Out {
        if self.rng.below(5) == 0 {
            return self.bytes(topic, payload);
        }
        if topic.starts_with("blockness/v1/lobby/") {
            return self.seek(topic, payload);
        }
        let Some(id) = table_of(topic) else {
            return self.bytes(topic, payload);
        };
        let out = match topics::classify(id, topic) {
            Topic::Log => self.log(id, payload),
            Topic::Presence(short) => self.presence(id, &short, payload),
            Topic::Part(seat) => self.part(id, seat, payload),
            Topic::Request(_) => self.request(id, payload),
            Topic::Gone(_) | Topic::Other => None,
        };
        out.unwrap_or_else(|| self.bytes(topic, payload))
    }

    /// A byte changed, a cut copy, the topic cleared, the message twice, or the message on
    /// another topic of the same kind.
    fn bytes(&mut self, topic: &str, payload: &[u8]) -> Out {
        let one = |p: Vec<u8>| vec![(topic.to_string(), p)];
        match self.rng.below(5) {
            0 => {
                let mut bytes = payload.to_vec();
                let at = self.rng.below(bytes.len());
                bytes[at] = b"0aZ_-\"{}:, "[self.rng.below(11)];
                ("a byte changed", one(bytes))
            }
            1 => (
                "cut",
                one(payload[..self.rng.below(payload.len())].to_vec()),
            ),
            2 => ("cleared", one(Vec::new())),
            3 => (
                "duplicated",
                [one(payload.to_vec()), one(payload.to_vec())].concat(),
            ),
            _ => {
                let parent = topic.rsplit_once('/').map_or("", |(p, _)| p);
                let siblings: Vec<&String> = self
                    .history
                    .iter()
                    .map(|(t, _)| t)
                    .filter(|t| {
                        t.as_str() != topic && t.rsplit_once('/').map(|(p, _)| p) == Some(parent)
                    })
                    .collect();
                if siblings.is_empty() {
                    return (
                        "duplicated",
                        [one(payload.to_vec()), one(payload.to_vec())].concat(),
                    );
                }
                let other = siblings[self.rng.below(siblings.len())].clone();
                ("moved to another topic", vec![(other, payload.to_vec())])
            }
        }
    }

    /// A log spoiled in one of many ways ([`spoil_log`]).
    fn log(&mut self, id: TableId, payload: &[u8]) -> Option<Out> {
        let (follower, logs) = self.tables.get(&id)?;
        let (kind, spoiled) = spoil_log(&mut self.rng, follower, logs, payload)?;
        Some((kind, vec![(topics::log(id), spoiled)]))
    }

    /// A heartbeat of a fresh key, one with its count raised, or a hint that the key left.
    fn presence(&mut self, id: TableId, short: &str, payload: &[u8]) -> Option<Out> {
        let topic = format!("blockness/v1/{id}/presence/{short}");
        Some(match self.rng.below(3) {
            0 => {
                let n = u64::MAX - self.rng.below(1000) as u64;
                let beat = Heartbeat::signed(&self.fresh_key(), id, n);
                ("heartbeat of a fresh key", vec![(topic, beat.to_wire())])
            }
            1 => {
                let mut beat = Heartbeat::from_wire(payload).ok()?;
                beat.n += 1 + self.rng.below(1000) as u64;
                ("heartbeat count raised", vec![(topic, beat.to_wire())])
            }
            _ => {
                let gone = format!("blockness/v1/{id}/gone/{short}");
                ("gone hint", vec![(gone, GONE_HINT.to_vec())])
            }
        })
    }

    /// A part on another seat's topic, under another draw's number, or from a made-up chain.
    fn part(&mut self, id: TableId, seat: usize, payload: &[u8]) -> Option<Out> {
        let seats = self.tables.get(&id)?.0.table()?.seats().len();
        let part: serde_json::Value = serde_json::from_slice(payload).ok()?;
        let (number, link) = (part["number"].as_u64()?, part["link"].as_str()?.to_string());
        let message = |number: u64, link: &str| {
            format!(r#"{{"v":3,"number":{number},"link":"{link}"}}"#).into_bytes()
        };
        Some(match self.rng.below(3) {
            0 => {
                let other = (seat + 1 + self.rng.below(seats - 1)) % seats;
                let topic = topics::part(id, other);
                (
                    "part on another seat's topic",
                    vec![(topic, payload.to_vec())],
                )
            }
            1 => {
                let number = if self.rng.below(2) == 0 {
                    number + 1
                } else {
                    number.saturating_sub(1)
                };
                let topic = topics::part(id, seat);
                (
                    "part of another draw",
                    vec![(topic, message(number, &link))],
                )
            }
            _ => {
                let made_up = ChanceSeed::from_bytes(self.fresh_key().to_seed())
                    .commitment(id, seat)
                    .to_text();
                let topic = topics::part(id, seat);
                (
                    "part of a made-up chain",
                    vec![(topic, message(number, &made_up))],
                )
            }
        })
    }

    /// A seat request of a fresh key with a ticket seen on the broker (bound to another).
    fn request(&mut self, id: TableId, payload: &[u8]) -> Option<Out> {
        let mut request = SeatRequest::from_wire(payload).ok()?;
        let fresh = self.fresh_key();
        request.key = fresh.public().to_string();
        let topic = topics::request(id, fresh.public());
        Some((
            "request with another's ticket",
            vec![(topic, request.to_wire())],
        ))
    }

    /// A seek re-signed by a fresh key, changed under its signature, or on another topic.
    fn seek(&mut self, topic: &str, payload: &[u8]) -> Out {
        let Ok((mut seek, _)) = Seek::from_wire(payload) else {
            return self.bytes(topic, payload);
        };
        let fresh = self.fresh_key();
        match self.rng.below(3) {
            0 => {
                // On the seeker's own topic: a fresh key's seek there counts for nobody.
                let (with, round) = (seek.with.clone(), (seek.round, seek.to));
                let forged = Seek::signed(
                    &fresh,
                    &seek.name,
                    &seek.class,
                    seek.at,
                    &with,
                    round,
                    seek.seated,
                );
                (
                    "seek re-signed by a fresh key",
                    vec![(topic.to_string(), forged.to_wire())],
                )
            }
            1 => {
                match self.rng.below(4) {
                    0 => seek.left = true,
                    1 => seek.seated = !seek.with.is_empty(),
                    2 => seek.at += 30_000,
                    _ => seek.round += 1,
                }
                (
                    "seek changed under its signature",
                    vec![(topic.to_string(), seek.to_wire())],
                )
            }
            _ => (
                "seek on another seeker's topic",
                vec![(lobby::topic(fresh.public()), payload.to_vec())],
            ),
        }
    }
}
