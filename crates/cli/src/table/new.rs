//! `blockness table new`: makes a table on the broker and prints its invite.

use blockness_core::Edition;
use blockness_live::native::Connection;
use blockness_live::{Settings, Table, TableClient};
use clap::Args;

use super::{
    broker_error, client_id, connect_timeout, fresh_key, hex, random_bytes, remaining, BrokerArgs,
};
use crate::error::CliError;
use crate::output;

/// Arguments of `blockness table new`.
#[derive(Args, Debug)]
pub struct NewArgs {
    #[command(flatten)]
    broker: BrokerArgs,
    /// Number of seats (2 to 4).
    #[arg(long, value_name = "N")]
    players: u8,
    /// Play the expert variant.
    #[arg(long)]
    expert: bool,
    /// Play with the swap option (two players only).
    #[arg(long)]
    swap: bool,
}

/// The settings of a new table with a fresh nonce, on the default edition.
pub fn settings(players: u8, expert: bool, swap: bool) -> Result<Settings, CliError> {
    Ok(Settings {
        nonce: hex(&random_bytes::<16>()?),
        players,
        expert,
        swap,
        edition: Edition::STANDARD_NAME.to_string(),
        bots: Vec::new(),
    })
}

/// Makes a checked table of `settings`, as every client will check it.
pub fn create(settings: Settings) -> Result<Table, CliError> {
    Table::create(settings).map_err(|e| CliError::BadInput(e.to_string()))
}

/// Publishes the table and prints its invite once the broker holds it.
pub fn run(args: &NewArgs) -> Result<(), CliError> {
    let deadline = args.broker.deadline()?;
    let table = create(settings(args.players, args.expert, args.swap)?)?;
    let id = table.id();
    // The creator holds no seat: the key is only the client's, never used to sign.
    let client = TableClient::with_table(table, fresh_key()?);
    let broker = args.broker.broker.as_str();
    let fail = |e| broker_error(broker, e);
    let mut connection =
        Connection::connect(broker, &client_id()?, None, connect_timeout(deadline))
            .map_err(fail)?;
    if let Some((topic, payload)) = client.log_payload() {
        connection.publish(&topic, &payload, true).map_err(fail)?;
    }
    // The invite is only worth printing once the broker has the table to give out.
    connection
        .wait_acknowledged(remaining(deadline))
        .map_err(fail)?;
    connection.disconnect();
    output::print_text(&id.to_string())
}
