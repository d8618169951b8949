//! Live Loch Ness tables end to end: two strong command-line bots and a watcher on a real
//! Mosquitto, while a hostile client floods the table's log and every seat's part topic.

use std::time::{Duration, Instant};

use blockness_live::native::Connection;
use blockness_live::{topics, Adoption, Invite, Received, Stage, TableClient};

#[path = "live/broker.rs"]
mod broker;
#[path = "live/commands.rs"]
mod commands;
mod common;
#[path = "live/hostile.rs"]
mod hostile;

use broker::Broker;
use commands::*;
use hostile::{spoil, spoil_part, Rng};

/// How long each command may take: a strong bot's game with the flood takes well under it.
const LOCH_TIMEOUT: &str = "300";

/// The real messages the hostile client has seen: the logs that moved the game on, and the
/// seats' parts of draws.
#[derive(Default)]
struct Seen {
    logs: Vec<Vec<u8>>,
    parts: Vec<(String, Vec<u8>)>,
}

impl Seen {
    /// Takes in what the broker delivered (waiting up to `wait` for each message).
    fn take_in(&mut self, hostile: &mut Connection, follower: &mut TableClient, wait: Duration) {
        while let Some((topic, payload)) = hostile.next_message(wait).unwrap() {
            match follower.receive(&topic, &payload, 0) {
                Received::Table(Adoption::Extended { .. } | Adoption::Replaced { .. }) => {
                    self.logs.push(payload)
                }
                Received::Part => self.parts.push((topic, payload)),
                _ => {}
            }
        }
    }
}

#[test]
fn two_strong_bots_and_a_watcher_finish_a_loch_ness_table_through_a_flood_of_every_topic() {
    let broker = Broker::awake();
    let table = new_table_with(&[&broker.url], "2", &["--game", "lochness"]);
    let invite = table.invite.clone();
    let id = Invite::parse(&invite).unwrap().table;
    let log_topic = topics::log(id);
    let topics = [log_topic.clone(), topics::part_all(id)];
    let (mut hostile, mut follower) = hostile_follower(&broker.url, id, &topics);
    let mut seen = Seen::default();
    seen.take_in(&mut hostile, &mut follower, Duration::from_millis(200));

    assert_eq!(seen.logs.len(), 1, "the retained log of the new table");

    let watcher = spawn(&[
        "table",
        "watch",
        &invite,
        "--broker",
        &broker.url,
        "--timeout",
        LOCH_TIMEOUT,
    ]);
    let players = [
        join_as(&broker, &invite, "11", "strong", LOCH_TIMEOUT),
        join_as(&broker, &invite, "12", "strong", LOCH_TIMEOUT),
    ];
    let mut rng = Rng(0x5EED_1234_ABCD_0002);
    let (mut sent, mut during) = (0usize, 0usize);
    let started = Instant::now();
    while follower.table().map(|t| t.stage()) != Some(Stage::Over)
        && started.elapsed() < Duration::from_secs(240)
    {
        let playing = follower.table().is_some_and(|t| t.plies() > 0);
        let retain = rng.below(2) == 0;
        if rng.below(2) == 0 {
            let payload = spoil(&seen.logs, &follower, &mut rng);
            hostile.publish(&log_topic, &payload, retain).unwrap();
        } else {
            let (seat, payload) = spoil_part(&seen.parts, &mut rng);
            hostile
                .publish(&topics::part(id, seat), &payload, true)
                .unwrap();
        }
        sent += 1;
        during += usize::from(playing);
        if hostile.unacknowledged() >= 20 {
            hostile.wait_acknowledged(Duration::from_secs(30)).unwrap();
        }
        seen.take_in(&mut hostile, &mut follower, Duration::ZERO);
    }
    // Every process's output first: one that stopped early tells why in its own words.
    let [first, second] = players;
    let outputs = all_succeeded(vec![first, second, watcher]);
    let links: Vec<String> = outputs.iter().map(last_line).collect();
    assert_eq!(links[0], links[1]);
    assert_eq!(links[0], links[2]);
    // The record is an ordinary Loch Ness link: decoded and refereed by the command line,
    // a finished game whose every draw is in it.
    let record = last_line(&common::blockness(
        &["lochness", "link", "decode"],
        &links[0],
    ));
    assert!(record.contains(r#""chance":"table""#), "{record}");
    let referee = common::blockness(&["lochness", "referee"], &record);
    let state: serde_json::Value = serde_json::from_str(&last_line(&referee)).unwrap();
    assert_eq!(state["step"], "over", "{state}");
    let followed = follower
        .table()
        .expect("the hostile client followed the game");
    assert_eq!(followed.link(), links[0], "the same game everywhere");
    let watched = text(&outputs[2].stdout);
    let draws = watched.lines().filter(|l| l.starts_with("draw ")).count();
    assert!(draws > 10, "{watched}");
    assert!(
        during >= 30,
        "only {during} of {sent} spoiled messages went out during the game"
    );
    table.host_done();
}
