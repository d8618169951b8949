//! `blockness link`: a game as the text after `#` in a shareable address, and back.

use blockness_core::{decode_link, encode_link, GameRecord};
use clap::{Args, Subcommand};

use crate::error::CliError;
use crate::input::{self, EditionArg};
use crate::output;

/// Arguments of `blockness link`.
#[derive(Args, Debug)]
pub struct LinkArgs {
    #[command(subcommand)]
    command: LinkCommand,
}

/// The two directions of the link codec.
#[derive(Subcommand, Debug)]
enum LinkCommand {
    /// Read a game as JSON on stdin (as for `referee`) and print its link text.
    #[command(
        long_about = "Read a game as JSON on stdin (the form `referee` reads) and print \
        exactly the text that follows `#` in a shareable link. An illegal move exits with \
        status 1 and {\"error\": {\"index\": i, \"reason\": \"...\"}} on stdout; malformed \
        input with status 2 and one line on stderr."
    )]
    Encode {
        #[command(flatten)]
        edition: EditionArg,
    },
    /// Read link text and print the game as JSON.
    #[command(
        long_about = "Read the text after `#` of a shareable link (a leading `#` is \
        allowed) and print the game as JSON: {\"players\", \"expert\", \"colors\", \"moves\"}. \
        A link that holds no valid game exits with status 1, prints {\"error\": \"reason\"} \
        on stdout and the reason on stderr."
    )]
    Decode {
        /// The link text.
        #[arg(allow_hyphen_values = true)]
        text: String,
        #[command(flatten)]
        edition: EditionArg,
    },
}

/// Encodes or decodes.
pub fn run(args: &LinkArgs) -> Result<(), CliError> {
    match &args.command {
        LinkCommand::Encode { edition } => {
            let game = input::read_game(edition)?;
            output::print_text(&encode_link(&game))
        }
        LinkCommand::Decode { text, edition } => {
            let game = decode_link(text.trim(), edition.load()?).map_err(CliError::BadLink)?;
            output::print_json(&GameRecord::of(&game))
        }
    }
}
