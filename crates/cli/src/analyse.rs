//! `blockness analyse`: what each move of a game read from stdin was worth, by the strong
//! level.

use blockness_bots::analysis::{accuracy, Analyser, Analysis, AnalysisSettings};
use blockness_bots::{Budget, SystemClock};
use clap::Args;

use crate::error::CliError;
use crate::input::{self, EditionArg};
use crate::output;

/// The long help of the command.
pub const LONG_ABOUT: &str = "Read a game as JSON on stdin (as for `referee`; finished or not) \
    and print the analysis of every move, \
    {\"plies\": [{\"ply\", \"seat\", \"person\", \"move\", \"best\", \"eval_before\", \"eval_after\", \
    \"loss\", \"label\", \"exact\"}], \"accuracy\": [per seat]}. \
    \"ply\" counts moves from 1 (skipped turns are not moves). With two players an \
    evaluation is the final margin in segments under best play, for the mover (a hundredth \
    per unit of head height on top, the tie-break), exact when \"exact\" is true and the \
    engine's estimate otherwise; with three or four it is the expected final place of \
    each seat. \"loss\" is what the move cost the mover against \"best\" (segments, or \
    places with three or four players), and \"label\" is best, good, inaccuracy, mistake \
    or blunder. \"accuracy\" is 0 to 100 per seat, null for a seat that never moved.\n\n\
    --nodes bounds the search of each ply (the same game and --nodes always give the same \
    output); --time-ms bounds each ply's time too. With neither, a ply gets 1000000 nodes \
    with two players and 150000 units of the tree search with three or four. \
    --from-ply N leaves out the plies before the N-th, for looking at an endgame alone. \
    An illegal move in the input exits with status 1 and \
    {\"error\": {\"index\": i, \"reason\": \"...\"}} on stdout; malformed input with \
    status 2 and one line on stderr.";

/// Arguments of `blockness analyse`.
#[derive(Args, Debug)]
pub struct AnalyseArgs {
    /// Node budget of the search of each ply [default when --time-ms is not given either:
    /// 1000000 with two players, 150000 units of the tree search with three or four].
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// Time budget of the search of each ply, in milliseconds.
    #[arg(long, value_name = "T")]
    time_ms: Option<f64>,
    /// Seed of the tree search's random choices (three and four players).
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Analyse only the plies from this one on (counted from 1); accuracy then counts
    /// only those.
    #[arg(long, value_name = "PLY", default_value_t = 1)]
    from_ply: usize,
    #[command(flatten)]
    edition: EditionArg,
}

impl AnalyseArgs {
    /// The settings these options give for a game of `players` seats.
    fn settings(&self, players: usize) -> Result<AnalysisSettings, CliError> {
        if let Some(t) = self.time_ms {
            if !(t.is_finite() && t > 0.0) {
                return Err(CliError::BadInput(format!(
                    "--time-ms must be a positive number of milliseconds, not {t}"
                )));
            }
        }
        if self.nodes == Some(0) {
            return Err(CliError::BadInput("--nodes must be at least 1".to_string()));
        }
        let budget = match (self.nodes, self.time_ms) {
            (None, None) => AnalysisSettings::for_players(players).budget,
            (nodes, time_ms) => Budget { time_ms, nodes },
        };
        Ok(AnalysisSettings {
            budget,
            seed: self.seed,
        })
    }
}

/// Reads the game, analyses it and prints the result.
pub fn run(args: &AnalyseArgs) -> Result<(), CliError> {
    // The options are checked before the input is read, so that a bad command line is
    // reported as such whatever the input.
    args.settings(2)?;
    let game = input::read_game(&args.edition)?;
    let settings = args.settings(game.rules().players())?;
    let clock = SystemClock::new();
    let mut analyser = Analyser::new(&game, settings).resume_after(args.from_ply.saturating_sub(1));
    let mut plies = Vec::with_capacity(analyser.plies());
    while let Some(ply) = analyser.next_ply(&clock) {
        plies.push(ply);
    }
    let accuracy = accuracy(&plies, game.rules().players());
    output::print_json(&Analysis { plies, accuracy })
}
