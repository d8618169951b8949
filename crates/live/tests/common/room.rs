//! The lobby's seekers in memory for the tests: a broker that keeps retained seeks and
//! queues each seeker's deliveries, and a room of honest seekers whose clock the test moves.

use std::collections::{BTreeMap, VecDeque};

use blockness_core::Edition;
use blockness_live::lobby::{Lobby, SeekClass};
use blockness_live::{SeatKey, Stage, Table};

/// A two-to-four-player Block Ness seek of the standard edition.
pub fn class(players: u8) -> SeekClass {
    SeekClass {
        game: blockness_live::TableGame::BlockNess,
        players,
        expert: false,
        swap: false,
        edition: Edition::STANDARD_NAME.to_string(),
    }
}

/// The tests' wall clock starts here (milliseconds since the Unix epoch).
pub const T0: u64 = 1_800_000_000_000;

/// A broker in memory: retained seeks, and a queue of deliveries for each seeker.
#[derive(Default)]
pub struct Broker {
    /// The retained message of each topic.
    pub retained: BTreeMap<String, Vec<u8>>,
    /// Each subscriber's deliveries, in order.
    pub queues: Vec<VecDeque<(String, Vec<u8>)>>,
}

impl Broker {
    /// A new subscriber: it gets every retained seek first.
    pub fn subscribe(&mut self) -> usize {
        let retained = self
            .retained
            .iter()
            .map(|(t, p)| (t.clone(), p.clone()))
            .collect();
        self.queues.push(retained);
        self.queues.len() - 1
    }

    /// Publishes `payload` on `topic`, retained (an empty one clears the topic).
    pub fn publish(&mut self, topic: &str, payload: &[u8]) {
        if payload.is_empty() {
            self.retained.remove(topic);
        } else {
            self.retained.insert(topic.to_string(), payload.to_vec());
        }
        for queue in &mut self.queues {
            queue.push_back((topic.to_string(), payload.to_vec()));
        }
    }
}

/// Honest seekers on one broker, with the order of deliveries drawn from `order`.
pub struct Room {
    /// The broker they meet on.
    pub broker: Broker,
    /// Each seeker's lobby and its subscription.
    pub seekers: Vec<(Lobby, usize)>,
    /// Seekers whose page closed.
    pub gone: Vec<usize>,
    /// The room's clock (milliseconds since the Unix epoch).
    pub now: u64,
}

impl Room {
    pub fn new() -> Room {
        Room {
            broker: Broker::default(),
            seekers: Vec::new(),
            gone: Vec::new(),
            now: T0,
        }
    }

    pub fn join(&mut self, seed: u8, name: &str, class: SeekClass) -> usize {
        let lobby = Lobby::new(SeatKey::from_seed([seed; 32]), name, class, self.now).unwrap();
        let queue = self.broker.subscribe();
        self.seekers.push((lobby, queue));
        self.flush(self.seekers.len() - 1);
        self.seekers.len() - 1
    }

    /// Seeker `i` leaves the lobby on purpose: its signed word, then its topic cleared.
    pub fn quit(&mut self, i: usize) {
        let (topic, payload) = self.seekers[i].0.leaving();
        self.broker.publish(&topic, &payload);
        self.leave(i);
    }

    /// Seeker `i`'s page closes: the broker publishes its last will.
    pub fn leave(&mut self, i: usize) {
        let (topic, payload) = self.seekers[i].0.will();
        self.broker.publish(&topic, &payload);
        self.gone.push(i);
    }

    pub fn flush(&mut self, i: usize) {
        if let Some((topic, payload)) = self.seekers[i].0.take_publish() {
            self.broker.publish(&topic, &payload);
        }
    }

    /// Delivers one pending message to seeker `i`; false when none was pending.
    pub fn deliver(&mut self, i: usize) -> bool {
        let queue = self.seekers[i].1;
        let Some((topic, payload)) = self.broker.queues[queue].pop_front() else {
            return false;
        };
        let now = self.now;
        self.seekers[i].0.receive(&topic, &payload, now);
        self.flush(i);
        true
    }

    /// Delivers everything, seekers taking turns as `pick` says, then lets `ms` pass.
    pub fn settle(&mut self, pick: &mut dyn FnMut(usize) -> usize, ms: u64) {
        for delivered in 0.. {
            assert!(delivered < 2_000, "the seekers never stop publishing");
            let pending: Vec<usize> = (0..self.seekers.len())
                .filter(|i| !self.gone.contains(i))
                .filter(|&i| !self.broker.queues[self.seekers[i].1].is_empty())
                .collect();
            if pending.is_empty() {
                break;
            }
            let i = pending[pick(pending.len())];
            self.deliver(i);
        }
        self.now += ms;
        let alive: Vec<usize> = (0..self.seekers.len())
            .filter(|i| !self.gone.contains(i))
            .collect();
        for i in alive {
            let now = self.now;
            self.seekers[i].0.tick(now);
            self.flush(i);
        }
    }

    pub fn run(&mut self, rounds: usize) {
        let mut first = |_: usize| 0;
        for _ in 0..rounds {
            self.settle(&mut first, 500);
        }
    }

    pub fn table(&self, i: usize) -> Option<Table> {
        self.seekers[i].0.matched()
    }

    /// Every seeker that went to a table went with every member of it, each member in a
    /// seat of its own.
    pub fn assert_nobody_alone(&self) {
        for (i, (lobby, _)) in self.seekers.iter().enumerate() {
            let Some(table) = lobby.matched() else {
                continue;
            };
            assert_eq!(
                table.stage(),
                Stage::Playing,
                "everyone seated from the start"
            );
            let members = table.seats().len();
            let mut seats = Vec::new();
            for (j, (other, _)) in self.seekers.iter().enumerate() {
                let here = table.seats_of(other.key().public());
                if !here.is_empty() {
                    assert_eq!(
                        other.matched().map(|t| t.id()),
                        Some(table.id()),
                        "seeker {j} is at seeker {i}'s table but went elsewhere"
                    );
                    assert_eq!(here.len(), 1);
                    seats.extend(here);
                }
            }
            seats.sort();
            seats.dedup();
            assert_eq!(
                seats.len(),
                members,
                "every seat of seeker {i}'s table is a seeker's"
            );
        }
    }
}
