//! Who plays each Loch Ness seat, and the seat code of its addresses and kept games: one
//! letter a seat, `h` a person at this screen, `e` an easy, `m` a medium and `s` a strong
//! computer player. The code is written and read as Block Ness's is (`blockness-seat-code`), with
//! the same letters for the same kinds; every refusal is a [`SeatCodeError`].

use blockness_lochness::Level;
pub use blockness_seat_code::SeatCodeError;
use blockness_seat_code::SeatLetter;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatKind {
    /// A person at this screen.
    Human,
    /// A computer player of this level.
    Bot(Level),
    /// A seat of a live table that this screen neither clicks for nor plays: a person on
    /// another device, or a computer another device runs, or one this device runs for
    /// the table (its moves come through the table's log).
    Elsewhere,
}

impl SeatKind {
    /// Every kind the page offers, in the order the setup lists them. The strong level's
    /// search runs in the bot worker (see [`crate::state::table::BotQuestion`]).
    pub const ALL: [SeatKind; 4] = [
        SeatKind::Human,
        SeatKind::Bot(Level::Easy),
        SeatKind::Bot(Level::Medium),
        SeatKind::Bot(Level::Strong),
    ];

    /// The kind's name in the setup's fields: `human`, `easy`, `medium`, `strong`.
    pub const fn name(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot(Level::Easy) => "easy",
            SeatKind::Bot(Level::Medium) => "medium",
            SeatKind::Bot(Level::Strong) => "strong",
            SeatKind::Elsewhere => "elsewhere",
        }
    }

    /// The kind called [`name`](Self::name).
    pub fn from_name(name: &str) -> Option<SeatKind> {
        SeatKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The kind's letter in a seat code.
    pub const fn letter(self) -> char {
        match self {
            SeatKind::Human => 'h',
            SeatKind::Bot(Level::Easy) => 'e',
            SeatKind::Bot(Level::Medium) => 'm',
            SeatKind::Bot(Level::Strong) => 's',
            // Kept as a game, a live table's seat is played on by a person at this screen.
            SeatKind::Elsewhere => 'h',
        }
    }

    /// Whether the game waits for a person's clicks on this screen from this seat.
    pub const fn plays_by_clicks(self) -> bool {
        matches!(self, SeatKind::Human)
    }

    /// The computer player's level, `None` for a person.
    pub const fn level(self) -> Option<Level> {
        match self {
            SeatKind::Human | SeatKind::Elsewhere => None,
            SeatKind::Bot(level) => Some(level),
        }
    }
}

impl SeatLetter for SeatKind {
    const KINDS: &'static [SeatKind] = &SeatKind::ALL;
    const PERSON: SeatKind = SeatKind::Human;

    fn letter(self) -> char {
        SeatKind::letter(self)
    }
}

/// The seat code of a game (`encode_seat_code`: empty when every seat is a person, so a
/// plain link stays as the game writes it, otherwise one letter a seat) and its reading
/// (`decode_seat_code`), shared with Block Ness.
pub use blockness_seat_code::{decode as decode_seat_code, encode as encode_seat_code};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_and_names_round_trip_for_every_kind() {
        for kind in SeatKind::ALL {
            assert_eq!(
                <SeatKind as SeatLetter>::from_letter(kind.letter()),
                Some(kind)
            );
            assert_eq!(SeatKind::from_name(kind.name()), Some(kind));
        }
    }

    #[test]
    fn a_code_reads_back_and_people_alone_write_nothing() {
        let seats = vec![
            SeatKind::Human,
            SeatKind::Bot(Level::Medium),
            SeatKind::Bot(Level::Easy),
        ];
        assert_eq!(encode_seat_code(&seats), "hme");
        assert_eq!(decode_seat_code("hme", 3), Ok(seats));
        assert_eq!(
            decode_seat_code("sh", 2),
            Ok(vec![SeatKind::Bot(Level::Strong), SeatKind::Human])
        );
        assert_eq!(encode_seat_code(&[SeatKind::Human; 4]), "");
    }

    #[test]
    fn unknown_letters_and_wrong_counts_are_refused() {
        for (code, ch) in [("hl", 'l'), ("lh", 'l'), ("h?", '?')] {
            let position = code.find(ch).unwrap();
            assert_eq!(
                decode_seat_code::<SeatKind>(code, 2),
                Err(SeatCodeError::UnknownLetter { position, ch })
            );
        }
        assert_eq!(
            decode_seat_code::<SeatKind>("hee", 2),
            Err(SeatCodeError::WrongCount {
                players: 2,
                letters: 3
            })
        );
    }
}
