//! What the page says when it is inside another site's frame, where it refuses to run.
//!
//! A `<meta>` Content-Security-Policy cannot carry `frame-ancestors` (browsers ignore it there)
//! and GitHub Pages sends no header that could, so any site could frame the page and lay its
//! own buttons over the game's (a live table's "Take a seat", a notification's permission).
//! The page's first script (www/first-paint.js) therefore checks, before anything else,
//! whether it is framed; if it is, it marks `<html>` with [`CLASS`], which keeps the loader
//! (www/start.js) from starting any module, and puts these words in the page's language in
//! place of the game, with a link that opens the same address in a tab of its own. The
//! script reads them from the constant `BLOCKNESS` ([`crate::names`]).

use blockness_web_common::{texts, Lang, Tr};
use serde_json::{json, Map, Value};

/// The class the first script puts on `<html>` when it refuses to run in a frame.
pub const CLASS: &str = "framed";

texts! {
    REFUSED = "Block Ness only runs in a tab of its own, not inside another site's page.",
        "Block Ness ne fonctionne que dans son propre onglet, pas à l'intérieur de la page d'un autre site.",
        "Block Ness läuft nur in einem eigenen Tab, nicht innerhalb der Seite einer anderen Website.",
        "Block Ness funziona solo in una scheda tutta sua, non all'interno della pagina di un altro sito.";
    OPEN_IN_TAB = "Open Block Ness in a new tab", "Ouvrir Block Ness dans un nouvel onglet",
        "Block Ness in einem neuen Tab öffnen", "Apri Block Ness in una nuova scheda";
}

/// `text` by language code, as the script picks it.
fn by_code(text: Tr) -> Value {
    let words: Map<String, Value> = Lang::ALL
        .into_iter()
        .map(|lang| (lang.code().to_string(), Value::from(text.get(lang))))
        .collect();
    Value::Object(words)
}

/// The names and words of the refusal, for `BLOCKNESS.framed`.
pub fn names() -> Value {
    json!({
        "class": CLASS,
        "refused": by_code(REFUSED),
        "open": by_code(OPEN_IN_TAB),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_refusal_is_written_in_every_language() {
        let names = names();
        assert_eq!(names["class"], CLASS);
        for lang in Lang::ALL {
            let code = lang.code();
            assert_eq!(names["refused"][code], REFUSED.get(lang), "{code}");
            assert_eq!(names["open"][code], OPEN_IN_TAB.get(lang), "{code}");
        }
    }
}
