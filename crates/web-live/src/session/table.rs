//! The table's side of a session: the board drawn from the table's game, the seats as the
//! page lists them, and what the person does at the table (a move, a resignation, a
//! rematch; a seat request is `seat_request`'s) or the computer seats this device runs. Every rule question
//! goes to the core through the table and the board; every entry is signed and checked by
//! `blockness-live` before it is published.

use blockness_live::BlockNessTable;
use std::rc::Rc;

use blockness_core::{Colour, GameId};
use blockness_live::{LiveError, PublicKey, Seat, Stage, Table, TableId};
use blockness_web_board::board::{BoardAction, BoardEvent, BoardState};
use blockness_web_board::bot_driver::Outcome;
use blockness_web_board::seat::{address_text, SeatKind};
use blockness_web_board::words::WorkerTrouble;
use blockness_worker_messages::{BotReply, BotRequest};

use super::LiveSession;
use crate::levels::level;
use crate::words::Note;

/// One seat of the table, as the page lists it: the kit's line with the colour the seat
/// plays now (after a swap, the one it took over).
pub type SeatLine = blockness_web_table::session::SeatLine<Colour>;

/// The id a live table's game has in My games: drawn from the table's id, so every update
/// of the table lands on the same kept game.
pub fn game_id(table: TableId) -> GameId {
    let bytes = table.to_bytes();
    let mut next = bytes.iter().cycle();
    GameId::generate(12, |m| next.next().map_or(0, |b| b % m))
}

impl LiveSession {
    /// Brings everything drawn from the table up to date after it changed.
    pub(super) fn after_table_change(&mut self) {
        self.sync_board(false);
        self.tell_seating();
        self.sync_bots();
        self.wire.bump();
    }

    pub(super) fn me(&self) -> PublicKey {
        self.wire.client().key().public()
    }

    /// The key this device signs with here: none while another tab plays its seat.
    fn signer_here(&self) -> Option<PublicKey> {
        self.wire.client().is_signing().then(|| self.me())
    }

    /// Whether this device keeps the seat's key (it made the table, or sits at it).
    pub fn keeps_key(&self) -> bool {
        self.keeps_key
    }

    /// Who plays each person's seat as the board sees it from this device: this device's
    /// person by clicks, a computer as a computer, anyone else on another device.
    fn board_kinds(&self, table: &Table) -> Vec<SeatKind> {
        let me = self.signer_here();
        (0..table.seats().len())
            .map(|seat| match table.computer_of(seat) {
                Some((l, _)) => SeatKind::bot(level(l)),
                None if me.is_some() && table.signer_of(seat) == me => SeatKind::Human,
                None => SeatKind::ByLink,
            })
            .collect()
    }

    /// Who plays each seat from this device: its person by clicks (not while a computer
    /// stands in), the computers it runs by their level, `others` for the rest.
    fn kinds_from_here(&self, table: &Table, others: SeatKind) -> Vec<SeatKind> {
        let me = self.signer_here();
        (0..table.seats().len())
            .map(|seat| match table.computer_of(seat) {
                Some((l, key)) if Some(key) == me => SeatKind::bot(level(l)),
                Some(_) => others,
                None if me.is_some() && table.signer_of(seat) == me => SeatKind::Human,
                None => others,
            })
            .collect()
    }

    /// Draws the table's game again when it is not the board's any more (`force`: in any
    /// case), keeping the person's selection otherwise.
    fn sync_board(&mut self, force: bool) {
        let Some(table) = self.wire.client().table() else {
            return;
        };
        let kinds = self.board_kinds(table);
        // Nobody moves while seats are free or after the end (a resignation ends the table,
        // not the game, so the board would still take moves).
        let frozen = table.stage() != Stage::Playing;
        let Some(game) = table.game() else {
            return;
        };
        let same = self.board.game().moves() == game.moves()
            && self.board.game().rules().setup() == game.rules().setup()
            && self.board.seats() == kinds.as_slice()
            && self.board.is_frozen() == frozen;
        if same && !force {
            return;
        }
        let mut board = BoardState::new(game.clone(), Vec::new(), kinds);
        if let Some(mover) = game.movers().last() {
            if board.kind_of_seat(mover).is_computer() {
                board.mark_bot_move();
            }
        }
        if frozen {
            board.set_frozen(true);
        }
        self.board = Rc::new(board);
    }

    /// Runs a person's action on the board. Taking moves back is not offered at a live
    /// table: a move is everyone's once published.
    pub fn board_action(&mut self, action: BoardAction) {
        if matches!(
            action,
            BoardAction::Undo | BoardAction::Redo | BoardAction::ContinueFromHere
        ) {
            return;
        }
        let mut board = (*self.board).clone();
        let event = board.apply(action);
        self.board = Rc::new(board);
        if let BoardEvent::Played { mv, .. } = event {
            match self
                .wire
                .client_mut()
                .act(|table, key| table.play(key, &mv))
            {
                Ok(_) => self.wire.publish_log(),
                Err(why) => {
                    self.wire.set_note(Note::Refused(why));
                    self.sync_board(true);
                }
            }
            self.after_table_change();
        } else {
            self.wire.bump();
        }
    }

    /// This device's person's seat, if it holds one (a creator's computer seats are not
    /// theirs to resign).
    pub fn my_person_seat(&self) -> Option<(usize, String)> {
        let me = self.me();
        let table = self.wire.client().table()?;
        table
            .seats()
            .iter()
            .enumerate()
            .find_map(|(i, seat)| match seat {
                Seat::Player { key, name } if *key == me => Some((i, name.clone())),
                _ => None,
            })
    }

    /// Whether this device is the table's host (it runs the computer seats).
    pub fn is_host(&self) -> bool {
        self.wire.client().is_host()
    }

    /// Whether this device runs any computer seat (in this tab).
    pub fn runs_bots(&self) -> bool {
        let Some(me) = self.signer_here() else {
            return false;
        };
        self.wire.client().table().is_some_and(|t| {
            (0..t.seats().len()).any(|seat| t.computer_of(seat).is_some_and(|(_, k)| k == me))
        })
    }

    /// Resigns this device's person's seat: the game ends there.
    pub fn resign(&mut self) -> Result<(), LiveError> {
        let (seat, _) = self.my_person_seat().ok_or(LiveError::NotSeated)?;
        self.wire.client_mut().resign(seat)?;
        self.wire.publish_log();
        self.after_table_change();
        Ok(())
    }

    /// The seats that won, once the table is over: the ranking's first place, or after a
    /// resignation (or a key caught signing twice) the best placed of the others (the seats
    /// ranked last are out).
    pub fn winners(&self) -> Vec<SeatLine> {
        let Some(table) = self
            .wire
            .client()
            .table()
            .filter(|t| t.stage() == Stage::Over)
        else {
            return Vec::new();
        };
        let Some(game) = table.game() else {
            return Vec::new();
        };
        let last = table.ranked_last();
        let standings: Vec<_> = game
            .standings()
            .into_iter()
            .filter(|s| !last.contains(&s.person))
            .collect();
        let Some(best) = standings.iter().map(|s| s.place).min() else {
            return Vec::new();
        };
        let won: Vec<usize> = standings
            .iter()
            .filter(|s| s.place == best)
            .map(|s| s.person)
            .collect();
        self.seat_lines()
            .into_iter()
            .filter(|line| won.contains(&line.seat))
            .collect()
    }

    /// The seats, as the page lists them.
    pub fn seat_lines(&self) -> Vec<SeatLine> {
        let Some(table) = self.wire.client().table() else {
            return Vec::new();
        };
        let Some(game) = table.game() else {
            return Vec::new();
        };
        let colours = game.rules().setup().colours();
        self.wire.seat_lines(|seat| {
            colours
                .get(game.seat_of(seat))
                .copied()
                .unwrap_or(Colour::Orange)
        })
    }

    /// The game's address as this device would keep it or play it by link: its link, its
    /// id in My games, and the seats from here (this person by clicks, the computers this
    /// device runs by their level, everyone else on another device).
    pub fn game_address(&self) -> Option<String> {
        let table = self.wire.client().table()?;
        let kinds = self.kinds_from_here(table, SeatKind::ByLink);
        Some(address_text(
            &table.link(),
            Some(&game_id(table.id())),
            &kinds,
        ))
    }

    /// The address to keep in My games, once this device plays at the table and a move
    /// was made.
    pub fn kept_address(&self) -> Option<String> {
        let played = self.wire.client().table().is_some_and(|t| t.plies() > 0);
        let seated = self.my_person_seat().is_some() || self.runs_bots();
        (played && seated).then(|| self.game_address()).flatten()
    }

    // ----- the computer seats this device runs -----

    fn sync_bots(&mut self) {
        let Some(table) = self.wire.client().table() else {
            return;
        };
        // The bot driver plays the computer seats of this device and leaves the rest alone.
        let kinds: Vec<SeatKind> = self
            .kinds_from_here(table, SeatKind::Human)
            .into_iter()
            .map(|k| if k.is_computer() { k } else { SeatKind::Human })
            .collect();
        if let Some(game) = table.game() {
            self.bots
                .sync(game, &kinds, table.stage() == Stage::Playing);
        }
    }

    /// The question for the bot worker now, if a computer seat of this device is to move.
    pub fn bot_request(&self) -> Option<&BotRequest> {
        self.bots.request()
    }

    /// Whether a computer seat of this device is thinking.
    pub fn bot_thinking(&self) -> bool {
        self.bots.is_thinking()
    }

    /// Takes the bot worker's answer: the computer's move is signed and published when it
    /// is for the game as it stands.
    pub fn bot_answered(&mut self, reply: &BotReply) {
        let Some(game) = self.wire.client().table().and_then(|t| t.game()) else {
            return;
        };
        match self.bots.receive(reply, game) {
            Outcome::Use(answer) => {
                match self
                    .wire
                    .client_mut()
                    .act(|table, key| table.play(key, &answer.mv))
                {
                    Ok(_) => self.wire.publish_log(),
                    Err(why) => self.wire.set_note(Note::Refused(why)),
                }
                self.after_table_change();
            }
            Outcome::Failed(why) => self.wire.set_note(Note::Bot(why)),
            Outcome::Stale => {}
        }
    }

    /// The bot worker broke down: the computer seats wait until asked again.
    pub fn bot_failed(&mut self, why: WorkerTrouble) {
        self.bots.pause();
        self.wire.set_note(Note::Bot(why));
    }

    /// Lets the computer seats move again after a failure.
    pub fn resume_bots(&mut self) {
        self.bots.resume();
        self.wire.dismiss();
        self.after_table_change();
    }
}
