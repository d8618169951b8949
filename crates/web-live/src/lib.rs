//! Live tables in the browser: friends on other devices play Block Ness at one table
//! through an MQTT broker over WebSocket. The wasm module `blockness-live-view`
//! (`src/bin/blockness-live-view.rs`) is fetched by the page when a table, or the form that
//! opens one, is shown, so nothing of live play is downloaded before. The same view built
//! without the feature `form` (no form that opens a table, no lobby) is
//! `blockness-live-table`, which the page's loader starts alone for an invite or a
//! spectator's link.
//!
//! The protocol (the signed, self-checking table log, seat keys, MQTT framing) is
//! `blockness-live`'s, and what any game's live table is made of (the connection, the
//! records, seats, links, the lobby's seeker) the kit `blockness-web-table`'s; this crate is
//! Block Ness's live table, the kit with Block Ness's board:
//!
//! - [`address`]: the live view's addresses (a table's, read by the kit, or the form);
//! - [`levels`]: a computer seat's level as the log writes it and as the bots play it;
//! - [`session`]: one device at one table without I/O ([`session::LiveSession`]): the
//!   board drawn from the table's game, claims, moves, resignation, rematch and the
//!   computer seats this device runs, over the kit's wire; tested natively;
//! - [`words`]: the kit's words and Block Ness's own, in four languages;
//! - `ui` (browser only; natively with the feature `ssr`, which renders [`seat_form`] for the
//!   site's build): the Yew components and the hooks of Block Ness's table (the bot
//!   worker, the key retired once the game is kept), drawn with the board components of
//!   `blockness-web-board`, and [`LiveModule`], the module's root.
//!
//! No rule lives here: legality goes to `blockness_core` through the board and the table.

pub mod address;
pub mod levels;
pub mod session;
pub mod words;

// Natively only with the feature `ssr`, for the site's build to render an invite's seat form.
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
mod ui;

/// An invite's seat form, for the site's build to write into index.html.
#[cfg(all(feature = "ssr", not(target_arch = "wasm32")))]
pub use ui::seat_form;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub use ui::LiveModule;
