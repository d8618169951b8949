//! `blockness table join`: sits a bot at a table and plays its seat to the end.

use blockness_bots::Level;
use clap::Args;

use super::driver::{self, Bot};
use super::{fresh_key, parse_invite, BrokerArgs};
use crate::error::CliError;
use crate::output;

/// Arguments of `blockness table join`.
#[derive(Args, Debug)]
pub struct JoinArgs {
    /// The table's seat invite (`live=ID&invite=SECRET`, as `table new` prints it, or a
    /// page address holding it). A spectator's link cannot take a seat.
    #[arg(value_name = "INVITE")]
    invite: String,
    #[command(flatten)]
    broker: BrokerArgs,
    /// The bot that plays the seat: easy, medium or strong.
    #[arg(long)]
    bot: Level,
    /// The name shown at the table (1 to 24 characters; "<level> bot" by default).
    #[arg(long)]
    name: Option<String>,
    /// Seed of the bot's choices: the same seed plays the same move in the same position.
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
}

/// Joins, plays until the game is over, and prints the final game's link.
pub fn run(args: &JoinArgs) -> Result<(), CliError> {
    let invite = parse_invite(&args.invite)?;
    let secret = invite
        .secret
        .ok_or_else(|| driver::spectator_link(invite.table))?;
    let deadline = args.broker.deadline()?;
    let bot = Bot::named(args.bot, args.seed, args.name.as_deref())?;
    let table = driver::play(
        &args.broker.brokers,
        invite.table,
        Some(&secret),
        fresh_key()?,
        &bot,
        deadline,
        &mut |_| {},
        &|| false,
    )?;
    output::print_text(&table.link())
}
