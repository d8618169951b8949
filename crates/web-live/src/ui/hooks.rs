//! Block Ness's own live-view effects: the seat's key retired once the game is kept.

use blockness_live::TableId;
use blockness_web_table::browser::{forget_record, Live};
use yew::prelude::*;

use crate::session::LiveSession;

/// Once the game is over and kept in My games (`done`), the seat's key has nothing left to
/// sign: the table's record, key and invite with it, is removed from the device.
#[hook]
pub fn use_retire_key(live: &Live<LiveSession>, id: TableId, done: bool) {
    let live = live.clone();
    use_effect_with(done, move |done| {
        if *done && live.session.borrow_mut().retire_key() {
            forget_record(id);
        }
    });
}
