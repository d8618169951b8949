//! The live tables' module of the page (built by Trunk for wasm32 beside the page's own
//! module, and fetched by the page when a live table or the form that opens one is shown).

#[cfg(target_arch = "wasm32")]
blockness_web_common::view_module!(blockness_web_live::LiveModule);

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("blockness-live-view is a module of the browser page: trunk build builds it.");
    std::process::exit(2);
}
