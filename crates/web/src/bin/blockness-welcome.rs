//! The first screen's light module: on a fresh visit, brings the prerendered header and
//! new-game dialog to life without the page's own module, which is fetched when the player
//! starts a game or asks for anything else only the game can do (see `ui::welcome` and
//! `page::handoff`). Built by Trunk for wasm32 beside the page's module.

#[cfg(target_arch = "wasm32")]
fn main() {
    blockness_web::start_welcome();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "blockness-welcome is a module of the browser page: scripts/build-site.sh builds it."
    );
    std::process::exit(2);
}
