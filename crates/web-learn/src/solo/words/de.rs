//! The solo mode's sentences in German.

use blockness_core::LinkError;
use blockness_puzzles::DateError;

use super::{SoloNote, HINTS, LEVELS_SOLVED, MORE_LEVELS, MOVES, SEGMENTS, UNDOS};
use crate::solo::link::PuzzleLinkError;
use crate::solo::maker::MakerError;
use blockness_web_board::words::{Lang, Message};
use blockness_web_common::StorageError;

/// A German solo sentence.
pub(super) fn say(note: &SoloNote) -> String {
    match note {
        SoloNote::Counter { placed, goal } => format!("Gelegt: {placed} von {goal}"),
        SoloNote::Tally { moves, undos, hints } => format!("{}, {}, {}", count(&MOVES, *moves), count(&UNDOS, *undos), count(&HINTS, *hints)),
        SoloNote::TierHeading { tier, solved, total } => format!("Stufe {tier}: {solved} von {total} {}", LEVELS_SOLVED.word(*solved as u64, Lang::De)),
        SoloNote::TierLocked { before, needed } => format!("Öffnet sich nach {} der Stufe {before}.", MORE_LEVELS.count(*needed as u64, Lang::De)),
        SoloNote::Goal { goal, colour } => format!("Ziel: Lege {} mit {}.", SEGMENTS.count(*goal as u64, Lang::De), Message::Player(*colour).text(Lang::De)),
        SoloNote::Title { id } => title(id),
        SoloNote::LinkRefused(e) => format!("Dieser Rätsel-Link lässt sich nicht öffnen: {}. Deine Spiele und dein Fortschritt bleiben unverändert.", link(e)),
        SoloNote::WorkerFailed(why) => format!("Der Rätsellöser ist nicht verfügbar ({why}). Deine Spiele und dein Fortschritt bleiben unverändert."),
        SoloNote::ProgressSetAside { error: _, key } => format!("Dein Solo-Fortschritt war nicht lesbar. Er wurde unverändert beiseitegelegt (Speicherschlüssel „{key}“)."),
        SoloNote::ProgressNotStored(e) => format!("Dein Solo-Fortschritt kann gerade nicht gespeichert werden ({}).", storage(e)),
        SoloNote::Copied => "Ergebnis kopiert: Füge es ein, wo du willst.".into(),
        SoloNote::NotCopied => "Das Ergebnis ließ sich nicht kopieren: Markiere es und kopiere es von Hand.".into(),
        SoloNote::MakerRefused(e) => match e {
            MakerError::NoSeat => "Wähle zuerst deine Farbe.".into(),
            MakerError::NothingLeft => "Deine Farbe hat kein Segment mehr zu legen: Wähle eine andere oder nimm einen Zug zurück.".into(),
            MakerError::Level(_) => "Aus dieser Stellung wird kein Rätsel: Deine Farbe braucht ihr Startmonster im See.".into(),
            MakerError::Solver(why) => format!("Der Löser konnte das Rätsel nicht prüfen ({why}). Dein Brett bleibt, wie du es verlassen hast."),
        },
        SoloNote::LinkCopied => "Link kopiert: Schicke ihn, wem du willst.".into(),
        SoloNote::LinkNotCopied => "Der Link ließ sich nicht kopieren: Markiere ihn und kopiere ihn von Hand.".into(),
    }
}

/// `n` and the noun in the form it takes.
fn count(noun: &blockness_web_common::Plural, n: u32) -> String {
    noun.count(n.into(), Lang::De)
}

/// A puzzle's title from its id.
fn title(id: &str) -> String {
    match id.strip_prefix(crate::solo::link::DAILY_PREFIX) {
        Some(date) => format!("Rätsel vom {date}"),
        None if crate::solo::link::is_campaign_id(id) => format!("Level {id}"),
        None if id == crate::solo::maker::MADE_ID => "Dein Rätsel".into(),
        None => "Rätsel aus einem Link".into(),
    }
}

/// Why a puzzle link does not open.
fn link(e: &PuzzleLinkError) -> String {
    match e {
        PuzzleLinkError::NotAPuzzle | PuzzleLinkError::UnknownForm => {
            "seine Form ist nicht die eines Rätsel-Links".into()
        }
        PuzzleLinkError::TooLong => "er ist viel zu lang".into(),
        PuzzleLinkError::NoSuchLevel(id) => format!("es gibt kein Level „{id}“"),
        PuzzleLinkError::BadDate(DateError::Format { .. }) => {
            "sein Datum ist nicht als JJJJ-MM-TT geschrieben".into()
        }
        PuzzleLinkError::BadDate(_) => "sein Datum gibt es nicht".into(),
        PuzzleLinkError::BadNumber => "Stufe, Platz oder Ziel ist keine kleine Zahl".into(),
        PuzzleLinkError::Game(LinkError::Truncated) => "sein Spiel ist abgeschnitten".into(),
        PuzzleLinkError::Game(_) => "sein Spiel ist nicht lesbar".into(),
        PuzzleLinkError::Level(_) => {
            "sein Rätsel ist nicht spielbar (Platz oder Ziel außerhalb des Bereichs)".into()
        }
    }
}

/// Why the progress cannot be stored.
fn storage(e: &StorageError) -> String {
    e.reason(Lang::De)
}
