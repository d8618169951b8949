//! The sentences the page builds from its own state (links, saved games, the library, the
//! computer players' troubles), and their words: each sentence's four languages side by
//! side in [`PageMessage::text`]. A board's sentences are [`Message`]s of the board kit and
//! pass through as [`PageMessage::Board`].

use blockness_core::{GameIdError, IllegalMove, LinkError, SetupError};
use blockness_web_board::seat::SeatCodeError;
use blockness_web_board::words::{self as board, Message, WorkerTrouble};
use blockness_web_common::{say, Lang, Number};

use super::{counts, reasons};
use crate::library::{GameState, LibraryError};
use crate::persist::{SaveError, StorageError};
use crate::ratings::RatingsError;

/// Something the page says, in no language yet: [`PageMessage::text`] writes it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageMessage {
    /// One of the board's sentences.
    Board(Message),
    /// Saved data could not be read and was set aside.
    SavedGameSetAside {
        /// Why.
        error: SaveError,
        /// The storage key it was moved to.
        key: &'static str,
    },
    /// A link in the address was refused at load.
    LinkRefusedAtLoad {
        /// Why.
        error: LinkError,
        /// A saved game is kept and can be resumed.
        kept: bool,
    },
    /// A link pasted during a game was refused.
    LinkRefused(LinkError),
    /// A refused link whose first moves (one or more) can still be read.
    LinkPartlyReadable(usize),
    /// The seat letters after `~` could not be read.
    SeatCodeUnreadable(SeatCodeError),
    /// Redo found an undone move that no longer fits.
    UndoneMovesDropped(IllegalMove),
    /// The new-game form asked for an impossible setup.
    GameCannotStart(SetupError),
    /// A computer player failed to answer; the game waits.
    BotFailed(WorkerTrouble),
    /// The worker could not analyse a move of the game; the analysis stops there.
    AnalysisFailed(WorkerTrouble),
    /// A move was refused by the referee.
    MoveRefused(IllegalMove),
    /// The link is on the clipboard.
    LinkCopied,
    /// The library of games could not be read and was set aside.
    LibrarySetAside {
        /// Why.
        error: LibraryError,
        /// The storage key it was moved to.
        key: &'static str,
    },
    /// The rated results could not be read and were set aside; the games are untouched.
    RatingsSetAside {
        /// Why.
        error: RatingsError,
        /// The storage key they were moved to.
        key: &'static str,
    },
    /// A rated game is one person against computer players; the dialog's seats were not.
    RatedNeedsComputers,
    /// A rated game started: against these levels, with no hint, undo or take-back.
    RatedStarted(Vec<blockness_bots::Step>),
    /// A rated game ended, and the rating moved.
    RatingMoved {
        /// The rating before the game, rounded.
        before: i64,
        /// The rating after it, rounded.
        after: i64,
    },
    /// The games could not be written to the device's storage.
    GamesNotStored(StorageError),
    /// A games file was refused; the library is unchanged.
    ImportRefused(LibraryError),
    /// A games file was read into the library.
    Imported {
        /// Games added.
        added: usize,
        /// Games brought up to date.
        updated: usize,
    },
    /// The text after `.` in an address is not a game id.
    GameIdUnreadable(GameIdError),
    /// A link held an earlier state of a game kept here, which was opened instead.
    LinkOlderState,
    /// A link continued a game kept here differently: both are kept.
    LinkDiverged,
    /// Where a kept game stands, in the list of games.
    GameStateLine(GameState),
    /// Moves played in a kept game.
    MovesPlayed(usize),
    /// Who a live table's game was played with, by their names.
    PlayedWith(Vec<String>),
    /// The clipboard refused the link.
    LinkNotCopied {
        /// The browser's reason.
        why: String,
        /// The address to copy by hand.
        address: String,
    },
}

impl From<Message> for PageMessage {
    fn from(message: Message) -> PageMessage {
        PageMessage::Board(message)
    }
}

impl PageMessage {
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        use PageMessage::*;
        let colour = |c| board::colour_name(c, lang);
        match self {
            Board(m) => m.text(lang),
            SavedGameSetAside { error, key } => say!(
                lang,
                "The saved game could not be resumed: {why}. It was set aside (storage key \"{key}\") and a new game was started.",
                "La partie enregistrée n'a pas pu être reprise\u{202f}: {why}. Elle a été mise de côté (clé de stockage «\u{202f}{key}\u{202f}») et une nouvelle partie a commencé.",
                "Das gespeicherte Spiel ließ sich nicht fortsetzen: {why}. Es wurde beiseitegelegt (Speicherschlüssel „{key}“) und ein neues Spiel begonnen.",
                "Non è stato possibile riprendere la partita salvata: {why}. È stata messa da parte (chiave di archiviazione «{key}») ed è iniziata una nuova partita.",
                why = reasons::save(error, lang)
            ),
            LinkRefusedAtLoad { error, kept } => {
                let kept = if *kept {
                    say!(
                        lang,
                        " Your saved game is kept: use \"Resume saved game\" to go back to it.",
                        " Votre partie enregistrée est conservée\u{202f}: «\u{202f}Reprendre la partie enregistrée\u{202f}» y ramène.",
                        " Dein gespeichertes Spiel bleibt erhalten: „Gespeichertes Spiel fortsetzen“ führt dorthin zurück.",
                        " La tua partita salvata è conservata: «Riprendi la partita salvata» ti ci riporta.",
                    )
                } else {
                    String::new()
                };
                say!(
                    lang,
                    "This link cannot be opened: {why}. A new game is shown instead.{kept}",
                    "Impossible d'ouvrir ce lien\u{202f}: {why}. Une nouvelle partie est affichée à la place.{kept}",
                    "Dieser Link lässt sich nicht öffnen: {why}. Stattdessen ist ein neues Spiel zu sehen.{kept}",
                    "Impossibile aprire questo link: {why}. Al suo posto è mostrata una nuova partita.{kept}",
                    why = reasons::link(error, lang)
                )
            }
            LinkRefused(error) => say!(
                lang,
                "This link cannot be opened: {why}. The game on the board is unchanged.",
                "Impossible d'ouvrir ce lien\u{202f}: {why}. La partie en cours reste inchangée.",
                "Dieser Link lässt sich nicht öffnen: {why}. Das Spiel auf dem Brett bleibt unverändert.",
                "Impossibile aprire questo link: {why}. La partita in corso resta invariata.",
                why = reasons::link(error, lang)
            ),
            LinkPartlyReadable(n) => match lang.number(*n) {
                Number::One => say!(
                    lang,
                    "Its first move can still be read: choose \"Open the readable moves\" to carry on from there.",
                    "Son premier coup reste lisible\u{202f}: choisissez «\u{202f}Ouvrir les coups lisibles\u{202f}» pour continuer à partir de là.",
                    "Sein erster Zug ist noch lesbar: Wähle „Lesbare Züge öffnen“, um von dort weiterzuspielen.",
                    "La sua prima mossa è ancora leggibile: scegli «Apri le mosse leggibili» per continuare da lì.",
                ),
                Number::Several => say!(
                    lang,
                    "Its first {n} moves can still be read: choose \"Open the readable moves\" to carry on from there.",
                    "Ses {n} premiers coups restent lisibles\u{202f}: choisissez «\u{202f}Ouvrir les coups lisibles\u{202f}» pour continuer à partir de là.",
                    "Seine ersten {n} Züge sind noch lesbar: Wähle „Lesbare Züge öffnen“, um von dort weiterzuspielen.",
                    "Le sue prime {n} mosse sono ancora leggibili: scegli «Apri le mosse leggibili» per continuare da lì.",
                ),
            },
            SeatCodeUnreadable(error) => say!(
                lang,
                "The link's list of computer players cannot be read: {why}. Every seat is played by a person.",
                "La liste des joueurs ordinateur du lien est illisible\u{202f}: {why}. Tous les joueurs sont donc humains.",
                "Die Liste der Computerspieler im Link ist nicht lesbar: {why}. Alle Spieler sind daher Menschen.",
                "L'elenco dei giocatori computer nel link è illeggibile: {why}. Tutti i giocatori sono quindi umani.",
                why = reasons::seat_code(error, lang)
            ),
            UndoneMovesDropped(reason) => say!(
                lang,
                "The undone moves no longer fit and were dropped: {why}.",
                "Les coups annulés ne conviennent plus et ont été abandonnés\u{202f}: {why}.",
                "Die zurückgenommenen Züge passen nicht mehr und wurden verworfen: {why}.",
                "Le mosse annullate non sono più valide e sono state scartate: {why}.",
                why = board::refusal(reason, lang)
            ),
            GameCannotStart(error) => say!(
                lang,
                "That game cannot start: {why}.",
                "Cette partie ne peut pas commencer\u{202f}: {why}.",
                "Dieses Spiel kann nicht beginnen: {why}.",
                "Questa partita non può cominciare: {why}.",
                why = reasons::setup(error, lang)
            ),
            BotFailed(why) => say!(
                lang,
                "The computer player could not move ({why}). The game waits: undo, or let the bot try again.",
                "L'ordinateur n'a pas pu jouer ({why}). La partie attend\u{202f}: annulez, ou laissez l'ordinateur réessayer.",
                "Der Computerspieler konnte nicht ziehen ({why}). Das Spiel wartet: Mach den Zug rückgängig oder lass den Computer es noch einmal versuchen.",
                "Il computer non è riuscito a giocare ({why}). La partita aspetta: annulla, oppure lascia che il computer riprovi.",
                why = why.reason(lang)
            ),
            AnalysisFailed(why) => say!(
                lang,
                "The analysis stopped: the computer could not judge a move ({why}). What was found stays.",
                "L'analyse s'est arrêtée\u{202f}: l'ordinateur n'a pas pu juger un coup ({why}). Ce qui a été trouvé reste.",
                "Die Analyse wurde angehalten: Der Computer konnte einen Zug nicht bewerten ({why}). Das bisher Gefundene bleibt.",
                "L'analisi si è fermata: il computer non è riuscito a valutare una mossa ({why}). Quanto trovato finora resta.",
                why = why.reason(lang)
            ),
            MoveRefused(reason) => say!(
                lang,
                "That move is refused: {why}.",
                "Ce coup est refusé\u{202f}: {why}.",
                "Dieser Zug wird abgelehnt: {why}.",
                "Questa mossa è rifiutata: {why}.",
                why = board::refusal(reason, lang)
            ),
            LinkCopied => say!(
                lang,
                "Link copied: anyone who opens it sees this game.",
                "Lien copié\u{202f}: quiconque l'ouvre verra cette partie.",
                "Link kopiert: Wer ihn öffnet, sieht dieses Spiel.",
                "Link copiato: chiunque lo apra vedrà questa partita.",
            ),
            LibrarySetAside { error, key } => say!(
                lang,
                "Your games could not be read: {why}. They were set aside, untouched (storage key \"{key}\").",
                "Vos parties n'ont pas pu être lues\u{202f}: {why}. Elles ont été mises de côté, intactes (clé de stockage «\u{202f}{key}\u{202f}»).",
                "Deine Spiele konnten nicht gelesen werden: {why}. Sie wurden unverändert beiseitegelegt (Speicherschlüssel „{key}“).",
                "Non è stato possibile leggere le tue partite: {why}. Sono state messe da parte, intatte (chiave di archiviazione «{key}»).",
                why = reasons::library(error, lang)
            ),
            RatingsSetAside { error, key } => say!(
                lang,
                "Your rated games could not be read: {why}. They were set aside, untouched (storage key \"{key}\"), and your rating starts again. Your games are all here.",
                "Vos parties classées n'ont pas pu être lues\u{202f}: {why}. Elles ont été mises de côté, intactes (clé de stockage «\u{202f}{key}\u{202f}»), et votre classement repart de zéro. Toutes vos parties sont là.",
                "Deine gewerteten Spiele konnten nicht gelesen werden: {why}. Sie wurden unverändert beiseitegelegt (Speicherschlüssel „{key}“), und deine Wertung beginnt neu. Alle deine Spiele sind da.",
                "Non è stato possibile leggere le tue partite valutate: {why}. Sono state messe da parte, intatte (chiave di archiviazione «{key}»), e la tua valutazione riparte da capo. Tutte le tue partite sono qui.",
                why = reasons::ratings(error, lang)
            ),
            RatedNeedsComputers => say!(
                lang,
                "A rated game is you against computer players: give one seat to yourself and the others to the computer.",
                "Une partie classée vous oppose à l'ordinateur\u{202f}: gardez une place pour vous et donnez les autres à l'ordinateur.",
                "Ein gewertetes Spiel ist du gegen Computerspieler: Nimm einen Platz selbst und gib die anderen dem Computer.",
                "Una partita valutata è tu contro il computer: tieni un posto per te e dai gli altri al computer.",
            ),
            RatedStarted(steps) => {
                let levels: Vec<String> = steps
                    .iter()
                    .map(|&step| board::level_name(step, lang).to_string())
                    .collect();
                say!(
                    lang,
                    "Rated game against {levels}: no hint, no undo, and every move stands.",
                    "Partie classée contre {levels}\u{202f}: ni indice ni annulation, chaque coup compte.",
                    "Gewertetes Spiel gegen {levels}: kein Tipp, kein Zurücknehmen, jeder Zug gilt.",
                    "Partita valutata contro {levels}: niente suggerimenti né annullamenti, ogni mossa conta.",
                    levels = board::list(&levels, lang)
                )
            }
            RatingMoved { before, after } => say!(
                lang,
                "Rated game over: your rating goes from {before} to {after}.",
                "Partie classée terminée\u{202f}: votre classement passe de {before} à {after}.",
                "Gewertetes Spiel beendet: Deine Wertung geht von {before} auf {after}.",
                "Partita valutata finita: la tua valutazione passa da {before} a {after}.",
            ),
            GamesNotStored(why) => say!(
                lang,
                "Your games cannot be stored on this device right now ({why}). Nothing stored before is lost; export your games to keep a copy.",
                "Vos parties ne peuvent pas être enregistrées sur cet appareil pour l'instant ({why}). Rien de ce qui était déjà enregistré n'est perdu\u{202f}; exportez vos parties pour en garder une copie.",
                "Deine Spiele können gerade nicht auf diesem Gerät gespeichert werden ({why}). Nichts bereits Gespeichertes geht verloren; exportiere deine Spiele, um eine Kopie zu behalten.",
                "Per ora le tue partite non si possono salvare su questo dispositivo ({why}). Niente di ciò che era già salvato va perso; esporta le partite per tenerne una copia.",
                why = why.reason(lang)
            ),
            ImportRefused(error) => say!(
                lang,
                "This file cannot be imported: {why}. Your games are unchanged.",
                "Ce fichier ne peut pas être importé\u{202f}: {why}. Vos parties n'ont pas changé.",
                "Diese Datei kann nicht importiert werden: {why}. Deine Spiele sind unverändert.",
                "Questo file non si può importare: {why}. Le tue partite non sono cambiate.",
                why = reasons::library(error, lang)
            ),
            Imported { added, updated } => say!(
                lang,
                "Imported: {added} new, {updated} brought up to date.",
                "Importé\u{202f}: {added} nouvelle(s), {updated} mise(s) à jour.",
                "Importiert: {added} neu, {updated} aktualisiert.",
                "Importazione riuscita: partite nuove {added}, aggiornate {updated}.",
            ),
            GameIdUnreadable(_) => say!(
                lang,
                "The link's game name cannot be read, so it opens as a game of its own.",
                "Le nom de partie du lien est illisible\u{202f}: il s'ouvre comme une partie à part.",
                "Der Spielname im Link ist nicht lesbar, daher öffnet er sich als eigenes Spiel.",
                "Il nome della partita nel link è illeggibile: si apre come una partita a sé.",
            ),
            LinkOlderState => say!(
                lang,
                "This link shows an earlier state of a game kept here: the game as it now stands is shown.",
                "Ce lien montre un état antérieur d'une partie gardée ici\u{202f}: la partie telle qu'elle est maintenant est affichée.",
                "Dieser Link zeigt einen früheren Stand eines hier gespeicherten Spiels: Das Spiel wird so gezeigt, wie es jetzt steht.",
                "Questo link mostra uno stato precedente di una partita conservata qui: è mostrata la partita com'è adesso.",
            ),
            LinkDiverged => say!(
                lang,
                "This link continues a game kept here in another way: both versions are kept in My games.",
                "Ce lien poursuit autrement une partie gardée ici\u{202f}: les deux versions sont gardées dans Mes parties.",
                "Dieser Link setzt ein hier gespeichertes Spiel anders fort: Beide Fassungen bleiben in Meine Spiele.",
                "Questo link prosegue in modo diverso una partita conservata qui: entrambe le versioni restano in Le mie partite.",
            ),
            GameStateLine(GameState::YourTurn(c)) => say!(
                lang,
                "Your turn ({})",
                "À vous ({})",
                "Du bist dran ({})",
                "Tocca a te ({})",
                colour(*c)
            ),
            GameStateLine(GameState::WaitingFor(c)) => say!(
                lang,
                "Waiting for {}",
                "En attente de {}",
                "Warten auf {}",
                "In attesa di {}",
                colour(*c)
            ),
            GameStateLine(GameState::ToPlay(c)) => say!(
                lang,
                "{} to play",
                "{} doit jouer",
                "{} ist am Zug",
                "Deve muovere {}",
                colour(*c)
            ),
            GameStateLine(GameState::Finished(_, Some(true))) => say!(
                lang,
                "Finished: you won",
                "Terminée\u{202f}: vous avez gagné",
                "Beendet: Du hast gewonnen",
                "Finita: hai vinto",
            ),
            GameStateLine(GameState::Finished(winners, Some(false))) => {
                let and = say!(lang, " and ", " et ", " und ", " e ");
                let names = winners.iter().map(|&c| colour(c)).collect::<Vec<_>>();
                say!(
                    lang,
                    "Finished: you lost ({} won)",
                    "Terminée\u{202f}: vous avez perdu (victoire de {})",
                    "Beendet: Du hast verloren ({} hat gewonnen)",
                    "Finita: hai perso (vittoria di {})",
                    names.join(and.as_str())
                )
            }
            GameStateLine(GameState::Finished(winners, None)) => {
                let and = say!(lang, " and ", " et ", " und ", " e ");
                let names = winners.iter().map(|&c| colour(c)).collect::<Vec<_>>();
                say!(
                    lang,
                    "Finished: {} won",
                    "Terminée\u{202f}: victoire de {}",
                    "Beendet: {} hat gewonnen",
                    "Finita: vittoria di {}",
                    names.join(and.as_str())
                )
            }
            MovesPlayed(n) => counts::MOVES.count(*n as u64, lang),
            PlayedWith(names) => say!(
                lang,
                "with {}",
                "avec {}",
                "mit {}",
                "con {}",
                blockness_web_board::words::list(names, lang)
            ),
            LinkNotCopied { why, address } => say!(
                lang,
                "The link could not be copied ({why}). Copy it from here: {address}",
                "Le lien n'a pas pu être copié ({why}). Copiez-le ici\u{202f}: {address}",
                "Der Link ließ sich nicht kopieren ({why}). Kopiere ihn von hier: {address}",
                "Non è stato possibile copiare il link ({why}). Copialo da qui: {address}",
            ),
        }
    }
}
