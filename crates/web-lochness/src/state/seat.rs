//! Who plays each Loch Ness seat, and the seat code of its addresses and kept games: one
//! letter a seat, `h` a person at this screen, `e` an easy, `m` a medium and `s` a strong
//! computer player, and a rung of the ladder between them by its number on it (`3`
//! casual). The code is written and read as Block Ness's is (`blockness-seat-code`), with
//! the same letters for the same kinds; every refusal is a [`SeatCodeError`].

use blockness_lochness::ladder::{step_of, Step, LADDER, STEPS};
use blockness_lochness::Level;
pub use blockness_seat_code::SeatCodeError;
use blockness_seat_code::SeatLetter;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatKind {
    /// A person at this screen.
    Human,
    /// A computer player of this rung of the ladder.
    Bot(Step),
    /// A seat of a live table that this screen neither clicks for nor plays: a person on
    /// another device, or a computer another device runs, or one this device runs for
    /// the table (its moves come through the table's log).
    Elsewhere,
}

/// Every kind the page offers: a person, then the ladder's rungs, weakest first.
const KINDS: [SeatKind; 1 + LADDER.len()] = {
    let mut kinds = [SeatKind::Human; 1 + LADDER.len()];
    let mut i = 0;
    while i < STEPS.len() {
        kinds[1 + i] = SeatKind::Bot(STEPS[i]);
        i += 1;
    }
    kinds
};

impl SeatKind {
    /// Every kind the page offers, in the order the setup lists them. The strong level's
    /// search runs in the bot worker (see [`crate::state::table::BotQuestion`]).
    pub const ALL: &'static [SeatKind] = &KINDS;

    /// The computer player that plays as `level` does.
    pub fn bot(level: Level) -> SeatKind {
        SeatKind::Bot(step_of(level))
    }

    /// The kind's name in the setup's fields: `human`, the rung's name (`easy`, `gentle`...),
    /// `elsewhere`.
    pub const fn name(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot(step) => step.name(),
            SeatKind::Elsewhere => "elsewhere",
        }
    }

    /// The kind called [`name`](Self::name).
    pub fn from_name(name: &str) -> Option<SeatKind> {
        SeatKind::ALL.iter().copied().find(|k| k.name() == name)
    }

    /// The kind's letter in a seat code.
    pub fn letter(self) -> char {
        match self {
            SeatKind::Human => 'h',
            SeatKind::Bot(step) => step.letter(level_letter),
            // Kept as a game, a live table's seat is played on by a person at this screen.
            SeatKind::Elsewhere => 'h',
        }
    }

    /// Whether the game waits for a person's clicks on this screen from this seat.
    pub const fn plays_by_clicks(self) -> bool {
        matches!(self, SeatKind::Human)
    }

    /// The computer player's rung, `None` for a person.
    pub const fn computer(self) -> Option<Step> {
        match self {
            SeatKind::Human | SeatKind::Elsewhere => None,
            SeatKind::Bot(step) => Some(step),
        }
    }

    /// The level a live table's computer plays this seat at: the table's log names the
    /// three levels only, so a rung between two stands for the one rated nearer.
    pub fn table_level(self) -> Option<Level> {
        self.computer().and_then(|step| step.nearest_level())
    }

    /// Whether a computer plays the seat here.
    pub const fn is_computer(self) -> bool {
        matches!(self, SeatKind::Bot(_))
    }
}

/// The letters Block Ness's links use for the same levels; the rungs between them are
/// written as their numbers on the ladder.
fn level_letter(level: Level) -> char {
    match level {
        Level::Easy => 'e',
        Level::Medium => 'm',
        Level::Strong => 's',
    }
}

impl SeatLetter for SeatKind {
    const KINDS: &'static [SeatKind] = SeatKind::ALL;
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
        for &kind in SeatKind::ALL {
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
            SeatKind::bot(Level::Medium),
            SeatKind::bot(Level::Easy),
        ];
        assert_eq!(encode_seat_code(&seats), "hme");
        assert_eq!(decode_seat_code("hme", 3), Ok(seats));
        assert_eq!(
            decode_seat_code("sh", 2),
            Ok(vec![SeatKind::bot(Level::Strong), SeatKind::Human])
        );
        assert_eq!(encode_seat_code(&[SeatKind::Human; 4]), "");
    }

    #[test]
    fn the_rungs_between_the_levels_are_written_as_their_numbers() {
        let code: String = SeatKind::ALL.iter().map(|k| k.letter()).collect();
        assert_eq!(code, "he2345ms");
        let seats = vec![SeatKind::Human, SeatKind::Bot(STEPS[2])];
        assert_eq!(encode_seat_code(&seats), "h3");
        assert_eq!(decode_seat_code("h3", 2), Ok(seats));
        assert_eq!(SeatKind::Bot(STEPS[2]).name(), "casual");
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
