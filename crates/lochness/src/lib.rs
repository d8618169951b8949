//! Rules engine of **Loch Ness** (Red Glove, 2018, design Walter Obert), the second game
//! of the site: photographers around a lake, a die that swims Nessie, and photo
//! fragments mounted into two photos on each player's ruler.
//!
//! One module per concept: [`board`] (the lake as data), [`nessie`] (her movement),
//! [`fragments`] (fragments and decks), [`ruler`] (mounting and scoring), [`game`]
//! (setup, turn steps, actions, state), [`link`] (a game as URL-safe text), [`level`] (the
//! computer players' levels and their entry point; easy and medium live in `bots`),
//! [`view`] (what one seat can know) and [`strong`] (the search that reads only that). No browser dependency, no
//! threads and no clock: it builds natively and for `wasm32-unknown-unknown`.

#![deny(missing_docs)]

pub mod board;
mod bots;
pub mod fragments;
pub mod game;
pub mod ladder;
pub mod level;
pub mod link;
pub mod nessie;
pub mod rng;
pub mod ruler;
pub mod strong;
pub mod view;

pub use board::{Board, BoardError, LakeCell, Point};
pub use fragments::{Colour, Decks, Fragment, Kind};
pub use game::action::{Action, ActionError, Step};
pub use game::record::{Record, ReplayError};
pub use game::setup::{Chance, Die, Setup, SetupError};
pub use game::state::State;
pub use game::Game;
pub use level::{choose, choose_within, Level, UnknownLevel};
pub use link::LinkError;
pub use nessie::{swims, Nessie, Swims};
pub use ruler::{joints, winners, Row, Ruler, Score};
pub use strong::DEFAULT_BUDGET;
pub use view::SeatView;
