//! Game records and the link codec: a whole game in the text after `#` of an address.
//!
//! Link format, version 1: the character `1`, then unpadded URL-safe base64 of
//!
//! | bytes | meaning |
//! |---|---|
//! | 1 | bits 0-1: players - 2; bit 2: expert; bit 3: swap option; other bits 0 |
//! | 1 | number of moves |
//! | 1 per seat | colour index (orange 0, green 1, purple 2, black 3) |
//! | 2 per move | big-endian; a starter: `head cell index << 2 \| direction to the tail`; an extension: `end << 8 \| piece << 4 \| direction from the end to the start cell << 2 \| direction of the segment`; the swap: `0xFFFF` |
//!
//! A cell index is `y * width + x`; directions are up, right, down, left = 0 to 3. The
//! kind of each move follows from the position (a seat without a starter places it),
//! so two bytes carry any move, and a finished four-player game takes about 120
//! characters. The move count makes truncation detectable.
//!
//! Version 2 has the same layout and is written for games on the balanced edition
//! (`lochside-v2`); version 1 stays the first edition's (`lochside-v1`), so every link
//! shared before the balanced edition came opens on the edition it was played on.
//!
//! The swap option came after the first links were shared, and fits in version 1
//! without changing what an older link means: its flag is bit 3 of the settings, which
//! every earlier link has clear (earlier readers refused a link with it set), and the
//! swap's code, [`SWAP_CODE`], names no starter (its cell index is beyond any board) and
//! no extension (bits 9 and up are clear in those), so no earlier link holds it. A
//! link without the flag is read exactly as before, and `0xFFFF` in it is still a bad
//! move code.

use std::fmt;
use std::sync::Arc;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::{Deserialize, Serialize};

use crate::cell::Direction;
use crate::colour::Colour;
use crate::edition::Edition;
use crate::game::Game;
use crate::legality::IllegalMove;
use crate::moves::{End, Move};
use crate::position::{Setup, SetupError};

/// The version character of links of games on the first edition (`lochside-v1`), and of
/// games on an edition loaded from a file, whose reader has to be given that edition.
pub const LINK_VERSION: char = '1';

/// The version character of links of games on the balanced edition (`lochside-v2`): the
/// same layout as version 1, so the character alone says which edition the game is on.
pub const LINK_VERSION_V2: char = '2';

/// The edition of links of version 1 and of records that name none.
const FIRST_EDITION: &str = "lochside-v1";

/// Each link version and the built-in edition its games are on.
const LINK_EDITIONS: [(char, &str); 2] = [
    (LINK_VERSION, FIRST_EDITION),
    (LINK_VERSION_V2, "lochside-v2"),
];

/// The name of the built-in edition a link's game is on, read from its version character
/// (a leading `#` is ignored).
pub fn link_edition(text: &str) -> Result<&'static str, LinkError> {
    let version = text
        .strip_prefix('#')
        .unwrap_or(text)
        .chars()
        .next()
        .ok_or(LinkError::Empty)?;
    LINK_EDITIONS
        .iter()
        .find(|(v, _)| *v == version)
        .map(|(_, name)| *name)
        .ok_or(LinkError::UnknownVersion { version })
}

/// The two-byte code of the swap in a link (read as a swap only in a game with the swap
/// option; see the module documentation).
pub const SWAP_CODE: u16 = 0xFFFF;

/// Bit of the settings byte that carries the swap option.
const SWAP_FLAG: u8 = 1 << 3;

/// A whole game as data: setup and moves (skipped turns are implied).
///
/// In JSON: `{"players": N, "expert": bool, "swap": bool, "colors": [names], "moves":
/// [moves]}`, where `expert`, `swap`, `colors` and `moves` may be left out (`swap` is
/// written only when it is on).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// Number of seats, 2 to 4.
    pub players: usize,
    /// Whether the expert variant is played.
    #[serde(default)]
    pub expert: bool,
    /// Whether the swap option is on (two players only).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub swap: bool,
    /// Colour of each seat; the edition's order when absent.
    #[serde(default, rename = "colors", skip_serializing_if = "Option::is_none")]
    pub colours: Option<Vec<Colour>>,
    /// The moves, in order.
    #[serde(default)]
    pub moves: Vec<Move>,
    /// The name of the edition the game is on; records without it were written before
    /// editions had names and are on `lochside-v1` (see [`GameRecord::edition_name`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<String>,
}

/// Why a record could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Player count or colours are wrong.
    Setup(SetupError),
    /// Move `index` (from 0) is illegal in the position it is played in.
    IllegalMove {
        /// Index of the move in the record.
        index: usize,
        /// Why it is refused.
        reason: IllegalMove,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Setup(e) => e.fmt(f),
            RecordError::IllegalMove { index, reason } => {
                write!(f, "move {} is illegal: {reason}", index + 1)
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl From<SetupError> for RecordError {
    fn from(e: SetupError) -> RecordError {
        RecordError::Setup(e)
    }
}

impl GameRecord {
    /// Replays the record on `edition`.
    pub fn replay(&self, edition: Arc<Edition>) -> Result<Game, RecordError> {
        let setup = Setup::new(&edition, self.players, self.colours.clone(), self.expert)?
            .with_swap(self.swap)?;
        let mut game = Game::new(edition, setup);
        for (index, &mv) in self.moves.iter().enumerate() {
            game.play(mv)
                .map_err(|reason| RecordError::IllegalMove { index, reason })?;
        }
        Ok(game)
    }

    /// The record of `game`, with its colours written out, and its edition's name unless it
    /// is `lochside-v1` (which records written before editions had names are on).
    pub fn of(game: &Game) -> GameRecord {
        let setup = game.rules().setup();
        let name = game.rules().edition().name();
        GameRecord {
            players: setup.players(),
            expert: setup.expert(),
            swap: setup.swap(),
            colours: Some(setup.colours().to_vec()),
            moves: game.moves().to_vec(),
            edition: (name != FIRST_EDITION).then(|| name.to_string()),
        }
    }

    /// The name of the edition the record's game is on.
    pub fn edition_name(&self) -> &str {
        self.edition.as_deref().unwrap_or(FIRST_EDITION)
    }
}

/// Why a link could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Nothing after `#`.
    Empty,
    /// A version this engine does not know.
    UnknownVersion {
        /// The first character of the link.
        version: char,
    },
    /// A character outside `A-Z a-z 0-9 - _`.
    BadCharacter {
        /// Its position in the text, from 0.
        position: usize,
        /// The character.
        ch: char,
    },
    /// The text ends before the data it announces.
    Truncated,
    /// More data than the header announces.
    TrailingData,
    /// The header holds values no game can have.
    BadHeader,
    /// Move `index` holds a code no move has.
    BadMoveCode {
        /// Index of the move, from 0.
        index: usize,
    },
    /// The game's setup is refused.
    Setup(SetupError),
    /// Move `index` is illegal.
    IllegalMove {
        /// Index of the move, from 0.
        index: usize,
        /// Why it is refused.
        reason: IllegalMove,
    },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Empty => write!(f, "the link holds no game"),
            LinkError::UnknownVersion { version } => {
                write!(f, "the link is of an unknown version ({version:?}); links of versions {LINK_VERSION} and {LINK_VERSION_V2} can be read")
            }
            LinkError::BadCharacter { position, ch } => {
                write!(
                    f,
                    "the link has a character that cannot be in it: {ch:?} at position {}",
                    position + 1
                )
            }
            LinkError::Truncated => write!(f, "the link is cut short"),
            LinkError::TrailingData => write!(f, "the link has extra data at its end"),
            LinkError::BadHeader => write!(f, "the link's game settings are not valid"),
            LinkError::BadMoveCode { index } => {
                write!(f, "move {} of the link is not a valid move", index + 1)
            }
            LinkError::Setup(e) => write!(f, "the link's game settings are refused: {e}"),
            LinkError::IllegalMove { index, reason } => {
                write!(f, "move {} of the link is illegal: {reason}", index + 1)
            }
        }
    }
}

impl std::error::Error for LinkError {}

/// The link text (what follows `#`) of `game`.
pub fn encode_link(game: &Game) -> String {
    let setup = game.rules().setup();
    let rules = game.rules();
    let mut bytes = Vec::with_capacity(2 + setup.players() + 2 * game.moves().len());
    let swap_flag = if setup.swap() { SWAP_FLAG } else { 0 };
    bytes.push((setup.players() - 2) as u8 | u8::from(setup.expert()) << 2 | swap_flag);
    bytes.push(game.moves().len() as u8);
    bytes.extend(setup.colours().iter().map(|c| c.index() as u8));
    for (i, (mv, seat)) in game.moves().iter().zip(game.movers()).enumerate() {
        let code: u16 = match *mv {
            Move::Start { head, tail } => {
                let index = u16::from(head.y) * rules.edition().width() as u16 + u16::from(head.x);
                let dir = head.line_to(tail).map_or(0, |(d, _)| d.index() as u16);
                index << 2 | dir
            }
            Move::Extend {
                end,
                piece,
                from,
                to,
            } => {
                let pos = game.position_at(i).expect("one position per move");
                let at = pos
                    .end_cell(rules, seat, end)
                    .expect("an extended monster has ends");
                let start_dir = at.line_to(from).map_or(0, |(d, _)| d.index() as u16);
                let dir = from.line_to(to).map_or(0, |(d, _)| d.index() as u16);
                u16::from(end == End::Tail) << 8 | u16::from(piece) << 4 | start_dir << 2 | dir
            }
            Move::Swap => SWAP_CODE,
        };
        bytes.extend(code.to_be_bytes());
    }
    let name = rules.edition().name();
    let version = LINK_EDITIONS
        .iter()
        .find(|(_, n)| *n == name)
        .map_or(LINK_VERSION, |(v, _)| *v);
    let mut text = String::from(version);
    text.push_str(&URL_SAFE_NO_PAD.encode(bytes));
    text
}

/// Reads a link's text (what follows `#`; a leading `#` is ignored) into a game on `edition`
/// (for a built-in edition, the one [`link_edition`] names).
pub fn decode_link(text: &str, edition: Arc<Edition>) -> Result<Game, LinkError> {
    match salvage_link(text, edition)? {
        (game, None) => Ok(game),
        (_, Some(problem)) => Err(problem),
    }
}

/// Reads as much of a link as can be trusted: the game up to the last move that reads
/// and plays, with the reason the rest was refused (`None` when the whole link reads).
///
/// A link whose settings cannot be read gives no game at all. One whose moves are damaged
/// (a mistyped character, a cut-off end, a move that is illegal) still gives the game as
/// far as its moves hold, so a person can carry on from there.
pub fn salvage_link(
    text: &str,
    edition: Arc<Edition>,
) -> Result<(Game, Option<LinkError>), LinkError> {
    let text = text.strip_prefix('#').unwrap_or(text);
    let mut chars = text.chars();
    // Every version has the same layout; which edition to read it on is the caller's
    // (see [`link_edition`]).
    link_edition(text)?;
    chars.next();
    let payload = chars.as_str();
    // A stray character spoils only what follows it: the moves before it still read.
    let bad_char = payload
        .chars()
        .enumerate()
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    let clean = match bad_char {
        Some((i, _)) => &payload[..payload.char_indices().nth(i).map_or(0, |(b, _)| b)],
        None => payload,
    };
    let char_problem = bad_char.map(|(i, ch)| LinkError::BadCharacter {
        position: i + 1,
        ch,
    });
    // Base64 without padding reads whole groups; a cut-off tail of 1 character holds no byte.
    // Where nothing is missing, that character is one too many: no written link has it.
    let stray_tail = clean.len() % 4 == 1;
    let usable = if stray_tail {
        &clean[..clean.len() - 1]
    } else {
        clean
    };
    let bytes = URL_SAFE_NO_PAD
        .decode(usable)
        .map_err(|_| char_problem.clone().unwrap_or(LinkError::Truncated))?;
    let header_problem = || char_problem.clone().unwrap_or(LinkError::Truncated);
    let [flags, count, rest @ ..] = bytes.as_slice() else {
        return Err(header_problem());
    };
    if flags >> 4 != 0 {
        return Err(LinkError::BadHeader);
    }
    let players = usize::from(flags & 3) + 2;
    let expert = flags & 4 != 0;
    let swap = flags & SWAP_FLAG != 0;
    if rest.len() < players {
        return Err(header_problem());
    }
    let (colour_bytes, move_bytes) = rest.split_at(players);
    let colours = colour_bytes
        .iter()
        .map(|&b| Colour::from_index(usize::from(b)).ok_or(LinkError::BadHeader))
        .collect::<Result<Vec<_>, _>>()?;
    let count = usize::from(*count);
    let setup = Setup::new(&edition, players, Some(colours), expert)
        .and_then(|setup| setup.with_swap(swap))
        .map_err(LinkError::Setup)?;
    let mut game = Game::new(edition, setup);
    let complete = move_bytes.len() / 2;
    let mut problem = if char_problem.is_some() {
        char_problem
    } else if move_bytes.len() < 2 * count {
        Some(LinkError::Truncated)
    } else if move_bytes.len() > 2 * count || stray_tail {
        Some(LinkError::TrailingData)
    } else {
        None
    };
    for (index, pair) in move_bytes
        .chunks_exact(2)
        .take(count.min(complete))
        .enumerate()
    {
        let code = u16::from_be_bytes([pair[0], pair[1]]);
        if let Err(e) = play_code(&mut game, index, code) {
            problem = Some(e);
            break;
        }
    }
    Ok((game, problem))
}

/// Reads move `index` of a link from its two-byte `code` and plays it on `game`.
fn play_code(game: &mut Game, index: usize, code: u16) -> Result<(), LinkError> {
    let width = game.rules().edition().width();
    let bad = LinkError::BadMoveCode { index };
    let illegal = |reason| LinkError::IllegalMove { index, reason };
    let seat = game.to_move().ok_or(illegal(IllegalMove::GameOver))?;
    let mv = if code == SWAP_CODE && game.rules().setup().swap() {
        Move::Swap
    } else if !game.position().has_started(seat) {
        let cell = usize::from(code >> 2);
        if cell >= width * game.rules().edition().height() {
            return Err(bad);
        }
        let head = crate::cell::Cell::new((cell % width) as u8, (cell / width) as u8);
        let span = game.rules().set(seat)[0].span;
        let tail = head
            .step(Direction::from_index(usize::from(code & 3)), span)
            .ok_or(bad.clone())?;
        Move::Start { head, tail }
    } else {
        if code >> 9 != 0 {
            return Err(bad);
        }
        let end = if code >> 8 & 1 == 1 {
            End::Tail
        } else {
            End::Head
        };
        let piece = (code >> 4 & 0xf) as u8;
        let span = game
            .rules()
            .set(seat)
            .get(usize::from(piece))
            .map(|s| s.span)
            .ok_or(illegal(IllegalMove::NoSuchPiece {
                piece: usize::from(piece),
            }))?;
        let distance = game.rules().start_distance();
        let at = game.end_cell(seat, end).ok_or(bad.clone())?;
        let from = at
            .step(Direction::from_index(usize::from(code >> 2 & 3)), distance)
            .ok_or(bad.clone())?;
        let to = from
            .step(Direction::from_index(usize::from(code & 3)), span)
            .ok_or(bad)?;
        Move::Extend {
            end,
            piece,
            from,
            to,
        }
    };
    game.play(mv).map_err(illegal)
}
