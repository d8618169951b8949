//! The binary of an on-demand view's module in one line (`crates/*/src/bin/`): defined
//! for every target, so that a native build of the workspace builds those binaries too (as
//! a `main` that says what they are), while their wasm side lives in `view_module.rs`,
//! which only the browser's build has.

/// Writes a module's binary: for wasm32, its JavaScript interface, `mount_view(root, lang)`
/// returning a handle with `set_lang` and `destroy`, which the page's loader calls; natively,
/// a `main` that says the binary is built by Trunk for the page. `$app` is the module's root
/// component; it gets the view's name from the props' element, whose `data-view`
/// attribute the page sets.
#[macro_export]
macro_rules! view_module {
    ($app:ty) => {
        #[cfg(target_arch = "wasm32")]
        fn main() {}

        #[cfg(not(target_arch = "wasm32"))]
        fn main() {
            eprintln!(
                "{} is a module of the browser page: trunk build builds it.",
                env!("CARGO_BIN_NAME")
            );
            std::process::exit(2);
        }

        #[cfg(target_arch = "wasm32")]
        mod exports {
            use wasm_bindgen::prelude::*;
            use $crate::view_module::MountedView;

            /// A view drawn by this module in one of the page's elements.
            #[wasm_bindgen]
            pub struct ViewHandle(Option<MountedView<$app>>);

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

            /// Draws the view inside `root`, in the language `lang`.
            #[wasm_bindgen]
            pub fn mount_view(root: web_sys::Element, lang: &str) -> Result<ViewHandle, JsError> {
                MountedView::<$app>::mount(root, lang)
                    .map(|view| ViewHandle(Some(view)))
                    .map_err(|why| JsError::new(&why))
            }
        }
    };
}
