//! `blockness table seek`: a bot waits in the lobby for players who want the same game,
//! sits at the table the group agrees on, and plays its seat to the end.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use blockness_bots::Level;
use blockness_live::lobby::{self, Lobby, SeekClass};
use blockness_live::native::Connection;
use clap::Args;

use super::driver::{self, Bot, Session};
use super::{broker_error, client_id, first_answering, fresh_key, remaining, BrokerArgs, GameArgs};
use crate::error::CliError;
use crate::output;

/// Arguments of `blockness table seek`.
#[derive(Args, Debug)]
pub struct SeekArgs {
    /// The brokers, and how long to wait in the lobby for players of the same game (the
    /// game itself then has up to an hour).
    #[command(flatten)]
    broker: BrokerArgs,
    #[command(flatten)]
    game: GameArgs,
    /// The bot that plays the seat: easy, medium or strong.
    #[arg(long)]
    bot: Level,
    /// The name shown in the lobby and at the table ("<level> bot" by default).
    #[arg(long)]
    name: Option<String>,
    /// Seed of the bot's choices: the same seed plays the same move in the same position.
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
}

/// How long a paired game may last.
const GAME_TIME: Duration = Duration::from_secs(3600);

/// How often the lobby's timers are looked at while no message arrives.
const LOBBY_TICK: Duration = Duration::from_millis(250);

/// Milliseconds since the Unix epoch: seeks carry the time they were published, so that
/// stale ones are known on every device.
fn wall_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// Seeks, plays the agreed table to the end, and prints the final game's link.
pub fn run(args: &SeekArgs) -> Result<(), CliError> {
    let deadline = args.broker.deadline()?;
    let bot = Bot::named(args.bot, args.seed, args.name.as_deref())?;
    let (game, edition) = args.game.table_game()?;
    let class = SeekClass {
        game,
        players: args.game.players,
        expert: args.game.expert,
        swap: args.game.swap,
        edition,
    };
    let key = fresh_key()?;
    let mut lobby = Lobby::new(key.clone(), &bot.name, class, wall_ms())
        .map_err(|e| CliError::BadInput(format!("no table can be sought that way: {e}")))?;
    let brokers = &args.broker.brokers;
    let (broker, connection) = first_answering(brokers, deadline, |broker, wait| {
        let fail = |e| broker_error(broker, e);
        let mut connection =
            Connection::connect(broker, &client_id()?, Some(lobby.will()), wait).map_err(fail)?;
        connection
            .subscribe(&[lobby::TOPIC_ALL.to_string()], wait)
            .map_err(fail)?;
        Ok(connection)
    })?;
    let table = wait_in_lobby(&mut lobby, broker, connection, deadline)?;
    // The table is played on the broker the group met on.
    let here = [broker.to_string()];
    let session = Session::seated(&here, table, key.clone(), Instant::now() + GAME_TIME)?;
    let table = driver::play_seated(session, None, &key, &bot, &mut |_| {}, &|| false)?;
    output::print_text(&table.link())
}

/// Feeds the lobby what the broker delivers until a group agrees, and returns its table;
/// clears the seek and fails when `deadline` passes first.
fn wait_in_lobby(
    lobby: &mut Lobby,
    broker: &str,
    mut connection: Connection,
    deadline: Instant,
) -> Result<blockness_live::Table, CliError> {
    let fail = |e| broker_error(broker, e);
    loop {
        if let Some((topic, payload)) = lobby.take_publish() {
            connection.publish(&topic, &payload, true).map_err(fail)?;
        }
        if let Some(table) = lobby.matched() {
            // The seek now says the seeker went: the others of the group see it before
            // it is cleared, since the broker keeps one connection's messages in order.
            connection
                .wait_acknowledged(LOBBY_TICK * 40)
                .map_err(fail)?;
            let (topic, cleared) = lobby.will();
            connection.publish(&topic, &cleared, true).map_err(fail)?;
            let _ = connection.wait_acknowledged(LOBBY_TICK * 8);
            connection.disconnect();
            return Ok(table);
        }
        if Instant::now() >= deadline {
            // The seeker's signed word that it left, then its topic cleared.
            let (topic, left) = lobby.leaving();
            let _ = connection.publish(&topic, &left, true);
            let (topic, cleared) = lobby.will();
            let _ = connection.publish(&topic, &cleared, true);
            let _ = connection.wait_acknowledged(LOBBY_TICK * 8);
            connection.disconnect();
            return Err(CliError::Unavailable(format!(
                "nobody else asked for a game of {} players with the same options on {broker} within --timeout",
                lobby.class().players
            )));
        }
        match connection
            .next_message(remaining(deadline).min(LOBBY_TICK))
            .map_err(fail)?
        {
            Some((topic, payload)) => {
                lobby.receive(&topic, &payload, wall_ms());
            }
            None => {
                lobby.tick(wall_ms());
            }
        }
    }
}
