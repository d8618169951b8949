//! A hostile client that republishes a spoiled copy of whatever it sees (a byte changed,
//! cut, a stale copy, the topic cleared), on every topic of the lobby and of the table,
//! cannot turn the honest clients into a flood nor keep them from playing: two `table seek`
//! bots pair and finish their game beside it, and every honest client's publications stay
//! within the protocol's bound (docs/live.md, "Which log wins"). And beside it, a bot killed
//! in the middle of a Block Ness or a Loch Ness game is handed to a computer after the grace
//! time, and the survivor and a watcher end on the same game.

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
#[path = "live/raw_client.rs"]
mod raw_client;

use broker::Broker;
use commands::*;
use hostile::Rng;
use raw_client::raw_client;

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
) -> thread::JoinHandle<usize> {
    let mut rng = Rng(0xB0_7713);
    let mut history: BTreeMap<String, Vec<Vec<u8>>> = BTreeMap::new();
    let everything = vec!["blockness/#".to_string()];
    raw_client(
        url,
        "spoiler",
        everything,
        stop,
        move |connection, message| {
            let Some((topic, payload)) = message else {
                return Some(0);
            };
            if own.lock().unwrap().contains(&digest(&payload)) {
                return Some(0);
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
            connection.publish(&topic, &spoiled, true).ok()?;
            sent.fetch_add(1, Ordering::Relaxed);
            Some(1)
        },
    )
}

/// The observer: counts every message that is not the spoiler's, by topic.
fn observer(
    url: String,
    stop: Arc<AtomicBool>,
    seen: Arc<Mutex<Seen>>,
    own: Arc<Mutex<HashSet<u64>>>,
) -> thread::JoinHandle<usize> {
    let everything = vec!["blockness/#".to_string()];
    raw_client(url, "observer", everything, stop, move |_, message| {
        let Some((topic, payload)) = message else {
            return Some(0);
        };
        if own.lock().unwrap().contains(&digest(&payload)) {
            return Some(0);
        }
        let mut seen = seen.lock().unwrap();
        if let Ok((seek, key)) = Seek::from_wire(&payload) {
            seen.names.insert(key.short(), seek.name);
        }
        *seen.by_topic.entry(topic).or_default() += 1;
        Some(1)
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
    // Strong bots think up to a second a move: the game lasts, and the spoiler has time to
    // do its worst.
    let strong = ["--bot", "strong"];
    let ann = seek_with(&broker, "2", "Ann", "1", "120", &strong);
    let bob = seek_with(&broker, "2", "Bob", "2", "120", &strong);
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

/// A table of `game` for two bots of `level` and a watcher, beside the spoiler; one bot is
/// killed once `kill_after` moves (actions) are played. Returns the watcher's and the
/// survivor's final links and what the watcher printed.
fn kill_one_beside_the_spoiler(
    game: &str,
    level: &str,
    kill_after: usize,
) -> (String, String, String) {
    let broker = Broker::awake();
    let table = new_table_with(&[&broker.url], "2", &["--game", game, "--grace", "2"]);
    let id = blockness_live::Invite::parse(&table.invite).unwrap().table;
    let stop = Arc::new(AtomicBool::new(false));
    let sent = Arc::new(AtomicUsize::new(0));
    let own = Arc::new(Mutex::new(HashSet::new()));
    let attacking = spoiler(broker.url.clone(), stop.clone(), sent.clone(), own.clone());
    let watcher = watch(&broker, &table.watch);
    let bot = |seed: &str| join_as(&broker, &table.invite, seed, level, "240");
    let survivor = bot("1");
    let mut doomed = bot("2");
    // A client that follows the real game from what the broker carries, spoiled or not.
    let mut follower =
        blockness_live::TableClient::join(id, blockness_live::SeatKey::from_seed([44; 32]));
    let mut reader =
        Connection::connect(&broker.url, "follower", None, Duration::from_secs(10)).unwrap();
    reader
        .subscribe(&[blockness_live::topics::log(id)], Duration::from_secs(10))
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while follower.table().map_or(0, |t| t.plies()) < kill_after {
        assert!(Instant::now() < deadline, "the game never got under way");
        if let Some((topic, payload)) = reader.next_message(Duration::from_millis(100)).unwrap() {
            follower.receive(&topic, &payload, 0);
        }
    }
    doomed.kill().unwrap();
    doomed.wait().unwrap();
    let out = survivor.wait_with_output().unwrap();
    let watched = watcher.wait_with_output().unwrap();
    table.host_done();
    stop.store(true, Ordering::Relaxed);
    attacking.join().unwrap();
    assert!(
        sent.load(Ordering::Relaxed) > 20,
        "the spoiler spoiled {} messages",
        sent.load(Ordering::Relaxed)
    );
    (last_line(&watched), last_line(&out), text(&watched.stdout))
}

#[test]
fn a_block_ness_bot_killed_mid_game_beside_the_spoiler_is_handed_over_and_the_game_ends() {
    let (watched, survived, said) = kill_one_beside_the_spoiler("blockness", "easy", 4);
    assert_eq!(
        watched, survived,
        "the survivor and the watcher end on one game"
    );
    assert_finished(&watched);
    assert!(said.contains("handed to a computer, easy"), "{said}");
}

#[test]
fn a_loch_ness_bot_killed_mid_game_beside_the_spoiler_is_handed_over_and_the_game_ends() {
    let (watched, survived, said) = kill_one_beside_the_spoiler("lochness", "medium", 10);
    assert_eq!(
        watched, survived,
        "the survivor and the watcher end on one game"
    );
    let record = last_line(&crate::common::blockness(
        &["lochness", "link", "decode"],
        &watched,
    ));
    let referee = crate::common::blockness(&["lochness", "referee"], &record);
    assert!(last_line(&referee).contains(r#""step":"over""#));
    assert!(said.contains("handed to a computer, medium"), "{said}");
}
