//! How a move is told: the hint that suggests one, and the words the live region says
//! when one is played.

use blockness_core::{Cell, Colour, Notation};
use blockness_web_common::{say, Lang};

use super::names::{colour_name, end_name};

/// The suggested move, as the hint says it.
pub(super) fn suggestion(mv: &Notation, lang: Lang) -> String {
    match *mv {
        Notation::Start { head, tail } => say!(
            lang,
            "Hint: place your starter with its head on {head} and its tail on {tail} ({mv}).",
            "Indice\u{202f}: posez votre segment de départ, la tête en {head} et la queue en {tail} ({mv}).",
            "Tipp: Lege dein Startsegment mit dem Kopf auf {head} und dem Schwanz auf {tail} ({mv}).",
            "Suggerimento: posa il segmento iniziale con la testa in {head} e la coda in {tail} ({mv}).",
        ),
        Notation::Extend {
            end,
            height,
            from,
            to,
        } => say!(
            lang,
            "Hint: grow your {end} with the segment of span {span}, height {height}, from {from} to {to} ({mv}).",
            "Indice\u{202f}: allongez votre {end} avec le segment de portée {span}, hauteur {height}, de {from} à {to} ({mv}).",
            "Tipp: Verlängere deinen {end} mit dem Segment der Spannweite {span}, Höhe {height}, von {from} nach {to} ({mv}).",
            "Suggerimento: allunga la tua {end} con il segmento di ampiezza {span}, altezza {height}, da {from} a {to} ({mv}).",
            end = end_name(end, lang),
            span = span(from, to),
        ),
        Notation::Swap => say!(
            lang,
            "Hint: take the swap and play the first colour.",
            "Indice\u{202f}: prenez l'échange et jouez la première couleur.",
            "Tipp: Nimm den Tausch an und spiele die erste Farbe.",
            "Suggerimento: accetta lo scambio e gioca il primo colore.",
        ),
    }
}

/// A move `colour` played, as the live region says it.
pub(super) fn played(colour: Colour, mv: &Notation, lang: Lang) -> String {
    let player = super::player(colour, lang);
    match *mv {
        Notation::Start { head, tail } => say!(
            lang,
            "{player} placed the starter: head on {head}, tail on {tail}.",
            "{player} a posé son segment de départ\u{202f}: tête en {head}, queue en {tail}.",
            "{player} hat das Startsegment gelegt: Kopf auf {head}, Schwanz auf {tail}.",
            "{player} ha posato il segmento iniziale: testa in {head}, coda in {tail}.",
        ),
        Notation::Extend {
            end,
            height,
            from,
            to,
        } => say!(
            lang,
            "{player} grew the {end} with a segment of height {height} from {from} to {to}.",
            "{player} a allongé son monstre côté {end} avec un segment de hauteur {height}, de {from} à {to}.",
            "{player} hat den {end} mit einem Segment der Höhe {height} von {from} nach {to} verlängert.",
            "{player} ha allungato il suo mostro dalla {end} con un segmento di altezza {height}, da {from} a {to}.",
            end = end_name(end, lang),
        ),
        Notation::Swap => say!(
            lang,
            "Swap: the player who answered now plays {colour} and moves first; the opener plays the other colour.",
            "Échange : le joueur qui répondait joue désormais {colour} et jouera en premier ; l'ouvreur prend l'autre couleur.",
            "Tausch: Wer geantwortet hat, spielt jetzt {colour} und zieht zuerst; wer eröffnet hat, nimmt die andere Farbe.",
            "Scambio: il giocatore che rispondeva ora gioca {colour} e muoverà per primo; chi ha aperto prende l'altro colore.",
            colour = colour_name(colour, lang),
        ),
    }
}

/// The span of a segment laid from `from` to `to`: the distance between its feet.
fn span(from: Cell, to: Cell) -> u8 {
    from.line_to(to).map_or(0, |(_, distance)| distance)
}
