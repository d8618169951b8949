//! The Loch Ness sentences in French.

use blockness_lochness::{Action, Kind, Row, Step};

use super::super::view::Standing;
use super::super::Note;
use super::{die_face, list, LinkTrouble, Say, COLOURS, KINDS, PIECES};
use blockness_web_common::StorageError;

fn kind(k: Kind) -> &'static str {
    KINDS[k.index()].fr
}

fn trouble(t: LinkTrouble) -> String {
    match t {
        LinkTrouble::TooLong => "il est bien trop long".to_string(),
        LinkTrouble::Unreadable => "il est abîmé ou incomplet".to_string(),
        LinkTrouble::Illegal(n) => format!("sa partie enfreint les règles à l'action {n}"),
        LinkTrouble::Setup => "son nombre de joueurs n'est pas jouable".to_string(),
        LinkTrouble::Seats => "la liste de qui joue à chaque place est fausse".to_string(),
    }
}

fn storage(why: &StorageError) -> String {
    why.reason(blockness_web_common::Lang::Fr)
}

/// A Loch Ness sentence in French.
pub fn say(say: &Say) -> String {
    match say {
        Say::Player(seat) => format!("Joueur {}", seat + 1),
        Say::Status(Standing::Over { winners }) => match winners.len() {
            1 => format!("La partie est terminée\u{202f}: le joueur {} gagne.", winners[0] + 1),
            _ => format!("La partie est terminée\u{202f}: les joueurs {} se partagent la victoire.", list(winners, "et")),
        },
        Say::Status(Standing::Waiting { seat, step, bot, picked, chosen, last_round }) => {
            let who = format!("Joueur {}", seat + 1);
            let what = if *bot {
                "l'ordinateur joue à cette place.".to_string()
            } else {
                match step {
                    Step::Setup => "postez un photographe sur un point libre.".to_string(),
                    Step::Move if *chosen => "choisissez où va ce photographe (celui qui s'y trouve est délogé), ou choisissez-le à nouveau pour renoncer.".to_string(),
                    Step::Move => "choisissez l'un de vos photographes pour le déplacer, ou ne bougez pas.".to_string(),
                    Step::PlaceSecond => "postez un second photographe sur un point libre, ou continuez sans.".to_string(),
                    Step::Relocate => "votre photographe a été délogé\u{202f}: envoyez-le sur un point libre.".to_string(),
                    Step::BumpDraw => "choisissez une pioche et tirez un fragment.".to_string(),
                    Step::Keep => "gardez un fragment pioché, au-dessus ou au-dessous de votre réglette, ou aucun.".to_string(),
                    Step::Roll => "lancez le dé.".to_string(),
                    Step::Swim => format!("choisissez la case de {}.", PIECES[(*picked).min(2)].fr),
                    Step::Withdraw => "retirez l'un de vos deux photographes du lac.".to_string(),
                    Step::Over => "il n'y a plus rien à faire.".to_string(),
                }
            };
            let last = if *last_round { " C'est le dernier tour." } else { "" };
            format!("{who}\u{202f}: {what}{last}")
        }
        Say::Took(t) => {
            let who = format!("Joueur {}", t.seat + 1);
            match t.action {
                Action::Place { point } => format!("{who} poste un photographe au point {point}."),
                Action::Move { from, to } => format!("{who} déplace un photographe du point {from} au point {to}."),
                Action::Pass => format!("{who} passe."),
                Action::Relocate { to } => format!("{who} envoie le photographe délogé au point {to}."),
                Action::Draw { deck } => format!("{who} pioche dans la pile {}.", kind(deck)),
                Action::Keep { index, row } => format!(
                    "{who} garde le fragment {} {} la réglette.",
                    index + 1,
                    if row == Row::Upper { "au-dessus de" } else { "au-dessous de" }
                ),
                Action::Discard => format!("{who} ne garde aucun fragment."),
                Action::Roll => format!("{who} lance le dé\u{202f}: {}.", t.die.map_or(String::new(), |d| die_face(d, "la vague"))),
                Action::Swim { nessie } => format!(
                    "Nessie a maintenant la tête sur la case {}, le corps sur la {}, la queue sur la {}.",
                    nessie.head, nessie.body, nessie.tail
                ),
                Action::Withdraw { point } => format!("{who} retire le photographe du point {point}."),
                Action::Flip { seat, column } => format!(
                    "Le joueur {} échange ses deux fragments {}.",
                    seat + 1,
                    kind(column)
                ),
            }
        }
        Say::Score { points, twos } => format!("{points} points ({twos} jonctions à deux points)"),
        Say::Fragment(f) => format!("fragment {}, bord {}", kind(f.kind), COLOURS[super::colour_index(f.colour)].fr),
        Say::Replaces(f) => format!("remplace le {}", COLOURS[super::colour_index(f.colour)].fr),
        Say::Point { id, kind: k, seats } => {
            let on = if seats.is_empty() {
                "libre".to_string()
            } else {
                format!("photographe du joueur {}", list(seats, "et"))
            };
            format!("Point {id}, {}, {on}", kind(*k))
        }
        Say::Cell { id, piece } => match piece {
            Some(p) => format!("Case {id}, {}", super::piece_words(*p).fr),
            None => format!("Case {id}"),
        },
        Say::Deck { kind: k, left } => format!("{} (il en reste {left})", kind(*k)),
        Say::Die(None) => "Dé\u{202f}: pas encore lancé".to_string(),
        Say::Die(Some(d)) => format!("Dé\u{202f}: {}", die_face(*d, "vague")),
        Say::FlipTitle(k) => format!("Échanger les deux cases {}, en haut et en bas", kind(*k)),
        Say::Notice(note) => match note {
            Note::StoreUnreadable { set_aside: true, .. } => "Vos parties de Loch Ness enregistrées n'ont pas pu être lues. Elles ont été mises de côté intactes, et une nouvelle liste commence.".to_string(),
            Note::StoreUnreadable { set_aside: false, .. } => "Vos parties de Loch Ness enregistrées n'ont pu être ni lues ni mises de côté\u{202f}: elles restent telles quelles et rien ne sera enregistré par-dessus.".to_string(),
            Note::NotStored(why) => format!("La partie n'a pas pu être enregistrée sur cet appareil\u{202f}: {}.", storage(why)),
            Note::LinkRefused(e) => format!("Ce lien Loch Ness ne peut pas être ouvert\u{202f}: {}. Rien n'a changé.", trouble(LinkTrouble::of(e))),
            Note::SavedUnreadable(e) => format!("Une partie enregistrée ne peut pas être ouverte\u{202f}: {}. Elle reste dans la liste.", trouble(LinkTrouble::of(e))),
            Note::OtherGameKept => "La partie que vous jouiez est conservée\u{202f}: retrouvez-la sous «\u{202f}Vos parties de Loch Ness\u{202f}».".to_string(),
            Note::LinkCopied => "Lien copié.".to_string(),
            Note::CopyFailed(why) => format!("Le lien n'a pas pu être copié ({why})\u{202f}; copiez-le depuis la barre d'adresse."),
        },
        Say::KeptGame { players, actions } => format!("{players} joueurs, {actions} actions"),
        Say::KeptUnreadable => "ne peut pas être ouverte".to_string(),
    }
}
