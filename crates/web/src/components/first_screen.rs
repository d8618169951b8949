//! The first screen of a fresh visit, drawn at build time by the page's own components: the
//! empty loch under the new-game dialog, in each language the page speaks. The site's build
//! (crates/site-build) writes it into index.html, so the screen paints with the HTML, before
//! any wasm has arrived.
//!
//! It is Yew's server-side rendering of [`Page`], natively (feature `ssr`), with what the
//! browser would give a fresh visit: the language passed in, and the native `platform`
//! (`platform_native.rs`), whose storage and address hold nothing. Effects do not run in a
//! server-side render, so nothing here touches a browser.

use yew::prelude::*;

use crate::app::{Page, PageProps};
use crate::words::Lang;

/// The page's HTML in `lang` as a fresh visit first draws it (the app's root, `<div
/// class="app">`, and what is in it), with every attribute the components write.
pub fn render(lang: Lang) -> String {
    let renderer = yew::ServerRenderer::<Page>::with_props(move || PageProps {
        lang,
        on_pick: Callback::noop(),
        handoffs: Default::default(),
    })
    .hydratable(false);
    futures_executor::block_on(renderer.render())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_draws_the_board_under_the_new_game_dialog() {
        for lang in Lang::ALL {
            let html = render(lang);
            assert!(html.starts_with("<div "), "{lang:?}: {html:.80}");
            assert!(html.contains(" class=\"app\">"), "{lang:?}: not the app");
            assert!(html.contains(" class=\"board\">"), "{lang:?}: no board");
            assert!(
                html.contains(" open=\"open\" class=\"new-game\">"),
                "{lang:?}: no open dialog"
            );
            let title = crate::words::texts::NEW_GAME.get(lang);
            assert!(
                html.contains(&format!(">{title}</h2>")),
                "{lang:?}: no {title}"
            );
            // A person alone reads the game's goal and can start against the computer at once.
            for text in [
                crate::words::texts::GAME_GOAL,
                crate::words::texts::PLAY_COMPUTER,
            ] {
                let words = text.get(lang);
                assert!(html.contains(words), "{lang:?}: no {words}");
            }
            let start = crate::words::texts::START_GAME.get(lang);
            assert!(
                html.contains(&format!(">{start}</button>")),
                "{lang:?}: no {start}"
            );
        }
    }

    #[test]
    fn the_build_draws_the_same_screen_each_time() {
        assert_eq!(render(Lang::En), render(Lang::En));
    }
}
