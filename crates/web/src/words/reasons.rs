//! Why something the page was given cannot be used (a link, a saved game, a games file, a
//! new game's settings, a link's seat letters), as the clause a [`super::PageMessage`]
//! puts after its colon. Each error reads in one `match`, its four languages side by side.

use blockness_core::{LinkError, SetupError};
use blockness_web_board::seat::SeatCodeError;
use blockness_web_board::words as board;
use blockness_web_common::{say, Lang};

use crate::library::LibraryError;
use crate::persist::SaveError;
use crate::ratings::RatingsError;

/// Why a new game's settings are refused.
pub(super) fn setup(e: &SetupError, lang: Lang) -> String {
    match *e {
        SetupError::PlayerCount { players, max } => say!(
            lang,
            "a game has 2 to {max} players, not {players}",
            "une partie se joue de 2 à {max} joueurs, pas à {players}",
            "ein Spiel hat 2 bis {max} Spieler, nicht {players}",
            "una partita si gioca da 2 a {max} giocatori, non in {players}",
        ),
        SetupError::ColourCount { players, colours } => say!(
            lang,
            "{players} players need {players} colours, but {colours} were given",
            "il faut {players} couleurs pour {players} joueurs, mais {colours} ont été indiquées",
            "{players} Spieler brauchen {players} Farben, angegeben sind {colours}",
            "per {players} giocatori servono {players} colori, ma ne sono stati indicati {colours}",
        ),
        SetupError::DuplicateColour { colour: c } => say!(
            lang,
            "two seats cannot both play {}",
            "deux joueurs ne peuvent pas choisir tous les deux {}",
            "zwei Spieler können nicht beide {} wählen",
            "due giocatori non possono scegliere entrambi {}",
            board::colour_name(c, lang)
        ),
        SetupError::ColourNotInEdition { colour: c } => say!(
            lang,
            "this edition has no {} monster",
            "cette édition n'a pas de monstre {}",
            "diese Ausgabe hat kein Monster in {}",
            "questa edizione non ha un mostro {}",
            board::colour_name(c, lang)
        ),
        SetupError::SwapNeedsTwoPlayers { .. } => say!(
            lang,
            "the swap rule is for two-player games only",
            "la règle de l'échange ne vaut que pour deux joueurs",
            "die Tauschregel gilt nur für zwei Spieler",
            "la regola dello scambio vale solo in due",
        ),
    }
}

/// Why a games file, or the library kept on the device, cannot be read.
pub(super) fn library(e: &LibraryError, lang: Lang) -> String {
    match e {
        LibraryError::Json(detail) => say!(
            lang,
            "it is not a games file ({detail})",
            "ce n'est pas un fichier de parties ({detail})",
            "sie ist keine Spieledatei ({detail})",
            "non è un file di partite ({detail})",
        ),
        LibraryError::Format(_) => say!(
            lang,
            "it is not a Block Ness games file",
            "ce n'est pas un fichier de parties de Block Ness",
            "sie ist keine Spieledatei von Block Ness",
            "non è un file di partite di Block Ness",
        ),
        LibraryError::Version(v) => say!(
            lang,
            "it was written by another version of the page ({v})",
            "il a été écrit par une autre version de la page ({v})",
            "sie wurde von einer anderen Version der Seite geschrieben ({v})",
            "è stato scritto da un'altra versione della pagina ({v})",
        ),
        LibraryError::Game { index, error } => say!(
            lang,
            "game {}: {}",
            "partie {}\u{202f}: {}",
            "Spiel {}: {}",
            "partita {}: {}",
            index + 1,
            save(error, lang)
        ),
        LibraryError::DuplicateId(id) => say!(
            lang,
            "two games are named {id}",
            "deux parties portent le nom {id}",
            "zwei Spiele heißen {id}",
            "due partite hanno lo stesso nome {id}",
        ),
        LibraryError::Ratings(e) => say!(
            lang,
            "its rated games: {}",
            "ses parties classées\u{202f}: {}",
            "seine gewerteten Spiele: {}",
            "le sue partite valutate: {}",
            ratings(e, lang)
        ),
    }
}

/// Why the rated games kept on the device, or those of a games file, cannot be read.
pub(super) fn ratings(e: &RatingsError, lang: Lang) -> String {
    match e {
        RatingsError::Json(detail) => say!(
            lang,
            "they are not the record this page writes ({detail})",
            "ce n'est pas le relevé que cette page écrit ({detail})",
            "sie sind nicht die Liste, die diese Seite schreibt ({detail})",
            "non sono l'elenco che questa pagina scrive ({detail})",
        ),
        RatingsError::Format(_) => say!(
            lang,
            "they are not a record of Block Ness ratings",
            "ce n'est pas un relevé de classement de Block Ness",
            "sie sind keine Wertungsliste von Block Ness",
            "non sono un elenco di valutazioni di Block Ness",
        ),
        RatingsError::Version(v) => say!(
            lang,
            "they were written by another version of the page ({v})",
            "le relevé vient d'une autre version de la page ({v})",
            "sie stammen von einer anderen Version der Seite ({v})",
            "sono stati scritti da un'altra versione della pagina ({v})",
        ),
        RatingsError::Result { index, error } => say!(
            lang,
            "rated game {} cannot count ({error})",
            "la partie classée {} ne peut pas compter ({error})",
            "gewertetes Spiel {} kann nicht zählen ({error})",
            "la partita valutata {} non può contare ({error})",
            index + 1
        ),
        RatingsError::DuplicateGame(id) => say!(
            lang,
            "game {id} is counted twice",
            "la partie {id} compte deux fois",
            "Spiel {id} zählt doppelt",
            "la partita {id} conta due volte",
        ),
    }
}

/// Why a link holds no game that can be opened.
pub(super) fn link(e: &LinkError, lang: Lang) -> String {
    match e {
        LinkError::Empty => say!(
            lang,
            "it holds no game",
            "il ne contient aucune partie",
            "er enthält kein Spiel",
            "non contiene nessuna partita",
        ),
        // Every version of the link starts with a digit: another first character is no
        // link of this game at all, rather than one of a version still to come.
        LinkError::UnknownVersion { version } if !version.is_ascii_digit() => say!(
            lang,
            "it is not a Block Ness link",
            "ce n'est pas un lien de Block Ness",
            "das ist kein Block-Ness-Link",
            "non è un link di Block Ness",
        ),
        LinkError::UnknownVersion { version } => say!(
            lang,
            "it was written by an unknown version of the game ({version:?})",
            "il vient d'une version inconnue du jeu ({version:?})",
            "er stammt von einer unbekannten Version des Spiels ({version:?})",
            "viene da una versione sconosciuta del gioco ({version:?})",
        ),
        LinkError::BadCharacter { position, ch } => say!(
            lang,
            "character {} ({ch:?}) cannot be part of a game link",
            "le caractère {} ({ch:?}) ne peut pas figurer dans un lien de partie",
            "Zeichen {} ({ch:?}) darf in einem Spiel-Link nicht vorkommen",
            "il carattere {} ({ch:?}) non può comparire in un link di partita",
            position + 1
        ),
        LinkError::Truncated => say!(
            lang,
            "it is cut short",
            "il est incomplet",
            "er ist abgeschnitten",
            "è incompleto",
        ),
        LinkError::TrailingData => say!(
            lang,
            "it has extra characters at its end",
            "il a des caractères en trop à la fin",
            "er hat überzählige Zeichen am Ende",
            "ha dei caratteri in più alla fine",
        ),
        LinkError::BadHeader => say!(
            lang,
            "its game settings are not valid",
            "ses réglages de partie ne sont pas valables",
            "seine Spieleinstellungen sind ungültig",
            "le sue impostazioni di partita non sono valide",
        ),
        LinkError::BadMoveCode { index } => say!(
            lang,
            "move {} is not a valid move",
            "le coup {} n'est pas un coup valable",
            "Zug {} ist kein gültiger Zug",
            "la mossa {} non è una mossa valida",
            index + 1
        ),
        LinkError::Setup(e) => say!(
            lang,
            "its game settings are refused: {}",
            "ses réglages de partie sont refusés\u{202f}: {}",
            "seine Spieleinstellungen werden abgelehnt: {}",
            "le sue impostazioni di partita sono rifiutate: {}",
            setup(e, lang)
        ),
        LinkError::IllegalMove { index, reason } => say!(
            lang,
            "move {} is illegal: {}",
            "le coup {} est interdit\u{202f}: {}",
            "Zug {} ist nicht erlaubt: {}",
            "la mossa {} non è ammessa: {}",
            index + 1,
            board::refusal(reason, lang)
        ),
    }
}

/// Why a saved game cannot be resumed.
pub(super) fn save(e: &SaveError, lang: Lang) -> String {
    match e {
        SaveError::Json(detail) => say!(
            lang,
            "it is not saved-game data ({detail})",
            "ce ne sont pas des données de partie enregistrée ({detail})",
            "das sind keine Daten eines gespeicherten Spiels ({detail})",
            "non sono dati di una partita salvata ({detail})",
        ),
        SaveError::Version(v) => say!(
            lang,
            "it was written by another version of the page ({v})",
            "elle a été écrite par une autre version de la page ({v})",
            "es wurde von einer anderen Version der Seite geschrieben ({v})",
            "è stata scritta da un'altra versione della pagina ({v})",
        ),
        SaveError::Link(e) => say!(
            lang,
            "its game cannot be read: {}",
            "sa partie est illisible\u{202f}: {}",
            "sein Spiel ist nicht lesbar: {}",
            "la sua partita è illeggibile: {}",
            link(e, lang)
        ),
        SaveError::Redo { index, reason } => say!(
            lang,
            "undone move {} no longer fits: {}",
            "le coup annulé {} ne convient plus\u{202f}: {}",
            "der zurückgenommene Zug {} passt nicht mehr: {}",
            "la mossa annullata {} non è più valida: {}",
            index + 1,
            board::refusal(reason, lang)
        ),
        SaveError::Seats { players, stored } => say!(
            lang,
            "it lists {stored} seats for a game of {players} players",
            "elle prévoit {stored} joueurs pour une partie à {players} joueurs",
            "es nennt {stored} Spieler für ein Spiel mit {players} Spielern",
            "prevede {stored} giocatori per una partita a {players} giocatori",
        ),
    }
}

/// Why the computer players listed after a link's `~` cannot be read.
pub(super) fn seat_code(e: &SeatCodeError, lang: Lang) -> String {
    match *e {
        SeatCodeError::UnknownLetter { position, ch } => say!(
            lang,
            "letter {} is {ch:?}, but only h, e, m and s are known",
            "la lettre {} est {ch:?}, alors que seules h, e, m et s sont connues",
            "Buchstabe {} ist {ch:?}, bekannt sind nur h, e, m und s",
            "la lettera {} è {ch:?}, ma si conoscono solo h, e, m e s",
            position + 1
        ),
        SeatCodeError::WrongCount { players, letters } => say!(
            lang,
            "it has {letters} letters for a game of {players} players",
            "elle a {letters} lettres pour une partie à {players} joueurs",
            "sie hat {letters} Buchstaben für ein Spiel mit {players} Spielern",
            "ha {letters} lettere per una partita a {players} giocatori",
        ),
    }
}
