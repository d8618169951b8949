//! The browser services of `platform.rs` as the site's build finds them, natively (feature
//! `ssr`): the build renders the first screen of a fresh visit (crates/site-build), so its
//! "browser" is one that has never seen the page. Nothing is stored, the address has no `#`
//! part, and there is no clipboard, share sheet or
//! download to offer. The functions keep `platform.rs`'s signatures, so every component
//! compiles and draws the same natively; those that would write or offer something say that
//! the service is missing, as the page's own do in a browser without it.

pub use crate::StorageError;

/// A fresh visit's address has no `#` part.
pub fn hash() -> String {
    String::new()
}

/// There is no address bar to write to.
pub fn replace_hash(_link: &str) {}

/// A fixed seed: the first screen does not show the ids it seeds, and a fixed one keeps the
/// build's output the same from one run to the next.
pub fn random_seed() -> u64 {
    0
}

/// There is no share sheet.
pub fn can_share() -> bool {
    false
}

/// There is no share sheet.
pub async fn share(_text: &str, _url: &str) -> bool {
    false
}

/// There is nowhere to download to.
pub fn download(_name: &str, _text: &str) -> Result<(), String> {
    Err("the site's build offers no download".to_string())
}

/// The page is drawn at no address.
pub fn address() -> String {
    String::new()
}

/// The page's address with `link` after `#` (in place of what is there now).
pub fn address_with_link(link: &str) -> String {
    let address = address();
    let page = address.split('#').next().unwrap_or_default();
    format!("{page}#{link}")
}

/// A fresh visit's storage holds nothing.
pub fn load(_key: &str) -> Option<String> {
    None
}

/// A fresh visit's storage holds nothing.
pub fn try_load(_key: &str) -> Result<Option<String>, StorageError> {
    Ok(None)
}

/// The build keeps nothing.
pub fn store(key: &str, value: &str) -> bool {
    try_store(key, value).is_ok()
}

/// The build keeps nothing: its storage is unavailable for writing.
pub fn try_store(_key: &str, _value: &str) -> Result<(), StorageError> {
    Err(StorageError::Unavailable(None))
}

/// Nothing is stored, so there is nothing to move.
pub fn set_aside(_from: &str, _to: &str) -> Result<(), StorageError> {
    Ok(())
}

/// There is no clipboard.
pub async fn copy(_text: &str) -> Result<(), String> {
    Err("the site's build has no clipboard".to_string())
}

/// A part of an on-demand view on its way: the build draws no view, so nothing is counted.
#[derive(Clone)]
pub struct ViewLoading;

impl ViewLoading {
    /// Counts nothing.
    pub fn start() -> ViewLoading {
        ViewLoading
    }

    /// Counts nothing.
    pub fn done(&self) {}
}

/// Nothing is stored, so there is nothing to remove.
pub fn remove(_key: &str) {}

/// The build's render has no moment: a fixed time, so its output is the same from one run
/// to the next (what counts time is not drawn on a first frame).
pub fn now_ms() -> u64 {
    0
}
