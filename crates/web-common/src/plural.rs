//! Counted words: "1 point", "2 points", "0 point" in French. Each language's own rule for
//! when a count takes the singular lives here, once, so no sentence decides it with
//! `if n == 1`.

use crate::{Lang, Tr};

impl Lang {
    /// Whether `count` takes the singular form of a noun in this language: one alone in
    /// English, German and Italian; zero and one in French.
    pub fn takes_singular(self, count: u64) -> bool {
        match self {
            Lang::Fr => count <= 1,
            Lang::En | Lang::De | Lang::It => count == 1,
        }
    }

    /// Whether a sentence about `count` names (players, seats) speaks of one or of several:
    /// "player 2 wins", "players 1 and 3 share the win".
    pub fn number(self, count: usize) -> Number {
        if self.takes_singular(count as u64) {
            Number::One
        } else {
            Number::Several
        }
    }

    /// Whether an amount written with decimals ("0.5", "1.5"), whose whole part is `whole`,
    /// takes the singular of a noun: in French below two ("1,5 segment"); never in English,
    /// German and Italian ("1.5 segments", "0,5 Segmente", "0,5 segmenti").
    pub fn decimal_takes_singular(self, whole: u64) -> bool {
        match self {
            Lang::Fr => whole < 2,
            Lang::En | Lang::De | Lang::It => false,
        }
    }
}

/// The grammatical number a sentence agrees with, from [`Lang::number`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Number {
    /// One name: the verb and the noun in the singular.
    One,
    /// Several names: in the plural.
    Several,
}

/// A noun in its singular and plural forms, in the four languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plural {
    /// The singular forms.
    pub one: Tr,
    /// The plural forms.
    pub other: Tr,
}

impl Plural {
    /// The noun in the form `count` takes in `lang`.
    pub fn word(&self, count: u64, lang: Lang) -> &'static str {
        if lang.takes_singular(count) {
            self.one.get(lang)
        } else {
            self.other.get(lang)
        }
    }

    /// The noun in the form an amount written with decimals takes, `whole` being its whole
    /// part (see [`Lang::decimal_takes_singular`]).
    pub fn word_for_decimal(&self, whole: u64, lang: Lang) -> &'static str {
        if lang.decimal_takes_singular(whole) {
            self.one.get(lang)
        } else {
            self.other.get(lang)
        }
    }

    /// `count` and the noun in the form it takes: "3 points".
    pub fn count(&self, count: u64, lang: Lang) -> String {
        format!("{count} {}", self.word(count, lang))
    }
}

/// Declares each counted noun as a [`Plural`] constant, with its singular and plural forms in
/// English, French, German and Italian, and lists them all in a `PLURALS` beside them.
///
/// ```
/// blockness_web_common::plurals! {
///     POINTS = ("point", "points"), ("point", "points"), ("Punkt", "Punkte"), ("punto", "punti");
/// }
/// use blockness_web_common::Lang;
/// assert_eq!(POINTS.count(1, Lang::De), "1 Punkt");
/// assert_eq!(POINTS.count(0, Lang::Fr), "0 point");
/// assert_eq!(POINTS.count(0, Lang::En), "0 points");
/// ```
#[macro_export]
macro_rules! plurals {
    ($($name:ident = ($en1:literal, $en:literal), ($fr1:literal, $fr:literal), ($de1:literal, $de:literal), ($it1:literal, $it:literal);)*) => {
        $(
            #[doc = $en]
            pub const $name: $crate::Plural = $crate::Plural {
                one: $crate::Tr { en: $en1, fr: $fr1, de: $de1, it: $it1 },
                other: $crate::Tr { en: $en, fr: $fr, de: $de, it: $it },
            };
        )*
        /// Every counted noun declared beside it.
        pub const PLURALS: &[$crate::Plural] = &[$($name),*];
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    crate::plurals! {
        UNDOS = ("undo", "undos"), ("annulation", "annulations"), ("Rücknahme", "Rücknahmen"), ("annullamento", "annullamenti");
    }

    #[test]
    fn each_language_has_its_own_rule_for_the_singular() {
        assert_eq!(
            Lang::ALL.map(|lang| UNDOS.count(1, lang)),
            ["1 undo", "1 annulation", "1 Rücknahme", "1 annullamento"]
        );
        assert_eq!(
            Lang::ALL.map(|lang| UNDOS.count(0, lang)),
            ["0 undos", "0 annulation", "0 Rücknahmen", "0 annullamenti"]
        );
        assert_eq!(
            Lang::ALL.map(|lang| UNDOS.count(7, lang)),
            ["7 undos", "7 annulations", "7 Rücknahmen", "7 annullamenti"]
        );
        assert_eq!(PLURALS.len(), 1);
    }

    #[test]
    fn a_list_of_one_name_is_singular_and_more_are_plural_in_every_language() {
        for lang in Lang::ALL {
            assert_eq!(lang.number(1), Number::One, "{lang}");
            assert_eq!(lang.number(2), Number::Several, "{lang}");
            assert_eq!(lang.number(4), Number::Several, "{lang}");
        }
    }

    #[test]
    fn an_amount_with_decimals_takes_the_plural_but_in_french_below_two() {
        assert_eq!(
            Lang::ALL.map(|lang| UNDOS.word_for_decimal(0, lang)),
            ["undos", "annulation", "Rücknahmen", "annullamenti"]
        );
        assert_eq!(
            Lang::ALL.map(|lang| UNDOS.word_for_decimal(1, lang)),
            ["undos", "annulation", "Rücknahmen", "annullamenti"]
        );
        assert_eq!(
            Lang::ALL.map(|lang| UNDOS.word_for_decimal(2, lang)),
            ["undos", "annulations", "Rücknahmen", "annullamenti"]
        );
    }
}
