//! The Loch Ness sentences in Italian.

use blockness_lochness::{Action, Kind, Row, Step};

use super::super::view::Standing;
use super::super::Note;
use super::{die_face, list, LinkTrouble, Say, COLOURS, KINDS, PIECES};
use blockness_web_common::StorageError;

fn kind(k: Kind) -> &'static str {
    KINDS[k.index()].it
}

fn trouble(t: LinkTrouble) -> String {
    match t {
        LinkTrouble::TooLong => "è decisamente troppo lungo".to_string(),
        LinkTrouble::Unreadable => "è danneggiato o incompleto".to_string(),
        LinkTrouble::Illegal(n) => format!("la sua partita viola le regole all'azione {n}"),
        LinkTrouble::Setup => "il suo numero di giocatori non è giocabile".to_string(),
        LinkTrouble::Seats => "l'elenco di chi gioca a ogni posto è sbagliato".to_string(),
    }
}

fn storage(why: &StorageError) -> String {
    why.reason(blockness_web_common::Lang::It)
}

/// A Loch Ness sentence in Italian.
pub fn say(say: &Say) -> String {
    match say {
        Say::Player(seat) => format!("Giocatore {}", seat + 1),
        Say::Status(Standing::Over { winners }) => match winners.len() {
            1 => format!("La partita è finita: vince il giocatore {}.", winners[0] + 1),
            _ => format!("La partita è finita: i giocatori {} si dividono la vittoria.", list(winners, "e")),
        },
        Say::Status(Standing::Waiting { seat, step, bot, picked, chosen, last_round }) => {
            let who = format!("Giocatore {}", seat + 1);
            let what = if *bot {
                "il computer gioca a questo posto.".to_string()
            } else {
                match step {
                    Step::Setup => "piazza un fotografo su un punto libero.".to_string(),
                    Step::Move if *chosen => "scegli dove va quel fotografo (chi è lì viene scalzato), oppure sceglilo di nuovo per rinunciare.".to_string(),
                    Step::Move => "scegli uno dei tuoi fotografi da spostare, oppure resta fermo.".to_string(),
                    Step::PlaceSecond => "piazza un secondo fotografo su un punto libero, oppure prosegui senza.".to_string(),
                    Step::Relocate => "il tuo fotografo è stato scalzato: mandalo su un punto libero.".to_string(),
                    Step::BumpDraw => "scegli un mazzo e pesca un frammento.".to_string(),
                    Step::Keep => "tieni un frammento pescato, sopra o sotto il tuo righello, oppure nessuno.".to_string(),
                    Step::Roll => "tira il dado.".to_string(),
                    Step::Swim => format!("scegli la casella per {}.", PIECES[(*picked).min(2)].it),
                    Step::Withdraw => "togli dal lago uno dei tuoi due fotografi.".to_string(),
                    Step::Over => "non resta niente da fare.".to_string(),
                }
            };
            let last = if *last_round { " Questo è l'ultimo giro." } else { "" };
            format!("{who}: {what}{last}")
        }
        Say::Took(t) => {
            let who = format!("Il giocatore {}", t.seat + 1);
            match t.action {
                Action::Place { point } => format!("{who} piazza un fotografo sul punto {point}."),
                Action::Move { from, to } => format!("{who} sposta un fotografo dal punto {from} al punto {to}."),
                Action::Pass => format!("{who} passa."),
                Action::Relocate { to } => format!("{who} manda il fotografo scalzato sul punto {to}."),
                Action::Draw { deck } => format!("{who} pesca dal mazzo {}.", kind(deck)),
                Action::Keep { index, row } => format!(
                    "{who} tiene il frammento {} {} il righello.",
                    index + 1,
                    if row == Row::Upper { "sopra" } else { "sotto" }
                ),
                Action::Discard => format!("{who} non tiene alcun frammento."),
                Action::Roll => format!("{who} tira il dado: {}.", t.die.map_or(String::new(), |d| die_face(d, "l'onda"))),
                Action::Swim { nessie } => format!(
                    "Ora Nessie ha la testa sulla casella {}, il corpo sulla {}, la coda sulla {}.",
                    nessie.head, nessie.body, nessie.tail
                ),
                Action::Withdraw { point } => format!("{who} toglie il fotografo dal punto {point}."),
                Action::Flip { seat, column } => format!(
                    "Il giocatore {} scambia i suoi due frammenti {}.",
                    seat + 1,
                    kind(column)
                ),
            }
        }
        Say::Score { points, twos } => format!("{points} punti ({twos} giunture da due punti)"),
        Say::Fragment(f) => format!("frammento {}, bordo {}", kind(f.kind), COLOURS[super::colour_index(f.colour)].it),
        Say::Replaces(f) => format!("sostituisce quello {}", COLOURS[super::colour_index(f.colour)].it),
        Say::Point { id, kind: k, seats } => {
            let on = if seats.is_empty() {
                "libero".to_string()
            } else {
                format!("fotografo del giocatore {}", list(seats, "e"))
            };
            format!("Punto {id}, {}, {on}", kind(*k))
        }
        Say::Cell { id, piece } => match piece {
            Some(p) => format!("Casella {id}, {}", super::piece_words(*p).it),
            None => format!("Casella {id}"),
        },
        Say::Deck { kind: k, left } => format!("{} (ne restano {left})", kind(*k)),
        Say::Die(None) => "Dado: non ancora tirato".to_string(),
        Say::Die(Some(d)) => format!("Dado: {}", die_face(*d, "onda")),
        Say::FlipTitle(k) => format!("Scambia i due posti {}, sopra e sotto", kind(*k)),
        Say::Notice(note) => match note {
            Note::StoreUnreadable { set_aside: true, .. } => "Le tue partite a Loch Ness salvate non si sono potute leggere. Sono state messe da parte intatte, e comincia un nuovo elenco.".to_string(),
            Note::StoreUnreadable { set_aside: false, .. } => "Le tue partite a Loch Ness salvate non si sono potute né leggere né mettere da parte: restano come sono e niente verrà salvato sopra di esse.".to_string(),
            Note::NotStored(why) => format!("La partita non si è potuta salvare su questo dispositivo: {}.", storage(why)),
            Note::LinkRefused(e) => format!("Questo link di Loch Ness non si può aprire: {}. Non è cambiato nulla.", trouble(LinkTrouble::of(e))),
            Note::SavedUnreadable(e) => format!("Una partita salvata non si può aprire: {}. Resta nell'elenco.", trouble(LinkTrouble::of(e))),
            Note::OtherGameKept => "La partita che stavi giocando è conservata: la trovi in «Le tue partite a Loch Ness».".to_string(),
            Note::LinkCopied => "Link copiato.".to_string(),
            Note::CopyFailed(why) => format!("Non è stato possibile copiare il link ({why}); copialo dalla barra degli indirizzi."),
        },
        Say::KeptGame { players, actions } => format!("{players} giocatori, {actions} azioni"),
        Say::KeptUnreadable => "non si può aprire".to_string(),
    }
}
