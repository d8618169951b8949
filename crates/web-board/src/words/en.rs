//! A board's sentences in English.

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
        Colour::Green => "Green",
        Colour::Purple => "Purple",
        Colour::Black => "Black",
    }
}

fn end(e: End) -> &'static str {
    match e {
        End::Head => "head",
        End::Tail => "tail",
    }
}

fn segment(s: &SegmentRef) -> String {
    format!("{}'s arch of height {}", colour_name(s.colour), s.height)
}

pub(super) fn level_name(l: Level) -> &'static str {
    match l {
        Level::Easy => "easy",
        Level::Medium => "medium",
        Level::Strong => "strong",
    }
}

fn who(w: &Who) -> String {
    match *w {
        Who::You => "you".into(),
        Who::Computer {
            level: l,
            colour: None,
        } => format!("the computer ({})", level_name(l)),
        Who::Computer {
            level: l,
            colour: Some(c),
        } => format!(
            "the computer ({}) playing {}",
            level_name(l),
            super::player(c, Lang::En)
        ),
        Who::Person(c) | Who::Elsewhere(c) => super::player(c, Lang::En),
    }
}

fn list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The end of a game, with its winners.
pub(super) fn game_over(w: &Winners) -> String {
    match (w.you, Lang::En.number(w.others.len() + usize::from(w.you))) {
        (true, Number::One) => "Game over: you win".into(),
        (true, Number::Several) => format!("Game over: you and {} share the win", list(&w.others)),
        (false, Number::One) => format!("Game over: {} wins", list(&w.others)),
        (false, Number::Several) => format!("Game over: {} share the win", list(&w.others)),
    }
}

/// Why the engine refuses a move.
pub(super) fn refusal(r: &IllegalMove) -> String {
    use IllegalMove::*;
    match *r {
        GameOver => "the game is over".into(),
        NotYourTurn { .. } => "it is another player's turn".into(),
        SetupOver => "this monster's starter is already in the loch".into(),
        StarterFirst => "the starter has to be placed first".into(),
        NoSuchPiece { piece } => format!("a monster has no segment number {piece}"),
        NotInReserve { .. } => "that segment is already in the loch".into(),
        UseLowerPiece { .. } => "an identical segment comes first in the reserve".into(),
        OffBoard { cell } => format!("{cell} is off the board"),
        NotStraight { from, to } => format!("{from} and {to} are not in one row or column"),
        WrongSpan { span, distance } => {
            format!("the segment spans {span} cells, but its feet would be {distance} apart")
        }
        NotNextToEnd { from, end: e, at } => {
            format!("{from} is not a start cell of the {} on {at}", end(e))
        }
        OutsideArea { cell } => format!("{cell} is not in play with this many players"),
        OutsideDeep { cell } => {
            format!("a starter lies in the deep water only, and {cell} is not deep")
        }
        SwapRefused { why } => swap_refusal(why).into(),
        FootTaken { cell, by } => format!("{cell} is taken by {}", segment(&by)),
        FootUnderArch { cell, by } => format!("{cell} lies under {}", segment(&by)),
        StarterOverlaps { cell, by } => {
            format!("the starter would lie on {} at {cell}", segment(&by))
        }
        CrossesEnd {
            cell,
            colour: c,
            end: e,
            ..
        } => format!(
            "the arch would pass over {}'s {} on {cell}",
            colour_name(c),
            end(e)
        ),
        CrossesOwnEnd { cell, end: e } => {
            format!("the arch would pass over its own {} on {cell}", end(e))
        }
        PassesUnder { height, by } => format!(
            "an arch of height {height} would pass under {}, which is taller",
            segment(&by)
        ),
        SameHeight { by } => format!(
            "the arch would cross {}, which is just as tall",
            segment(&by)
        ),
    }
}

fn swap_refusal(why: SwapRefusal) -> &'static str {
    match why {
        SwapRefusal::NotOffered => "this game is played without the swap rule",
        SwapRefusal::AlreadySwapped => "the players have already swapped once",
        SwapRefusal::NotNow => "a swap can only answer the very first starter",
    }
}

/// What set the winners apart, in words.
fn finale(f: &Finale) -> String {
    match *f {
        Finale::FewerLeft { winner, next } => {
            format!(
                "{} against {next}.",
                super::counts::SEGMENTS_LEFT.count(winner as u64, Lang::En)
            )
        }
        Finale::TallerHead { left, winner, next } => format!(
            "Tied on segments ({left} left each): a head at height {winner} beats one at {next}."
        ),
        Finale::Shared => "Tied on segments and head height: the win is shared.".into(),
    }
}

pub(super) fn trouble(t: &WorkerTrouble) -> String {
    match t {
        WorkerTrouble::CannotStart(d) => format!("they could not be started: {d}"),
        WorkerTrouble::UnreadableAnswer(d) => format!("their answer could not be read: {d}"),
        WorkerTrouble::Stopped(None) => "they stopped working".into(),
        WorkerTrouble::Stopped(Some(d)) => format!("they stopped working: {d}"),
        WorkerTrouble::CannotAsk(d) => format!("the question could not be sent: {d}"),
        WorkerTrouble::NoMove => "no move was found".into(),
        WorkerTrouble::Reported(d) => d.clone(),
    }
}

fn content(c: &CellContent) -> String {
    match *c {
        CellContent::Foot { colour: c, height } => {
            format!("foot of {}'s segment of height {height}", colour_name(c))
        }
        CellContent::Arch { colour: c, height } => {
            format!("under {}'s arch of height {height}", colour_name(c))
        }
        CellContent::End { colour: c, end: e } => format!("{}'s {}", colour_name(c), end(e)),
    }
}

/// The message in English.
pub(super) fn say(m: &Message) -> String {
    use Message::*;
    let player = |c: &Colour| super::player(*c, Lang::En);
    match m {
        Player(c) => player(c),
        SkipsNoSegmentLeft(c) => format!("{} has no segment left and skips this turn.", player(c)),
        SkipsBlocked(c) => format!("{} is blocked and skips this turn.", player(c)),
        GameEnded { blocked, finished } => {
            let why = super::ending_clauses(Lang::En, [blocked, finished], list, |which, names, _| match which {
                0 => format!("{names} cannot place any segment"),
                _ => format!("{names} placed every segment"),
            });
            format!("{}: the game is over.", why.join(" and "))
        }
        CanPlayAgain(c) => format!("{} can play again.", player(c)),
        ReplayPosition { shown, total } => {
            format!("Replay: position after move {shown} of {total}")
        }
        ReplayReadOnly => "This earlier position cannot be changed. Step through the moves, go to the last one, or continue from here.".into(),
        PlacesStarter(c) => format!("{} places the starter", player(c)),
        ChooseHeadCell => "Choose the cell for the head, in the deep water.".into(),
        ChooseHeadCellOrSwap(c) => format!("Choose the cell for the head, in the deep water, or swap: take over {}'s starter and move first.", player(c)),
        PlayedBy(n) => format!("played by player {n}"),
        ChooseTailCell => "Choose the cell for the tail (or the head's cell again to cancel).".into(),
        ToMove(c) => format!("{} to move", player(c)),
        ChooseWhichEnd => "This segment fits from both ends: choose which end grows.".into(),
        ChooseSegment => "Several segments fit there: pick one.".into(),
        SegmentOption { span, height } => format!("Span {span}, height {height}"),
        ChooseSecondFoot(input) => match input {
            Input::Touch => "Choose where the second foot goes (tap the start cell again to cancel).".into(),
            Input::Mouse => "Choose where the second foot goes (click the start cell again to cancel).".into(),
            Input::Keyboard => "Choose where the second foot goes (the start cell again, or Escape, cancels).".into(),
        },
        ChooseStartCell => "Choose a start cell next to the head or the tail, or pick a segment in the tray first.".into(),
        ChooseStartCellExpert => "Choose a start cell two holes from the head or the tail (expert variant), or pick a segment in the tray first.".into(),
        PieceChosen { span, height, input } => match input {
            Input::Touch => format!("Segment of span {span}, height {height} chosen: its start cells are highlighted. Tap it again to drop the choice."),
            Input::Mouse => format!("Segment of span {span}, height {height} chosen: its start cells are highlighted. Click it again to drop the choice."),
            Input::Keyboard => format!("Segment of span {span}, height {height} chosen: its start cells are highlighted. Press Enter on it again, or Escape, to drop the choice."),
        },
        ComputerMoves => "A computer player is choosing its move.".into(),
        Suggestion(mv) => match *mv {
            Notation::Start { head, tail } => format!("Hint: place your starter with its head on {head} and its tail on {tail} ({mv})."),
            Notation::Extend { end: e, height, from, to } => format!(
                "Hint: grow your {} with the segment of span {}, height {height}, from {from} to {to} ({mv}).",
                end(e),
                super::span(from, to)
            ),
            Notation::Swap => "Hint: take the swap and play the first colour.".into(),
        },
        WaysOut(n) => super::counts::WAYS_OUT.count(*n, Lang::En),
        FewWaysOut { colour: c, ways: 0 } => format!("Careful: after this move {} would have no way out.", player(c)),
        FewWaysOut { colour: c, ways } => format!("Careful: after this move {} would have only {ways} way out.", player(c)),
        GrowEnd(e) => format!("Grow the {}", end(*e)),
        GameOver { winners } => game_over(&Winners {
            you: winners.contains(&Who::You),
            others: winners.iter().filter(|w| **w != Who::You).map(who).collect(),
        }),
        PlayedAs(w) => match w {
            Who::Person(_) => "a person at this device".into(),
            Who::Elsewhere(_) => "a person on another device".into(),
            Who::Computer { level: l, .. } => format!("the computer ({})", level_name(*l)),
            Who::You => "you".into(),
        },
        NobodyCanPlace => "Nobody can place a segment any more.".into(),
        Finale(f) => finale(f),
        ReplayCannotPlay => "An earlier position is shown: choose \"Continue from here\" or go to the last move to play.".into(),
        PickSegment(input) => match input {
            Input::Touch => "Pick the segment to place in the tray, or tap the start cell again to cancel.".into(),
            Input::Mouse => "Pick the segment to place in the tray, or click the start cell again to cancel.".into(),
            Input::Keyboard => "Pick the segment to place in the tray, or press Escape.".into(),
        },
        ChosenStartCell(cell, input) => match input {
            Input::Touch => format!("{cell} is the chosen start cell: tap it again to cancel."),
            Input::Mouse => format!("{cell} is the chosen start cell: click it again to cancel."),
            Input::Keyboard => format!("{cell} is the chosen start cell: press Enter on it again, or Escape, to cancel."),
        },
        NotInPlay(cell) => format!("{cell} is not in play with this many players."),
        HeadCannotGo { cell, reason } => format!("The head cannot go on {cell}: {}.", refusal(reason)),
        TailCannotGo { cell, reason } => format!("The tail cannot go on {cell}: {}.", refusal(reason)),
        NotStartCell { cell, narrowed, reasons } => {
            let narrowed = if *narrowed { " for the chosen segment" } else { "" };
            // When only the distance to the ends is wrong, one sentence names both ends.
            let ends: Vec<String> = reasons
                .iter()
                .filter_map(|r| match r {
                    IllegalMove::NotNextToEnd { end: e, at, .. } => Some(format!("the {} on {at}", end(*e))),
                    _ => None,
                })
                .collect();
            if reasons.is_empty() {
                format!("{cell} is not a start cell{narrowed}.")
            } else if ends.len() == reasons.len() && ends.len() > 1 {
                format!("{cell} is not a start cell{narrowed} of {}.", ends.join(" or of "))
            } else {
                let reasons: Vec<String> = reasons.iter().map(refusal).collect();
                format!("{cell} is not a start cell{narrowed}: {}.", reasons.join("; "))
            }
        }
        SecondFootCannotGo { cell, reason } => {
            format!("The second foot cannot go on {cell}: {}.", refusal(reason))
        }
        BotUnavailable(why) => format!("The computer players cannot run here ({}).", trouble(why)),
        PlayedElsewhere(c) => format!("{} plays on another device: send them the link and wait for theirs.", player(c)),
        YourMoveInvite(c) => format!("Your move in Block Ness ({} to play)", colour_name(*c)),
        Played { colour: c, mv } => match *mv {
            Notation::Start { head, tail } => format!(
                "{} placed the starter: head on {head}, tail on {tail}.",
                player(c)
            ),
            Notation::Extend { end: e, height, from, to } => format!(
                "{} grew the {} with a segment of height {height} from {from} to {to}.",
                player(c),
                end(e)
            ),
            Notation::Swap => format!(
                "Swap: the player who answered now plays {} and moves first; the opener plays the other colour.",
                colour_name(*c)
            ),
        },
        Undone => "Move taken back.".into(),
        ShowPositionAfter(n) => format!("Show the position after move {n}"),
        PieceLabel { span, height } => format!("segment spanning {span}, height {height}"),
        ReserveOf(c) => format!("Reserve of {}", player(c)),
        Left(n) => format!("{n} left"),
        CellLabel { cell, contents, out_of_play, role } => {
            let mut parts = vec![cell.to_string()];
            if *out_of_play {
                parts.push("out of play".into());
            }
            if contents.is_empty() && !*out_of_play {
                parts.push("empty".into());
            }
            parts.extend(contents.iter().map(content));
            match role {
                CellRole::None => {}
                CellRole::Start => parts.push("start cell".into()),
                CellRole::Chosen => parts.push("chosen start cell".into()),
                CellRole::SecondFoot => parts.push("second foot".into()),
            }
            parts.join(", ")
        }
    }
}

/// The new-game dialog's words (see [`DialogWord`]).
pub(super) fn dialog(word: &DialogWord) -> String {
    match *word {
        DialogWord::Player(c) => super::player(c, Lang::En),
        DialogWord::DuplicateSeatColour(c) => format!(
            "Two seats play {}: choose a different colour for each seat.",
            colour_name(c)
        ),
        DialogWord::PlayerCount(n) => format!("{n} players"),
        DialogWord::Seat(n) => format!("Seat {n}"),
        DialogWord::WhoPlaysSeat(n) => format!("Who plays seat {n}"),
    }
}
