//! The Loch Ness sentences in German.

use blockness_lochness::{Action, Kind, Row, Step};

use super::super::view::Standing;
use super::super::Note;
use super::{die_face, list, LinkTrouble, Say, COLOURS, KINDS, PIECES};
use blockness_web_common::StorageError;

fn kind(k: Kind) -> &'static str {
    KINDS[k.index()].de
}

fn trouble(t: LinkTrouble) -> String {
    match t {
        LinkTrouble::TooLong => "er ist viel zu lang".to_string(),
        LinkTrouble::Unreadable => "er ist beschädigt oder unvollständig".to_string(),
        LinkTrouble::Illegal(n) => format!("sein Spiel verstößt bei Aktion {n} gegen die Regeln"),
        LinkTrouble::Setup => "seine Spielerzahl ist nicht spielbar".to_string(),
        LinkTrouble::Seats => "die Angabe, wer an welchem Platz spielt, ist falsch".to_string(),
    }
}

fn storage(why: &StorageError) -> String {
    why.reason(blockness_web_common::Lang::De)
}

/// A Loch Ness sentence in German.
pub fn say(say: &Say) -> String {
    match say {
        Say::Player(seat) => format!("Spieler {}", seat + 1),
        Say::Status(Standing::Over { winners }) => match winners.len() {
            1 => format!("Das Spiel ist vorbei: Spieler {} gewinnt.", winners[0] + 1),
            _ => format!("Das Spiel ist vorbei: Die Spieler {} teilen sich den Sieg.", list(winners, "und")),
        },
        Say::Status(Standing::Waiting { seat, step, bot, picked, chosen, last_round }) => {
            let who = format!("Spieler {}", seat + 1);
            let what = if *bot {
                "Der Computer spielt diesen Platz.".to_string()
            } else {
                match step {
                    Step::Setup => "Stelle einen Fotografen auf einen freien Punkt.".to_string(),
                    Step::Move if *chosen => "Wähle, wohin dieser Fotograf geht (wer dort steht, wird verdrängt), oder wähle ihn noch einmal, um es zu lassen.".to_string(),
                    Step::Move => "Wähle einen deiner Fotografen, um ihn zu versetzen, oder bleib stehen.".to_string(),
                    Step::PlaceSecond => "Stelle einen zweiten Fotografen auf einen freien Punkt oder mach ohne weiter.".to_string(),
                    Step::Relocate => "Dein Fotograf wurde verdrängt: Schick ihn auf einen freien Punkt.".to_string(),
                    Step::BumpDraw => "Wähle einen Stapel und ziehe ein Fragment.".to_string(),
                    Step::Keep => "Behalte ein gezogenes Fragment über oder unter deinem Lineal, oder keins.".to_string(),
                    Step::Roll => "Würfle.".to_string(),
                    Step::Swim => format!("Wähle das Feld für {}.", PIECES[(*picked).min(2)].de),
                    Step::Withdraw => "Nimm einen deiner beiden Fotografen vom See.".to_string(),
                    Step::Over => "Es bleibt nichts zu tun.".to_string(),
                }
            };
            let last = if *last_round { " Dies ist die letzte Runde." } else { "" };
            format!("{who}: {what}{last}")
        }
        Say::Took(t) => {
            let who = format!("Spieler {}", t.seat + 1);
            match t.action {
                Action::Place { point } => format!("{who} stellt einen Fotografen auf Punkt {point}."),
                Action::Move { from, to } => format!("{who} versetzt einen Fotografen von Punkt {from} auf Punkt {to}."),
                Action::Pass => format!("{who} verzichtet."),
                Action::Relocate { to } => format!("{who} schickt den verdrängten Fotografen auf Punkt {to}."),
                Action::Draw { deck } => format!("{who} zieht vom Stapel {}.", kind(deck)),
                Action::Keep { index, row } => format!(
                    "{who} behält Fragment {} {} dem Lineal.",
                    index + 1,
                    if row == Row::Upper { "über" } else { "unter" }
                ),
                Action::Discard => format!("{who} behält kein Fragment."),
                Action::Roll => format!("{who} würfelt: {}.", t.die.map_or(String::new(), |d| die_face(d, "die Welle"))),
                Action::Swim { nessie } => format!(
                    "Nessie liegt jetzt mit dem Kopf auf Feld {}, dem Körper auf {}, dem Schwanz auf {}.",
                    nessie.head, nessie.body, nessie.tail
                ),
                Action::Withdraw { point } => format!("{who} nimmt den Fotografen von Punkt {point}."),
                Action::Flip { seat, column } => format!(
                    "Spieler {} tauscht seine beiden Fragmente der Spalte {}.",
                    seat + 1,
                    kind(column)
                ),
            }
        }
        Say::Score { points, twos } => format!("{points} Punkte ({twos} Verbindungen zu zwei Punkten)"),
        Say::Fragment(f) => format!("Fragment {}, Rand {}", kind(f.kind), COLOURS[super::colour_index(f.colour)].de),
        Say::Replaces(f) => format!("ersetzt das {}e", COLOURS[super::colour_index(f.colour)].de),
        Say::Point { id, kind: k, seats } => {
            let on = if seats.is_empty() {
                "frei".to_string()
            } else {
                format!("Fotograf von Spieler {}", list(seats, "und"))
            };
            format!("Punkt {id}, {}, {on}", kind(*k))
        }
        Say::Cell { id, piece } => match piece {
            Some(p) => format!("Feld {id}, {}", super::piece_words(*p).de),
            None => format!("Feld {id}"),
        },
        Say::Deck { kind: k, left } => format!("{} (noch {left})", kind(*k)),
        Say::Die(None) => "Würfel: noch nicht geworfen".to_string(),
        Say::Die(Some(d)) => format!("Würfel: {}", die_face(*d, "Welle")),
        Say::FlipTitle(k) => format!("Die beiden Plätze der Spalte {} tauschen, oben und unten", kind(*k)),
        Say::Notice(note) => match note {
            Note::StoreUnreadable { set_aside: true, .. } => "Deine gespeicherten Loch-Ness-Spiele konnten nicht gelesen werden. Sie wurden unverändert beiseitegelegt, und eine neue Liste beginnt.".to_string(),
            Note::StoreUnreadable { set_aside: false, .. } => "Deine gespeicherten Loch-Ness-Spiele konnten weder gelesen noch beiseitegelegt werden: Sie bleiben, wie sie sind, und nichts wird darüber gespeichert.".to_string(),
            Note::NotStored(why) => format!("Das Spiel konnte auf diesem Gerät nicht gespeichert werden: {}.", storage(why)),
            Note::LinkRefused(e) => format!("Dieser Loch-Ness-Link lässt sich nicht öffnen: {}. Nichts wurde verändert.", trouble(LinkTrouble::of(e))),
            Note::SavedUnreadable(e) => format!("Ein gespeichertes Spiel lässt sich nicht öffnen: {}. Es bleibt in der Liste.", trouble(LinkTrouble::of(e))),
            Note::OtherGameKept => "Das Spiel, das du gespielt hast, bleibt erhalten: Du findest es unter „Deine Loch-Ness-Spiele“.".to_string(),
            Note::LinkCopied => "Link kopiert.".to_string(),
            Note::CopyFailed(why) => format!("Der Link konnte nicht kopiert werden ({why}); kopiere ihn aus der Adresszeile."),
        },
        Say::KeptGame { players, actions } => format!("{players} Spieler, {actions} Aktionen"),
        Say::KeptUnreadable => "lässt sich nicht öffnen".to_string(),
    }
}
