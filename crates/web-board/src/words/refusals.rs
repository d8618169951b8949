//! Why something cannot be done: the engine's refusals of a placement, and what went wrong
//! with the computer players, each as a clause that a sentence of its own takes in.

use blockness_core::{Cell, IllegalMove, SwapRefusal};
use blockness_web_common::{say, Lang};

use super::names::{colour_name, end_name, segment_name};

/// Why the engine refused a placement, as the clause after "cannot go there:".
pub fn refusal(reason: &IllegalMove, lang: Lang) -> String {
    use IllegalMove::*;
    match *reason {
        GameOver => say!(
            lang,
            "the game is over",
            "la partie est terminée",
            "das Spiel ist vorbei",
            "la partita è finita",
        ),
        NotYourTurn { .. } => say!(
            lang,
            "it is another player's turn",
            "c'est au tour d'un autre joueur",
            "jemand anderes ist am Zug",
            "tocca a un altro giocatore",
        ),
        SetupOver => say!(
            lang,
            "this monster's starter is already in the loch",
            "le segment de départ de ce monstre est déjà dans le loch",
            "das Startsegment dieses Monsters liegt schon im See",
            "il segmento iniziale di questo mostro è già nel loch",
        ),
        StarterFirst => say!(
            lang,
            "the starter has to be placed first",
            "il faut d'abord poser le segment de départ",
            "zuerst muss das Startsegment gelegt werden",
            "prima va posato il segmento iniziale",
        ),
        NoSuchPiece { piece } => say!(
            lang,
            "a monster has no segment number {piece}",
            "un monstre n'a pas de segment numéro {piece}",
            "ein Monster hat kein Segment Nummer {piece}",
            "nessun mostro ha un segmento numero {piece}",
        ),
        NotInReserve { .. } => say!(
            lang,
            "that segment is already in the loch",
            "ce segment est déjà dans le loch",
            "dieses Segment liegt schon im See",
            "quel segmento è già nel loch",
        ),
        UseLowerPiece { .. } => say!(
            lang,
            "an identical segment comes first in the reserve",
            "un segment identique le précède dans la réserve",
            "ein gleiches Segment kommt im Vorrat zuerst",
            "nella riserva lo precede un segmento identico",
        ),
        OffBoard { cell } => say!(
            lang,
            "{cell} is off the board",
            "{cell} est hors du plateau",
            "{cell} liegt außerhalb des Bretts",
            "{cell} è fuori dal tabellone",
        ),
        NotStraight { from, to } => say!(
            lang,
            "{from} and {to} are not in one row or column",
            "{from} et {to} ne sont ni sur la même ligne ni sur la même colonne",
            "{from} und {to} liegen weder in einer Reihe noch in einer Spalte",
            "{from} e {to} non stanno sulla stessa riga né sulla stessa colonna",
        ),
        WrongSpan { span, distance } => say!(
            lang,
            "the segment spans {span} cells, but its feet would be {distance} apart",
            "ce segment a une portée de {span}, mais ses pieds seraient à {distance} cases l'un de l'autre",
            "das Segment hat die Spannweite {span}, seine Füße lägen aber {distance} Felder auseinander",
            "questo segmento ha un'ampiezza di {span}, ma i suoi piedi sarebbero a {distance} fori l'uno dall'altro",
        ),
        NotNextToEnd { from, end, at } => say!(
            lang,
            "{from} is not a start cell of the {end} on {at}",
            "{from} n'est pas une case de départ pour la {end} en {at}",
            "{from} ist kein Startfeld für den {end} auf {at}",
            "{from} non è un foro di partenza per la {end} in {at}",
            end = end_name(end, lang),
        ),
        OutsideArea { cell } => say!(
            lang,
            "{cell} is not in play with this many players",
            "{cell} n'est pas en jeu avec ce nombre de joueurs",
            "{cell} ist bei dieser Spielerzahl nicht im Spiel",
            "{cell} non è in gioco con questo numero di giocatori",
        ),
        OutsideDeep { cell } => say!(
            lang,
            "a starter lies in the deep water only, and {cell} is not deep",
            "le segment de départ se pose uniquement en eau profonde, et {cell} n'en fait pas partie",
            "das Startsegment darf nur im tiefen Wasser liegen, und {cell} gehört nicht dazu",
            "il segmento iniziale si posa solo nelle acque profonde, e {cell} non ne fa parte",
        ),
        SwapRefused { why } => swap_refusal(why, lang),
        FootTaken { cell, by } => say!(
            lang,
            "{cell} is taken by {by}",
            "la case {cell} est occupée par {by}",
            "auf {cell} steht schon der {by}",
            "il foro {cell} è già occupato: c'è {by}",
            by = segment_name(&by, lang),
        ),
        FootUnderArch { cell, by } => say!(
            lang,
            "{cell} lies under {by}",
            "la case {cell} se trouve sous {by}",
            "{cell} liegt unter dem {by}",
            "il foro {cell} si trova sotto {by}",
            by = segment_name(&by, lang),
        ),
        StarterOverlaps { cell, by } => say!(
            lang,
            "the starter would lie on {by} at {cell}",
            "le segment de départ recouvrirait {by} en {cell}",
            "das Startsegment läge auf {cell} über dem {by}",
            "il segmento iniziale coprirebbe {by} in {cell}",
            by = segment_name(&by, lang),
        ),
        CrossesEnd {
            cell, colour, end, ..
        } => say!(
            lang,
            "the arch would pass over {colour}'s {end} on {cell}",
            "l'arche passerait au-dessus de la {end} du joueur {colour} en {cell}",
            "der Bogen ginge über den {end} von {colour} auf {cell}",
            "l'arco passerebbe sopra la {end} del giocatore {colour} in {cell}",
            colour = colour_name(colour, lang),
            end = end_name(end, lang),
        ),
        CrossesOwnEnd { cell, end } => say!(
            lang,
            "the arch would pass over its own {end} on {cell}",
            "l'arche passerait au-dessus de sa propre {end} en {cell}",
            "der Bogen ginge über den eigenen {end} auf {cell}",
            "l'arco passerebbe sopra la propria {end} in {cell}",
            end = end_name(end, lang),
        ),
        PassesUnder { height, by } => say!(
            lang,
            "an arch of height {height} would pass under {by}, which is taller",
            "une arche de hauteur {height} passerait sous {by}, plus haute",
            "ein Bogen der Höhe {height} ginge unter dem höheren {by} hindurch",
            "un arco di altezza {height} passerebbe sotto {by}, che è più alto",
            by = segment_name(&by, lang),
        ),
        SameHeight { by } => say!(
            lang,
            "the arch would cross {by}, which is just as tall",
            "l'arche croiserait {by}, qui a la même hauteur",
            "der Bogen würde den gleich hohen {by} kreuzen",
            "l'arco incrocerebbe {by}, che ha la stessa altezza",
            by = segment_name(&by, lang),
        ),
    }
}

/// Why a cell is not a start cell: the engine's reasons, most telling first (at most one
/// about the head and one about the tail), about the segment chosen in the tray when
/// `narrowed`.
pub(super) fn not_start_cell(
    cell: Cell,
    narrowed: bool,
    reasons: &[IllegalMove],
    lang: Lang,
) -> String {
    let narrowed = if narrowed {
        say!(
            lang,
            " for the chosen segment",
            " pour le segment choisi",
            " für das gewählte Segment",
            " per il segmento scelto",
        )
    } else {
        String::new()
    };
    // When only the distance to the ends is wrong, one sentence names both ends.
    let ends: Vec<String> = reasons
        .iter()
        .filter_map(|r| match r {
            IllegalMove::NotNextToEnd { end: e, at, .. } => Some(say!(
                lang,
                "the {end} on {at}",
                "{end} en {at}",
                "{end} auf {at}",
                "{end} in {at}",
                end = end_name(*e, lang),
            )),
            _ => None,
        })
        .collect();
    if reasons.is_empty() {
        say!(
            lang,
            "{cell} is not a start cell{narrowed}.",
            "{cell} n'est pas une case de départ{narrowed}.",
            "{cell} ist kein Startfeld{narrowed}.",
            "{cell} non è un foro di partenza{narrowed}.",
        )
    } else if ends.len() == reasons.len() && ends.len() > 1 {
        let or = say!(
            lang,
            " or of ",
            " ni pour la ",
            " noch für den ",
            " né per la "
        );
        say!(
            lang,
            "{cell} is not a start cell{narrowed} of {ends}.",
            "{cell} n'est pas une case de départ{narrowed} pour la {ends}.",
            "{cell} ist kein Startfeld{narrowed}, weder für den {ends}.",
            "{cell} non è un foro di partenza{narrowed} né per la {ends}.",
            ends = ends.join(&or),
        )
    } else {
        let reasons: Vec<String> = reasons.iter().map(|r| refusal(r, lang)).collect();
        let then = say!(lang, "; ", "\u{202f}; ", "; ", "; ");
        say!(
            lang,
            "{cell} is not a start cell{narrowed}: {reasons}.",
            "{cell} n'est pas une case de départ{narrowed}\u{202f}: {reasons}.",
            "{cell} ist kein Startfeld{narrowed}: {reasons}.",
            "{cell} non è un foro di partenza{narrowed}: {reasons}.",
            reasons = reasons.join(&then),
        )
    }
}

/// Why a swap is refused, as a clause of [`refusal`].
fn swap_refusal(why: SwapRefusal, lang: Lang) -> String {
    match why {
        SwapRefusal::NotOffered => say!(
            lang,
            "this game is played without the swap rule",
            "cette partie se joue sans la règle de l'échange",
            "diese Partie wird ohne Tauschregel gespielt",
            "questa partita si gioca senza la regola dello scambio",
        ),
        SwapRefusal::AlreadySwapped => say!(
            lang,
            "the players have already swapped once",
            "les joueurs ont déjà échangé une fois",
            "die Spieler haben schon einmal getauscht",
            "i giocatori si sono già scambiati una volta",
        ),
        SwapRefusal::NotNow => say!(
            lang,
            "a swap can only answer the very first starter",
            "l'échange ne peut répondre qu'au tout premier segment de départ",
            "ein Tausch kann nur das allererste Startsegment beantworten",
            "lo scambio può rispondere solo al primissimo segmento iniziale",
        ),
    }
}
