//! A counter button in Yew, built with the page's cargo profile and wasm-opt level
//! (`index.html` beside this crate): what any Yew app of the site's stack weighs and takes to
//! start, against which `tests/e2e/measure.mjs` sets the site's first screen.

#[cfg(target_arch = "wasm32")]
mod app {
    use yew::prelude::*;

    #[function_component(Counter)]
    fn counter() -> Html {
        let count = use_state(|| 0_u32);
        // Marked once drawn, as the site marks `data-settled`, for the measure to wait on.
        use_effect_with((), |_| {
            let _ = gloo::utils::document_element().set_attribute("data-ready", "");
        });
        let onclick = {
            let count = count.clone();
            Callback::from(move |_| count.set(*count + 1))
        };
        html! { <button {onclick}>{ format!("Clicked {} times", *count) }</button> }
    }

    pub fn start() {
        yew::Renderer::<Counter>::new().render();
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "blockness-minimal-yew runs in a browser: tests/e2e/measure.mjs builds and measures it."
    );
    std::process::exit(2);
}
