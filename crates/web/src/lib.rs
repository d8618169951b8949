//! Browser edition of Block Ness: the loch drawn in SVG, hot-seat play for 2 to 4 players,
//! undo, replay, shareable links and a saved game that survives reloads.
//!
//! The state and its derivations ([`state`], [`model`], [`hints`], [`persist`]) are plain
//! Rust, tested natively; the Yew components in `ui` are compiled for the browser only.
//! No rule lives here: every question about legality goes to `blockness_core`.

pub mod bot_driver;
pub mod hints;
pub mod i18n;
pub mod lessons;
pub mod model;
pub mod persist;
pub mod seat;
pub mod state;

#[cfg(target_arch = "wasm32")]
mod ui;

#[cfg(target_arch = "wasm32")]
pub use ui::start;
