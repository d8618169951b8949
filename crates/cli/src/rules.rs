//! `blockness rules`: the edition in play, as the JSON it is loaded from.

use clap::Args;

use crate::error::CliError;
use crate::input::EditionArg;
use crate::output;

/// The long help of the command: what it reads, what it prints, how it fails.
pub const LONG_ABOUT: &str =
    "Print the edition (board map and monster sets) as JSON in the schema of \
                  edition-v1.json: the default edition for new games (lochside-v2), or the \
                  built-in edition or file --edition names. A file is validated first: a bad \
                  file exits with status 2 and one line on stderr naming the problem.";

/// Arguments of `blockness rules`.
#[derive(Args, Debug)]
pub struct RulesArgs {
    #[command(flatten)]
    edition: EditionArg,
}

/// Prints the edition.
pub fn run(args: &RulesArgs) -> Result<(), CliError> {
    let edition = args.edition.load()?;
    output::print_text(&edition.to_json())
}
