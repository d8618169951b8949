//! Is an edition fair? Equal bots play many games with every colour in every seat, and the
//! scores by colour and by seat are set against a fair share (one game in `players`).
//!
//! The games are split evenly over several seeds, each seed's games on a thread of its own.
//! Each seed plays a whole number of arena rotations (`players × colours` games), so that
//! every colour sits in every seat equally often; the total is rounded up to that. Bots are
//! given a node budget with jitter, so the figures repeat on any machine and equal bots do
//! not replay the same few games.

use std::fmt;
use std::sync::Arc;

use blockness_core::Edition;
use serde::Serialize;

use crate::arena::{distinct_games, run_on, ArenaConfig, ArenaError, GameResult, Row};
use crate::{rung_of, Budget, Clock, Level};

/// What to play.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BalanceConfig {
    /// Seats per game, 2 to 4.
    pub players: usize,
    /// The level of every seat.
    pub level: Level,
    /// Games wanted in all (rounded up to whole rotations for each seed).
    pub games: usize,
    /// Node budget of a move, before jitter.
    pub nodes: u64,
    /// Spread of each move's node budget (see [`ArenaConfig::jitter`]).
    pub jitter: f64,
    /// One run of games per seed, each on its own thread.
    pub seeds: Vec<u64>,
}

/// What the games showed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BalanceReport {
    /// What was played.
    pub config: BalanceConfig,
    /// The edition's name.
    pub edition: String,
    /// Games played (all seeds).
    pub games: usize,
    /// Different games among them.
    pub distinct_games: usize,
    /// A fair score: `1 / players`.
    pub fair: f64,
    /// Score by colour.
    pub by_colour: Vec<Row>,
    /// Score by seat.
    pub by_seat: Vec<Row>,
}

impl BalanceReport {
    /// The largest distance from a fair score, over colours and seats.
    pub fn worst(&self) -> f64 {
        self.by_colour
            .iter()
            .chain(&self.by_seat)
            .map(|row| (row.score.mean - self.fair).abs())
            .fold(0.0, f64::max)
    }
}

/// A clock for node budgets, which never read it.
struct Stopped;

impl Clock for Stopped {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// Plays the games of `config` on `edition`, calling `progress` (from any thread) after
/// each game.
pub fn run_balance(
    edition: Arc<Edition>,
    config: &BalanceConfig,
    progress: &(dyn Fn(&GameResult) + Sync),
) -> Result<BalanceReport, ArenaError> {
    let n = config.players;
    let rotation = n * edition.colours().len();
    let seeds = config.seeds.len().max(1);
    let per_seed = config.games.div_ceil(seeds).div_ceil(rotation) * rotation;
    let arena = |seed: u64| ArenaConfig {
        players: n,
        levels: vec![rung_of(config.level); n],
        games: per_seed,
        expert: false,
        swap: false,
        budget: Budget {
            time_ms: None,
            nodes: Some(config.nodes),
        },
        jitter: config.jitter,
        seed,
    };
    let seed_list = if config.seeds.is_empty() {
        vec![0]
    } else {
        config.seeds.clone()
    };
    let runs: Vec<Result<Vec<GameResult>, ArenaError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = seed_list
            .iter()
            .map(|&seed| {
                let edition = Arc::clone(&edition);
                let config = arena(seed);
                scope.spawn(move || {
                    run_on(edition, &config, &Stopped, &mut |r| progress(r)).map(|r| r.results)
                })
            })
            .collect();
        handles
            .into_iter()
            // A bot that panics is a bug: pass it on as it is.
            .map(|h| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    let mut results = Vec::new();
    for run in runs {
        results.extend(run?);
    }
    let palette = edition.colours();
    let by_colour = palette
        .iter()
        .map(|&c| Row::of(c.to_string(), &results, &|r, s| r.colours[s] == c))
        .collect();
    let by_seat = (0..n)
        .map(|seat| Row::of(format!("seat {seat}"), &results, &|_, s| s == seat))
        .collect();
    Ok(BalanceReport {
        config: config.clone(),
        edition: edition.name().to_string(),
        games: results.len(),
        distinct_games: distinct_games(&results),
        fair: 1.0 / n as f64,
        by_colour,
        by_seat,
    })
}

impl fmt::Display for BalanceReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.config;
        let seeds: Vec<String> = c.seeds.iter().map(u64::to_string).collect();
        writeln!(
            f,
            "{}: {} players, {} {} bots, {} nodes a move ±{:.0}%, seeds {}",
            self.edition,
            c.players,
            c.players,
            c.level,
            c.nodes,
            c.jitter * 100.0,
            seeds.join(",")
        )?;
        writeln!(
            f,
            "{} games ({} distinct); fair score {:.3}",
            self.games, self.distinct_games, self.fair
        )?;
        writeln!(f)?;
        writeln!(
            f,
            "{:<10} {:>16} {:>8} {:>16}",
            "", "score (95%)", "vs fair", "placed"
        )?;
        for row in self.by_colour.iter().chain(&self.by_seat) {
            writeln!(
                f,
                "{:<10} {:>16} {:>+8.3} {:>16}",
                row.name,
                row.score.to_string(),
                row.score.mean - self.fair,
                row.placed.to_string()
            )?;
        }
        write!(f, "\nfurthest from fair: {:.3}", self.worst())
    }
}
