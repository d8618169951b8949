//! A table as every client sees it: a log checked entry by entry, its seats, and the game
//! it plays, which it knows only through [`TableRules`].
//!
//! This file holds the state; `check` the checks of one entry; `actions` what a device
//! does at the table (seat a player, move, resign, call the rematch); `fork` which of two
//! logs a client keeps; `proof` the proof that a key signed twice for one place; `luck` the
//! table's draws, for a game that has luck; `stand_in` the seats handed to a computer.

mod actions;
mod check;
mod fork;
mod luck;
mod proof;
mod stand_in;

use sha2::{Digest, Sha256};

use crate::chain::{self, Chain};
use crate::domain::DOMAIN;
use crate::games::{self, TableGame};
use crate::log::{
    BotLevel, BotSeat, Log, SeatedPlayer, Settings, MAX_GRACE, MIN_GRACE, PROTOCOL_VERSION,
};
use crate::rules::{TableRules, Turn};
use crate::{names, LiveError, PublicKey, TableId};

pub use fork::Adoption;
use luck::Luck;
pub use proof::Forfeit;
pub use stand_in::{StandIn, MAX_HAND_OVERS};

/// Who sits in a seat. Seats are the places at the table in sitting order (under Block
/// Ness's swap option the person in seat 1 may take over the first colour: the game says
/// whose seat is to act).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// Nobody yet: the host gives it to the first invited player who asks.
    Open,
    /// A person, with the key of their device.
    Player {
        /// Their device's key.
        key: PublicKey,
        /// The name they gave.
        name: String,
    },
    /// A computer, run by the host's device.
    Bot {
        /// How strong it plays.
        level: BotLevel,
        /// The host's key, which signs its moves.
        key: PublicKey,
    },
}

impl Seat {
    /// The key that signs for this seat, if it is taken.
    pub fn key(&self) -> Option<PublicKey> {
        match self {
            Seat::Open => None,
            Seat::Player { key, .. } | Seat::Bot { key, .. } => Some(*key),
        }
    }
}

/// Where a table is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Some seats are still free; no move can be played yet.
    Seating,
    /// Every seat is taken and the game is on. The seating is final.
    Playing,
    /// Nobody can place, a seat resigned, or a key was caught signing twice for one place.
    Over,
}

/// A table: its id, its checked log, the seats and the game the log makes.
///
/// Every entry is checked before it counts: the signature by the right key over the entry,
/// its place and the chain of entries before it; the invite's ticket for a claim; the seat
/// free; the move legal for the seat to move. A log is adopted only by the rules of
/// [`Table::adopt`], so every client that has seen the same messages shows the same game,
/// whatever a hostile client sends.
#[derive(Clone, Debug)]
pub struct Table {
    id: TableId,
    log: Log,
    seats: Vec<Seat>,
    /// The game the log plays.
    rules: Box<dyn TableRules>,
    /// The table's luck, for a game that has any.
    luck: Luck,
    /// What the game waited for before each entry.
    turns: Vec<Turn>,
    host: PublicKey,
    gate: Option<PublicKey>,
    /// `chain[i]`: the chain hash before entry `i` (one more than there are entries).
    chain: Vec<Chain>,
    /// The key that signed each entry (none for a Loch Ness draw or a proof).
    signers: Vec<Option<PublicKey>>,
    resigned: Option<usize>,
    rematch: Option<TableId>,
    /// The computer standing in for each seat, if one does.
    stand_ins: Vec<Option<StandIn>>,
    /// How many times each seat was handed to a computer.
    hand_overs: Vec<u8>,
    /// The key caught signing two entries for one place, and where.
    forfeit: Option<Forfeit>,
    /// The log as it travels ([`Log::to_wire`]), kept as entries are added: a received copy
    /// of it, or of it with entries appended, is told by its bytes.
    wire: Vec<u8>,
}

impl Table {
    /// A new table with `settings` (a fresh `nonce` drawn by the caller). Checks the
    /// settings as a received log would be checked.
    pub fn create(settings: Settings) -> Result<Table, LiveError> {
        let id = settings.table_id();
        Table::verify(
            id,
            Log {
                v: PROTOCOL_VERSION,
                settings,
                entries: Vec::new(),
            },
        )
    }

    /// Checks a whole received log for table `id`, entry by entry.
    pub fn verify(id: TableId, log: Log) -> Result<Table, LiveError> {
        let mut table = Table::empty(id, &log.settings)?;
        for (index, entry) in log.entries.into_iter().enumerate() {
            table.apply(index, entry, true)?;
        }
        Ok(table)
    }

    /// The table with no entries yet, after checking the settings and the id.
    fn empty(id: TableId, settings: &Settings) -> Result<Table, LiveError> {
        let bad = |reason: String| LiveError::BadSettings { reason };
        if settings.table_id() != id {
            return Err(LiveError::WrongTable);
        }
        if settings.nonce.len() != 32 || !settings.nonce.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(bad("the nonce is not 32 hexadecimal digits".into()));
        }
        let players = settings.players as usize;
        let rules = games::rules_of(settings)?;
        let host = PublicKey::parse(&settings.host)?;
        let gate = settings.gate.as_deref().map(PublicKey::parse).transpose()?;
        if let Some(rematch_of) = &settings.rematch_of {
            rematch_of.parse::<TableId>()?;
        }
        if let Some(grace) = settings.grace {
            if !(MIN_GRACE..=MAX_GRACE).contains(&grace) {
                return Err(bad(format!(
                    "a grace time of {grace} s is not between {MIN_GRACE} s and {MAX_GRACE} s"
                )));
            }
        }
        let mut seats = vec![Seat::Open; players];
        for BotSeat { seat, level } in &settings.bots {
            let seat = *seat as usize;
            if seat >= players || seats[seat] != Seat::Open {
                return Err(bad(format!(
                    "computer seat {seat} is not a free seat of the table"
                )));
            }
            seats[seat] = Seat::Bot {
                level: *level,
                key: host,
            };
        }
        for SeatedPlayer { seat, key, name } in &settings.seated {
            let seat = *seat as usize;
            let key = PublicKey::parse(key)?;
            names::check(name)?;
            if seat >= players || seats[seat] != Seat::Open {
                return Err(bad(format!("seat {seat} is not a free seat of the table")));
            }
            if holds_person_seat(&seats, key) {
                return Err(LiveError::AlreadySeated);
            }
            seats[seat] = Seat::Player {
                key,
                name: name.clone(),
            };
        }
        if gate.is_none() && seats.contains(&Seat::Open) {
            return Err(bad("a seat is free but the table has no invite".into()));
        }
        Ok(Table {
            id,
            log: Log {
                v: PROTOCOL_VERSION,
                settings: settings.clone(),
                entries: Vec::new(),
            },
            seats,
            rules,
            luck: Luck::new(id, players),
            turns: Vec::new(),
            host,
            gate,
            chain: vec![chain::genesis(id)],
            signers: Vec::new(),
            resigned: None,
            rematch: None,
            stand_ins: vec![None; players],
            hand_overs: vec![0; players],
            forfeit: None,
            wire: Log {
                v: PROTOCOL_VERSION,
                settings: settings.clone(),
                entries: Vec::new(),
            }
            .to_wire(),
        })
    }

    /// The table's id.
    pub fn id(&self) -> TableId {
        self.id
    }

    /// The checked log, to publish.
    pub fn log(&self) -> &Log {
        &self.log
    }

    /// The log's bytes as they travel: the same as `self.log().to_wire()`, kept as the log
    /// grows rather than written out again.
    pub fn wire(&self) -> &[u8] {
        &self.wire
    }

    /// The table's settings.
    pub fn settings(&self) -> &Settings {
        &self.log.settings
    }

    /// The host's key: it seats the invited and signs the computer seats' moves.
    pub fn host(&self) -> PublicKey {
        self.host
    }

    /// Whether a seat can be asked for with an invite (the table has a gate).
    pub fn has_invite(&self) -> bool {
        self.gate.is_some()
    }

    /// The chain hash before entry `index` (`index` up to the number of entries).
    pub fn chain_at(&self, index: usize) -> Option<Chain> {
        self.chain.get(index).copied()
    }

    /// The key that signed entry `index` (none for a draw or a proof).
    pub fn signer_at_entry(&self, index: usize) -> Option<PublicKey> {
        self.signers.get(index).copied().flatten()
    }

    /// The seats, in sitting order.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// The first seat nobody holds.
    pub fn first_open_seat(&self) -> Option<usize> {
        self.seats.iter().position(|s| *s == Seat::Open)
    }

    /// The seats whose moves `key` signs now: the host's computer seats as well as its own
    /// person's, and the seats handed over to a computer this key runs, but not its own
    /// seat while a computer stands in for it.
    pub fn seats_of(&self, key: PublicKey) -> Vec<usize> {
        (0..self.seats.len())
            .filter(|&s| self.signer_of(s) == Some(key))
            .collect()
    }

    /// The person's seat `key` holds, if any.
    pub fn person_seat_of(&self, key: PublicKey) -> Option<usize> {
        self.seats
            .iter()
            .position(|s| matches!(s, Seat::Player { key: k, .. } if *k == key))
    }

    /// The game the log plays, for that game's own code ([`crate::games`]) to read.
    pub fn rules(&self) -> &dyn TableRules {
        self.rules.as_ref()
    }

    /// The game this table plays.
    pub fn game_kind(&self) -> TableGame {
        self.log.settings.game
    }

    /// Whether the table plays Loch Ness.
    pub fn is_loch_ness(&self) -> bool {
        self.log.settings.game == TableGame::LochNess
    }

    /// The number of moves played (and draws taken, in a game with luck).
    pub fn plies(&self) -> usize {
        self.rules.plies()
    }

    /// The table seat whose holder moves now: the seat of the person to act (none while
    /// the table draws).
    pub fn seat_to_move(&self) -> Option<usize> {
        if self.stage() != Stage::Playing {
            return None;
        }
        self.rules.to_act()
    }

    /// What the game waited for before entry `index` (up to the number of entries: what it
    /// waits for now).
    pub fn turn_before(&self, index: usize) -> Option<Turn> {
        match self.turns.get(index) {
            Some(turn) => Some(*turn),
            None if index == self.turns.len() => Some(self.turn_now()),
            None => None,
        }
    }

    /// What the game waits for now (nothing while seats are free or after the end).
    fn turn_now(&self) -> Turn {
        let playing = self.stage() == Stage::Playing;
        Turn {
            to_act: self.seat_to_move(),
            draw: playing && self.rules.luck_wanted().is_some(),
            plies: self.rules.plies(),
        }
    }

    /// Where the table is in its life.
    pub fn stage(&self) -> Stage {
        if self.resigned.is_some() || self.forfeit.is_some() || self.rules.is_over() {
            Stage::Over
        } else if self.seats.contains(&Seat::Open) {
            Stage::Seating
        } else {
            Stage::Playing
        }
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<usize> {
        self.resigned
    }

    /// The key caught signing two entries for one place, if one was: the game ended there
    /// with its seats ranked last.
    pub fn forfeit(&self) -> Option<&Forfeit> {
        self.forfeit.as_ref()
    }

    /// The seats ranked last whatever the game says: the one that resigned, or the seats of
    /// a key caught signing twice.
    pub fn ranked_last(&self) -> Vec<usize> {
        match (&self.forfeit, self.resigned) {
            (Some(forfeit), _) => forfeit.seats.clone(),
            (None, Some(seat)) => vec![seat],
            (None, None) => Vec::new(),
        }
    }

    /// The new table a rematch entry points at.
    pub fn rematch_table(&self) -> Option<TableId> {
        self.rematch
    }

    /// The settings of this table's rematch, the same on every client: the same rules and
    /// host, everyone seated again with seats turned by one (the second seat starts, and
    /// with three or four players every colour moves on), a nonce drawn from this table's
    /// id, no invite. So whoever calls the rematch, and however often, every player lands
    /// at the same table.
    pub fn rematch_settings(&self) -> Settings {
        let players = self.seats.len();
        let turned = |seat: usize| ((seat + players - 1) % players) as u8;
        let mut hasher = Sha256::new();
        hasher.update(DOMAIN);
        hasher.update(b"rematch");
        hasher.update(self.id.to_bytes());
        let digest = hasher.finalize();
        let old = &self.log.settings;
        let mut bots = Vec::new();
        let mut seated = Vec::new();
        for (seat, taken) in self.seats.iter().enumerate() {
            match taken {
                Seat::Bot { level, .. } => bots.push(BotSeat {
                    seat: turned(seat),
                    level: *level,
                }),
                Seat::Player { key, name } => seated.push(SeatedPlayer {
                    seat: turned(seat),
                    key: key.to_string(),
                    name: name.clone(),
                }),
                Seat::Open => {}
            }
        }
        bots.sort_by_key(|b| b.seat);
        seated.sort_by_key(|p| p.seat);
        Settings {
            nonce: digest[..16].iter().map(|b| format!("{b:02x}")).collect(),
            game: old.game,
            players: old.players,
            expert: old.expert,
            swap: old.swap,
            edition: old.edition.clone(),
            host: old.host.clone(),
            gate: None,
            bots,
            seated,
            rematch_of: Some(self.id.to_string()),
            grace: old.grace,
        }
    }

    /// The game's ordinary link, as `blockness link encode` (or `blockness lochness link
    /// encode`) writes it: it opens offline.
    pub fn link(&self) -> String {
        self.rules.link()
    }
}

/// Whether `key` holds a person's seat among `seats`.
fn holds_person_seat(seats: &[Seat], key: PublicKey) -> bool {
    seats
        .iter()
        .any(|s| matches!(s, Seat::Player { key: k, .. } if *k == key))
}
