//! A key's pictures in words ([`label`], [`pictures`]): each shape's noun and each colour's
//! adjective in the four languages, written once side by side, the adjective agreeing with
//! its noun ("red circle", "étoile bleue", "rotes Herz", "stella rossa"). A shape or a colour
//! without one of its languages does not build: every field of `Noun` and `Adjective` is
//! asked for.

use blockness_live::{Fingerprint, Hue, Picture, Shape};
use blockness_web_common::{say, Lang};

/// The grammatical gender of a noun, which its adjective agrees with (neuter: German only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Gender {
    /// Masculine.
    M,
    /// Feminine.
    F,
    /// Neuter.
    N,
}

use Gender::{F, M, N};

/// A shape's noun: English's word, and French's, German's and Italian's with their gender.
struct Noun {
    en: &'static str,
    fr: (&'static str, Gender),
    de: (&'static str, Gender),
    it: (&'static str, Gender),
}

/// A colour's adjective: English's one form, the masculine and feminine of French and
/// Italian, and German's masculine, feminine and neuter without an article ("roter Kreis",
/// "rote Raute", "rotes Herz").
struct Adjective {
    en: &'static str,
    fr: [&'static str; 2],
    de: [&'static str; 3],
    it: [&'static str; 2],
}

/// The noun of `shape`.
fn noun(shape: Shape) -> Noun {
    match shape {
        Shape::Circle => Noun {
            en: "circle",
            fr: ("cercle", M),
            de: ("Kreis", M),
            it: ("cerchio", M),
        },
        Shape::Square => Noun {
            en: "square",
            fr: ("carré", M),
            de: ("Quadrat", N),
            it: ("quadrato", M),
        },
        Shape::Triangle => Noun {
            en: "triangle",
            fr: ("triangle", M),
            de: ("Dreieck", N),
            it: ("triangolo", M),
        },
        Shape::Diamond => Noun {
            en: "diamond",
            fr: ("losange", M),
            de: ("Raute", F),
            it: ("rombo", M),
        },
        Shape::Star => Noun {
            en: "star",
            fr: ("étoile", F),
            de: ("Stern", M),
            it: ("stella", F),
        },
        Shape::Cross => Noun {
            en: "cross",
            fr: ("croix", F),
            de: ("Kreuz", N),
            it: ("croce", F),
        },
        Shape::Heart => Noun {
            en: "heart",
            fr: ("cœur", M),
            de: ("Herz", N),
            it: ("cuore", M),
        },
        Shape::Moon => Noun {
            en: "moon",
            fr: ("lune", F),
            de: ("Mond", M),
            it: ("luna", F),
        },
    }
}

/// The adjective of `hue`.
fn adjective(hue: Hue) -> Adjective {
    match hue {
        Hue::Black => Adjective {
            en: "black",
            fr: ["noir", "noire"],
            de: ["schwarzer", "schwarze", "schwarzes"],
            it: ["nero", "nera"],
        },
        Hue::White => Adjective {
            en: "white",
            fr: ["blanc", "blanche"],
            de: ["weißer", "weiße", "weißes"],
            it: ["bianco", "bianca"],
        },
        Hue::Red => Adjective {
            en: "red",
            fr: ["rouge", "rouge"],
            de: ["roter", "rote", "rotes"],
            it: ["rosso", "rossa"],
        },
        Hue::Orange => Adjective {
            en: "orange",
            fr: ["orange", "orange"],
            de: ["orangefarbener", "orangefarbene", "orangefarbenes"],
            it: ["arancione", "arancione"],
        },
        Hue::Yellow => Adjective {
            en: "yellow",
            fr: ["jaune", "jaune"],
            de: ["gelber", "gelbe", "gelbes"],
            it: ["giallo", "gialla"],
        },
        Hue::Green => Adjective {
            en: "green",
            fr: ["vert", "verte"],
            de: ["grüner", "grüne", "grünes"],
            it: ["verde", "verde"],
        },
        Hue::Blue => Adjective {
            en: "blue",
            fr: ["bleu", "bleue"],
            de: ["blauer", "blaue", "blaues"],
            it: ["blu", "blu"],
        },
        Hue::Pink => Adjective {
            en: "pink",
            fr: ["rose", "rose"],
            de: ["rosa", "rosa", "rosa"],
            it: ["rosa", "rosa"],
        },
    }
}

/// The adjective's form of French or Italian for a noun of `gender`.
fn romance(forms: [&'static str; 2], gender: Gender) -> &'static str {
    match gender {
        F => forms[1],
        M | N => forms[0],
    }
}

/// The adjective's German form for a noun of `gender`.
fn german(forms: [&'static str; 3], gender: Gender) -> &'static str {
    match gender {
        M => forms[0],
        F => forms[1],
        N => forms[2],
    }
}

/// One picture in `lang`: "red circle", "cercle rouge", "roter Kreis", "cerchio rosso".
pub fn picture(picture: Picture, lang: Lang) -> String {
    let (noun, adjective) = (noun(picture.shape), adjective(picture.hue));
    let (en_noun, en_adj) = (noun.en, adjective.en);
    let ((fr_noun, fr_gender), (de_noun, de_gender), (it_noun, it_gender)) =
        (noun.fr, noun.de, noun.it);
    let fr_adj = romance(adjective.fr, fr_gender);
    let de_adj = german(adjective.de, de_gender);
    let it_adj = romance(adjective.it, it_gender);
    say!(
        lang,
        "{en_adj} {en_noun}",
        "{fr_noun} {fr_adj}",
        "{de_adj} {de_noun}",
        "{it_noun} {it_adj}"
    )
}

/// A fingerprint's two pictures in `lang`: "red circle and blue star".
pub fn pictures(fingerprint: Fingerprint, lang: Lang) -> String {
    let [a, b] = fingerprint.pictures().map(|p| picture(p, lang));
    say!(
        lang,
        "{a} and {b}",
        "{a} et {b}",
        "{a} und {b}",
        "{a} e {b}"
    )
}

/// A fingerprint named for whoever cannot see it, in `lang`: "Key pictures: red circle and
/// blue star".
pub fn label(fingerprint: Fingerprint, lang: Lang) -> String {
    let pictures = pictures(fingerprint, lang);
    say!(
        lang,
        "Key pictures: {pictures}",
        "Images de clé\u{202f}: {pictures}",
        "Schlüsselbilder: {pictures}",
        "Immagini della chiave: {pictures}"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Every picture there is.
    fn all() -> Vec<Picture> {
        Shape::ALL
            .iter()
            .flat_map(|&shape| Hue::ALL.iter().map(move |&hue| Picture { shape, hue }))
            .collect()
    }

    #[test]
    fn every_picture_has_words_of_its_own_in_every_language() {
        for lang in Lang::ALL {
            let said: HashSet<String> = all().into_iter().map(|p| picture(p, lang)).collect();
            assert_eq!(said.len(), 64, "{lang:?}");
        }
        for p in all() {
            let [en, fr, de, it] = Lang::ALL.map(|lang| picture(p, lang));
            assert!(fr != en && de != en && it != en, "{en}");
            // The English words are the command line's, from the protocol's own names.
            assert_eq!(en, p.to_string());
        }
    }

    #[test]
    fn the_colour_agrees_with_the_shape() {
        let star = Picture {
            shape: Shape::Star,
            hue: Hue::Blue,
        };
        let heart = Picture {
            shape: Shape::Heart,
            hue: Hue::Red,
        };
        assert_eq!(picture(star, Lang::Fr), "étoile bleue");
        assert_eq!(picture(star, Lang::De), "blauer Stern");
        assert_eq!(picture(heart, Lang::De), "rotes Herz");
        assert_eq!(picture(heart, Lang::It), "cuore rosso");
        let diamond = Picture {
            shape: Shape::Diamond,
            hue: Hue::White,
        };
        assert_eq!(picture(diamond, Lang::De), "weiße Raute");
    }

    #[test]
    fn a_fingerprint_is_named_with_both_its_pictures() {
        let print = blockness_live::SeatKey::from_seed([1; 32])
            .public()
            .fingerprint();
        let [first, second] = print.pictures();
        for lang in Lang::ALL {
            let label = label(print, lang);
            assert!(label.contains(&picture(first, lang)), "{label}");
            assert!(label.ends_with(&picture(second, lang)), "{label}");
        }
        let [en, fr, de, it] = Lang::ALL.map(|lang| label(print, lang));
        assert!(
            en.starts_with("Key pictures: ") && en.contains(" and "),
            "{en}"
        );
        assert!(fr != en && de != en && it != en, "{en}");
    }
}
