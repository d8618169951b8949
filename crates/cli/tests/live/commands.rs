//! The `blockness table` commands as the tests run them: a table made by `table new`, bots
//! that join it, watchers, and the checks of a finished game's link.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Output, Stdio};
use std::sync::Arc;
use std::time::Duration;

use blockness_core::{decode_link, link_edition, Edition, Phase};
use blockness_live::native::Connection;
use blockness_live::{Invite, SeatKey, TableClient, TableId};
use serde_json::Value;

use super::broker::Broker;

/// Every command gets this limit, so a hung table fails the test instead of hanging it.
pub const TIMEOUT: &str = "60";

pub fn run(args: &[&str]) -> Output {
    crate::common::blockness(args, "")
}

pub fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_blockness"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The last line of a successful command's output.
pub fn last_line(out: &Output) -> String {
    assert!(
        out.status.success(),
        "exit {:?}, stderr: {}",
        out.status,
        text(&out.stderr)
    );
    text(&out.stdout)
        .lines()
        .last()
        .expect("some output")
        .to_string()
}

/// A table made by `table new`: its seat invite, its spectator link, and the host's
/// process, which seats the invited and ends once every seat is taken.
pub struct NewTable {
    pub invite: String,
    pub watch: String,
    pub host: Child,
}

impl NewTable {
    /// Waits for the host to end (every seat taken) and checks it ended well.
    pub fn host_done(self) {
        let out = self.host.wait_with_output().unwrap();
        assert!(out.status.success(), "host: {}", text(&out.stderr));
    }
}

/// `--broker URL` for each of `brokers`, in order.
pub fn broker_args<'a>(brokers: &[&'a str]) -> Vec<&'a str> {
    brokers.iter().flat_map(|url| ["--broker", url]).collect()
}

/// Makes a table and reads its two links as `table new` prints them.
pub fn new_table(broker: &Broker, players: &str) -> NewTable {
    new_table_on(&[&broker.url], players)
}

/// [`new_table`] with the brokers `table new` is given, in order.
pub fn new_table_on(brokers: &[&str], players: &str) -> NewTable {
    new_table_with(brokers, players, &[])
}

/// [`new_table_on`] with more options for `table new`.
pub fn new_table_with(brokers: &[&str], players: &str, options: &[&str]) -> NewTable {
    let mut args = vec!["table", "new"];
    args.extend(broker_args(brokers));
    args.extend(["--players", players, "--timeout", TIMEOUT]);
    args.extend(options);
    let mut host = spawn(&args);
    let mut lines = BufReader::new(host.stdout.take().unwrap()).lines();
    let watch = lines.next().unwrap().unwrap();
    let invite = lines.next().unwrap().unwrap();
    let watch = watch
        .strip_prefix("watch: ")
        .unwrap_or_else(|| panic!("not a spectator link line: {watch}"))
        .to_string();
    let parsed = Invite::parse(&invite).expect("an invite");
    assert!(
        parsed.secret.is_some(),
        "the seat invite carries its secret: {invite}"
    );
    assert_eq!(Invite::parse(&watch).unwrap(), parsed.spectator());
    NewTable {
        invite,
        watch,
        host,
    }
}

pub fn join(broker: &Broker, invite: &str, seed: &str) -> Child {
    join_on(&[&broker.url], invite, seed)
}

/// `table join` with a bot of `level` and a `timeout` of seconds.
pub fn join_as(broker: &Broker, invite: &str, seed: &str, level: &str, timeout: &str) -> Child {
    spawn(&[
        "table",
        "join",
        invite,
        "--broker",
        &broker.url,
        "--bot",
        level,
        "--seed",
        seed,
        "--timeout",
        timeout,
    ])
}

/// `table seek` for `players` under `name`, with more options (the bot's level among them;
/// an easy bot when none is given).
pub fn seek_with(
    broker: &Broker,
    players: &str,
    name: &str,
    seed: &str,
    timeout: &str,
    options: &[&str],
) -> Child {
    let mut args = vec![
        "table",
        "seek",
        "--broker",
        &broker.url,
        "--players",
        players,
        "--name",
        name,
        "--seed",
        seed,
        "--timeout",
        timeout,
    ];
    if !options.contains(&"--bot") {
        args.extend(["--bot", "easy"]);
    }
    args.extend(options);
    spawn(&args)
}

pub fn join_on(brokers: &[&str], invite: &str, seed: &str) -> Child {
    let mut args = vec!["table", "join", invite];
    args.extend(broker_args(brokers));
    args.extend(["--bot", "easy", "--seed", seed, "--timeout", TIMEOUT]);
    spawn(&args)
}

pub fn watch(broker: &Broker, invite: &str) -> Child {
    watch_on(&[&broker.url], invite)
}

pub fn watch_on(brokers: &[&str], invite: &str) -> Child {
    let mut args = vec!["table", "watch", invite];
    args.extend(broker_args(brokers));
    args.extend(["--timeout", TIMEOUT]);
    spawn(&args)
}

/// Checks that `link` holds a finished legal game, by the command line's own decoder and
/// referee, and returns its number of moves.
pub fn assert_finished(link: &str) -> usize {
    let record = last_line(&run(&["link", "decode", link]));
    let referee = crate::common::blockness(&["referee"], &record);
    let state: Value = serde_json::from_str(&last_line(&referee)).unwrap();
    assert_eq!(state["phase"], "over", "{state}");
    let edition = Edition::built_in(link_edition(link).unwrap()).unwrap();
    let game = decode_link(link, Arc::new(edition)).expect("a legal game");
    assert_eq!(game.phase(), Phase::Over);
    game.moves().len()
}

/// Waits for every process and checks that each ended well; one that stopped early tells
/// why in its own words. Returns their outputs in order.
pub fn all_succeeded(children: Vec<Child>) -> Vec<Output> {
    let outputs: Vec<Output> = children
        .into_iter()
        .map(|c| c.wait_with_output().unwrap())
        .collect();
    let said: Vec<String> = outputs
        .iter()
        .map(|out| format!("{:?}: {}", out.status, text(&out.stderr)))
        .collect();
    assert!(
        outputs.iter().all(|out| out.status.success()),
        "every process: {said:#?}"
    );
    outputs
}

/// The hostile client of a flood test: a connection of its own subscribed to `topics` of
/// table `id`, and a client following the real game from what it reads, as any client
/// does, to spoil real messages.
pub fn hostile_follower(broker: &str, id: TableId, topics: &[String]) -> (Connection, TableClient) {
    let mut hostile =
        Connection::connect(broker, "hostile", None, Duration::from_secs(10)).unwrap();
    hostile.subscribe(topics, Duration::from_secs(10)).unwrap();
    (hostile, TableClient::join(id, SeatKey::from_seed([5; 32])))
}
