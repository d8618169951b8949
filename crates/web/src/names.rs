//! The names the page's Rust shares with its JavaScript: the site's
//! ([`blockness_web_common::names`]) and the page's storage keys. The site's build
//! (crates/site-build) writes them into the JavaScript as the constant `BLOCKNESS`.

pub use blockness_web_common::names::*;

/// Where the library of kept games is stored (see [`crate::library`]).
pub use crate::library::LIBRARY_KEY;
/// Where earlier versions kept their one game, read while there is no library (see
/// [`crate::persist`]).
pub use crate::persist::SAVE_KEY;
