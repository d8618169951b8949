//! A board's words in English, French, German and Italian: what the board, its tray, its
//! status line and move list, and the seats of the new-game dialog say.
//!
//! Fixed text is a [`Tr`], declared with `texts!` in [`texts`]: it cannot be built without
//! all four languages. Sentences built from the game's state are [`Message`]s and
//! [`DialogWord`]s, each written once, its four languages side by side with `say!`, in the
//! one `match` of its `text(lang)` (so a missing translation does not compile). The
//! sentences that come in families and the words several sentences share live in files
//! named for what they tell: `names` (colours, levels, ends, players), `refusals` (the
//! engine's refusals), `ending` (a game's end), `moves` and `cells` (how a move and a cell
//! are told), beside `sentences`, which holds [`Message::text`]. The crates above (the
//! page, the lessons, the live tables) word their own sentences the same way and reuse these
//! pieces: [`colour_name`], [`player`] and [`refusal`]. Tests check that no
//! translation is left in English.

use blockness_core::Colour;
use blockness_web_common::say;
pub use blockness_web_common::{Lang, Tr};

mod cells;
mod counts;
mod ending;
pub mod marks;
mod message;
mod moves;
mod names;
mod refusals;
mod sentences;
pub mod texts;

pub use ending::game_over;
pub use message::{CellContent, CellRole, Finale, Message, Who, Winners, WorkerTrouble};
pub use names::{colour_name, level_name, list};
pub use refusals::refusal;

/// The letter that marks a colour's pieces on the board, so that colour is never the only
/// way to tell monsters apart: the initial of the colour's word in `lang` (each language
/// names its four colours with four different initials).
pub fn colour_letter(colour: Colour, lang: Lang) -> char {
    colour_name(colour, lang).chars().next().unwrap_or('?')
}

/// A player as the boards name them: the colour's word, then its letter, "Orange (O)".
pub fn player(colour: Colour, lang: Lang) -> String {
    format!(
        "{} ({})",
        colour_name(colour, lang),
        colour_letter(colour, lang)
    )
}

/// The words of the new-game dialog, worded apart from [`Message`]: the welcome module
/// (`ui::welcome`) draws that dialog, and with these alone it carries none of the other
/// messages' words. [`Message::Player`] says a player's name the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogWord {
    /// A player's name: the colour and its letter.
    Player(Colour),
    /// A seat's label, counted from 1.
    Seat(usize),
    /// The accessible name of a seat's kind field, counted from 1.
    WhoPlaysSeat(usize),
    /// An option of the player-count field.
    PlayerCount(usize),
    /// Two seats were given the same colour.
    DuplicateSeatColour(Colour),
}

impl DialogWord {
    /// The words in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match *self {
            DialogWord::Player(c) => player(c, lang),
            DialogWord::DuplicateSeatColour(c) => say!(
                lang,
                "Two seats play {colour}: choose a different colour for each seat.",
                "Deux joueurs ont choisi {colour}\u{202f}: choisissez une couleur différente pour chaque joueur.",
                "Zwei Spieler haben {colour} gewählt: Wähle für jeden Spieler eine andere Farbe.",
                "Due giocatori hanno scelto {colour}: scegli un colore diverso per ciascun giocatore.",
                colour = colour_name(c, lang),
            ),
            // The field offers two players or more, so the noun is always plural.
            DialogWord::PlayerCount(n) => say!(
                lang,
                "{n} players",
                "{n} joueurs",
                "{n} Spieler",
                "{n} giocatori",
            ),
            DialogWord::Seat(n) => say!(lang, "Seat {n}", "Joueur {n}", "Spieler {n}", "Giocatore {n}"),
            DialogWord::WhoPlaysSeat(n) => say!(
                lang,
                "Who plays seat {n}",
                "Joueur {n}\u{202f}: humain ou ordinateur",
                "Spieler {n}: Mensch oder Computer",
                "Giocatore {n}: umano o computer",
            ),
        }
    }
}

/// Samples for the tests of the crates above: every refusal the engine gives.
#[cfg(any(test, feature = "test-support"))]
pub mod samples {
    use blockness_core::{Cell, Colour, End, IllegalMove, SegmentRef, SwapRefusal};

    /// The cell called `name`.
    pub fn cell(name: &str) -> Cell {
        name.parse().expect("a cell name")
    }

    /// Every refusal the engine gives.
    pub fn refusals() -> Vec<IllegalMove> {
        use IllegalMove::*;
        let by = SegmentRef {
            seat: 1,
            colour: Colour::Green,
            height: 3,
        };
        let (a, b) = (cell("e5"), cell("e7"));
        vec![
            GameOver,
            NotYourTurn {
                seat: 0,
                to_move: 1,
            },
            SetupOver,
            StarterFirst,
            NoSuchPiece { piece: 12 },
            NotInReserve { piece: 3 },
            UseLowerPiece { piece: 4, lower: 3 },
            OffBoard { cell: a },
            NotStraight {
                from: a,
                to: cell("f6"),
            },
            WrongSpan {
                span: 2,
                distance: 3,
            },
            NotNextToEnd {
                from: a,
                end: End::Head,
                at: b,
            },
            OutsideArea { cell: a },
            OutsideDeep { cell: a },
            FootTaken { cell: a, by },
            FootUnderArch { cell: a, by },
            StarterOverlaps { cell: a, by },
            CrossesEnd {
                cell: a,
                seat: 1,
                colour: Colour::Green,
                end: End::Tail,
            },
            CrossesOwnEnd {
                cell: a,
                end: End::Head,
            },
            PassesUnder { height: 1, by },
            SameHeight { by },
            SwapRefused {
                why: SwapRefusal::NotOffered,
            },
            SwapRefused {
                why: SwapRefusal::AlreadySwapped,
            },
            SwapRefused {
                why: SwapRefusal::NotNow,
            },
        ]
    }
}

#[cfg(test)]
mod tests;
