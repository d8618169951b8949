//! A board's words in English, French, German and Italian: what the board, its tray, its
//! status line and move list, and the seats of the new-game dialog say.
//!
//! Fixed text is a [`Tr`], declared with `texts!` in [`texts`]: it cannot be built without
//! all four languages. Sentences built from the game's state are [`Message`]s and
//! [`DialogWord`]s, written out by the sibling modules `en`, `fr`, `de` and `it` (each with
//! one exhaustive `match` per sentence type, so a missing translation does not compile) and
//! tied together by `sentences!` as their `text(lang)`. The crates above (the page, the
//! lessons, the live tables) word their own sentences the same way and reuse these pieces:
//! [`colour_name`], [`player`], [`refusal`] and [`trouble`]. Tests check that no
//! translation is left in English.

use blockness_bots::Level;
use blockness_core::{Cell, Colour, IllegalMove};
pub use blockness_web_common::{Lang, Tr};

mod counts;
mod de;
mod en;
mod fr;
mod it;
pub mod marks;
mod message;
pub mod texts;

pub use message::{CellContent, CellRole, Finale, Message, Who, Winners, WorkerTrouble};

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

/// The clauses of a game's end in `lang`: the blocked monsters, then those that placed
/// every segment, each group named as a list of players and worded by `clause` with
/// whether the group takes a verb in the singular. Each language joins them its own way.
fn ending_clauses(
    lang: Lang,
    groups: [&[Colour]; 2],
    list: fn(&[String]) -> String,
    clause: impl Fn(usize, String, bool) -> String,
) -> Vec<String> {
    groups
        .iter()
        .enumerate()
        .filter(|(_, group)| !group.is_empty())
        .map(|(which, group)| {
            let names: Vec<String> = group.iter().map(|&c| player(c, lang)).collect();
            clause(which, list(&names), lang.takes_singular(group.len() as u64))
        })
        .collect()
}

/// The span of a segment laid from `from` to `to`: the distance between its feet.
fn span(from: Cell, to: Cell) -> u8 {
    from.line_to(to).map_or(0, |(_, distance)| distance)
}

blockness_web_common::sentences! {
    /// A colour's word in `lang`, capitalised as a player's name.
    pub fn colour_name(colour: Colour) -> &'static str
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

blockness_web_common::sentences! {
    /// A computer player's level in `lang`, as a word: "medium".
    pub fn level_name(level: Level) -> &'static str
}

blockness_web_common::sentences! {
    /// The end of a game with its winners: "Game over: you and Ada share the win".
    pub fn game_over(winners: &Winners) -> String
}

blockness_web_common::sentences! {
    /// Why the engine refused a placement, as the clause after "cannot go there:".
    pub fn refusal(reason: &IllegalMove) -> String
}

blockness_web_common::sentences! {
    /// What went wrong with the computer players, as a clause.
    pub fn trouble(trouble: &WorkerTrouble) -> String
}

blockness_web_common::sentences!(DialogWord, dialog);
blockness_web_common::sentences!(Message, say);

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
