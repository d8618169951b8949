//! Languages of the page: English, French and German.
//!
//! Every word the page shows comes from here. Short sentences built from the game's
//! state are [`Message`]s, written out by one function per language whose `match` has
//! an arm for every message, so a missing translation does not compile. Longer prose
//! (the rules page, the tutorial) is written as [`Tr`] triples, which cannot be built
//! without all three languages either; tests check that no translation is left in English.

use std::fmt;

/// A language the page is written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the default when the browser asks for none of the three.
    #[default]
    En,
    /// French.
    Fr,
    /// German.
    De,
}

impl Lang {
    /// Every language, in the order of the picker.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::De];

    /// The language's code, as in `<html lang>` and the picker's option values.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    /// The language's own name, as the picker shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
        }
    }

    /// The language of a code such as `fr`, `de-CH` or `EN-gb`; `None` for others.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.trim().to_ascii_lowercase();
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

/// One piece of fixed text in the three languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tr {
    /// English.
    pub en: &'static str,
    /// French.
    pub fr: &'static str,
    /// German.
    pub de: &'static str,
}

impl Tr {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
            Lang::De => self.de,
        }
    }

    /// Whether each language has its own words: none is empty and French and German are
    /// not the English text left in place. Names and symbols may be shared, so they are
    /// allowed when the English text has no lower-case word of three letters or more.
    pub fn is_translated(&self) -> bool {
        let has_words = |s: &str| {
            s.split(|c: char| !c.is_alphabetic())
                .any(|w| w.chars().count() >= 3 && w.chars().all(char::is_lowercase))
        };
        !self.en.trim().is_empty()
            && !self.fr.trim().is_empty()
            && !self.de.trim().is_empty()
            && (!has_words(self.en) || (self.fr != self.en && self.de != self.en))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browser_language_picks_the_first_one_spoken_here() {
        assert_eq!(Lang::preferred(&["de-CH", "fr"]), Lang::De);
        assert_eq!(Lang::preferred(&["it", "fr-BE", "en"]), Lang::Fr);
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
        };
        assert!(ok.is_translated());
        let lazy = Tr {
            en: "New game",
            fr: "New game",
            de: "Neues Spiel",
        };
        assert!(!lazy.is_translated());
        let empty = Tr {
            en: "Undo",
            fr: "",
            de: "Rückgängig",
        };
        assert!(!empty.is_translated());
        let name = Tr {
            en: "Block Ness",
            fr: "Block Ness",
            de: "Block Ness",
        };
        assert!(name.is_translated());
    }
}
