//! The Block Ness board kit: everything a page needs to show a Block Ness board and let
//! people and computer players play on it. The page (`blockness-web`), the lessons and
//! puzzles (`blockness-web-learn`) and the live tables (`blockness-web-live`) all build on
//! it; it knows none of them.
//!
//! - [`board`]: the board-state reducer every board uses (game, tutorial, puzzle, live
//!   table, the rules' pictures), its view models ([`board::view`]) and the "why not"
//!   explanations ([`board::explain`]), plain Rust tested natively;
//! - [`bot_driver`]: when the computer players think and what their answers do;
//! - [`seat`]: who plays each seat, and [`live_draft`]: the choices the new-game dialog
//!   hands to a live table;
//! - [`editions`]: the built-in editions, read once;
//! - [`words`]: a board's words in four languages;
//! - in the browser (and natively with the feature `ssr`), the Yew [`components`] that draw
//!   a board, its trays, status and move list, the [`hooks`] they share and the
//!   [`bot_worker`] port.
//!
//! No rule lives here: every question about legality goes to `blockness_core`.

pub mod board;
pub mod bot_driver;
pub mod editions;
pub mod live_draft;
pub mod seat;
pub mod words;

// Natively only with the feature `ssr`, for the site's build to render the first screen.
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod bot_worker;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod components;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod hooks;
