//! Loch Ness addresses: `#l/` then the game's link ([`blockness_lochness::link`]), then
//! optionally `~` and one letter per seat ([`super::seat`]): `h` a person, `e` an easy bot,
//! `m` a medium bot. Without the code every seat is a person. Read as untrusted input: every refusal is an
//! [`AddressError`].

use std::fmt;

use blockness_lochness::link::{self, LinkError};
use blockness_lochness::{Game, Record};

use super::seat::{decode_seat_code, encode_seat_code, SeatCodeError, SeatKind};

pub use blockness_web_common::address::{is_lochness_link, LOCHNESS_PREFIX};

/// A Loch Ness address, read.
#[derive(Clone, Debug)]
pub struct Address {
    /// The game, replayed.
    pub game: Game,
    /// The link text, as found.
    pub link: String,
    /// Who plays each seat.
    pub seats: Vec<SeatKind>,
}

/// Why an address was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressError {
    /// It does not start with [`LOCHNESS_PREFIX`].
    NotLochNess,
    /// Nothing follows the prefix.
    Empty,
    /// The link does not read or its game does not replay.
    Link(LinkError),
    /// The seat code does not read.
    Seats(SeatCodeError),
}

impl fmt::Display for AddressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AddressError::NotLochNess => f.write_str("it is not a Loch Ness address"),
            AddressError::Empty => f.write_str("it holds no game"),
            AddressError::Link(e) => write!(f, "{e}"),
            AddressError::Seats(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for AddressError {}

/// Reads the text after `#`.
pub fn read(hash: &str) -> Result<Address, AddressError> {
    // A live table's address starts with the same prefix, but is not a game's.
    if !is_lochness_link(hash) {
        return Err(AddressError::NotLochNess);
    }
    let rest = hash
        .trim_start_matches('#')
        .strip_prefix(LOCHNESS_PREFIX)
        .ok_or(AddressError::NotLochNess)?;
    let (link_text, code) = match rest.split_once('~') {
        Some((l, c)) => (l, Some(c)),
        None => (rest, None),
    };
    if link_text.is_empty() {
        return Err(AddressError::Empty);
    }
    let game = link::decode_game(link_text).map_err(AddressError::Link)?;
    let players = game.setup().players;
    let seats = match code {
        None => vec![SeatKind::Human; players],
        Some(code) => decode_seat_code(code, players).map_err(AddressError::Seats)?,
    };
    Ok(Address {
        game,
        link: link_text.to_string(),
        seats,
    })
}

/// The link text of a game.
pub fn link_of(game: &Game) -> String {
    link::encode(&Record::of(game))
}

/// The text after `#` for a game and its seats.
pub fn write(game: &Game, seats: &[SeatKind]) -> String {
    let code = encode_seat_code(seats);
    let mut text = format!("{LOCHNESS_PREFIX}{}", link_of(game));
    if !code.is_empty() {
        text.push('~');
        text.push_str(&code);
    }
    text
}
