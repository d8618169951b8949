//! The Loch Ness sentences in French.

use blockness_lochness::{Die, Kind, Row, Setup, Step};

use super::super::hint::HintSay;
use super::super::log::Event;
use super::super::view::{DieFace, Standing};
use super::super::Note;
use super::{
    detail, die_face, fragment_list, list, photo_list, LinkTrouble, Say, ACTIONS, COLOURS,
    FRAGMENTS, KINDS, LEFT_IN_DECK, PHOTOGRAPHERS, PHOTOGRAPHERS_OF, PIECES, PLAYER_COUNT, POINTS,
    TWOS,
};
use blockness_web_common::StorageError;
use blockness_web_common::{Lang, Number};

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
        Say::Status(Standing::Over { winners }) => match Lang::Fr.number(winners.len()) {
            Number::One => format!("La partie est terminée\u{202f}: le joueur {} gagne.", list(winners, "et")),
            Number::Several => format!("La partie est terminée\u{202f}: les joueurs {} se partagent la victoire.", list(winners, "et")),
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
                    Step::Swim if *picked >= 3 => "posez Nessie là où elle est montrée, ou choisissez à nouveau.".to_string(),
                    Step::Swim => format!("choisissez la case de {}.", PIECES[(*picked).min(2)].fr),
                    Step::Withdraw => "retirez l'un de vos deux photographes du lac.".to_string(),
                    Step::Chance => "la table tire au sort.".to_string(),
                    Step::Over => "il n'y a plus rien à faire.".to_string(),
                }
            };
            let last = if *last_round { " C'est le dernier tour." } else { "" };
            format!("{who}\u{202f}: {what}{last}")
        }
        Say::Log { event, bots } => log(event, bots),
        Say::PlayersNote(players) => players_note(*players),
        Say::Score { points, twos } => format!("{} ({})", POINTS.count(u64::from(*points), Lang::Fr), TWOS.count(u64::from(*twos), Lang::Fr)),
        Say::Fragment(f) => format!("fragment {}, bord {}", kind(f.kind), COLOURS[super::colour_index(f.colour)].fr),
        Say::Replaces(f) => format!("remplace le {}", COLOURS[super::colour_index(f.colour)].fr),
        Say::Point { id, kind: k, seats } => {
            let on = if seats.is_empty() {
                "libre".to_string()
            } else {
                format!("{} {}", PHOTOGRAPHERS_OF.word(seats.len() as u64, Lang::Fr), list(seats, "et"))
            };
            format!("Point {id}, {}, {on}", kind(*k))
        }
        Say::Cell { id, piece } => match piece {
            Some(p) => format!("Case {id}, {}", super::piece_words(*p).fr),
            None => format!("Case {id}"),
        },
        Say::Deck { kind: k, left } => format!("{} ({})", kind(*k), LEFT_IN_DECK.count(*left as u64, Lang::Fr)),
        Say::Die(DieFace::Idle) => "Dé\u{202f}: pas encore lancé".to_string(),
        Say::Die(DieFace::Waiting) => "Dé\u{202f}: en attente d'un lancer".to_string(),
        Say::Die(DieFace::Rolled(d)) => format!("Dé\u{202f}: {}", die_face(*d, "vague")),
        Say::Die(DieFace::Earlier { seat, die, waiting: false }) => format!("Dé\u{202f}: {}, lancé par le joueur {}", die_face(*die, "vague"), seat + 1),
        Say::Die(DieFace::Earlier { seat, die, waiting: true }) => format!("Dé\u{202f}: {}, lancé par le joueur {}\u{202f}; en attente du prochain lancer", die_face(*die, "vague"), seat + 1),
        Say::PreviewPhotos(photos) if photos.is_empty() => "Aucun photographe ne la verrait.".to_string(),
        Say::PreviewPhotos(photos) => format!(
            "Photos\u{202f}: {}.",
            photo_list(photos, Lang::Fr, |seat, point, parts| format!("joueur {seat} au point {point} ({parts})"))
        ),
        Say::Hint(hint) => format!("Conseil\u{202f}: {}.", match hint {
            HintSay::Place(p) => format!("postez un photographe sur le point {p}"),
            HintSay::Move { from, to } => format!("déplacez votre photographe du point {from} au point {to}"),
            HintSay::Pass { moving: true } => "ne bougez pas".to_string(),
            HintSay::Pass { moving: false } => "continuez sans second photographe".to_string(),
            HintSay::Relocate(p) => format!("envoyez votre photographe au point {p}"),
            HintSay::Draw(k) => format!("piochez dans la pioche {}", kind(*k)),
            HintSay::Keep { fragment, row } => format!(
                "gardez le fragment {}, bord {}, dans la photo du {}",
                kind(fragment.kind),
                COLOURS[super::colour_index(fragment.colour)].fr,
                if *row == Row::Upper { "haut" } else { "bas" }
            ),
            HintSay::Discard => "n'en gardez aucun".to_string(),
            HintSay::Roll => "lancez le dé".to_string(),
            HintSay::Swim(n) => format!("posez Nessie, la tête sur la case {}, le corps sur la case {}, la queue sur la case {}", n.head, n.body, n.tail),
            HintSay::Withdraw(p) => format!("retirez du lac votre photographe du point {p}"),
            HintSay::Flip(k) => format!("échangez vos deux cases {}, en haut et en bas", kind(*k)),
        }),
        Say::RolledBy(seat) => format!("Lancer du joueur {}", seat + 1),
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
            Note::ThinkingOnPage(why) => format!("Les ordinateurs forts réfléchissent sur cette page, qui se fige pendant ce temps\u{202f}: le fil qui les fait tourner n'a pas répondu{}.", detail(why)),
        },
        Say::KeptGame { players, actions } => format!("{}, {}", PLAYER_COUNT.count(*players as u64, Lang::Fr), ACTIONS.count(*actions as u64, Lang::Fr)),
        Say::KeptUnreadable => "ne peut pas être ouverte".to_string(),
    }
}

/// The note under the number of players, in French.
fn players_note(players: usize) -> String {
    let setup = Setup::seeded(players, 0);
    if setup.variant5 {
        return super::FIVE_NOTE.fr.to_string();
    }
    format!(
        "À {players} joueurs, chacun poste {} autour du lac.",
        PHOTOGRAPHERS.count(setup.photographers_each() as u64, Lang::Fr)
    )
}

/// A line of the game's log in French.
fn log(event: &Event, bots: &[usize]) -> String {
    const L: Lang = Lang::Fr;
    let who = |seat: usize| {
        if bots.contains(&seat) {
            format!("Joueur {} (ordinateur)", seat + 1)
        } else {
            format!("Joueur {}", seat + 1)
        }
    };
    let colour = |f: &blockness_lochness::Fragment| COLOURS[super::colour_index(f.colour)].fr;
    let mark = |f: &blockness_lochness::Fragment| super::colour_mark(f.colour);
    let row = |r: Row| {
        if r == Row::Upper {
            "au-dessus de"
        } else {
            "au-dessous de"
        }
    };
    match event {
        Event::Placed { seat, point, kind: k } => format!("{} poste un photographe au point {point} ({}).", who(*seat), kind(*k)),
        Event::Moved { seat, from, to, kind: k, bumped } => {
            let bump = bumped.map_or(String::new(), |b| format!(" et déloge le photographe du joueur {}", b + 1));
            format!("{} déplace un photographe du point {from} au point {to} ({}){bump}.", who(*seat), kind(*k))
        }
        Event::Stayed { seat } => format!("{} ne déplace aucun photographe.", who(*seat)),
        Event::NoSecond { seat } => format!("{} ne poste pas de second photographe.", who(*seat)),
        Event::Relocated { seat, to, kind: k } => format!("{} envoie le photographe délogé au point {to} ({}).", who(*seat), kind(*k)),
        Event::Drew { seat, deck, fragments } => format!("{} tire de la pioche du {}\u{202f}: {}.", who(*seat), kind(*deck), fragment_list(fragments, L)),
        Event::Rolled { seat, die: Die::Wave } => format!("{} lance le dé\u{202f}: la vague.", who(*seat)),
        Event::Rolled { seat, die } => format!("{} lance le dé\u{202f}: {}.", who(*seat), die_face(*die, "la vague")),
        Event::Swam { seat, nessie } => format!(
            "{} déplace Nessie\u{202f}: la tête sur la case {}, le corps sur la {}, la queue sur la {}.",
            who(*seat), nessie.head, nessie.body, nessie.tail
        ),
        Event::Photo { seat, point, kind: k, fragments } => format!(
            "Photo pour {}\u{202f}: le photographe du point {point} ({}) pioche {}\u{202f}: {}.",
            who(*seat), kind(*k), FRAGMENTS.count(fragments.len() as u64, L), fragment_list(fragments, L)
        ),
        Event::Kept { seat, fragment, row: r, replaced } => {
            let instead = replaced.map_or(String::new(), |old| format!(", à la place de celui au bord {} {}", colour(&old), mark(&old)));
            format!(
                "{} garde le fragment {} au bord {} {}, {} la réglette{instead}.",
                who(*seat), kind(fragment.kind), colour(fragment), mark(fragment), row(*r)
            )
        }
        Event::KeptNone { seat, .. } => format!("{} ne garde rien de ce qu'il a pioché.", who(*seat)),
        Event::Withdrew { seat, point } => format!("{} retire le photographe du point {point}.", who(*seat)),
        Event::Flipped { seat, column } => format!("{} retourne sa colonne du {}.", who(*seat), kind(*column)),
        Event::LastRound { seats } => match Lang::Fr.number(seats.len()) {
            Number::One => format!("Joueur {} a ses deux photos complètes\u{202f}: c'est le dernier tour.", list(seats, "et")),
            Number::Several => format!("Les joueurs {} ont leurs deux photos complètes\u{202f}: c'est le dernier tour.", list(seats, "et")),
        },
        Event::Over { completed, winners, score, by_twos } => {
            let why = match Lang::Fr.number(completed.len()) {
                Number::One => format!("le joueur {} a complété ses deux photos et le tour a été joué jusqu'au bout", list(completed, "et")),
                Number::Several => format!("les joueurs {} ont complété leurs deux photos et le tour a été joué jusqu'au bout", list(completed, "et")),
            };
            let points = POINTS.count(u64::from(score.points), L);
            let twos = TWOS.count(u64::from(score.twos), L);
            let result = match Lang::Fr.number(winners.len()) {
                Number::One if *by_twos => format!("Le joueur {} gagne avec {points} et {twos}\u{202f}: à points égaux, les jointures à 2 points départagent.", list(winners, "et")),
                Number::One => format!("Le joueur {} gagne avec {points}.", list(winners, "et")),
                Number::Several => format!("Les joueurs {} se partagent la victoire avec {points} et {twos} chacun.", list(winners, "et")),
            };
            format!("La partie est terminée\u{202f}: {why}. {result}")
        }
    }
}
