//! The page's own sentences in German; the board's are in `blockness_web_board::words`.

use blockness_core::{Colour, IllegalMove, LinkError, SetupError};
use blockness_web_board::seat::SeatCodeError;
use blockness_web_board::words::{self as board, WorkerTrouble};

use super::PageMessage;
use crate::library::{GameState, LibraryError};
use crate::persist::{SaveError, StorageError};
use blockness_web_common::Lang;

fn colour(c: Colour) -> &'static str {
    board::colour_name(c, Lang::De)
}

fn refusal(r: &IllegalMove) -> String {
    board::refusal(r, Lang::De)
}

fn trouble(t: &WorkerTrouble) -> String {
    board::trouble(t, Lang::De)
}

fn setup_error(e: &SetupError) -> String {
    match *e {
        SetupError::PlayerCount { players, max } => {
            format!("ein Spiel hat 2 bis {max} Spieler, nicht {players}")
        }
        SetupError::ColourCount { players, colours } => {
            format!("{players} Spieler brauchen {players} Farben, angegeben sind {colours}")
        }
        SetupError::DuplicateColour { colour: c } => {
            format!("zwei Spieler können nicht beide {} wählen", colour(c))
        }
        SetupError::ColourNotInEdition { colour: c } => {
            format!("diese Ausgabe hat kein Monster in {}", colour(c))
        }
        SetupError::SwapNeedsTwoPlayers { .. } => {
            "die Tauschregel gilt nur für zwei Spieler".into()
        }
    }
}

fn library_error(e: &LibraryError) -> String {
    match e {
        LibraryError::Json(detail) => format!("sie ist keine Spieledatei ({detail})"),
        LibraryError::Format(_) => "sie ist keine Spieledatei von Block Ness".into(),
        LibraryError::Version(v) => {
            format!("sie wurde von einer anderen Version der Seite geschrieben ({v})")
        }
        LibraryError::Game { index, error } => {
            format!("Spiel {}: {}", index + 1, save_error(error))
        }
        LibraryError::DuplicateId(id) => format!("zwei Spiele heißen {id}"),
    }
}

fn storage_trouble(e: &StorageError) -> String {
    e.reason(blockness_web_common::Lang::De)
}

fn link_error(e: &LinkError) -> String {
    match e {
        LinkError::Empty => "er enthält kein Spiel".into(),
        LinkError::UnknownVersion { version } if !version.is_ascii_digit() => {
            "das ist kein Block-Ness-Link".into()
        }
        LinkError::UnknownVersion { version } => {
            format!("er stammt von einer unbekannten Version des Spiels ({version:?})")
        }
        LinkError::BadCharacter { position, ch } => format!(
            "Zeichen {} ({ch:?}) darf in einem Spiel-Link nicht vorkommen",
            position + 1
        ),
        LinkError::Truncated => "er ist abgeschnitten".into(),
        LinkError::TrailingData => "er hat überzählige Zeichen am Ende".into(),
        LinkError::BadHeader => "seine Spieleinstellungen sind ungültig".into(),
        LinkError::BadMoveCode { index } => format!("Zug {} ist kein gültiger Zug", index + 1),
        LinkError::Setup(e) => {
            format!(
                "seine Spieleinstellungen werden abgelehnt: {}",
                setup_error(e)
            )
        }
        LinkError::IllegalMove { index, reason } => {
            format!("Zug {} ist nicht erlaubt: {}", index + 1, refusal(reason))
        }
    }
}

fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::Json(detail) => {
            format!("das sind keine Daten eines gespeicherten Spiels ({detail})")
        }
        SaveError::Version(v) => {
            format!("es wurde von einer anderen Version der Seite geschrieben ({v})")
        }
        SaveError::Link(e) => format!("sein Spiel ist nicht lesbar: {}", link_error(e)),
        SaveError::Redo { index, reason } => format!(
            "der zurückgenommene Zug {} passt nicht mehr: {}",
            index + 1,
            refusal(reason)
        ),
        SaveError::Seats { players, stored } => {
            format!("es nennt {stored} Spieler für ein Spiel mit {players} Spielern")
        }
    }
}

fn seat_code_error(e: &SeatCodeError) -> String {
    match *e {
        SeatCodeError::UnknownLetter { position, ch } => format!(
            "Buchstabe {} ist {ch:?}, bekannt sind nur h, e, m und s",
            position + 1
        ),
        SeatCodeError::WrongCount { players, letters } => {
            format!("sie hat {letters} Buchstaben für ein Spiel mit {players} Spielern")
        }
    }
}

/// The message in German.
pub(super) fn say(m: &PageMessage) -> String {
    use PageMessage::*;
    match m {
        Board(m) => m.text(Lang::De),
        SavedGameSetAside { error, key } => format!(
            "Das gespeicherte Spiel ließ sich nicht fortsetzen: {}. Es wurde beiseitegelegt (Speicherschlüssel „{key}“) und ein neues Spiel begonnen.",
            save_error(error)
        ),
        LinkRefusedAtLoad { error, kept } => {
            let kept = if *kept {
                " Dein gespeichertes Spiel bleibt erhalten: „Gespeichertes Spiel fortsetzen“ führt dorthin zurück."
            } else {
                ""
            };
            format!("Dieser Link lässt sich nicht öffnen: {}. Stattdessen ist ein neues Spiel zu sehen.{kept}", link_error(error))
        }
        LinkRefused(error) => format!(
            "Dieser Link lässt sich nicht öffnen: {}. Das Spiel auf dem Brett bleibt unverändert.",
            link_error(error)
        ),
        LinkPartlyReadable(1) => "Sein erster Zug ist noch lesbar: Wähle „Lesbare Züge öffnen“, um von dort weiterzuspielen.".into(),
        LinkPartlyReadable(n) => format!("Seine ersten {n} Züge sind noch lesbar: Wähle „Lesbare Züge öffnen“, um von dort weiterzuspielen."),
        SeatCodeUnreadable(error) => format!(
            "Die Liste der Computerspieler im Link ist nicht lesbar: {}. Alle Spieler sind daher Menschen.",
            seat_code_error(error)
        ),
        UndoneMovesDropped(reason) => format!(
            "Die zurückgenommenen Züge passen nicht mehr und wurden verworfen: {}.",
            refusal(reason)
        ),
        GameCannotStart(error) => {
            format!("Dieses Spiel kann nicht beginnen: {}.", setup_error(error))
        }
        BotFailed(why) => format!(
            "Der Computerspieler konnte nicht ziehen ({}). Das Spiel wartet: Mach den Zug rückgängig oder lass den Computer es noch einmal versuchen.",
            trouble(why)
        ),
        AnalysisFailed(why) => format!(
            "Die Analyse wurde angehalten: Der Computer konnte einen Zug nicht bewerten ({}). Das bisher Gefundene bleibt.",
            trouble(why)
        ),
        MoveRefused(reason) => format!("Dieser Zug wird abgelehnt: {}.", refusal(reason)),
        LinkCopied => "Link kopiert: Wer ihn öffnet, sieht dieses Spiel.".into(),
        LibrarySetAside { error, key } => format!(
            "Deine Spiele konnten nicht gelesen werden: {}. Sie wurden unverändert beiseitegelegt (Speicherschlüssel „{key}“).",
            library_error(error)
        ),
        GamesNotStored(why) => format!(
            "Deine Spiele können gerade nicht auf diesem Gerät gespeichert werden ({}). Nichts bereits Gespeichertes geht verloren; exportiere deine Spiele, um eine Kopie zu behalten.",
            storage_trouble(why)
        ),
        ImportRefused(error) => format!(
            "Diese Datei kann nicht importiert werden: {}. Deine Spiele sind unverändert.",
            library_error(error)
        ),
        Imported { added, updated } => format!("Importiert: {added} neu, {updated} aktualisiert."),
        GameIdUnreadable(_) => "Der Spielname im Link ist nicht lesbar, daher öffnet er sich als eigenes Spiel.".into(),
        LinkOlderState => "Dieser Link zeigt einen früheren Stand eines hier gespeicherten Spiels: Das Spiel wird so gezeigt, wie es jetzt steht.".into(),
        LinkDiverged => "Dieser Link setzt ein hier gespeichertes Spiel anders fort: Beide Fassungen bleiben in Meine Spiele.".into(),
        GameStateLine(state) => match state {
            GameState::YourTurn(c) => format!("Du bist dran ({})", colour(*c)),
            GameState::WaitingFor(c) => format!("Warten auf {}", colour(*c)),
            GameState::ToPlay(c) => format!("{} ist am Zug", colour(*c)),
            GameState::Finished(winners) => {
                let names: Vec<&str> = winners.iter().map(|&c| colour(c)).collect();
                format!("Beendet: {} hat gewonnen", names.join(" und "))
            }
        },
        MovesPlayed(n) => super::counts::MOVES.count(*n as u64, Lang::De),
        LinkNotCopied { why, address } => {
            format!("Der Link ließ sich nicht kopieren ({why}). Kopiere ihn von hier: {address}")
        }
    }
}
