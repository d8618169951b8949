//! The board state alone, as every board uses it: highlights from the core, clicks,
//! undo, redo and replay.

use super::clicks::Clicks;
use super::*;
use blockness_core::{Edition, Phase, Setup};
use std::collections::BTreeSet;
use std::sync::Arc;

fn two_players() -> BoardState {
    let edition = Arc::new(Edition::lochside_v1());
    let setup = Setup::new(&edition, 2, None, false).unwrap();
    BoardState::prepared(Game::new(edition, setup))
}

fn click_first(s: &mut BoardState) {
    s.click_first();
}

/// Both starters in open water: orange e5-e7, green h4-h7.
fn after_setup() -> BoardState {
    let mut s = two_players();
    s.set_up_two();
    s
}

#[test]
fn setup_highlights_head_cells_then_tail_cells() {
    let mut s = two_players();
    let (starts, ends) = s.highlights();
    assert!(ends.is_empty());
    assert_eq!(starts, s.game().legal_starts().into_iter().collect());
    let head = *starts.iter().next().unwrap();
    s.apply(BoardAction::ClickCell(head));
    let (starts, ends) = s.highlights();
    assert!(starts.is_empty());
    let expected: BTreeSet<Cell> = s.game().legal_second_feet(head).into_keys().collect();
    assert_eq!(ends, expected);
    let tail = *ends.iter().next().unwrap();
    s.apply(BoardAction::ClickCell(tail));
    assert_eq!(s.game().moves(), &[Move::Start { head, tail }]);
    assert_eq!(s.selection(), &Selection::default());
}

#[test]
fn after_setup_six_start_cells_and_the_engines_second_feet() {
    let mut s = after_setup();
    let (starts, _) = s.highlights();
    assert_eq!(starts.len(), 6);
    for &start in &starts {
        s.apply(BoardAction::ClickCell(start));
        let (_, ends) = s.highlights();
        let expected: BTreeSet<Cell> = s.game().legal_second_feet(start).into_keys().collect();
        assert_eq!(ends, expected);
        s.apply(BoardAction::Cancel);
    }
}

#[test]
fn clicking_the_start_again_cancels() {
    let mut s = after_setup();
    let start = *s.highlights().0.iter().next().unwrap();
    s.apply(BoardAction::ClickCell(start));
    assert_eq!(s.selection().start, Some(start));
    s.apply(BoardAction::ClickCell(start));
    assert_eq!(s.selection().start, None);
    assert_eq!(s.highlights().0.len(), 6);
}

#[test]
fn a_tray_segment_narrows_the_highlights_to_its_shape() {
    let mut s = after_setup();
    let seat = s.game().to_move().unwrap();
    let piece = s.game().playable_pieces()[0];
    let shape = s.shape(seat, piece).unwrap();
    s.apply(BoardAction::ClickPiece { seat, piece });
    let (starts, _) = s.highlights();
    let expected: BTreeSet<Cell> = s
        .game()
        .legal_moves()
        .iter()
        .filter(|m| matches!(m, Move::Extend { piece: p, .. } if s.shape(seat, usize::from(*p)) == Some(shape)))
        .map(|m| m.feet().0)
        .collect();
    assert_eq!(starts, expected);
    // Clicking it again lifts the filter.
    s.apply(BoardAction::ClickPiece { seat, piece });
    assert_eq!(s.selection().piece, None);
}

#[test]
fn a_second_foot_that_several_segments_fit_offers_a_choice() {
    let mut s = after_setup();
    let start = *s.highlights().0.iter().next().unwrap();
    s.apply(BoardAction::ClickCell(start));
    let feet = s.game().legal_second_feet(start);
    let (&to, options) = feet
        .iter()
        .find(|(_, v)| v.len() > 1)
        .expect("a shared foot");
    let options = options.clone();
    s.apply(BoardAction::ClickCell(to));
    assert_eq!(s.game().moves().len(), 2, "nothing played yet");
    assert_eq!(s.selection().choices, options);
    let Move::Extend { piece, .. } = options[1] else {
        panic!("an extension")
    };
    let seat = s.game().to_move().unwrap();
    s.apply(BoardAction::ClickPiece {
        seat,
        piece: usize::from(piece),
    });
    assert_eq!(s.game().moves().last(), Some(&options[1]));
}

#[test]
fn undo_and_redo_keep_the_line() {
    let mut s = after_setup();
    click_first(&mut s);
    let line = s.game().moves().to_vec();
    s.apply(BoardAction::Undo);
    s.apply(BoardAction::Undo);
    assert_eq!(s.game().moves(), &line[..1]);
    assert_eq!(s.redo_moves(), &line[1..]);
    s.apply(BoardAction::Redo);
    assert_eq!(s.game().moves(), &line[..2]);
    // Playing the same move as redo would keeps the rest of the line.
    let (start, to) = line[2].feet();
    s.apply(BoardAction::ClickCell(start));
    s.apply(BoardAction::ClickCell(to));
    if !s.selection().choices.is_empty() {
        s.apply(BoardAction::Choose(line[2]));
    }
    assert_eq!(s.game().moves(), &line[..]);
    assert!(s.redo_moves().is_empty());
}

#[test]
fn another_move_drops_the_undone_line() {
    let mut s = after_setup();
    click_first(&mut s);
    s.apply(BoardAction::Undo);
    assert!(s.can_redo());
    let other = s
        .game()
        .legal_moves()
        .into_iter()
        .rfind(|m| Some(m) != s.redo_moves().first())
        .unwrap();
    let (a, b) = other.feet();
    s.apply(BoardAction::ClickCell(a));
    s.apply(BoardAction::ClickCell(b));
    if !s.selection().choices.is_empty() {
        s.apply(BoardAction::Choose(other));
    }
    assert_eq!(s.game().moves().last(), Some(&other));
    assert!(!s.can_redo());
}

#[test]
fn replay_is_read_only_and_continuing_keeps_later_moves() {
    let mut s = after_setup();
    click_first(&mut s);
    click_first(&mut s);
    let line = s.game().moves().to_vec();
    s.apply(BoardAction::ViewAt(1));
    assert!(!s.is_live());
    assert_eq!(s.shown_moves(), 1);
    assert!(s.highlights().0.is_empty(), "no highlights in a replay");
    s.apply(BoardAction::ClickCell(Cell::new(5, 5)));
    assert_eq!(s.game().moves(), &line[..]);
    s.apply(BoardAction::ViewPrev);
    assert_eq!(s.shown_moves(), 0);
    s.apply(BoardAction::ViewPrev);
    assert_eq!(s.shown_moves(), 0);
    s.apply(BoardAction::ViewNext);
    s.apply(BoardAction::ViewNext);
    assert_eq!(s.shown_moves(), 2);
    s.apply(BoardAction::ContinueFromHere);
    assert!(s.is_live());
    assert_eq!(s.game().moves(), &line[..2]);
    assert_eq!(s.redo_moves(), &line[2..]);
    s.apply(BoardAction::ViewAt(99));
    assert!(s.is_live());
}

#[test]
fn a_whole_game_by_first_clicks_reaches_the_end() {
    let mut s = two_players();
    let mut guard = 0;
    while s.game().phase() != Phase::Over {
        click_first(&mut s);
        guard += 1;
        assert!(guard < 100, "the game should end");
    }
    assert!(s.game().ranking().is_some());
}

#[test]
fn a_rated_board_takes_nothing_back_but_still_replays() {
    let mut s = after_setup().with_rated(true);
    click_first(&mut s);
    click_first(&mut s);
    let line = s.game().moves().to_vec();
    assert!(s.is_rated());
    assert!(!s.can_undo());
    assert_eq!(s.apply(BoardAction::Undo), BoardEvent::Unchanged);
    assert_eq!(s.game().moves(), &line[..]);
    s.apply(BoardAction::ViewAt(1));
    assert_eq!(
        s.shown_moves(),
        1,
        "an earlier position can still be looked at"
    );
    assert_eq!(
        s.apply(BoardAction::ContinueFromHere),
        BoardEvent::Unchanged
    );
    assert_eq!(s.game().moves(), &line[..]);
    assert!(s.redo_moves().is_empty());
    assert!(!s.can_redo());
    s.apply(BoardAction::ViewAt(line.len()));
    assert!(s.is_live());
    // The same moves on an unrated board can be taken back.
    let mut free = after_setup();
    click_first(&mut free);
    assert!(free.can_undo());
    assert_eq!(free.apply(BoardAction::Undo), BoardEvent::TakenBack);
}
