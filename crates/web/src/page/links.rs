//! Links opened while the page runs, and the readable part of a damaged one.

use std::sync::Arc;

use blockness_core::salvage_link;

use super::{NoticeKind, PageState};
use crate::i18n::Message;
use crate::persist::Restored;
use crate::seat::{decode_seat_code, SeatKind};

impl PageState {
    pub(super) fn open_link(&mut self, text: &str) {
        let text = text.trim_start_matches('#');
        if text.is_empty() || text == self.link() {
            return;
        }
        let (link, seat_code) = crate::seat::split_address(text);
        match blockness_core::decode_link(link, Arc::clone(&self.edition)) {
            Ok(game) => {
                let seats = self.seats_from_code(seat_code, game.rules().players());
                self.load(Restored {
                    game,
                    redo: Vec::new(),
                    seats,
                });
                self.dialog_open = false;
            }
            // The refused text stays in the address bar, where it can be copied or mended.
            Err(e) => {
                self.notify(NoticeKind::Error, Message::LinkRefused(e));
                self.offer_salvage(link, seat_code);
            }
        }
    }

    /// Offers the moves of a refused link that can still be read, if there are any.
    pub(super) fn offer_salvage(&mut self, link: &str, seat_code: Option<&str>) {
        self.salvage = None;
        let Ok((game, Some(_))) = salvage_link(link, Arc::clone(&self.edition)) else {
            return;
        };
        let moves = game.moves().len();
        if moves == 0 {
            return;
        }
        let players = game.rules().players();
        let seats = match seat_code.map(|code| decode_seat_code(code, players)) {
            Some(Ok(seats)) => seats,
            _ => vec![SeatKind::Human; players],
        };
        self.notify(NoticeKind::Error, Message::LinkPartlyReadable(moves));
        self.salvage = Some(Restored {
            game,
            redo: Vec::new(),
            seats,
        });
    }
}
