//! Loch Ness, the site's second game, in the browser: photographers around a lake, a die,
//! and photo fragments laid on rulers.
//!
//! - [`state`]: the view's state, plain Rust and tested natively: one reducer
//!   ([`state::LochState`]) for the table, the kept games and the notices, its `#l/`
//!   addresses, its storage and its words in four languages;
//! - [`live`]: a live table's session, the game's side of the connection to its broker;
//! - [`look`]: how the game looks, the same on the table and on the rules page: each
//!   kind's mark and plate, each photo colour's mark and fill, Nessie's and the seats'
//!   colours;
//! - [`rules`]: the rules page's sections and its drawn examples, each computed by the
//!   engine;
//! - `ui` (browser only; natively with the feature `ssr`, which renders [`seat_form`] for
//!   the site's build): the Yew components of the table and of the rules page, and
//!   [`LochNessModule`], the root of the wasm module `blockness-lochness-view`
//!   (`src/bin/blockness-lochness-view.rs`) that the Block Ness page fetches when Loch Ness
//!   opens, so nothing of this game is downloaded before.
//!
//! No rule lives here: legality, destinations, scores and winners come from
//! [`blockness_lochness`].

pub mod live;
pub mod look;
pub mod rules;
pub mod state;

// Natively only with the feature `ssr`, for the site's build to render an invite's seat form.
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
mod ui;

/// An invite's seat form, for the site's build to write into index.html.
#[cfg(all(feature = "ssr", not(target_arch = "wasm32")))]
pub use ui::live::seat_form;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub use ui::{LochLiveModule, LochNessModule};
