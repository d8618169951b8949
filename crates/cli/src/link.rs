//! `blockness link`: a game as the text after `#` in a shareable address, and back. The
//! address may carry the game's id (after `.`) and who plays each seat (after `~`), as
//! the browser writes them.

use blockness_bots::{decode_seat_code, encode_seat_code, SeatKind};
use blockness_core::{decode_link, encode_link, join_address, AddressParts, GameId, GameRecord};
use clap::{Args, Subcommand};
use serde::{Deserialize, Serialize};

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
    /// Read a game as JSON on stdin (as for `referee`) and print its address text.
    #[command(
        long_about = "Read a game as JSON on stdin (the form `referee` reads) and print \
        exactly the text that follows `#` in a shareable address. The object may also hold \
        \"id\" (the game's name: 6 to 16 letters and digits) and \"seats\" (who plays each \
        seat: \"human\", \"link\", \"easy\", \"medium\" or \"strong\"), which the address then \
        carries after `.` and `~`. An illegal move exits with status 1 and {\"error\": \
        {\"index\": i, \"reason\": \"...\"}} on stdout; malformed input with status 2 and \
        one line on stderr."
    )]
    Encode {
        #[command(flatten)]
        edition: EditionArg,
    },
    /// Read address text and print the game as JSON.
    #[command(
        long_about = "Read the text after `#` of a shareable address (a leading `#` is \
        allowed) and print the game as JSON: {\"players\", \"expert\", \"colors\", \"moves\"}, \
        with \"id\" and \"seats\" when the address has them. An address that holds no valid \
        game, or whose id or seat code cannot be read, exits with status 1, prints \
        {\"error\": \"reason\"} on stdout and the reason on stderr."
    )]
    Decode {
        /// The address text.
        #[arg(allow_hyphen_values = true)]
        text: String,
        #[command(flatten)]
        edition: EditionArg,
    },
}

/// A game with the extra parts of its address, as `decode` prints it: the record's
/// fields in their usual order, then `id` and `seats` when the address has them.
#[derive(Serialize)]
struct AddressedGame {
    #[serde(flatten)]
    record: GameRecord,
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<GameId>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seats: Option<Vec<SeatKind>>,
}

/// The extra parts of an address that `encode` reads beside the game's record.
#[derive(Deserialize)]
struct AddressExtras {
    #[serde(default)]
    id: Option<GameId>,
    #[serde(default)]
    seats: Option<Vec<SeatKind>>,
}

/// Encodes or decodes.
pub fn run(args: &LinkArgs) -> Result<(), CliError> {
    match &args.command {
        LinkCommand::Encode { edition } => {
            let malformed = |e: serde_json::Error| {
                CliError::BadInput(format!("the game JSON is malformed: {e}"))
            };
            let mut value: serde_json::Value =
                serde_json::from_str(&input::read_stdin()?).map_err(malformed)?;
            // The id and seats are taken out; the rest is the referee's game, checked as such.
            let mut extras = serde_json::Map::new();
            if let Some(object) = value.as_object_mut() {
                for key in ["id", "seats"] {
                    if let Some(v) = object.remove(key) {
                        extras.insert(key.into(), v);
                    }
                }
            }
            let extras: AddressExtras =
                serde_json::from_value(serde_json::Value::Object(extras)).map_err(malformed)?;
            let record = input::parse_record(&value.to_string())?;
            let game = input::replay(&record, edition.load_for_record(&record)?)?;
            let seats = match extras.seats {
                Some(seats) if seats.len() != game.rules().players() => {
                    return Err(CliError::BadInput(format!(
                        "\"seats\" names {} seats for a game of {} players",
                        seats.len(),
                        game.rules().players()
                    )))
                }
                Some(seats) => encode_seat_code(&seats),
                None => String::new(),
            };
            output::print_text(&join_address(
                &encode_link(&game),
                extras.id.as_ref(),
                &seats,
            ))
        }
        LinkCommand::Decode { text, edition } => {
            let parts = AddressParts::split(text.trim());
            let game = decode_link(parts.link, edition.load_for_link(parts.link)?)
                .map_err(CliError::BadLink)?;
            let id = parts
                .game_id()
                .map_err(|e| CliError::BadAddress(format!("the game id is refused: {e}")))?;
            let seats = parts
                .seats
                .map(|code| decode_seat_code(code, game.rules().players()))
                .transpose()
                .map_err(|e| CliError::BadAddress(format!("the seat code is refused: {e}")))?;
            output::print_json(&AddressedGame {
                record: GameRecord::of(&game),
                id,
                seats,
            })
        }
    }
}
