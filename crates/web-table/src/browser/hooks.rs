//! A live table's other effects, each a named hook: the table's record in storage, the
//! game kept in My games, addresses pasted while it is shown, the reload a new broker needs,
//! a clock for what counts time, and the form's address handed to the page by a table's module.

use blockness_web_common::platform::now_ms;
use blockness_web_common::view_module::KeptGame;
use gloo::events::EventListener;
use gloo::timers::callback::Interval;
use yew::prelude::*;

use super::connection::Live;
use super::platform::{broker_use, raw_hash, reload_for_broker, BrokerUse};
use crate::session::TableSession;

/// Keeps the table's record in storage whenever it changes (see [`Live::keep_record`],
/// which also runs before anything is sent).
#[hook]
pub fn use_live_record<S: TableSession + 'static>(live: &Live<S>, revision: u64) {
    let live = live.clone();
    use_effect_with(revision, move |_| live.keep_record());
}

/// Sends the game to My games each time it changes (`address`: its link, id and this
/// device's seats, once there is something to keep).
#[hook]
pub fn use_keep_game(kept: Option<KeptGame>, keep: Callback<KeptGame>) {
    use_effect_with(kept, move |kept| {
        if let Some(kept) = kept {
            keep.emit(kept.clone());
        }
    });
}

/// Reads the address again when another live address is pasted or followed while the view
/// is shown (the page hands the others to their views).
#[hook]
pub fn use_live_hashchange(on_address: Callback<String>) {
    use_effect_with((), move |_| {
        let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
            let hash = raw_hash();
            if blockness_web_common::address::is_live_link(&hash) {
                on_address.emit(hash);
            }
        });
        move || drop(listener)
    });
}

/// Whether the page is being loaded again because the table's address names `broker`, a broker this load of it
/// may not connect to (its security policy names the brokers it had reason to use when it
/// loaded: see `platform::broker_use`). The reload comes once per broker and tab; when it
/// did not help, the table is drawn and says that it cannot reach the broker.
#[hook]
pub fn use_reload_for_broker(broker: Option<String>) -> bool {
    let reloading = use_memo(broker, |broker| {
        broker
            .as_deref()
            .is_some_and(|url| broker_use(url) == BrokerUse::AfterReload && reload_for_broker(url))
    });
    *reloading
}

/// The time now (`Date.now()`, milliseconds), read again every `every` milliseconds while
/// `every` is given, so what counts time is drawn again as it passes.
#[hook]
pub fn use_clock(every: Option<u32>) -> u64 {
    let now = use_state(now_ms);
    {
        let now = now.clone();
        use_effect_with(every, move |every| {
            now.set(now_ms());
            let ticking = every.map(|ms| Interval::new(ms, move || now.set(now_ms())));
            move || drop(ticking)
        });
    }
    *now
}

/// In a game's table module, which has no form (built without its feature `form`): when the
/// address comes to name the form (a bad table's "Open another table", an address typed
/// in), `form_asked`, loads the page afresh there, so the page draws it with the game's live
/// module that has the form.
#[hook]
pub fn use_form_elsewhere(form_asked: bool) {
    use_effect_with(form_asked, |&form_asked| {
        if form_asked {
            let _ = gloo::utils::window().location().reload();
        }
    });
}
