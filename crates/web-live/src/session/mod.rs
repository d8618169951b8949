//! One device at one live Block Ness table, without I/O: [`LiveSession`] holds the table's
//! [`Wire`] (the kit's connection, the same for every game), the board drawn from the
//! table's game and the computer seats this device runs. The browser side feeds it the
//! socket's bytes and the person's actions, and sends what it queues
//! ([`TableSession::take_outgoing`]); the native tests drive it the same way, through the
//! kit's broker in memory.
//!
//! This file holds the state and what the session makes of the messages; `shown` what the
//! page reads of it and what the device keeps; `table` the table's side (the board, the
//! seats, moves, resignation, rematch, the computer seats); `seat_request` a seat asked for
//! and how it ended; `absence` the seats whose device is away.

mod absence;
mod create;
mod seat_request;
mod shown;
mod table;

#[cfg(test)]
mod tests;

use std::rc::Rc;

use blockness_live::{InviteSecret, LiveError, Received, SeatKey, TableGame, PROTOCOL_VERSION};
use blockness_web_board::board::BoardState;
use blockness_web_board::bot_driver::BotDriver;

pub use create::{by_link_address, open_table};
pub use table::{game_id, SeatLine};

use blockness_web_table::record::Record;
use blockness_web_table::session::{open_client, Link, Opened, Shown, TableSession, Unsent, Wire};
use blockness_web_table::words::Note;

/// One device at one table.
#[derive(Debug)]
pub struct LiveSession {
    /// The connection to the table's broker, and the table client.
    wire: Wire,
    /// The board drawn from the table's game.
    board: Rc<BoardState>,
    /// The computer seats this device runs.
    bots: BotDriver,
    /// Whether the key is kept on the device (the creator's, or a seated player's).
    keeps_key: bool,
    /// The invite's secret, when this device holds it: only then may it ask for a seat.
    secret: Option<InviteSecret>,
    /// Whether the end of this device's seat request was told.
    seating_told: bool,
    /// The game is over and kept in My games: the key is no longer kept on the device.
    key_retired: bool,
}

impl LiveSession {
    /// A session for the table of `record` (read from storage, or just made: then its table
    /// is the new one and unsent), or for table `id` with a new spectator's key. `secret`
    /// is the invite's, when the address carries it (a record's own wins).
    pub fn open(
        id: blockness_live::TableId,
        record: Option<Record>,
        guest: SeatKey,
        secret: Option<InviteSecret>,
    ) -> Self {
        let Opened {
            client,
            unsent,
            keeps_key,
            secret,
        } = open_client(id, record, guest, secret, TableGame::BlockNess);
        let seed = u64::from_le_bytes(client.key().to_seed()[..8].try_into().unwrap_or([0; 8]));
        let mut session = LiveSession {
            wire: Wire::new(client, unsent),
            board: Rc::new(BoardState::picture(empty_game())),
            bots: BotDriver::new(seed),
            keeps_key,
            secret,
            seating_told: false,
            key_retired: false,
        };
        session.after_table_change();
        session
    }
}

impl TableSession for LiveSession {
    fn wire(&self) -> &Wire {
        &self.wire
    }

    // Only once the key is worth keeping (this device made the table or sits at it), never
    // over an unreadable one, and no more once the game is over and kept in My games.
    fn record(&self) -> Option<Record> {
        (self.keeps_key && !self.wire.record_blocked() && !self.key_retired)
            .then(|| self.wire.record(self.secret))
    }

    fn wire_mut(&mut self) -> &mut Wire {
        &mut self.wire
    }

    fn changed(&mut self) {
        self.after_table_change();
    }

    fn ask_seat(&mut self, seat: Option<usize>, name: &str) -> Result<(), LiveError> {
        self.ask(seat, name)
    }

    fn record_before_asking(&self) -> Option<Record> {
        LiveSession::record_before_asking(self)
    }

    fn heard(&mut self, received: Vec<Received>) {
        // A refused message changes nothing; it is not the person's doing, so it is not
        // theirs to read either, beyond a table of another version's or game's, when this
        // device has no table to show.
        if let Some(why) = self.wire.unreadable_table(&received) {
            self.wire.set_note(match why {
                LiveError::Version { version } if *version < PROTOCOL_VERSION => Note::OldTable,
                _ => Note::Refused(why.clone()),
            });
            self.wire.bump();
        }
        for received in received {
            match received {
                Received::Table(_) => self.after_table_change(),
                Received::Presence => self.wire.bump(),
                // The parts of a Loch Ness draw: this page plays Block Ness tables only.
                Received::Part | Received::Nothing(_) => {}
            }
        }
    }
}

/// The game shown before the table's log arrives: an empty two-player board, drawn frozen.
fn empty_game() -> blockness_core::Game {
    let edition = blockness_web_board::editions::standard_edition();
    let setup = blockness_core::Setup::new(&edition, 2, None, false)
        .expect("the standard edition seats two players");
    blockness_core::Game::new(edition, setup)
}
