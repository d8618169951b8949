//! The Block Ness page in the browser: hot-seat play for 2 to 4 players and computer
//! players on the board kit's loch (`blockness-web-board`), undo, replay, analysis,
//! shareable links and every game kept on the device.
//!
//! [`page`] is the thin page reducer above the game's board (notices, the new-game dialog,
//! saving, links and the computer players), plain Rust tested natively. Beside it:
//! [`analysis`] (the page's side of a game's analysis), [`library`] (every game kept on the
//! device), [`persist`] (one saved game, checked), [`words`] (the page's words, over the
//! board kit's) and [`names`] (what the page's JavaScript calls things too, written into it
//! by the site's build). In the browser (and natively with the feature `ssr`, for the
//! site's build to render the first screen): the root component in `app`, the page's
//! `components` and its effects in `hooks`, built into two modules: the page
//! (`src/main.rs`) and the welcome module of a fresh visit (`src/bin/blockness-welcome.rs`,
//! handing over to the page through [`page::handoff`]). No rule lives here: every question
//! about legality goes to `blockness_core`.

pub mod analysis;
pub mod library;
pub mod names;
pub mod page;
pub mod persist;
pub mod ratings;
pub mod words;

// Natively only with the feature `ssr`, for the site's build to render the first screen.
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod app;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod components;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
mod handoff_queue;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod hooks;

#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub use app::start;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub use app::start_welcome;
/// The first screen of a fresh visit, for the site's build to write into index.html.
#[cfg(all(feature = "ssr", not(target_arch = "wasm32")))]
pub use components::first_screen;
