//! The first screen of a fresh visit in index.html, in every language the page speaks, drawn
//! by the page's own components ([`blockness_web::first_screen`]) and made static
//! ([`crate::copy`]).
//!
//! ```html
//! <div id="first-paint" lang="en" aria-hidden="true" inert=""><div class="app">…</div></div>
//! <template id="first-paint-fr" lang="fr"><div class="app">…<svg … class="board"></svg>…</div></template>
//! …
//! <div id="app-root"></div>
//! ```
//!
//! The first language's copy is whole and in the document; each other language's is a
//! template without the loch's content, which is the same in every language and most of the
//! copy (so a visit downloads it once). www/first-paint.js decides in the head which copy the
//! app will draw, if any: the first one shows as it is parsed; another one takes the first's
//! place, with the first's loch, once the body is parsed and before anything else runs.

use blockness_web_common::Lang;

use crate::copy::{split_board, static_copy, Parts};

/// The id of the copy shown, which the app removes as it draws.
pub use blockness_web::names::FIRST_PAINT_ID as COPY_ID;

/// The id of the template holding the copy in `lang`.
pub fn template_id(lang: Lang) -> String {
    format!("{COPY_ID}-{}", lang.code())
}

/// The first screen in `lang`, static, cut around its loch.
pub fn copy_in(lang: Lang) -> Result<Parts, String> {
    let copy = static_copy(&blockness_web::first_screen::render(lang))
        .map_err(|why| format!("{}: {why}", lang.code()))?;
    split_board(&copy).map_err(|why| format!("{}: {why}", lang.code()))
}

/// What goes before `<div id="app-root">`: the copy in the first of `langs`, whole, and a
/// template for each other one, which shares the first's loch (an error if its loch is not
/// the same).
pub fn block(langs: &[Lang]) -> Result<String, String> {
    let (first, others) = langs
        .split_first()
        .ok_or("no language to draw the first screen in")?;
    let main = copy_in(*first)?;
    let mut html = format!(
        "<div id=\"{COPY_ID}\" lang=\"{}\" aria-hidden=\"true\" inert=\"\">{}</div>\n  ",
        first.code(),
        main.whole()
    );
    for &lang in others {
        let copy = copy_in(lang)?;
        if copy.board != main.board {
            return Err(format!(
                "the loch of the first screen differs between {} and {}, so one cannot serve both",
                first.code(),
                lang.code()
            ));
        }
        html.push_str(&format!(
            "<template id=\"{}\" lang=\"{}\">{}</template>\n  ",
            template_id(lang),
            lang.code(),
            copy.without_board()
        ));
    }
    Ok(html)
}

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_web::words::texts;

    /// The built page's copies hold the board and the new-game dialog in each language, drawn
    /// by the components here, with nothing a browser wrote.
    #[test]
    fn every_language_has_its_copy_with_the_board_and_the_dialog() {
        let html = block(&Lang::ALL).unwrap();
        assert!(html.starts_with("<div id=\"first-paint\" lang=\"en\" aria-hidden=\"true\" inert=\"\"><div data-revision=\"0\" class=\"app\">"));
        assert_eq!(
            html.matches("<svg viewBox=\"0 0 728 728\" class=\"board\">")
                .count(),
            4
        );
        assert_eq!(
            html.matches("<g class=\"cell ").count(),
            copy_in(Lang::En)
                .unwrap()
                .board
                .matches("<g class=\"cell ")
                .count()
        );
        for lang in Lang::ALL {
            let copy = copy_in(lang).unwrap().whole();
            for words in [texts::NEW_GAME, texts::START_GAME, texts::CANCEL] {
                assert!(
                    copy.contains(&format!(">{}<", words.get(lang))),
                    "{lang:?}: {}",
                    words.get(lang)
                );
            }
            assert!(
                copy.contains(" open=\"open\" class=\"new-game\""),
                "{lang:?}: the dialog is open"
            );
            assert!(
                !copy.contains("data-testid"),
                "{lang:?}: the copy keeps no test ids"
            );
            if lang != Lang::En {
                let code = lang.code();
                assert!(html.contains(&format!(
                    "<template id=\"first-paint-{code}\" lang=\"{code}\">"
                )));
            }
        }
    }

    #[test]
    fn every_copy_has_the_header_a_live_table_shows_and_the_controls_it_leaves_out() {
        for lang in Lang::ALL {
            let copy = copy_in(lang).unwrap().whole();
            let (tag, class) = crate::copy::HEADER.split_once('.').unwrap();
            let header = format!("<{tag} class=\"{class}\">");
            assert_eq!(copy.matches(&header).count(), 1, "{lang:?}");
            let (tag, class) = crate::copy::CONTROLS.split_once('.').unwrap();
            let controls = format!("<{tag} class=\"{class}\">");
            let inside = &copy[copy.find(&header).unwrap()..copy.find("</header>").unwrap()];
            assert_eq!(inside.matches(&controls).count(), 1, "{lang:?}");
        }
    }

    #[test]
    fn english_alone_needs_no_template() {
        let html = block(&[Lang::En]).unwrap();
        assert!(!html.contains("<template"));
    }
}
