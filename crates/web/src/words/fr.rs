//! The page's own sentences in French; the board's are in `blockness_web_board::words`.

use blockness_core::{Colour, IllegalMove, LinkError, SetupError};
use blockness_web_board::seat::SeatCodeError;
use blockness_web_board::words::{self as board, WorkerTrouble};

use super::PageMessage;
use crate::library::{GameState, LibraryError};
use crate::persist::{SaveError, StorageError};
use blockness_web_common::Lang;

fn colour(c: Colour) -> &'static str {
    board::colour_name(c, Lang::Fr)
}

fn refusal(r: &IllegalMove) -> String {
    board::refusal(r, Lang::Fr)
}

fn trouble(t: &WorkerTrouble) -> String {
    board::trouble(t, Lang::Fr)
}

fn setup_error(e: &SetupError) -> String {
    match *e {
        SetupError::PlayerCount { players, max } => {
            format!("une partie se joue de 2 à {max} joueurs, pas à {players}")
        }
        SetupError::ColourCount { players, colours } => {
            format!(
                "il faut {players} couleurs pour {players} joueurs, mais {colours} ont été indiquées"
            )
        }
        SetupError::DuplicateColour { colour: c } => {
            format!(
                "deux joueurs ne peuvent pas choisir tous les deux {}",
                colour(c)
            )
        }
        SetupError::ColourNotInEdition { colour: c } => {
            format!("cette édition n'a pas de monstre {}", colour(c))
        }
        SetupError::SwapNeedsTwoPlayers { .. } => {
            "la règle de l'échange ne vaut que pour deux joueurs".into()
        }
    }
}

fn library_error(e: &LibraryError) -> String {
    match e {
        LibraryError::Json(detail) => format!("ce n'est pas un fichier de parties ({detail})"),
        LibraryError::Format(_) => "ce n'est pas un fichier de parties de Block Ness".into(),
        LibraryError::Version(v) => {
            format!("il a été écrit par une autre version de la page ({v})")
        }
        LibraryError::Game { index, error } => {
            format!("partie {}\u{202f}: {}", index + 1, save_error(error))
        }
        LibraryError::DuplicateId(id) => format!("deux parties portent le nom {id}"),
    }
}

fn storage_trouble(e: &StorageError) -> String {
    e.reason(blockness_web_common::Lang::Fr)
}

fn link_error(e: &LinkError) -> String {
    match e {
        LinkError::Empty => "il ne contient aucune partie".into(),
        LinkError::UnknownVersion { version } if !version.is_ascii_digit() => {
            "ce n'est pas un lien de Block Ness".into()
        }
        LinkError::UnknownVersion { version } => {
            format!("il vient d'une version inconnue du jeu ({version:?})")
        }
        LinkError::BadCharacter { position, ch } => format!(
            "le caractère {} ({ch:?}) ne peut pas figurer dans un lien de partie",
            position + 1
        ),
        LinkError::Truncated => "il est incomplet".into(),
        LinkError::TrailingData => "il a des caractères en trop à la fin".into(),
        LinkError::BadHeader => "ses réglages de partie ne sont pas valables".into(),
        LinkError::BadMoveCode { index } => {
            format!("le coup {} n'est pas un coup valable", index + 1)
        }
        LinkError::Setup(e) => format!(
            "ses réglages de partie sont refusés\u{202f}: {}",
            setup_error(e)
        ),
        LinkError::IllegalMove { index, reason } => {
            format!(
                "le coup {} est interdit\u{202f}: {}",
                index + 1,
                refusal(reason)
            )
        }
    }
}

fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::Json(detail) => {
            format!("ce ne sont pas des données de partie enregistrée ({detail})")
        }
        SaveError::Version(v) => {
            format!("elle a été écrite par une autre version de la page ({v})")
        }
        SaveError::Link(e) => format!("sa partie est illisible\u{202f}: {}", link_error(e)),
        SaveError::Redo { index, reason } => format!(
            "le coup annulé {} ne convient plus\u{202f}: {}",
            index + 1,
            refusal(reason)
        ),
        SaveError::Seats { players, stored } => {
            format!("elle prévoit {stored} joueurs pour une partie à {players} joueurs")
        }
    }
}

fn seat_code_error(e: &SeatCodeError) -> String {
    match *e {
        SeatCodeError::UnknownLetter { position, ch } => format!(
            "la lettre {} est {ch:?}, alors que seules h, e, m et s sont connues",
            position + 1
        ),
        SeatCodeError::WrongCount { players, letters } => {
            format!("elle a {letters} lettres pour une partie à {players} joueurs")
        }
    }
}

/// The message in French.
pub(super) fn say(m: &PageMessage) -> String {
    use PageMessage::*;
    match m {
        Board(m) => m.text(Lang::Fr),
        SavedGameSetAside { error, key } => format!(
            "La partie enregistrée n'a pas pu être reprise\u{202f}: {}. Elle a été mise de côté (clé de stockage «\u{202f}{key}\u{202f}») et une nouvelle partie a commencé.",
            save_error(error)
        ),
        LinkRefusedAtLoad { error, kept } => {
            let kept = if *kept {
                " Votre partie enregistrée est conservée\u{202f}: «\u{202f}Reprendre la partie enregistrée\u{202f}» y ramène."
            } else {
                ""
            };
            format!("Impossible d'ouvrir ce lien\u{202f}: {}. Une nouvelle partie est affichée à la place.{kept}", link_error(error))
        }
        LinkRefused(error) => format!(
            "Impossible d'ouvrir ce lien\u{202f}: {}. La partie en cours reste inchangée.",
            link_error(error)
        ),
        LinkPartlyReadable(1) => "Son premier coup reste lisible\u{202f}: choisissez «\u{202f}Ouvrir les coups lisibles\u{202f}» pour continuer à partir de là.".into(),
        LinkPartlyReadable(n) => format!("Ses {n} premiers coups restent lisibles\u{202f}: choisissez «\u{202f}Ouvrir les coups lisibles\u{202f}» pour continuer à partir de là."),
        SeatCodeUnreadable(error) => format!(
            "La liste des joueurs ordinateur du lien est illisible\u{202f}: {}. Tous les joueurs sont donc humains.",
            seat_code_error(error)
        ),
        UndoneMovesDropped(reason) => format!(
            "Les coups annulés ne conviennent plus et ont été abandonnés\u{202f}: {}.",
            refusal(reason)
        ),
        GameCannotStart(error) => {
            format!("Cette partie ne peut pas commencer\u{202f}: {}.", setup_error(error))
        }
        BotFailed(why) => format!(
            "L'ordinateur n'a pas pu jouer ({}). La partie attend\u{202f}: annulez, ou laissez l'ordinateur réessayer.",
            trouble(why)
        ),
        AnalysisFailed(why) => format!(
            "L'analyse s'est arrêtée\u{202f}: l'ordinateur n'a pas pu juger un coup ({}). Ce qui a été trouvé reste.",
            trouble(why)
        ),
        MoveRefused(reason) => format!("Ce coup est refusé\u{202f}: {}.", refusal(reason)),
        LinkCopied => "Lien copié\u{202f}: quiconque l'ouvre verra cette partie.".into(),
        LibrarySetAside { error, key } => format!(
            "Vos parties n'ont pas pu être lues\u{202f}: {}. Elles ont été mises de côté, intactes (clé de stockage «\u{202f}{key}\u{202f}»).",
            library_error(error)
        ),
        GamesNotStored(why) => format!(
            "Vos parties ne peuvent pas être enregistrées sur cet appareil pour l'instant ({}). Rien de ce qui était déjà enregistré n'est perdu\u{202f}; exportez vos parties pour en garder une copie.",
            storage_trouble(why)
        ),
        ImportRefused(error) => format!(
            "Ce fichier ne peut pas être importé\u{202f}: {}. Vos parties n'ont pas changé.",
            library_error(error)
        ),
        Imported { added, updated } => format!("Importé\u{202f}: {added} nouvelle(s), {updated} mise(s) à jour."),
        GameIdUnreadable(_) => "Le nom de partie du lien est illisible\u{202f}: il s'ouvre comme une partie à part.".into(),
        LinkOlderState => "Ce lien montre un état antérieur d'une partie gardée ici\u{202f}: la partie telle qu'elle est maintenant est affichée.".into(),
        LinkDiverged => "Ce lien poursuit autrement une partie gardée ici\u{202f}: les deux versions sont gardées dans Mes parties.".into(),
        GameStateLine(state) => match state {
            GameState::YourTurn(c) => format!("À vous ({})", colour(*c)),
            GameState::WaitingFor(c) => format!("En attente de {}", colour(*c)),
            GameState::ToPlay(c) => format!("{} doit jouer", colour(*c)),
            GameState::Finished(winners) => {
                let names: Vec<&str> = winners.iter().map(|&c| colour(c)).collect();
                format!("Terminée\u{202f}: victoire de {}", names.join(" et "))
            }
        },
        MovesPlayed(n) => super::counts::MOVES.count(*n as u64, Lang::Fr),
        LinkNotCopied { why, address } => {
            format!("Le lien n'a pas pu être copié ({why}). Copiez-le ici\u{202f}: {address}")
        }
    }
}
