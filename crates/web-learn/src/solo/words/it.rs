//! The solo mode's sentences in Italian.

use blockness_core::LinkError;
use blockness_puzzles::DateError;

use super::{SoloNote, HINTS, LEVELS_SOLVED, MORE_LEVELS, MOVES, SEGMENTS, UNDOS};
use crate::solo::link::PuzzleLinkError;
use crate::solo::maker::MakerError;
use blockness_web_board::words::{Lang, Message};
use blockness_web_common::StorageError;

/// An Italian solo sentence.
pub(super) fn say(note: &SoloNote) -> String {
    match note {
        SoloNote::Counter { placed, goal } => format!("Posati: {placed} su {goal}"),
        SoloNote::Tally { moves, undos, hints } => format!("{}, {}, {}", count(&MOVES, *moves), count(&UNDOS, *undos), count(&HINTS, *hints)),
        SoloNote::TierHeading { tier, solved, total } => format!("Fascia {tier}: {} su {total}", LEVELS_SOLVED.count(*solved as u64, Lang::It)),
        SoloNote::TierLocked { before, needed } => format!("Si apre dopo {} della fascia {before}.", MORE_LEVELS.count(*needed as u64, Lang::It)),
        SoloNote::Goal { goal, colour } => format!("Obiettivo: posa {} con {}.", SEGMENTS.count(*goal as u64, Lang::It), Message::Player(*colour).text(Lang::It)),
        SoloNote::Title { id } => title(id),
        SoloNote::LinkRefused(e) => format!("Questo link a un rompicapo non si può aprire: {}. Le tue partite e i tuoi progressi restano invariati.", link(e)),
        SoloNote::WorkerFailed(why) => format!("Il risolutore dei rompicapi non è disponibile ({why}). Le tue partite e i tuoi progressi restano invariati."),
        SoloNote::ProgressSetAside { error: _, key } => format!("Non è stato possibile leggere i tuoi progressi in solitario. Sono stati messi da parte, intatti (chiave di archiviazione «{key}»)."),
        SoloNote::ProgressNotStored(e) => format!("Per ora i tuoi progressi in solitario non si possono salvare ({}).", storage(e)),
        SoloNote::Copied => "Risultato copiato: incollalo dove vuoi.".into(),
        SoloNote::NotCopied => "Non è stato possibile copiare il risultato: selezionalo e copialo a mano.".into(),
        SoloNote::MakerRefused(e) => match e {
            MakerError::NoSeat => "Prima scegli il tuo colore.".into(),
            MakerError::NothingLeft => "Al tuo colore non restano segmenti da posare: scegline un altro, o annulla una mossa.".into(),
            MakerError::Level(_) => "Questa posizione non può diventare un rompicapo: il tuo colore deve avere il suo segmento iniziale nel loch.".into(),
            MakerError::Solver(why) => format!("Il risolutore non è riuscito a verificare il rompicapo ({why}). Il tuo tabellone è come l'hai lasciato."),
        },
        SoloNote::LinkCopied => "Link copiato: mandalo a chi vuoi.".into(),
        SoloNote::LinkNotCopied => "Non è stato possibile copiare il link: selezionalo e copialo a mano.".into(),
    }
}

/// `n` and the noun in the form it takes.
fn count(noun: &blockness_web_common::Plural, n: u32) -> String {
    noun.count(n.into(), Lang::It)
}

/// A puzzle's title from its id.
fn title(id: &str) -> String {
    match id.strip_prefix(crate::solo::link::DAILY_PREFIX) {
        Some(date) => format!("Rompicapo del {date}"),
        None if crate::solo::link::is_campaign_id(id) => format!("Livello {id}"),
        None if id == crate::solo::maker::MADE_ID => "Il tuo rompicapo".into(),
        None => "Rompicapo ricevuto via link".into(),
    }
}

/// Why a puzzle link does not open.
fn link(e: &PuzzleLinkError) -> String {
    match e {
        PuzzleLinkError::NotAPuzzle | PuzzleLinkError::UnknownForm => {
            "la sua forma non è quella di un link a un rompicapo".into()
        }
        PuzzleLinkError::TooLong => "è decisamente troppo lungo".into(),
        PuzzleLinkError::NoSuchLevel(id) => format!("non esiste un livello «{id}»"),
        PuzzleLinkError::BadDate(DateError::Format { .. }) => {
            "la sua data non è scritta nella forma AAAA-MM-GG".into()
        }
        PuzzleLinkError::BadDate(_) => "la sua data non esiste".into(),
        PuzzleLinkError::BadNumber => {
            "la fascia, il posto o l'obiettivo non è un numero piccolo".into()
        }
        PuzzleLinkError::Game(LinkError::Truncated) => "la sua partita è troncata".into(),
        PuzzleLinkError::Game(_) => "la sua partita è illeggibile".into(),
        PuzzleLinkError::Level(_) => {
            "il suo rompicapo non si può giocare (posto o obiettivo fuori dai limiti)".into()
        }
    }
}

/// Why the progress cannot be stored.
fn storage(e: &StorageError) -> String {
    e.reason(Lang::It)
}
