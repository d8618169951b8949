//! The browser services the live view needs beyond the page's shared ones: the raw `#` part
//! of the address, random bytes from the browser's crypto source, the broker the site was
//! built with, and the table records in local storage (through the shared storage helpers,
//! so a failure to write leaves what was stored untouched).

use blockness_live::{SeatKey, TableId};
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

/// Keeps the broker the player entered (a failure only means it is asked for again).
pub fn remember_broker(url: &str) {
    platform::store(BROKER_KEY, url);
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
