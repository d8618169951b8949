//! A live table's side in the browser, for any game's session: the connection to the
//! broker, the records kept on the device, the broker and the name the player gave, the
//! seat's lock across tabs, turn notices, and the panels of the connection, a note and a
//! link.

mod actions;
mod connection;
mod fingerprint;
mod frame;
mod grace_field;
mod hooks;
mod lobby;
mod lobby_connection;
mod name_field;
mod on_its_way;
mod opening;
mod page_frame;
mod panels;
mod platform;
mod seat_absence;
mod seat_list;
mod seat_lock;
mod seek;
mod socket;
mod to_act;
mod turn_notice;

pub use connection::{use_broker_connection, use_live, Live};
pub use frame::{table_note, use_table_broker, LeaveTable, TableBroker, TableLinks};
pub use grace_field::GraceField;
pub use hooks::{
    use_clock, use_form_elsewhere, use_keep_game, use_live_hashchange, use_live_record,
    use_reload_for_broker,
};
pub use lobby::SeekPanel;
pub use lobby_connection::{use_lobby_connection, LobbyCallbacks, SeekingCell};
#[cfg(all(feature = "ssr", not(target_arch = "wasm32")))]
pub use on_its_way::render_invite_frame;
pub use on_its_way::{use_invite_frame, InviteFrameProps, OnItsWay};
pub use opening::{opening, Opening};
pub use page_frame::{LivePageFrame, LivePageFrameProps};
pub use panels::{ConnectionBar, LinkLine, NoteBar};
pub use platform::{
    broker_use, brokers_for, built_brokers, client_id, find_after_reload, forget_record, guest_key,
    load_record, random_bytes, raw_hash, reload_for_broker, remember_broker, remember_name,
    store_record, stored_broker, stored_name, take_find_after_reload, BrokerUse, Stored,
};
pub use seat_list::{SeatList, SeatListProps};
pub use seat_lock::{use_seat_lock, use_signing_tab, SeatLock};
pub use seek::{use_seek, Seek, SeekOut};
pub use to_act::{away_to_act, presence_tick, BeganNote, BeganNoteProps};
pub use turn_notice::{use_turn_notice, use_turn_notices, TurnNoticeSettings, TurnNotices};
