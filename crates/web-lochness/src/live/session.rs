//! The session: the table client's Loch Ness duties over the wire.

use blockness_live::topics::{self, Topic};
use blockness_live::LochNessTable;
use blockness_live::{
    InviteSecret, LiveError, Received, SeatKey, Stage, Table, TableClient, TableGame, TableId,
};
use blockness_lochness::{choose, Action, Game, Level};
use blockness_web_table::record::Record;
use blockness_web_table::session::{open_client, TableSession, Wire};
use blockness_web_table::words::Note;

use crate::state::table::Table as Board;

/// One device at one live Loch Ness table.
#[derive(Debug)]
pub struct LochLiveSession {
    pub(super) wire: Wire,
    /// Mixed with the ply into each decision of the computers this device runs, so a
    /// replay of the same table decides the same.
    bot_seed: u64,
    /// The table's game as this screen draws it and takes the person's clicks, once the
    /// table's log has come.
    pub(super) board: Option<Board>,
    /// The invite's secret, when this device holds it: only then may it ask for a seat.
    pub(super) secret: Option<InviteSecret>,
    /// Whether the key is kept on the device (a seated player's, or one that asked).
    pub(super) keeps_key: bool,
}

impl LochLiveSession {
    /// A session for a table this device holds (made here, or kept), whose log is
    /// `unsent` while no broker has acknowledged it.
    pub fn with_table(table: Table, key: SeatKey, unsent: bool) -> LochLiveSession {
        Self::over(TableClient::with_table(table, key), unsent)
    }

    /// A session that learns table `id` from the broker, with this device's `key`.
    pub fn join(id: TableId, key: SeatKey) -> LochLiveSession {
        Self::over(TableClient::join(id, key), false)
    }

    /// A session for the table of `record` (read from storage), or for table `id` with a
    /// new spectator's key `guest`. `secret` is the invite's, when the address carries it (a
    /// record's own wins).
    pub fn open(
        id: TableId,
        record: Option<Record>,
        guest: SeatKey,
        secret: Option<InviteSecret>,
    ) -> LochLiveSession {
        let opened = open_client(id, record, guest, secret, TableGame::LochNess);
        let mut session = Self::over(opened.client, opened.unsent);
        session.secret = opened.secret;
        session.keeps_key = opened.keeps_key;
        session
    }

    fn over(client: TableClient, unsent: bool) -> LochLiveSession {
        let client = client.for_game(TableGame::LochNess);
        let seed = client.key().to_seed();
        let bot_seed = u64::from_le_bytes(seed[..8].try_into().unwrap_or([0; 8]));
        let mut session = LochLiveSession {
            wire: Wire::new(client, unsent),
            bot_seed,
            board: None,
            secret: None,
            keeps_key: true,
        };
        session.after_change();
        session
    }

    /// The table, once its log has arrived.
    pub fn table(&self) -> Option<&Table> {
        self.wire.client().table()
    }

    /// The game as the table's log has it, draws included.
    pub fn game(&self) -> Option<&Game> {
        self.table()?.lochness().map(|play| play.game())
    }

    /// Changes whenever anything drawn changes.
    pub fn revision(&self) -> u64 {
        self.wire.revision()
    }

    /// The game as this screen draws it, once the table's log has come.
    pub fn board(&self) -> Option<&Board> {
        self.board.as_ref()
    }

    /// The seat of this device's person, if it holds one.
    pub fn my_seat(&self) -> Option<usize> {
        self.wire.client().seat()
    }

    /// Whether this device's person is to act now (not while a computer stands in).
    pub fn person_to_act(&self) -> bool {
        let Some(table) = self.table() else {
            return false;
        };
        // The person's seat is theirs to sign unless a computer stands in for it (and only
        // in the tab that signs for it).
        self.wire.client().is_signing()
            && table.stage() == Stage::Playing
            && table.seat_to_move().is_some_and(|seat| {
                Some(seat) == self.my_seat() && table.computer_of(seat).is_none()
            })
    }

    /// Takes `action` for this device's person, and publishes it; a refusal is also kept
    /// as the note.
    pub fn act(&mut self, action: &Action) -> Result<(), LiveError> {
        if !self.person_to_act() {
            return Err(LiveError::NotPlaying);
        }
        self.sign(action)
    }

    /// Signs `action` as the seat to act, publishes it and does the duties it brings.
    fn sign(&mut self, action: &Action) -> Result<(), LiveError> {
        let signed = self
            .wire
            .client_mut()
            .act(|table, key| table.act(key, action));
        if let Err(why) = signed {
            self.wire.set_note(Note::Refused(why.clone()));
            // The board may hold the refused action: it goes back to the table's game.
            self.after_change();
            return Err(why);
        }
        self.wire.publish_log();
        self.after_change();
        Ok(())
    }

    /// Asks the host for a seat with the invite's `secret`, under `name`, in `seat` if it
    /// is free; the request is retained, and asked again at each connection.
    pub fn ask(
        &mut self,
        secret: &InviteSecret,
        name: &str,
        seat: Option<usize>,
    ) -> Result<(), LiveError> {
        let (topic, payload) = self.wire.client_mut().ask(secret, name, seat)?;
        self.keeps_key = true;
        self.wire.publish_retained(&topic, &payload);
        self.wire.bump();
        Ok(())
    }

    /// The computer seat this device runs that is to act, and its level.
    pub fn computer_to_act(&self) -> Option<(usize, Level)> {
        let table = self.table()?;
        if table.stage() != Stage::Playing {
            return None;
        }
        let seat = table.seat_to_move()?;
        let (level, key) = table.computer_of(seat)?;
        let here = self.wire.client().is_signing() && key == self.wire.client().key().public();
        here.then_some((seat, level.into()))
    }

    /// The seed of the next decision of a computer this device runs.
    pub fn computer_seed(&self) -> u64 {
        let plies = self.table().map_or(0, Table::plies) as u64;
        self.bot_seed ^ plies.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// The action of the computer to act, found on the calling thread (the page asks its
    /// worker for the strong level's instead, with [`LochLiveSession::computer_seed`]).
    pub fn computer_action(&self) -> Option<Action> {
        let (_, level) = self.computer_to_act()?;
        choose(self.game()?, level, self.computer_seed())
    }

    /// Plays `action` for the computer to act, once it is checked to be that seat's turn.
    pub fn play_computer(&mut self, action: &Action) -> Result<(), LiveError> {
        if self.computer_to_act().is_none() {
            return Err(LiveError::NotPlaying);
        }
        self.sign(action)
    }

    /// A timer's turn at `now_ms`: what the table is owed may come from no message (a
    /// draw's part published again, the wait for a silent seat).
    pub fn tick(&mut self, now_ms: u64) {
        self.wire.client_mut().tick(now_ms);
        self.chance_duties();
        self.sync_board();
    }

    /// The duties and the board after the table changed.
    pub(super) fn after_change(&mut self) {
        self.chance_duties();
        self.sync_board();
        self.wire.bump();
    }

    /// Publishes what this device owes the table's luck: commitments for its seats, their
    /// parts of the draw under way, and the draw once every part is in.
    fn chance_duties(&mut self) {
        let id = self.wire.client().id();
        for (topic, payload) in self.wire.client_mut().chance_duties() {
            if topics::classify(id, &topic) == Topic::Log {
                self.wire.publish_log();
            } else {
                self.wire.publish_retained(&topic, &payload);
            }
            self.wire.bump();
        }
    }
}

impl TableSession for LochLiveSession {
    fn wire(&self) -> &Wire {
        &self.wire
    }

    // While the key is worth keeping (it sits at the table, or asked to), never over an
    // unreadable record.
    fn record(&self) -> Option<Record> {
        (self.keeps_key && !self.wire.record_blocked()).then(|| self.wire.record(self.secret))
    }

    fn wire_mut(&mut self) -> &mut Wire {
        &mut self.wire
    }

    fn changed(&mut self) {
        self.after_change();
    }

    // With the invite's secret, under the name as the log writes it.
    fn ask_seat(&mut self, seat: Option<usize>, name: &str) -> Result<(), LiveError> {
        let secret = self.secret.ok_or(LiveError::NoTicket)?;
        let name = blockness_live::names::clean(name);
        self.ask(&secret, &name, seat)
    }

    fn heard(&mut self, received: Vec<Received>) {
        // A log of another game or version, when this device has no table to show: the
        // person reads why nothing comes.
        if let Some(why) = self.wire.unreadable_table(&received) {
            self.wire.set_note(Note::Refused(why.clone()));
        }
        if received
            .iter()
            .any(|r| matches!(r, Received::Table(_) | Received::Part))
        {
            self.after_change();
        }
        self.wire.bump();
    }

    fn subscribed(&mut self) {
        // The parts published before a disconnection may have been missed, or spoiled on
        // the broker since.
        for (topic, payload) in self.wire.client().own_parts() {
            self.wire.publish_retained(&topic, &payload);
        }
    }
}
