//! The Block Ness page in the browser: the loch drawn in SVG, hot-seat play for 2 to 4
//! players and computer players, undo, replay, analysis, shareable links and every game
//! kept on the device.
//!
//! Two reducers hold the state, both plain Rust and tested natively:
//!
//! - [`board`]: the board state every board uses (the game here, and the tutorial, the
//!   solo puzzles and the rules page's pictures in `blockness-web-learn`), its view
//!   models ([`board::view`]) and the "why not" explanations ([`board::explain`]);
//! - [`page`]: the thin page reducer above the game's board (notices, the new-game
//!   dialog, saving, links and the computer players).
//!
//! Beside them: [`analysis`] (the page's side of a game's analysis), [`library`] (every
//! game kept on the device), [`persist`] (one saved game, checked), [`bot_driver`] (when
//! the bots think) and [`i18n`] (the page's words, in four languages, over the language
//! layer of `blockness-web-common`), [`names`] (what the page's JavaScript calls things
//! too, written into it by the site's build). The Yew components and hooks in `ui` are compiled
//! for the browser (and natively with the feature `ssr`, for the site's build to render
//! the first screen), into two modules: the page (`src/main.rs`) and the welcome
//! module of a fresh visit (`src/bin/blockness-welcome.rs`: the prerendered first
//! screen's header and new-game dialog, handing over to the page through
//! [`page::handoff`]). The board's components are public: the views module of
//! `blockness-web-learn` draws its boards with them. No rule lives here: every question
//! about legality goes to `blockness_core`.

pub mod analysis;
pub mod board;
pub mod bot_driver;
pub mod i18n;
pub mod library;
pub mod names;
pub mod page;
pub mod persist;

// Natively only with the feature `ssr`, for the site's build to render the first screen.
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod ui;

/// The first screen of a fresh visit, for the site's build to write into index.html.
#[cfg(all(feature = "ssr", not(target_arch = "wasm32")))]
pub use ui::first_screen;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub use ui::start;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub use ui::start_welcome;
