//! The status line: whose turn it is and what the game waits for, or who won.

use blockness_lochness::Step;
use blockness_web_common::{say, Lang, Number};

use super::super::view::Standing;
use super::{list, Say, PIECES};

/// The status line of `standing`.
pub(super) fn status(standing: &Standing, lang: Lang) -> String {
    match standing {
        Standing::Over { winners } => {
            let number = lang.number(winners.len());
            let winners = list(winners, lang);
            match number {
                Number::One => say!(lang,
                    "The game is over: player {winners} wins.",
                    "La partie est terminée\u{202f}: le joueur {winners} gagne.",
                    "Das Spiel ist vorbei: Spieler {winners} gewinnt.",
                    "La partita è finita: vince il giocatore {winners}."),
                Number::Several => say!(lang,
                    "The game is over: players {winners} share the win.",
                    "La partie est terminée\u{202f}: les joueurs {winners} se partagent la victoire.",
                    "Das Spiel ist vorbei: Die Spieler {winners} teilen sich den Sieg.",
                    "La partita è finita: i giocatori {winners} si dividono la vittoria."),
            }
        }
        Standing::Waiting {
            seat,
            step,
            bot,
            picked,
            chosen,
            last_round,
        } => {
            let who = Say::Player(*seat).text(lang);
            let what = if *bot {
                say!(
                    lang,
                    "the computer is playing this seat.",
                    "l'ordinateur joue à cette place.",
                    "Der Computer spielt diesen Platz.",
                    "il computer gioca a questo posto."
                )
            } else {
                waits_for(*step, *picked, *chosen, lang)
            };
            let last = last_round_note(*last_round, lang);
            say!(
                lang,
                "{who}: {what}{last}",
                "{who}\u{202f}: {what}{last}",
                "{who}: {what}{last}",
                "{who}: {what}{last}"
            )
        }
    }
}

/// What the status adds in the last round: a sentence of its own, with its space before.
fn last_round_note(last_round: bool, lang: Lang) -> String {
    if last_round {
        say!(
            lang,
            " This is the last round.",
            " C'est le dernier tour.",
            " Dies ist die letzte Runde.",
            " Questo è l'ultimo giro."
        )
    } else {
        String::new()
    }
}

/// The status line at a live table when `standing` waits for this device's person: what
/// to do, said to them.
pub(super) fn your_turn(standing: &Standing, lang: Lang) -> String {
    let Standing::Waiting {
        step,
        picked,
        chosen,
        last_round,
        ..
    } = standing
    else {
        return status(standing, lang);
    };
    let what = waits_for(*step, *picked, *chosen, lang);
    let last = last_round_note(*last_round, lang);
    say!(
        lang,
        "Your turn: {what}{last}",
        "À vous\u{202f}: {what}{last}",
        "Du bist dran: {what}{last}",
        "Tocca a te: {what}{last}"
    )
}

/// What the person at `step` is asked to do: `picked` of Nessie's cells are chosen (3 once
/// her new place is shown), and `chosen` when a photographer is picked to move.
fn waits_for(step: Step, picked: usize, chosen: bool, lang: Lang) -> String {
    match step {
        Step::Setup => say!(lang,
            "post a photographer on a free point.",
            "postez un photographe sur un point libre.",
            "Stelle einen Fotografen auf einen freien Punkt.",
            "piazza un fotografo su un punto libero."),
        Step::Move if chosen => say!(lang,
            "choose where that photographer goes (anyone there is bumped), or choose it again to let go.",
            "choisissez où va ce photographe (celui qui s'y trouve est délogé), ou choisissez-le à nouveau pour renoncer.",
            "Wähle, wohin dieser Fotograf geht (wer dort steht, wird verdrängt), oder wähle ihn noch einmal, um es zu lassen.",
            "scegli dove va quel fotografo (chi è lì viene scalzato), oppure sceglilo di nuovo per rinunciare."),
        Step::Move => say!(lang,
            "choose one of your photographers to move it, or don't move.",
            "choisissez l'un de vos photographes pour le déplacer, ou ne bougez pas.",
            "Wähle einen deiner Fotografen, um ihn zu versetzen, oder bleib stehen.",
            "scegli uno dei tuoi fotografi da spostare, oppure resta fermo."),
        Step::PlaceSecond => say!(lang,
            "post a second photographer on a free point, or go on without.",
            "postez un second photographe sur un point libre, ou continuez sans.",
            "Stelle einen zweiten Fotografen auf einen freien Punkt oder mach ohne weiter.",
            "piazza un secondo fotografo su un punto libero, oppure prosegui senza."),
        Step::Relocate => say!(lang,
            "your photographer was bumped: send it to a free point.",
            "votre photographe a été délogé\u{202f}: envoyez-le sur un point libre.",
            "Dein Fotograf wurde verdrängt: Schick ihn auf einen freien Punkt.",
            "il tuo fotografo è stato scalzato: mandalo su un punto libero."),
        Step::BumpDraw => say!(lang,
            "choose a deck and draw one fragment.",
            "choisissez une pioche et tirez un fragment.",
            "Wähle einen Stapel und ziehe ein Fragment.",
            "scegli un mazzo e pesca un frammento."),
        Step::Keep => say!(lang,
            "keep one drawn fragment, above or below your ruler, or none.",
            "gardez un fragment pioché, au-dessus ou au-dessous de votre réglette, ou aucun.",
            "Behalte ein gezogenes Fragment über oder unter deinem Lineal, oder keins.",
            "tieni un frammento pescato, sopra o sotto il tuo righello, oppure nessuno."),
        Step::Roll => say!(lang, "roll the die.", "lancez le dé.", "Würfle.", "tira il dado."),
        Step::Swim if picked >= 3 => say!(lang,
            "set Nessie down where she is shown, or choose again.",
            "posez Nessie là où elle est montrée, ou choisissez à nouveau.",
            "Setze Nessie ab, wo sie gezeigt wird, oder wähle neu.",
            "metti Nessie dove è mostrata, o scegli di nuovo."),
        Step::Swim => {
            let piece = PIECES[picked.min(2)].get(lang);
            say!(lang,
                "choose the cell of {piece}.",
                "choisissez la case de {piece}.",
                "Wähle das Feld für {piece}.",
                "scegli la casella per {piece}.")
        }
        Step::Withdraw => say!(lang,
            "take one of your two photographers off the lake.",
            "retirez l'un de vos deux photographes du lac.",
            "Nimm einen deiner beiden Fotografen vom See.",
            "togli dal lago uno dei tuoi due fotografi."),
        Step::Chance => say!(lang,
            "the table draws.",
            "la table tire au sort.",
            "Der Tisch zieht.",
            "il tavolo estrae a sorte."),
        Step::Over => say!(lang,
            "nothing is left to do.",
            "il n'y a plus rien à faire.",
            "Es bleibt nichts zu tun.",
            "non resta niente da fare."),
    }
}
