//! A live table survives a player who leaves: a `table join --bot` process killed mid-game
//! is shown as gone, the other bot hands its seat to a computer once the table's grace time
//! is over, and the game finishes.

use std::time::{Duration, Instant};

use blockness_live::native::Connection;
use blockness_live::{Entry, Invite, SeatKey, Stage, TableClient};

#[path = "live/broker.rs"]
mod broker;
#[path = "live/commands.rs"]
mod commands;
mod common;

use broker::Broker;
use commands::*;

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
        let (topic, payload) = client.online();
        connection.publish_retained_once(&topic, &payload).unwrap();
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

    /// Takes in messages until `done` holds of the client; answers as a client must.
    fn until(&mut self, what: &str, done: impl Fn(&TableClient) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while !done(&self.client) {
            assert!(Instant::now() < deadline, "gave up waiting for {what}");
            let Some((topic, payload)) = self
                .connection
                .next_message(Duration::from_millis(500))
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
    loop {
        me.until("my turn or the end", |c| {
            c.table()
                .is_some_and(|t| t.stage() == Stage::Over || t.seat_to_move() == Some(2))
        });
        if me.client.table().unwrap().stage() == Stage::Over {
            break;
        }
        me.play();
    }
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
