//! Live tables end to end: the `blockness table` commands against a real Mosquitto that
//! each test starts on a free loopback port, and a hostile client flooding a game.

use std::net::TcpListener;
use std::process::Output;
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
use hostile::{oversized, spoil, Rng, OVERSIZED_EVERY};

#[test]
fn two_bots_play_a_table_to_the_end_and_a_watcher_sees_every_move() {
    let broker = Broker::start();
    let table = new_table(&broker, "2");
    // The spectator's link is enough to watch.
    let watcher = watch(&broker, &table.watch);
    let first = join(&broker, &table.invite, "1");
    let second = join(&broker, &table.invite, "2");
    let links: Vec<String> = [first, second]
        .into_iter()
        .map(|c| last_line(&c.wait_with_output().unwrap()))
        .collect();
    let watched = watcher.wait_with_output().unwrap();
    let watched_link = last_line(&watched);
    assert_eq!(links[0], links[1]);
    assert_eq!(links[0], watched_link);
    let moves = assert_finished(&watched_link);
    let move_lines = text(&watched.stdout)
        .lines()
        .filter(|l| l.starts_with("ply "))
        .count();
    assert_eq!(move_lines, moves, "{}", text(&watched.stdout));
    table.host_done();
}

#[test]
fn every_table_command_falls_over_from_dead_brokers_to_the_next_one_listed() {
    let broker = Broker::start();
    // A broker that takes the connection and never answers, and one that refuses it.
    let silent = TcpListener::bind("127.0.0.1:0").unwrap();
    let silent_url = format!("ws://127.0.0.1:{}", silent.local_addr().unwrap().port());
    let refused_url = {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        format!("ws://127.0.0.1:{}", listener.local_addr().unwrap().port())
    };
    let brokers = [
        silent_url.as_str(),
        refused_url.as_str(),
        broker.url.as_str(),
    ];
    let table = new_table_on(&brokers, "2");
    let watcher = watch_on(&brokers, &table.watch);
    let players = [
        join_on(&brokers, &table.invite, "5"),
        join_on(&brokers, &table.invite, "6"),
    ];
    let links: Vec<String> = players
        .into_iter()
        .map(|c| last_line(&c.wait_with_output().unwrap()))
        .collect();
    assert_eq!(links[0], links[1]);
    assert_eq!(last_line(&watcher.wait_with_output().unwrap()), links[0]);
    assert_finished(&links[0]);
    table.host_done();
    // With every broker dead, the command fails with one line about the last one.
    let mut args = vec!["table", "load", "--tables", "1"];
    args.extend(broker_args(&[&silent_url, &refused_url]));
    let out = run(&args);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr).lines().count(), 1);
    let refused_at = refused_url.trim_start_matches("ws://");
    assert!(
        text(&out.stderr).contains(refused_at),
        "{}",
        text(&out.stderr)
    );
    drop(silent);
}

#[test]
fn a_watcher_started_after_the_end_prints_the_link_without_waiting_for_more() {
    let broker = Broker::start();
    let table = new_table(&broker, "2");
    let invite = table.invite.clone();
    let players = [join(&broker, &invite, "3"), join(&broker, &invite, "4")];
    let links: Vec<String> = players
        .into_iter()
        .map(|c| last_line(&c.wait_with_output().unwrap()))
        .collect();
    // The finished log the broker retains is all it needs: with nothing more to come, a
    // watcher that waited for anything else would give up at its timeout and fail.
    let late = run(&[
        "table",
        "watch",
        &invite,
        "--broker",
        &broker.url,
        "--timeout",
        "20",
    ]);
    assert_eq!(last_line(&late), links[0]);
    // Joining a full table is refused with status 3 and one line, and changes nothing.
    let out = run(&[
        "table",
        "join",
        &invite,
        "--broker",
        &broker.url,
        "--bot",
        "easy",
    ]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr).lines().count(), 1);
    assert!(
        text(&out.stderr).contains("every seat"),
        "{}",
        text(&out.stderr)
    );
    let again = run(&[
        "table",
        "watch",
        &invite,
        "--broker",
        &broker.url,
        "--timeout",
        TIMEOUT,
    ]);
    assert_eq!(last_line(&again), links[0], "the game is unchanged");
    table.host_done();
}

#[test]
fn a_spectator_link_cannot_take_a_seat_and_a_full_table_turns_a_bot_away() {
    let broker = Broker::start();
    let table = new_table(&broker, "2");
    // A spectator's link: status 2, one line, before anything is sent.
    let out = run(&[
        "table",
        "join",
        &table.watch,
        "--broker",
        &broker.url,
        "--bot",
        "easy",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr).lines().count(), 1);
    assert!(
        text(&out.stderr).contains("spectator link"),
        "{}",
        text(&out.stderr)
    );
    // Three bots for two seats: two play, the third is turned away with status 3.
    let bots = [
        join(&broker, &table.invite, "21"),
        join(&broker, &table.invite, "22"),
        join(&broker, &table.invite, "23"),
    ];
    let outs: Vec<Output> = bots
        .into_iter()
        .map(|c| c.wait_with_output().unwrap())
        .collect();
    let finished: Vec<&Output> = outs.iter().filter(|o| o.status.success()).collect();
    let turned: Vec<&Output> = outs.iter().filter(|o| !o.status.success()).collect();
    assert_eq!(finished.len(), 2, "two bots play");
    assert_eq!(turned.len(), 1);
    assert_eq!(
        turned[0].status.code(),
        Some(3),
        "{}",
        text(&turned[0].stderr)
    );
    assert_eq!(text(&turned[0].stderr).lines().count(), 1);
    assert_eq!(last_line(finished[0]), last_line(finished[1]));
    assert_finished(&last_line(finished[0]));
    table.host_done();
}

#[test]
fn bad_invites_and_unreachable_brokers_exit_with_one_line() {
    let broker = Broker::start();
    let closed = {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        format!("ws://127.0.0.1:{}", listener.local_addr().unwrap().port())
    };
    let nowhere = "00000000000000000000000000000000";
    let nowhere_invite = "live=00000000000000000000000000000000&invite=AAAAAAAAAAAAAAAAAAAAAA";
    let cases: Vec<(Vec<&str>, i32)> = vec![
        (
            vec![
                "table",
                "join",
                "not-an-invite",
                "--broker",
                &broker.url,
                "--bot",
                "easy",
            ],
            2,
        ),
        (vec!["table", "watch", "0123", "--broker", &broker.url], 2),
        (
            vec!["table", "watch", nowhere, "--broker", "http://127.0.0.1:1"],
            2,
        ),
        (
            vec!["table", "new", "--players", "7", "--broker", &broker.url],
            2,
        ),
        (vec!["table", "watch", nowhere, "--broker", &broker.url], 1),
        (
            vec![
                "table",
                "join",
                nowhere_invite,
                "--broker",
                &broker.url,
                "--bot",
                "easy",
            ],
            1,
        ),
        (
            vec![
                "table",
                "join",
                nowhere,
                "--broker",
                &broker.url,
                "--bot",
                "easy",
            ],
            2,
        ),
        (
            vec!["table", "new", "--players", "2", "--broker", &closed],
            3,
        ),
        (
            vec![
                "table",
                "join",
                nowhere_invite,
                "--broker",
                &closed,
                "--bot",
                "easy",
            ],
            3,
        ),
        (vec!["table", "watch", nowhere, "--broker", &closed], 3),
        (
            vec!["table", "load", "--tables", "2", "--broker", &closed],
            3,
        ),
    ];
    for (args, status) in cases {
        let out = run(&args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(status), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr:?}");
        assert!(stderr.starts_with("blockness: "), "{stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn terminal_escapes_in_a_junk_retained_log_never_reach_the_terminal_raw() {
    let broker = Broker::start();
    let id = "0123456789abcdef0123456789abcdef";
    // A log whose unknown field is named with escapes: the parser's message quotes the
    // name decoded, clear-screen and bell included.
    let junk = r#"{"v":3,"\u001b[2J\u001b]0;owned\u0007":1,"settings":{},"entries":[]}"#;
    let mut hostile =
        Connection::connect(&broker.url, "junk", None, Duration::from_secs(10)).unwrap();
    hostile
        .publish(&format!("blockness/v1/{id}/log"), junk.as_bytes(), true)
        .unwrap();
    hostile.wait_acknowledged(Duration::from_secs(10)).unwrap();
    for args in [
        vec![
            "table",
            "watch",
            id,
            "--broker",
            &broker.url,
            "--timeout",
            "2",
        ],
        vec![
            "table",
            "join",
            id,
            "--broker",
            &broker.url,
            "--bot",
            "easy",
            "--timeout",
            "2",
        ],
    ] {
        let out = run(&args);
        let stderr = text(&out.stderr);
        assert!(
            !stderr.contains('\u{1b}') && !stderr.contains('\u{7}'),
            "{args:?}: {stderr:?}"
        );
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr:?}");
        if args[1] == "watch" {
            assert_eq!(out.status.code(), Some(3), "{stderr}");
            assert!(
                stderr.contains("\\u{1b}[2J"),
                "the escape is written out: {stderr}"
            );
        }
    }
}

#[test]
fn a_load_of_five_tables_completes_without_a_lost_move() {
    let broker = Broker::start();
    let out = run(&[
        "table",
        "load",
        "--tables",
        "5",
        "--broker",
        &broker.url,
        "--seed",
        "5",
        "--timeout",
        TIMEOUT,
    ]);
    let line = last_line(&out);
    assert!(
        line.starts_with("tables 5 completed 5 lost 0 p50 "),
        "{line}"
    );
    assert!(line.ends_with(" ms"), "{line}");
}

#[test]
fn a_flood_of_spoiled_copies_does_not_change_or_stop_a_game() {
    // Awake, the broker takes the flood in as quickly as the players' moves: the game
    // is over in seconds, with hundreds of spoiled copies sent while it is played.
    let broker = Broker::awake();
    let table = new_table(&broker, "2");
    let invite = table.invite.clone();
    let id = Invite::parse(&invite).unwrap().table;
    let topic = topics::log(id);
    let (mut hostile, mut follower) =
        hostile_follower(&broker.url, id, std::slice::from_ref(&topic));
    let mut real: Vec<Vec<u8>> = Vec::new();
    let take_in = |hostile: &mut Connection, follower: &mut TableClient, wait: Duration| {
        let mut real_logs = Vec::new();
        while let Some((topic, payload)) = hostile.next_message(wait).unwrap() {
            if let Received::Table(Adoption::Extended { .. } | Adoption::Replaced { .. }) =
                follower.receive(&topic, &payload, 0)
            {
                real_logs.push(payload);
            }
        }
        real_logs
    };
    real.extend(take_in(
        &mut hostile,
        &mut follower,
        Duration::from_millis(200),
    ));
    assert_eq!(real.len(), 1, "the retained log of the new table");

    // Messages past the size limit go on a connection of their own: the broker takes
    // them in slowly, and they would hold up the rest of the flood behind them.
    let mut giant =
        Connection::connect(&broker.url, "hostile-giant", None, Duration::from_secs(10)).unwrap();
    let watcher = watch(&broker, &invite);
    let players = [join(&broker, &invite, "11"), join(&broker, &invite, "12")];
    let mut rng = Rng(0x5EED_1234_ABCD_0001);
    // Spoiled messages sent, and those sent once someone had sat down (the game under way).
    let (mut sent, mut during) = (0usize, 0usize);
    let started = Instant::now();
    while follower.table().map(|t| t.stage()) != Some(Stage::Over)
        && started.elapsed() < Duration::from_secs(50)
    {
        let playing = follower
            .table()
            .is_some_and(|t| !t.log().entries.is_empty());
        let retain = rng.below(2) == 0;
        if sent % OVERSIZED_EVERY == OVERSIZED_EVERY - 1 {
            // The broker refuses packets over its limit and closes the connection that
            // sent one: the giant connects again for the next.
            if giant
                .publish(&topic, &oversized(&real, &mut rng), retain)
                .is_err()
            {
                giant = Connection::connect(
                    &broker.url,
                    "hostile-giant",
                    None,
                    Duration::from_secs(10),
                )
                .unwrap();
            }
        } else {
            let payload = spoil(&real, &follower, &mut rng);
            hostile.publish(&topic, &payload, retain).unwrap();
        }
        sent += 1;
        during += usize::from(playing);
        if hostile.unacknowledged() >= 20 {
            hostile.wait_acknowledged(Duration::from_secs(30)).unwrap();
        }
        real.extend(take_in(&mut hostile, &mut follower, Duration::ZERO));
    }
    // Every process's output first: one that stopped early tells why in its own words.
    let [first, second] = players;
    let outputs = all_succeeded(vec![first, second, watcher]);
    let links: Vec<String> = outputs[..2].iter().map(last_line).collect();
    let watched = last_line(&outputs[2]);
    assert_eq!(links[0], links[1]);
    assert_eq!(links[0], watched);
    assert_finished(&watched);
    let followed = follower
        .table()
        .expect("the hostile client followed the game");
    assert_eq!(followed.link(), watched, "the same game everywhere");
    assert!(
        during >= 30,
        "only {during} of {sent} spoiled messages went out during the game"
    );
    table.host_done();
}
