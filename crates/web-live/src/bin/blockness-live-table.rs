//! The live tables' module for a table's address (an invite, a spectator's link), which the
//! page's loader starts alone before the page's module: the same view as
//! `blockness-live-view`, built without the feature `form` (index.html), so it carries the
//! table and not the form that opens one nor the lobby.

#[cfg(target_arch = "wasm32")]
blockness_web_common::view_module!(blockness_web_live::LiveModule);

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("blockness-live-table is a module of the browser page: trunk build builds it.");
    std::process::exit(2);
}
