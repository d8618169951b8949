//! How the board names things inside its sentences: colours, levels, ends, arches, who
//! played, and lists of players, each with its four languages side by side.

use blockness_bots::Step;
use blockness_core::{Colour, End, SegmentRef};
use blockness_web_common::rung_words::rung_words;
use blockness_web_common::{say, Lang, Tr};

use super::message::Who;

/// A word in the four languages, in the order of [`Lang::ALL`], as `lang` reads it: the
/// names below are `&'static str`, which a [`Tr`] gives and `say!` does not.
fn word(lang: Lang, [en, fr, de, it]: [&'static str; 4]) -> &'static str {
    Tr { en, fr, de, it }.get(lang)
}

/// A colour's word in `lang`, capitalised as a player's name.
pub fn colour_name(colour: Colour, lang: Lang) -> &'static str {
    let names = match colour {
        Colour::Orange => ["Orange", "Orange", "Orange", "Arancione"],
        Colour::Green => ["Green", "Vert", "Grün", "Verde"],
        Colour::Purple => ["Purple", "Mauve", "Lila", "Porpora"],
        Colour::Black => ["Black", "Noir", "Schwarz", "Nero"],
    };
    word(lang, names)
}

/// A computer player's rung of the ladder in `lang`, as a word: "medium".
pub fn level_name(step: Step, lang: Lang) -> &'static str {
    rung_words(step.name()).map_or(step.name(), |words| words.get(lang))
}

/// A monster's end, without its article: each sentence sets its own (both ends are
/// feminine in French and Italian, masculine in German, so one article suits either).
pub(super) fn end_name(end: End, lang: Lang) -> &'static str {
    let names = match end {
        End::Head => ["head", "tête", "Kopf", "testa"],
        End::Tail => ["tail", "queue", "Schwanz", "coda"],
    };
    word(lang, names)
}

/// A placed segment, as a refusal names the one in the way. German leaves out the article,
/// which each sentence sets in its own case ("Bogen" is masculine: der, den, dem).
pub(super) fn segment_name(segment: &SegmentRef, lang: Lang) -> String {
    let (colour, height) = (colour_name(segment.colour, lang), segment.height);
    say!(
        lang,
        "{colour}'s arch of height {height}",
        "l'arche de hauteur {height} du joueur {colour}",
        "Bogen von {colour} (Höhe {height})",
        "l'arco di altezza {height} del giocatore {colour}",
    )
}

/// Who won, as the end of a game names them.
pub(super) fn who(who: &Who, lang: Lang) -> String {
    match *who {
        Who::You => say!(lang, "you", "vous", "du", "tu"),
        Who::Computer {
            level,
            colour: None,
        } => say!(
            lang,
            "the computer ({level})",
            "l'ordinateur ({level})",
            "der Computer ({level})",
            "il computer ({level})",
            level = level_name(level, lang),
        ),
        Who::Computer {
            level,
            colour: Some(c),
        } => say!(
            lang,
            "the computer ({level}) playing {player}",
            "l'ordinateur ({level}) qui joue {player}",
            "der Computer ({level}) als {player}",
            "il computer ({level}) che gioca {player}",
            level = level_name(level, lang),
            player = super::player(c, lang),
        ),
        Who::Person(c) | Who::Elsewhere(c) => super::player(c, lang),
    }
}

/// Names joined as a list: "Ada, Bo and Cy".
pub fn list(names: &[String], lang: Lang) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{}{}{last}", rest.join(", "), and(lang)),
    }
}

/// The word that joins the last two of a list, with its spaces.
pub(super) fn and(lang: Lang) -> &'static str {
    word(lang, [" and ", " et ", " und ", " e "])
}

/// The text with a capital first letter: a sentence after a colon starts with one in
/// German.
pub(super) fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// "a" before a player's Italian name, "ad" before one that starts with an a, as Italian
/// writes it; the other languages have no such word.
pub(super) fn italian_to(colour: Colour) -> &'static str {
    if colour_name(colour, Lang::It).starts_with('A') {
        "ad"
    } else {
        "a"
    }
}
