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
    #[command(flatten)]
    thinking: ThinkingArgs,
    #[command(flatten)]
    edition: EditionArg,
}

/// How long bots think and from which seed: shared by `bestmove` and `arena`.
#[derive(Args, Debug)]
pub struct ThinkingArgs {
    /// Thinking time of the strong level per move, in milliseconds.
    #[arg(long, value_name = "T")]
    pub time_ms: Option<f64>,
    /// Node budget of the strong level per move (repeatable results whatever the machine).
    #[arg(long, value_name = "N")]
    pub nodes: Option<u64>,
    /// Seed of the bots' random choices.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
}

impl ThinkingArgs {
    /// The budget these options give, with `default_ms` when neither limit is set.
    pub fn budget(&self, default_ms: Option<f64>) -> Result<Budget, CliError> {
        let time_ms = match (self.time_ms, self.nodes) {
            (None, None) => default_ms,
            (t, _) => t,
        };
        if let Some(t) = time_ms {
            if !(t.is_finite() && t > 0.0) {
                return Err(CliError::BadInput(format!(
                    "--time-ms must be a positive number of milliseconds, not {t}"
                )));
            }
        }
        Ok(Budget {
            time_ms,
            nodes: self.nodes,
        })
    }
}

/// Reads the game, asks the bot and prints its move.
pub fn run(args: &BestMoveArgs) -> Result<(), CliError> {
    let game = input::read_game(&args.edition)?;
    let budget = args.thinking.budget(None)?;
    let decision = decide(
        game.rules(),
        game.position(),
        args.level,
        &budget,
        args.thinking.seed,
        &SystemClock::new(),
    );
    output::print_json(&decision.mv)
}
