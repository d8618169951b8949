//! Runs an arena from the command line until the main tool offers one.
//!
//! `cargo run --release -p blockness-bots --example arena -- LEVEL,LEVEL[,…] GAMES [TIME_MS|nNODES] [SEED] [expert]`
//!
//! The budget is milliseconds a move, or with a leading `n` nodes a move (`n50000`),
//! which repeats exactly whatever the machine's load.

use std::sync::Arc;

use blockness_bots::arena::{run_on, ArenaConfig};
use blockness_bots::{Budget, Level, SystemClock};
use blockness_core::Edition;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: arena LEVEL,LEVEL[,...] GAMES [TIME_MS|nNODES] [SEED] [expert]";
    let Some(levels) = args.first() else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let levels: Result<Vec<Level>, _> = levels.split(',').map(str::parse).collect();
    let levels = levels.unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2)
    });
    let number = |i: usize, default: f64| -> f64 {
        args.get(i).map_or(default, |a| {
            a.parse().unwrap_or_else(|_| {
                eprintln!("{usage}");
                std::process::exit(2)
            })
        })
    };
    let mut config = ArenaConfig::new(levels, number(1, 20.0) as usize);
    config.budget = match args.get(2).and_then(|a| a.strip_prefix('n')) {
        Some(nodes) => Budget::nodes(nodes.parse().unwrap_or_else(|_| {
            eprintln!("{usage}");
            std::process::exit(2)
        })),
        None => Budget::time_ms(number(2, 300.0)),
    };
    config.seed = number(3, 1.0) as u64;
    config.expert = args.get(4).is_some_and(|a| a == "expert");
    let clock = SystemClock::new();
    let report = run_on(Arc::new(Edition::standard()), &config, &clock, &mut |r| {
        let line: Vec<String> = r
            .levels
            .iter()
            .zip(&r.placed)
            .zip(&r.scores)
            .map(|((l, p), s)| format!("{l}:{p}:{s:.2}"))
            .collect();
        eprintln!("game {:>4}: {}", r.index + 1, line.join("  "));
    });
    match report {
        Ok(report) => println!("{report}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
