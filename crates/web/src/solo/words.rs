//! The solo mode's words, in the three languages: fixed texts as [`Tr`] constants
//! (listed in [`ALL`]) and the sentences built from the puzzle's state ([`SoloNote`]).

use blockness_core::LinkError;
use blockness_puzzles::DateError;

use super::link::PuzzleLinkError;
use super::progress::ProgressError;
use crate::i18n::{texts::texts, Lang, Tr};
use crate::persist::StorageError;

texts! {
    SOLO = "Solo", "Solo", "Solo";
    SOLO_TITLE = "Solo puzzles", "Casse-têtes en solo", "Solo-Rätsel";
    SOLO_INTRO = "Your monster moves alone among statues: the other monsters never move. Place the number of segments asked, by the usual rules. Every puzzle has been solved by the computer, so there is always a way.",
        "Votre monstre avance seul parmi des statues\u{202f}: les autres monstres ne bougent jamais. Posez le nombre de segments demandé, selon les règles habituelles. L'ordinateur a résolu chaque casse-tête\u{202f}: il y a toujours un chemin.",
        "Dein Monster bewegt sich allein zwischen Statuen: Die anderen Monster bewegen sich nie. Lege so viele Segmente wie verlangt, nach den üblichen Regeln. Der Computer hat jedes Rätsel gelöst, es gibt also immer einen Weg.";
    DAILY = "Today's puzzle", "Casse-tête du jour", "Rätsel des Tages";
    DAILY_NOTE = "A new puzzle every day (UTC), the same for everyone, harder as the week goes on.",
        "Un nouveau casse-tête chaque jour (UTC), le même pour tous, plus difficile au fil de la semaine.",
        "Jeden Tag (UTC) ein neues Rätsel, für alle dasselbe, im Lauf der Woche schwieriger.";
    CAMPAIGN = "Levels", "Niveaux", "Stufen";
    TIER = "Tier", "Palier", "Stufe";
    LEVEL = "Level", "Niveau", "Level";
    STATE_NEW = "new", "nouveau", "neu";
    STATE_SOLVED = "solved", "résolu", "gelöst";
    STATE_CLEAN = "solved cleanly", "résolu sans aide", "sauber gelöst";
    RESTART = "Restart", "Recommencer", "Neu beginnen";
    RESTART_TITLE = "Take every move back to the puzzle's start",
        "Reprendre tous les coups jusqu'au début du casse-tête",
        "Alle Züge bis zum Anfang des Rätsels zurücknehmen";
    UNDO_TITLE = "Take back your last segment", "Reprendre votre dernier segment", "Dein letztes Segment zurücknehmen";
    HINT_TITLE = "Show a move that still reaches the goal (it counts as help)",
        "Montrer un coup qui atteint encore le but (cela compte comme une aide)",
        "Einen Zug zeigen, der das Ziel noch erreicht (zählt als Hilfe)";
    BACK_TO_LEVELS = "All levels", "Tous les niveaux", "Alle Stufen";
    NEXT_LEVEL = "Next level", "Niveau suivant", "Nächstes Level";
    PLAY_AGAIN = "Play again", "Rejouer", "Noch einmal";
    SOLVED = "Solved!", "Résolu\u{202f}!", "Gelöst!";
    SOLVED_CLEAN = "Solved cleanly: no undo, no hint.", "Résolu sans aide\u{202f}: ni annulation, ni indice.", "Sauber gelöst: ohne Rücknahme, ohne Tipp.";
    STUCK = "The goal can no longer be reached from here. Undo a move and try another way.",
        "Le but ne peut plus être atteint d'ici. Annulez un coup et essayez un autre chemin.",
        "Das Ziel ist von hier aus nicht mehr erreichbar. Nimm einen Zug zurück und versuche einen anderen Weg.";
    CHECKING = "Checking the position…", "Vérification de la position…", "Die Stellung wird geprüft…";
    LOADING = "Preparing the puzzle…", "Préparation du casse-tête…", "Das Rätsel wird vorbereitet…";
    COPY_SHARE = "Copy the result", "Copier le résultat", "Ergebnis kopieren";
    COPY_PUZZLE_LINK = "Copy a link to this puzzle", "Copier un lien vers ce casse-tête", "Einen Link zu diesem Rätsel kopieren";
    STATUES_NOTE = "Greyed monsters are statues: they never move, and their heads and tails still block arches.",
        "Les monstres grisés sont des statues\u{202f}: ils ne bougent jamais, et leurs têtes et queues bloquent toujours les arches.",
        "Ausgegraute Monster sind Statuen: Sie bewegen sich nie, und ihre Köpfe und Schwänze versperren weiterhin Bögen.";
    LOCKED = "locked", "verrouillé", "gesperrt";
    PUZZLE_BOARD = "Puzzle board", "Plateau du casse-tête", "Rätselbrett";
    DISMISS = "Dismiss", "Fermer", "Schließen";
}

/// A sentence of the solo view, in no language yet: [`SoloNote::text`] writes it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SoloNote {
    /// The counter: segments placed of the goal.
    Counter {
        /// Placed since the start.
        placed: usize,
        /// To place.
        goal: usize,
    },
    /// The solved screen's tally.
    Tally {
        /// Segments placed, undone ones included.
        moves: u32,
        /// Undos (a restart counts as one).
        undos: u32,
        /// Hints shown.
        hints: u32,
    },
    /// A tier's heading: "Tier 2: 4 of 20 solved".
    TierHeading {
        /// The tier.
        tier: usize,
        /// Levels solved in it.
        solved: usize,
        /// Levels in it.
        total: usize,
    },
    /// Why a tier is still locked.
    TierLocked {
        /// The tier before.
        before: usize,
        /// Levels of it still to solve.
        needed: usize,
    },
    /// The puzzle's title: "Level 3-07", "Puzzle of 2026-11-26", "Puzzle from a link".
    Title {
        /// The level's id.
        id: String,
    },
    /// A refused puzzle link.
    LinkRefused(PuzzleLinkError),
    /// The worker could not give the puzzle or answer about it.
    WorkerFailed(String),
    /// The stored progress could not be read and was set aside.
    ProgressSetAside {
        /// Why.
        error: ProgressError,
        /// Where it now is.
        key: &'static str,
    },
    /// The progress could not be stored.
    ProgressNotStored(StorageError),
    /// The result was copied.
    Copied,
    /// The result could not be copied: it is shown to copy by hand.
    NotCopied,
}

/// The share line of a solved daily puzzle, in the style of daily word games:
/// `Block Ness daily 2026-11-26 ★★★ 9/9, 0 undo, 0 hints`. It is the same in every
/// language, so that lines compare wherever they are posted.
pub fn share_line(
    date: &str,
    tier: u8,
    placed: usize,
    goal: usize,
    undos: u32,
    hints: u32,
) -> String {
    let stars = "★".repeat(usize::from(tier));
    let undo = if undos > 1 { "undos" } else { "undo" };
    let hint = if hints == 1 { "hint" } else { "hints" };
    format!("Block Ness daily {date} {stars} {placed}/{goal}, {undos} {undo}, {hints} {hint}")
}

impl SoloNote {
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match lang {
            Lang::En => en(self),
            Lang::Fr => fr(self),
            Lang::De => de(self),
        }
    }
}

fn title_en(id: &str) -> String {
    match id.strip_prefix(super::link::DAILY_PREFIX) {
        Some(date) => format!("Puzzle of {date}"),
        None if super::link::is_campaign_id(id) => format!("Level {id}"),
        None => "Puzzle from a link".into(),
    }
}

fn title_fr(id: &str) -> String {
    match id.strip_prefix(super::link::DAILY_PREFIX) {
        Some(date) => format!("Casse-tête du {date}"),
        None if super::link::is_campaign_id(id) => format!("Niveau {id}"),
        None => "Casse-tête reçu par lien".into(),
    }
}

fn title_de(id: &str) -> String {
    match id.strip_prefix(super::link::DAILY_PREFIX) {
        Some(date) => format!("Rätsel vom {date}"),
        None if super::link::is_campaign_id(id) => format!("Rätsel {id}"),
        None => "Rätsel aus einem Link".into(),
    }
}

fn link_en(e: &PuzzleLinkError) -> String {
    match e {
        PuzzleLinkError::NotAPuzzle | PuzzleLinkError::UnknownForm => {
            "its form is not one of a puzzle link".into()
        }
        PuzzleLinkError::TooLong => "it is far too long".into(),
        PuzzleLinkError::NoSuchLevel(id) => format!("there is no level \"{id}\""),
        PuzzleLinkError::BadDate(DateError::Format { .. }) => {
            "its date is not written YYYY-MM-DD".into()
        }
        PuzzleLinkError::BadDate(_) => "its date does not exist".into(),
        PuzzleLinkError::BadNumber => "its tier, seat or goal is not a small number".into(),
        PuzzleLinkError::Game(LinkError::Truncated) => "its game is cut short".into(),
        PuzzleLinkError::Game(_) => "its game cannot be read".into(),
        PuzzleLinkError::Level(_) => {
            "its puzzle cannot be played (seat or goal out of range)".into()
        }
    }
}

fn link_fr(e: &PuzzleLinkError) -> String {
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

fn link_de(e: &PuzzleLinkError) -> String {
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

fn storage_en(e: &StorageError) -> &'static str {
    match e {
        StorageError::QuotaExceeded => "the storage is full",
        _ => "storage is not available",
    }
}

fn storage_fr(e: &StorageError) -> &'static str {
    match e {
        StorageError::QuotaExceeded => "le stockage est plein",
        _ => "le stockage n'est pas disponible",
    }
}

fn storage_de(e: &StorageError) -> &'static str {
    match e {
        StorageError::QuotaExceeded => "der Speicher ist voll",
        _ => "der Speicher ist nicht verfügbar",
    }
}

fn en(note: &SoloNote) -> String {
    match note {
        SoloNote::Counter { placed, goal } => format!("Placed {placed} of {goal}"),
        SoloNote::Tally { moves, undos, hints } => format!("{moves} moves, {undos} undos, {hints} hints"),
        SoloNote::TierHeading { tier, solved, total } => format!("Tier {tier}: {solved} of {total} solved"),
        SoloNote::TierLocked { before, needed } => format!("Opens after {needed} more levels of tier {before}."),
        SoloNote::Title { id } => title_en(id),
        SoloNote::LinkRefused(e) => format!("This puzzle link cannot be opened: {}. Your games and your progress are unchanged.", link_en(e)),
        SoloNote::WorkerFailed(why) => format!("The puzzle solver is not available ({why}). Your games and your progress are unchanged."),
        SoloNote::ProgressSetAside { error: _, key } => format!("Your solo progress could not be read. It was set aside, untouched (storage key \"{key}\")."),
        SoloNote::ProgressNotStored(e) => format!("Your solo progress cannot be stored right now ({}).", storage_en(e)),
        SoloNote::Copied => "Result copied: paste it anywhere.".into(),
        SoloNote::NotCopied => "The result could not be copied: select it and copy it by hand.".into(),
    }
}

fn fr(note: &SoloNote) -> String {
    match note {
        SoloNote::Counter { placed, goal } => format!("Posés\u{202f}: {placed} sur {goal}"),
        SoloNote::Tally { moves, undos, hints } => format!("{moves} coups, {undos} annulations, {hints} indices"),
        SoloNote::TierHeading { tier, solved, total } => format!("Palier {tier}\u{202f}: {solved} résolus sur {total}"),
        SoloNote::TierLocked { before, needed } => format!("S'ouvre après {needed} niveaux de plus du palier {before}."),
        SoloNote::Title { id } => title_fr(id),
        SoloNote::LinkRefused(e) => format!("Ce lien de casse-tête ne peut pas être ouvert\u{202f}: {}. Vos parties et votre progression sont inchangées.", link_fr(e)),
        SoloNote::WorkerFailed(why) => format!("Le solveur de casse-têtes n'est pas disponible ({why}). Vos parties et votre progression sont inchangées."),
        SoloNote::ProgressSetAside { error: _, key } => format!("Votre progression en solo est illisible. Elle a été mise de côté, intacte (clé de stockage «\u{202f}{key}\u{202f}»)."),
        SoloNote::ProgressNotStored(e) => format!("Votre progression en solo ne peut pas être enregistrée pour l'instant ({}).", storage_fr(e)),
        SoloNote::Copied => "Résultat copié\u{202f}: collez-le où vous voulez.".into(),
        SoloNote::NotCopied => "Le résultat n'a pas pu être copié\u{202f}: sélectionnez-le et copiez-le à la main.".into(),
    }
}

fn de(note: &SoloNote) -> String {
    match note {
        SoloNote::Counter { placed, goal } => format!("Gelegt: {placed} von {goal}"),
        SoloNote::Tally { moves, undos, hints } => format!("{moves} Züge, {undos} Rücknahmen, {hints} Tipps"),
        SoloNote::TierHeading { tier, solved, total } => format!("Stufe {tier}: {solved} von {total} gelöst"),
        SoloNote::TierLocked { before, needed } => format!("Öffnet sich nach {needed} weiteren Levels der Stufe {before}."),
        SoloNote::Title { id } => title_de(id),
        SoloNote::LinkRefused(e) => format!("Dieser Rätsel-Link lässt sich nicht öffnen: {}. Deine Spiele und dein Fortschritt bleiben unverändert.", link_de(e)),
        SoloNote::WorkerFailed(why) => format!("Der Rätsellöser ist nicht verfügbar ({why}). Deine Spiele und dein Fortschritt bleiben unverändert."),
        SoloNote::ProgressSetAside { error: _, key } => format!("Dein Solo-Fortschritt war nicht lesbar. Er wurde unverändert beiseitegelegt (Speicherschlüssel „{key}“)."),
        SoloNote::ProgressNotStored(e) => format!("Dein Solo-Fortschritt kann gerade nicht gespeichert werden ({}).", storage_de(e)),
        SoloNote::Copied => "Ergebnis kopiert: Füge es ein, wo du willst.".into(),
        SoloNote::NotCopied => "Das Ergebnis ließ sich nicht kopieren: Markiere es und kopiere es von Hand.".into(),
    }
}
