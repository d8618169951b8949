//! Browser edition of Block Ness: the loch drawn in SVG, hot-seat play for 2 to 4 players,
//! undo, replay, shareable links and a saved game that survives reloads.
//!
//! Two reducers hold the state, both plain Rust and tested natively:
//!
//! - [`board`]: the board state every board uses (the game, the tutorial's steps, the
//!   rules page's pictures), its view models ([`board::view`]) and the "why not"
//!   explanations ([`board::explain`]);
//! - [`page`]: the thin page reducer above the game's board (notices, the new-game
//!   dialog, saving, links and the computer players).
//!
//! Beside them: [`analysis`] (the page's side of a game's analysis), [`library`] (every
//! game kept on the device), [`persist`] (one saved game, checked), [`seat`] (who plays
//! each seat), [`solo`] (the solo puzzles' view: campaign, puzzle board, puzzle links),
//! [`bot_driver`] (when the bots think), [`i18n`] (every word, in four languages) and
//! [`lessons`] (rules page and tutorial content), [`json`] (storage's JSON, with the
//! browser's parser in the page), [`names`] (what the page's JavaScript calls things too). The Yew components and hooks in `ui` are compiled for
//! the browser only, into three modules: the page (`src/main.rs`), the views it loads on
//! demand (`src/bin/blockness-views.rs`: rules page, tutorial, solo puzzles, Loch Ness) and
//! the welcome module of a fresh visit (`src/bin/blockness-welcome.rs`: the prerendered
//! first screen's header and new-game dialog, handing over to the page through
//! [`page::handoff`]). No
//! rule lives here: every question about legality goes to `blockness_core`, and for Loch
//! Ness ([`lochness`]: its reducer, addresses, kept games and words) to `blockness_lochness`.

pub mod analysis;
pub mod board;
pub mod bot_driver;
pub mod i18n;
pub mod json;
pub mod lessons;
pub mod library;
pub mod lochness;
pub mod names;
pub mod page;
pub mod persist;
pub mod seat;
pub mod solo;
pub mod svg;

// Natively only with the feature `ssr`, for the site's build to render the first screen.
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
mod ui;

/// The first screen of a fresh visit, for the site's build to write into index.html.
#[cfg(all(feature = "ssr", not(target_arch = "wasm32")))]
pub use ui::first_screen;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub use ui::start;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub use ui::start_welcome;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub use ui::views::{mount as mount_view, MountedView};
