//! A hostile client that republishes a spoiled copy of whatever it sees (a byte changed,
//! cut, a stale copy, the topic cleared), on every topic of the lobby and of the table,
//! cannot turn the honest clients into a flood nor keep them from playing: two `table seek`
//! bots pair and finish their game beside it, and every honest client's publications stay
//! within the protocol's bound (docs/live.md, "Which log wins").

use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use blockness_live::lobby::Seek;
use blockness_live::native::Connection;

#[path = "live/broker.rs"]
mod broker;
#[path = "live/commands.rs"]
mod commands;
mod common;
#[path = "live/hostile.rs"]
mod hostile;

use broker::Broker;
use commands::*;
use hostile::Rng;

/// What the observer saw: honest messages by topic (lobby and presence topics belong to one
/// key; the log and parts to the table), and the seekers' names by their key's short form.
#[derive(Default)]
struct Seen {
    by_topic: BTreeMap<String, usize>,
    names: BTreeMap<String, String>,
}

/// A message's digest, to tell the spoiler's own messages when they come back.
fn digest(payload: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    payload.hash(&mut hasher);
    hasher.finish()
}

/// The hostile client: for every message it did not send, a spoiled copy on the same topic,
/// retained. Returns how many it sent.
fn spoiler(
    url: String,
    stop: Arc<AtomicBool>,
    sent: Arc<AtomicUsize>,
    own: Arc<Mutex<HashSet<u64>>>,
) -> thread::JoinHandle<()> {
    thread::spawn(move || {
        let wait = Duration::from_secs(10);
        let mut connection = Connection::connect(&url, "spoiler", None, wait).unwrap();
        connection
            .subscribe(&["blockness/#".to_string()], wait)
            .unwrap();
        let mut rng = Rng(0xB0_7713);
        let mut history: BTreeMap<String, Vec<Vec<u8>>> = BTreeMap::new();
        while !stop.load(Ordering::Relaxed) {
            let Some((topic, payload)) =
                connection.next_message(Duration::from_millis(20)).unwrap()
            else {
                continue;
            };
            let mine = digest(&payload);
            if own.lock().unwrap().contains(&mine) {
                continue;
            }
            let seen = history.entry(topic.clone()).or_default();
            seen.push(payload.clone());
            let spoiled = match rng.below(4) {
                0 if !payload.is_empty() => {
                    let mut bytes = payload.clone();
                    let at = rng.below(bytes.len());
                    bytes[at] = b"0aZ_-\"{}:, "[rng.below(11)];
                    bytes
                }
                1 => payload[..rng.below(payload.len())].to_vec(),
                2 => seen[rng.below(seen.len())].clone(),
                _ => Vec::new(),
            };
            own.lock().unwrap().insert(digest(&spoiled));
            if connection.publish(&topic, &spoiled, true).is_err() {
                break;
            }
            sent.fetch_add(1, Ordering::Relaxed);
        }
        connection.disconnect();
    })
}

/// The observer: counts every message that is not the spoiler's, by topic.
fn observer(
    url: String,
    stop: Arc<AtomicBool>,
    seen: Arc<Mutex<Seen>>,
    own: Arc<Mutex<HashSet<u64>>>,
) -> thread::JoinHandle<()> {
    thread::spawn(move || {
        let wait = Duration::from_secs(10);
        let mut connection = Connection::connect(&url, "observer", None, wait).unwrap();
        connection
            .subscribe(&["blockness/#".to_string()], wait)
            .unwrap();
        while !stop.load(Ordering::Relaxed) {
            let Some((topic, payload)) =
                connection.next_message(Duration::from_millis(20)).unwrap()
            else {
                continue;
            };
            let mine = digest(&payload);
            if own.lock().unwrap().contains(&mine) {
                continue;
            }
            let mut seen = seen.lock().unwrap();
            if let Ok((seek, key)) = Seek::from_wire(&payload) {
                seen.names.insert(key.short(), seek.name);
            }
            *seen.by_topic.entry(topic).or_default() += 1;
        }
        connection.disconnect();
    })
}

#[test]
fn seekers_pair_and_play_beside_a_client_that_spoils_all_they_publish_and_publish_little() {
    let broker = Broker::start();
    let stop = Arc::new(AtomicBool::new(false));
    let sent = Arc::new(AtomicUsize::new(0));
    let own = Arc::new(Mutex::new(HashSet::new()));
    let seen = Arc::new(Mutex::new(Seen::default()));
    let watching = observer(broker.url.clone(), stop.clone(), seen.clone(), own.clone());
    let attacking = spoiler(broker.url.clone(), stop.clone(), sent.clone(), own.clone());
    let started = Instant::now();
    let ann = seek(&broker, "Ann", "1");
    let bob = seek(&broker, "Bob", "2");
    let (ann, bob) = (
        ann.wait_with_output().unwrap(),
        bob.wait_with_output().unwrap(),
    );
    let minutes = started.elapsed().as_secs_f64() / 60.0;
    stop.store(true, Ordering::Relaxed);
    watching.join().unwrap();
    attacking.join().unwrap();
    let link = last_line(&ann);
    assert_eq!(link, last_line(&bob), "both played the same game");
    let moves = assert_finished(&link);
    let seen = seen.lock().unwrap();
    let spoiled = sent.load(Ordering::Relaxed);
    eprintln!(
        "{moves} moves in {minutes:.3} min, {spoiled} spoiled copies; honest messages by topic: {:?}",
        seen.by_topic
    );
    assert!(spoiled > 10, "the spoiler spoiled {spoiled} messages");
    // Each seeker: its seek published when it changes (a few proposals, the table) and put
    // back at most 6 times in the first minute and once a minute after; a heartbeat every
    // 5 s at the table.
    let whole = minutes.ceil();
    for (short, name) in &seen.names {
        let lobby = seen
            .by_topic
            .get(&format!("blockness/v1/lobby/{short}"))
            .copied()
            .unwrap_or(0);
        assert!(
            lobby as f64 <= 12.0 + 6.0 + whole,
            "{name} published its seek {lobby} times in {minutes:.2} min"
        );
        let beats: usize = seen
            .by_topic
            .iter()
            .filter(|(t, _)| t.ends_with(&format!("/presence/{short}")))
            .map(|(_, n)| n)
            .sum();
        assert!(
            beats as f64 <= 2.0 + 12.0 * minutes * 1.2,
            "{name} sent {beats} heartbeats in {minutes:.2} min"
        );
    }
    // The log: each move once, the table's first log by each, and each client's answers.
    let logs: usize = seen
        .by_topic
        .iter()
        .filter(|(t, _)| t.ends_with("/log"))
        .map(|(_, n)| n)
        .sum();
    let answers = 2.0 * (6.0 + whole);
    assert!(
        logs as f64 <= moves as f64 + 2.0 + answers,
        "{logs} logs for {moves} moves in {minutes:.2} min"
    );
}

/// `blockness table seek` for two players, a strong bot named `name` (it thinks for up to a
/// second a move, so the game lasts and the spoiler has time to do its worst).
fn seek(broker: &Broker, name: &str, seed: &str) -> std::process::Child {
    spawn(&[
        "table",
        "seek",
        "--broker",
        &broker.url,
        "--players",
        "2",
        "--bot",
        "strong",
        "--name",
        name,
        "--seed",
        seed,
        "--timeout",
        "120",
    ])
}
