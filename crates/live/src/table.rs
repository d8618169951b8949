//! A table as every client sees it: a log checked entry by entry, its seats and its game.

use std::sync::Arc;

use blockness_core::{encode_link, Edition, Game, Move, Notation, Phase, Setup};

use crate::log::{BotLevel, BotSeat, Entry, Log, Settings, PROTOCOL_VERSION};
use crate::{LiveError, PublicKey, SeatKey, TableId};

/// The longest name a player can sit down with, in characters.
pub const MAX_NAME: usize = 24;

/// Who sits in a seat. Seats are the places at the table in the order people sat down
/// at the start; under the swap option the person in seat 1 may take over the first
/// colour, and [`Game::person_of`] tells which seat plays which colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// Nobody yet: the first valid claim takes it.
    Open,
    /// A person, with the key of their device.
    Player {
        /// Their device's key.
        key: PublicKey,
        /// The name they gave.
        name: String,
    },
    /// A computer, run by the table creator's device.
    Bot {
        /// How strong it plays.
        level: BotLevel,
        /// The creator's key, which signs its moves.
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
    /// Every seat is taken and the game is on.
    Playing,
    /// Nobody can place, or a seat resigned.
    Over,
}

/// What became of a log received from the broker (see [`Table::adopt`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Adoption {
    /// The same log as ours: nothing to do.
    Same,
    /// It extends ours: the entries from `from` on are new and every one was checked.
    Extended {
        /// The first new entry's index.
        from: usize,
    },
    /// It differs from ours at entry `at` and wins the tie-break: the table from `at` on
    /// is now the received one (two claims for one seat at the same moment do this).
    Replaced {
        /// The first entry that differs.
        at: usize,
    },
    /// Ours is longer or wins the tie-break: the sender is behind, so ours is worth
    /// sending again.
    Behind,
    /// Not a log of this table, or nothing in it past ours checks out.
    Refused(LiveError),
}

/// A table: its id, its checked log, the seats and the game the log makes.
///
/// Every entry is checked before it counts: the signature by the right key, the seat
/// free, the move legal for the seat to move, in its place. A log is adopted only when it
/// extends ours or wins the tie-break between two logs that part ways, so every client
/// that has seen the same messages shows the same game, whatever a hostile client sends.
#[derive(Clone, Debug)]
pub struct Table {
    id: TableId,
    log: Log,
    seats: Vec<Seat>,
    game: Game,
    resigned: Option<usize>,
    rematch: Option<TableId>,
}

impl Table {
    /// A new table's log: its settings with a fresh `nonce` (32 hexadecimal digits of
    /// random bits drawn by the caller). Checks the settings as a received log would be.
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
        if settings.table_id() != id {
            return Err(LiveError::WrongTable);
        }
        if settings.nonce.len() != 32 || !settings.nonce.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(LiveError::BadSettings {
                reason: "the nonce is not 32 hexadecimal digits".into(),
            });
        }
        let edition =
            Edition::built_in(&settings.edition).ok_or_else(|| LiveError::BadSettings {
                reason: format!("no built-in edition is called '{}'", settings.edition),
            })?;
        let players = settings.players as usize;
        let setup = Setup::new(&edition, players, None, settings.expert)
            .and_then(|s| s.with_swap(settings.swap))
            .map_err(|e| LiveError::BadSettings {
                reason: e.to_string(),
            })?;
        let mut seats = vec![Seat::Open; players];
        for BotSeat { seat, level, key } in &settings.bots {
            let seat = *seat as usize;
            if seat >= players || seats[seat] != Seat::Open {
                return Err(LiveError::BadSettings {
                    reason: format!("computer seat {seat} is not a free seat of the table"),
                });
            }
            seats[seat] = Seat::Bot {
                level: *level,
                key: PublicKey::parse(key)?,
            };
        }
        Ok(Table {
            id,
            log: Log {
                v: PROTOCOL_VERSION,
                settings: settings.clone(),
                entries: Vec::new(),
            },
            seats,
            game: Game::new(Arc::new(edition), setup),
            resigned: None,
            rematch: None,
        })
    }

    /// Applies entry number `index`; `check_signature` is false only for entries already
    /// checked in another copy of this log.
    fn apply(
        &mut self,
        index: usize,
        entry: Entry,
        check_signature: bool,
    ) -> Result<(), LiveError> {
        let signer = match &entry {
            Entry::Claim {
                seat, key, name, ..
            } => {
                let seat = *seat as usize;
                let key = PublicKey::parse(key)?;
                if self.seats.get(seat) != Some(&Seat::Open) {
                    return Err(LiveError::SeatTaken { seat });
                }
                if self
                    .seats
                    .iter()
                    .any(|s| matches!(s, Seat::Player { key: k, .. } if *k == key))
                {
                    return Err(LiveError::AlreadySeated);
                }
                if name.trim().is_empty() || name.chars().count() > MAX_NAME {
                    return Err(LiveError::BadName);
                }
                key
            }
            Entry::Move { ply, .. } => {
                if self.stage() != Stage::Playing {
                    return Err(LiveError::NotPlaying);
                }
                if *ply as usize != self.game.moves().len() {
                    return Err(LiveError::OutOfOrder {
                        ply: *ply as usize,
                        expected: self.game.moves().len(),
                    });
                }
                self.mover_key().ok_or(LiveError::NotPlaying)?
            }
            Entry::Resign { seat, .. } => {
                if self.stage() != Stage::Playing {
                    return Err(LiveError::NotPlaying);
                }
                self.seats
                    .get(*seat as usize)
                    .and_then(Seat::key)
                    .ok_or(LiveError::SeatTaken {
                        seat: *seat as usize,
                    })?
            }
            Entry::Rematch { table, key, .. } => {
                if self.stage() != Stage::Over || self.rematch.is_some() {
                    return Err(LiveError::NotOver);
                }
                table.parse::<TableId>()?;
                let key = PublicKey::parse(key)?;
                if !self.seats.iter().any(|s| s.key() == Some(key)) {
                    return Err(LiveError::NotSeated);
                }
                key
            }
        };
        if check_signature {
            let sig = match &entry {
                Entry::Claim { sig, .. }
                | Entry::Move { sig, .. }
                | Entry::Resign { sig, .. }
                | Entry::Rematch { sig, .. } => sig,
            };
            if !signer.verifies(self.id, index, &entry.signed_content(), sig) {
                return Err(LiveError::BadSignature { index });
            }
        }
        match &entry {
            Entry::Claim {
                seat, key, name, ..
            } => {
                self.seats[*seat as usize] = Seat::Player {
                    key: PublicKey::parse(key)?,
                    name: name.clone(),
                };
            }
            Entry::Move { mv, .. } => {
                let notation: Notation =
                    mv.parse().map_err(|e: blockness_core::NotationError| {
                        LiveError::IllegalMove {
                            reason: e.to_string(),
                        }
                    })?;
                let mv = notation
                    .to_move(self.game.rules(), self.game.position())
                    .map_err(|e| LiveError::IllegalMove {
                        reason: e.to_string(),
                    })?;
                self.game.play(mv).map_err(|e| LiveError::IllegalMove {
                    reason: e.to_string(),
                })?;
            }
            Entry::Resign { seat, .. } => self.resigned = Some(*seat as usize),
            Entry::Rematch { table, .. } => self.rematch = table.parse().ok(),
        }
        self.log.entries.push(entry);
        Ok(())
    }

    /// Takes in a log received for this table (see [`Adoption`]). Entries it shares with
    /// ours are not checked again; of the rest, the valid ones before the first invalid one
    /// count, so a cut or spoiled copy of a real log still brings its good part.
    pub fn adopt(&mut self, received: Log) -> Adoption {
        if received.settings != self.log.settings {
            return Adoption::Refused(LiveError::WrongTable);
        }
        let ours = &self.log.entries;
        let shared = ours
            .iter()
            .zip(&received.entries)
            .take_while(|(a, b)| a == b)
            .count();
        if shared == ours.len() && shared == received.entries.len() {
            return Adoption::Same;
        }
        if shared < ours.len() && received.entries.len() < ours.len() {
            return Adoption::Behind;
        }
        // Rebuild from the shared part (already checked), then check the rest.
        let mut candidate = if shared == ours.len() {
            self.clone()
        } else {
            let mut t = match Table::empty(self.id, &self.log.settings) {
                Ok(t) => t,
                Err(e) => return Adoption::Refused(e),
            };
            for (index, entry) in ours[..shared].iter().enumerate() {
                if let Err(e) = t.apply(index, entry.clone(), false) {
                    return Adoption::Refused(e);
                }
            }
            t
        };
        let mut first_error = None;
        for (index, entry) in received.entries.into_iter().enumerate().skip(shared) {
            if let Err(e) = candidate.apply(index, entry, true) {
                first_error = Some(e);
                break;
            }
        }
        let theirs = candidate.log.entries.len();
        if theirs == shared {
            // Nothing past the shared part checked out.
            return match first_error {
                Some(e) if shared == ours.len() => Adoption::Refused(e),
                _ => Adoption::Behind,
            };
        }
        if shared == ours.len() {
            *self = candidate;
            return Adoption::Extended { from: shared };
        }
        // The two logs part ways at `shared`: the longer valid one wins, and between two of
        // one length the entry that sorts first, so every client picks the same.
        let wins = theirs > ours.len()
            || (theirs == ours.len()
                && serde_json::to_string(&candidate.log.entries[shared]).ok()
                    < serde_json::to_string(&ours[shared]).ok());
        if wins {
            *self = candidate;
            Adoption::Replaced { at: shared }
        } else {
            Adoption::Behind
        }
    }

    /// The log with `entry` signed by `key` appended, checked as any client will check it.
    /// The caller publishes it and adopts it.
    fn extend(&self, key: &SeatKey, entry: impl Fn(String) -> Entry) -> Result<Table, LiveError> {
        let index = self.log.entries.len();
        let sig = key.sign(self.id, index, &entry(String::new()).signed_content());
        let mut next = self.clone();
        next.apply(index, entry(sig), true)?;
        Ok(next)
    }

    /// Takes seat `seat` under `name` with `key`.
    pub fn claim(&self, key: &SeatKey, seat: usize, name: &str) -> Result<Table, LiveError> {
        let make = |sig: String| Entry::Claim {
            seat: seat.min(u8::MAX as usize) as u8,
            key: key.public().to_string(),
            name: name.to_string(),
            sig,
        };
        self.extend(key, make)
    }

    /// Plays `mv` for the seat to move, which `key` must hold.
    pub fn play(&self, key: &SeatKey, mv: &Move) -> Result<Table, LiveError> {
        let text = Notation::of(self.game.rules(), self.game.position(), mv).to_string();
        let ply = self.game.moves().len() as u32;
        let make = |sig: String| Entry::Move {
            ply,
            mv: text.clone(),
            sig,
        };
        self.extend(key, make)
    }

    /// Resigns `seat`, which `key` must hold.
    pub fn resign(&self, key: &SeatKey, seat: usize) -> Result<Table, LiveError> {
        let make = |sig: String| Entry::Resign {
            seat: seat.min(u8::MAX as usize) as u8,
            sig,
        };
        self.extend(key, make)
    }

    /// After the end, points everyone at the new table `next`.
    pub fn rematch(&self, key: &SeatKey, next: TableId) -> Result<Table, LiveError> {
        let make = |sig: String| Entry::Rematch {
            table: next.to_string(),
            key: key.public().to_string(),
            sig,
        };
        self.extend(key, make)
    }

    /// The table's id.
    pub fn id(&self) -> TableId {
        self.id
    }

    /// The checked log, to publish.
    pub fn log(&self) -> &Log {
        &self.log
    }

    /// The table's settings.
    pub fn settings(&self) -> &Settings {
        &self.log.settings
    }

    /// The seats, in sitting order.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// The first seat nobody holds.
    pub fn first_open_seat(&self) -> Option<usize> {
        self.seats.iter().position(|s| *s == Seat::Open)
    }

    /// The seats `key` signs for (a creator holds the computer seats as well as their own).
    pub fn seats_of(&self, key: PublicKey) -> Vec<usize> {
        (0..self.seats.len())
            .filter(|&s| self.seats[s].key() == Some(key))
            .collect()
    }

    /// The game the log's moves make.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The table seat whose holder moves now: the seat of the person to move.
    pub fn seat_to_move(&self) -> Option<usize> {
        if self.stage() != Stage::Playing {
            return None;
        }
        self.game
            .to_move()
            .map(|colour_seat| self.game.person_of(colour_seat))
    }

    fn mover_key(&self) -> Option<PublicKey> {
        self.seat_to_move().and_then(|s| self.seats[s].key())
    }

    /// Where the table is in its life.
    pub fn stage(&self) -> Stage {
        if self.resigned.is_some() || self.game.phase() == Phase::Over {
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

    /// The new table a rematch entry points at.
    pub fn rematch_table(&self) -> Option<TableId> {
        self.rematch
    }

    /// The game's ordinary link, as `blockness link encode` writes it: it opens offline.
    pub fn link(&self) -> String {
        encode_link(&self.game)
    }
}
