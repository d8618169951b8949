//! JSON text in and out of the page's storage and files.
//!
//! Natively (the tests, the fuzz targets) it is serde_json. In the page it is the browser's
//! own `JSON.parse` and `JSON.stringify`, with serde-wasm-bindgen between JavaScript values
//! and Rust types: the browser already has a JSON parser, so serde_json's stays out of the
//! page's wasm. Both read the same texts into the same values; what they write may differ
//! only in how a number is spelled (`1.0` or `1`), which both read back alike.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// A parsed JSON text, before it is read into a Rust type: lets a reader check a format
/// name or version number first, so a file of another kind is reported as such.
pub struct Document(Inner);

#[cfg(not(target_arch = "wasm32"))]
type Inner = serde_json::Value;
#[cfg(target_arch = "wasm32")]
type Inner = wasm_bindgen::JsValue;

impl Document {
    /// Parses `text`; the error says why it is not JSON.
    pub fn parse(text: &str) -> Result<Document, String> {
        #[cfg(not(target_arch = "wasm32"))]
        let parsed = serde_json::from_str(text).map_err(|e| e.to_string());
        #[cfg(target_arch = "wasm32")]
        let parsed = js_sys::JSON::parse(text).map_err(|e| {
            js_sys::Error::from(e)
                .message()
                .as_string()
                .unwrap_or_else(|| "not JSON".to_string())
        });
        parsed.map(Document)
    }

    /// The member `name` of the top-level object, when it is a string.
    pub fn text_field(&self, name: &str) -> Option<String> {
        #[cfg(not(target_arch = "wasm32"))]
        return self.0.get(name)?.as_str().map(str::to_string);
        #[cfg(target_arch = "wasm32")]
        return self.member(name)?.as_string();
    }

    /// The member `name` of the top-level object, when it is a whole number from 0 up.
    pub fn count_field(&self, name: &str) -> Option<u64> {
        #[cfg(not(target_arch = "wasm32"))]
        return self.0.get(name)?.as_u64();
        #[cfg(target_arch = "wasm32")]
        return self
            .member(name)?
            .as_f64()
            .filter(|n| n.fract() == 0.0 && *n >= 0.0 && *n <= 9_007_199_254_740_991.0)
            .map(|n| n as u64);
    }

    #[cfg(target_arch = "wasm32")]
    fn member(&self, name: &str) -> Option<wasm_bindgen::JsValue> {
        if !self.0.is_object() || js_sys::Array::is_array(&self.0) {
            return None;
        }
        js_sys::Reflect::get(&self.0, &name.into()).ok()
    }

    /// Reads the document into `T`; the error says what does not fit.
    pub fn read<T: DeserializeOwned>(self) -> Result<T, String> {
        #[cfg(not(target_arch = "wasm32"))]
        return serde_json::from_value(self.0).map_err(|e| e.to_string());
        #[cfg(target_arch = "wasm32")]
        return serde_wasm_bindgen::from_value(self.0).map_err(|e| e.to_string());
    }
}

/// Reads JSON `text` into `T`.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    Document::parse(text)?.read()
}

/// Writes `value` as JSON text. The page only writes plain structs with string keys and
/// finite numbers, which cannot fail; an empty text stands for a failure all the same.
pub fn to_string<T: Serialize>(value: &T) -> String {
    #[cfg(not(target_arch = "wasm32"))]
    return serde_json::to_string(value).unwrap_or_default();
    #[cfg(target_arch = "wasm32")]
    return value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .ok()
        .and_then(|js| js_sys::JSON::stringify(&js).ok())
        .and_then(|text| text.as_string())
        .unwrap_or_default();
}
