//! Live tables in the browser: friends on other devices play Block Ness at one table
//! through an MQTT broker over WebSocket. The wasm module `blockness-live-view`
//! (`src/bin/blockness-live-view.rs`) is fetched by the page when a table, or the form that
//! opens one, is shown, so nothing of live play is downloaded before. The same view built
//! without the feature `form` (no form that opens a table, no lobby) is
//! `blockness-live-table`, which the page's loader starts alone for an invite or a
//! spectator's link.
//!
//! The protocol (the signed, self-checking table log, seat keys, MQTT framing) is
//! `blockness-live`'s; this crate is the page's side of it:
//!
//! - [`address`]: the live view's addresses (an invite, a spectator's link, the form);
//! - [`levels`]: a computer seat's level as the log writes it and as the bots play it;
//! - [`qr`]: the invite as a QR code, for phones around one table;
//! - [`record`]: what the device keeps of a table (the seat key, the last log);
//! - [`session`]: one device at one table without I/O ([`session::LiveSession`]): the
//!   connection's state and back-off, the board drawn from the table's game, claims, moves,
//!   resignation, rematch and the computer seats this device runs; tested natively;
//! - [`words`]: its words in four languages;
//! - `ui` (browser only): the Yew components and the named hooks that do the I/O (the
//!   WebSocket, the keep-alive, the back-off, storage, the bot worker), drawn with the board
//!   components of `blockness-web`, and [`LiveModule`], the module's root.
//!
//! No rule lives here: legality goes to `blockness_core` through the board and the table.

pub mod address;
pub mod levels;
pub mod qr;
pub mod record;
pub mod session;
pub mod words;

#[cfg(target_arch = "wasm32")]
mod ui;

#[cfg(target_arch = "wasm32")]
pub use ui::LiveModule;

/// What another game's live table is drawn with in the browser: the connection to the
/// broker for any [`session::TableSession`], the records kept on the device, the broker
/// and the name the player gave, and the panels of the connection, a note and a link.
#[cfg(target_arch = "wasm32")]
pub mod browser {
    pub use crate::ui::connection::{use_broker_connection, use_live, Live};
    pub use crate::ui::hooks::{use_clock, use_live_record};
    pub use crate::ui::panels::{ConnectionBar, LinkLine, NoteBar};
    pub use crate::ui::platform::{
        broker_use, brokers_for, built_brokers, forget_record, guest_key, load_record,
        random_bytes, raw_hash, remember_broker, remember_name, store_record, stored_broker,
        stored_name, BrokerUse, Stored,
    };
    pub use crate::ui::seat_lock::{use_seat_lock, use_signing_tab, SeatLock};
    pub use crate::ui::turn_notice::{
        use_turn_notice, use_turn_notices, TurnNoticeSettings, TurnNotices,
    };
}
