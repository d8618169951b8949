//! What the page's socket and timers drive at a table: a game's session over its [`Wire`],
//! whose messages only the game reads; the rest (hand-over, rematch, notes, signing) the
//! wire does for every game.

use blockness_live::{BotLevel, LiveError, Received};

use super::{Next, Ping, TableAction, Wire};
use crate::record::Record;
use crate::words::Note;

/// A game's session at one table, over its [`Wire`]: what the page's socket and timers
/// drive (`ui::connection`). Each game's session says what it makes of the messages
/// ([`TableSession::heard`]); the rest is the wire's.
pub trait TableSession {
    /// The session's wire.
    fn wire(&self) -> &Wire;

    /// The session's wire, to change.
    fn wire_mut(&mut self) -> &mut Wire;

    /// What the table client made of the messages just taken in, in order.
    fn heard(&mut self, received: Vec<Received>);

    /// Brings what the game's session draws and owes (its board, its duties) up to date
    /// after the table changed by this device's doing.
    fn changed(&mut self);

    /// Hands `seat` to a computer of `level` this device runs, at `now_ms`, once the grace
    /// time is over (see [`Wire::hand_over`]).
    fn hand_over(&mut self, seat: usize, level: BotLevel, now_ms: u64) -> Result<(), LiveError> {
        self.wire_mut().hand_over(seat, level, now_ms)?;
        self.changed();
        Ok(())
    }

    /// Takes this device's person's seat back from the computer standing in for it.
    fn take_back(&mut self) -> Result<(), LiveError> {
        self.wire_mut().client_mut().take_back()?;
        self.wire_mut().publish_log();
        self.changed();
        Ok(())
    }

    /// After the end, calls the rematch, or follows the one another player called
    /// ([`Wire::rematch`]); returns the next table's record, to keep and to open.
    fn rematch(&mut self) -> Result<Record, LiveError> {
        let record = self.wire_mut().rematch()?;
        self.changed();
        Ok(record)
    }

    /// The record to open the rematch another player called ([`Wire::rematch_record`]).
    fn rematch_record(&self) -> Option<Record> {
        self.wire().rematch_record()
    }

    /// Asks the host for `seat` (the first free one for `None`) under `name`.
    fn ask_seat(&mut self, seat: Option<usize>, name: &str) -> Result<(), LiveError>;

    /// What to keep on the device before a seat is asked for, so that a reload sits down
    /// again or asks again; `None` when nothing more is worth keeping than already is.
    fn record_before_asking(&self) -> Option<Record> {
        None
    }

    /// Does `action` at `now_ms` and says where the page goes next. A refusal is said in
    /// the note, and the page stays.
    fn apply(&mut self, action: TableAction, now_ms: u64) -> Next {
        let done = match action {
            TableAction::Note(note) => {
                self.set_note(note);
                Ok(Next::Stay)
            }
            TableAction::AskSeat { seat, name } => self.ask_seat(seat, &name).map(|()| Next::Stay),
            TableAction::HandOver { seat, level } => {
                self.hand_over(seat, level, now_ms).map(|()| Next::Stay)
            }
            TableAction::TakeBack => self.take_back().map(|()| Next::Stay),
            TableAction::Rematch => self.rematch().map(|record| Next::Rematch(Box::new(record))),
            TableAction::JoinRematch { with_key } => {
                let next = self.wire().client().table().and_then(|t| t.rematch_table());
                match (with_key.then(|| self.rematch_record()).flatten(), next) {
                    (Some(record), _) => Ok(Next::Rematch(Box::new(record))),
                    (None, Some(id)) => Ok(Next::Watch(id)),
                    (None, None) => Err(LiveError::NotOver),
                }
            }
            TableAction::Broker(url) => Ok(Next::Broker(url)),
        };
        done.unwrap_or_else(|why| {
            self.set_note(Note::Refused(why));
            Next::Stay
        })
    }

    /// The record to keep on the device, while there is one worth keeping (see
    /// [`Wire::record`]).
    fn record(&self) -> Option<Record>;

    /// What the person should read, if anything.
    fn note(&self) -> Option<&Note> {
        self.wire().note()
    }

    /// Tells the person something.
    fn set_note(&mut self, note: Note) {
        self.wire_mut().set_note(note);
    }

    /// Clears the note.
    fn dismiss(&mut self) {
        self.wire_mut().dismiss();
    }

    /// A new connection's subscription was granted (after the wire published what it
    /// owes): what else the game's session publishes then.
    fn subscribed(&mut self) {}

    /// See [`Wire::dialing`].
    fn dialing(&mut self) {
        self.wire_mut().dialing();
    }

    /// See [`Wire::connect`].
    fn connect(&mut self, client_id: &str) -> Vec<u8> {
        self.wire_mut().connect(client_id)
    }

    /// Takes a message of `total` bytes from the socket's buffer (see
    /// [`Wire::receive_with`]) and lets the game's session act on it. Returns whether the
    /// subscription was granted in these bytes, when the caller starts the
    /// [`super::RETAINED_WAIT_MS`] wait.
    fn receive_with(
        &mut self,
        total: usize,
        copy: impl FnMut(usize, usize) -> Vec<u8>,
        now_ms: u64,
    ) -> Result<bool, LiveError> {
        let (subscribed, heard) = self.wire_mut().receive_with(total, copy, now_ms)?;
        if subscribed {
            self.subscribed();
        }
        if !heard.is_empty() {
            self.heard(heard);
        }
        Ok(subscribed)
    }

    /// [`TableSession::receive_with`] for bytes already copied.
    fn receive(&mut self, bytes: &[u8], now_ms: u64) -> Result<bool, LiveError> {
        self.receive_with(bytes.len(), |at, len| bytes[at..at + len].to_vec(), now_ms)
    }

    /// See [`Wire::closed`].
    fn closed(&mut self) {
        self.wire_mut().closed();
    }

    /// See [`Wire::no_broker`].
    fn no_broker(&mut self) {
        self.wire_mut().no_broker();
    }

    /// See [`Wire::next_attempt_ms`].
    fn next_attempt_ms(&self) -> u32 {
        self.wire().next_attempt_ms()
    }

    /// See [`Wire::ping`].
    fn ping(&mut self) -> Ping {
        self.wire_mut().ping()
    }

    /// See [`Wire::next_answer_at`].
    fn next_answer_at(&self) -> Option<u64> {
        self.wire().next_answer_at()
    }

    /// See [`Wire::keep_time`].
    fn keep_time(&mut self, now_ms: u64) -> bool {
        self.wire_mut().keep_time(now_ms)
    }

    /// Lets this tab sign with the seat's key, or only watch (see `ui::seat_lock`).
    fn set_signing(&mut self, signing: bool) {
        if self.wire().client().is_signing() != signing {
            self.wire_mut().client_mut().set_signing(signing);
            self.changed();
        }
    }

    /// See [`Wire::tick`].
    fn tick(&mut self, now_ms: u64) {
        self.wire_mut().tick(now_ms);
    }

    /// See [`Wire::heartbeat_in_ms`].
    fn heartbeat_in_ms(&self, now_ms: u64) -> Option<u64> {
        self.wire().heartbeat_in_ms(now_ms)
    }

    /// See [`Wire::retry_republish`].
    fn retry_republish(&mut self, now_ms: u64) {
        self.wire_mut().retry_republish(now_ms);
    }

    /// See [`Wire::retained_wait_over`].
    fn retained_wait_over(&mut self) {
        self.wire_mut().retained_wait_over();
    }

    /// See [`Wire::leave`].
    fn leave(&mut self) -> Vec<Vec<u8>> {
        self.wire_mut().leave()
    }

    /// See [`Wire::take_outgoing`].
    fn take_outgoing(&mut self) -> Vec<Vec<u8>> {
        self.wire_mut().take_outgoing()
    }
}
