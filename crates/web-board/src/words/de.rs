//! A board's sentences in German.

use blockness_core::{Colour, End, IllegalMove, Notation, SegmentRef, SwapRefusal};

use super::message::{CellContent, CellRole, Finale, Message, Who, Winners, WorkerTrouble};
use super::DialogWord;
use crate::words::Lang;
use blockness_bots::Level;
use blockness_web_common::{Input, Number};

/// A colour as a player's name.
pub(super) fn colour_name(c: Colour) -> &'static str {
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
    format!("Bogen von {} (Höhe {})", colour_name(s.colour), s.height)
}

pub(super) fn level_name(l: Level) -> &'static str {
    match l {
        Level::Easy => "leicht",
        Level::Medium => "mittel",
        Level::Strong => "stark",
    }
}

fn who(w: &Who) -> String {
    match *w {
        Who::You => "du".into(),
        Who::Computer {
            level: l,
            colour: None,
        } => format!("der Computer ({})", level_name(l)),
        Who::Computer {
            level: l,
            colour: Some(c),
        } => format!(
            "der Computer ({}) als {}",
            level_name(l),
            super::player(c, Lang::De)
        ),
        Who::Person(c) | Who::Elsewhere(c) => super::player(c, Lang::De),
    }
}

/// A sentence after a colon starts with a capital in German.
fn capitalised(text: String) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} und {last}", rest.join(", ")),
    }
}

/// The end of a game, with its winners.
pub(super) fn game_over(w: &Winners) -> String {
    match (w.you, Lang::De.number(w.others.len() + usize::from(w.you))) {
        (true, Number::One) => "Spielende: Du gewinnst".into(),
        (true, Number::Several) => {
            format!("Spielende: Du und {} teilt euch den Sieg", list(&w.others))
        }
        (false, Number::One) => format!("Spielende: {} gewinnt", capitalised(list(&w.others))),
        (false, Number::Several) => format!(
            "Spielende: {} teilen sich den Sieg",
            capitalised(list(&w.others))
        ),
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
            colour_name(c)
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

pub(super) fn trouble(t: &WorkerTrouble) -> String {
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
            format!("Fuß eines Segments von {} (Höhe {height})", colour_name(c))
        }
        CellContent::Arch { colour: c, height } => {
            format!("unter dem Bogen von {} (Höhe {height})", colour_name(c))
        }
        CellContent::End { colour: c, end: e } => format!("{} von {}", end(e), colour_name(c)),
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
        ChooseSecondFoot(input) => match input {
            Input::Touch => "Wähle, wohin der zweite Fuß kommt (tippe noch einmal auf das Startfeld, um abzubrechen).".into(),
            Input::Mouse => "Wähle, wohin der zweite Fuß kommt (ein weiterer Klick auf das Startfeld bricht ab).".into(),
            Input::Keyboard => "Wähle, wohin der zweite Fuß kommt (das Startfeld noch einmal oder Esc bricht ab).".into(),
        },
        ChooseStartCell => "Wähle ein Startfeld neben dem Kopf oder dem Schwanz, oder zuerst ein Segment im Vorrat.".into(),
        ChooseStartCellExpert => "Wähle ein Startfeld zwei Löcher vom Kopf oder vom Schwanz entfernt (Expertenvariante), oder zuerst ein Segment im Vorrat.".into(),
        PieceChosen { span, height, input } => match input {
            Input::Touch => format!("Segment mit Spannweite {span}, Höhe {height} gewählt: Seine Startfelder sind markiert. Tippe es noch einmal an, um die Wahl aufzuheben."),
            Input::Mouse => format!("Segment mit Spannweite {span}, Höhe {height} gewählt: Seine Startfelder sind markiert. Klicke es noch einmal an, um die Wahl aufzuheben."),
            Input::Keyboard => format!("Segment mit Spannweite {span}, Höhe {height} gewählt: Seine Startfelder sind markiert. Drücke darauf noch einmal die Eingabetaste oder Esc, um die Wahl aufzuheben."),
        },
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
        GameOver { winners } => game_over(&Winners {
            you: winners.contains(&Who::You),
            others: winners.iter().filter(|w| **w != Who::You).map(who).collect(),
        }),
        PlayedAs(w) => match w {
            Who::Person(_) => "eine Person an diesem Gerät".into(),
            Who::Elsewhere(_) => "eine Person an einem anderen Gerät".into(),
            Who::Computer { level: l, .. } => format!("der Computer ({})", level_name(*l)),
            Who::You => "du".into(),
        },
        NobodyCanPlace => "Niemand kann mehr ein Segment legen.".into(),
        Finale(f) => finale(f),
        ReplayCannotPlay => "Eine frühere Stellung ist zu sehen: Wähle „Von hier weiterspielen“ oder springe zum letzten Zug, um zu spielen.".into(),
        PickSegment(input) => match input {
            Input::Touch => "Wähle im Vorrat das Segment, das gelegt werden soll, oder tippe noch einmal auf das Startfeld, um abzubrechen.".into(),
            Input::Mouse => "Wähle im Vorrat das Segment, das gelegt werden soll, oder klicke noch einmal auf das Startfeld, um abzubrechen.".into(),
            Input::Keyboard => "Wähle im Vorrat das Segment, das gelegt werden soll, oder drücke Esc.".into(),
        },
        ChosenStartCell(cell, input) => match input {
            Input::Touch => format!("{cell} ist das gewählte Startfeld: Tippe noch einmal darauf, um abzubrechen."),
            Input::Mouse => format!("{cell} ist das gewählte Startfeld: Ein weiterer Klick bricht ab."),
            Input::Keyboard => format!("{cell} ist das gewählte Startfeld: Die Eingabetaste darauf oder Esc bricht ab."),
        },
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
        BotUnavailable(why) => format!(
            "Die Computerspieler können hier nicht laufen ({}).",
            trouble(why)
        ),
        PlayedElsewhere(c) => format!("{} spielt auf einem anderen Gerät: Schick den Link und warte auf die Antwort.", player(c)),
        YourMoveInvite(c) => format!("Du bist dran bei Block Ness ({} ist am Zug)", colour_name(*c)),
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
                colour_name(*c)
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
            colour_name(c)
        ),
        DialogWord::PlayerCount(n) => format!("{n} Spieler"),
        DialogWord::Seat(n) => format!("Spieler {n}"),
        DialogWord::WhoPlaysSeat(n) => format!("Spieler {n}: Mensch oder Computer"),
    }
}
