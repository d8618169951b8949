//! Block Ness's own live-view effects: the seat's key retired once the game is kept, and
//! (in the table's module) the form's address handed to the page.

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

/// In the table's module, which has no form (built without the feature `form`): when the
/// address comes to name the form (a bad table's "Open another table", an address typed
/// in), `form_asked`, loads the page afresh there, so the page draws it with the live module
/// that has the form.
#[hook]
pub fn use_form_elsewhere(form_asked: bool) {
    use_effect_with(form_asked, |&form_asked| {
        if form_asked {
            let _ = gloo::utils::window().location().reload();
        }
    });
}
