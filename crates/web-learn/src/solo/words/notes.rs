//! The sentences of the solo view, built from the puzzle's state: [`SoloNote`], each
//! written once with its four languages side by side in [`SoloNote::text`].

use blockness_core::{Colour, LinkError};
use blockness_puzzles::DateError;
use blockness_web_board::words::{Lang, Message};
use blockness_web_common::{say, Plural, StorageError};

use super::{HINTS, LEVELS_SOLVED, MORE_LEVELS, MOVES, SEGMENTS, UNDOS};
use crate::solo::link::{is_campaign_id, PuzzleLinkError, DAILY_PREFIX};
use crate::solo::maker::{MakerError, MADE_ID};
use crate::solo::progress::ProgressError;

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
    /// The puzzle's goal: "Goal: place 6 segments with Orange (O)."
    Goal {
        /// Segments to place.
        goal: usize,
        /// The colour that moves.
        colour: Colour,
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
    /// The made puzzle cannot be checked as set.
    MakerRefused(MakerError),
    /// The made puzzle's link was copied.
    LinkCopied,
    /// The made puzzle's link could not be copied: it is shown to copy by hand.
    LinkNotCopied,
}

impl SoloNote {
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let count = |noun: &Plural, n: u64| noun.count(n, lang);
        match self {
            SoloNote::Counter { placed, goal } => say!(
                lang,
                "Placed {placed} of {goal}",
                "Posés\u{202f}: {placed} sur {goal}",
                "Gelegt: {placed} von {goal}",
                "Posati: {placed} su {goal}",
            ),
            // The same list in every language: only the counted nouns differ.
            SoloNote::Tally {
                moves,
                undos,
                hints,
            } => format!(
                "{}, {}, {}",
                count(&MOVES, (*moves).into()),
                count(&UNDOS, (*undos).into()),
                count(&HINTS, (*hints).into()),
            ),
            SoloNote::TierHeading {
                tier,
                solved,
                total,
            } => {
                // English and German put the count apart from its word; French and
                // Italian count the word.
                let word = LEVELS_SOLVED.word(*solved as u64, lang);
                let counted = count(&LEVELS_SOLVED, *solved as u64);
                say!(
                    lang,
                    "Tier {tier}: {solved} of {total} {word}",
                    "Palier {tier}\u{202f}: {counted} sur {total}",
                    "Stufe {tier}: {solved} von {total} {word}",
                    "Fascia {tier}: {counted} su {total}",
                )
            }
            SoloNote::TierLocked { before, needed } => say!(
                lang,
                "Opens after {more} of tier {before}.",
                "S'ouvre après {more} du palier {before}.",
                "Öffnet sich nach {more} der Stufe {before}.",
                "Si apre dopo {more} della fascia {before}.",
                more = count(&MORE_LEVELS, *needed as u64),
            ),
            SoloNote::Goal { goal, colour } => say!(
                lang,
                "Goal: place {segments} with {player}.",
                "But\u{202f}: posez {segments} avec {player}.",
                "Ziel: Lege {segments} mit {player}.",
                "Obiettivo: posa {segments} con {player}.",
                segments = count(&SEGMENTS, *goal as u64),
                player = Message::Player(*colour).text(lang),
            ),
            SoloNote::Title { id } => match id.strip_prefix(DAILY_PREFIX) {
                Some(date) => say!(
                    lang,
                    "Puzzle of {date}",
                    "Casse-tête du {date}",
                    "Rätsel vom {date}",
                    "Rompicapo del {date}",
                ),
                None if is_campaign_id(id) => {
                    say!(lang, "Level {id}", "Niveau {id}", "Level {id}", "Livello {id}")
                }
                None if id == MADE_ID => say!(
                    lang,
                    "Your puzzle",
                    "Votre casse-tête",
                    "Dein Rätsel",
                    "Il tuo rompicapo",
                ),
                None => say!(
                    lang,
                    "Puzzle from a link",
                    "Casse-tête reçu par lien",
                    "Rätsel aus einem Link",
                    "Rompicapo ricevuto via link",
                ),
            },
            SoloNote::LinkRefused(e) => say!(
                lang,
                "This puzzle link cannot be opened: {why}. Your games and your progress are unchanged.",
                "Ce lien de casse-tête ne peut pas être ouvert\u{202f}: {why}. Vos parties et votre progression sont inchangées.",
                "Dieser Rätsel-Link lässt sich nicht öffnen: {why}. Deine Spiele und dein Fortschritt bleiben unverändert.",
                "Questo link a un rompicapo non si può aprire: {why}. Le tue partite e i tuoi progressi restano invariati.",
                why = link_refusal(e, lang),
            ),
            SoloNote::WorkerFailed(why) => say!(
                lang,
                "The puzzle solver is not available ({why}). Your games and your progress are unchanged.",
                "Le solveur de casse-têtes n'est pas disponible ({why}). Vos parties et votre progression sont inchangées.",
                "Der Rätsellöser ist nicht verfügbar ({why}). Deine Spiele und dein Fortschritt bleiben unverändert.",
                "Il risolutore dei rompicapi non è disponibile ({why}). Le tue partite e i tuoi progressi restano invariati.",
            ),
            SoloNote::ProgressSetAside { error: _, key } => say!(
                lang,
                "Your solo progress could not be read. It was set aside, untouched (storage key \"{key}\").",
                "Votre progression en solo est illisible. Elle a été mise de côté, intacte (clé de stockage «\u{202f}{key}\u{202f}»).",
                "Dein Solo-Fortschritt war nicht lesbar. Er wurde unverändert beiseitegelegt (Speicherschlüssel „{key}“).",
                "Non è stato possibile leggere i tuoi progressi in solitario. Sono stati messi da parte, intatti (chiave di archiviazione «{key}»).",
            ),
            SoloNote::ProgressNotStored(e) => say!(
                lang,
                "Your solo progress cannot be stored right now ({why}).",
                "Votre progression en solo ne peut pas être enregistrée pour l'instant ({why}).",
                "Dein Solo-Fortschritt kann gerade nicht gespeichert werden ({why}).",
                "Per ora i tuoi progressi in solitario non si possono salvare ({why}).",
                why = e.reason(lang),
            ),
            SoloNote::Copied => say!(
                lang,
                "Result copied: paste it anywhere.",
                "Résultat copié\u{202f}: collez-le où vous voulez.",
                "Ergebnis kopiert: Füge es ein, wo du willst.",
                "Risultato copiato: incollalo dove vuoi.",
            ),
            SoloNote::NotCopied => say!(
                lang,
                "The result could not be copied: select it and copy it by hand.",
                "Le résultat n'a pas pu être copié\u{202f}: sélectionnez-le et copiez-le à la main.",
                "Das Ergebnis ließ sich nicht kopieren: Markiere es und kopiere es von Hand.",
                "Non è stato possibile copiare il risultato: selezionalo e copialo a mano.",
            ),
            SoloNote::MakerRefused(MakerError::NoSeat) => say!(
                lang,
                "Choose your colour first.",
                "Choisissez d'abord votre couleur.",
                "Wähle zuerst deine Farbe.",
                "Prima scegli il tuo colore.",
            ),
            SoloNote::MakerRefused(MakerError::NothingLeft) => say!(
                lang,
                "Your colour has no segment left to place: choose another, or undo a move.",
                "Votre couleur n'a plus de segment à poser\u{202f}: choisissez-en une autre, ou annulez un coup.",
                "Deine Farbe hat kein Segment mehr zu legen: Wähle eine andere oder nimm einen Zug zurück.",
                "Al tuo colore non restano segmenti da posare: scegline un altro, o annulla una mossa.",
            ),
            SoloNote::MakerRefused(MakerError::Level(_)) => say!(
                lang,
                "This position cannot be made a puzzle: your colour needs its starter on the loch.",
                "Cette position ne peut pas devenir un casse-tête\u{202f}: votre couleur doit avoir son monstre de départ sur le loch.",
                "Aus dieser Stellung wird kein Rätsel: Deine Farbe braucht ihr Startmonster im See.",
                "Questa posizione non può diventare un rompicapo: il tuo colore deve avere il suo segmento iniziale nel loch.",
            ),
            SoloNote::MakerRefused(MakerError::Solver(why)) => say!(
                lang,
                "The solver could not check the puzzle ({why}). Your board is as you left it.",
                "Le solveur n'a pas pu vérifier le casse-tête ({why}). Votre plateau est tel que vous l'avez laissé.",
                "Der Löser konnte das Rätsel nicht prüfen ({why}). Dein Brett bleibt, wie du es verlassen hast.",
                "Il risolutore non è riuscito a verificare il rompicapo ({why}). Il tuo tabellone è come l'hai lasciato.",
            ),
            SoloNote::LinkCopied => say!(
                lang,
                "Link copied: send it to anyone.",
                "Lien copié\u{202f}: envoyez-le à qui vous voulez.",
                "Link kopiert: Schicke ihn, wem du willst.",
                "Link copiato: mandalo a chi vuoi.",
            ),
            SoloNote::LinkNotCopied => say!(
                lang,
                "The link could not be copied: select it and copy it by hand.",
                "Le lien n'a pas pu être copié\u{202f}: sélectionnez-le et copiez-le à la main.",
                "Der Link ließ sich nicht kopieren: Markiere ihn und kopiere ihn von Hand.",
                "Non è stato possibile copiare il link: selezionalo e copialo a mano.",
            ),
        }
    }
}

/// Why a puzzle link does not open, as the clause after "cannot be opened:".
fn link_refusal(e: &PuzzleLinkError, lang: Lang) -> String {
    match e {
        PuzzleLinkError::NotAPuzzle | PuzzleLinkError::UnknownForm => say!(
            lang,
            "its form is not one of a puzzle link",
            "sa forme n'est pas celle d'un lien de casse-tête",
            "seine Form ist nicht die eines Rätsel-Links",
            "la sua forma non è quella di un link a un rompicapo",
        ),
        PuzzleLinkError::TooLong => say!(
            lang,
            "it is far too long",
            "il est bien trop long",
            "er ist viel zu lang",
            "è decisamente troppo lungo",
        ),
        PuzzleLinkError::NoSuchLevel(id) => say!(
            lang,
            "there is no level \"{id}\"",
            "il n'existe pas de niveau «\u{202f}{id}\u{202f}»",
            "es gibt kein Level „{id}“",
            "non esiste un livello «{id}»",
        ),
        PuzzleLinkError::BadDate(DateError::Format { .. }) => say!(
            lang,
            "its date is not written YYYY-MM-DD",
            "sa date n'est pas écrite AAAA-MM-JJ",
            "sein Datum ist nicht als JJJJ-MM-TT geschrieben",
            "la sua data non è scritta nella forma AAAA-MM-GG",
        ),
        PuzzleLinkError::BadDate(_) => say!(
            lang,
            "its date does not exist",
            "sa date n'existe pas",
            "sein Datum gibt es nicht",
            "la sua data non esiste",
        ),
        PuzzleLinkError::BadNumber => say!(
            lang,
            "its tier, seat or goal is not a small number",
            "son palier, sa place ou son but n'est pas un petit nombre",
            "Stufe, Platz oder Ziel ist keine kleine Zahl",
            "la fascia, il posto o l'obiettivo non è un numero piccolo",
        ),
        PuzzleLinkError::Game(LinkError::Truncated) => say!(
            lang,
            "its game is cut short",
            "sa partie est tronquée",
            "sein Spiel ist abgeschnitten",
            "la sua partita è troncata",
        ),
        PuzzleLinkError::Game(_) => say!(
            lang,
            "its game cannot be read",
            "sa partie est illisible",
            "sein Spiel ist nicht lesbar",
            "la sua partita è illeggibile",
        ),
        PuzzleLinkError::Level(_) => say!(
            lang,
            "its puzzle cannot be played (seat or goal out of range)",
            "son casse-tête ne peut pas être joué (place ou but hors limites)",
            "sein Rätsel ist nicht spielbar (Platz oder Ziel außerhalb des Bereichs)",
            "il suo rompicapo non si può giocare (posto o obiettivo fuori dai limiti)",
        ),
    }
}
