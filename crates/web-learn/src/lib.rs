//! Block Ness's on-demand views: the rules page, the tutorial and the solo puzzles. They
//! make the wasm module `blockness-views` (`src/bin/blockness-views.rs`), which the page
//! fetches the first time one of them opens, so a first visit downloads the game alone.
//!
//! - [`lessons`]: the rules page's sections and pictures and the tutorial's steps, each
//!   position checked by the core;
//! - [`solo`]: the solo puzzles' state (campaign, daily puzzle, puzzle board, puzzle
//!   links, progress, the puzzle maker) and their words;
//! - `ui` (browser only): their Yew components, drawn with the board components of
//!   `blockness-web`, and [`ViewsModule`], the module's root.
//!
//! No rule lives here: legality goes to `blockness_core`, levels and their checks to
//! `blockness_puzzles`.

pub mod lessons;
pub mod solo;

#[cfg(target_arch = "wasm32")]
mod ui;

#[cfg(target_arch = "wasm32")]
pub use ui::views_module::ViewsModule;
