//! `blockness table new`: makes a table on the broker, prints its links, and hosts it
//! until every seat is taken.

use blockness_live::{Invite, InviteSecret, PublicKey, SeatKey, Settings, Stage, Table};
use clap::Args;

use super::driver::Session;
use super::{fresh_key, hex, random_bytes, BrokerArgs, GameArgs};
use crate::error::CliError;
use crate::output;

/// Arguments of `blockness table new`.
#[derive(Args, Debug)]
pub struct NewArgs {
    #[command(flatten)]
    broker: BrokerArgs,
    #[command(flatten)]
    game: GameArgs,
    /// Seconds a seat's device may be away before another seated player may hand the seat
    /// to a computer (1 to 3600).
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_GRACE)]
    grace: u32,
}

/// The grace time of a table made by `table new`, in seconds: two minutes, as on the page.
pub const DEFAULT_GRACE: u32 = 120;

/// The settings of a new table of `game` with a fresh nonce (Block Ness on the default
/// edition), hosted by `host`, with `gate` the invite's gate key (none: every seat is set
/// in the settings).
pub fn settings(
    game: &GameArgs,
    host: PublicKey,
    gate: Option<PublicKey>,
) -> Result<Settings, CliError> {
    let (table_game, edition) = game.table_game()?;
    let nonce = hex(&random_bytes::<16>()?);
    let mut settings = Settings::new(table_game, game.players, &edition, &host, nonce);
    settings.expert = game.expert;
    settings.swap = game.swap;
    settings.gate = gate.map(|g| g.to_string());
    Ok(settings)
}

/// Makes a checked table of `settings`, as every client will check it.
pub fn create(settings: Settings) -> Result<Table, CliError> {
    Table::create(settings).map_err(|e| CliError::BadInput(e.to_string()))
}

/// Publishes the table, prints the spectator's link (`watch: live=ID`) and then the seat
/// invite (`live=ID&invite=SECRET`) as the last line, once the broker holds the table;
/// then seats the invited, first come first seated, and ends when every seat is taken.
pub fn run(args: &NewArgs) -> Result<(), CliError> {
    let deadline = args.broker.deadline()?;
    let secret = InviteSecret(random_bytes::<16>()?);
    // The host's key seats the invited; it holds no seat.
    let host: SeatKey = fresh_key()?;
    let gate = secret.gate().public();
    let mut settings = settings(&args.game, host.public(), Some(gate))?;
    settings.grace = Some(args.grace);
    let table = create(settings)?;
    let invite = Invite {
        table: table.id(),
        secret: Some(secret),
    };
    let mut session = Session::host(&args.broker.brokers, table, host, deadline)?;
    // The invite is only worth printing once the broker has the table to give out.
    session.publish_and_wait()?;
    output::print_text(&format!("watch: {}", invite.spectator()))?;
    output::print_text(&invite.to_string())?;
    session.waiting_for("every seat to be taken");
    while session.table().is_some_and(|t| t.stage() == Stage::Seating) {
        session.step(std::time::Duration::from_secs(60), &mut |_| {})?;
    }
    session.close()
}
