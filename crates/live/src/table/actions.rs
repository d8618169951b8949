//! What a device does at a table: the host seats an invited player, the seat to move
//! plays, a seated player hands an absent seat to a computer and its owner takes it back,
//! a seat resigns, a seated player calls the rematch. Each returns the table with
//! the new entry, signed and checked as every client will check it; the caller publishes
//! its log.

use super::{Seat, Stage, Table};
use crate::chance::{ChanceSeed, Commitment, Link};
use crate::log::{BotLevel, Entry, SeatRequest, PROTOCOL_VERSION};
use crate::{names, InviteSecret, LiveError, PublicKey, SeatKey, TableId};

impl Table {
    /// The table with `entry` signed by `key` appended, checked as any client will check it.
    fn extend(&self, key: &SeatKey, entry: impl Fn(String) -> Entry) -> Result<Table, LiveError> {
        let index = self.log.entries.len();
        let chain = self.chain[index];
        let sig = key.sign(
            self.id,
            index,
            &chain,
            &entry(String::new()).signed_content(),
        );
        let mut next = self.clone();
        next.apply(index, entry(sig), true)?;
        Ok(next)
    }

    /// The host seats the player of `request`: in the seat asked for while it is free,
    /// else in the first free one (first come, first seated). Returns the table and the
    /// seat given. Refuses a request without a valid ticket, a key already seated, and
    /// any request once every seat is taken.
    pub fn admit(
        &self,
        host: &SeatKey,
        request: &SeatRequest,
    ) -> Result<(Table, usize), LiveError> {
        if host.public() != self.host {
            return Err(LiveError::NotHost);
        }
        if self.stage() != Stage::Seating {
            return Err(LiveError::TableFull);
        }
        let key = PublicKey::parse(&request.key)?;
        names::check(&request.name)?;
        if self.person_seat_of(key).is_some() {
            return Err(LiveError::AlreadySeated);
        }
        let ticket_ok = self.gate.as_ref().is_some_and(|gate| {
            crate::invite::ticket_verifies(gate, self.id, key, &request.name, &request.ticket)
        });
        if !ticket_ok {
            return Err(LiveError::NoTicket);
        }
        let wanted = request
            .seat
            .map(usize::from)
            .filter(|&s| self.seats.get(s) == Some(&Seat::Open));
        let seat = wanted
            .or_else(|| self.first_open_seat())
            .ok_or(LiveError::TableFull)?;
        let make = |sig: String| Entry::Claim {
            seat: seat as u8,
            key: request.key.clone(),
            name: request.name.clone(),
            ticket: request.ticket.clone(),
            sig,
        };
        Ok((self.extend(host, make)?, seat))
    }

    /// The host seats itself in `seat` under `name` (the first free seat for `None`, or
    /// when `seat` is taken), with a ticket of the invite's `secret` as any invited player
    /// would bring.
    pub fn seat_host(
        &self,
        host: &SeatKey,
        secret: &InviteSecret,
        name: &str,
        seat: Option<usize>,
    ) -> Result<Table, LiveError> {
        let request = secret.request(self.id, host, name, seat)?;
        Ok(self.admit(host, &request)?.0)
    }

    /// The table with the move `text` (written in its game's one text, as the game's own
    /// code writes it: [`crate::games`]) for the seat to act, signed by `key`.
    pub fn sign_move(&self, key: &SeatKey, text: String) -> Result<Table, LiveError> {
        let ply = self.plies();
        let make = |sig: String| Entry::Move {
            ply: ply as u32,
            mv: text.clone(),
            sig,
        };
        self.extend(key, make)
    }

    /// Commits `seat`, which `key` plays, to the chain `key`'s device reveals for it, at
    /// a table of a game with luck.
    pub fn commit(&self, key: &SeatKey, seat: usize) -> Result<Table, LiveError> {
        let commitment = self
            .commitment_of(key, seat)?
            .ok_or_else(|| LiveError::Chance {
                reason: "the game has no luck to commit to".into(),
            })?;
        let make = |sig: String| Entry::Commit {
            seat: seat.min(u8::MAX as usize) as u8,
            commitment: commitment.clone(),
            sig,
        };
        self.extend(key, make)
    }

    /// Makes the draw the game waits for from every seat's part, in seat order (any device
    /// may: a draw needs no signature).
    pub fn deal(&self, parts: &[Link]) -> Result<Table, LiveError> {
        let entry = Entry::Draw {
            number: self.draw_number(),
            parts: parts.iter().map(|p| Commitment(*p).to_text()).collect(),
        };
        let mut next = self.clone();
        next.apply(self.log.entries.len(), entry, true)?;
        Ok(next)
    }

    /// The commitment `key`'s device makes for `seat` as the next entry at a table of a
    /// game with luck (none for a game without).
    fn commitment_of(&self, key: &SeatKey, seat: usize) -> Result<Option<String>, LiveError> {
        if !self.rules.has_luck() {
            return Ok(None);
        }
        if seat >= self.seats.len() {
            return Err(LiveError::SeatTaken { seat });
        }
        let index = self.log.entries.len();
        let seed = ChanceSeed::of_key(key, self.id, seat, index, &self.chain[index]);
        Ok(Some(seed.commitment(self.id, seat).to_text()))
    }

    /// Resigns `seat`, which `key` must hold.
    pub fn resign(&self, key: &SeatKey, seat: usize) -> Result<Table, LiveError> {
        let make = |sig: String| Entry::Resign {
            seat: seat.min(u8::MAX as usize) as u8,
            sig,
        };
        self.extend(key, make)
    }

    /// Hands `seat`, whose device is away, to a computer player of `level` that `key`'s
    /// device will run; `key` must hold a person's seat. The table must have a grace time;
    /// waiting it out is the caller's part, since no client can check another's clock.
    pub fn hand_over(
        &self,
        key: &SeatKey,
        seat: usize,
        level: BotLevel,
    ) -> Result<Table, LiveError> {
        let by = self
            .person_seat_of(key.public())
            .ok_or(LiveError::NotSeated)?;
        let commitment = self.commitment_of(key, seat)?;
        let make = |sig: String| Entry::HandOver {
            seat: seat.min(u8::MAX as usize) as u8,
            level,
            by: by as u8,
            commitment: commitment.clone(),
            sig,
        };
        self.extend(key, make)
    }

    /// Takes `seat` back from the computer standing in for it; `key` must be the seat's own.
    pub fn take_back(&self, key: &SeatKey, seat: usize) -> Result<Table, LiveError> {
        let commitment = self.commitment_of(key, seat)?;
        let make = |sig: String| Entry::TakeBack {
            seat: seat.min(u8::MAX as usize) as u8,
            commitment: commitment.clone(),
            sig,
        };
        self.extend(key, make)
    }

    /// After the end, calls the rematch: the next table is [`Table::rematch_settings`].
    /// Returns this table with the call, and the next table (to publish too: every player
    /// who calls publishes the same one).
    pub fn rematch(&self, key: &SeatKey) -> Result<(Table, Table), LiveError> {
        let next = Table::create(self.rematch_settings())?;
        let id = next.id();
        let make = |sig: String| Entry::Rematch {
            table: id.to_string(),
            key: key.public().to_string(),
            sig,
        };
        Ok((self.extend(key, make)?, next))
    }
}

impl InviteSecret {
    /// The request `key` sends the host of `table` to sit under `name`, in `seat` if it is
    /// free. The name must pass [`names::check`].
    pub fn request(
        &self,
        table: TableId,
        key: &SeatKey,
        name: &str,
        seat: Option<usize>,
    ) -> Result<SeatRequest, LiveError> {
        names::check(name)?;
        Ok(SeatRequest {
            v: PROTOCOL_VERSION,
            key: key.public().to_string(),
            name: name.to_string(),
            seat: seat.map(|s| s.min(u8::MAX as usize) as u8),
            ticket: self.ticket(table, key.public(), name),
        })
    }
}
