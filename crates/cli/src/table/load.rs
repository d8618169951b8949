//! `blockness table load`: many two-bot tables at once in one process, to measure a
//! broker: moves lost or out of order, and how long a move takes from one player's
//! publication to the other's screen.

use std::collections::HashMap;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use blockness_bots::{mix_seed, Level};
use blockness_live::native::Connection;
use blockness_live::{Entry, Log, SeatKey, SeatedPlayer, Stage, Table, TableClient, TableId};
use clap::Args;

use super::driver::{self, Bot, Seen};
use super::{broker_error, client_id, first_answering, fresh_key, remaining, BrokerArgs};
use crate::error::CliError;
use crate::output;

/// Each player's thread stack. A client keeps little on its stack (the logs and the game
/// live on the heap), and a thousand threads of the default 2 MiB would reserve 2 GiB of
/// address space for nothing. The strong level's search recurses, so it keeps the default.
fn stack_bytes(level: Level) -> usize {
    match level {
        Level::Strong => 2 << 20,
        Level::Easy | Level::Medium => 256 << 10,
    }
}

/// The most tables one run may hold (two connections each).
const MAX_TABLES: usize = 5000;

/// Arguments of `blockness table load`.
#[derive(Args, Debug)]
pub struct LoadArgs {
    #[command(flatten)]
    broker: BrokerArgs,
    /// Number of tables played at once (each has two bot players, one connection each).
    #[arg(long, value_name = "N")]
    tables: usize,
    /// The bots' level: easy, medium or strong.
    #[arg(long, default_value = "easy")]
    bot: Level,
    /// Seed of the bots' choices.
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
}

/// What the players measure, shared by every thread and timed with one clock.
#[derive(Default)]
struct Stats {
    /// When each move was published and by which of the table's two players, by (table, ply).
    published: Mutex<HashMap<(usize, usize), (Instant, usize)>>,
    /// Publication-to-delivery times at the other player, in milliseconds.
    delays: Mutex<Vec<f64>>,
    /// Moves a player missed (a log that jumped ahead) or saw out of order.
    lost: AtomicUsize,
}

impl Stats {
    /// Takes in what player `side` saw at table `table`.
    fn observe(&self, table: usize, side: usize, seen: Seen) {
        match seen {
            Seen::Publishing { ply } => {
                if let Ok(mut published) = self.published.lock() {
                    published.insert((table, ply), (Instant::now(), side));
                }
            }
            Seen::Log { had, has, .. } if has > had => {
                let now = Instant::now();
                self.lost.fetch_add(has - had - 1, Ordering::Relaxed);
                let times: Vec<f64> = match self.published.lock() {
                    Ok(published) => (had..has)
                        .filter_map(|ply| published.get(&(table, ply)))
                        .map(|(at, _)| now.duration_since(*at).as_secs_f64() * 1000.0)
                        .collect(),
                    Err(_) => Vec::new(),
                };
                if let Ok(mut delays) = self.delays.lock() {
                    delays.extend(times);
                }
            }
            Seen::Log { had, payload, .. } => {
                let Ok(log) = Log::from_wire(payload) else {
                    return;
                };
                let sent = log
                    .entries
                    .iter()
                    .filter(|e| matches!(e, Entry::Move { .. }))
                    .count();
                // A player whose opponent cannot move plays twice in a row, and then gets
                // the echo of its first move after its second: not a message out of order.
                let own_echo = self.published.lock().is_ok_and(|published| {
                    sent > 0 && published.get(&(table, sent - 1)).map(|p| p.1) == Some(side)
                });
                if 0 < sent && sent < had && !own_echo {
                    self.lost.fetch_add(1, Ordering::Relaxed);
                }
            }
        }
    }
}

/// Creates the tables, plays them all at once, and prints the summary line.
pub fn run(args: &LoadArgs) -> Result<(), CliError> {
    let deadline = args.broker.deadline()?;
    if args.tables == 0 || args.tables > MAX_TABLES {
        return Err(CliError::BadInput(format!(
            "--tables must be from 1 to {MAX_TABLES}, not {}",
            args.tables
        )));
    }
    let started = Instant::now();
    raise_open_files(2 * args.tables as u64 + 64);
    // The tables go to the first broker that answers, and every player goes there.
    let (broker, connection) = first_answering(&args.broker.brokers, deadline, |broker, wait| {
        Connection::connect(broker, &client_id()?, None, wait).map_err(|e| broker_error(broker, e))
    })?;
    let tables = create_tables(broker, connection, args.tables, deadline)?;
    let stats = Arc::new(Stats::default());
    let failed: Arc<Vec<AtomicBool>> =
        Arc::new(tables.iter().map(|_| AtomicBool::new(false)).collect());
    let mut players: Vec<Option<JoinHandle<Result<Table, CliError>>>> = Vec::new();
    let mut spawn_errors = Vec::new();
    for (index, (id, keys)) in tables.iter().enumerate() {
        for (side, key) in keys.iter().enumerate() {
            let side = side as u64;
            let bot = Bot {
                level: args.bot,
                seed: mix_seed(args.seed, 2 * index as u64 + side),
                name: format!("load {index}.{side}"),
                seat: Some(side as usize),
            };
            let key = key.clone();
            let (broker, id) = (vec![broker.to_string()], *id);
            let (stats, table_failed) = (Arc::clone(&stats), Arc::clone(&failed));
            let spawned = std::thread::Builder::new()
                .name(format!("table {index}.{side}"))
                .stack_size(stack_bytes(args.bot))
                .spawn(move || {
                    let result = driver::play(
                        &broker,
                        id,
                        None,
                        key,
                        &bot,
                        deadline,
                        &mut |seen| stats.observe(index, side as usize, seen),
                        &|| table_failed[index].load(Ordering::Relaxed),
                    );
                    if result.is_err() {
                        // The other player would wait for moves that never come.
                        table_failed[index].store(true, Ordering::Relaxed);
                    }
                    result
                });
            match spawned {
                Ok(handle) => players.push(Some(handle)),
                Err(e) => {
                    spawn_errors.push(format!("a player's thread could not start: {e}"));
                    failed[index].store(true, Ordering::Relaxed);
                    players.push(None);
                }
            }
        }
    }
    let mut results: Vec<Result<Table, String>> = Vec::with_capacity(players.len());
    for player in players {
        results.push(match player.map(JoinHandle::join) {
            Some(Ok(Ok(table))) => Ok(table),
            Some(Ok(Err(e))) => Err(describe(&e)),
            Some(Err(_)) => Err("a player's thread stopped".into()),
            None => Err("a player's thread could not start".into()),
        });
    }
    let completed = results
        .chunks(2)
        .filter(|pair| match pair {
            [Ok(a), Ok(b)] => a.stage() == Stage::Over && a.log() == b.log(),
            _ => false,
        })
        .count();
    report_failures(&spawn_errors, &results, started.elapsed());
    let mut delays = stats.delays.lock().map(|d| d.clone()).unwrap_or_default();
    delays.sort_by(f64::total_cmp);
    output::print_text(&format!(
        "tables {} completed {completed} lost {} p50 {} ms p95 {} ms",
        args.tables,
        stats.lost.load(Ordering::Relaxed),
        percentile(&delays, 50.0),
        percentile(&delays, 95.0),
    ))?;
    if completed < args.tables {
        return Err(CliError::Unavailable(format!(
            "{} of {} tables did not finish",
            args.tables - completed,
            args.tables
        )));
    }
    Ok(())
}

/// Publishes `count` new two-player tables over `connection` to `broker`, each with its two bots
/// seated by the settings (seating through a host is `join`'s to test), and returns their
/// ids and the bots' keys once the broker holds them all.
fn create_tables(
    broker: &str,
    mut connection: Connection,
    count: usize,
    deadline: Instant,
) -> Result<Vec<(TableId, [SeatKey; 2])>, CliError> {
    let fail = |e| broker_error(broker, e);
    let mut ids = Vec::with_capacity(count);
    for index in 0..count {
        let host = fresh_key()?;
        let keys = [fresh_key()?, fresh_key()?];
        let two = super::GameArgs {
            game: super::GameName::Blockness,
            players: 2,
            expert: false,
            swap: false,
        };
        let mut settings = super::new::settings(&two, host.public(), None)?;
        settings.seated = keys
            .iter()
            .enumerate()
            .map(|(seat, key)| SeatedPlayer {
                seat: seat as u8,
                key: key.public().to_string(),
                name: format!("load {index}.{seat}"),
            })
            .collect();
        let table = super::new::create(settings)?;
        ids.push((table.id(), keys));
        let client = TableClient::with_table(table, host);
        if let Some((topic, payload)) = client.log_payload() {
            connection.publish(&topic, &payload, true).map_err(fail)?;
        }
    }
    connection
        .wait_acknowledged(remaining(deadline))
        .map_err(fail)?;
    connection.disconnect();
    Ok(ids)
}

/// An error's one-line text, without the exit status's framing.
fn describe(error: &CliError) -> String {
    match error {
        CliError::Table(m)
        | CliError::Unavailable(m)
        | CliError::BrokerTimedOut(m)
        | CliError::BadInput(m) => m.clone(),
        other => format!("{other:?}"),
    }
}

/// Tells on stderr how long the run took and, when players failed, how many and why
/// (the most common reasons first), so the summary line stays one line.
fn report_failures(spawn_errors: &[String], results: &[Result<Table, String>], took: Duration) {
    let mut reasons: HashMap<&str, usize> = HashMap::new();
    for reason in results.iter().filter_map(|r| r.as_ref().err()) {
        *reasons.entry(reason.as_str()).or_default() += 1;
    }
    let mut stderr = std::io::stderr().lock();
    let _ = writeln!(
        stderr,
        "blockness: {} players in {:.1} s",
        results.len(),
        took.as_secs_f64()
    );
    let mut reasons: Vec<(&str, usize)> = reasons.into_iter().collect();
    reasons.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    for (reason, count) in reasons.iter().take(3) {
        let _ = writeln!(stderr, "blockness: {count} players failed: {reason}");
    }
    if let Some(first) = spawn_errors.first() {
        let _ = writeln!(stderr, "blockness: {first}");
    }
}

/// The `p`th percentile (nearest rank) of sorted values, in milliseconds with one
/// decimal, or `-` when there are none.
fn percentile(sorted: &[f64], p: f64) -> String {
    if sorted.is_empty() {
        return "-".into();
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    format!("{:.1}", sorted[rank.clamp(1, sorted.len()) - 1])
}

/// Raises the limit of open files to `wanted` when the hard limit allows it: each player
/// holds a connection, and the usual soft limit of 1024 holds only about 500 of them.
#[cfg(unix)]
fn raise_open_files(wanted: u64) {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct passed by pointer,
    // which lives on this stack frame for the whole call.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return;
        }
        let wanted = wanted as libc::rlim_t;
        if limit.rlim_cur < wanted {
            limit.rlim_cur = wanted.min(limit.rlim_max);
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
}

/// Elsewhere the limit is left as it is.
#[cfg(not(unix))]
fn raise_open_files(_wanted: u64) {}
