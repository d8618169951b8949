//! A live table survives a player who leaves: a `table join --bot` process killed mid-game
//! is shown as gone, the other bot hands its seat to a computer once the table's grace time
//! is over, and the game finishes; a client that replays what it saw of the departed
//! device does not stall it. And nothing unsigned hands over a player who is there: a
//! client that says on the broker, over and over, that every device left moves no seat.

use blockness_live::BlockNessTable;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use blockness_live::native::Connection;
use blockness_live::{topics, Entry, Invite, Log, SeatKey, Stage, TableClient, TableId};

#[path = "live/broker.rs"]
mod broker;
#[path = "live/commands.rs"]
mod commands;
mod common;
#[path = "live/raw_client.rs"]
mod raw_client;

use broker::Broker;
use commands::*;
use raw_client::raw_client;

/// A seated device driven by the test itself over its own connection.
struct Player {
    connection: Connection,
    client: TableClient,
    started: Instant,
}

impl Player {
    fn sit(broker: &Broker, invite: &Invite, seat: usize) -> Player {
        let client = TableClient::join(invite.table, SeatKey::from_seed([42; 32]));
        let wait = Duration::from_secs(10);
        let mut connection =
            Connection::connect(&broker.url, "absence-test", Some(client.will()), wait).unwrap();
        connection.subscribe(&client.subscriptions(), wait).unwrap();
        let mut player = Player {
            connection,
            client,
            started: Instant::now(),
        };
        let secret = invite.secret.expect("a seat invite");
        let (topic, payload) = player.client.ask(&secret, "Tester", Some(seat)).unwrap();
        player.connection.publish(&topic, &payload, true).unwrap();
        player
    }

    /// Takes in messages until `done` holds of the client; answers as a client must, and
    /// sends its heartbeats on time (it is there: nobody may take its seat).
    fn until(&mut self, what: &str, done: impl Fn(&TableClient) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while !done(&self.client) {
            assert!(Instant::now() < deadline, "gave up waiting for {what}");
            let now = self.started.elapsed().as_millis() as u64;
            if let Some((topic, payload)) = self.client.heartbeat(now) {
                self.connection
                    .publish_retained_once(&topic, &payload)
                    .unwrap();
            }
            let Some((topic, payload)) = self
                .connection
                .next_message(Duration::from_millis(100))
                .unwrap()
            else {
                continue;
            };
            let now = self.started.elapsed().as_millis() as u64;
            self.client.receive(&topic, &payload, now);
            if self.client.take_republish() {
                self.publish();
            }
        }
    }

    fn publish(&mut self) {
        let (topic, payload) = self.client.log_payload().unwrap();
        self.connection.publish(&topic, &payload, true).unwrap();
    }

    /// Plays the moves of `seat`, this device's, until the game is over.
    fn play_to_the_end(&mut self, seat: usize) {
        loop {
            self.until("my turn or the end", |c| {
                c.table()
                    .is_some_and(|t| t.stage() == Stage::Over || t.seat_to_move() == Some(seat))
            });
            if self.client.table().unwrap().stage() == Stage::Over {
                return;
            }
            self.play();
        }
    }

    /// Plays this device's move with the tests' usual choice.
    fn play(&mut self) {
        self.client
            .act(|table, key| {
                let moves = table.game().unwrap().legal_moves();
                let mv = moves[(table.game().unwrap().moves().len() * 7 + 3) % moves.len()];
                table.play(key, &mv)
            })
            .unwrap();
        self.publish();
    }
}

#[test]
fn a_bot_killed_mid_game_is_handed_to_a_computer_and_the_table_still_finishes() {
    let broker = Broker::start();
    let table = new_table_with(&[&broker.url], "3", &["--grace", "2"]);
    let invite = Invite::parse(&table.invite).unwrap();
    let watch_link = table.watch.clone();
    let seat_invite = table.invite.clone();
    // The test holds seat 3 itself: the game waits on its turn, so the kill comes at a
    // known moment, after both bots have moved once.
    let mut me = Player::sit(&broker, &invite, 2);
    let survivor = join(&broker, &seat_invite, "1");
    let mut doomed = join(&broker, &seat_invite, "2");
    me.until("my first turn", |c| {
        c.table().is_some_and(|t| t.seat_to_move() == Some(2))
    });
    table.host_done();

    doomed.kill().unwrap();
    doomed.wait().unwrap();
    me.until("the killed bot to be shown as gone", |c| {
        (0..2).any(|s| c.absent_for(s).is_some())
    });
    let gone = (0..2).find(|&s| me.client.absent_for(s).is_some()).unwrap();
    let stayed = 1 - gone;
    me.play();

    // From here the surviving bot hands the seat over after the grace time, and plays it.
    me.play_to_the_end(2);
    let link = last_line(&survivor.wait_with_output().unwrap());
    assert_finished(&link);
    let done = me.client.table().unwrap();
    assert_eq!(link, done.link());
    let handed: Vec<(u8, u8)> = done
        .log()
        .entries
        .iter()
        .filter_map(|e| match e {
            Entry::HandOver { seat, by, .. } => Some((*seat, *by)),
            _ => None,
        })
        .collect();
    assert_eq!(handed, vec![(gone as u8, stayed as u8)]);
    // The watcher's lines say so.
    let watched = run(&[
        "table",
        "watch",
        &watch_link,
        "--broker",
        &broker.url,
        "--timeout",
        TIMEOUT,
    ]);
    let text = String::from_utf8_lossy(&watched.stdout);
    let said = format!(
        "seat {} handed to a computer, easy, played by seat {}",
        gone + 1,
        stayed + 1
    );
    assert!(text.contains(&said), "{text}");
}

/// A client that says, as often as it can, on the presence and departure topics of every
/// device it learns of from the log, that the device left: every unsigned message that
/// once made a bot take a seat, and heartbeats it cannot sign. Returns the messages sent.
fn say_everyone_left(url: String, id: TableId, stop: Arc<AtomicBool>) -> thread::JoinHandle<usize> {
    let mut keys = BTreeSet::new();
    let mut sent = 0u64;
    raw_client(
        url,
        "absence-forger",
        vec![topics::log(id)],
        stop,
        move |connection, message| {
            if let Some(Ok(log)) = message.map(|(_, payload)| Log::from_wire(&payload)) {
                for entry in &log.entries {
                    if let Entry::Claim { key, .. } = entry {
                        keys.insert(key[..8].to_string());
                    }
                }
                keys.insert(log.settings.host[..8].to_string());
            }
            let mut published = 0;
            for short in &keys {
                let presence = format!("blockness/v1/{id}/presence/{short}");
                let gone = format!("blockness/v1/{id}/gone/{short}");
                sent += 1;
                let forged = format!(r#"{{"v":3,"n":{},"sig":"AAAA"}}"#, u64::MAX - sent);
                for (topic, payload) in [
                    (&presence, br#"{"v":1,"online":false}"#.to_vec()),
                    (&presence, forged.into_bytes()),
                    (&gone, br#"{"v":3,"gone":true}"#.to_vec()),
                ] {
                    connection.publish_retained_once(topic, &payload).ok()?;
                    published += 1;
                }
            }
            Some(published)
        },
    )
}

#[test]
fn forged_absence_hands_over_nobody_beside_two_bots_and_the_test_that_takes_its_time() {
    // Two bots and the test's own seat, which waits three grace times before its first
    // move: long enough for any bot that believed the forger to hand a seat over.
    let broker = Broker::start();
    let table = new_table_with(&[&broker.url], "3", &["--grace", "1"]);
    let invite = Invite::parse(&table.invite).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let forger = say_everyone_left(broker.url.clone(), invite.table, stop.clone());
    let watcher = watch(&broker, &table.watch);
    let mut me = Player::sit(&broker, &invite, 2);
    let bots = vec![
        join(&broker, &table.invite, "1"),
        join(&broker, &table.invite, "2"),
    ];
    me.until("my first turn", |c| {
        c.table().is_some_and(|t| t.seat_to_move() == Some(2))
    });
    table.host_done();
    let waited = Instant::now();
    me.until("three grace times", |_| {
        waited.elapsed() > Duration::from_secs(3)
    });
    me.play_to_the_end(2);
    let outputs = all_succeeded(bots);
    let watched = watcher.wait_with_output().unwrap();
    stop.store(true, Ordering::Relaxed);
    let sent = forger.join().unwrap();
    assert!(sent > 100, "the forger sent {sent} messages");
    let link = last_line(&watched);
    for out in &outputs {
        assert_eq!(last_line(out), link, "every bot ends on the watcher's game");
    }
    assert_eq!(me.client.table().unwrap().link(), link);
    let said = text(&watched.stdout);
    assert!(!said.contains("handed to a computer"), "{said}");
}

#[test]
fn forged_absence_hands_over_nobody_at_a_table_of_four_bots() {
    // Strong bots think a little before each move: the game lasts a few grace times.
    let broker = Broker::start();
    let table = new_table_with(&[&broker.url], "4", &["--grace", "2"]);
    let id = Invite::parse(&table.invite).unwrap().table;
    let stop = Arc::new(AtomicBool::new(false));
    let forger = say_everyone_left(broker.url.clone(), id, stop.clone());
    let watcher = watch(&broker, &table.watch);
    let started = Instant::now();
    let bots: Vec<_> = (0..4)
        .map(|n| join_as(&broker, &table.invite, &n.to_string(), "strong", TIMEOUT))
        .collect();
    let outputs = all_succeeded(bots);
    let watched = watcher.wait_with_output().unwrap();
    table.host_done();
    let lasted = started.elapsed();
    stop.store(true, Ordering::Relaxed);
    let sent = forger.join().unwrap();
    assert!(sent > 100, "the forger sent {sent} messages");
    assert!(
        lasted > Duration::from_secs(2),
        "the game outlasted the grace time ({lasted:?})"
    );
    let link = last_line(&watched);
    for out in &outputs {
        assert_eq!(last_line(out), link, "every bot ends on the watcher's game");
    }
    assert_finished(&link);
    let said = text(&watched.stdout);
    assert!(!said.contains("handed to a computer"), "{said}");
}

/// A client that republishes, a moment later, a stale copy of every heartbeat and hint it
/// saw on the table's presence and departure topics (as a client that only replays what it
/// sees would), for as long as the test runs. Returns the messages it replayed.
fn replay_presence(url: String, id: TableId, stop: Arc<AtomicBool>) -> thread::JoinHandle<usize> {
    let mut seen: Vec<(String, Vec<u8>)> = Vec::new();
    let mut next = 0;
    let topics = vec![topics::presence_all(id), topics::gone_all(id)];
    raw_client(
        url,
        "presence-replayer",
        topics,
        stop,
        move |connection, message| {
            if let Some((topic, payload)) = message {
                if !payload.is_empty() && !seen.iter().any(|(t, p)| *t == topic && *p == payload) {
                    seen.push((topic, payload));
                }
            }
            if seen.is_empty() {
                return Some(0);
            }
            let (topic, payload) = &seen[next % seen.len()];
            next += 1;
            connection.publish_retained_once(topic, payload).ok()?;
            Some(1)
        },
    )
}

#[test]
fn a_departed_bot_is_handed_over_and_the_game_ends_whatever_is_replayed_of_it() {
    let broker = Broker::start();
    let table = new_table_with(&[&broker.url], "3", &["--grace", "2"]);
    let invite = Invite::parse(&table.invite).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let replayer = replay_presence(broker.url.clone(), invite.table, stop.clone());
    let watcher = watch(&broker, &table.watch);
    // The test holds seat 3: the game waits on its turn, so the kill comes at a known
    // moment, after both bots have moved, while the replayer already has their heartbeats.
    let mut me = Player::sit(&broker, &invite, 2);
    let survivor = join(&broker, &table.invite, "1");
    let mut doomed = join(&broker, &table.invite, "2");
    me.until("my first turn", |c| {
        c.table().is_some_and(|t| t.seat_to_move() == Some(2))
    });
    table.host_done();
    doomed.kill().unwrap();
    doomed.wait().unwrap();
    me.until("the killed bot to be shown as gone", |c| {
        (0..2).any(|s| c.absent_for(s).is_some())
    });
    me.play();
    me.play_to_the_end(2);
    let out = survivor.wait_with_output().unwrap();
    let watched = watcher.wait_with_output().unwrap();
    stop.store(true, Ordering::Relaxed);
    let replayed = replayer.join().unwrap();
    assert!(replayed > 50, "the replayer replayed {replayed} messages");
    let link = last_line(&out);
    assert_eq!(
        link,
        last_line(&watched),
        "the survivor and the watcher end on one game"
    );
    assert_eq!(me.client.table().unwrap().link(), link);
    assert_finished(&link);
    assert!(
        text(&watched.stdout).contains("handed to a computer, easy"),
        "{}",
        text(&watched.stdout)
    );
}
