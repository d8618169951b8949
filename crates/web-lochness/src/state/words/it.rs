//! The Loch Ness sentences in Italian.

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
        Say::Status(Standing::Over { winners }) => match Lang::It.number(winners.len()) {
            Number::One => format!("La partita è finita: vince il giocatore {}.", list(winners, "e")),
            Number::Several => format!("La partita è finita: i giocatori {} si dividono la vittoria.", list(winners, "e")),
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
                    Step::Swim if *picked >= 3 => "metti Nessie dove è mostrata, o scegli di nuovo.".to_string(),
                    Step::Swim => format!("scegli la casella per {}.", PIECES[(*picked).min(2)].it),
                    Step::Withdraw => "togli dal lago uno dei tuoi due fotografi.".to_string(),
                    Step::Chance => "il tavolo estrae a sorte.".to_string(),
                    Step::Over => "non resta niente da fare.".to_string(),
                }
            };
            let last = if *last_round { " Questo è l'ultimo giro." } else { "" };
            format!("{who}: {what}{last}")
        }
        Say::Log { event, bots } => log(event, bots),
        Say::PlayersNote(players) => players_note(*players),
        Say::Score { points, twos } => format!("{} ({})", POINTS.count(u64::from(*points), Lang::It), TWOS.count(u64::from(*twos), Lang::It)),
        Say::Fragment(f) => format!("frammento {}, bordo {}", kind(f.kind), COLOURS[super::colour_index(f.colour)].it),
        Say::Replaces(f) => format!("sostituisce quello {}", COLOURS[super::colour_index(f.colour)].it),
        Say::Point { id, kind: k, seats } => {
            let on = if seats.is_empty() {
                "libero".to_string()
            } else {
                format!("{} {}", PHOTOGRAPHERS_OF.word(seats.len() as u64, Lang::It), list(seats, "e"))
            };
            format!("Punto {id}, {}, {on}", kind(*k))
        }
        Say::Cell { id, piece } => match piece {
            Some(p) => format!("Casella {id}, {}", super::piece_words(*p).it),
            None => format!("Casella {id}"),
        },
        Say::Deck { kind: k, left } => format!("{} ({})", kind(*k), LEFT_IN_DECK.count(*left as u64, Lang::It)),
        Say::Die(DieFace::Idle) => "Dado: non ancora tirato".to_string(),
        Say::Die(DieFace::Waiting) => "Dado: aspetta un tiro".to_string(),
        Say::Die(DieFace::Rolled(d)) => format!("Dado: {}", die_face(*d, "onda")),
        Say::Die(DieFace::Earlier { seat, die, waiting: false }) => format!("Dado: {}, tirato dal giocatore {}", die_face(*die, "onda"), seat + 1),
        Say::Die(DieFace::Earlier { seat, die, waiting: true }) => format!("Dado: {}, tirato dal giocatore {}; aspetta il prossimo tiro", die_face(*die, "onda"), seat + 1),
        Say::PreviewPhotos(photos) if photos.is_empty() => "Nessun fotografo la vedrebbe.".to_string(),
        Say::PreviewPhotos(photos) => format!(
            "Foto: {}.",
            photo_list(photos, Lang::It, |seat, point, parts| format!("giocatore {seat} al punto {point} ({parts})"))
        ),
        Say::Hint(hint) => format!("Suggerimento: {}.", match hint {
            HintSay::Place(p) => format!("metti un fotografo sul punto {p}"),
            HintSay::Move { from, to } => format!("sposta il tuo fotografo dal punto {from} al punto {to}"),
            HintSay::Pass { moving: true } => "non muoverti".to_string(),
            HintSay::Pass { moving: false } => "prosegui senza secondo fotografo".to_string(),
            HintSay::Relocate(p) => format!("manda il tuo fotografo al punto {p}"),
            HintSay::Draw(k) => format!("pesca dal mazzo {}", kind(*k)),
            HintSay::Keep { fragment, row } => format!(
                "tieni il frammento {}, bordo {}, nella foto {}",
                kind(fragment.kind),
                COLOURS[super::colour_index(fragment.colour)].it,
                if *row == Row::Upper { "in alto" } else { "in basso" }
            ),
            HintSay::Discard => "non tenerne nessuno".to_string(),
            HintSay::Roll => "tira il dado".to_string(),
            HintSay::Swim(n) => format!("posa Nessie, la testa sulla casella {}, il corpo sulla casella {}, la coda sulla casella {}", n.head, n.body, n.tail),
            HintSay::Withdraw(p) => format!("togli dal lago il tuo fotografo del punto {p}"),
            HintSay::Flip(k) => format!("scambia i tuoi due posti {}, sopra e sotto", kind(*k)),
        }),
        Say::RolledBy(seat) => format!("Tiro del giocatore {}", seat + 1),
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
            Note::ThinkingOnPage(why) => format!("I computer forti ragionano su questa pagina, che nel frattempo si ferma: il worker che li esegue non ha risposto{}.", detail(why)),
        },
        Say::KeptGame { players, actions } => format!("{}, {}", PLAYER_COUNT.count(*players as u64, Lang::It), ACTIONS.count(*actions as u64, Lang::It)),
        Say::KeptUnreadable => "non si può aprire".to_string(),
    }
}

/// The note under the number of players, in Italian.
fn players_note(players: usize) -> String {
    let setup = Setup::seeded(players, 0);
    if setup.variant5 {
        return super::FIVE_NOTE.it.to_string();
    }
    format!(
        "In {players} giocatori, ognuno piazza {} intorno al lago.",
        PHOTOGRAPHERS.count(setup.photographers_each() as u64, Lang::It)
    )
}

/// A line of the game's log in Italian.
fn log(event: &Event, bots: &[usize]) -> String {
    const L: Lang = Lang::It;
    // "il giocatore 2", with "(computer)" for a bot's seat; `big` starts a sentence with it.
    let who = |seat: usize| {
        if bots.contains(&seat) {
            format!("il giocatore {} (computer)", seat + 1)
        } else {
            format!("il giocatore {}", seat + 1)
        }
    };
    let big = |seat: usize| format!("I{}", &who(seat)[1..]);
    let colour = |f: &blockness_lochness::Fragment| COLOURS[super::colour_index(f.colour)].it;
    let mark = |f: &blockness_lochness::Fragment| super::colour_mark(f.colour);
    let row = |r: Row| if r == Row::Upper { "sopra" } else { "sotto" };
    match event {
        Event::Placed {
            seat,
            point,
            kind: k,
        } => format!(
            "{} piazza un fotografo sul punto {point} ({}).",
            big(*seat),
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
                format!(" e scalza il fotografo del giocatore {}", b + 1)
            });
            format!(
                "{} sposta un fotografo dal punto {from} al punto {to} ({}){bump}.",
                big(*seat),
                kind(*k)
            )
        }
        Event::Stayed { seat } => format!("{} non sposta nessun fotografo.", big(*seat)),
        Event::NoSecond { seat } => format!("{} non piazza un secondo fotografo.", big(*seat)),
        Event::Relocated { seat, to, kind: k } => format!(
            "{} manda il fotografo scalzato sul punto {to} ({}).",
            big(*seat),
            kind(*k)
        ),
        Event::Drew {
            seat,
            deck,
            fragments,
        } => format!(
            "{} pesca dal mazzo {}: {}.",
            big(*seat),
            kind(*deck),
            fragment_list(fragments, L)
        ),
        Event::Rolled {
            seat,
            die: Die::Wave,
        } => format!("{} tira il dado: onda.", big(*seat)),
        Event::Rolled { seat, die } => {
            format!("{} tira il dado: {}.", big(*seat), die_face(*die, "onda"))
        }
        Event::Swam { seat, nessie } => format!(
            "{} sposta Nessie: testa sulla casella {}, corpo sulla {}, coda sulla {}.",
            big(*seat),
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
            "Foto per {}: il fotografo sul punto {point} ({}) pesca {}: {}.",
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
                    ", al posto di quello con il bordo {} {}",
                    colour(&old),
                    mark(&old)
                )
            });
            format!(
                "{} tiene il frammento {} con il bordo {} {}, {} il righello{instead}.",
                big(*seat),
                kind(fragment.kind),
                colour(fragment),
                mark(fragment),
                row(*r)
            )
        }
        Event::KeptNone { seat, .. } => {
            format!("{} non tiene nulla di quanto pescato.", big(*seat))
        }
        Event::Withdrew { seat, point } => {
            format!("{} toglie il fotografo dal punto {point}.", big(*seat))
        }
        Event::Flipped { seat, column } => {
            format!("{} gira la colonna {}.", big(*seat), kind(*column))
        }
        Event::LastRound { seats } => match Lang::It.number(seats.len()) {
            Number::One => format!(
                "Il giocatore {} ha completato entrambe le foto: questo è l'ultimo giro.",
                list(seats, "e")
            ),
            Number::Several => format!(
                "I giocatori {} hanno completato entrambe le foto: questo è l'ultimo giro.",
                list(seats, "e")
            ),
        },
        Event::Over {
            completed,
            winners,
            score,
            by_twos,
        } => {
            let why = match Lang::It.number(completed.len()) {
                Number::One => format!("il giocatore {} ha completato entrambe le foto e il giro è stato giocato fino in fondo", list(completed, "e")),
                Number::Several => format!("i giocatori {} hanno completato entrambe le foto e il giro è stato giocato fino in fondo", list(completed, "e")),
            };
            let points = POINTS.count(u64::from(score.points), L);
            let twos = TWOS.count(u64::from(score.twos), L);
            let result = match Lang::It.number(winners.len()) {
                Number::One if *by_twos => format!("Vince il giocatore {} con {points} e {twos}: a parità di punti decidono le giunture da 2 punti.", list(winners, "e")),
                Number::One => format!("Vince il giocatore {} con {points}.", list(winners, "e")),
                Number::Several => format!("I giocatori {} si dividono la vittoria con {points} e {twos} ciascuno.", list(winners, "e")),
            };
            format!("La partita è finita: {why}. {result}")
        }
    }
}
