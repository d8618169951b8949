//! Who plays each seat of a game, and the short seat code that carries it in an address.
//!
//! The code follows `~` at the end of the address ([`blockness_core::AddressParts`]),
//! one letter per seat: `h` a person at this screen, `l` a person on another device (a
//! game played by sending its link back and forth), `e` easy, `m` medium, `s` strong
//! bot (`#1AAMA...~hs`). Addresses without the code open with every seat a person at
//! this screen, as they always did.

pub use blockness_seat_code::SeatCodeError;
use blockness_seat_code::SeatLetter;
use serde::{Deserialize, Serialize};

use crate::ladder::{step_of, Step, LADDER, STEPS};
use crate::Level;

/// What controls a seat. The game asks every seat's kind before waiting for a click.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum SeatKind {
    /// A person at this screen (hot-seat).
    #[default]
    Human,
    /// A person on another device: their moves arrive in a link (correspondence play).
    ByLink,
    /// A computer player of this rung of the ladder, thinking in the bot worker.
    Bot(Step),
}

impl SeatKind {
    /// The computer player that plays as `level` does.
    pub fn bot(level: Level) -> SeatKind {
        SeatKind::Bot(step_of(level))
    }

    /// Every kind a seat can have, in the order the new-game dialog lists them: the two
    /// kinds of person, then the ladder's rungs, weakest first.
    pub fn all() -> impl Iterator<Item = SeatKind> {
        KINDS.into_iter()
    }

    /// Name in saved games and form values: `human`, `link`, or the rung's name (`easy`,
    /// `casual`, `strong`...).
    pub const fn name(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::ByLink => "link",
            SeatKind::Bot(step) => step.name(),
        }
    }

    /// The kind called [`name`](Self::name).
    pub fn from_name(name: &str) -> Option<SeatKind> {
        SeatKind::all().find(|k| k.name() == name)
    }

    /// Letter in a link's seat code.
    pub fn letter(self) -> char {
        match self {
            SeatKind::Human => 'h',
            SeatKind::ByLink => 'l',
            SeatKind::Bot(step) => step.letter(level_letter),
        }
    }

    /// The kind a seat-code letter stands for.
    pub fn from_letter(letter: char) -> Option<SeatKind> {
        <SeatKind as SeatLetter>::from_letter(letter)
    }

    /// Whether the game waits for clicks on this device from this seat.
    pub const fn plays_by_clicks(self) -> bool {
        matches!(self, SeatKind::Human)
    }

    /// The computer player's rung, for a computer seat.
    pub const fn computer(self) -> Option<Step> {
        match self {
            SeatKind::Human | SeatKind::ByLink => None,
            SeatKind::Bot(step) => Some(step),
        }
    }

    /// Whether a computer plays the seat.
    pub const fn is_computer(self) -> bool {
        matches!(self, SeatKind::Bot(_))
    }

    /// The level a live table's computer plays this seat at: the table's log names the
    /// three levels only, so a rung between two stands for the one rated nearer.
    pub fn table_level(self) -> Option<Level> {
        self.computer().and_then(|step| step.nearest_level())
    }
}

/// Every kind, for the seat code and the dialog: the two kinds of person, then the
/// ladder's rungs, weakest first.
const KINDS: [SeatKind; 2 + LADDER.len()] = {
    let mut kinds = [SeatKind::Human; 2 + LADDER.len()];
    kinds[1] = SeatKind::ByLink;
    let mut i = 0;
    while i < STEPS.len() {
        kinds[2 + i] = SeatKind::Bot(STEPS[i]);
        i += 1;
    }
    kinds
};

/// The letters links have always had for the three levels; the rungs between them are
/// written as their numbers on the ladder.
fn level_letter(level: Level) -> char {
    match level {
        Level::Easy => 'e',
        Level::Medium => 'm',
        Level::Strong => 's',
    }
}

impl From<SeatKind> for String {
    fn from(kind: SeatKind) -> String {
        kind.name().to_string()
    }
}

impl TryFrom<String> for SeatKind {
    type Error = String;

    fn try_from(name: String) -> Result<SeatKind, String> {
        SeatKind::from_name(&name).ok_or_else(|| {
            let names: Vec<&str> = SeatKind::all().map(SeatKind::name).collect();
            format!(
                "unknown seat kind {name:?}: expected one of {}",
                names.join(", ")
            )
        })
    }
}

impl SeatLetter for SeatKind {
    const KINDS: &'static [SeatKind] = &KINDS;
    const PERSON: SeatKind = SeatKind::Human;

    fn letter(self) -> char {
        SeatKind::letter(self)
    }
}

/// The seat code of a link: empty when every seat is human (so plain hot-seat links
/// stay as the core writes them), otherwise one letter per seat, in the order the people
/// sat at the start: a letter follows its person across a swap of colours.
pub fn encode_seat_code(seats: &[SeatKind]) -> String {
    blockness_seat_code::encode(seats)
}

/// The seats of a `players`-seat game from a link's seat code.
pub fn decode_seat_code(code: &str, players: usize) -> Result<Vec<SeatKind>, SeatCodeError> {
    blockness_seat_code::decode(code, players)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_and_names_round_trip_for_every_kind() {
        for kind in SeatKind::all() {
            assert_eq!(SeatKind::from_letter(kind.letter()), Some(kind));
            assert_eq!(SeatKind::from_name(kind.name()), Some(kind));
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.name()));
            assert_eq!(serde_json::from_str::<SeatKind>(&json).unwrap(), kind);
        }
        assert!(serde_json::from_str::<SeatKind>("\"wizard\"").is_err());
    }

    #[test]
    fn only_humans_means_no_seat_code_and_other_kinds_one_letter_each() {
        assert_eq!(encode_seat_code(&[SeatKind::Human; 3]), "");
        let seats = [
            SeatKind::Human,
            SeatKind::bot(Level::Strong),
            SeatKind::ByLink,
            SeatKind::bot(Level::Medium),
        ];
        assert_eq!(encode_seat_code(&seats), "hslm");
        assert_eq!(decode_seat_code("hslm", 4).unwrap(), seats);
    }

    #[test]
    fn the_levels_keep_their_letters_and_the_rungs_between_are_numbered() {
        let code: String = SeatKind::all().map(SeatKind::letter).collect();
        assert_eq!(code, "hle234m67s");
        let seats = [SeatKind::Human, SeatKind::Bot(STEPS[2])];
        assert_eq!(encode_seat_code(&seats), "h3");
        assert_eq!(decode_seat_code("h3", 2).unwrap(), seats);
        assert_eq!(SeatKind::Bot(STEPS[2]).name(), "casual");
        assert_eq!(SeatKind::bot(Level::Medium), SeatKind::Bot(STEPS[4]));
    }

    #[test]
    fn a_letter_of_no_kind_is_refused() {
        assert_eq!(
            decode_seat_code("hx", 2),
            Err(SeatCodeError::UnknownLetter {
                position: 1,
                ch: 'x'
            })
        );
        assert!(decode_seat_code("h9", 2).is_err());
    }
}
