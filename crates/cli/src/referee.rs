//! `blockness referee`: replays a game from stdin and reports where it stands.

use blockness_core::{Move, Phase, Standing};
use clap::Args;
use serde::Serialize;

use crate::error::CliError;
use crate::input::{self, EditionArg};
use crate::output;

/// The long help of the command: what it reads, what it prints, how it fails.
pub const LONG_ABOUT: &str = "Read one game as JSON on stdin, \
    {\"players\": N, \"expert\": bool, \"swap\": bool, \"colors\": [names], \"moves\": [moves]} \
    (expert, swap, colors and moves may be left out; swap, the swap option, is for two \
    players), replay it and print \
    {\"phase\": \"setup\"|\"play\"|\"over\", \"to_move\": seat or null, \"swapped\": bool, \
    \"legal\": [moves], \"ranking\": [{\"seat\", \"person\", \"colour\", \"place\", \"left\", \
    \"head_height\", \"tie_break\"}]}; \"ranking\" is present only when the game is over. \
    \"swapped\" says whether the people exchanged colours; a person is numbered by the seat \
    they started in (0 opened the game).\n\n\
    A move is {\"kind\": \"start\", \"head\": [x, y], \"tail\": [x, y]}, \
    {\"kind\": \"extend\", \"end\": \"head\"|\"tail\", \"piece\": i, \"from\": [x, y], \"to\": [x, y]} \
    or, with the swap option as the game's second move only, {\"kind\": \"swap\"}.\n\n\
    An illegal move exits with status 1 and prints {\"error\": {\"index\": i, \"reason\": \"...\"}} \
    (index from 0). Malformed input or a refused setup exits with status 2 and one line on stderr.";

/// Arguments of `blockness referee`.
#[derive(Args, Debug)]
pub struct RefereeArgs {
    #[command(flatten)]
    edition: EditionArg,
}

/// The referee's answer.
#[derive(Serialize, Debug)]
struct Verdict {
    phase: Phase,
    to_move: Option<usize>,
    swapped: bool,
    legal: Vec<Move>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ranking: Option<Vec<Standing>>,
}

/// Replays the game on stdin and prints the verdict.
pub fn run(args: &RefereeArgs) -> Result<(), CliError> {
    let game = input::read_game(&args.edition)?;
    output::print_json(&Verdict {
        phase: game.phase(),
        to_move: game.to_move(),
        swapped: game.swapped(),
        legal: game.legal_moves(),
        ranking: game.ranking(),
    })
}
