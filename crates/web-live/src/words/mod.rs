//! Block Ness's live words: the kit's words of any live table (re-exported, so the view
//! reads every word from here) and the phrases that name a seat by the colour it plays,
//! said as the game page says the colours.

pub use blockness_web_table::words::*;

use blockness_core::Colour;
use blockness_web_board::words::Message;
use blockness_web_common::{say, Lang};

/// A phrase about a seat and the colour it plays, in no language yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ColourPhrase {
    /// A person's name with the colour they play.
    NameWithColour(String, Colour),
    /// Whose turn it is when another device plays it.
    WaitingFor(String, Colour),
    /// A seat resigned.
    Resigned(String, Colour),
    /// Each seat's colour in the form.
    SeatColour(usize, Colour),
}

impl ColourPhrase {
    /// The phrase in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let colour = |c: &Colour| Message::Player(*c).text(lang);
        match self {
            ColourPhrase::NameWithColour(name, c) => {
                let colour = colour(c);
                say!(
                    lang,
                    "{name}, {colour}",
                    "{name}, {colour}",
                    "{name}, {colour}",
                    "{name}, {colour}"
                )
            }
            ColourPhrase::WaitingFor(name, c) => {
                let colour = colour(c);
                say!(
                    lang,
                    "Waiting for {name}, who plays {colour}, to move on their device.",
                    "On attend que {name}, qui joue {colour}, joue sur son appareil.",
                    "Warten auf {name} mit {colour}: Der Zug kommt von einem anderen Gerät.",
                    "In attesa che {name}, che gioca {colour}, muova dal suo dispositivo."
                )
            }
            ColourPhrase::Resigned(name, c) => {
                let colour = colour(c);
                say!(
                    lang,
                    "{name}, playing {colour}, resigned: the game ends here.",
                    "{name}, qui joue {colour}, abandonne\u{202f}: la partie s'arrête là.",
                    "{name} mit {colour} gibt auf: Das Spiel endet hier.",
                    "{name}, che gioca {colour}, abbandona: la partita finisce qui."
                )
            }
            ColourPhrase::SeatColour(seat, c) => {
                let (seat, colour) = (seat + 1, colour(c));
                say!(
                    lang,
                    "Seat {seat} plays {colour}",
                    "La place {seat} joue {colour}",
                    "Platz {seat} spielt {colour}",
                    "Il posto {seat} gioca {colour}"
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_colour_phrase_has_its_own_words_in_every_language() {
        let phrases = [
            ColourPhrase::WaitingFor("Ada".into(), Colour::Green),
            ColourPhrase::Resigned("Ada".into(), Colour::Orange),
            ColourPhrase::SeatColour(1, Colour::Purple),
        ];
        for phrase in phrases {
            let [en, fr, de, it] = Lang::ALL.map(|l| phrase.text(l));
            assert!(fr != en && de != en && it != en, "{en}");
        }
        assert_eq!(
            ColourPhrase::NameWithColour("Ada".into(), Colour::Green).text(Lang::En),
            format!("Ada, {}", Message::Player(Colour::Green).text(Lang::En))
        );
    }
}
