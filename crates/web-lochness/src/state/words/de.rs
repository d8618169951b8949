//! The Loch Ness sentences in German.

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
        Say::Status(Standing::Over { winners }) => match Lang::De.number(winners.len()) {
            Number::One => format!("Das Spiel ist vorbei: Spieler {} gewinnt.", list(winners, "und")),
            Number::Several => format!("Das Spiel ist vorbei: Die Spieler {} teilen sich den Sieg.", list(winners, "und")),
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
                    Step::Swim if *picked >= 3 => "Setze Nessie ab, wo sie gezeigt wird, oder wähle neu.".to_string(),
                    Step::Swim => format!("Wähle das Feld für {}.", PIECES[(*picked).min(2)].de),
                    Step::Withdraw => "Nimm einen deiner beiden Fotografen vom See.".to_string(),
                    Step::Chance => "Der Tisch zieht.".to_string(),
                    Step::Over => "Es bleibt nichts zu tun.".to_string(),
                }
            };
            let last = if *last_round { " Dies ist die letzte Runde." } else { "" };
            format!("{who}: {what}{last}")
        }
        Say::Log { event, bots } => log(event, bots),
        Say::PlayersNote(players) => players_note(*players),
        Say::Score { points, twos } => format!("{} ({})", POINTS.count(u64::from(*points), Lang::De), TWOS.count(u64::from(*twos), Lang::De)),
        Say::Fragment(f) => format!("Fragment {}, Rand {}", kind(f.kind), COLOURS[super::colour_index(f.colour)].de),
        Say::Replaces(f) => format!("ersetzt das {}e", COLOURS[super::colour_index(f.colour)].de),
        Say::Point { id, kind: k, seats } => {
            let on = if seats.is_empty() {
                "frei".to_string()
            } else {
                format!("{} {}", PHOTOGRAPHERS_OF.word(seats.len() as u64, Lang::De), list(seats, "und"))
            };
            format!("Punkt {id}, {}, {on}", kind(*k))
        }
        Say::Cell { id, piece } => match piece {
            Some(p) => format!("Feld {id}, {}", super::piece_words(*p).de),
            None => format!("Feld {id}"),
        },
        Say::Deck { kind: k, left } => format!("{} ({})", kind(*k), LEFT_IN_DECK.count(*left as u64, Lang::De)),
        Say::Die(DieFace::Idle) => "Würfel: noch nicht geworfen".to_string(),
        Say::Die(DieFace::Waiting) => "Würfel: wartet auf einen Wurf".to_string(),
        Say::Die(DieFace::Rolled(d)) => format!("Würfel: {}", die_face(*d, "Welle")),
        Say::Die(DieFace::Earlier { seat, die, waiting: false }) => format!("Würfel: {}, geworfen von Spieler {}", die_face(*die, "Welle"), seat + 1),
        Say::Die(DieFace::Earlier { seat, die, waiting: true }) => format!("Würfel: {}, geworfen von Spieler {}; wartet auf den nächsten Wurf", die_face(*die, "Welle"), seat + 1),
        Say::PreviewPhotos(photos) if photos.is_empty() => "Kein Fotograf würde sie sehen.".to_string(),
        Say::PreviewPhotos(photos) => format!(
            "Fotos: {}.",
            photo_list(photos, Lang::De, |seat, point, parts| format!("Spieler {seat} an Punkt {point} ({parts})"))
        ),
        Say::Hint(hint) => format!("Tipp: {}.", match hint {
            HintSay::Place(p) => format!("stelle einen Fotografen auf Punkt {p}"),
            HintSay::Move { from, to } => format!("ziehe deinen Fotografen von Punkt {from} auf Punkt {to}"),
            HintSay::Pass { moving: true } => "ziehe nicht".to_string(),
            HintSay::Pass { moving: false } => "mach ohne zweiten Fotografen weiter".to_string(),
            HintSay::Relocate(p) => format!("schicke deinen Fotografen auf Punkt {p}"),
            HintSay::Draw(k) => format!("ziehe vom Stapel {}", kind(*k)),
            HintSay::Keep { fragment, row } => format!(
                "behalte das Fragment {}, Rand {}, im Foto {}",
                kind(fragment.kind),
                COLOURS[super::colour_index(fragment.colour)].de,
                if *row == Row::Upper { "oben" } else { "unten" }
            ),
            HintSay::Discard => "behalte keines".to_string(),
            HintSay::Roll => "würfle".to_string(),
            HintSay::Swim(n) => format!("setze Nessie ab, den Kopf auf Feld {}, den Körper auf Feld {}, den Schwanz auf Feld {}", n.head, n.body, n.tail),
            HintSay::Withdraw(p) => format!("nimm deinen Fotografen auf Punkt {p} vom See"),
            HintSay::Flip(k) => format!("tausche deine beiden Plätze {}, oben und unten", kind(*k)),
        }),
        Say::RolledBy(seat) => format!("Wurf von Spieler {}", seat + 1),
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
            Note::ThinkingOnPage(why) => format!("Die starken Computer denken auf dieser Seite nach, die dabei kurz stockt: der Worker, der sie ausführt, hat nicht geantwortet{}.", detail(why)),
        },
        Say::KeptGame { players, actions } => format!("{}, {}", PLAYER_COUNT.count(*players as u64, Lang::De), ACTIONS.count(*actions as u64, Lang::De)),
        Say::KeptUnreadable => "lässt sich nicht öffnen".to_string(),
    }
}

/// The note under the number of players, in German.
fn players_note(players: usize) -> String {
    let setup = Setup::seeded(players, 0);
    if setup.variant5 {
        return super::FIVE_NOTE.de.to_string();
    }
    format!(
        "Bei {players} Spielern stellt jeder {} am Ufer auf.",
        PHOTOGRAPHERS.count(setup.photographers_each() as u64, Lang::De)
    )
}

/// A line of the game's log in German.
fn log(event: &Event, bots: &[usize]) -> String {
    const L: Lang = Lang::De;
    let who = |seat: usize| {
        if bots.contains(&seat) {
            format!("Spieler {} (Computer)", seat + 1)
        } else {
            format!("Spieler {}", seat + 1)
        }
    };
    let colour = |f: &blockness_lochness::Fragment| COLOURS[super::colour_index(f.colour)].de;
    let mark = |f: &blockness_lochness::Fragment| super::colour_mark(f.colour);
    let row = |r: Row| if r == Row::Upper { "über" } else { "unter" };
    match event {
        Event::Placed {
            seat,
            point,
            kind: k,
        } => format!(
            "{} stellt einen Fotografen auf Punkt {point} ({}).",
            who(*seat),
            kind(*k)
        ),
        Event::Moved {
            seat,
            from,
            to,
            kind: k,
            bumped,
        } => {
            let bump = bumped.map_or(String::new(), |b| {
                format!(" und verdrängt den Fotografen von Spieler {}", b + 1)
            });
            format!(
                "{} versetzt einen Fotografen von Punkt {from} auf Punkt {to} ({}){bump}.",
                who(*seat),
                kind(*k)
            )
        }
        Event::Stayed { seat } => format!("{} versetzt keinen Fotografen.", who(*seat)),
        Event::NoSecond { seat } => format!("{} stellt keinen zweiten Fotografen auf.", who(*seat)),
        Event::Relocated { seat, to, kind: k } => format!(
            "{} schickt den verdrängten Fotografen auf Punkt {to} ({}).",
            who(*seat),
            kind(*k)
        ),
        Event::Drew {
            seat,
            deck,
            fragments,
        } => format!(
            "{} zieht vom Stapel {}: {}.",
            who(*seat),
            kind(*deck),
            fragment_list(fragments, L)
        ),
        Event::Rolled {
            seat,
            die: Die::Wave,
        } => format!("{} würfelt die Welle.", who(*seat)),
        Event::Rolled { seat, die } => {
            format!("{} würfelt eine {}.", who(*seat), die_face(*die, "Welle"))
        }
        Event::Swam { seat, nessie } => format!(
            "{} setzt Nessie: Kopf auf Feld {}, Rumpf auf {}, Schwanz auf {}.",
            who(*seat),
            nessie.head,
            nessie.body,
            nessie.tail
        ),
        Event::Photo {
            seat,
            point,
            kind: k,
            fragments,
        } => format!(
            "Foto für {}: Der Fotograf auf Punkt {point} ({}) zieht {}: {}.",
            who(*seat),
            kind(*k),
            FRAGMENTS.count(fragments.len() as u64, L),
            fragment_list(fragments, L)
        ),
        Event::Kept {
            seat,
            fragment,
            row: r,
            replaced,
        } => {
            let instead = replaced.map_or(String::new(), |old| {
                format!(
                    ", anstelle des Fragments mit Rand {} {}",
                    colour(&old),
                    mark(&old)
                )
            });
            format!(
                "{} behält das Fragment {} mit Rand {} {} {} dem Lineal{instead}.",
                who(*seat),
                kind(fragment.kind),
                colour(fragment),
                mark(fragment),
                row(*r)
            )
        }
        Event::KeptNone { seat, .. } => {
            format!("{} behält nichts vom Gezogenen.", who(*seat))
        }
        Event::Withdrew { seat, point } => {
            format!("{} nimmt den Fotografen von Punkt {point}.", who(*seat))
        }
        Event::Flipped { seat, column } => {
            format!("{} setzt die Spalte {} um.", who(*seat), kind(*column))
        }
        Event::LastRound { seats } => match Lang::De.number(seats.len()) {
            Number::One => format!(
                "Spieler {} hat beide Fotos vollständig: Dies ist die letzte Runde.",
                list(seats, "und")
            ),
            Number::Several => format!(
                "Die Spieler {} haben beide Fotos vollständig: Dies ist die letzte Runde.",
                list(seats, "und")
            ),
        },
        Event::Over {
            completed,
            winners,
            score,
            by_twos,
        } => {
            let why = match Lang::De.number(completed.len()) {
                Number::One => format!("Spieler {} hat beide Fotos vervollständigt, und die Runde wurde zu Ende gespielt", list(completed, "und")),
                Number::Several => format!("Die Spieler {} haben beide Fotos vervollständigt, und die Runde wurde zu Ende gespielt", list(completed, "und")),
            };
            let points = POINTS.count(u64::from(score.points), L);
            let twos = TWOS.count(u64::from(score.twos), L);
            let result = match Lang::De.number(winners.len()) {
                Number::One if *by_twos => format!("Spieler {} gewinnt ({points}, {twos}); bei gleichen Punkten entscheiden die Nahtstellen zu 2 Punkten.", list(winners, "und")),
                Number::One => format!("Spieler {} gewinnt ({points}).", list(winners, "und")),
                Number::Several => format!("Die Spieler {} teilen sich den Sieg (je {points}, {twos}).", list(winners, "und")),
            };
            format!("Das Spiel ist vorbei: {why}. {result}")
        }
    }
}
