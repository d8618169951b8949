//! The shared layer of the site's browser crates: what every page needs and no feature owns.
//!
//! - [`Lang`] and [`Tr`], the languages and the one way fixed text is written, with the
//!   [`texts!`] macro that declares a feature's words and [`say!`] that writes a sentence;
//!   [`StorageError`] and [`WorkerTrouble`] (the computer players'), each with its one
//!   wording per language;
//! - [`address`]: which product the text after `#` belongs to;
//! - [`input`]: whether the player taps, clicks or uses the keyboard, for hints worded to fit;
//! - [`names`]: the element ids, globals and module names the site's JavaScript shares;
//! - [`rung_words`]: the words for the rungs of both games' ladders of computer opponents;
//! - [`json`]: storage's JSON, with the browser's own parser in the page;
//! - [`svg`]: numbers written into SVG attributes;
//! - in the browser only, [`platform`] (the address, local storage, the clipboard) and
//!   [`language`] (the page's language, its hook and its picker), [`field`] (a text field
//!   that keeps what was typed) and [`view_module`] (how the page mounts a view of an
//!   on-demand module).
//!
//! It imports no feature and no game: Block Ness's board kit, Loch Ness, the page and the
//! views build on it, never the other way round.

mod lang;
mod plural;
mod storage;
mod worker_trouble;

pub mod address;
pub mod input;
pub mod json;
pub mod names;
pub mod rung_words;
pub mod svg;

// Natively only with the feature `ssr`: the site's build renders the first screen with the
// page's own components, and its "browser" is then a fresh visit's, with nothing in it.
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod field;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod follow;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod language;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
#[cfg_attr(not(target_arch = "wasm32"), path = "platform_native.rs")]
pub mod platform;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod view_module;
mod view_module_binary;

pub use input::Input;
pub use lang::{Lang, Tr, LANGUAGE_KEY};
pub use plural::{Number, Plural};
pub use storage::StorageError;
pub use worker_trouble::WorkerTrouble;
