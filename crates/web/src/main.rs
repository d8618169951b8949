//! Entry point of the page (built by Trunk for wasm32).

#[cfg(target_arch = "wasm32")]
fn main() {
    blockness_web::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "blockness-web runs in a browser: build it with `trunk build --release` \
         and serve dist/ (scripts/play.sh does both)."
    );
    std::process::exit(2);
}
