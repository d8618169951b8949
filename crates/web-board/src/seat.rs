//! Who plays each seat, in both games' words, and the page's address: the game's link, its
//! id and its seat code (see [`blockness_core::AddressParts`] and
//! [`blockness_bots::seat`], shared with the command-line tool).

use blockness_core::{join_address, GameId};

pub use blockness_bots::{decode_seat_code, encode_seat_code, SeatCodeError, SeatKind};

use blockness_web_common::Tr;

/// The names of the seats' kinds.
pub mod texts {
    blockness_web_common::texts! {
        HUMAN = "Human", "Humain", "Mensch", "Umano";
        BOT_EASY = "Bot: easy", "Ordinateur\u{202f}: facile", "Computer: leicht", "Computer: facile";
        BOT_MEDIUM = "Bot: medium", "Ordinateur\u{202f}: moyen", "Computer: mittel", "Computer: medio";
        BOT_STRONG = "Bot: strong", "Ordinateur\u{202f}: fort", "Computer: stark", "Computer: forte";
        BY_LINK = "By link (another device)", "Par lien (autre appareil)", "Per Link (anderes Gerät)", "Via link (altro dispositivo)";
    }
}

/// Words shown to players for a seat's kind.
pub const fn label(kind: SeatKind) -> Tr {
    use blockness_bots::Level;
    match kind {
        SeatKind::Human => texts::HUMAN,
        SeatKind::ByLink => texts::BY_LINK,
        SeatKind::Bot(Level::Easy) => texts::BOT_EASY,
        SeatKind::Bot(Level::Medium) => texts::BOT_MEDIUM,
        SeatKind::Bot(Level::Strong) => texts::BOT_STRONG,
    }
}

/// The address text after `#` for a game's link, its id and its seats.
pub fn address_text(link: &str, id: Option<&GameId>, seats: &[SeatKind]) -> String {
    join_address(link, id, &encode_seat_code(seats))
}

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_bots::Level;
    use blockness_core::AddressParts;

    #[test]
    fn only_humans_and_no_id_is_the_core_link_alone() {
        assert_eq!(address_text("1AAM", None, &[SeatKind::Human; 2]), "1AAM");
    }

    #[test]
    fn the_id_and_seat_code_follow_the_link_and_split_back() {
        let id: GameId = "k3J9xQ2a".parse().unwrap();
        let seats = [SeatKind::Human, SeatKind::Bot(Level::Strong)];
        let text = address_text("1AAMA-_x", Some(&id), &seats);
        assert_eq!(text, "1AAMA-_x.k3J9xQ2a~hs");
        let parts = AddressParts::split(&text);
        assert_eq!(parts.link, "1AAMA-_x");
        assert_eq!(parts.game_id(), Ok(Some(id)));
        assert_eq!(decode_seat_code(parts.seats.unwrap(), 2).unwrap(), seats);
    }

    #[test]
    fn every_kind_has_words() {
        for kind in SeatKind::ALL {
            assert!(!label(kind).en.is_empty());
        }
    }
}
