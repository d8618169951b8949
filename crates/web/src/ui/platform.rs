//! The few browser services the page uses: the address's `#` part, local storage and the
//! clipboard. Each one may be missing (private browsing, insecure origin); every function
//! reports that instead of failing.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

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

/// The full address of the page, as it would be shared.
pub fn address() -> String {
    gloo::utils::window().location().href().unwrap_or_default()
}

fn storage() -> Option<web_sys::Storage> {
    gloo::utils::window().local_storage().ok().flatten()
}

/// The stored text under `key`, if storage works and has it.
pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores `value` under `key`; false when storage is unavailable or full.
pub fn store(key: &str, value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Removes `key` from storage.
pub fn forget(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
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
