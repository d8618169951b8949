//! `blockness balance`: does an edition give every colour and every seat a fair chance?

use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};

use blockness_bots::balance::{run_balance, BalanceConfig};
use blockness_bots::Level;
use clap::Args;

use crate::error::CliError;
use crate::input::EditionArg;
use crate::output;

/// The long help of the command.
pub const LONG_ABOUT: &str = "Play --games games between equal bots (--level, strong by \
    default) on an edition, every colour in every seat equally often, and print each \
    colour's and each seat's score with its 95% interval and its distance from a fair score \
    (1 / players). The games are shared out over the --seeds, one thread each, and rounded \
    up to whole rotations of colours and seats; each move's node budget is drawn within \
    ±--jitter of --nodes, so the figures repeat on any machine. --edition checks a built-in \
    edition or any edition file (the default edition when absent). --json prints the whole \
    report as JSON. Progress goes to stderr.";

/// Arguments of `blockness balance`.
#[derive(Args, Debug)]
pub struct BalanceArgs {
    /// Number of seats (2 to 4).
    #[arg(long)]
    players: usize,
    /// Number of games in all.
    #[arg(long, default_value_t = 600)]
    games: usize,
    /// Level of every seat: easy, medium or strong.
    #[arg(long, default_value_t = Level::Strong)]
    level: Level,
    /// Node budget of a move.
    #[arg(long, value_name = "N", default_value_t = 50_000)]
    nodes: u64,
    /// Draw each move's node budget within ±J of --nodes (J from 0 to 1).
    #[arg(long, value_name = "J", default_value_t = 0.2)]
    jitter: f64,
    /// Seeds, comma-separated: the games are shared out over them, one thread each.
    #[arg(long, value_delimiter = ',', default_value = "1,2")]
    seeds: Vec<u64>,
    /// Print the whole report as JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    edition: EditionArg,
}

/// Plays the games and prints the table.
pub fn run(args: &BalanceArgs) -> Result<(), CliError> {
    let edition = args.edition.load()?;
    crate::input::check_jitter(args.jitter)?;
    if args.games == 0 || args.nodes == 0 {
        return Err(CliError::BadInput(
            "--games and --nodes must be at least 1".to_string(),
        ));
    }
    let config = BalanceConfig {
        players: args.players,
        level: args.level,
        games: args.games,
        nodes: args.nodes,
        jitter: args.jitter,
        seeds: args.seeds.clone(),
    };
    let done = AtomicUsize::new(0);
    let report = run_balance(edition, &config, &|_| {
        let n = done.fetch_add(1, Ordering::Relaxed) + 1;
        let _ = write!(std::io::stderr(), "\rgame {n}");
    })
    .map_err(|e| CliError::BadInput(format!("the games cannot be played: {e}")))?;
    let _ = writeln!(std::io::stderr());
    if args.json {
        output::print_json(&report)
    } else {
        output::print_text(&report.to_string())
    }
}
