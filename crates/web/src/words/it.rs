//! The page's own sentences in Italian; the board's are in `blockness_web_board::words`.

use blockness_core::{Colour, IllegalMove, LinkError, SetupError};
use blockness_web_board::seat::SeatCodeError;
use blockness_web_board::words::{self as board, WorkerTrouble};

use super::PageMessage;
use crate::library::{GameState, LibraryError};
use crate::persist::{SaveError, StorageError};
use blockness_web_common::Lang;

fn colour(c: Colour) -> &'static str {
    board::colour_name(c, Lang::It)
}

fn refusal(r: &IllegalMove) -> String {
    board::refusal(r, Lang::It)
}

fn trouble(t: &WorkerTrouble) -> String {
    board::trouble(t, Lang::It)
}

fn setup_error(e: &SetupError) -> String {
    match *e {
        SetupError::PlayerCount { players, max } => {
            format!("una partita si gioca da 2 a {max} giocatori, non in {players}")
        }
        SetupError::ColourCount { players, colours } => {
            format!(
                "per {players} giocatori servono {players} colori, ma ne sono stati indicati {colours}"
            )
        }
        SetupError::DuplicateColour { colour: c } => {
            format!("due giocatori non possono scegliere entrambi {}", colour(c))
        }
        SetupError::ColourNotInEdition { colour: c } => {
            format!("questa edizione non ha un mostro {}", colour(c))
        }
        SetupError::SwapNeedsTwoPlayers { .. } => "la regola dello scambio vale solo in due".into(),
    }
}

fn library_error(e: &LibraryError) -> String {
    match e {
        LibraryError::Json(detail) => format!("non è un file di partite ({detail})"),
        LibraryError::Format(_) => "non è un file di partite di Block Ness".into(),
        LibraryError::Version(v) => {
            format!("è stato scritto da un'altra versione della pagina ({v})")
        }
        LibraryError::Game { index, error } => {
            format!("partita {}: {}", index + 1, save_error(error))
        }
        LibraryError::DuplicateId(id) => format!("due partite hanno lo stesso nome {id}"),
    }
}

fn storage_trouble(e: &StorageError) -> String {
    e.reason(blockness_web_common::Lang::It)
}

fn link_error(e: &LinkError) -> String {
    match e {
        LinkError::Empty => "non contiene nessuna partita".into(),
        LinkError::UnknownVersion { version } if !version.is_ascii_digit() => {
            "non è un link di Block Ness".into()
        }
        LinkError::UnknownVersion { version } => {
            format!("viene da una versione sconosciuta del gioco ({version:?})")
        }
        LinkError::BadCharacter { position, ch } => format!(
            "il carattere {} ({ch:?}) non può comparire in un link di partita",
            position + 1
        ),
        LinkError::Truncated => "è incompleto".into(),
        LinkError::TrailingData => "ha dei caratteri in più alla fine".into(),
        LinkError::BadHeader => "le sue impostazioni di partita non sono valide".into(),
        LinkError::BadMoveCode { index } => {
            format!("la mossa {} non è una mossa valida", index + 1)
        }
        LinkError::Setup(e) => format!(
            "le sue impostazioni di partita sono rifiutate: {}",
            setup_error(e)
        ),
        LinkError::IllegalMove { index, reason } => {
            format!("la mossa {} non è ammessa: {}", index + 1, refusal(reason))
        }
    }
}

fn save_error(e: &SaveError) -> String {
    match e {
        SaveError::Json(detail) => {
            format!("non sono dati di una partita salvata ({detail})")
        }
        SaveError::Version(v) => {
            format!("è stata scritta da un'altra versione della pagina ({v})")
        }
        SaveError::Link(e) => format!("la sua partita è illeggibile: {}", link_error(e)),
        SaveError::Redo { index, reason } => format!(
            "la mossa annullata {} non è più valida: {}",
            index + 1,
            refusal(reason)
        ),
        SaveError::Seats { players, stored } => {
            format!("prevede {stored} giocatori per una partita a {players} giocatori")
        }
    }
}

fn seat_code_error(e: &SeatCodeError) -> String {
    match *e {
        SeatCodeError::UnknownLetter { position, ch } => format!(
            "la lettera {} è {ch:?}, ma si conoscono solo h, e, m e s",
            position + 1
        ),
        SeatCodeError::WrongCount { players, letters } => {
            format!("ha {letters} lettere per una partita a {players} giocatori")
        }
    }
}

/// The message in Italian.
pub(super) fn say(m: &PageMessage) -> String {
    use PageMessage::*;
    match m {
        Board(m) => m.text(Lang::It),
        SavedGameSetAside { error, key } => format!(
            "Non è stato possibile riprendere la partita salvata: {}. È stata messa da parte (chiave di archiviazione «{key}») ed è iniziata una nuova partita.",
            save_error(error)
        ),
        LinkRefusedAtLoad { error, kept } => {
            let kept = if *kept {
                " La tua partita salvata è conservata: «Riprendi la partita salvata» ti ci riporta."
            } else {
                ""
            };
            format!("Impossibile aprire questo link: {}. Al suo posto è mostrata una nuova partita.{kept}", link_error(error))
        }
        LinkRefused(error) => format!(
            "Impossibile aprire questo link: {}. La partita in corso resta invariata.",
            link_error(error)
        ),
        LinkPartlyReadable(1) => "La sua prima mossa è ancora leggibile: scegli «Apri le mosse leggibili» per continuare da lì.".into(),
        LinkPartlyReadable(n) => format!("Le sue prime {n} mosse sono ancora leggibili: scegli «Apri le mosse leggibili» per continuare da lì."),
        SeatCodeUnreadable(error) => format!(
            "L'elenco dei giocatori computer nel link è illeggibile: {}. Tutti i giocatori sono quindi umani.",
            seat_code_error(error)
        ),
        UndoneMovesDropped(reason) => format!(
            "Le mosse annullate non sono più valide e sono state scartate: {}.",
            refusal(reason)
        ),
        GameCannotStart(error) => {
            format!("Questa partita non può cominciare: {}.", setup_error(error))
        }
        BotFailed(why) => format!(
            "Il computer non è riuscito a giocare ({}). La partita aspetta: annulla, oppure lascia che il computer riprovi.",
            trouble(why)
        ),
        AnalysisFailed(why) => format!(
            "L'analisi si è fermata: il computer non è riuscito a valutare una mossa ({}). Quanto trovato finora resta.",
            trouble(why)
        ),
        MoveRefused(reason) => format!("Questa mossa è rifiutata: {}.", refusal(reason)),
        LinkCopied => "Link copiato: chiunque lo apra vedrà questa partita.".into(),
        LibrarySetAside { error, key } => format!(
            "Non è stato possibile leggere le tue partite: {}. Sono state messe da parte, intatte (chiave di archiviazione «{key}»).",
            library_error(error)
        ),
        GamesNotStored(why) => format!(
            "Per ora le tue partite non si possono salvare su questo dispositivo ({}). Niente di ciò che era già salvato va perso; esporta le partite per tenerne una copia.",
            storage_trouble(why)
        ),
        ImportRefused(error) => format!(
            "Questo file non si può importare: {}. Le tue partite non sono cambiate.",
            library_error(error)
        ),
        Imported { added, updated } => format!("Importazione riuscita: partite nuove {added}, aggiornate {updated}."),
        GameIdUnreadable(_) => "Il nome della partita nel link è illeggibile: si apre come una partita a sé.".into(),
        LinkOlderState => "Questo link mostra uno stato precedente di una partita conservata qui: è mostrata la partita com'è adesso.".into(),
        LinkDiverged => "Questo link prosegue in modo diverso una partita conservata qui: entrambe le versioni restano in Le mie partite.".into(),
        GameStateLine(state) => match state {
            GameState::YourTurn(c) => format!("Tocca a te ({})", colour(*c)),
            GameState::WaitingFor(c) => format!("In attesa di {}", colour(*c)),
            GameState::ToPlay(c) => format!("Deve muovere {}", colour(*c)),
            GameState::Finished(winners) => {
                let names: Vec<&str> = winners.iter().map(|&c| colour(c)).collect();
                format!("Finita: vittoria di {}", names.join(" e "))
            }
        },
        MovesPlayed(n) => super::counts::MOVES.count(*n as u64, Lang::It),
        LinkNotCopied { why, address } => {
            format!("Non è stato possibile copiare il link ({why}). Copialo da qui: {address}")
        }
    }
}
