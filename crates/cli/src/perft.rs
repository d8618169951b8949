//! `blockness perft`: counts move sequences from a start (or a given line) and times it.

use std::time::Instant;

use blockness_core::{perft, Colour, Game, Setup};
use clap::Args;
use serde::Serialize;

use crate::error::CliError;
use crate::input::{self, EditionArg};
use crate::output;

/// The long help of the command: what it reads, what it prints, how it fails.
pub const LONG_ABOUT: &str = "Count the legal move sequences of exactly --depth moves and print \
    {\"depth\": D, \"nodes\": n, \"seconds\": s}. Skipped turns are not moves; identical \
    segments count once; with --swap the swap counts as a move. --moves plays a JSON array of moves first: an illegal one exits \
    with status 1 and {\"error\": {\"index\": i, \"reason\": \"...\"}} on stdout, a malformed \
    list or a refused setup with status 2 and one line on stderr.";

/// Arguments of `blockness perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Number of seats (2 to 4).
    #[arg(long)]
    players: usize,
    /// Play the expert variant (start cells two away from an end).
    #[arg(long)]
    expert: bool,
    /// Play with the swap option (two players only): the swap counts as a move.
    #[arg(long)]
    swap: bool,
    /// Colour of each seat, comma-separated (default: the edition's order).
    #[arg(long, value_delimiter = ',', value_parser = parse_colour)]
    colors: Option<Vec<Colour>>,
    /// Number of moves in each counted sequence.
    #[arg(long)]
    depth: u32,
    /// JSON array of moves to play before counting.
    #[arg(long, value_name = "JSON")]
    moves: Option<String>,
    #[command(flatten)]
    edition: EditionArg,
}

fn parse_colour(text: &str) -> Result<Colour, String> {
    text.parse::<Colour>().map_err(|e| e.to_string())
}

/// The count and the time it took.
#[derive(Serialize, Debug)]
struct PerftReport {
    depth: u32,
    nodes: u64,
    seconds: f64,
}

/// Sets up the game, plays the given moves and prints the count.
pub fn run(args: &PerftArgs) -> Result<(), CliError> {
    let edition = args.edition.load()?;
    let setup = Setup::new(&edition, args.players, args.colors.clone(), args.expert)
        .and_then(|setup| setup.with_swap(args.swap))
        .map_err(|e| CliError::BadInput(format!("the game setup is refused: {e}")))?;
    let mut game = Game::new(edition, setup);
    if let Some(text) = &args.moves {
        input::play_all(&mut game, &input::parse_moves(text)?)?;
    }
    let started = Instant::now();
    let nodes = perft(game.rules(), game.position(), args.depth);
    let seconds = started.elapsed().as_secs_f64();
    output::print_json(&PerftReport {
        depth: args.depth,
        nodes,
        seconds,
    })
}
