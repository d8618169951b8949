//! The built-in editions, read once in the page with the browser's own JSON parser (see
//! `blockness_web_common::json`) and shared after that.

use std::sync::Arc;

use blockness_core::{link_edition, Edition, LinkError};

/// The built-in edition called `name` (`lochside-v1`, `lochside-v2`), read once with this
/// module's parser and shared after that, so every board of one edition holds the same one.
pub fn built_in_edition(name: &str) -> Option<Arc<Edition>> {
    thread_local! {
        static READ: std::cell::RefCell<Vec<Arc<Edition>>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    if let Some(known) = READ.with(|read| read.borrow().iter().find(|e| e.name() == name).cloned())
    {
        return Some(known);
    }
    let text = Edition::built_in_json(name)?;
    #[cfg(not(target_arch = "wasm32"))]
    let edition = Edition::from_json(text);
    #[cfg(target_arch = "wasm32")]
    let edition = {
        // `Edition::from_json` would bring serde_json back into the page.
        let value = js_sys::JSON::parse(text).unwrap_or(wasm_bindgen::JsValue::NULL);
        Edition::from_deserializer(serde_wasm_bindgen::Deserializer::from(value))
    };
    // The built-in texts are part of the program and checked by the core's tests.
    let edition = Arc::new(edition.ok()?);
    READ.with(|read| read.borrow_mut().push(Arc::clone(&edition)));
    Some(edition)
}

/// The default edition for new games.
pub fn standard_edition() -> Arc<Edition> {
    built_in_edition(Edition::STANDARD_NAME).expect("the default edition is built in")
}

/// The first edition, which the solo puzzles and the tutorial are made on.
pub fn first_edition() -> Arc<Edition> {
    built_in_edition("lochside-v1").expect("the first edition is built in")
}

/// The built-in edition a link's game is on, from its version character.
pub fn edition_of_link(link: &str) -> Result<Arc<Edition>, LinkError> {
    let name = link_edition(link)?;
    Ok(built_in_edition(name).expect("every link version names a built-in edition"))
}
