//! How the end of a game is told: who won, and what set the winners apart.

use blockness_core::Colour;
use blockness_web_common::{say, Lang, Number};

use super::counts::SEGMENTS_LEFT;
use super::message::{Finale, Winners};
use super::names::{and, capitalised, list};

/// The end of a game with its winners: "Game over: you and Ada share the win".
pub fn game_over(winners: &Winners, lang: Lang) -> String {
    let others = list(&winners.others, lang);
    // German starts the sentence after the colon with a capital.
    let others_capitalised = capitalised(&others);
    match (
        winners.you,
        lang.number(winners.others.len() + usize::from(winners.you)),
    ) {
        (true, Number::One) => say!(
            lang,
            "Game over: you win",
            "Partie terminée\u{202f}: vous gagnez",
            "Spielende: Du gewinnst",
            "Partita finita: hai vinto",
        ),
        (true, Number::Several) => say!(
            lang,
            "Game over: you and {others} share the win",
            "Partie terminée\u{202f}: vous partagez la victoire avec {others}",
            "Spielende: Du und {others} teilt euch den Sieg",
            "Partita finita: tu e {others} vi dividete la vittoria",
        ),
        (false, Number::One) => say!(
            lang,
            "Game over: {others} wins",
            "Partie terminée\u{202f}: {others} gagne",
            "Spielende: {others_capitalised} gewinnt",
            "Partita finita: vince {others}",
        ),
        (false, Number::Several) => say!(
            lang,
            "Game over: {others} share the win",
            "Partie terminée\u{202f}: {others} se partagent la victoire",
            "Spielende: {others_capitalised} teilen sich den Sieg",
            "Partita finita: {others} si dividono la vittoria",
        ),
    }
}

/// What set the winners apart, as the sentence under the ranking.
pub(super) fn finale(finale: &Finale, lang: Lang) -> String {
    match *finale {
        Finale::FewerLeft { winner, next } => say!(
            lang,
            "{left} against {next}.",
            "{left} contre {next}.",
            "{left} gegen {next}.",
            "{left} contro {next}.",
            left = SEGMENTS_LEFT.count(winner as u64, lang),
        ),
        Finale::TallerHead { left, winner, next } => say!(
            lang,
            "Tied on segments ({left} left each): a head at height {winner} beats one at {next}.",
            "Égalité de segments ({left} restants chacun)\u{202f}: une tête à la hauteur {winner} l'emporte sur une tête à {next}.",
            "Gleich viele Segmente ({left} übrig): Ein Kopf auf Höhe {winner} schlägt einen auf Höhe {next}.",
            "Pari nei segmenti ({left} rimasti ciascuno): una testa ad altezza {winner} batte una testa ad altezza {next}.",
        ),
        Finale::Shared => say!(
            lang,
            "Tied on segments and head height: the win is shared.",
            "Égalité de segments et de hauteur de tête\u{202f}: la victoire est partagée.",
            "Gleich viele Segmente und gleich hohe Köpfe: Der Sieg wird geteilt.",
            "Pari nei segmenti e nell'altezza della testa: la vittoria è condivisa.",
        ),
    }
}

/// Why the game ended: the blocked monsters, then those that placed every segment, each
/// group named as a list whose verb agrees with it (one player, or several).
pub(super) fn game_ended(blocked: &[Colour], finished: &[Colour], lang: Lang) -> String {
    let why = clauses(lang, [blocked, finished], |which, names, number| {
        match (which, number) {
            (0, Number::One) => say!(
                lang,
                "{names} cannot place any segment",
                "{names} ne peut plus poser aucun segment",
                "{names} kann kein Segment mehr legen",
                "{names} non può più posare alcun segmento",
            ),
            (0, Number::Several) => say!(
                lang,
                "{names} cannot place any segment",
                "{names} ne peuvent plus poser aucun segment",
                "{names} können kein Segment mehr legen",
                "{names} non possono più posare alcun segmento",
            ),
            (_, Number::One) => say!(
                lang,
                "{names} placed every segment",
                "{names} a posé tous ses segments",
                "{names} hat alle Segmente gelegt",
                "{names} ha posato tutti i suoi segmenti",
            ),
            (_, Number::Several) => say!(
                lang,
                "{names} placed every segment",
                "{names} ont posé tous leurs segments",
                "{names} haben alle Segmente gelegt",
                "{names} hanno posato tutti i loro segmenti",
            ),
        }
    });
    say!(
        lang,
        "{why}: the game is over.",
        "{why}\u{202f}: la partie est terminée.",
        "{why}: Die Partie ist zu Ende.",
        "{why}: la partita è finita.",
        why = why.join(and(lang)),
    )
}

/// The clauses of a game's end in `lang`: for each group that is not empty, the group
/// named as a list of players and worded by `clause` with its index (0 the blocked, 1 the
/// finished) and whether it is one player or several.
fn clauses(
    lang: Lang,
    groups: [&[Colour]; 2],
    clause: impl Fn(usize, String, Number) -> String,
) -> Vec<String> {
    groups
        .iter()
        .enumerate()
        .filter(|(_, group)| !group.is_empty())
        .map(|(which, group)| {
            let names: Vec<String> = group.iter().map(|&c| super::player(c, lang)).collect();
            clause(which, list(&names, lang), lang.number(group.len()))
        })
        .collect()
}
