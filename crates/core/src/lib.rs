//! The rules engine of Block Ness.
//!
//! Players grow sea monsters of arched segments in a shared loch; a segment may cross
//! strictly lower ones, never a head or a tail; whoever places the most segments wins.
//! This crate holds the whole rule set and nothing of any user interface:
//!
//! - [`Edition`]: board map and segment sets (built in by name, or loaded from JSON);
//! - [`Setup`], [`Rules`], [`Position`]: a game's fixed choices and its state, with the
//!   two-player swap option ([`Setup::with_swap`], [`Move::Swap`]) and who plays which
//!   seat after it ([`Position::person_of`]);
//! - [`Game`]: history, legal moves, refusals with reasons ([`IllegalMove`]), why a cell
//!   cannot be picked ([`Game::why_not_first`]), skipped turns ([`TurnEvent`]), ranking
//!   ([`rank_key`]);
//! - solo puzzles, where one seat moves alone among statues: [`Game::start_solo`],
//!   [`Rules::play_solo`], [`Rules::solo_turn`];
//! - [`CellSet`]: cells as one bit set, with the board's neighbour step, for searches;
//! - [`Notation`], [`GameRecord`], [`encode_link`] / [`decode_link`]: moves and games as text,
//!   with the built-in edition a link is on ([`link_edition`]);
//! - [`AddressParts`], [`GameId`]: the whole text after `#`, with the game's identity and
//!   who plays each seat;
//! - [`perft`]: counting move sequences.
//!
//! ```
//! use blockness_core::{Game, Setup, Edition, Move, Cell};
//! let edition = Edition::lochside_v1();
//! let mut game = Game::lochside_v1(Setup::new(&edition, 2, None, false).unwrap());
//! game.play(Move::Start { head: Cell::new(4, 4), tail: Cell::new(4, 6) }).unwrap();
//! assert_eq!(game.to_move(), Some(1));
//! ```

mod address;
mod board;
mod cell;
mod cellset;
mod colour;
mod edition;
mod game;
mod legality;
mod movegen;
mod moves;
mod notation;
mod perft;
mod position;
mod ranking;
mod record;
mod segment;
mod whynot;

pub use address::{
    join_address, AddressParts, GameId, GameIdError, ID_SEPARATOR, MAX_ID_LEN, MIN_ID_LEN,
    SEATS_SEPARATOR,
};
pub use cell::{Cell, Direction, ParseCellError};
pub use cellset::{CellSet, Indices};
pub use colour::{Colour, UnknownColour};
pub use edition::{Edition, EditionError, Zone, MAX_CELLS, MAX_WIDTH};
pub use game::{Game, Phase, SkipReason, TurnEvent};
pub use legality::{IllegalMove, SegmentRef, SwapRefusal};
pub use moves::{End, Move};
pub use notation::{Notation, NotationError};
pub use perft::perft;
pub use position::{Position, Rules, Setup, SetupError, MAX_PLAYERS};
pub use ranking::{rank, rank_key, Standing, TieBreak};
pub use record::{
    decode_link, encode_link, link_edition, salvage_link, GameRecord, LinkError, RecordError,
    LINK_VERSION, LINK_VERSION_V2, SWAP_CODE,
};
pub use segment::{PlacedSegment, Segment, MAX_HEIGHT, MAX_SPAN, SET_SIZE};
