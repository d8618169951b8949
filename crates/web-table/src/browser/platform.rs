//! The browser services the live view needs beyond the page's shared ones: the raw `#` part
//! of the address, random bytes from the browser's crypto source, the broker the site was
//! built with, and the table records in local storage (through the shared storage helpers,
//! so a failure to write leaves what was stored untouched).

use blockness_live::{SeatKey, TableId};
use blockness_web_common::names::BROKER_ALLOWED_GLOBAL;
use blockness_web_common::platform;
use blockness_web_common::StorageError;

use crate::address::{broker_list, is_broker_url};
use crate::record::{record_key, set_aside_key, Record, BROKER_KEY, NAME_KEY};

/// The text after `#` as written, still percent-encoded: a broker's address in it may hold
/// `&`, which only its encoding tells apart from the next parameter.
pub fn raw_hash() -> String {
    let raw = gloo::utils::window().location().hash().unwrap_or_default();
    raw.strip_prefix('#').unwrap_or(&raw).to_string()
}

/// `N` random bytes from the browser's cryptographic source; `None` when it offers none
/// (keys and nonces are never drawn from anything weaker).
pub fn random_bytes<const N: usize>() -> Option<[u8; N]> {
    let mut bytes = [0u8; N];
    gloo::utils::window()
        .crypto()
        .ok()?
        .get_random_values_with_u8_array(&mut bytes)
        .ok()?;
    Some(bytes)
}

/// This device's key for a table it has no record of, and whether it came from the
/// crypto source. Without one the key is a fixed one that signs nothing: the device only
/// watches (a seat is never asked for with it), and its presence names no one.
pub fn guest_key() -> (SeatKey, bool) {
    match random_bytes::<32>() {
        Some(seed) => (SeatKey::from_seed(seed), true),
        None => (SeatKey::from_seed([0; 32]), false),
    }
}

/// A client id of its own for each connection: brokers drop an older connection with the
/// same id, which a reload's socket would otherwise do to itself.
pub fn client_id() -> String {
    format!(
        "bn{}",
        crate::record::hex(&random_bytes::<10>().unwrap_or_default())
    )
}

/// The brokers the site was built with, in the order they are tried (`<meta
/// name="blockness-broker">`, written by the site's build from `BLOCKNESS_BROKER`).
pub fn built_brokers() -> Vec<String> {
    gloo::utils::document()
        .query_selector(&format!(
            "meta[name=\"{}\"]",
            blockness_web_common::names::BROKER_META
        ))
        .ok()
        .flatten()
        .and_then(|meta| meta.get_attribute("content"))
        .map(|list| broker_list(&list))
        .unwrap_or_default()
}

/// The broker the player entered on this device, if any.
pub fn stored_broker() -> Option<String> {
    platform::load(BROKER_KEY).filter(|url| is_broker_url(url))
}

/// The brokers to try, in order: the one the address names, else the site's, else the one
/// the player entered on this device before.
pub fn brokers_for(named: Option<&str>) -> Vec<String> {
    if let Some(url) = named {
        return vec![url.to_string()];
    }
    let built = built_brokers();
    if !built.is_empty() {
        return built;
    }
    stored_broker().into_iter().collect()
}

/// Keeps the broker the player entered; false when storage refused it (it is then asked for
/// again, and this page cannot be loaded again to use it).
pub fn remember_broker(url: &str) -> bool {
    platform::store(BROKER_KEY, url)
}

/// The name the player sat down with last.
pub fn stored_name() -> String {
    platform::load(NAME_KEY).unwrap_or_default()
}

/// Keeps the player's name for the next table.
pub fn remember_name(name: &str) {
    platform::store(NAME_KEY, name);
}

/// What storage held for a table.
pub enum Stored {
    /// Nothing.
    Nothing,
    /// A record that reads.
    Record(Box<Record>),
    /// A record that did not read: it was moved aside (`true`), or could not be and stays
    /// where it is (`false`), in which case nothing may be written over it.
    SetAside(bool),
}

/// Reads table `id`'s record; one that does not read is moved aside untouched.
pub fn load_record(id: TableId) -> Stored {
    let key = record_key(id);
    let Some(text) = platform::load(&key) else {
        return Stored::Nothing;
    };
    match Record::decode(id, &text) {
        Ok(record) => Stored::Record(Box::new(record)),
        Err(why) => {
            web_sys::console::warn_1(&format!("{key} does not read ({why}); set aside").into());
            Stored::SetAside(platform::set_aside(&key, &set_aside_key(id)).is_ok())
        }
    }
}

/// Stores table `id`'s record; on failure what was stored stays as it was.
pub fn store_record(id: TableId, record: &Record) -> Result<(), StorageError> {
    platform::try_store(&record_key(id), &record.encode())
}

/// Removes table `id`'s record (the game is over and kept in My games).
pub fn forget_record(id: TableId) {
    platform::remove(&record_key(id));
}

/// Whether this load of the page may connect to a broker: its security policy names only the
/// brokers it had reason to use when it loaded (www/first-paint.js).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BrokerUse {
    /// Now.
    Now,
    /// Once the page is loaded again with the broker in its address or in storage.
    AfterReload,
    /// Never: no policy can name the address.
    Never,
}

/// What the page's first script says of `url` (every broker may be used where it set no
/// policy, as in a development build).
pub fn broker_use(url: &str) -> BrokerUse {
    use wasm_bindgen::JsCast;
    let window = gloo::utils::window();
    let answer = js_sys::Reflect::get(&window, &BROKER_ALLOWED_GLOBAL.into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call1(&wasm_bindgen::JsValue::NULL, &url.into()).ok())
        .and_then(|answer| answer.as_string());
    match answer.as_deref() {
        Some("reload") => BrokerUse::AfterReload,
        Some("never") => BrokerUse::Never,
        _ => BrokerUse::Now,
    }
}

/// Where a tab notes the broker it was last loaded again for (session storage).
const RELOADED_FOR_KEY: &str = "blockness.live-reloaded-for";

/// Loads the page again so that it may connect to `url`, unless this tab was loaded again for
/// `url` already: then the policy still refuses it, and one more load would only loop, so
/// the page goes on and says the broker cannot be reached. True when the page reloads.
pub fn reload_for_broker(url: &str) -> bool {
    let window = gloo::utils::window();
    let Ok(Some(session)) = window.session_storage() else {
        return false;
    };
    if session.get_item(RELOADED_FOR_KEY).ok().flatten().as_deref() == Some(url)
        || session.set_item(RELOADED_FOR_KEY, url).is_err()
    {
        return false;
    }
    window.location().reload().is_ok()
}

/// Where the form notes that its "Find an opponent" waits for the page to load again.
const FIND_AFTER_RELOAD_KEY: &str = "blockness.live-find-after-reload";

/// Notes that the form is to look for an opponent once the page is loaded again.
pub fn find_after_reload() -> bool {
    gloo::utils::window()
        .session_storage()
        .ok()
        .flatten()
        .is_some_and(|s| s.set_item(FIND_AFTER_RELOAD_KEY, "1").is_ok())
}

/// Whether the form was to look for an opponent once loaded again; the note goes.
pub fn take_find_after_reload() -> bool {
    let Ok(Some(session)) = gloo::utils::window().session_storage() else {
        return false;
    };
    let noted = session
        .get_item(FIND_AFTER_RELOAD_KEY)
        .ok()
        .flatten()
        .is_some();
    let _ = session.remove_item(FIND_AFTER_RELOAD_KEY);
    noted
}
