//! The few browser services the pages use: the address's `#` part, local storage (through
//! gloo's `LocalStorage`) and the clipboard. Each one may be missing (private browsing,
//! insecure origin); every function reports that instead of failing.

use gloo::storage::{LocalStorage, Storage};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

pub use crate::StorageError;

/// The text after `#` in the address (empty when there is none).
pub fn hash() -> String {
    let raw = gloo::utils::window().location().hash().unwrap_or_default();
    let text = raw.strip_prefix('#').unwrap_or(&raw);
    // Some browsers percent-encode what was pasted; the link alphabet never needs it.
    js_sys::decode_uri_component(text)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| text.to_string())
}

/// Replaces the `#` part of the address without adding a history entry.
pub fn replace_hash(link: &str) {
    let window = gloo::utils::window();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&format!("#{link}")));
    }
}

/// One part of an on-demand view on its way (its module, its styles), counted in
/// [`crate::names::VIEW_LOADING_ATTRIBUTE`] on `<html>` from [`ViewLoading::start`] until
/// [`ViewLoading::done`], which counts once however often it is called.
#[derive(Clone)]
pub struct ViewLoading(std::rc::Rc<std::cell::Cell<bool>>);

impl ViewLoading {
    /// Counts one more part on its way.
    pub fn start() -> ViewLoading {
        count_view_loading(true);
        ViewLoading(std::rc::Rc::new(std::cell::Cell::new(true)))
    }

    /// That part has arrived (or will not): counted no more.
    pub fn done(&self) {
        if self.0.replace(false) {
            count_view_loading(false);
        }
    }
}

/// Counts one more (`true`) or one less (`false`) part of an on-demand view on its way; the
/// attribute goes at zero.
fn count_view_loading(more: bool) {
    let Some(root) = gloo::utils::document().document_element() else {
        return;
    };
    let name = crate::names::VIEW_LOADING_ATTRIBUTE;
    let count: u32 = root
        .get_attribute(name)
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    let count = if more {
        count.saturating_add(1)
    } else {
        count.saturating_sub(1)
    };
    if count == 0 {
        let _ = root.remove_attribute(name);
    } else {
        let _ = root.set_attribute(name, &count.to_string());
    }
}

/// A seed for the ids of new games, from the browser's crypto source (the clock when
/// there is none).
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    let drawn = gloo::utils::window()
        .crypto()
        .and_then(|c| c.get_random_values_with_u8_array(&mut bytes))
        .is_ok();
    if drawn {
        u64::from_le_bytes(bytes)
    } else {
        js_sys::Date::now().to_bits() ^ (js_sys::Math::random().to_bits() << 1)
    }
}

/// Whether the browser has a system share sheet (the Web Share API): most phones do, most
/// desktop browsers do not.
pub fn can_share() -> bool {
    let navigator = gloo::utils::window().navigator();
    js_sys::Reflect::get(&navigator, &JsValue::from_str("share"))
        .ok()
        .is_some_and(|v| v.is_function())
}

/// Offers `text` and `url` to the system's share sheet (the Web Share API), where the
/// browser has one; false when it has none, so the caller copies instead. A share the
/// person cancels is not an error.
pub async fn share(text: &str, url: &str) -> bool {
    if !can_share() {
        return false;
    }
    let navigator = gloo::utils::window().navigator();
    let data = web_sys::ShareData::new();
    data.set_text(text);
    data.set_url(url);
    let _ = JsFuture::from(navigator.share_with_data(&data)).await;
    true
}

/// Offers `text` as a file called `name` for download.
pub fn download(name: &str, text: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|e| format!("{e:?}"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|e| format!("{e:?}"))?;
    let anchor: web_sys::HtmlAnchorElement = gloo::utils::document()
        .create_element("a")
        .map_err(|e| format!("{e:?}"))?
        .unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    // The download reads the object's address after this call returns: free it later.
    gloo::timers::callback::Timeout::new(60_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// The full address of the page, as it would be shared.
pub fn address() -> String {
    gloo::utils::window().location().href().unwrap_or_default()
}

/// The page's address with `link` after `#` (in place of what is there now).
pub fn address_with_link(link: &str) -> String {
    let address = address();
    let page = address.split('#').next().unwrap_or_default();
    format!("{page}#{link}")
}

/// Sorts an exception thrown by the Storage API. Browsers name a full store
/// `QuotaExceededError` (code 22), older Firefox `NS_ERROR_DOM_QUOTA_REACHED` (code
/// 1014); a blocked one throws `SecurityError`.
fn storage_error(error: &JsValue) -> StorageError {
    let field = |name: &str| js_sys::Reflect::get(error, &JsValue::from_str(name)).ok();
    let name = field("name")
        .and_then(|v| v.as_string())
        .unwrap_or_default();
    let code = field("code").and_then(|v| v.as_f64());
    let detail = field("message")
        .and_then(|v| v.as_string())
        .filter(|m| !m.is_empty())
        .or_else(|| error.as_string())
        .unwrap_or_else(|| name.clone());
    if name == "QuotaExceededError"
        || name == "NS_ERROR_DOM_QUOTA_REACHED"
        || code == Some(22.0)
        || code == Some(1014.0)
    {
        StorageError::QuotaExceeded
    } else if name == "SecurityError" {
        StorageError::Unavailable(Some(detail))
    } else {
        StorageError::Refused(detail)
    }
}

/// The page's local storage, through gloo. gloo's `LocalStorage` throws a JavaScript
/// exception, instead of returning an error, when there is no storage (turned off, or
/// blocked: then merely reading `window.localStorage` throws), so it is asked for only
/// once the browser has been seen to offer one.
fn local_storage() -> Result<web_sys::Storage, StorageError> {
    match gloo::utils::window().local_storage() {
        Ok(Some(_)) => Ok(LocalStorage::raw()),
        Ok(None) => Err(StorageError::Unavailable(None)),
        Err(e) => Err(match storage_error(&e) {
            // Whatever the browser threw there, storage is out of reach.
            StorageError::Refused(detail) => StorageError::Unavailable(Some(detail)),
            other => other,
        }),
    }
}

// Values are kept as the text given, byte for byte: gloo's typed `get` and `set` would
// write them as JSON (a saved game as a quoted string, "fr" as "\"fr\""), and saves
// written by earlier versions of the page would no longer load.

/// The stored text under `key`, if storage works and has it.
pub fn load(key: &str) -> Option<String> {
    try_load(key).ok().flatten()
}

/// The stored text under `key` (`None` when there is none), or why storage cannot be read.
pub fn try_load(key: &str) -> Result<Option<String>, StorageError> {
    local_storage()?
        .get_item(key)
        .map_err(|e| storage_error(&e))
}

/// Stores `value` under `key`; false when storage is unavailable or full (see
/// [`try_store`] for which).
pub fn store(key: &str, value: &str) -> bool {
    try_store(key, value).is_ok()
}

/// Stores `value` under `key`, or says why it could not. On failure the browser keeps
/// what was stored under `key` before, untouched.
pub fn try_store(key: &str, value: &str) -> Result<(), StorageError> {
    local_storage()?
        .set_item(key, value)
        .map_err(|e| storage_error(&e))
}

/// The time now, in milliseconds since the Unix epoch (`Date.now()`).
pub fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// Removes what is stored under `key` (removing never fails, by the Storage API).
pub fn remove(key: &str) {
    LocalStorage::delete(key);
}

/// Moves the text under `from` to `to`, replacing what `to` held, as the page does with a
/// save it cannot read. `from` is removed only once the copy is stored, so a full or
/// failing storage loses nothing. When `from` holds nothing there is nothing to do.
pub fn set_aside(from: &str, to: &str) -> Result<(), StorageError> {
    let Some(text) = try_load(from)? else {
        return Ok(());
    };
    try_store(to, &text)?;
    // Removing never throws (the Storage API says so), which gloo's `delete` relies on.
    LocalStorage::delete(from);
    Ok(())
}

/// Copies `text` to the clipboard; an error says why it could not.
pub async fn copy(text: &str) -> Result<(), String> {
    let navigator = gloo::utils::window().navigator();
    // `navigator.clipboard` is absent on insecure origins: look before calling.
    let clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
        .ok_or_else(|| "this browser does not offer the clipboard here".to_string())?;
    let clipboard: web_sys::Clipboard = clipboard.unchecked_into();
    JsFuture::from(clipboard.write_text(text))
        .await
        .map(|_| ())
        .map_err(|e| {
            e.as_string()
                .or_else(|| {
                    js_sys::Reflect::get(&e, &JsValue::from_str("message"))
                        .ok()
                        .and_then(|m| m.as_string())
                })
                .unwrap_or_else(|| "the browser refused".to_string())
        })
}
