//! `table seek`: bots that want the same game find each other in the lobby and play it to
//! the end while an attacker floods the lobby; bots that want different games never pair,
//! and one with nobody to play exits with status 3.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use blockness_core::Edition;
use blockness_live::lobby::{self, Seek, SeekClass};
use blockness_live::native::Connection;
use blockness_live::SeatKey;

#[path = "live/broker.rs"]
mod broker;
#[path = "live/commands.rs"]
mod commands;
mod common;
// Only the seeded generator is used here.
#[path = "live/hostile.rs"]
mod hostile;

use broker::Broker;
use commands::*;
use hostile::Rng;

/// How many keys the attacker's crowd of seekers has.
const CROWD: usize = 6;

fn seek(
    broker: &Broker,
    players: &str,
    name: &str,
    seed: &str,
    timeout: &str,
) -> std::process::Child {
    seek_with(broker, players, name, seed, timeout, &[])
}

/// Floods the lobby until `stop`: garbage, oversized and stale seeks, seeks replayed on
/// another seeker's topic, real seeks cleared, and a crowd of signed seekers that never
/// answer anyone.
fn flood(url: String, stop: Arc<AtomicBool>, sent: Arc<AtomicUsize>) -> thread::JoinHandle<()> {
    thread::spawn(move || {
        let wait = Duration::from_secs(10);
        let mut connection = Connection::connect(&url, "lobby-attacker", None, wait).unwrap();
        connection
            .subscribe(&[lobby::TOPIC_ALL.to_string()], wait)
            .unwrap();
        let class = SeekClass {
            game: blockness_live::TableGame::BlockNess,
            players: 2,
            expert: false,
            swap: false,
            edition: Edition::STANDARD_NAME.to_string(),
        };
        let mut rng = Rng(0x5EE_C0FFEE);
        let mut real: Vec<(String, Vec<u8>)> = Vec::new();
        let now = || {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_millis() as u64
        };
        while !stop.load(Ordering::Relaxed) {
            if let Some((topic, payload)) =
                connection.next_message(Duration::from_millis(20)).unwrap()
            {
                if let Ok((seek, _)) = Seek::from_wire(&payload) {
                    if !seek.name.starts_with("Crowd") && !real.iter().any(|(k, _)| *k == seek.key)
                    {
                        real.push((seek.key.clone(), payload.clone()));
                    }
                }
                let _ = topic;
            }
            // A crowd of a few keys: each one that never answers costs a real seeker that
            // proposes to it a wait of seconds, after which it is left out for minutes.
            let crowd = SeatKey::from_seed([(rng.below(CROWD) + 1) as u8; 32]);
            let (topic, payload) = match rng.below(6) {
                0 => (
                    format!("blockness/v1/lobby/{:08x}", rng.next() as u32),
                    b"{\"v\":1,\"key\":\"nonsense\"".to_vec(),
                ),
                1 => (
                    lobby::topic(crowd.public()),
                    vec![b' '; lobby::MAX_SEEK + 10 + rng.below(4000)],
                ),
                2 => {
                    let stale = Seek::signed(&crowd, "Crowd", &class, 1_000, &[], (0, None), false);
                    (lobby::topic(crowd.public()), stale.to_wire())
                }
                3 if !real.is_empty() => {
                    // A real seek replayed on another topic, or a real seeker's topic cleared.
                    let (key, payload) = &real[rng.below(real.len())];
                    let key = blockness_live::PublicKey::parse(key).unwrap();
                    if rng.below(2) == 0 {
                        (lobby::topic(crowd.public()), payload.clone())
                    } else {
                        (lobby::topic(key), Vec::new())
                    }
                }
                _ => {
                    // A signed seeker that never answers: silent, or busy proposing a group
                    // with another of the crowd. (One that proposes groups to the real
                    // seekers and never goes is the lobby's known limit: docs/live.md.)
                    let other = SeatKey::from_seed([(rng.below(CROWD) + 1) as u8; 32]);
                    let mut with = vec![crowd.public().to_string(), other.public().to_string()];
                    with.sort();
                    if rng.below(2) == 0 || with[0] == with[1] {
                        with.clear();
                    }
                    let round = (rng.below(5) as u32, None);
                    let forged = Seek::signed(&crowd, "Crowd", &class, now(), &with, round, false);
                    (lobby::topic(crowd.public()), forged.to_wire())
                }
            };
            connection.publish(&topic, &payload, true).unwrap();
            sent.fetch_add(1, Ordering::Relaxed);
        }
        connection.disconnect();
    })
}

#[test]
fn two_seeking_bots_pair_and_finish_their_game_through_a_flooded_lobby() {
    let broker = Broker::start();
    let stop = Arc::new(AtomicBool::new(false));
    let sent = Arc::new(AtomicUsize::new(0));
    let attacker = flood(broker.url.clone(), stop.clone(), sent.clone());
    // The seekers arrive in a lobby that already holds the attacker's retained crowd.
    while sent.load(Ordering::Relaxed) < 100 {
        thread::yield_now();
    }
    // Each of the crowd costs at most a member's wait (10 s) before it is left out.
    let ann = seek(&broker, "2", "Ann", "1", "120");
    let bob = seek(&broker, "2", "Bob", "2", "120");
    let (ann, bob) = (
        ann.wait_with_output().unwrap(),
        bob.wait_with_output().unwrap(),
    );
    stop.store(true, Ordering::Relaxed);
    attacker.join().unwrap();
    let link = last_line(&ann);
    assert_eq!(link, last_line(&bob), "both played the same game");
    assert!(assert_finished(&link) > 0);
}

#[test]
fn seekers_of_different_games_never_pair_and_one_alone_exits_with_status_3() {
    let broker = Broker::start();
    let two = seek(&broker, "2", "Two", "1", "4");
    let three = seek(&broker, "3", "Three", "2", "4");
    for (child, players) in [(two, 2), (three, 3)] {
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
        assert!(out.stdout.is_empty());
        let err = text(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.contains(&format!("a game of {players} players")),
            "{err}"
        );
    }
}

#[test]
fn loch_ness_seekers_pair_with_each_other_only_and_finish_a_loch_ness_game() {
    let broker = Broker::awake();
    let loch = |name: &str, seed: &str| {
        spawn(&[
            "table",
            "seek",
            "--broker",
            &broker.url,
            "--players",
            "2",
            "--game",
            "lochness",
            "--bot",
            "medium",
            "--name",
            name,
            "--seed",
            seed,
            "--timeout",
            "120",
        ])
    };
    // A Block Ness seeker of the same number of players is there first, and stays alone.
    let block = seek(&broker, "2", "Block", "3", "6");
    let (ann, bob) = (loch("Ann", "1"), loch("Bob", "2"));
    let (ann, bob) = (
        ann.wait_with_output().unwrap(),
        bob.wait_with_output().unwrap(),
    );
    let link = last_line(&ann);
    assert_eq!(link, last_line(&bob), "both played the same game");
    let record = last_line(&crate::common::blockness(
        &["lochness", "link", "decode"],
        &link,
    ));
    assert!(record.contains(r#""chance":"table""#), "{record}");
    let referee = crate::common::blockness(&["lochness", "referee"], &record);
    assert!(last_line(&referee).contains(r#""step":"over""#));
    let block = block.wait_with_output().unwrap();
    assert_eq!(block.status.code(), Some(3), "{}", text(&block.stderr));
}
