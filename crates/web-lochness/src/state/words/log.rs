//! The lines of the game's log: what each action did, and how the game ended.

use blockness_lochness::{Die, Fragment, Nessie, Row};
use blockness_web_common::{say, Lang, Number};

use super::super::log::Event;
use super::{colour_mark, colour_name, kind_name, list, FRAGMENTS, POINTS, TWOS};

/// The log's line of `event`; the seats in `bots` are named as the computer's.
pub(super) fn line(event: &Event, bots: &[usize], lang: Lang) -> String {
    let who = |seat: usize| {
        let n = seat + 1;
        if bots.contains(&seat) {
            say!(
                lang,
                "Player {n} (computer)",
                "Joueur {n} (ordinateur)",
                "Spieler {n} (Computer)",
                "il giocatore {n} (computer)"
            )
        } else {
            say!(
                lang,
                "Player {n}",
                "Joueur {n}",
                "Spieler {n}",
                "il giocatore {n}"
            )
        }
    };
    // Italian names a seat with its article, which takes a capital when it starts the line.
    let subject = |seat: usize| capitalised(&who(seat));
    match event {
        Event::Placed { seat, point, kind } => {
            let (who, kind) = (subject(*seat), kind_name(*kind, lang));
            say!(
                lang,
                "{who} posts a photographer on point {point} ({kind}).",
                "{who} poste un photographe au point {point} ({kind}).",
                "{who} stellt einen Fotografen auf Punkt {point} ({kind}).",
                "{who} piazza un fotografo sul punto {point} ({kind})."
            )
        }
        Event::Moved {
            seat,
            from,
            to,
            kind,
            bumped,
        } => {
            let (who, kind) = (subject(*seat), kind_name(*kind, lang));
            let bump = bumped.map_or(String::new(), |bumped| {
                let bumped = bumped + 1;
                say!(
                    lang,
                    ", bumping player {bumped}'s photographer",
                    " et déloge le photographe du joueur {bumped}",
                    " und verdrängt den Fotografen von Spieler {bumped}",
                    " e scalza il fotografo del giocatore {bumped}"
                )
            });
            say!(
                lang,
                "{who} moves a photographer from point {from} to point {to} ({kind}){bump}.",
                "{who} déplace un photographe du point {from} au point {to} ({kind}){bump}.",
                "{who} versetzt einen Fotografen von Punkt {from} auf Punkt {to} ({kind}){bump}.",
                "{who} sposta un fotografo dal punto {from} al punto {to} ({kind}){bump}."
            )
        }
        Event::Stayed { seat } => {
            let who = subject(*seat);
            say!(
                lang,
                "{who} moves no photographer.",
                "{who} ne déplace aucun photographe.",
                "{who} versetzt keinen Fotografen.",
                "{who} non sposta nessun fotografo."
            )
        }
        Event::NoSecond { seat } => {
            let who = subject(*seat);
            say!(
                lang,
                "{who} posts no second photographer.",
                "{who} ne poste pas de second photographe.",
                "{who} stellt keinen zweiten Fotografen auf.",
                "{who} non piazza un secondo fotografo."
            )
        }
        Event::Relocated { seat, to, kind } => {
            let (who, kind) = (subject(*seat), kind_name(*kind, lang));
            say!(
                lang,
                "{who} sends the bumped photographer to point {to} ({kind}).",
                "{who} envoie le photographe délogé au point {to} ({kind}).",
                "{who} schickt den verdrängten Fotografen auf Punkt {to} ({kind}).",
                "{who} manda il fotografo scalzato sul punto {to} ({kind})."
            )
        }
        Event::Drew {
            seat,
            deck,
            fragments,
        } => {
            let (who, deck) = (subject(*seat), kind_name(*deck, lang));
            let drawn = fragment_list(fragments, lang);
            say!(
                lang,
                "{who} draws from the {deck} deck: {drawn}.",
                "{who} tire de la pioche du {deck}\u{202f}: {drawn}.",
                "{who} zieht vom Stapel {deck}: {drawn}.",
                "{who} pesca dal mazzo {deck}: {drawn}."
            )
        }
        Event::Rolled {
            seat,
            die: Die::Wave,
        } => {
            let who = subject(*seat);
            say!(
                lang,
                "{who} rolls the wave.",
                "{who} lance le dé\u{202f}: la vague.",
                "{who} würfelt die Welle.",
                "{who} tira il dado: onda."
            )
        }
        Event::Rolled {
            seat,
            die: Die::Steps(steps),
        } => {
            let who = subject(*seat);
            say!(
                lang,
                "{who} rolls a {steps}.",
                "{who} lance le dé\u{202f}: {steps}.",
                "{who} würfelt eine {steps}.",
                "{who} tira il dado: {steps}."
            )
        }
        Event::Swam {
            seat,
            nessie: Nessie { head, body, tail },
        } => {
            let who = subject(*seat);
            say!(lang,
                "{who} moves Nessie: head on cell {head}, body on {body}, tail on {tail}.",
                "{who} déplace Nessie\u{202f}: la tête sur la case {head}, le corps sur la {body}, la queue sur la {tail}.",
                "{who} setzt Nessie: Kopf auf Feld {head}, Rumpf auf {body}, Schwanz auf {tail}.",
                "{who} sposta Nessie: testa sulla casella {head}, corpo sulla {body}, coda sulla {tail}.")
        }
        Event::Photo {
            seat,
            point,
            kind,
            fragments,
        } => {
            // The seat comes after "for": no capital.
            let (who, kind) = (who(*seat), kind_name(*kind, lang));
            let count = FRAGMENTS.count(fragments.len() as u64, lang);
            let drawn = fragment_list(fragments, lang);
            say!(lang,
                "Photo for {who}: the photographer on point {point} ({kind}) draws {count}: {drawn}.",
                "Photo pour {who}\u{202f}: le photographe du point {point} ({kind}) pioche {count}\u{202f}: {drawn}.",
                "Foto für {who}: Der Fotograf auf Punkt {point} ({kind}) zieht {count}: {drawn}.",
                "Foto per {who}: il fotografo sul punto {point} ({kind}) pesca {count}: {drawn}.")
        }
        Event::Kept {
            seat,
            fragment,
            row,
            replaced,
        } => {
            let (who, kind) = (subject(*seat), kind_name(fragment.kind, lang));
            let (colour, mark) = (
                colour_name(fragment.colour, lang),
                colour_mark(fragment.colour),
            );
            let side = match row {
                Row::Upper => say!(lang, "above", "au-dessus de", "über", "sopra"),
                Row::Lower => say!(lang, "below", "au-dessous de", "unter", "sotto"),
            };
            let instead = replaced.map_or(String::new(), |old| {
                let (colour, mark) = (colour_name(old.colour, lang), colour_mark(old.colour));
                say!(
                    lang,
                    ", replacing the {colour} one {mark}",
                    ", à la place de celui au bord {colour} {mark}",
                    ", anstelle des Fragments mit Rand {colour} {mark}",
                    ", al posto di quello con il bordo {colour} {mark}"
                )
            });
            say!(lang,
                "{who} keeps the {colour} {kind} fragment {mark}, {side} the ruler{instead}.",
                "{who} garde le fragment {kind} au bord {colour} {mark}, {side} la réglette{instead}.",
                "{who} behält das Fragment {kind} mit Rand {colour} {mark} {side} dem Lineal{instead}.",
                "{who} tiene il frammento {kind} con il bordo {colour} {mark}, {side} il righello{instead}.")
        }
        Event::KeptNone { seat, .. } => {
            let who = subject(*seat);
            say!(
                lang,
                "{who} keeps nothing of the draw.",
                "{who} ne garde rien de ce qu'il a pioché.",
                "{who} behält nichts vom Gezogenen.",
                "{who} non tiene nulla di quanto pescato."
            )
        }
        Event::Withdrew { seat, point } => {
            let who = subject(*seat);
            say!(
                lang,
                "{who} takes the photographer off point {point}.",
                "{who} retire le photographe du point {point}.",
                "{who} nimmt den Fotografen von Punkt {point}.",
                "{who} toglie il fotografo dal punto {point}."
            )
        }
        Event::Flipped { seat, column } => {
            let (who, column) = (subject(*seat), kind_name(*column, lang));
            say!(
                lang,
                "{who} swaps the two {column} slots.",
                "{who} retourne sa colonne du {column}.",
                "{who} setzt die Spalte {column} um.",
                "{who} gira la colonna {column}."
            )
        }
        Event::LastRound { seats } => {
            let number = lang.number(seats.len());
            let seats = list(seats, lang);
            match number {
                Number::One => say!(lang,
                    "Player {seats} has both photos complete: this is the last round.",
                    "Joueur {seats} a ses deux photos complètes\u{202f}: c'est le dernier tour.",
                    "Spieler {seats} hat beide Fotos vollständig: Dies ist die letzte Runde.",
                    "Il giocatore {seats} ha completato entrambe le foto: questo è l'ultimo giro."),
                Number::Several => say!(lang,
                    "Players {seats} have both photos complete: this is the last round.",
                    "Les joueurs {seats} ont leurs deux photos complètes\u{202f}: c'est le dernier tour.",
                    "Die Spieler {seats} haben beide Fotos vollständig: Dies ist die letzte Runde.",
                    "I giocatori {seats} hanno completato entrambe le foto: questo è l'ultimo giro."),
            }
        }
        Event::Over {
            completed,
            winners,
            score,
            by_twos,
        } => {
            let completing = lang.number(completed.len());
            let completed = list(completed, lang);
            let why = match completing {
                Number::One => say!(lang,
                    "player {completed} completed both photos and the round was played to its end",
                    "le joueur {completed} a complété ses deux photos et le tour a été joué jusqu'au bout",
                    "Spieler {completed} hat beide Fotos vervollständigt, und die Runde wurde zu Ende gespielt",
                    "il giocatore {completed} ha completato entrambe le foto e il giro è stato giocato fino in fondo"),
                Number::Several => say!(lang,
                    "players {completed} completed both photos and the round was played to its end",
                    "les joueurs {completed} ont complété leurs deux photos et le tour a été joué jusqu'au bout",
                    "Die Spieler {completed} haben beide Fotos vervollständigt, und die Runde wurde zu Ende gespielt",
                    "i giocatori {completed} hanno completato entrambe le foto e il giro è stato giocato fino in fondo"),
            };
            let points = POINTS.count(u64::from(score.points), lang);
            let twos = TWOS.count(u64::from(score.twos), lang);
            let winning = lang.number(winners.len());
            let winners = list(winners, lang);
            let result = match winning {
                Number::One if *by_twos => say!(lang,
                    "Player {winners} wins with {points} and {twos}: on equal points, the two-point joints decide.",
                    "Le joueur {winners} gagne avec {points} et {twos}\u{202f}: à points égaux, les jointures à 2 points départagent.",
                    "Spieler {winners} gewinnt ({points}, {twos}); bei gleichen Punkten entscheiden die Nahtstellen zu 2 Punkten.",
                    "Vince il giocatore {winners} con {points} e {twos}: a parità di punti decidono le giunture da 2 punti."),
                Number::One => say!(lang,
                    "Player {winners} wins with {points}.",
                    "Le joueur {winners} gagne avec {points}.",
                    "Spieler {winners} gewinnt ({points}).",
                    "Vince il giocatore {winners} con {points}."),
                Number::Several => say!(lang,
                    "Players {winners} share the win with {points} and {twos} each.",
                    "Les joueurs {winners} se partagent la victoire avec {points} et {twos} chacun.",
                    "Die Spieler {winners} teilen sich den Sieg (je {points}, {twos}).",
                    "I giocatori {winners} si dividono la vittoria con {points} e {twos} ciascuno."),
            };
            say!(
                lang,
                "The game is over: {why}. {result}",
                "La partie est terminée\u{202f}: {why}. {result}",
                "Das Spiel ist vorbei: {why}. {result}",
                "La partita è finita: {why}. {result}"
            )
        }
    }
}

/// The fragments `fragments` by colour and colour mark: "red ●, green ◆".
fn fragment_list(fragments: &[Fragment], lang: Lang) -> String {
    fragments
        .iter()
        .map(|f| format!("{} {}", colour_name(f.colour, lang), colour_mark(f.colour)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `words` with a capital first letter.
fn capitalised(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
