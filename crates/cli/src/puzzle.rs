//! `blockness puzzle`: the solo puzzles on the command line: the campaign, the solver, the
//! check of a solution, the generator and the daily puzzle.

use blockness_core::{Move, RecordError};
use blockness_puzzles::grade;
use blockness_puzzles::{
    campaign, daily, generate, Date, Level, LevelError, Limits, Puzzle, Request,
};
use clap::{Args, Subcommand};
use serde::{Deserialize, Serialize};

use crate::error::CliError;
use crate::input;
use crate::output;

/// The long help of the command.
pub const LONG_ABOUT: &str = "Solo puzzles: one monster moves alone among statues and must \
    place a number of segments. A level is JSON: {\"id\": \"3-07\", \"tier\": 3, \"game\": \
    {\"players\", \"expert\", \"colors\", \"moves\"}, \"seat\": S, \"goal\": G}, where game is a \
    record in the form `referee` reads (its moves include the seat's starter), and optionally \
    \"solution\": [moves]. Moves are in the form `referee` prints.\n\n\
    An illegal move exits with status 1 and prints {\"error\": {\"index\": i, \"reason\": \
    \"...\"}} (index from 0, in the list the move came from: the level's game for a level \
    that does not replay, the move list for `check`). Malformed input or a level that cannot \
    be played exits with status 2 and one line on stderr.";

/// Arguments of `blockness puzzle`.
#[derive(Args, Debug)]
pub struct PuzzleArgs {
    #[command(subcommand)]
    command: PuzzleCommand,
}

/// The puzzle subcommands.
#[derive(Subcommand, Debug)]
enum PuzzleCommand {
    /// Print the shipped campaign as a JSON array of levels, in order.
    Levels,
    /// Read a level on stdin and print the solver's findings and its measure.
    #[command(
        long_about = "Read a level on stdin and print {\"solvable\": bool or null, \
        \"solution\": [moves], \"solutions\", \"solutions_capped\", \"dead_ends\", \
        \"dead_ends_capped\", \"forced\", \"positions\", \"measure\": {\"successes\", \
        \"playouts\", \"share\", \"tier\"}}. A capped count stopped at the cap or at the \
        budget of positions, and the true number is at least the one printed; solvable is \
        null only when the budget ran out before a solution was found or ruled out. forced \
        (the solution's steps where one move alone keeps the goal) is null when the count \
        did not finish."
    )]
    Solve {
        /// Most positions each search of the solver may expand.
        #[arg(long, default_value_t = Limits::DEFAULT.positions)]
        max_positions: usize,
    },
    /// Read {"level": {...}, "moves": [...]} on stdin and say whether the moves solve it.
    #[command(
        long_about = "Read {\"level\": {...}, \"moves\": [moves]} on stdin, play the \
        moves for the level's seat and print {\"solved\": bool, \"placed\", \"goal\"}. An \
        illegal move exits with status 1 and {\"error\": {\"index\": i, \"reason\": \"...\"}}; \
        a move after the goal is reached is refused the same way."
    )]
    Check,
    /// Generate one level of a tier from a seed and print it.
    #[command(
        long_about = "Generate one level and print it as JSON, its solution included. \
        The same arguments always give the same level. Without --statues their number (1 to \
        3) is drawn from the seed. Exits with status 2 when no level of the tier is found \
        (the hardest tier with three statues is the rarest)."
    )]
    Generate {
        /// The tier, 1 (easiest) to 5.
        #[arg(long)]
        tier: u8,
        /// The seed every random choice comes from.
        #[arg(long)]
        seed: u64,
        /// Play the level with the expert variant's start cells.
        #[arg(long)]
        expert: bool,
        /// Number of statues, 1 to 3.
        #[arg(long)]
        statues: Option<usize>,
    },
    /// Print the daily puzzle of a date (UTC), the same as the browser's.
    Daily {
        /// The date, YYYY-MM-DD.
        #[arg(long)]
        date: String,
    },
}

/// What `check` reads.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct CheckInput {
    level: Level,
    #[serde(default)]
    moves: Vec<Move>,
}

/// A measure as printed, with its share written out.
#[derive(Serialize, Debug)]
struct MeasureOut {
    successes: u32,
    playouts: u32,
    share: f64,
    tier: u8,
}

/// What `solve` prints.
#[derive(Serialize, Debug)]
struct SolveOut {
    solvable: Option<bool>,
    solution: Vec<Move>,
    solutions: u64,
    solutions_capped: bool,
    dead_ends: u64,
    dead_ends_capped: bool,
    forced: Option<usize>,
    positions: usize,
    measure: MeasureOut,
}

/// Runs one puzzle subcommand.
pub fn run(args: &PuzzleArgs) -> Result<(), CliError> {
    match &args.command {
        PuzzleCommand::Levels => output::print_json(&campaign()),
        PuzzleCommand::Solve { max_positions } => solve(*max_positions),
        PuzzleCommand::Check => check(),
        PuzzleCommand::Generate {
            tier,
            seed,
            expert,
            statues,
        } => {
            let request = Request {
                tier: *tier,
                seed: *seed,
                expert: *expert,
                statues: *statues,
            };
            let generated = generate(&request).map_err(|e| CliError::BadInput(e.to_string()))?;
            output::print_json(&generated.level)
        }
        PuzzleCommand::Daily { date } => {
            let date: Date = date
                .parse()
                .map_err(|e| CliError::BadInput(format!("bad date: {e}")))?;
            let generated = daily(date).map_err(|e| CliError::BadInput(e.to_string()))?;
            output::print_json(&generated.level)
        }
    }
}

/// A level that cannot be played, as the command line reports it: an illegal move of its
/// game as the referee would, anything else as unusable input.
fn level_error(error: LevelError) -> CliError {
    match error {
        LevelError::Record(RecordError::IllegalMove { index, reason }) => {
            CliError::IllegalMove { index, reason }
        }
        other => CliError::BadInput(format!("the level cannot be played: {other}")),
    }
}

fn solve(max_positions: usize) -> Result<(), CliError> {
    let level = Level::from_json(&input::read_stdin()?).map_err(level_error)?;
    let puzzle = Puzzle::new(level).map_err(level_error)?;
    let limits = Limits {
        positions: max_positions,
        ..Limits::DEFAULT
    };
    let analysis = puzzle.analyse(&limits);
    let game = puzzle.game();
    let measure = grade::measure(game.rules(), game.position(), puzzle.seat(), puzzle.goal());
    output::print_json(&SolveOut {
        solvable: analysis.solvable,
        solution: analysis.solution,
        solutions: analysis.solutions,
        solutions_capped: analysis.solutions_capped,
        dead_ends: analysis.dead_ends,
        dead_ends_capped: analysis.dead_ends_capped,
        forced: analysis.forced,
        positions: analysis.positions,
        measure: MeasureOut {
            successes: measure.successes,
            playouts: measure.playouts,
            share: measure.share(),
            tier: measure.tier,
        },
    })
}

fn check() -> Result<(), CliError> {
    let text = input::read_stdin()?;
    let input: CheckInput = serde_json::from_str(&text)
        .map_err(|e| CliError::BadInput(format!("the check input is malformed: {e}")))?;
    let mut puzzle = Puzzle::new(input.level).map_err(level_error)?;
    for (index, &mv) in input.moves.iter().enumerate() {
        puzzle
            .play(mv)
            .map_err(|reason| CliError::IllegalMove { index, reason })?;
    }
    output::print_json(&puzzle.progress())
}
