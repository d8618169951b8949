//! The Loch Ness module of the site: the table and its rules page, fetched by the Block
//! Ness page the first time Loch Ness opens (built by Trunk for wasm32 beside the page).

#[cfg(target_arch = "wasm32")]
blockness_web_common::view_module!(blockness_web_lochness::LochNessModule);

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("blockness-lochness-view is a module of the browser page: trunk build builds it.");
    std::process::exit(2);
}
