//! Who plays each seat, in both games' words, and the page's address: the game's link, its
//! id and its seat code (see [`blockness_core::AddressParts`] and
//! [`blockness_bots::seat`], shared with the command-line tool).

use blockness_core::{join_address, GameId};

pub use blockness_bots::{decode_seat_code, encode_seat_code, SeatCodeError, SeatKind};

use blockness_web_common::Lang;

use crate::words::level_name;

/// The names of the seats' kinds.
pub mod texts {
    blockness_web_common::texts! {
        HUMAN = "Human", "Humain", "Mensch", "Umano";
        // Followed by the rung's name (`crate::words::level_name`): "Bot: casual".
        BOT = "Bot: ", "Ordinateur\u{202f}: ", "Computer: ", "Computer: ";
        BY_LINK = "By link (another device)", "Par lien (autre appareil)", "Per Link (anderes Gerät)", "Via link (altro dispositivo)";
    }
}

/// Words shown to players for a seat's kind: "Human", "Bot: casual".
pub fn label(kind: SeatKind, lang: Lang) -> String {
    match kind {
        SeatKind::Human => texts::HUMAN.get(lang).to_string(),
        SeatKind::ByLink => texts::BY_LINK.get(lang).to_string(),
        SeatKind::Bot(step) => format!("{}{}", texts::BOT.get(lang), level_name(step, lang)),
    }
}

/// A seat's kind as a form lists it: a computer player with its rating on the ladder
/// (`Bot: casual · 1204`), so players can pick an opponent a step above the last.
pub fn label_with_rating(kind: SeatKind, lang: Lang) -> String {
    match kind.computer() {
        Some(step) => format!("{} · {:.0}", label(kind, lang), step.rung().rating),
        None => label(kind, lang),
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
        let seats = [SeatKind::Human, SeatKind::bot(Level::Strong)];
        let text = address_text("1AAMA-_x", Some(&id), &seats);
        assert_eq!(text, "1AAMA-_x.k3J9xQ2a~hs");
        let parts = AddressParts::split(&text);
        assert_eq!(parts.link, "1AAMA-_x");
        assert_eq!(parts.game_id(), Ok(Some(id)));
        assert_eq!(decode_seat_code(parts.seats.unwrap(), 2).unwrap(), seats);
    }

    #[test]
    fn every_kind_has_words_and_each_rung_its_own() {
        for kind in SeatKind::all() {
            if let Some(step) = kind.computer() {
                assert_eq!(label(kind, Lang::En), format!("Bot: {}", step.name()));
                let words = blockness_web_common::rung_words::rung_words(step.name());
                assert!(words.is_some(), "{} has words", step.name());
            }
            for lang in Lang::ALL {
                assert!(!label(kind, lang).is_empty());
            }
        }
        let casual = SeatKind::Bot(blockness_bots::STEPS[2]);
        assert_eq!(label_with_rating(casual, Lang::En), "Bot: casual · 1204");
        assert_eq!(label_with_rating(SeatKind::Human, Lang::Fr), "Humain");
    }
}
