//! `blockness arena`: bots against bots over many seeded games, with a score table.

use std::io::Write;

use blockness_bots::arena::{run_on, ArenaConfig};
use blockness_bots::{find_rung, Rung, SystemClock};
use clap::Args;

use crate::bestmove::ThinkingArgs;
use crate::error::CliError;
use crate::input::EditionArg;
use crate::output;

/// The long help of the command.
pub const LONG_ABOUT: &str = "Play --games games between the bots of --bots (one level per seat), \
    rotating seats and colours from game to game, and print a table of scores (first place 1, \
    a shared first place split), mean segments placed, and 95% intervals, by level, by seat \
    and by colour. --swap plays two-player games with the swap option: a bot that swaps \
    takes over the colour on the loch, and the table adds the scores by person (the opener, \
    who placed the first starter, and the answerer, who could swap) and the number of swaps. \
    --jitter J draws each move's node budget within ±J of --nodes: equal bots with an exact \
    node budget replay the same few games, and the table says how many games were distinct. \
    --json prints the full report as JSON instead. Progress goes to stderr.";

/// Arguments of `blockness arena`.
#[derive(Args, Debug)]
pub struct ArenaArgs {
    /// Number of seats (2 to 4).
    #[arg(long)]
    players: usize,
    /// Level of each seat, comma-separated: any rung of the ladder (`blockness levels`),
    /// by name or number.
    #[arg(long, value_delimiter = ',', required = true, value_parser = |s: &str| find_rung(s))]
    bots: Vec<Rung>,
    /// Number of games.
    #[arg(long)]
    games: usize,
    /// Play the expert variant.
    #[arg(long)]
    expert: bool,
    /// Play with the swap option (two players only).
    #[arg(long)]
    swap: bool,
    /// Draw each move's node budget within ±J of --nodes (J from 0 to 1, e.g. 0.2), so
    /// that equal bots do not replay the same games.
    #[arg(long, value_name = "J", default_value_t = 0.0)]
    jitter: f64,
    /// Thinking budget (300 ms a move unless --time-ms or --nodes says otherwise) and seed.
    #[command(flatten)]
    thinking: ThinkingArgs,
    /// Print the whole report as JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    edition: EditionArg,
}

/// Runs the games and prints the report.
pub fn run(args: &ArenaArgs) -> Result<(), CliError> {
    let edition = args.edition.load()?;
    crate::input::check_jitter(args.jitter)?;
    let config = ArenaConfig {
        players: args.players,
        levels: args.bots.clone(),
        games: args.games,
        expert: args.expert,
        swap: args.swap,
        jitter: args.jitter,
        budget: args.thinking.budget(Some(300.0))?,
        seed: args.thinking.seed,
    };
    let mut done = 0;
    let report = run_on(edition, &config, &SystemClock::new(), &mut |_| {
        done += 1;
        let _ = write!(std::io::stderr(), "\rgame {done}/{}", args.games);
    })
    .map_err(|e| CliError::BadInput(format!("the arena cannot run: {e}")))?;
    let _ = writeln!(std::io::stderr());
    if args.json {
        output::print_json(&report)
    } else {
        output::print_text(&report.to_string())
    }
}
