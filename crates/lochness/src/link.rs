//! A game as compact, URL-safe text: its setup and its actions, as a link carries it.
//!
//! The text is a version character (`1`) followed by the bytes below in base64url without
//! padding, so it can follow `#` in an address untouched:
//!
//! - one byte of flags: 1 for the five-player variant, plus 2 when the table deals the luck
//!   ([`crate::Chance::Table`]);
//! - the number of players and the seed, each an unsigned LEB128 number (the seed takes 1 to 10 bytes);
//! - the actions, each a tag byte and its fields as LEB128 numbers: `0` place *point*,
//!   `1` move *from* *to*, `2` pass, `3` relocate *to*, `4` draw *deck*, `5` keep
//!   *index* *row*, `6` discard, `7` roll, `8` swim *head* *body* *tail*, `9` withdraw
//!   *point*, `10` flip *seat* *column*, `11` chance *value* (the table's draw). A deck or column is its kind's index (bench 0 to
//!   boat 4), a row is 0 (upper) or 1 (lower).
//!
//! Reading is for untrusted text: every refusal is a [`LinkError`], nothing panics, and
//! text longer than [`MAX_LINK_CHARS`] is refused before it is decoded. [`decode`] reads
//! the form only; [`decode_game`] also replays the game, naming its first illegal action.

use std::fmt;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

use crate::fragments::Kind;
use crate::game::action::Action;
use crate::game::record::{Record, ReplayError};
use crate::game::setup::Chance;
use crate::game::Game;
use crate::nessie::Nessie;
use crate::ruler::Row;

/// The character every link of this format starts with.
pub const LINK_VERSION: char = '1';

/// The longest link read, in characters. The longest of 1,000 five-player bot games has
/// about 400 actions, under 2,000 characters; this leaves room and stops pasted junk early.
pub const MAX_LINK_CHARS: usize = 8_000;

/// The largest point, cell, seat or hand index a link may hold: far above any board's,
/// small enough that a corrupted number is caught as such.
pub const MAX_ID: usize = 1 << 16;

/// Why a text is not a game's link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The text is empty.
    Empty,
    /// The text is longer than [`MAX_LINK_CHARS`].
    TooLong {
        /// Its length in characters.
        chars: usize,
    },
    /// The first character is not a known version.
    UnknownVersion(char),
    /// The rest is not base64url text.
    NotBase64,
    /// The bytes end in the middle of the setup or of an action.
    Truncated,
    /// A number is longer than its field allows.
    NumberTooLarge,
    /// An action's tag is not one of the twelve.
    UnknownAction {
        /// The tag.
        tag: u8,
        /// The action's position, from 0.
        index: usize,
    },
    /// A deck or column index above 4.
    NoSuchKind(usize),
    /// A row other than 0 or 1.
    NoSuchRow(usize),
    /// The link reads, but its game cannot be replayed: the setup or an action is refused.
    Game(ReplayError),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Empty => f.write_str("the link is empty"),
            LinkError::TooLong { chars } => write!(
                f,
                "the link has {chars} characters, more than the {MAX_LINK_CHARS} a game can need"
            ),
            LinkError::UnknownVersion(c) => {
                write!(f, "the link starts with {c:?}, which is no known version")
            }
            LinkError::NotBase64 => f.write_str("the link holds characters outside base64url"),
            LinkError::Truncated => f.write_str("the link ends in the middle of the game"),
            LinkError::NumberTooLarge => f.write_str("the link holds a number too large"),
            LinkError::UnknownAction { tag, index } => {
                write!(f, "action {index} (from 0) has the unknown tag {tag}")
            }
            LinkError::NoSuchKind(k) => write!(f, "there is no deck or column {k}"),
            LinkError::NoSuchRow(r) => write!(f, "there is no row {r}"),
            LinkError::Game(e) => write!(f, "the game cannot be replayed: {e}"),
        }
    }
}

impl std::error::Error for LinkError {}

const PLACE: u8 = 0;
const MOVE: u8 = 1;
const PASS: u8 = 2;
const RELOCATE: u8 = 3;
const DRAW: u8 = 4;
const KEEP: u8 = 5;
const DISCARD: u8 = 6;
const ROLL: u8 = 7;
const SWIM: u8 = 8;
const WITHDRAW: u8 = 9;
const FLIP: u8 = 10;
const CHANCE: u8 = 11;

/// The flags byte's bit for the five-player variant.
const VARIANT5_FLAG: u8 = 1;
/// The flags byte's bit for a game whose luck the table deals.
const TABLE_CHANCE_FLAG: u8 = 2;

fn push_number(bytes: &mut Vec<u8>, mut n: u64) {
    loop {
        let low = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            bytes.push(low);
            return;
        }
        bytes.push(low | 0x80);
    }
}

fn row_number(row: Row) -> u64 {
    match row {
        Row::Upper => 0,
        Row::Lower => 1,
    }
}

/// Writes `record` as link text.
pub fn encode(record: &Record) -> String {
    let mut bytes = Vec::with_capacity(16 + record.actions.len() * 3);
    let table = record.chance == Chance::Table;
    bytes.push(
        if record.variant5 { VARIANT5_FLAG } else { 0 } | if table { TABLE_CHANCE_FLAG } else { 0 },
    );
    push_number(&mut bytes, record.players as u64);
    push_number(&mut bytes, record.seed);
    let number = |bytes: &mut Vec<u8>, n: usize| push_number(bytes, n as u64);
    for action in &record.actions {
        match *action {
            Action::Place { point } => {
                bytes.push(PLACE);
                number(&mut bytes, point);
            }
            Action::Move { from, to } => {
                bytes.push(MOVE);
                number(&mut bytes, from);
                number(&mut bytes, to);
            }
            Action::Pass => bytes.push(PASS),
            Action::Relocate { to } => {
                bytes.push(RELOCATE);
                number(&mut bytes, to);
            }
            Action::Draw { deck } => {
                bytes.push(DRAW);
                number(&mut bytes, deck.index());
            }
            Action::Keep { index, row } => {
                bytes.push(KEEP);
                number(&mut bytes, index);
                push_number(&mut bytes, row_number(row));
            }
            Action::Discard => bytes.push(DISCARD),
            Action::Roll => bytes.push(ROLL),
            Action::Swim { nessie } => {
                bytes.push(SWIM);
                for cell in nessie.cells() {
                    number(&mut bytes, cell);
                }
            }
            Action::Withdraw { point } => {
                bytes.push(WITHDRAW);
                number(&mut bytes, point);
            }
            Action::Flip { seat, column } => {
                bytes.push(FLIP);
                number(&mut bytes, seat);
                number(&mut bytes, column.index());
            }
            Action::Chance { value } => {
                bytes.push(CHANCE);
                push_number(&mut bytes, u64::from(value));
            }
        }
    }
    let mut text = String::with_capacity(1 + bytes.len() * 4 / 3 + 2);
    text.push(LINK_VERSION);
    text.push_str(&URL_SAFE_NO_PAD.encode(bytes));
    text
}

/// Reads bytes front to back, refusing what runs past the end.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn done(&self) -> bool {
        self.at >= self.bytes.len()
    }

    fn byte(&mut self) -> Result<u8, LinkError> {
        let b = *self.bytes.get(self.at).ok_or(LinkError::Truncated)?;
        self.at += 1;
        Ok(b)
    }

    fn number(&mut self) -> Result<u64, LinkError> {
        let mut n: u64 = 0;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            let part = u64::from(b & 0x7f);
            if shift == 63 && part > 1 {
                return Err(LinkError::NumberTooLarge);
            }
            n |= part << shift;
            if b & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(LinkError::NumberTooLarge)
    }

    fn id(&mut self) -> Result<usize, LinkError> {
        let n = self.number()?;
        usize::try_from(n)
            .ok()
            .filter(|&n| n <= MAX_ID)
            .ok_or(LinkError::NumberTooLarge)
    }

    fn kind(&mut self) -> Result<Kind, LinkError> {
        let n = self.id()?;
        Kind::ALL.get(n).copied().ok_or(LinkError::NoSuchKind(n))
    }

    fn row(&mut self) -> Result<Row, LinkError> {
        match self.id()? {
            0 => Ok(Row::Upper),
            1 => Ok(Row::Lower),
            n => Err(LinkError::NoSuchRow(n)),
        }
    }

    fn action(&mut self, index: usize) -> Result<Action, LinkError> {
        Ok(match self.byte()? {
            PLACE => Action::Place { point: self.id()? },
            MOVE => Action::Move {
                from: self.id()?,
                to: self.id()?,
            },
            PASS => Action::Pass,
            RELOCATE => Action::Relocate { to: self.id()? },
            DRAW => Action::Draw { deck: self.kind()? },
            KEEP => Action::Keep {
                index: self.id()?,
                row: self.row()?,
            },
            DISCARD => Action::Discard,
            ROLL => Action::Roll,
            SWIM => Action::Swim {
                nessie: Nessie::from_cells([self.id()?, self.id()?, self.id()?]),
            },
            WITHDRAW => Action::Withdraw { point: self.id()? },
            FLIP => Action::Flip {
                seat: self.id()?,
                column: self.kind()?,
            },
            CHANCE => Action::Chance {
                value: u32::try_from(self.number()?).map_err(|_| LinkError::NumberTooLarge)?,
            },
            tag => return Err(LinkError::UnknownAction { tag, index }),
        })
    }
}

/// Reads link text into a record (its form only: see [`decode_game`] for its legality).
pub fn decode(text: &str) -> Result<Record, LinkError> {
    let text = text.trim();
    let chars = text.chars().count();
    if chars > MAX_LINK_CHARS {
        return Err(LinkError::TooLong { chars });
    }
    let mut rest = text.chars();
    let version = rest.next().ok_or(LinkError::Empty)?;
    if version != LINK_VERSION {
        return Err(LinkError::UnknownVersion(version));
    }
    let bytes = URL_SAFE_NO_PAD
        .decode(rest.as_str())
        .map_err(|_| LinkError::NotBase64)?;
    let mut reader = Reader {
        bytes: &bytes,
        at: 0,
    };
    let flags = reader.byte()?;
    if flags & !(VARIANT5_FLAG | TABLE_CHANCE_FLAG) != 0 {
        return Err(LinkError::NumberTooLarge);
    }
    let variant5 = flags & VARIANT5_FLAG != 0;
    let chance = if flags & TABLE_CHANCE_FLAG != 0 {
        Chance::Table
    } else {
        Chance::Seed
    };
    let players = reader.id()?;
    let seed = reader.number()?;
    let mut actions = Vec::new();
    while !reader.done() {
        actions.push(reader.action(actions.len())?);
    }
    Ok(Record {
        players,
        seed,
        variant5,
        chance,
        actions,
    })
}

/// Reads link text and replays its game.
pub fn decode_game(text: &str) -> Result<Game, LinkError> {
    decode(text)?.replay().map_err(LinkError::Game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::setup::Setup;

    fn record(actions: Vec<Action>) -> Record {
        Record {
            players: 3,
            seed: u64::MAX - 7,
            variant5: false,
            chance: Chance::Seed,
            actions,
        }
    }

    #[test]
    fn every_action_kind_reads_back() {
        let actions = vec![
            Action::Place { point: 14 },
            Action::Move { from: 3, to: 200 },
            Action::Pass,
            Action::Relocate { to: 0 },
            Action::Draw { deck: Kind::Boat },
            Action::Keep {
                index: 2,
                row: Row::Lower,
            },
            Action::Keep {
                index: 0,
                row: Row::Upper,
            },
            Action::Discard,
            Action::Roll,
            Action::Swim {
                nessie: Nessie::from_cells([28, 27, 26]),
            },
            Action::Withdraw { point: 9 },
            Action::Flip {
                seat: 4,
                column: Kind::Bench,
            },
        ];
        let r = record(actions);
        let text = encode(&r);
        assert!(text.starts_with(LINK_VERSION));
        assert!(text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        assert_eq!(decode(&text), Ok(r));
    }

    #[test]
    fn the_variant_and_an_empty_game_read_back() {
        let r = Record {
            players: 5,
            seed: 0,
            variant5: true,
            chance: Chance::Seed,
            actions: Vec::new(),
        };
        assert_eq!(decode(&encode(&r)), Ok(r));
    }

    #[test]
    fn garbage_is_refused_with_a_reason() {
        assert_eq!(decode(""), Err(LinkError::Empty));
        assert_eq!(decode("2AAA"), Err(LinkError::UnknownVersion('2')));
        assert_eq!(decode("1a*b"), Err(LinkError::NotBase64));
        assert_eq!(decode("1"), Err(LinkError::Truncated));
        let long = format!("1{}", "A".repeat(MAX_LINK_CHARS));
        assert_eq!(
            decode(&long),
            Err(LinkError::TooLong {
                chars: MAX_LINK_CHARS + 1
            })
        );
        // No variant, two players, seed 0, then tag 12.
        let text = format!("1{}", URL_SAFE_NO_PAD.encode([0u8, 2, 0, 12]));
        assert_eq!(
            decode(&text),
            Err(LinkError::UnknownAction { tag: 12, index: 0 })
        );
        // A flag no edition knows.
        let text = format!("1{}", URL_SAFE_NO_PAD.encode([4u8, 2, 0]));
        assert_eq!(decode(&text), Err(LinkError::NumberTooLarge));
        // A table's draw beyond any range a game can ask for (2^32).
        let text = format!(
            "1{}",
            URL_SAFE_NO_PAD.encode([2u8, 2, 0, CHANCE, 0x80, 0x80, 0x80, 0x80, 0x10])
        );
        assert_eq!(decode(&text), Err(LinkError::NumberTooLarge));
        let text = format!("1{}", URL_SAFE_NO_PAD.encode([0u8, 2, 0, DRAW, 5]));
        assert_eq!(decode(&text), Err(LinkError::NoSuchKind(5)));
        let text = format!("1{}", URL_SAFE_NO_PAD.encode([0u8, 2, 0, KEEP, 0, 2]));
        assert_eq!(decode(&text), Err(LinkError::NoSuchRow(2)));
        let text = format!("1{}", URL_SAFE_NO_PAD.encode([0u8, 2, 0, MOVE, 1]));
        assert_eq!(decode(&text), Err(LinkError::Truncated));
        let text = format!(
            "1{}",
            URL_SAFE_NO_PAD.encode([0u8, 2, 0xff, 0xff, 0xff, 0xff])
        );
        assert_eq!(decode(&text), Err(LinkError::Truncated));
        let eleven = [0xffu8; 11];
        let text = format!(
            "1{}",
            URL_SAFE_NO_PAD.encode([&[0u8, 2][..], &eleven].concat())
        );
        assert_eq!(decode(&text), Err(LinkError::NumberTooLarge));
    }

    #[test]
    fn an_illegal_game_reads_but_does_not_replay() {
        let r = Record {
            players: 2,
            seed: 1,
            variant5: false,
            chance: Chance::Seed,
            actions: vec![Action::Roll],
        };
        let text = encode(&r);
        assert_eq!(decode(&text), Ok(r));
        assert!(matches!(
            decode_game(&text),
            Err(LinkError::Game(ReplayError::Illegal { index: 0, .. }))
        ));
        let six = encode(&Record {
            players: 6,
            ..record(Vec::new())
        });
        assert!(matches!(
            decode_game(&six),
            Err(LinkError::Game(ReplayError::Setup(_)))
        ));
    }

    #[test]
    fn a_legal_game_replays_to_the_same_actions() {
        let mut game = Game::new(Setup::seeded(2, 9)).unwrap();
        for _ in 0..20 {
            let first = game.step_actions()[0];
            game.apply(first).unwrap();
        }
        let text = encode(&Record::of(&game));
        assert_eq!(decode_game(&text).unwrap().actions(), game.actions());
    }
}
