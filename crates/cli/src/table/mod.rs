//! `blockness table`: live tables on an MQTT broker from the command line. Make a table,
//! sit a bot at it, watch one, or load a broker with many games at once.

mod driver;
mod join;
mod load;
mod new;
mod seek;
mod watch;

use std::time::{Duration, Instant};

use blockness_core::Edition;
use blockness_live::native::NativeError;
use blockness_live::{Invite, LiveError, SeatKey, TableGame};
use clap::{Args, Subcommand};

use crate::error::CliError;

/// The long help of the command.
pub const LONG_ABOUT: &str =
    "Play Block Ness or Loch Ness (--game lochness) at live tables: a table is one log, retained on an MQTT broker reached \
    over a WebSocket (ws:// or wss://), that every client checks move by move. `new` makes a \
    table, prints its spectator link (`watch: LINK`) and its seat invite, and seats the \
    invited until every seat is taken; `join` sits a bot at it with the seat invite and \
    plays until the end; `seek` waits in the lobby for players who want the same game and \
    plays its seat at the table they agree on (no invite needed); `watch` prints the moves \
    as they come, with either link; `load` runs many bot tables at once and reports delivery \
    times. Each command ends by printing what it was for on its last line (the invite, or \
    the finished game's link as `link encode` writes it). A bad invite or option, or a \
    spectator link given to `join`, exits with status 2; a table that refuses (none has the \
    invite) with status 1; a full table, a broker that cannot be reached or stops answering, \
    or a table not over within --timeout (for `seek`: nobody to play within --timeout), with \
    status 3; each with one line on stderr. Names are printed with hidden and control \
    characters escaped.";

/// Arguments of `blockness table`.
#[derive(Args, Debug)]
pub struct TableArgs {
    #[command(subcommand)]
    command: TableCommand,
}

/// The table subcommands.
#[derive(Subcommand, Debug)]
enum TableCommand {
    /// Make a table, print its spectator link and then its seat invite on the last line,
    /// and seat the invited until every seat is taken.
    New(new::NewArgs),
    /// Ask a table's host for a seat with the seat invite, and play it with a bot to the end.
    Join(join::JoinArgs),
    /// Wait in the lobby for players who want the same game, sit at the table the group
    /// agrees on, and play the seat with a bot to the end.
    Seek(seek::SeekArgs),
    /// Print a table's moves as they arrive, and the final link at the end.
    Watch(watch::WatchArgs),
    /// Play many two-bot tables at once and report lost moves and delivery times.
    Load(load::LoadArgs),
}

/// Where the brokers are and how long a command may wait for them: shared by every
/// subcommand.
#[derive(Args, Debug, Clone)]
pub struct BrokerArgs {
    /// A broker's WebSocket address, such as ws://127.0.0.1:9001 (as scripts/broker.sh
    /// prints it). Give it more than once to fall over: the brokers are tried in order, and
    /// the first that answers is used to the end.
    #[arg(long = "broker", value_name = "URL", required = true)]
    pub brokers: Vec<String>,
    /// Gives up after this many seconds (a safety net: every wait ends as soon as what it
    /// waits for arrives).
    #[arg(long, value_name = "SECS", default_value_t = 600.0)]
    pub timeout: f64,
}

/// The game a table is for: shared by `new`, which makes one, and `seek`, which asks for
/// one.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    /// The game: Block Ness, or Loch Ness, whose dice and draws the table deals from every
    /// seat's part.
    #[arg(long, value_enum, default_value_t = GameName::Blockness)]
    pub game: GameName,
    /// Number of seats (Block Ness 2 to 4, Loch Ness 2 to 5).
    #[arg(long, value_name = "N")]
    pub players: u8,
    /// The expert variant (Block Ness).
    #[arg(long)]
    pub expert: bool,
    /// The swap option (Block Ness, two players only).
    #[arg(long)]
    pub swap: bool,
}

/// A game's name on the command line.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameName {
    /// Block Ness.
    Blockness,
    /// Loch Ness.
    Lochness,
}

impl GameArgs {
    /// The table's game, its edition's name and its options, once checked: Loch Ness has
    /// no edition, expert variant or swap.
    pub fn table_game(&self) -> Result<(TableGame, String), CliError> {
        match self.game {
            GameName::Blockness => Ok((TableGame::BlockNess, Edition::STANDARD_NAME.to_string())),
            GameName::Lochness if self.expert || self.swap => Err(CliError::BadInput(
                "--expert and --swap are Block Ness options; a Loch Ness table takes neither"
                    .into(),
            )),
            GameName::Lochness => Ok((TableGame::LochNess, String::new())),
        }
    }
}

impl BrokerArgs {
    /// The moment the command gives up.
    pub fn deadline(&self) -> Result<Instant, CliError> {
        if !(self.timeout.is_finite() && self.timeout > 0.0 && self.timeout <= 1e7) {
            return Err(CliError::BadInput(format!(
                "--timeout must be a positive number of seconds, not {}",
                self.timeout
            )));
        }
        Ok(Instant::now() + Duration::from_secs_f64(self.timeout))
    }
}

/// Runs a table subcommand.
pub fn run(args: &TableArgs) -> Result<(), CliError> {
    match &args.command {
        TableCommand::New(args) => new::run(args),
        TableCommand::Join(args) => join::run(args),
        TableCommand::Seek(args) => seek::run(args),
        TableCommand::Watch(args) => watch::run(args),
        TableCommand::Load(args) => load::run(args),
    }
}

/// How long a single connection attempt may take at most.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// How long each broker of a list has to answer (connection, subscription, the retained
/// log) before the next is tried. A lone broker gets the whole [`CONNECT_TIMEOUT`].
const ANSWER_WAIT: Duration = Duration::from_secs(4);

/// The longest pause between two rounds of connection attempts.
pub const MAX_BACKOFF: Duration = Duration::from_secs(8);

/// Runs `attempt` on each of `brokers` in order, with the time each may take, and returns
/// the first broker for which it succeeds with what it gave. When every broker of the list
/// took the connection but answered too slowly (a busy broker), the list is tried again,
/// backing off, until `deadline`; otherwise the last failure is returned.
pub fn first_answering<T>(
    brokers: &[String],
    deadline: Instant,
    mut attempt: impl FnMut(&str, Duration) -> Result<T, CliError>,
) -> Result<(&str, T), CliError> {
    let mut pause = Duration::from_millis(250);
    loop {
        let mut failure = CliError::BadInput("no --broker was given".into());
        let mut every_one_slow = !brokers.is_empty();
        for broker in brokers {
            let wait = if brokers.len() > 1 {
                connect_timeout(deadline).min(ANSWER_WAIT)
            } else {
                connect_timeout(deadline)
            };
            match attempt(broker, wait) {
                Ok(answer) => return Ok((broker, answer)),
                Err(e) => {
                    every_one_slow &= matches!(e, CliError::BrokerTimedOut(_));
                    failure = e;
                }
            }
        }
        if !every_one_slow || Instant::now() + pause >= deadline {
            return Err(failure);
        }
        // Nothing to wait on while every broker is too busy to answer: this is the backoff.
        std::thread::sleep(pause);
        pause = (pause * 2).min(MAX_BACKOFF);
    }
}

/// Time left until `deadline`, never zero (a zero read timeout would mean "forever").
pub fn remaining(deadline: Instant) -> Duration {
    deadline
        .saturating_duration_since(Instant::now())
        .max(Duration::from_millis(1))
}

/// The time a connection attempt may take: [`CONNECT_TIMEOUT`] or what is left.
pub fn connect_timeout(deadline: Instant) -> Duration {
    remaining(deadline).min(CONNECT_TIMEOUT)
}

/// Reads an invite: the seat invite `live=ID&invite=SECRET`, the spectator's link
/// (`live=ID`, or the 32 hexadecimal digits alone), or a page address holding either.
pub fn parse_invite(text: &str) -> Result<Invite, CliError> {
    Invite::parse(text).map_err(|e| CliError::BadInput(e.to_string()))
}

/// `n` random bytes from the operating system.
pub fn random_bytes<const N: usize>() -> Result<[u8; N], CliError> {
    let mut bytes = [0u8; N];
    getrandom::getrandom(&mut bytes)
        .map_err(|e| CliError::Unavailable(format!("the system's random source failed: {e}")))?;
    Ok(bytes)
}

/// A fresh seat key from the operating system's random source.
pub fn fresh_key() -> Result<SeatKey, CliError> {
    Ok(SeatKey::from_seed(random_bytes::<32>()?))
}

/// A client id nobody else uses: brokers drop the older of two connections with one id.
pub fn client_id() -> Result<String, CliError> {
    let bytes = random_bytes::<8>()?;
    Ok(format!("blockness-{}", hex(&bytes)))
}

/// Bytes in lowercase hexadecimal.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A broker failure as the command line reports it.
pub fn broker_error(broker: &str, error: NativeError) -> CliError {
    match error {
        NativeError::BadUrl { .. } => CliError::BadInput(error.to_string()),
        NativeError::TimedOut { .. } => {
            CliError::BrokerTimedOut(format!("broker {broker}: {error}"))
        }
        NativeError::Closed { .. } | NativeError::Mqtt { .. } => {
            CliError::Unavailable(format!("broker {broker}: {error}"))
        }
        _ => CliError::Unavailable(error.to_string()),
    }
}

/// A table log that cannot be used, as the command line reports it.
pub fn table_error(error: LiveError) -> CliError {
    CliError::Table(format!("the table cannot be used: {error}"))
}

/// The error for a table that did not reach its end in time.
pub fn out_of_time(what: &str) -> CliError {
    CliError::Unavailable(format!(
        "gave up after --timeout waiting for {what}; the table is still open"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brokers() -> Vec<String> {
        vec!["ws://127.0.0.1:1".into(), "ws://127.0.0.1:2".into()]
    }

    #[test]
    fn a_list_of_busy_brokers_is_asked_again_until_one_answers() {
        let brokers = brokers();
        let mut asked = 0;
        let deadline = Instant::now() + Duration::from_secs(60);
        let (broker, answer) = first_answering(&brokers, deadline, |_, _| {
            asked += 1;
            if asked < 4 {
                Err(CliError::BrokerTimedOut("busy".into()))
            } else {
                Ok(asked)
            }
        })
        .unwrap();
        assert_eq!((broker, answer), (brokers[1].as_str(), 4));
    }

    #[test]
    fn a_broker_that_refuses_ends_the_attempts_with_the_last_failure() {
        let brokers = brokers();
        let mut asked = 0;
        let deadline = Instant::now() + Duration::from_secs(60);
        let failure = first_answering(&brokers, deadline, |broker, _| -> Result<(), _> {
            asked += 1;
            if broker.ends_with(":1") {
                Err(CliError::BrokerTimedOut("busy".into()))
            } else {
                Err(CliError::Unavailable("refused".into()))
            }
        })
        .unwrap_err();
        assert!(matches!(failure, CliError::Unavailable(m) if m == "refused"));
        assert_eq!(asked, 2, "one round only");
    }

    #[test]
    fn busy_brokers_are_given_up_at_the_deadline() {
        let brokers = brokers();
        let failure = first_answering(&brokers, Instant::now(), |_, _| -> Result<(), _> {
            Err(CliError::BrokerTimedOut("busy".into()))
        })
        .unwrap_err();
        assert!(matches!(failure, CliError::BrokerTimedOut(_)));
    }
}
