//! The on-demand module of the page: the rules page, the tutorial, the solo puzzles and Loch Ness
//! (built by Trunk for wasm32 beside the page's own module, and fetched by the page the
//! first time one of these views opens; see `ui::views`).

#[cfg(target_arch = "wasm32")]
mod exports {
    use wasm_bindgen::prelude::*;

    /// A view drawn by this module in one of the page's elements.
    #[wasm_bindgen]
    pub struct ViewHandle(Option<blockness_web::MountedView>);

    #[wasm_bindgen]
    impl ViewHandle {
        /// Redraws the view in another language (a code such as `fr`).
        pub fn set_lang(&mut self, code: &str) {
            if let Some(view) = self.0.as_mut() {
                view.set_lang(code);
            }
        }

        /// Takes the view down.
        pub fn destroy(&mut self) {
            if let Some(view) = self.0.take() {
                view.destroy();
            }
        }
    }

    /// Draws the view called `name` (`rules`, `tutorial`, `solo` or `lochness`) inside `root`.
    #[wasm_bindgen]
    pub fn mount_view(
        name: &str,
        root: web_sys::Element,
        lang: &str,
    ) -> Result<ViewHandle, JsError> {
        blockness_web::mount_view(name, root, lang)
            .map(|view| ViewHandle(Some(view)))
            .map_err(|why| JsError::new(&why))
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("blockness-views is a module of the browser page: scripts/build-site.sh builds it.");
    std::process::exit(2);
}
