//! The live-table kit of the site's browser crates: what a live table is made of whatever
//! game it plays. A game's live table is this kit and the game's own board; the game plugs
//! into the protocol through `blockness-live`'s `TableRules`, and into this kit through its
//! session, which implements [`session::TableSession`] over the kit's [`session::Wire`].
//!
//! - [`address`]: a table's address (an invite, a spectator's link, the form's text);
//! - [`qr`]: the invite as a QR code, for phones around one table;
//! - [`record`]: what the device keeps of a table (the seat key, the last log);
//! - [`session`]: one device at one table without I/O, the same for every game: the
//!   connection's state and back-off, the record, seats and presence, the lobby's seeker;
//!   tested natively, with a broker in memory for each game's tests (feature
//!   `test-support`);
//! - [`words`]: the words of any live table, in four languages;
//! - [`browser`] (browser only, and natively with the feature `ssr` for the site's build): the named hooks that do the I/O (the WebSocket, the
//!   keep-alive, the back-off, storage, the seat's lock across tabs, turn notices) and the
//!   panels every table shows (the connection, a note, a link with its QR code).
//!
//! It knows no game: no rule, no board, no engine.

pub mod address;
pub mod qr;
pub mod record;
pub mod session;
pub mod words;

#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod browser;
