//! The whole text after `#` of a game's address: the game's link, the game's identity
//! and who plays each seat.
//!
//! ```text
//! 1AAMAAgAH.k3J9xQ2a~hl
//! └─ link ─┘└─ id ─┘└ seats
//! ```
//!
//! - the link is the core's codec ([`crate::encode_link`]), base64url after a version
//!   character, which never holds `.` or `~`, so the parts split without ambiguity;
//! - `.` and a [`GameId`] name the game, so that two links of the same game can be told
//!   from two different games (a newer state, an older one, a different continuation);
//! - `~` and one letter per seat say who plays it; the letters' meaning belongs to the
//!   programs that play (a person, a computer level, another device), so here they are
//!   only checked to be lower-case ASCII letters.
//!
//! Both extra parts are optional: a link written before they existed is a whole address.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Separates the link from the game's id.
pub const ID_SEPARATOR: char = '.';
/// Separates the link (and id) from the seat code.
pub const SEATS_SEPARATOR: char = '~';
/// The shortest id accepted.
pub const MIN_ID_LEN: usize = 6;
/// The longest id accepted.
pub const MAX_ID_LEN: usize = 16;

/// A game's identity in its address: 6 to 16 ASCII letters and digits, chosen at random
/// when the game starts.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct GameId(String);

impl GameId {
    /// The id made of the first [`MIN_ID_LEN`]..=[`MAX_ID_LEN`] characters that `random`
    /// picks from the 62 letters and digits: `random(62)` must return a number below 62.
    pub fn generate(len: usize, mut random: impl FnMut(u8) -> u8) -> GameId {
        const ALPHABET: &[u8; 62] =
            b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        let len = len.clamp(MIN_ID_LEN, MAX_ID_LEN);
        GameId(
            (0..len)
                .map(|_| char::from(ALPHABET[usize::from(random(62) % 62)]))
                .collect(),
        )
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Why text is not a game id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameIdError {
    /// Shorter than [`MIN_ID_LEN`] or longer than [`MAX_ID_LEN`].
    Length {
        /// Characters found.
        len: usize,
    },
    /// A character other than an ASCII letter or digit.
    BadCharacter {
        /// Its position, from 0.
        position: usize,
        /// The character.
        ch: char,
    },
}

impl fmt::Display for GameIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameIdError::Length { len } => write!(
                f,
                "a game id has {MIN_ID_LEN} to {MAX_ID_LEN} characters, not {len}"
            ),
            GameIdError::BadCharacter { position, ch } => write!(
                f,
                "character {} of the game id is {ch:?}, but an id holds only letters and digits",
                position + 1
            ),
        }
    }
}

impl std::error::Error for GameIdError {}

impl FromStr for GameId {
    type Err = GameIdError;

    fn from_str(text: &str) -> Result<GameId, GameIdError> {
        if let Some((position, ch)) = text
            .chars()
            .enumerate()
            .find(|(_, c)| !c.is_ascii_alphanumeric())
        {
            return Err(GameIdError::BadCharacter { position, ch });
        }
        let len = text.len();
        if !(MIN_ID_LEN..=MAX_ID_LEN).contains(&len) {
            return Err(GameIdError::Length { len });
        }
        Ok(GameId(text.to_string()))
    }
}

impl TryFrom<String> for GameId {
    type Error = GameIdError;

    fn try_from(text: String) -> Result<GameId, GameIdError> {
        text.parse()
    }
}

impl From<GameId> for String {
    fn from(id: GameId) -> String {
        id.0
    }
}

/// The parts of an address's text after `#`, as written: nothing is decoded or checked
/// here, so that each part can be refused on its own (a bad seat code need not lose the
/// game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddressParts<'a> {
    /// The core's link text.
    pub link: &'a str,
    /// The text after `.`, if any.
    pub id: Option<&'a str>,
    /// The text after `~`, if any.
    pub seats: Option<&'a str>,
}

impl<'a> AddressParts<'a> {
    /// Splits `text` (a leading `#` is allowed) into its parts.
    pub fn split(text: &'a str) -> AddressParts<'a> {
        let text = text.strip_prefix('#').unwrap_or(text);
        let (front, seats) = match text.split_once(SEATS_SEPARATOR) {
            Some((front, seats)) => (front, Some(seats)),
            None => (text, None),
        };
        let (link, id) = match front.split_once(ID_SEPARATOR) {
            Some((link, id)) => (link, Some(id)),
            None => (front, None),
        };
        AddressParts { link, id, seats }
    }

    /// The game id, if the address has one: `Ok(None)` without, an error when the text
    /// after `.` is not an id.
    pub fn game_id(&self) -> Result<Option<GameId>, GameIdError> {
        self.id.map(str::parse).transpose()
    }
}

/// The address text of a game: its link, then its id and seat code when given (an empty
/// seat code is left out).
pub fn join_address(link: &str, id: Option<&GameId>, seats: &str) -> String {
    let mut text = link.to_string();
    if let Some(id) = id {
        text.push(ID_SEPARATOR);
        text.push_str(id.as_str());
    }
    if !seats.is_empty() {
        text.push(SEATS_SEPARATOR);
        text.push_str(seats);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part_is_optional_and_splits_back() {
        let id: GameId = "k3J9xQ2a".parse().unwrap();
        for (id, seats, text) in [
            (None, "", "1AAM"),
            (Some(&id), "", "1AAM.k3J9xQ2a"),
            (None, "hs", "1AAM~hs"),
            (Some(&id), "hl", "1AAM.k3J9xQ2a~hl"),
        ] {
            assert_eq!(join_address("1AAM", id, seats), text);
            let parts = AddressParts::split(text);
            assert_eq!(parts.link, "1AAM");
            assert_eq!(parts.game_id().unwrap().as_ref(), id);
            assert_eq!(parts.seats.unwrap_or(""), seats);
        }
        assert_eq!(AddressParts::split("#1A-_b").link, "1A-_b");
    }

    #[test]
    fn ids_are_letters_and_digits_of_a_bounded_length() {
        assert!("abc123".parse::<GameId>().is_ok());
        assert_eq!("abc".parse::<GameId>(), Err(GameIdError::Length { len: 3 }));
        assert_eq!(
            "a".repeat(17).parse::<GameId>(),
            Err(GameIdError::Length { len: 17 })
        );
        assert_eq!(
            "abc-def".parse::<GameId>(),
            Err(GameIdError::BadCharacter {
                position: 3,
                ch: '-'
            })
        );
        assert!("abcdéf".parse::<GameId>().is_err());
        assert!(serde_json::from_str::<GameId>("\"no!\"").is_err());
    }

    #[test]
    fn generated_ids_use_the_whole_alphabet_and_parse() {
        let mut n = 0u8;
        let id = GameId::generate(8, |m| {
            n = n.wrapping_add(23);
            n % m
        });
        assert_eq!(id.as_str().len(), 8);
        assert_eq!(id.as_str().parse::<GameId>(), Ok(id.clone()));
        assert_eq!(GameId::generate(100, |_| 61).as_str(), "9".repeat(16));
    }
}
