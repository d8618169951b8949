//! The page in German.

use blockness_core::{
    Colour, End, IllegalMove, LinkError, Notation, SegmentRef, SetupError, SwapRefusal,
};

use super::message::{CellContent, CellRole, Finale, Message, WorkerTrouble};
use super::DialogWord;
use crate::i18n::Lang;
use crate::library::GameState;
use crate::library::LibraryError;
use crate::persist::{SaveError, StorageError};
use blockness_web_common::seat::SeatCodeError;

/// A colour as a player's name.
pub(super) fn colour(c: Colour) -> &'static str {
    match c {
        Colour::Orange => "Orange",
        Colour::Green => "Grün",
        Colour::Purple => "Lila",
        Colour::Black => "Schwarz",
    }
}

fn end(e: End) -> &'static str {
    match e {
        End::Head => "Kopf",
        End::Tail => "Schwanz",
    }
}

/// A placed segment without its article, which each sentence sets in its own case
/// ("Bogen" is masculine: der, den, dem).
fn segment(s: &SegmentRef) -> String {
    format!("Bogen von {} (Höhe {})", colour(s.colour), s.height)
}

fn list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} und {last}", rest.join(", ")),
    }
}

/// Why the engine refuses a move.
pub(super) fn refusal(r: &IllegalMove) -> String {
    use IllegalMove::*;
    match *r {
        GameOver => "das Spiel ist vorbei".into(),
        NotYourTurn { .. } => "jemand anderes ist am Zug".into(),
        SetupOver => "das Startsegment dieses Monsters liegt schon im See".into(),
        StarterFirst => "zuerst muss das Startsegment gelegt werden".into(),
        NoSuchPiece { piece } => format!("ein Monster hat kein Segment Nummer {piece}"),
        NotInReserve { .. } => "dieses Segment liegt schon im See".into(),
        UseLowerPiece { .. } => "ein gleiches Segment kommt im Vorrat zuerst".into(),
        OffBoard { cell } => format!("{cell} liegt außerhalb des Bretts"),
        NotStraight { from, to } => {
            format!("{from} und {to} liegen weder in einer Reihe noch in einer Spalte")
        }
        WrongSpan { span, distance } => format!(
            "das Segment hat die Spannweite {span}, seine Füße lägen aber {distance} Felder auseinander"
        ),
        NotNextToEnd { from, end: e, at } => {
            format!("{from} ist kein Startfeld für den {} auf {at}", end(e))
        }
        OutsideArea { cell } => format!("{cell} ist bei dieser Spielerzahl nicht im Spiel"),
        OutsideDeep { cell } => format!(
            "das Startsegment darf nur im tiefen Wasser liegen, und {cell} gehört nicht dazu"
        ),
        SwapRefused { why } => swap_refusal(why).into(),
        FootTaken { cell, by } => format!("auf {cell} steht schon der {}", segment(&by)),
        FootUnderArch { cell, by } => format!("{cell} liegt unter dem {}", segment(&by)),
        StarterOverlaps { cell, by } => {
            format!("das Startsegment läge auf {cell} über dem {}", segment(&by))
        }
        CrossesEnd { cell, colour: c, end: e, .. } => format!(
            "der Bogen ginge über den {} von {} auf {cell}",
            end(e),
            colour(c)
        ),
        CrossesOwnEnd { cell, end: e } => {
            format!("der Bogen ginge über den eigenen {} auf {cell}", end(e))
        }
        PassesUnder { height, by } => format!(
            "ein Bogen der Höhe {height} ginge unter dem höheren {} hindurch",
            segment(&by)
        ),
        SameHeight { by } => format!(
            "der Bogen würde den gleich hohen {} kreuzen",
            segment(&by)
        ),
    }
}

fn swap_refusal(why: SwapRefusal) -> &'static str {
    match why {
        SwapRefusal::NotOffered => "diese Partie wird ohne Tauschregel gespielt",
        SwapRefusal::AlreadySwapped => "die Spieler haben schon einmal getauscht",
        SwapRefusal::NotNow => "ein Tausch kann nur das allererste Startsegment beantworten",
    }
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

/// Was die Sieger vom nächsten Platz trennt.
fn finale(f: &Finale) -> String {
    match *f {
        Finale::FewerLeft { winner, next } => {
            format!("{} gegen {next}.", super::counts::SEGMENTS_LEFT.count(winner as u64, Lang::De))
        }
        Finale::TallerHead { left, winner, next } => format!(
            "Gleich viele Segmente ({left} übrig): Ein Kopf auf Höhe {winner} schlägt einen auf Höhe {next}."
        ),
        Finale::Shared => "Gleich viele Segmente und gleich hohe Köpfe: Der Sieg wird geteilt.".into(),
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

fn trouble(t: &WorkerTrouble) -> String {
    match t {
        WorkerTrouble::CannotStart(d) => format!("sie ließen sich nicht starten: {d}"),
        WorkerTrouble::UnreadableAnswer(d) => format!("ihre Antwort ist nicht lesbar: {d}"),
        WorkerTrouble::Stopped(None) => "sie arbeiten nicht mehr".into(),
        WorkerTrouble::Stopped(Some(d)) => format!("sie arbeiten nicht mehr: {d}"),
        WorkerTrouble::CannotAsk(d) => format!("die Frage ließ sich nicht senden: {d}"),
        WorkerTrouble::NoMove => "kein Zug gefunden".into(),
        WorkerTrouble::Reported(d) => format!("gemeldeter Fehler: {d}"),
    }
}

fn content(c: &CellContent) -> String {
    match *c {
        CellContent::Foot { colour: c, height } => {
            format!("Fuß eines Segments von {} (Höhe {height})", colour(c))
        }
        CellContent::Arch { colour: c, height } => {
            format!("unter dem Bogen von {} (Höhe {height})", colour(c))
        }
        CellContent::End { colour: c, end: e } => format!("{} von {}", end(e), colour(c)),
    }
}

/// The message in German.
pub(super) fn say(m: &Message) -> String {
    use Message::*;
    let player = |c: &Colour| super::player(*c, Lang::De);
    match m {
        Player(c) => player(c),
        SkipsNoSegmentLeft(c) => {
            format!("{} hat kein Segment mehr und setzt diese Runde aus.", player(c))
        }
        SkipsBlocked(c) => format!("{} ist blockiert und setzt diese Runde aus.", player(c)),
        GameEnded { blocked, finished } => {
            let why = super::ending_clauses(Lang::De, [blocked, finished], list, |which, names, one| match (which, one) {
                (0, true) => format!("{names} kann kein Segment mehr legen"),
                (0, false) => format!("{names} können kein Segment mehr legen"),
                (_, true) => format!("{names} hat alle Segmente gelegt"),
                (_, false) => format!("{names} haben alle Segmente gelegt"),
            });
            format!("{}: Die Partie ist zu Ende.", why.join(" und "))
        }
        CanPlayAgain(c) => format!("{} kann wieder legen.", player(c)),
        ReplayPosition { shown, total } => {
            format!("Rückblick: Stellung nach Zug {shown} von {total}")
        }
        ReplayReadOnly => "Diese frühere Stellung lässt sich nicht ändern. Blättere durch die Züge, springe zum letzten oder spiele von hier aus weiter.".into(),
        PlacesStarter(c) => format!("{} legt das Startsegment", player(c)),
        ChooseHeadCell => "Wähle das Feld für den Kopf, im tiefen Wasser.".into(),
        ChooseHeadCellOrSwap(c) => format!("Wähle das Feld für den Kopf, im tiefen Wasser, oder tausche: Übernimm das Startsegment von {} und ziehe zuerst.", player(c)),
        PlayedBy(n) => format!("gespielt von Spieler {n}"),
        ChooseTailCell => "Wähle das Feld für den Schwanz (oder noch einmal das Feld des Kopfes, um abzubrechen).".into(),
        ToMove(c) => format!("{} ist am Zug", player(c)),
        ChooseWhichEnd => "Dieses Segment passt an beide Enden: Wähle, welches Ende wächst.".into(),
        ChooseSegment => "Dort passen mehrere Segmente: Wähle eines.".into(),
        SegmentOption { span, height } => format!("Spannweite {span}, Höhe {height}"),
        ChooseSecondFoot => "Wähle, wohin der zweite Fuß kommt (das Startfeld noch einmal oder Esc bricht ab).".into(),
        ChooseStartCell => "Wähle ein Startfeld neben dem Kopf oder dem Schwanz, oder zuerst ein Segment im Vorrat.".into(),
        ChooseStartCellExpert => "Wähle ein Startfeld zwei Löcher vom Kopf oder vom Schwanz entfernt (Expertenvariante), oder zuerst ein Segment im Vorrat.".into(),
        PieceChosen { span, height } => format!("Segment mit Spannweite {span}, Höhe {height} gewählt: Seine Startfelder sind markiert. Klicke es noch einmal an, um die Wahl aufzuheben."),
        ComputerMoves => "Ein Computerspieler wählt seinen Zug.".into(),
        Suggestion(mv) => match *mv {
            Notation::Start { head, tail } => format!("Tipp: Lege dein Startsegment mit dem Kopf auf {head} und dem Schwanz auf {tail} ({mv})."),
            Notation::Extend { end: e, height, from, to } => format!(
                "Tipp: Verlängere deinen {} mit dem Segment der Spannweite {}, Höhe {height}, von {from} nach {to} ({mv}).",
                end(e),
                super::span(from, to)
            ),
            Notation::Swap => "Tipp: Nimm den Tausch an und spiele die erste Farbe.".into(),
        },
        WaysOut(n) => super::counts::WAYS_OUT.count(*n, Lang::De),
        FewWaysOut { colour: c, ways: 0 } => format!("Vorsicht: Nach diesem Zug hätte {} keinen möglichen Zug mehr.", player(c)),
        FewWaysOut { colour: c, ways } => format!("Vorsicht: Nach diesem Zug hätte {} nur noch {ways} möglichen Zug.", player(c)),
        GrowEnd(e) => format!("Am {} verlängern", end(*e)),
        GameOver { winners } => {
            let names: Vec<String> = winners.iter().map(player).collect();
            if names.len() > 1 {
                format!("Spielende: {} teilen sich den Sieg", list(&names))
            } else {
                format!("Spielende: {} gewinnt", list(&names))
            }
        }
        NobodyCanPlace => "Niemand kann mehr ein Segment legen.".into(),
        Finale(f) => finale(f),
        ReplayCannotPlay => "Eine frühere Stellung ist zu sehen: Wähle „Von hier weiterspielen“ oder springe zum letzten Zug, um zu spielen.".into(),
        PickSegmentOrEscape => "Wähle im Vorrat das Segment, das gelegt werden soll, oder drücke Esc.".into(),
        ChosenStartCell(cell) => format!("{cell} ist das gewählte Startfeld: Ein weiterer Klick bricht ab."),
        NotInPlay(cell) => format!("{cell} ist bei dieser Spielerzahl nicht im Spiel."),
        HeadCannotGo { cell, reason } => {
            format!("Der Kopf kann nicht auf {cell}: {}.", refusal(reason))
        }
        TailCannotGo { cell, reason } => {
            format!("Der Schwanz kann nicht auf {cell}: {}.", refusal(reason))
        }
        NotStartCell { cell, narrowed, reasons } => {
            let narrowed = if *narrowed { " für das gewählte Segment" } else { "" };
            // When only the distance to the ends is wrong, one sentence names both ends.
            let ends: Vec<String> = reasons
                .iter()
                .filter_map(|r| match r {
                    IllegalMove::NotNextToEnd { end: e, at, .. } => Some(format!("{} auf {at}", end(*e))),
                    _ => None,
                })
                .collect();
            if reasons.is_empty() {
                format!("{cell} ist kein Startfeld{narrowed}.")
            } else if ends.len() == reasons.len() && ends.len() > 1 {
                format!("{cell} ist kein Startfeld{narrowed}, weder für den {}.", ends.join(" noch für den "))
            } else {
                let reasons: Vec<String> = reasons.iter().map(refusal).collect();
                format!("{cell} ist kein Startfeld{narrowed}: {}.", reasons.join("; "))
            }
        }
        SecondFootCannotGo { cell, reason } => {
            format!("Der zweite Fuß kann nicht auf {cell}: {}.", refusal(reason))
        }
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
        BotUnavailable(why) => format!(
            "Die Computerspieler können hier nicht laufen ({}).",
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
        PlayedElsewhere(c) => format!("{} spielt auf einem anderen Gerät: Schick den Link und warte auf die Antwort.", player(c)),
        YourMoveInvite(c) => format!("Du bist dran bei Block Ness ({} ist am Zug)", colour(*c)),
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
        Played { colour: c, mv } => match *mv {
            Notation::Start { head, tail } => format!(
                "{} hat das Startsegment gelegt: Kopf auf {head}, Schwanz auf {tail}.",
                player(c)
            ),
            Notation::Extend { end: e, height, from, to } => format!(
                "{} hat den {} mit einem Segment der Höhe {height} von {from} nach {to} verlängert.",
                player(c),
                end(e)
            ),
            Notation::Swap => format!(
                "Tausch: Wer geantwortet hat, spielt jetzt {} und zieht zuerst; wer eröffnet hat, nimmt die andere Farbe.",
                colour(*c)
            ),
        },
        Undone => "Zug zurückgenommen.".into(),
        ShowPositionAfter(n) => format!("Stellung nach Zug {n} zeigen"),
        PieceLabel { span, height } => format!("Segment mit Spannweite {span}, Höhe {height}"),
        ReserveOf(c) => format!("Vorrat von {}", player(c)),
        Left(n) => format!("{n} übrig"),
        CellLabel { cell, contents, out_of_play, role } => {
            let mut parts = vec![cell.to_string()];
            if *out_of_play {
                parts.push("nicht im Spiel".into());
            }
            if contents.is_empty() && !*out_of_play {
                parts.push("frei".into());
            }
            parts.extend(contents.iter().map(content));
            match role {
                CellRole::None => {}
                CellRole::Start => parts.push("Startfeld".into()),
                CellRole::Chosen => parts.push("gewähltes Startfeld".into()),
                CellRole::SecondFoot => parts.push("zweiter Fuß".into()),
            }
            parts.join(", ")
        }
    }
}

/// The new-game dialog's words (see [`DialogWord`]).
pub(super) fn dialog(word: &DialogWord) -> String {
    match *word {
        DialogWord::Player(c) => super::player(c, Lang::De),
        DialogWord::DuplicateSeatColour(c) => format!(
            "Zwei Spieler haben {} gewählt: Wähle für jeden Spieler eine andere Farbe.",
            colour(c)
        ),
        DialogWord::PlayerCount(n) => format!("{n} Spieler"),
        DialogWord::Seat(n) => format!("Spieler {n}"),
        DialogWord::WhoPlaysSeat(n) => format!("Spieler {n}: Mensch oder Computer"),
    }
}
