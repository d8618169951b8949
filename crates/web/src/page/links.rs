//! Addresses received (at load, or pasted while the page runs), the readable part of a
//! damaged one, and whose seats a link gives this device.

use blockness_core::{decode_link, salvage_link, AddressParts, Game, GameId, LinkError};
use blockness_web_board::editions::edition_of_link;

use super::{NoticeKind, PageState};
use crate::library::{Entry, Receipt};
use crate::persist::Restored;
use crate::words::PageMessage;
use blockness_web_board::seat::{decode_seat_code, SeatKind};
use blockness_web_common::address::KeptGame;

impl PageState {
    pub(super) fn open_link(&mut self, text: &str) {
        let text = text.trim_start_matches('#');
        if text.is_empty() || text == self.link() {
            return;
        }
        // The refused text stays in the address bar, where it can be copied or mended.
        if let Err(e) = self.receive_address(text) {
            self.notify(NoticeKind::Error, PageMessage::LinkRefused(e));
            self.offer_salvage(text);
        }
    }

    /// Takes the game of an address into the library (see [`crate::library`]) and puts
    /// it on the board, saying so when the library held it further on or differently.
    pub(super) fn receive_address(&mut self, text: &str) -> Result<(), LinkError> {
        let parts = AddressParts::split(text);
        let game = decode_link(parts.link, edition_of_link(parts.link)?)?;
        let id = match parts.game_id() {
            Ok(Some(id)) => id,
            Ok(None) => self.new_id(),
            Err(e) => {
                self.notify(NoticeKind::Error, PageMessage::GameIdUnreadable(e));
                self.new_id()
            }
        };
        let seats = self.seats_from_code(parts.seats, &game);
        let (receipt, id) = self.receive_game(id, game, seats, None, Vec::new());
        match receipt {
            Receipt::Older => self.notify(NoticeKind::Info, PageMessage::LinkOlderState),
            Receipt::Diverged => self.notify(NoticeKind::Info, PageMessage::LinkDiverged),
            Receipt::New | Receipt::Same | Receipt::Updated => {}
        }
        self.library_epoch += 1;
        if let Some(entry) = self.library.get(&id).cloned() {
            self.load(entry.id, entry.saved);
        }
        self.dialog_open = false;
        Ok(())
    }

    /// Keeps the game of an address in the library as a link received would be, without
    /// putting it on the board, and returns the id it is kept under: the seat code is this
    /// device's own view of the seats (the live view writes it so), taken as it is. An
    /// unreadable address changes nothing.
    pub(super) fn keep_address(&mut self, kept: KeptGame) -> Result<Option<GameId>, LinkError> {
        let parts = AddressParts::split(kept.address.trim_start_matches('#'));
        let game = decode_link(parts.link, edition_of_link(parts.link)?)?;
        let Ok(Some(id)) = parts.game_id() else {
            return Ok(None);
        };
        let players = game.rules().players();
        let seats = parts
            .seats
            .and_then(|code| decode_seat_code(code, players).ok())
            .unwrap_or_else(|| vec![SeatKind::ByLink; players]);
        let table = crate::library::usable_table(kept.table);
        let others = crate::library::usable_names(kept.others);
        let (_, id) = self.receive_game(id, game, seats, table, others);
        // The game on the board stays the current one.
        self.library.set_current(Some(self.current.clone()));
        self.library_epoch += 1;
        Ok(Some(id))
    }

    /// Takes a game that came with an address into the library under `id` (or a fresh id
    /// when the library keeps it beside one it differs from): what it did, and the id.
    fn receive_game(
        &mut self,
        id: GameId,
        game: Game,
        seats: Vec<SeatKind>,
        table: Option<String>,
        others: Vec<String>,
    ) -> (Receipt, GameId) {
        let incoming = Entry {
            id,
            saved: Restored {
                game,
                redo: Vec::new(),
                seats,
                hinted: Vec::new(),
                rated: false,
            },
            updated: (self.clock)(),
            archived: false,
            table,
            others,
        };
        let fresh = self.new_id();
        self.library.receive(incoming, || fresh)
    }

    /// Who plays each seat, as this device sees it, from a link's seat code: every seat a
    /// person here without a code, and the same with a notice when the code is unreadable.
    ///
    /// In a game played by link the code was written by the sender's device, where the
    /// sender's seats are `h` and everyone else's `l`: here the seat to move (the reason
    /// the link was sent) is this device's, and every other person plays elsewhere. In a
    /// finished game every person played elsewhere. (A game the library already holds
    /// keeps its own seats: see [`crate::library`].)
    pub(super) fn seats_from_code(&mut self, code: Option<&str>, game: &Game) -> Vec<SeatKind> {
        let players = game.rules().players();
        let seats = match code.map(|code| decode_seat_code(code, players)) {
            None => return vec![SeatKind::Human; players],
            Some(Ok(seats)) => seats,
            Some(Err(e)) => {
                self.notify(NoticeKind::Error, PageMessage::SeatCodeUnreadable(e));
                return vec![SeatKind::Human; players];
            }
        };
        if game.to_move().is_none() {
            // A finished game that this device did not hold was played by others: it is
            // shown to a reader, and nobody in it is "you".
            return seats
                .into_iter()
                .map(|kind| match kind {
                    SeatKind::Human | SeatKind::ByLink => SeatKind::ByLink,
                    bot => bot,
                })
                .collect();
        }
        if !seats.contains(&SeatKind::ByLink) {
            return seats;
        }
        let to_move = game.to_move().map(|seat| game.person_of(seat));
        let mine = to_move
            .filter(|&p| seats[p] == SeatKind::ByLink)
            .or_else(|| seats.iter().position(|&k| k == SeatKind::ByLink));
        seats
            .iter()
            .enumerate()
            .map(|(person, &kind)| match kind {
                SeatKind::Human | SeatKind::ByLink if Some(person) == mine => SeatKind::Human,
                SeatKind::Human | SeatKind::ByLink => SeatKind::ByLink,
                bot => bot,
            })
            .collect()
    }

    /// Offers the moves of a refused address that can still be read, if there are any.
    pub(super) fn offer_salvage(&mut self, text: &str) {
        self.salvage = None;
        let parts = AddressParts::split(text);
        let Ok(edition) = edition_of_link(parts.link) else {
            return;
        };
        let Ok((game, Some(_))) = salvage_link(parts.link, edition) else {
            return;
        };
        let moves = game.moves().len();
        if moves == 0 {
            return;
        }
        let players = game.rules().players();
        let seats = match parts.seats.map(|code| decode_seat_code(code, players)) {
            Some(Ok(seats)) => seats,
            _ => vec![SeatKind::Human; players],
        };
        self.notify(NoticeKind::Error, PageMessage::LinkPartlyReadable(moves));
        self.salvage = Some(Restored {
            game,
            redo: Vec::new(),
            seats,
            hinted: Vec::new(),
            rated: false,
        });
    }
}
