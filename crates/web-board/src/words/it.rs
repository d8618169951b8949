//! A board's sentences in Italian.

use blockness_core::{Colour, End, IllegalMove, Notation, SegmentRef, SwapRefusal};

use super::message::{CellContent, CellRole, Finale, Message, Who, Winners, WorkerTrouble};
use super::DialogWord;
use crate::words::Lang;
use blockness_bots::Level;
use blockness_web_common::{Input, Number};

/// A colour as a player's name.
pub(super) fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::Orange => "Arancione",
        Colour::Green => "Verde",
        Colour::Purple => "Porpora",
        Colour::Black => "Nero",
    }
}

// Both ends are feminine in Italian, so "la", "della" and "alla" suit either.
fn end(e: End) -> &'static str {
    match e {
        End::Head => "testa",
        End::Tail => "coda",
    }
}

fn segment(s: &SegmentRef) -> String {
    format!(
        "l'arco di altezza {1} del giocatore {0}",
        colour_name(s.colour),
        s.height
    )
}

/// "a" before a player's name, "ad" before one that starts with an a, as Italian writes it.
fn to(c: Colour) -> &'static str {
    if colour_name(c).starts_with('A') {
        "ad"
    } else {
        "a"
    }
}

pub(super) fn level_name(l: Level) -> &'static str {
    match l {
        Level::Easy => "facile",
        Level::Medium => "medio",
        Level::Strong => "forte",
    }
}

fn who(w: &Who) -> String {
    match *w {
        Who::You => "tu".into(),
        Who::Computer {
            level: l,
            colour: None,
        } => format!("il computer ({})", level_name(l)),
        Who::Computer {
            level: l,
            colour: Some(c),
        } => format!(
            "il computer ({}) che gioca {}",
            level_name(l),
            super::player(c, Lang::It)
        ),
        Who::Person(c) | Who::Elsewhere(c) => super::player(c, Lang::It),
    }
}

fn list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} e {last}", rest.join(", ")),
    }
}

/// The end of a game, with its winners.
pub(super) fn game_over(w: &Winners) -> String {
    match (w.you, Lang::It.number(w.others.len() + usize::from(w.you))) {
        (true, Number::One) => "Partita finita: hai vinto".into(),
        (true, Number::Several) => format!(
            "Partita finita: tu e {} vi dividete la vittoria",
            list(&w.others)
        ),
        (false, Number::One) => format!("Partita finita: vince {}", list(&w.others)),
        (false, Number::Several) => format!(
            "Partita finita: {} si dividono la vittoria",
            list(&w.others)
        ),
    }
}

/// Why the engine refuses a move.
pub(super) fn refusal(r: &IllegalMove) -> String {
    use IllegalMove::*;
    match *r {
        GameOver => "la partita è finita".into(),
        NotYourTurn { .. } => "tocca a un altro giocatore".into(),
        SetupOver => "il segmento iniziale di questo mostro è già nel loch".into(),
        StarterFirst => "prima va posato il segmento iniziale".into(),
        NoSuchPiece { piece } => format!("nessun mostro ha un segmento numero {piece}"),
        NotInReserve { .. } => "quel segmento è già nel loch".into(),
        UseLowerPiece { .. } => "nella riserva lo precede un segmento identico".into(),
        OffBoard { cell } => format!("{cell} è fuori dal tabellone"),
        NotStraight { from, to } => {
            format!("{from} e {to} non stanno sulla stessa riga né sulla stessa colonna")
        }
        WrongSpan { span, distance } => format!(
            "questo segmento ha un'ampiezza di {span}, ma i suoi piedi sarebbero a {distance} fori l'uno dall'altro"
        ),
        NotNextToEnd { from, end: e, at } => {
            format!("{from} non è un foro di partenza per la {} in {at}", end(e))
        }
        OutsideArea { cell } => format!("{cell} non è in gioco con questo numero di giocatori"),
        OutsideDeep { cell } => format!(
            "il segmento iniziale si posa solo nelle acque profonde, e {cell} non ne fa parte"
        ),
        SwapRefused { why } => swap_refusal(why).into(),
        FootTaken { cell, by } => format!("il foro {cell} è già occupato: c'è {}", segment(&by)),
        FootUnderArch { cell, by } => format!("il foro {cell} si trova sotto {}", segment(&by)),
        StarterOverlaps { cell, by } => {
            format!("il segmento iniziale coprirebbe {} in {cell}", segment(&by))
        }
        CrossesEnd { cell, colour: c, end: e, .. } => format!(
            "l'arco passerebbe sopra la {} del giocatore {} in {cell}",
            end(e),
            colour_name(c)
        ),
        CrossesOwnEnd { cell, end: e } => {
            format!("l'arco passerebbe sopra la propria {} in {cell}", end(e))
        }
        PassesUnder { height, by } => format!(
            "un arco di altezza {height} passerebbe sotto {}, che è più alto",
            segment(&by)
        ),
        SameHeight { by } => format!(
            "l'arco incrocerebbe {}, che ha la stessa altezza",
            segment(&by)
        ),
    }
}

fn swap_refusal(why: SwapRefusal) -> &'static str {
    match why {
        SwapRefusal::NotOffered => "questa partita si gioca senza la regola dello scambio",
        SwapRefusal::AlreadySwapped => "i giocatori si sono già scambiati una volta",
        SwapRefusal::NotNow => "lo scambio può rispondere solo al primissimo segmento iniziale",
    }
}

/// What set the winners apart.
fn finale(f: &Finale) -> String {
    match *f {
        Finale::FewerLeft { winner, next } => {
            format!("{} contro {next}.", super::counts::SEGMENTS_LEFT.count(winner as u64, Lang::It))
        }
        Finale::TallerHead { left, winner, next } => format!(
            "Pari nei segmenti ({left} rimasti ciascuno): una testa ad altezza {winner} batte una testa ad altezza {next}."
        ),
        Finale::Shared => {
            "Pari nei segmenti e nell'altezza della testa: la vittoria è condivisa.".into()
        }
    }
}

pub(super) fn trouble(t: &WorkerTrouble) -> String {
    match t {
        WorkerTrouble::CannotStart(d) => format!("impossibile avviarli: {d}"),
        WorkerTrouble::UnreadableAnswer(d) => format!("la loro risposta è illeggibile: {d}"),
        WorkerTrouble::Stopped(None) => "hanno smesso di funzionare".into(),
        WorkerTrouble::Stopped(Some(d)) => format!("hanno smesso di funzionare: {d}"),
        WorkerTrouble::CannotAsk(d) => format!("non è stato possibile inviare la domanda: {d}"),
        WorkerTrouble::NoMove => "nessuna mossa trovata".into(),
        WorkerTrouble::Reported(d) => format!("errore segnalato: {d}"),
    }
}

fn content(c: &CellContent) -> String {
    match *c {
        CellContent::Foot { colour: c, height } => {
            format!(
                "piede di un segmento di altezza {height} del giocatore {}",
                colour_name(c)
            )
        }
        CellContent::Arch { colour: c, height } => {
            format!(
                "sotto l'arco di altezza {height} del giocatore {}",
                colour_name(c)
            )
        }
        CellContent::End { colour: c, end: e } => {
            format!("{} del giocatore {}", end(e), colour_name(c))
        }
    }
}

/// The message in Italian.
pub(super) fn say(m: &Message) -> String {
    use Message::*;
    let player = |c: &Colour| super::player(*c, Lang::It);
    match m {
        Player(c) => player(c),
        SkipsNoSegmentLeft(c) => {
            format!("{} non ha più segmenti e salta il turno.", player(c))
        }
        SkipsBlocked(c) => format!("{} è bloccato e salta il turno.", player(c)),
        GameEnded { blocked, finished } => {
            let why = super::ending_clauses(Lang::It, [blocked, finished], list, |which, names, one| match (which, one) {
                (0, true) => format!("{names} non può più posare alcun segmento"),
                (0, false) => format!("{names} non possono più posare alcun segmento"),
                (_, true) => format!("{names} ha posato tutti i suoi segmenti"),
                (_, false) => format!("{names} hanno posato tutti i loro segmenti"),
            });
            format!("{}: la partita è finita.", why.join(" e "))
        }
        CanPlayAgain(c) => format!("{} può di nuovo giocare.", player(c)),
        ReplayPosition { shown, total } => {
            format!("Revisione: posizione dopo la mossa {shown} di {total}")
        }
        ReplayReadOnly => "Questa posizione precedente non si può modificare. Scorri le mosse, vai all'ultima o riprendi la partita da qui.".into(),
        PlacesStarter(c) => format!("{} posa il segmento iniziale", player(c)),
        ChooseHeadCell => "Scegli il foro della testa, nelle acque profonde.".into(),
        ChooseHeadCellOrSwap(c) => format!("Scegli il foro della testa, nelle acque profonde, oppure scambia: prendi per te il segmento iniziale di {} e muovi per primo.", player(c)),
        PlayedBy(n) => format!("giocato dal giocatore {n}"),
        ChooseTailCell => "Scegli il foro della coda (o di nuovo quello della testa per annullare).".into(),
        ToMove(c) => format!("Tocca {} {}", to(*c), player(c)),
        ChooseWhichEnd => "Questo segmento può partire da entrambe le estremità: scegli quale si allunga.".into(),
        ChooseSegment => "Vanno bene più segmenti: scegline uno.".into(),
        SegmentOption { span, height } => format!("Ampiezza {span}, altezza {height}"),
        ChooseSecondFoot(input) => match input {
            Input::Touch => "Scegli dove va il secondo piede (tocca di nuovo il foro di partenza per annullare).".into(),
            Input::Mouse => "Scegli dove va il secondo piede (clicca di nuovo il foro di partenza per annullare).".into(),
            Input::Keyboard => "Scegli dove va il secondo piede (il foro di partenza o Esc per annullare).".into(),
        },
        ChooseStartCell => "Scegli un foro di partenza accanto alla testa o alla coda, oppure prima un segmento nella riserva.".into(),
        ChooseStartCellExpert => "Scegli un foro di partenza a due fori dalla testa o dalla coda (variante per esperti), oppure prima un segmento nella riserva.".into(),
        PieceChosen { span, height, input } => match input {
            Input::Touch => format!("Scelto il segmento di ampiezza {span} e altezza {height}: i suoi fori di partenza sono evidenziati. Toccalo di nuovo per annullare la scelta."),
            Input::Mouse => format!("Scelto il segmento di ampiezza {span} e altezza {height}: i suoi fori di partenza sono evidenziati. Cliccalo di nuovo per annullare la scelta."),
            Input::Keyboard => format!("Scelto il segmento di ampiezza {span} e altezza {height}: i suoi fori di partenza sono evidenziati. Premi di nuovo Invio su di esso, o Esc, per annullare la scelta."),
        },
        ComputerMoves => "Un giocatore computer sta scegliendo la sua mossa.".into(),
        Suggestion(mv) => match *mv {
            Notation::Start { head, tail } => format!("Suggerimento: posa il segmento iniziale con la testa in {head} e la coda in {tail} ({mv})."),
            Notation::Extend { end: e, height, from, to } => format!(
                "Suggerimento: allunga la tua {} con il segmento di ampiezza {}, altezza {height}, da {from} a {to} ({mv}).",
                end(e),
                super::span(from, to)
            ),
            Notation::Swap => "Suggerimento: accetta lo scambio e gioca il primo colore.".into(),
        },
        WaysOut(n) => super::counts::WAYS_OUT.count(*n, Lang::It),
        FewWaysOut { colour: c, ways: 0 } => format!("Attenzione: dopo questa mossa, {} non avrebbe più nessuna mossa possibile.", player(c)),
        FewWaysOut { colour: c, ways: 1 } => format!("Attenzione: dopo questa mossa, {} avrebbe una sola mossa possibile.", player(c)),
        FewWaysOut { colour: c, ways } => format!("Attenzione: dopo questa mossa, {} avrebbe solo {ways} mosse possibili.", player(c)),
        GrowEnd(e) => format!("Allunga dalla {}", end(*e)),
        GameOver { winners } => game_over(&Winners {
            you: winners.contains(&Who::You),
            others: winners.iter().filter(|w| **w != Who::You).map(who).collect(),
        }),
        PlayedAs(w) => match w {
            Who::Person(_) => "una persona su questo dispositivo".into(),
            Who::Elsewhere(_) => "una persona su un altro dispositivo".into(),
            Who::Computer { level: l, .. } => format!("il computer ({})", level_name(*l)),
            Who::You => "tu".into(),
        },
        NobodyCanPlace => "Nessuno può più posare un segmento.".into(),
        Finale(f) => finale(f),
        ReplayCannotPlay => "È mostrata una posizione precedente: scegli «Riprendi da qui» o vai all'ultima mossa per giocare.".into(),
        PickSegment(input) => match input {
            Input::Touch => "Scegli nella riserva il segmento da posare, oppure tocca di nuovo il foro di partenza per annullare.".into(),
            Input::Mouse => "Scegli nella riserva il segmento da posare, oppure clicca di nuovo il foro di partenza per annullare.".into(),
            Input::Keyboard => "Scegli nella riserva il segmento da posare, oppure premi Esc.".into(),
        },
        ChosenStartCell(cell, input) => match input {
            Input::Touch => format!("{cell} è il foro di partenza scelto: toccalo di nuovo per annullare."),
            Input::Mouse => format!("{cell} è il foro di partenza scelto: cliccalo di nuovo per annullare."),
            Input::Keyboard => format!("{cell} è il foro di partenza scelto: premi di nuovo Invio su di esso, o Esc, per annullare."),
        },
        NotInPlay(cell) => format!("{cell} non è in gioco con questo numero di giocatori."),
        HeadCannotGo { cell, reason } => {
            format!("La testa non può andare in {cell}: {}.", refusal(reason))
        }
        TailCannotGo { cell, reason } => {
            format!("La coda non può andare in {cell}: {}.", refusal(reason))
        }
        NotStartCell { cell, narrowed, reasons } => {
            let narrowed = if *narrowed { " per il segmento scelto" } else { "" };
            // When only the distance to the ends is wrong, one sentence names both ends.
            let ends: Vec<String> = reasons
                .iter()
                .filter_map(|r| match r {
                    IllegalMove::NotNextToEnd { end: e, at, .. } => Some(format!("{} in {at}", end(*e))),
                    _ => None,
                })
                .collect();
            if reasons.is_empty() {
                format!("{cell} non è un foro di partenza{narrowed}.")
            } else if ends.len() == reasons.len() && ends.len() > 1 {
                format!("{cell} non è un foro di partenza{narrowed} né per la {}.", ends.join(" né per la "))
            } else {
                let reasons: Vec<String> = reasons.iter().map(refusal).collect();
                format!("{cell} non è un foro di partenza{narrowed}: {}.", reasons.join("; "))
            }
        }
        SecondFootCannotGo { cell, reason } => {
            format!("Il secondo piede non può andare in {cell}: {}.", refusal(reason))
        }
        BotUnavailable(why) => format!(
            "I giocatori computer non possono funzionare qui ({}).",
            trouble(why)
        ),
        PlayedElsewhere(c) => format!("{} gioca su un altro dispositivo: mandagli il link e aspetta il suo.", player(c)),
        YourMoveInvite(c) => format!("Tocca a te a Block Ness (deve muovere {})", colour_name(*c)),
        Played { colour: c, mv } => match *mv {
            Notation::Start { head, tail } => format!(
                "{} ha posato il segmento iniziale: testa in {head}, coda in {tail}.",
                player(c)
            ),
            Notation::Extend { end: e, height, from, to } => format!(
                "{} ha allungato il suo mostro dalla {} con un segmento di altezza {height}, da {from} a {to}.",
                player(c),
                end(e)
            ),
            Notation::Swap => format!(
                "Scambio: il giocatore che rispondeva ora gioca {} e muoverà per primo; chi ha aperto prende l'altro colore.",
                colour_name(*c)
            ),
        },
        Undone => "Mossa annullata.".into(),
        ShowPositionAfter(n) => format!("Mostra la posizione dopo la mossa {n}"),
        PieceLabel { span, height } => format!("segmento di ampiezza {span}, altezza {height}"),
        ReserveOf(c) => format!("Riserva del giocatore {}", player(c)),
        Left(n) => format!("{n} nella riserva"),
        CellLabel { cell, contents, out_of_play, role } => {
            let mut parts = vec![cell.to_string()];
            if *out_of_play {
                parts.push("fuori gioco".into());
            }
            if contents.is_empty() && !*out_of_play {
                parts.push("libero".into());
            }
            parts.extend(contents.iter().map(content));
            match role {
                CellRole::None => {}
                CellRole::Start => parts.push("foro di partenza".into()),
                CellRole::Chosen => parts.push("foro di partenza scelto".into()),
                CellRole::SecondFoot => parts.push("secondo piede".into()),
            }
            parts.join(", ")
        }
    }
}

/// The new-game dialog's words (see [`DialogWord`]).
pub(super) fn dialog(word: &DialogWord) -> String {
    match *word {
        DialogWord::Player(c) => super::player(c, Lang::It),
        DialogWord::DuplicateSeatColour(c) => format!(
            "Due giocatori hanno scelto {}: scegli un colore diverso per ciascun giocatore.",
            colour_name(c)
        ),
        DialogWord::PlayerCount(n) => format!("{n} giocatori"),
        DialogWord::Seat(n) => format!("Giocatore {n}"),
        DialogWord::WhoPlaysSeat(n) => format!("Giocatore {n}: umano o computer"),
    }
}
