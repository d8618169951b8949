//! The observer of the `live_attack` tests: a client of the broker that counts every
//! message on every topic and follows every table's game from what the broker carries, as
//! any spectator would; and the bound the protocol sets on what honest clients publish
//! (docs/live.md, "Which log wins" and "Players who leave").

// Shared by the test programs that attack, each of which uses part of it.
#![allow(dead_code)]

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use blockness_live::heartbeat::heartbeat_every_ms;
use blockness_live::native::Connection;
use blockness_live::topics::{self, Topic};
use blockness_live::{Entry, SeatKey, Stage, Table, TableClient, TableId};

use super::attacker::{digest, table_of, Ledger};

/// How long [`Observer::wait_for`] waits before it gives up: a guard against a hung table,
/// never reached by a table that plays.
const GIVE_UP: Duration = Duration::from_secs(150);

/// The observer's thread, ended by [`Observer::finish`].
pub struct Observer {
    stop: Arc<AtomicBool>,
    /// Each table's number of moves (actions) and stage, as the observer follows it.
    progress: Arc<Mutex<BTreeMap<TableId, (usize, Stage)>>>,
    handle: thread::JoinHandle<Observed>,
}

/// What the observer saw.
pub struct Observed {
    /// How many times each message came, by [`digest`], with its topic.
    pub messages: HashMap<u64, (String, usize)>,
    /// Each table as a client that followed it from the broker ends on it.
    pub tables: BTreeMap<TableId, Table>,
    /// How long it watched.
    pub lasted: Duration,
}

impl Observer {
    /// Connects to `url`, subscribed to everything, before anything is published.
    pub fn start(url: &str) -> Observer {
        let stop = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(Mutex::new(BTreeMap::new()));
        let wait = Duration::from_secs(10);
        let mut connection = Connection::connect(url, "observer", None, wait).unwrap();
        connection
            .subscribe(&["blockness/#".to_string()], wait)
            .unwrap();
        let (stopping, shown) = (stop.clone(), progress.clone());
        let handle = thread::spawn(move || {
            let started = Instant::now();
            let mut messages: HashMap<u64, (String, usize)> = HashMap::new();
            let mut followers: BTreeMap<TableId, TableClient> = BTreeMap::new();
            let mut take = |topic: String, payload: Vec<u8>| {
                if let Some(id) = table_of(&topic) {
                    if topics::classify(id, &topic) == Topic::Log {
                        let follower = followers.entry(id).or_insert_with(|| {
                            TableClient::join(id, SeatKey::from_seed([0x0B; 32]))
                        });
                        follower.receive(&topic, &payload, 0);
                        if let Some(table) = follower.table() {
                            shown
                                .lock()
                                .unwrap()
                                .insert(id, (table.plies(), table.stage()));
                        }
                    }
                }
                let counted = messages
                    .entry(digest(&topic, &payload))
                    .or_insert((topic, 0));
                counted.1 += 1;
            };
            while !stopping.load(Ordering::Relaxed) {
                if let Some((topic, payload)) =
                    connection.next_message(Duration::from_millis(20)).unwrap()
                {
                    take(topic, payload);
                }
            }
            // Everything the broker took before the stop (the attacker's last messages
            // among it) comes before the answer to this ping.
            connection.sync(Duration::from_secs(30)).unwrap();
            while let Some((topic, payload)) = connection.next_message(Duration::ZERO).unwrap() {
                take(topic, payload);
            }
            connection.disconnect();
            let tables = followers
                .into_iter()
                .filter_map(|(id, f)| f.table().cloned().map(|t| (id, t)))
                .collect();
            Observed {
                messages,
                tables,
                lasted: started.elapsed(),
            }
        });
        Observer {
            stop,
            progress,
            handle,
        }
    }

    /// Waits until the game of the table (the only one of the test) satisfies `done`, given
    /// its number of moves (actions) and its stage; returns the number of moves.
    pub fn wait_for(&self, what: &str, done: impl Fn(usize, Stage) -> bool) -> usize {
        let deadline = Instant::now() + GIVE_UP;
        loop {
            let now = self.progress.lock().unwrap().values().next().copied();
            if let Some((plies, stage)) = now.filter(|&(p, s)| done(p, s)) {
                assert_ne!(stage, Stage::Over, "the game ended before {what}");
                return plies;
            }
            assert!(Instant::now() < deadline, "gave up waiting for {what}");
            thread::sleep(Duration::from_millis(5));
        }
    }

    /// The number of moves (actions) of the table the observer follows, so far.
    pub fn plies(&self) -> usize {
        self.progress
            .lock()
            .unwrap()
            .values()
            .next()
            .map_or(0, |p| p.0)
    }

    /// The table the observer follows (the only one of the test), once it has a valid log.
    pub fn table_id(&self) -> Option<TableId> {
        self.progress.lock().unwrap().keys().next().copied()
    }

    /// Stops (once every message sent so far is in) and says what it saw.
    pub fn finish(self) -> Observed {
        self.stop.store(true, Ordering::Relaxed);
        self.handle.join().expect("the observer ends well")
    }
}

impl Observed {
    /// The messages of honest clients, by topic: every message that came, less as many as
    /// the attacker sent of the same bytes on the same topic (its replays among them).
    pub fn honest(&self, ledger: &Ledger) -> BTreeMap<String, usize> {
        let mut by_topic = BTreeMap::new();
        for (d, (topic, count)) in &self.messages {
            let theirs = count.saturating_sub(ledger.sent.get(d).copied().unwrap_or(0));
            *by_topic.entry(topic.clone()).or_default() += theirs;
        }
        by_topic.retain(|_, n| *n > 0);
        by_topic
    }

    /// The one table the test played.
    pub fn table(&self) -> &Table {
        assert_eq!(self.tables.len(), 1, "one table was played");
        self.tables.values().next().unwrap()
    }
}

/// The hand-overs of `seat` in `table`'s log, and its take-backs.
pub fn hand_overs_of(table: &Table, seat: usize) -> (usize, usize) {
    let entries = &table.log().entries;
    let count = |f: &dyn Fn(&Entry) -> bool| entries.iter().filter(|e| f(e)).count();
    (
        count(&|e| matches!(e, Entry::HandOver { seat: s, .. } if usize::from(*s) == seat)),
        count(&|e| matches!(e, Entry::TakeBack { seat: s, .. } if usize::from(*s) == seat)),
    )
}

/// Checks that the honest clients published, on each topic, no more than the protocol lets
/// them whatever the network does: on the log, each entry of the final log a couple of times
/// (a draw is written by every device that holds its parts) and the answers to spoiled
/// copies, at most 6 a device in the first minute and one a minute after; a heartbeat a
/// device per quarter grace time (at most 5 s); one part a seat per draw; a request or two a
/// seeker; the hint of a departure cleared as a device connects and given as it leaves; a
/// seek a dozen times in the first minute and once a minute after. `devices` is how many
/// honest clients held the table (players, host, watchers). Each bound leaves room (half as
/// much again, or a reconnection), and is far below what the attacker sends (the caller
/// checks that).
pub fn assert_bounded(
    honest: &BTreeMap<String, usize>,
    table: &Table,
    devices: usize,
    lasted: Duration,
) {
    let id = table.id();
    let minutes = lasted.as_secs_f64() / 60.0;
    let whole = minutes.ceil() as usize;
    let entries = table.log().entries.len();
    // Each draw, and each change of hands (which calls the draw under way off).
    let draws = table
        .log()
        .entries
        .iter()
        .filter(|e| {
            matches!(
                e,
                Entry::Draw { .. } | Entry::HandOver { .. } | Entry::TakeBack { .. }
            )
        })
        .count();
    let every = heartbeat_every_ms(table.grace()).min(5_000) as f64;
    let beats = 3 + (1.5 * lasted.as_millis() as f64 / every) as usize;
    let mut said = Vec::new();
    for (topic, &count) in honest {
        let bound = if topic.starts_with("blockness/v1/lobby/") {
            18 + whole
        } else if table_of(topic) != Some(id) {
            0
        } else {
            match topics::classify(id, topic) {
                Topic::Log => 2 * entries + devices * (8 + 2 * whole),
                Topic::Presence(_) => beats,
                Topic::Gone(_) => 4,
                Topic::Part(_) => 2 * (draws + 3),
                Topic::Request(_) => 4,
                Topic::Other => 0,
            }
        };
        said.push(format!("{topic}: {count} (bound {bound})"));
        assert!(
            count <= bound,
            "{topic}: honest clients sent {count} messages in {minutes:.2} min, over {bound}; all: {said:#?}"
        );
    }
    eprintln!("honest messages by topic in {minutes:.2} min: {said:#?}");
}

/// The total of honest messages on the log topic.
pub fn honest_logs(honest: &BTreeMap<String, usize>) -> usize {
    honest
        .iter()
        .filter(|(t, _)| t.ends_with("/log"))
        .map(|(_, n)| n)
        .sum()
}
