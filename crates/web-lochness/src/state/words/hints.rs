//! The hint: what the strong computer player would do in the person's place.

use blockness_lochness::{Nessie, Row};
use blockness_web_common::{say, Lang};

use super::super::hint::HintSay;
use super::{colour_name, kind_name};

/// The hint `hint`, as the sentence shown under the board.
pub(super) fn hint(hint: &HintSay, lang: Lang) -> String {
    let what = match hint {
        HintSay::Place(p) => say!(lang,
            "post a photographer on point {p}",
            "postez un photographe sur le point {p}",
            "stelle einen Fotografen auf Punkt {p}",
            "metti un fotografo sul punto {p}"),
        HintSay::Move { from, to } => say!(lang,
            "move your photographer from point {from} to point {to}",
            "déplacez votre photographe du point {from} au point {to}",
            "ziehe deinen Fotografen von Punkt {from} auf Punkt {to}",
            "sposta il tuo fotografo dal punto {from} al punto {to}"),
        HintSay::Pass { moving: true } => {
            say!(lang, "don't move", "ne bougez pas", "ziehe nicht", "non muoverti")
        }
        HintSay::Pass { moving: false } => say!(lang,
            "go on without a second photographer",
            "continuez sans second photographe",
            "mach ohne zweiten Fotografen weiter",
            "prosegui senza secondo fotografo"),
        HintSay::Relocate(p) => say!(lang,
            "send your photographer to point {p}",
            "envoyez votre photographe au point {p}",
            "schicke deinen Fotografen auf Punkt {p}",
            "manda il tuo fotografo al punto {p}"),
        HintSay::Draw(kind) => {
            let kind = kind_name(*kind, lang);
            say!(lang,
                "draw from the deck: {kind}",
                "piochez dans la pioche {kind}",
                "ziehe vom Stapel {kind}",
                "pesca dal mazzo {kind}")
        }
        HintSay::Keep { fragment, row } => {
            let kind = kind_name(fragment.kind, lang);
            let colour = colour_name(fragment.colour, lang);
            let photo = match row {
                Row::Upper => say!(lang, "above", "haut", "oben", "in alto"),
                Row::Lower => say!(lang, "below", "bas", "unten", "in basso"),
            };
            say!(lang,
                "keep the {kind} fragment with the {colour} border, in the photo {photo}",
                "gardez le fragment {kind}, bord {colour}, dans la photo du {photo}",
                "behalte das Fragment {kind}, Rand {colour}, im Foto {photo}",
                "tieni il frammento {kind}, bordo {colour}, nella foto {photo}")
        }
        HintSay::Discard => say!(lang,
            "keep none of them",
            "n'en gardez aucun",
            "behalte keines",
            "non tenerne nessuno"),
        HintSay::Roll => say!(lang, "roll the die", "lancez le dé", "würfle", "tira il dado"),
        HintSay::Swim(Nessie { head, body, tail }) => say!(lang,
            "set Nessie down, her head on cell {head}, her body on cell {body}, her tail on cell {tail}",
            "posez Nessie, la tête sur la case {head}, le corps sur la case {body}, la queue sur la case {tail}",
            "setze Nessie ab, den Kopf auf Feld {head}, den Körper auf Feld {body}, den Schwanz auf Feld {tail}",
            "posa Nessie, la testa sulla casella {head}, il corpo sulla casella {body}, la coda sulla casella {tail}"),
        HintSay::Withdraw(p) => say!(lang,
            "take your photographer on point {p} off the lake",
            "retirez du lac votre photographe du point {p}",
            "nimm deinen Fotografen auf Punkt {p} vom See",
            "togli dal lago il tuo fotografo del punto {p}"),
        HintSay::Flip(kind) => {
            let kind = kind_name(*kind, lang);
            say!(lang,
                "swap your two {kind} slots, above and below",
                "échangez vos deux cases {kind}, en haut et en bas",
                "tausche deine beiden Plätze {kind}, oben und unten",
                "scambia i tuoi due posti {kind}, sopra e sotto")
        }
    };
    say!(
        lang,
        "Hint: {what}.",
        "Conseil\u{202f}: {what}.",
        "Tipp: {what}.",
        "Suggerimento: {what}."
    )
}
