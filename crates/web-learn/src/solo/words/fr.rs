//! The solo mode's sentences in French.

use blockness_core::LinkError;
use blockness_puzzles::DateError;

use super::{SoloNote, HINTS, LEVELS_SOLVED, MORE_LEVELS, MOVES, SEGMENTS, UNDOS};
use crate::solo::link::PuzzleLinkError;
use crate::solo::maker::MakerError;
use blockness_web_board::words::{Lang, Message};
use blockness_web_common::StorageError;

/// A French solo sentence.
pub(super) fn say(note: &SoloNote) -> String {
    match note {
        SoloNote::Counter { placed, goal } => format!("Posés\u{202f}: {placed} sur {goal}"),
        SoloNote::Tally { moves, undos, hints } => format!("{}, {}, {}", count(&MOVES, *moves), count(&UNDOS, *undos), count(&HINTS, *hints)),
        SoloNote::TierHeading { tier, solved, total } => format!("Palier {tier}\u{202f}: {} sur {total}", LEVELS_SOLVED.count(*solved as u64, Lang::Fr)),
        SoloNote::TierLocked { before, needed } => format!("S'ouvre après {} du palier {before}.", MORE_LEVELS.count(*needed as u64, Lang::Fr)),
        SoloNote::Goal { goal, colour } => format!("But\u{202f}: posez {} avec {}.", SEGMENTS.count(*goal as u64, Lang::Fr), Message::Player(*colour).text(Lang::Fr)),
        SoloNote::Title { id } => title(id),
        SoloNote::LinkRefused(e) => format!("Ce lien de casse-tête ne peut pas être ouvert\u{202f}: {}. Vos parties et votre progression sont inchangées.", link(e)),
        SoloNote::WorkerFailed(why) => format!("Le solveur de casse-têtes n'est pas disponible ({why}). Vos parties et votre progression sont inchangées."),
        SoloNote::ProgressSetAside { error: _, key } => format!("Votre progression en solo est illisible. Elle a été mise de côté, intacte (clé de stockage «\u{202f}{key}\u{202f}»)."),
        SoloNote::ProgressNotStored(e) => format!("Votre progression en solo ne peut pas être enregistrée pour l'instant ({}).", storage(e)),
        SoloNote::Copied => "Résultat copié\u{202f}: collez-le où vous voulez.".into(),
        SoloNote::NotCopied => "Le résultat n'a pas pu être copié\u{202f}: sélectionnez-le et copiez-le à la main.".into(),
        SoloNote::MakerRefused(e) => match e {
            MakerError::NoSeat => "Choisissez d'abord votre couleur.".into(),
            MakerError::NothingLeft => "Votre couleur n'a plus de segment à poser\u{202f}: choisissez-en une autre, ou annulez un coup.".into(),
            MakerError::Level(_) => "Cette position ne peut pas devenir un casse-tête\u{202f}: votre couleur doit avoir son monstre de départ sur le loch.".into(),
            MakerError::Solver(why) => format!("Le solveur n'a pas pu vérifier le casse-tête ({why}). Votre plateau est tel que vous l'avez laissé."),
        },
        SoloNote::LinkCopied => "Lien copié\u{202f}: envoyez-le à qui vous voulez.".into(),
        SoloNote::LinkNotCopied => "Le lien n'a pas pu être copié\u{202f}: sélectionnez-le et copiez-le à la main.".into(),
    }
}

/// `n` and the noun in the form it takes.
fn count(noun: &blockness_web_common::Plural, n: u32) -> String {
    noun.count(n.into(), Lang::Fr)
}

/// A puzzle's title from its id.
fn title(id: &str) -> String {
    match id.strip_prefix(crate::solo::link::DAILY_PREFIX) {
        Some(date) => format!("Casse-tête du {date}"),
        None if crate::solo::link::is_campaign_id(id) => format!("Niveau {id}"),
        None if id == crate::solo::maker::MADE_ID => "Votre casse-tête".into(),
        None => "Casse-tête reçu par lien".into(),
    }
}

/// Why a puzzle link does not open.
fn link(e: &PuzzleLinkError) -> String {
    match e {
        PuzzleLinkError::NotAPuzzle | PuzzleLinkError::UnknownForm => {
            "sa forme n'est pas celle d'un lien de casse-tête".into()
        }
        PuzzleLinkError::TooLong => "il est bien trop long".into(),
        PuzzleLinkError::NoSuchLevel(id) => {
            format!("il n'existe pas de niveau «\u{202f}{id}\u{202f}»")
        }
        PuzzleLinkError::BadDate(DateError::Format { .. }) => {
            "sa date n'est pas écrite AAAA-MM-JJ".into()
        }
        PuzzleLinkError::BadDate(_) => "sa date n'existe pas".into(),
        PuzzleLinkError::BadNumber => {
            "son palier, sa place ou son but n'est pas un petit nombre".into()
        }
        PuzzleLinkError::Game(LinkError::Truncated) => "sa partie est tronquée".into(),
        PuzzleLinkError::Game(_) => "sa partie est illisible".into(),
        PuzzleLinkError::Level(_) => {
            "son casse-tête ne peut pas être joué (place ou but hors limites)".into()
        }
    }
}

/// Why the progress cannot be stored.
fn storage(e: &StorageError) -> String {
    e.reason(Lang::Fr)
}
