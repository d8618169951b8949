//! Why a cell is not highlighted, in words: the page builds a representative move for the
//! cell and asks the engine ([`Game::check`]) why it is refused, then shows the most
//! telling refusal.

use blockness_core::{Cell, Direction, End, Game, IllegalMove, Move, Phase};

use crate::i18n::Message;
use crate::state::AppState;

/// How much a refusal says about `cell` itself: a reason about the cell beats a reason
/// about the path, which beats a reason about geometry alone.
fn relevance(reason: &IllegalMove, cell: Cell) -> u8 {
    use IllegalMove::*;
    match *reason {
        FootTaken { cell: c, .. }
        | FootUnderArch { cell: c, .. }
        | StarterOverlaps { cell: c, .. } => {
            if c == cell {
                6
            } else {
                4
            }
        }
        OffBoard { cell: c } | OutsideArea { cell: c } | OutsideDeep { cell: c } => {
            if c == cell {
                6
            } else {
                3
            }
        }
        CrossesEnd { .. } | CrossesOwnEnd { .. } | PassesUnder { .. } | SameHeight { .. } => 5,
        NotStraight { .. } | WrongSpan { .. } => 1,
        _ => 0,
    }
}

/// The refusal of `moves` that best explains why `cell` does not work, if every one is refused.
fn most_relevant(game: &Game, seat: usize, moves: &[Move], cell: Cell) -> Option<IllegalMove> {
    let mut best: Option<IllegalMove> = None;
    for mv in moves {
        match game.check(seat, mv) {
            Ok(()) => return None,
            Err(reason) => {
                if best.is_none_or(|b| relevance(&reason, cell) > relevance(&b, cell)) {
                    best = Some(reason);
                }
            }
        }
    }
    best
}

/// The lowest index of each distinct shape in the reserve of `seat` (moves name those),
/// narrowed to the shape chosen in the tray.
fn reserve_pieces(state: &AppState, seat: usize) -> Vec<usize> {
    let pos = state.game().position();
    let wanted = state.selection().piece.and_then(|p| state.shape(seat, p));
    let mut seen = Vec::new();
    let mut pieces = Vec::new();
    for piece in pos.reserve(seat).filter(|&p| p > 0) {
        let shape = state.shape(seat, piece);
        if wanted.is_some() && shape != wanted {
            continue;
        }
        if !seen.contains(&shape) {
            seen.push(shape);
            pieces.push(piece);
        }
    }
    pieces
}

/// Why clicking `cell` does nothing now, or `None` when it is a highlighted cell.
pub fn explain(state: &AppState, cell: Cell) -> Option<Message> {
    let game = state.game();
    state.edition().zone(cell)?;
    if !state.is_live() {
        return Some(Message::ReplayCannotPlay);
    }
    let seat = game.to_move()?;
    if !state.accepts_moves() {
        return None;
    }
    let (starts, ends) = state.highlights();
    if starts.contains(&cell) || ends.contains(&cell) {
        return None;
    }
    let selection = state.selection();
    if !selection.choices.is_empty() {
        return Some(Message::PickSegmentOrEscape);
    }
    if selection.start == Some(cell) {
        return Some(Message::ChosenStartCell(cell));
    }
    if !game.rules().is_active(cell) {
        // Checks stop at the first refusal, often the distance to an end; for a hole out of
        // play at this player count that is the reason that matters.
        return Some(Message::NotInPlay(cell));
    }
    let span0 = state.shape(seat, 0).map_or(1, |s| s.span);
    match (game.phase(), selection.start) {
        (Phase::Setup, None) => {
            let moves: Vec<Move> = Direction::ALL
                .iter()
                .filter_map(|&d| cell.step(d, span0))
                .map(|tail| Move::Start { head: cell, tail })
                .collect();
            let reason = most_relevant(game, seat, &moves, cell)?;
            Some(Message::HeadCannotGo { cell, reason })
        }
        (Phase::Setup, Some(head)) => {
            let reason = game.check(seat, &Move::Start { head, tail: cell }).err()?;
            Some(Message::TailCannotGo { cell, reason })
        }
        (_, None) => {
            let mut moves = Vec::new();
            for end in End::BOTH {
                for piece in reserve_pieces(state, seat) {
                    let span = state.shape(seat, piece).map_or(1, |s| s.span);
                    for d in Direction::ALL {
                        if let Some(to) = cell.step(d, span) {
                            moves.push(Move::Extend {
                                end,
                                piece: piece as u8,
                                from: cell,
                                to,
                            });
                        }
                    }
                }
            }
            Some(Message::NotStartCell {
                cell,
                narrowed: selection.piece.is_some(),
                reason: most_relevant(game, seat, &moves, cell),
            })
        }
        (_, Some(from)) => {
            let mut moves = Vec::new();
            for end in End::BOTH {
                for piece in reserve_pieces(state, seat) {
                    moves.push(Move::Extend {
                        end,
                        piece: piece as u8,
                        from,
                        to: cell,
                    });
                }
            }
            let reason = most_relevant(game, seat, &moves, cell)?;
            Some(Message::SecondFootCannotGo { cell, reason })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::seat::SeatKind;
    use crate::state::{Action, NewGame};
    use blockness_core::{Colour, Edition};
    use std::sync::Arc;

    fn started() -> AppState {
        let mut s = AppState::fresh(Arc::new(Edition::standard()));
        s.apply(Action::Start(NewGame {
            colours: vec![Colour::Orange, Colour::Green],
            seats: vec![SeatKind::Human; 2],
            expert: false,
        }));
        s
    }

    #[test]
    fn a_head_outside_the_deep_zone_is_explained() {
        let s = started();
        // a3 is a shallow hole: not in play with two players.
        let text = explain(&s, Cell::new(0, 2)).unwrap().text(Lang::En);
        assert_eq!(text, "a3 is not in play with this many players.");
        assert_eq!(
            explain(&s, Cell::new(5, 5)),
            None,
            "f6 is a legal head cell"
        );
        assert_eq!(explain(&s, Cell::new(0, 0)), None, "a1 is no hole");
    }

    #[test]
    fn a_cell_far_from_the_ends_is_not_a_start_cell() {
        let mut s = started();
        for mv in [
            Move::Start {
                head: Cell::new(4, 4),
                tail: Cell::new(4, 6),
            },
            Move::Start {
                head: Cell::new(7, 3),
                tail: Cell::new(7, 6),
            },
        ] {
            let (a, b) = mv.feet();
            s.apply(Action::ClickCell(a));
            s.apply(Action::ClickCell(b));
        }
        assert_eq!(s.game().moves().len(), 2);
        let text = explain(&s, Cell::new(3, 8)).unwrap().text(Lang::En);
        assert!(text.starts_with("d9 is not a start cell"), "{text}");
        // e6 is under orange's starter.
        let text = explain(&s, Cell::new(4, 5)).unwrap().text(Lang::En);
        assert!(text.contains("under Orange's arch of height 1"), "{text}");
        // Choose the start above the head, then ask about a diagonal cell.
        s.apply(Action::ClickCell(Cell::new(4, 3)));
        let text = explain(&s, Cell::new(6, 2)).unwrap().text(Lang::En);
        assert!(text.contains("not in one row or column"), "{text}");
        // Crossing the head's own starter from d5 toward f5 is fine (taller); toward the tail is not.
        let text = explain(&s, Cell::new(4, 6)).unwrap().text(Lang::En);
        assert!(
            text.starts_with("The second foot cannot go on e7"),
            "{text}"
        );
    }
}
