//! The seat code of the site's game addresses: after `~`, one letter a seat, saying who
//! plays it (`~hm`: a person, then a medium computer player). Each game names its own kinds
//! of seat and their letters ([`SeatLetter`]); the code is written and read the same way
//! for all of them, as untrusted text: every refusal is a [`SeatCodeError`].

use std::fmt;

/// A game's kinds of seat, each with a letter of its own.
pub trait SeatLetter: Copy + PartialEq + Sized + 'static {
    /// Every kind a seat can have.
    const KINDS: &'static [Self];
    /// The kind of every seat when a game has no code: a person at this screen.
    const PERSON: Self;
    /// The kind's letter in a code.
    fn letter(self) -> char;

    /// The kind a letter stands for.
    fn from_letter(letter: char) -> Option<Self> {
        Self::KINDS.iter().copied().find(|k| k.letter() == letter)
    }
}

/// The code of `seats`: empty when every seat is a person (so a plain link stays as the game
/// writes it), otherwise one letter a seat.
pub fn encode<K: SeatLetter>(seats: &[K]) -> String {
    if seats.iter().all(|k| *k == K::PERSON) {
        String::new()
    } else {
        seats.iter().map(|k| k.letter()).collect()
    }
}

/// The seats of a `players`-seat game from its code.
pub fn decode<K: SeatLetter>(code: &str, players: usize) -> Result<Vec<K>, SeatCodeError> {
    let seats = code
        .chars()
        .enumerate()
        .map(|(position, ch)| {
            K::from_letter(ch).ok_or(SeatCodeError::UnknownLetter { position, ch })
        })
        .collect::<Result<Vec<K>, _>>()?;
    if seats.len() != players {
        return Err(SeatCodeError::WrongCount {
            players,
            letters: seats.len(),
        });
    }
    Ok(seats)
}

/// Why a seat code was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatCodeError {
    /// A letter that stands for none of the game's kinds of seat.
    UnknownLetter {
        /// Position in the code, from 0.
        position: usize,
        /// The character found.
        ch: char,
    },
    /// Not one letter a seat.
    WrongCount {
        /// Seats in the game.
        players: usize,
        /// Letters in the code.
        letters: usize,
    },
}

impl fmt::Display for SeatCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatCodeError::UnknownLetter { position, ch } => write!(
                f,
                "letter {} of the seat code is {ch:?}, which stands for no kind of seat of this game",
                position + 1
            ),
            SeatCodeError::WrongCount { players, letters } => write!(
                f,
                "the seat code has {letters} letter(s) for a game of {players} players"
            ),
        }
    }
}

impl std::error::Error for SeatCodeError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Seat {
        Person,
        Robot,
    }

    impl SeatLetter for Seat {
        const KINDS: &'static [Seat] = &[Seat::Person, Seat::Robot];
        const PERSON: Seat = Seat::Person;
        fn letter(self) -> char {
            match self {
                Seat::Person => 'p',
                Seat::Robot => 'r',
            }
        }
    }

    #[test]
    fn people_alone_write_nothing_and_a_code_reads_back() {
        assert_eq!(encode(&[Seat::Person; 3]), "");
        let seats = [Seat::Person, Seat::Robot, Seat::Robot];
        assert_eq!(encode(&seats), "prr");
        assert_eq!(decode("prr", 3), Ok(seats.to_vec()));
    }

    #[test]
    fn unknown_letters_and_wrong_counts_are_refused_never_guessed() {
        assert_eq!(
            decode::<Seat>("px", 2),
            Err(SeatCodeError::UnknownLetter {
                position: 1,
                ch: 'x'
            })
        );
        assert_eq!(
            decode::<Seat>("ppp", 2),
            Err(SeatCodeError::WrongCount {
                players: 2,
                letters: 3
            })
        );
        assert_eq!(
            decode::<Seat>("", 2),
            Err(SeatCodeError::WrongCount {
                players: 2,
                letters: 0
            })
        );
        // Upper case and multi-byte characters are unknown letters, not panics.
        assert!(decode::<Seat>("PR", 2).is_err());
        assert!(decode::<Seat>("pé", 2).is_err());
        let message = decode::<Seat>("pq", 2).unwrap_err().to_string();
        assert!(message.contains("'q'"), "{message}");
    }
}
