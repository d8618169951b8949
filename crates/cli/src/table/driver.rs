//! One device at one table over one broker connection: the loop shared by `join`, `watch`
//! and `load`. It feeds what the broker delivers to a [`TableClient`], answers stale logs
//! with its own; `bot` (a child module) claims a seat and plays it for a computer player.

use std::collections::VecDeque;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use blockness_live::native::Connection;
use blockness_live::topics::{self, Topic};
use blockness_live::{InviteSecret, LiveError, Received, SeatKey, Table, TableClient, TableId};

mod bot;

pub use bot::{end_may_change, play, play_seated, spectator_link, Bot};

use super::{
    broker_error, client_id, connect_timeout, first_answering, out_of_time, remaining, table_error,
    MAX_BACKOFF,
};
use crate::error::CliError;

/// The clock `TableClient` is given: milliseconds since the program started.
fn now_ms() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_millis() as u64
}

/// How many of its own publications a device waits to see come back at most.
const OWN_RECENT: usize = 8;

/// How long a device that finds no copy of a table on the broker waits for one before it
/// says the table is not there. A copy may have been cleared by anyone; the table's devices
/// put theirs back at once the first time ([`blockness_live::backoff`]).
const NO_TABLE_WAIT: Duration = Duration::from_secs(5);

/// What the loop reports to its caller as it goes (the load test's measurements).
#[derive(Debug)]
pub enum Seen<'a> {
    /// Move number `ply` (from 0) is about to be published by this client.
    Publishing {
        /// The move's ply.
        ply: usize,
    },
    /// A message arrived on the table's log topic.
    Log {
        /// Moves this client had before it.
        had: usize,
        /// Moves it has after it.
        has: usize,
        /// The message itself.
        payload: &'a [u8],
    },
}

/// A live connection with the table client it serves.
pub struct Session<'a> {
    broker: &'a str,
    connection: Connection,
    /// The device's view of the table.
    client: TableClient,
    presence: bool,
    deadline: Instant,
    /// The logs this device published whose echo has not come back yet, oldest first.
    unechoed: VecDeque<Vec<u8>>,
    /// What the session waits for, as the error says it when the deadline passes.
    waiting_for: &'static str,
}

impl<'a> Session<'a> {
    /// Connects to the first of `brokers` that answers for table `id`, subscribes, and takes
    /// in the retained log.
    /// With `presence`, the device announces itself (and its last will says it left).
    /// Fails with a refusal when the broker holds no usable log for the table.
    pub fn open(
        brokers: &'a [String],
        id: TableId,
        key: SeatKey,
        presence: bool,
        deadline: Instant,
    ) -> Result<Session<'a>, CliError> {
        let mut session =
            Session::connected(brokers, TableClient::join(id, key), presence, deadline)?;
        let (refusal, _) = session.take_in_retained()?;
        match refusal {
            _ if session.client.table().is_some() => {}
            Some(e @ LiveError::Version { .. }) => return Err(table_error(e)),
            refusal => session.wait_for_table(id, refusal)?,
        }
        Ok(session)
    }

    /// Takes in what the broker delivered with the subscription (the retained messages,
    /// in hand once connected): returns the last refusal, and whether a log was among them.
    fn take_in_retained(&mut self) -> Result<(Option<LiveError>, bool), CliError> {
        let broker = self.broker;
        let (mut refusal, mut heard_log) = (None, false);
        while let Some((topic, payload)) = self
            .connection
            .next_message(Duration::ZERO)
            .map_err(|e| broker_error(broker, e))?
        {
            heard_log |= topics::classify(self.client.id(), &topic) == Topic::Log;
            if let Received::Nothing(Some(e)) = self.client.receive(&topic, &payload, now_ms()) {
                refusal = Some(e);
            }
        }
        Ok((refusal, heard_log))
    }

    /// Waits for a valid log of table `id` when the broker's copy was refused (`refusal`)
    /// or missing. Anyone may overwrite the retained copy with something spoiled, or clear
    /// it with an empty message; the table's devices answer either with their own log. A
    /// refused copy shows there is traffic, so the wait lasts until the deadline; with no
    /// copy at all it lasts [`NO_TABLE_WAIT`], after which the table is taken not to exist.
    fn wait_for_table(
        &mut self,
        id: TableId,
        mut refusal: Option<LiveError>,
    ) -> Result<(), CliError> {
        let broker = self.broker;
        let no_table_by = (Instant::now() + NO_TABLE_WAIT).min(self.deadline);
        while self.client.table().is_none() {
            let give_up = if refusal.is_some() {
                self.deadline
            } else {
                no_table_by
            };
            let message = self
                .connection
                .next_message(remaining(give_up))
                .map_err(|e| broker_error(broker, e))?;
            let Some((topic, payload)) = message else {
                if Instant::now() < give_up {
                    continue;
                }
                return Err(match &refusal {
                    None => CliError::Table(format!(
                        "no table with the invite {id} is on the broker {broker}"
                    )),
                    Some(e) => out_of_time(&format!(
                        "a valid log of the table (the broker's copy is refused: {e})"
                    )),
                });
            };
            if let Received::Nothing(Some(e)) = self.client.receive(&topic, &payload, now_ms()) {
                refusal.get_or_insert(e);
            }
        }
        Ok(())
    }

    /// A session for the host of `table`, which it has just published: it seats the
    /// invited players whose requests come in.
    pub fn host(
        brokers: &'a [String],
        table: Table,
        key: SeatKey,
        deadline: Instant,
    ) -> Result<Session<'a>, CliError> {
        Session::connected(brokers, TableClient::with_table(table, key), true, deadline)
    }

    /// A session of `client` over a new connection to the first of `brokers` that answers,
    /// which it keeps to the end.
    fn connected(
        brokers: &'a [String],
        client: TableClient,
        presence: bool,
        deadline: Instant,
    ) -> Result<Session<'a>, CliError> {
        let mut client = client;
        let (broker, connection) = first_answering(brokers, deadline, |broker, wait| {
            connect(broker, &mut client, presence, wait)
        })?;
        Ok(Session {
            broker,
            connection,
            client,
            presence,
            deadline,
            unechoed: VecDeque::new(),
            waiting_for: "the game to end",
        })
    }

    /// Says what the session waits for, for the error when the deadline passes.
    pub fn waiting_for(&mut self, what: &'static str) {
        self.waiting_for = what;
    }

    /// The table's id.
    pub fn id(&self) -> TableId {
        self.client.id()
    }

    /// A session for a table every seat of which is already taken in its settings (one the
    /// lobby agreed on): it takes the broker's copy if one of the other players published
    /// it first, and publishes its own otherwise.
    pub fn seated(
        brokers: &'a [String],
        table: Table,
        key: SeatKey,
        deadline: Instant,
    ) -> Result<Session<'a>, CliError> {
        let mut session =
            Session::connected(brokers, TableClient::with_table(table, key), true, deadline)?;
        let (_, heard) = session.take_in_retained()?;
        if !heard || session.client.take_republish() {
            session.publish_and_wait()?;
        }
        Ok(session)
    }

    /// The table as this device sees it (always there once the session is open).
    pub fn table(&self) -> Option<&Table> {
        self.client.table()
    }

    /// Asks the host for a seat with the invite's secret; the request is retained.
    pub fn ask(
        &mut self,
        secret: &InviteSecret,
        name: &str,
        seat: Option<usize>,
    ) -> Result<(), CliError> {
        let (topic, payload) = self.client.ask(secret, name, seat).map_err(|e| match e {
            LiveError::NoTicket => CliError::BadInput(format!(
                "this invite's secret does not open the table {}: {e}",
                self.client.id()
            )),
            other => table_error(other),
        })?;
        if self.connection.publish(&topic, &payload, true).is_err() {
            return self.reconnect();
        }
        Ok(())
    }

    /// Waits for the next message (for at most `slice`, and no longer than the next
    /// heartbeat or owed answer is due), takes it in, republishes when the sender was
    /// behind, and reports log messages to `observe`. Reconnects if the connection breaks.
    pub fn step(&mut self, slice: Duration, observe: &mut dyn FnMut(Seen)) -> Result<(), CliError> {
        // What a Loch Ness table is owed may come from no message: a table seated from the
        // start (the lobby's) waits for commitments before anyone moves.
        self.publish_chance_duties()?;
        self.publish_heartbeat()?;
        let now = now_ms();
        let soonest = [
            self.client.next_heartbeat_at(),
            self.client.next_answer_at(),
        ]
        .into_iter()
        .flatten()
        .min()
        .map_or(slice, |at| {
            Duration::from_millis(at.saturating_sub(now).max(1))
        });
        let message = match self
            .connection
            .next_message(remaining(self.deadline).min(slice).min(soonest))
        {
            Ok(Some(message)) => message,
            Ok(None) if Instant::now() >= self.deadline => {
                return Err(out_of_time(self.waiting_for))
            }
            Ok(None) => {
                // A timer's turn: an owed answer whose back-off is over.
                self.client.tick(now_ms());
                if self.client.take_republish() {
                    self.publish_log()?;
                }
                return self.publish_heartbeat();
            }
            Err(_) => return self.reconnect(),
        };
        if self.connection.take_oversized() {
            self.client.oversized();
        }
        let (topic, payload) = message;
        let had = moves(self.client.table());
        self.client.receive(&topic, &payload, now_ms());
        let is_log = topics::classify(self.client.id(), &topic) == Topic::Log;
        if is_log {
            let has = moves(self.client.table());
            observe(Seen::Log {
                had,
                has,
                payload: &payload,
            });
        }
        // A player whose opponents cannot move plays several moves in a row, and the echo
        // of the first comes back after the second: an older log, but one that says nobody
        // is behind, since the broker got the newer one after it on the same connection.
        // Echoes come back in the order they were sent, so a copy of an older publication
        // that comes after a newer one's echo is a replay, and is answered.
        let own_echo = is_log && self.take_echo(&payload);
        if self.client.take_republish() && !own_echo {
            self.publish_log()?;
        }
        self.publish_chance_duties()?;
        if let Some((topic, payload)) = self.client.take_request_again() {
            if self.connection.publish(&topic, &payload, true).is_err() {
                return self.reconnect();
            }
        }
        Ok(())
    }

    /// Remembers a log this device publishes, to know its echo.
    fn remember(&mut self, payload: &[u8]) {
        if self.unechoed.len() == OWN_RECENT {
            self.unechoed.pop_front();
        }
        self.unechoed.push_back(payload.to_vec());
    }

    /// Whether `payload` is the echo of a publication of this device still on its way;
    /// it and every earlier one are then no longer awaited.
    fn take_echo(&mut self, payload: &[u8]) -> bool {
        match self.unechoed.iter().position(|p| p == payload) {
            Some(at) => {
                self.unechoed.drain(..=at);
                true
            }
            None => false,
        }
    }

    /// Publishes the log a client action returns.
    fn publish_action(
        &mut self,
        action: impl FnOnce(&mut TableClient) -> Result<(String, Vec<u8>), LiveError>,
    ) -> Result<(), CliError> {
        let (topic, payload) = action(&mut self.client).map_err(table_error)?;
        self.remember(&payload);
        if self.connection.publish(&topic, &payload, true).is_err() {
            return self.reconnect();
        }
        Ok(())
    }

    /// Does something at the table and publishes the resulting log.
    pub fn act(
        &mut self,
        action: impl FnOnce(&Table, &SeatKey) -> Result<Table, LiveError>,
    ) -> Result<(), CliError> {
        // The log is kept: a reconnection publishes it again.
        self.publish_action(|client| client.act(action))?;
        self.publish_chance_duties()
    }

    /// Publishes this device's heartbeat when one is due.
    fn publish_heartbeat(&mut self) -> Result<(), CliError> {
        if !self.presence {
            return Ok(());
        }
        if let Some((topic, payload)) = self.client.heartbeat(now_ms()) {
            if self
                .connection
                .publish_retained_once(&topic, &payload)
                .is_err()
            {
                return self.reconnect();
            }
        }
        Ok(())
    }

    /// Publishes what this device owes a Loch Ness table's luck: commitments, its seats'
    /// parts of the draw under way, the draw once every part is in.
    fn publish_chance_duties(&mut self) -> Result<(), CliError> {
        for (topic, payload) in self.client.chance_duties() {
            if topics::classify(self.client.id(), &topic) == Topic::Log {
                self.remember(&payload);
            }
            if self.connection.publish(&topic, &payload, true).is_err() {
                return self.reconnect();
            }
        }
        Ok(())
    }

    /// Publishes this device's log and waits until the broker holds it.
    pub fn publish_and_wait(&mut self) -> Result<(), CliError> {
        self.publish_log()?;
        self.connection
            .wait_acknowledged(remaining(self.deadline))
            .map_err(|e| broker_error(self.broker, e))
    }

    /// Publishes this device's log again (retained).
    fn publish_log(&mut self) -> Result<(), CliError> {
        if let Some((topic, payload)) = self.client.log_payload() {
            self.remember(&payload);
            if self.connection.publish(&topic, &payload, true).is_err() {
                return self.reconnect();
            }
        }
        Ok(())
    }

    /// Makes sure the broker has everything published, says this device left, and
    /// disconnects.
    pub fn close(mut self) -> Result<(), CliError> {
        if self
            .connection
            .wait_acknowledged(remaining(self.deadline))
            .is_err()
        {
            // The last publication may be lost: connect once more to deliver the log.
            self.reconnect()?;
            self.connection
                .wait_acknowledged(remaining(self.deadline))
                .map_err(|e| broker_error(self.broker, e))?;
        }
        if self.presence {
            let (topic, payload) = self.client.goodbye();
            let _ = self.connection.publish_retained_once(&topic, &payload);
        }
        self.connection.disconnect();
        Ok(())
    }

    /// Connects again after the connection broke, backing off between attempts, until
    /// the deadline. The retained log comes with the new subscription, and this device's
    /// own log is published once more in case its last publication was lost.
    fn reconnect(&mut self) -> Result<(), CliError> {
        let mut pause = Duration::from_millis(250);
        loop {
            let wait = connect_timeout(self.deadline);
            match connect(self.broker, &mut self.client, self.presence, wait) {
                Ok(connection) => {
                    self.connection = connection;
                    self.unechoed.clear();
                    let again = self.client.pending_request().into_iter();
                    let mut lost = false;
                    for (topic, payload) in again.chain(self.client.own_parts()) {
                        lost |= self.connection.publish(&topic, &payload, true).is_err();
                    }
                    if lost {
                        continue;
                    }
                    return self.publish_log();
                }
                Err(e) if Instant::now() + pause >= self.deadline => return Err(e),
                Err(_) => {
                    // Nothing to wait on while the broker is away: this pause is the backoff.
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(MAX_BACKOFF);
                }
            }
        }
    }
}

/// Opens a connection for `client`: connect (with its will when it shows presence),
/// subscribe, announce, and sync so that the retained log is in hand; each step within
/// `wait`.
fn connect(
    broker: &str,
    client: &mut TableClient,
    presence: bool,
    wait: Duration,
) -> Result<Connection, CliError> {
    let fail = |e| broker_error(broker, e);
    let will = presence.then(|| client.will());
    let mut connection = Connection::connect(broker, &client_id()?, will, wait).map_err(fail)?;
    let topics = if presence {
        client.subscriptions()
    } else {
        vec![topics::log(client.id())]
    };
    connection.subscribe(&topics, wait).map_err(fail)?;
    if presence {
        for (topic, payload) in client.hello(now_ms()) {
            connection
                .publish_retained_once(&topic, &payload)
                .map_err(fail)?;
        }
    }
    connection.sync(wait).map_err(fail)?;
    Ok(connection)
}

/// How many moves (Loch Ness: actions) a table has.
pub fn moves(table: Option<&Table>) -> usize {
    table.map_or(0, Table::plies)
}
