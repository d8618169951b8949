//! Why a hole is not available, in words. The refusals come from the core's query
//! ([`Game::why_not_first`](blockness_core::Game::why_not_first) and
//! [`Game::why_not_second`](blockness_core::Game::why_not_second)), most telling first;
//! this module only picks the sentence that frames them.

use blockness_core::{Cell, Phase};

use crate::board::BoardState;
use crate::words::Message;
use blockness_web_common::Input;

/// Why choosing `cell` does nothing now, or `None` when there is nothing to explain (a
/// highlighted hole, no hole at all, or a board that does not take moves).
pub fn explain(board: &BoardState, cell: Cell) -> Option<Message> {
    let game = board.game();
    game.rules().edition().zone(cell)?;
    if !board.is_live() {
        return Some(Message::ReplayCannotPlay);
    }
    game.to_move()?;
    if !board.accepts_moves() {
        return None;
    }
    let (starts, ends) = board.highlights();
    if starts.contains(&cell) || ends.contains(&cell) {
        return None;
    }
    let selection = board.selection();
    if !selection.choices.is_empty() {
        return Some(Message::PickSegment(Input::default()));
    }
    if selection.start == Some(cell) {
        return Some(Message::ChosenStartCell(cell, Input::default()));
    }
    if !game.rules().is_active(cell) {
        return Some(Message::NotInPlay(cell));
    }
    let shape = board.chosen_shape();
    match (game.phase(), selection.start) {
        (Phase::Setup, None) => {
            let reason = game.why_not_first(cell, shape).into_iter().next()?;
            Some(Message::HeadCannotGo { cell, reason })
        }
        (Phase::Setup, Some(head)) => {
            let reason = game.why_not_second(head, cell, shape).into_iter().next()?;
            Some(Message::TailCannotGo { cell, reason })
        }
        (_, None) => Some(Message::NotStartCell {
            cell,
            narrowed: shape.is_some(),
            reasons: game.why_not_first(cell, shape),
        }),
        (_, Some(from)) => {
            let reason = game.why_not_second(from, cell, shape).into_iter().next()?;
            Some(Message::SecondFootCannotGo { cell, reason })
        }
    }
}

/// Whether an explanation refuses what was clicked, as opposed to guiding: the chosen start
/// cell says how to take the choice back, which is no error and is not shown as one.
pub fn is_refusal(explanation: &Message) -> bool {
    !matches!(explanation, Message::ChosenStartCell(..))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::BoardAction;
    use crate::words::Lang;
    use blockness_core::{Edition, Game, Move, Setup};
    use std::sync::Arc;

    fn started() -> BoardState {
        let edition = Arc::new(Edition::lochside_v1());
        let setup = Setup::new(&edition, 2, None, false).unwrap();
        BoardState::prepared(Game::new(edition, setup))
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
    fn the_explanations_are_the_cores_refusals() {
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
            s.apply(BoardAction::ClickCell(a));
            s.apply(BoardAction::ClickCell(b));
        }
        assert_eq!(s.game().moves().len(), 2);
        for cell in [Cell::new(3, 8), Cell::new(4, 5)] {
            let reasons = s.game().why_not_first(cell, None);
            assert_eq!(
                explain(&s, cell),
                Some(Message::NotStartCell {
                    cell,
                    narrowed: false,
                    reasons
                })
            );
        }
        let text = explain(&s, Cell::new(3, 8)).unwrap().text(Lang::En);
        assert!(text.starts_with("d9 is not a start cell"), "{text}");
        // e6 is under orange's starter.
        let text = explain(&s, Cell::new(4, 5)).unwrap().text(Lang::En);
        assert!(text.contains("under Orange's arch of height 1"), "{text}");
        // Choose the start above the head, then ask about a diagonal cell.
        s.apply(BoardAction::ClickCell(Cell::new(4, 3)));
        let text = explain(&s, Cell::new(6, 2)).unwrap().text(Lang::En);
        assert!(text.contains("not in one row or column"), "{text}");
        let from = Cell::new(4, 3);
        let to = Cell::new(4, 6);
        let reason = s.game().why_not_second(from, to, None)[0];
        assert_eq!(
            explain(&s, to),
            Some(Message::SecondFootCannotGo { cell: to, reason })
        );
    }

    #[test]
    fn a_completed_move_leaves_nothing_to_explain() {
        let mut s = started();
        let mv = s.game().legal_moves()[0];
        let (a, b) = mv.feet();
        s.apply(BoardAction::ClickCell(a));
        s.apply(BoardAction::ClickCell(b));
        assert_eq!(s.game().moves(), &[mv]);
        assert_eq!(
            s.pointed(),
            None,
            "the last clicked hole is not explained again"
        );
    }
}
