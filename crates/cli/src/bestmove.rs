//! `blockness bestmove`: the move a bot of a given level plays in a game read from stdin.

use blockness_bots::{decide, Budget, Level, SystemClock};
use clap::Args;

use crate::error::CliError;
use crate::input::{self, EditionArg};
use crate::output;

/// The long help of the command.
pub const LONG_ABOUT: &str = "Read a game as JSON on stdin (as for `referee`) and print the move \
    the bot of --level chooses for the seat to move, in the JSON form of the rules. The same \
    --seed with a node budget always gives the same move; --time-ms bounds the strong level's \
    thinking time. A finished game prints null. An illegal move in the input exits with \
    status 1 and {\"error\": {\"index\": i, \"reason\": \"...\"}} on stdout; malformed input \
    with status 2 and one line on stderr.";

/// Arguments of `blockness bestmove`.
#[derive(Args, Debug)]
pub struct BestMoveArgs {
    /// Bot level: easy, medium or strong.
    #[arg(long)]
    level: Level,
    /// Thinking time of the strong level, in milliseconds.
    #[arg(long, value_name = "T")]
    time_ms: Option<f64>,
    /// Node budget of the strong level (repeatable results whatever the machine).
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// Seed of the bot's random choices.
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    #[command(flatten)]
    edition: EditionArg,
}

/// Reads the game, asks the bot and prints its move.
pub fn run(args: &BestMoveArgs) -> Result<(), CliError> {
    let game = input::read_game(&args.edition)?;
    let budget = budget(args.time_ms, args.nodes)?;
    let decision = decide(
        game.rules(),
        game.position(),
        args.level,
        &budget,
        args.seed,
        &SystemClock::new(),
    );
    output::print_json(&decision.mv)
}

/// The thinking budget from the command line: time, nodes, both, or the default.
pub fn budget(time_ms: Option<f64>, nodes: Option<u64>) -> Result<Budget, CliError> {
    if let Some(t) = time_ms {
        if !(t.is_finite() && t > 0.0) {
            return Err(CliError::BadInput(format!(
                "--time-ms must be a positive number of milliseconds, not {t}"
            )));
        }
    }
    Ok(Budget { time_ms, nodes })
}
