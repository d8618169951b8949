//! The view models, derived from boards in known positions.

use super::*;
use crate::board::BoardAction;
use crate::words::Lang;
use crate::words::Message;
use blockness_core::{Edition, Game, Setup};
use blockness_core::{Move, Notation, SkipReason, TurnEvent};
use std::sync::Arc;

fn game_of(colours: Vec<Colour>) -> BoardState {
    let edition = Arc::new(Edition::lochside_v1());
    let n = colours.len();
    let setup = Setup::new(&edition, n, Some(colours), false).unwrap();
    BoardState::prepared(Game::new(edition, setup))
}

fn play_first(s: &mut BoardState) {
    let mv = s.game().legal_moves()[0];
    let (a, b) = mv.feet();
    s.apply(BoardAction::ClickCell(a));
    s.apply(BoardAction::ClickCell(b));
    if let Some(&c) = s.selection().choices.first() {
        s.apply(BoardAction::Choose(c));
    }
}

#[test]
fn the_board_marks_zones_out_of_play_and_sorts_arches_by_height() {
    let mut s = game_of(vec![Colour::Orange, Colour::Green, Colour::Purple]);
    let board = board_model(&s);
    assert_eq!(
        board.cells.len(),
        s.game().rules().edition().cells().count()
    );
    assert!(board
        .cells
        .iter()
        .all(|c| c.active == (c.zone != Zone::Shallow)));
    for _ in 0..9 {
        play_first(&mut s);
    }
    let board = board_model(&s);
    assert_eq!(board.arches.len(), 9);
    assert!(board.arches.windows(2).all(|w| w[0].height <= w[1].height));
    assert_eq!(board.ends.len(), 6);
    assert_eq!(board.arches.iter().filter(|a| a.last).count(), 1);
}

#[test]
fn trays_mark_what_cannot_be_placed() {
    let mut s = game_of(vec![Colour::Orange, Colour::Green]);
    play_first(&mut s);
    play_first(&mut s);
    let trays = tray_models(&s);
    assert!(trays[0].to_move && trays[0].interactive);
    assert!(!trays[0].items[0].in_reserve, "the starter is on the board");
    let playable = s.game().playable_pieces();
    for item in &trays[0].items[1..] {
        let twin_playable = playable
            .iter()
            .any(|&p| s.shape(0, p) == s.shape(0, item.piece));
        assert_eq!(item.placeable, twin_playable, "piece {}", item.piece);
    }
}

#[test]
fn a_shared_second_foot_offers_only_the_fitting_segments() {
    let mut s = game_of(vec![Colour::Orange, Colour::Green]);
    for (head, tail) in [((4, 4), (4, 6)), ((7, 3), (7, 6))] {
        s.apply(BoardAction::ClickCell(Cell::new(head.0, head.1)));
        s.apply(BoardAction::ClickCell(Cell::new(tail.0, tail.1)));
    }
    let start = Cell::new(4, 3);
    s.apply(BoardAction::ClickCell(start));
    let feet = s.game().legal_second_feet(start);
    let (&to, options) = feet.iter().find(|(_, v)| v.len() > 1).unwrap();
    s.apply(BoardAction::ClickCell(to));
    let tray = &tray_models(&s)[0];
    assert!(tray.choosing);
    let offered: Vec<usize> = tray
        .items
        .iter()
        .filter(|i| i.offered)
        .map(|i| i.piece)
        .collect();
    let shapes: Vec<_> = options
        .iter()
        .map(|m| match *m {
            Move::Extend { piece, .. } => s.shape(0, usize::from(piece)),
            Move::Start { .. } | Move::Swap => None,
        })
        .collect();
    assert!(offered.len() >= options.len());
    assert!(offered.iter().all(|&p| shapes.contains(&s.shape(0, p))));
    assert_eq!(status_model(&s).detail, Message::ChooseSegment);
}

#[test]
fn the_move_list_shows_notation_and_undone_moves() {
    let mut s = game_of(vec![Colour::Orange, Colour::Green]);
    for _ in 0..3 {
        play_first(&mut s);
    }
    s.apply(BoardAction::Undo);
    let entries = move_entries(&s);
    assert_eq!(entries.len(), 3);
    assert!(entries[0].text.starts_with("S "));
    assert!(entries[2].undone);
    assert!(entries[2].text.starts_with('H') || entries[2].text.starts_with('T'));
    assert!(entries[1].current);
}

#[test]
fn status_follows_the_turn_and_the_replay() {
    let mut s = game_of(vec![Colour::Orange, Colour::Green]);
    assert_eq!(
        status_model(&s).headline,
        Message::PlacesStarter(Colour::Orange)
    );
    assert_eq!(
        status_model(&s).headline.text(Lang::En),
        "Orange (O) places the starter"
    );
    play_first(&mut s);
    assert_eq!(
        status_model(&s).headline,
        Message::PlacesStarter(Colour::Green)
    );
    s.apply(BoardAction::ViewAt(0));
    assert_eq!(
        status_model(&s).headline,
        Message::ReplayPosition { shown: 0, total: 1 }
    );
}

#[test]
fn a_skipped_turn_is_noted_with_the_skipped_seat() {
    let mut s = game_of(vec![Colour::Orange, Colour::Green, Colour::Purple]);
    let mut noted = 0;
    while s.game().phase() != Phase::Over {
        let mover = s.game().to_move().unwrap();
        play_first(&mut s);
        let Some(next) = s.game().to_move() else {
            break;
        };
        let expected_next = (mover + 1) % 3;
        let notes = turn_notes(&s);
        if next != expected_next {
            let skipped = s.game().rules().setup().colours()[expected_next];
            assert!(
                notes.iter().any(|n| matches!(n,
                    Message::SkipsBlocked(c) | Message::SkipsNoSegmentLeft(c) if *c == skipped)),
                "{notes:?}"
            );
            let announced = announcement(&s);
            assert!(announced.iter().any(|m| notes.contains(m)), "{announced:?}");
            noted += 1;
        } else {
            assert!(
                notes.iter().all(|n| !matches!(
                    n,
                    Message::SkipsBlocked(_) | Message::SkipsNoSegmentLeft(_)
                )),
                "{notes:?}"
            );
        }
    }
    assert!(noted > 0, "this game has skipped turns");
}

#[test]
fn the_end_has_a_ranking() {
    let mut s = game_of(vec![Colour::Orange, Colour::Green]);
    assert!(ranking_lines(&s).is_none());
    while s.game().phase() != Phase::Over {
        play_first(&mut s);
    }
    let lines = ranking_lines(&s).unwrap();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0].place, 1);
    assert!(matches!(
        status_model(&s).headline,
        Message::GameOver { .. }
    ));
}

#[test]
fn the_end_names_you_and_the_computer_and_colours_in_hot_seat_play() {
    use crate::seat::SeatKind;
    use crate::words::Who;
    use blockness_bots::{step_of, Level};
    let mut s = game_of(vec![Colour::Orange, Colour::Green]);
    while s.game().phase() != Phase::Over {
        play_first(&mut s);
    }
    let who_played = |seats: Vec<SeatKind>| {
        let board = BoardState::new(s.game().clone(), Vec::new(), seats);
        let lines = ranking_lines(&board).unwrap();
        let Message::GameOver { winners } = status_model(&board).headline else {
            panic!("the game is over");
        };
        let first = lines.iter().filter(|l| l.place == 1).map(|l| l.who);
        assert_eq!(
            winners,
            first.collect::<Vec<_>>(),
            "the headline names the first"
        );
        lines.iter().map(|l| (l.colour, l.who)).collect::<Vec<_>>()
    };
    let medium = Who::Computer {
        level: step_of(Level::Medium),
        colour: None,
    };
    let against_computer = who_played(vec![SeatKind::Human, SeatKind::bot(Level::Medium)]);
    assert!(against_computer.contains(&(Colour::Orange, Who::You)));
    assert!(against_computer.contains(&(Colour::Green, medium)));
    let hot_seat = who_played(vec![SeatKind::Human, SeatKind::Human]);
    assert!(hot_seat.contains(&(Colour::Orange, Who::Person(Colour::Orange))));
    let computers = who_played(vec![
        SeatKind::bot(Level::Easy),
        SeatKind::bot(Level::Strong),
    ]);
    assert!(computers.contains(&(
        Colour::Green,
        Who::Computer {
            level: step_of(Level::Strong),
            colour: Some(Colour::Green)
        }
    )));
    let by_link = who_played(vec![SeatKind::Human, SeatKind::ByLink]);
    assert!(by_link.contains(&(Colour::Green, Who::Elsewhere(Colour::Green))));
}

#[test]
fn the_live_region_says_each_move_and_each_undo() {
    let mut s = game_of(vec![Colour::Orange, Colour::Green]);
    assert!(announcement(&s).is_empty(), "nothing to say before a move");
    play_first(&mut s);
    let said = announcement(&s);
    assert!(
        matches!(
            said[0],
            Message::Played {
                colour: Colour::Orange,
                mv: Notation::Start { .. }
            }
        ),
        "{said:?}"
    );
    assert_eq!(said.last(), Some(&Message::PlacesStarter(Colour::Green)));
    s.apply(BoardAction::Undo);
    assert_eq!(announcement(&s)[0], Message::Undone);
    play_first(&mut s);
    assert!(matches!(announcement(&s)[0], Message::Played { .. }));
}

#[test]
fn arrow_keys_walk_the_holes_and_skip_the_gaps() {
    let s = game_of(vec![Colour::Orange, Colour::Green]);
    let board = board_model(&s);
    let cell = |name: &str| name.parse::<Cell>().unwrap();
    assert_eq!(
        board.neighbour(cell("e5"), Direction::Right),
        Some(cell("f5"))
    );
    assert_eq!(board.neighbour(cell("e5"), Direction::Up), Some(cell("e4")));
    // The map's corners are not holes: from b2 leftward the next hole is a... none, a2 is
    // a gap and the edge follows.
    assert_eq!(board.neighbour(cell("b2"), Direction::Left), None);
    // From c1 upward is the edge; from a3 upward a2 and a1 are gaps.
    assert_eq!(board.neighbour(cell("c1"), Direction::Up), None);
    assert_eq!(board.neighbour(cell("a3"), Direction::Up), None);
    // From b2 going up, b1 is a gap: the edge.
    assert_eq!(board.neighbour(cell("b2"), Direction::Up), None);
    assert_eq!(board.neighbour(cell("k6"), Direction::Right), None);
    // The tab stop is the first highlighted hole, or the one focused before.
    let first = board.tab_stop(None).unwrap();
    assert!(board.cells.iter().any(|c| c.cell == first && c.legal_start));
    assert_eq!(board.tab_stop(Some(cell("c3"))), Some(cell("c3")));
    assert_eq!(
        board.tab_stop(Some(cell("a1"))),
        Some(first),
        "a1 is no hole"
    );
}

#[test]
fn cells_list_what_stands_on_them() {
    let mut s = game_of(vec![Colour::Orange, Colour::Green]);
    let mv = s.game().legal_moves()[0];
    let (head, _) = mv.feet();
    play_first(&mut s);
    let board = board_model(&s);
    let view = board.cells.iter().find(|c| c.cell == head).unwrap();
    assert!(view.contents.contains(&CellContent::End {
        colour: Colour::Orange,
        end: End::Head
    }));
    assert!(view.contents.iter().any(|c| matches!(
        c,
        CellContent::Foot {
            colour: Colour::Orange,
            ..
        }
    )));
    let label = Message::CellLabel {
        cell: head,
        contents: view.contents.clone(),
        out_of_play: false,
        role: crate::words::CellRole::None,
    };
    assert!(label.text(Lang::En).contains("Orange's head"));
    assert!(label.text(Lang::De).contains("Kopf von Orange"));
    assert!(label
        .text(Lang::It)
        .contains("testa del giocatore Arancione"));
}

#[test]
fn the_turn_notes_are_the_cores_turn_events() {
    let mut s = game_of(vec![
        Colour::Orange,
        Colour::Green,
        Colour::Purple,
        Colour::Black,
    ]);
    let mut events = 0;
    while s.game().phase() != Phase::Over {
        play_first(&mut s);
        let ply = s.game().moves().len();
        let expected = s.game().turn_events(ply);
        let notes = turn_notes(&s);
        assert_eq!(notes.len(), expected.len(), "ply {ply}");
        for (note, event) in notes.iter().zip(&expected) {
            let colour = |seat: usize| s.game().rules().setup().colours()[seat];
            let wanted = match *event {
                TurnEvent::Skipped {
                    seat,
                    reason: SkipReason::Blocked,
                } => Message::SkipsBlocked(colour(seat)),
                TurnEvent::Skipped {
                    seat,
                    reason: SkipReason::NoSegmentLeft,
                } => Message::SkipsNoSegmentLeft(colour(seat)),
                TurnEvent::CanPlayAgain { seat } => Message::CanPlayAgain(colour(seat)),
            };
            assert_eq!(note, &wanted);
        }
        events += expected.len();
    }
    assert!(events > 0, "this game skips turns");
}

#[test]
fn pointing_at_a_second_foot_previews_the_arch_and_lights_the_segments_that_fit() {
    let mut s = game_of(vec![Colour::Orange, Colour::Green]);
    for (head, tail) in [((4, 4), (4, 6)), ((7, 3), (7, 6))] {
        s.apply(BoardAction::ClickCell(Cell::new(head.0, head.1)));
        s.apply(BoardAction::ClickCell(Cell::new(tail.0, tail.1)));
    }
    let start = s.game().legal_starts()[0];
    s.apply(BoardAction::ClickCell(start));
    assert_eq!(board_model(&s).preview, None, "nothing pointed yet");
    let feet = s.game().legal_second_feet(start);
    let (&to, moves) = feet.iter().next().unwrap();
    s.apply(BoardAction::Point(Some(to)));
    let preview = board_model(&s).preview.expect("a preview");
    assert_eq!((preview.from, preview.to), (start, to));
    let tallest = moves
        .iter()
        .map(|m| s.game().rules().set(0)[m.piece()].height)
        .max();
    assert_eq!(Some(preview.height), tallest);
    let lit: Vec<usize> = tray_models(&s)[0]
        .items
        .iter()
        .filter(|i| i.fits_here)
        .map(|i| i.piece)
        .collect();
    for m in moves {
        let shape = s.game().rules().set(0)[m.piece()];
        assert!(lit.iter().any(|&p| s.game().rules().set(0)[p] == shape));
    }
    // Pointing elsewhere drops the preview.
    s.apply(BoardAction::Point(None));
    assert_eq!(board_model(&s).preview, None);
}

#[test]
fn a_solo_puzzles_set_up_is_scenery_not_the_last_move() {
    let mut s = game_of(vec![Colour::Orange, Colour::Green]);
    for _ in 0..6 {
        play_first(&mut s);
    }
    let mut game = s.game().clone();
    assert!(game.start_solo(1));
    let mut s = BoardState::prepared(game);
    // Opened: the statues' arches are drawn, none marked as just played, nothing said.
    let board = board_model(&s);
    assert!(!board.arches.is_empty());
    assert!(board.arches.iter().all(|a| !a.last), "{:?}", board.arches);
    assert!(board.arches.iter().any(|a| a.statue));
    assert!(move_announcement(&s).is_empty());
    // The first move of the puzzle is the last move, and is said.
    play_first(&mut s);
    let board = board_model(&s);
    let last: Vec<_> = board.arches.iter().filter(|a| a.last).collect();
    assert_eq!(last.len(), 1);
    assert_eq!(last[0].colour, Colour::Green);
    assert!(!last[0].statue);
    assert!(matches!(
        move_announcement(&s)[..],
        [Message::Played {
            colour: Colour::Green,
            ..
        }]
    ));
}
