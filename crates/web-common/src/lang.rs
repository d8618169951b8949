//! The languages the site is written in, and the one way fixed text is written: a [`Tr`]
//! holds the same words in every language, so no text builds without all four.

use std::fmt;

/// Storage key of the language the player picked (read by www/first-paint.js too, through
/// the names the site's build writes into it).
pub const LANGUAGE_KEY: &str = "blockness-lang";

/// A language the page is written in.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Lang {
    /// English, the default when the browser asks for none of the four.
    #[default]
    En,
    /// French.
    Fr,
    /// German.
    De,
    /// Italian.
    It,
}

impl Lang {
    /// Every language, in the order of the picker.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Fr, Lang::De, Lang::It];

    /// `label` and `text` joined by a colon as the language sets it: French puts a narrow
    /// no-break space before it.
    pub fn labelled(self, label: &str, text: &str) -> String {
        match self {
            Lang::Fr => format!("{label}\u{202f}: {text}"),
            _ => format!("{label}: {text}"),
        }
    }

    /// The language's code, as in `<html lang>` and the picker's option values.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::It => "it",
        }
    }

    /// The language's own name, as the picker shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
            Lang::It => "Italiano",
        }
    }

    /// What ends the primary part of a language tag: `de-CH`, `en_GB`. The first paint's
    /// script is written from it too (crates/site-build/src/names.rs).
    pub const SUBTAG_SEPARATORS: [char; 2] = ['-', '_'];

    /// The language of a code such as `fr`, `de-CH` or `EN-gb`; `None` for others.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code
            .split(Lang::SUBTAG_SEPARATORS)
            .next()?
            .trim()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's preferred languages that the page speaks, else English.
    pub fn preferred<S: AsRef<str>>(browser: &[S]) -> Lang {
        browser
            .iter()
            .find_map(|code| Lang::from_code(code.as_ref()))
            .unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// One piece of fixed text in the four languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tr {
    /// English.
    pub en: &'static str,
    /// French.
    pub fr: &'static str,
    /// German.
    pub de: &'static str,
    /// Italian.
    pub it: &'static str,
}

impl Tr {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
            Lang::De => self.de,
            Lang::It => self.it,
        }
    }

    /// The text in every language, in the order of [`Lang::ALL`].
    pub fn all(&self) -> [&'static str; 4] {
        [self.en, self.fr, self.de, self.it]
    }

    /// Whether each language has its own words: none is empty and French, German and
    /// Italian are not the English text left in place. Names and symbols may be shared, so they are
    /// allowed when the English text has no lower-case word of three letters or more.
    pub fn is_translated(&self) -> bool {
        let has_words = |s: &str| {
            s.split(|c: char| !c.is_alphabetic())
                .any(|w| w.chars().count() >= 3 && w.chars().all(char::is_lowercase))
        };
        !self.en.trim().is_empty()
            && !self.fr.trim().is_empty()
            && !self.de.trim().is_empty()
            && !self.it.trim().is_empty()
            && (!has_words(self.en)
                || (self.fr != self.en && self.de != self.en && self.it != self.en))
    }
}

/// Declares each text as a [`Tr`] constant (its English words as its doc) and lists them
/// all in an `ALL` beside them, with a test that each one is translated
/// ([`Tr::is_translated`]). Every feature declares its own words with it.
#[macro_export]
macro_rules! texts {
    ($($name:ident = $en:literal, $fr:literal, $de:literal, $it:literal;)*) => {
        $(
            #[doc = $en]
            pub const $name: $crate::Tr = $crate::Tr { en: $en, fr: $fr, de: $de, it: $it };
        )*
        /// Every text declared beside it.
        pub const ALL: &[$crate::Tr] = &[$($name),*];

        // Every text declared here has its own words in the four languages.
        #[cfg(test)]
        #[test]
        fn every_fixed_text_is_translated() {
            for text in ALL {
                assert!(text.is_translated(), "{text:?}");
            }
        }
    };
}

/// One sentence in the language asked for, written once with its four languages side by
/// side, so a sentence without all four does not build: `say!(lang, en, fr, de, it)` with a
/// format string in each language and, after them, the arguments they share (named
/// arguments and the values the strings name themselves work as in `format!`). Each
/// sentence type writes its `text(&self, lang)` as one `match` on itself whose arms say
/// their sentence this way; a sentence that needs more than a format string (a plural, a
/// word order of its own) matches on the language in its arm.
///
/// ```
/// use blockness_web_common::{say, Lang};
///
/// /// A sentence, in no language yet.
/// enum Greeting {
///     /// Greets someone by name, at a seat counted from 0.
///     Hello(String, usize),
/// }
///
/// impl Greeting {
///     fn text(&self, lang: Lang) -> String {
///         match self {
///             Greeting::Hello(name, seat) => say!(lang,
///                 "Hello, {name}, at seat {}",
///                 "Bonjour, {name}, à la place {}",
///                 "Hallo, {name}, auf Platz {}",
///                 "Ciao, {name}, al posto {}",
///                 seat + 1),
///         }
///     }
/// }
///
/// let hello = Greeting::Hello("Nessie".into(), 1);
/// assert_eq!(hello.text(Lang::Fr), "Bonjour, Nessie, à la place 2");
/// ```
#[macro_export]
macro_rules! say {
    ($lang:expr, $en:literal, $fr:literal, $de:literal, $it:literal $(,)?) => {
        match $lang {
            $crate::Lang::En => ::std::format!($en),
            $crate::Lang::Fr => ::std::format!($fr),
            $crate::Lang::De => ::std::format!($de),
            $crate::Lang::It => ::std::format!($it),
        }
    };
    ($lang:expr, $en:literal, $fr:literal, $de:literal, $it:literal, $($args:tt)+) => {
        match $lang {
            $crate::Lang::En => ::std::format!($en, $($args)+),
            $crate::Lang::Fr => ::std::format!($fr, $($args)+),
            $crate::Lang::De => ::std::format!($de, $($args)+),
            $crate::Lang::It => ::std::format!($it, $($args)+),
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_takes_its_colon_as_the_language_sets_it() {
        assert_eq!(Lang::En.labelled("Step 2", "Grow"), "Step 2: Grow");
        assert_eq!(
            Lang::Fr.labelled("Étape 2", "Grandir"),
            "Étape 2\u{202f}: Grandir"
        );
        assert_eq!(
            Lang::De.labelled("Schritt 2", "Wachsen"),
            "Schritt 2: Wachsen"
        );
    }

    #[test]
    fn a_text_is_written_in_each_language_asked_for() {
        let text = Tr {
            en: "lake",
            fr: "lac",
            de: "See",
            it: "lago",
        };
        assert_eq!(Lang::ALL.map(|lang| text.get(lang)), text.all());
    }

    #[test]
    fn a_sentence_said_once_is_written_in_the_language_asked_for() {
        let name = "Ada";
        let seat = 2;
        let said = Lang::ALL.map(|lang| {
            crate::say!(
                lang,
                "{name} sits at seat {0}",
                "{name} est à la place {0}",
                "{name} sitzt auf Platz {0}",
                "{name} siede al posto {0}",
                seat + 1
            )
        });
        assert_eq!(
            said,
            [
                "Ada sits at seat 3",
                "Ada est à la place 3",
                "Ada sitzt auf Platz 3",
                "Ada siede al posto 3"
            ]
        );
        let plain = Lang::ALL.map(|lang| crate::say!(lang, "lake", "lac", "See", "lago"));
        assert_eq!(plain, ["lake", "lac", "See", "lago"]);
    }

    #[test]
    fn codes_read_back_whatever_their_region_or_case() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("de-CH"), Some(Lang::De));
        assert_eq!(Lang::from_code("EN_gb"), Some(Lang::En));
        assert_eq!(Lang::from_code("es"), None);
        assert_eq!(Lang::from_code(""), None);
    }

    #[test]
    fn the_browser_language_picks_the_first_one_spoken_here() {
        assert_eq!(Lang::preferred(&["de-CH", "fr"]), Lang::De);
        assert_eq!(Lang::preferred(&["pt", "fr-BE", "en"]), Lang::Fr);
        assert_eq!(Lang::preferred(&["ja", "it-CH", "de"]), Lang::It);
        assert_eq!(Lang::from_code("IT_it"), Some(Lang::It));
        assert_eq!(Lang::preferred(&["EN-gb"]), Lang::En);
        assert_eq!(Lang::preferred(&["ja", "pt-BR"]), Lang::En);
        assert_eq!(Lang::preferred::<&str>(&[]), Lang::En);
        assert_eq!(Lang::from_code(""), None);
    }

    #[test]
    fn a_text_left_in_english_is_not_translated() {
        let ok = Tr {
            en: "New game",
            fr: "Nouvelle partie",
            de: "Neues Spiel",
            it: "Nuova partita",
        };
        assert!(ok.is_translated());
        let lazy = Tr {
            en: "New game",
            fr: "New game",
            de: "Neues Spiel",
            it: "Nuova partita",
        };
        assert!(!lazy.is_translated());
        let lazy_italian = Tr {
            en: "New game",
            fr: "Nouvelle partie",
            de: "Neues Spiel",
            it: "New game",
        };
        assert!(!lazy_italian.is_translated());
        let empty = Tr {
            en: "Undo",
            fr: "",
            de: "Rückgängig",
            it: "Annulla",
        };
        assert!(!empty.is_translated());
        let name = Tr {
            en: "Block Ness",
            fr: "Block Ness",
            de: "Block Ness",
            it: "Block Ness",
        };
        assert!(name.is_translated());
    }
}
