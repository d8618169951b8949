//! The checks of docs/rules.md §8, and every other reason a move is refused, each on a
//! position built by playing legal moves.

mod common;

use std::collections::BTreeSet;
use std::sync::Arc;

use blockness_core::{
    rank, Cell, Colour, Edition, End, Game, IllegalMove, Move, Phase, SegmentRef, Setup, TieBreak,
};
use common::{cell, extend, start};

fn game_with(players: usize, colours: Option<Vec<Colour>>, expert: bool) -> Game {
    let edition = Edition::lochside_v1();
    let setup = Setup::new(&edition, players, colours, expert).unwrap();
    Game::new(Arc::new(edition), setup)
}

fn play_all(game: &mut Game, moves: &[Move]) {
    for (i, &mv) in moves.iter().enumerate() {
        if let Err(e) = game.play(mv) {
            panic!("move {i} ({mv:?}) was refused: {e}");
        }
    }
}

/// Plays `mv`, which must be refused for `reason`, and checks that nothing changed.
fn assert_refused(game: &mut Game, mv: Move, reason: IllegalMove) {
    let before = *game.position();
    let seat = game.to_move().expect("the game goes on");
    assert_eq!(game.check(seat, &mv), Err(reason), "check of {mv:?}");
    assert_eq!(game.play(mv), Err(reason), "play of {mv:?}");
    assert_eq!(*game.position(), before, "a refused move changes nothing");
    assert!(
        !game.legal_moves().contains(&mv),
        "{mv:?} is listed as legal"
    );
}

fn seg(seat: usize, colour: Colour, height: u8) -> SegmentRef {
    SegmentRef {
        seat,
        colour,
        height,
    }
}

/// Start cells offered to `seat` per end: the first feet of its legal extensions.
fn start_cells(game: &Game, seat: usize) -> (BTreeSet<Cell>, BTreeSet<Cell>) {
    let (mut head, mut tail) = (BTreeSet::new(), BTreeSet::new());
    game.rules().for_each_move(game.position(), seat, |m| {
        if let Move::Extend { end, from, .. } = m {
            match end {
                End::Head => head.insert(from),
                End::Tail => tail.insert(from),
            };
        }
    });
    (head, tail)
}

// §8: six start cells at the opening.

#[test]
fn every_starter_offers_six_start_cells_at_the_opening() {
    for colour in Colour::ALL {
        for expert in [false, true] {
            // Four seats, so that every cell around the starter is in play; the starter
            // stands in the middle of the loch with nothing else near it.
            let mut colours = vec![colour];
            colours.extend(Colour::ALL.iter().filter(|&&c| c != colour));
            let mut game = game_with(4, Some(colours), expert);
            let span = game.rules().set(0)[0].span;
            let head = Cell::new(5, 3);
            let tail = Cell::new(5, 3 + span);
            game.play(Move::Start { head, tail }).unwrap();
            let (heads, tails) = start_cells(&game, 0);
            let distance = if expert { 2 } else { 1 };
            let expected_around = |at: Cell| -> BTreeSet<Cell> {
                [(0i8, -1i8), (1, 0), (0, 1), (-1, 0)]
                    .iter()
                    .map(|&(dx, dy)| {
                        Cell::new(
                            (i16::from(at.x) + i16::from(dx) * distance) as u8,
                            (i16::from(at.y) + i16::from(dy) * distance) as u8,
                        )
                    })
                    .filter(|&c| !game.position().is_covered(game.rules(), c))
                    .collect()
            };
            assert_eq!(heads, expected_around(head), "{colour} expert {expert}");
            assert_eq!(tails, expected_around(tail), "{colour} expert {expert}");
            if !expert || span >= 2 {
                assert_eq!(
                    (heads.len(), tails.len()),
                    (3, 3),
                    "{colour} (span {span}), expert {expert}"
                );
            } else {
                // A starter of span 1 leaves the cell two away toward the body free.
                assert_eq!((heads.len(), tails.len()), (4, 4), "{colour} expert");
            }
        }
    }
}

#[test]
fn six_start_cells_in_a_real_two_player_opening() {
    for expert in [false, true] {
        let mut game = game_with(2, None, expert);
        // Orange along column f in the middle, green out of the way at the left edge.
        play_all(&mut game, &[start("f5", "f7"), start("c4", "c7")]);
        assert_eq!(game.phase(), Phase::Play);
        assert_eq!(game.to_move(), Some(0));
        let (heads, tails) = start_cells(&game, 0);
        assert_eq!((heads.len(), tails.len()), (3, 3), "expert {expert}");
        let starts: BTreeSet<Cell> = game.legal_starts().into_iter().collect();
        assert_eq!(starts.len(), 6);
        let expected: BTreeSet<Cell> = if expert {
            ["f3", "d5", "h5", "f9", "d7", "h7"]
        } else {
            ["f4", "e5", "g5", "f8", "e7", "g7"]
        }
        .iter()
        .map(|n| cell(n))
        .collect();
        assert_eq!(starts, expected);
    }
}

// §8: passing over the cell of the head being extended.

#[test]
fn a_taller_segment_may_pass_over_its_own_heads_cell() {
    let mut game = game_with(2, None, false);
    // Orange: starter f6-f8 (height 1), head on f6. Green far away.
    play_all(&mut game, &[start("f6", "f8"), start("c4", "c7")]);
    // Orange's (span 2, height 2) from e6 across f6 to g6: over its own head's cell.
    let over = extend(End::Head, 2, "e6", "g6");
    assert_eq!(game.check(0, &over), Ok(()));
    game.play(over).unwrap();
    assert_eq!(game.end_cell(0, End::Head), Some(cell("g6")));
    assert_eq!(game.position().head_height(0), 2);
    play_all(&mut game, &[extend(End::Head, 1, "d4", "d3")]);
    // The head now stands on a height-2 segment at g6. Crossing it needs more than 2:
    // orange's (span 2, height 3) from g5 down over g6 to g7 passes.
    assert!(game
        .legal_moves()
        .contains(&extend(End::Head, 3, "g5", "g7")));
    // A lower or equal segment may not: build a taller head first.
    play_all(
        &mut game,
        &[
            extend(End::Head, 7, "g5", "g3"), // height 5, head on g3
            extend(End::Tail, 3, "c8", "d8"),
        ],
    );
    // Over the head's cell g3 with height 3 (< 5): refused, naming orange's 5.
    assert_refused(
        &mut game,
        extend(End::Head, 3, "f3", "h3"),
        IllegalMove::PassesUnder {
            height: 3,
            by: seg(0, Colour::Orange, 5),
        },
    );
    // Over it with the same height, from the other side: refused too.
    assert_refused(
        &mut game,
        extend(End::Head, 8, "h3", "e3"),
        IllegalMove::SameHeight {
            by: seg(0, Colour::Orange, 5),
        },
    );
    // With height 6 (> 5) the same line is legal.
    let tall = extend(End::Head, 9, "f3", "h3");
    assert_eq!(game.check(0, &tall), Ok(()));
    game.play(tall).unwrap();
    assert_eq!(game.end_cell(0, End::Head), Some(cell("h3")));
}

#[test]
fn in_the_expert_variant_a_segment_may_come_back_over_its_heads_cell() {
    let mut game = game_with(2, None, true);
    // Orange e6-g6: head e6, tail g6. Green out of the way.
    play_all(&mut game, &[start("e6", "g6"), start("d3", "g3")]);
    // Start cells two away from the head: e4, c6, e8. From e4 down over e5 and the
    // head's own cell e6 to e7, and from e8 up over e7 and e6 to e5.
    for mv in [
        extend(End::Head, 4, "e4", "e7"),
        extend(End::Head, 4, "e8", "e5"),
    ] {
        assert_eq!(game.check(0, &mv), Ok(()), "{mv:?}");
        assert!(game.legal_moves().contains(&mv));
    }
    game.play(extend(End::Head, 4, "e4", "e7")).unwrap();
    assert_eq!(game.end_cell(0, End::Head), Some(cell("e7")));
    assert_eq!(game.position().head_height(0), 3);
}

#[test]
fn the_other_end_of_the_same_monster_may_not_be_crossed() {
    let mut game = game_with(
        3,
        Some(vec![Colour::Purple, Colour::Orange, Colour::Green]),
        false,
    );
    // Purple's span-1 starter: head f6, tail f7.
    play_all(
        &mut game,
        &[start("f6", "f7"), start("c4", "c6"), start("i4", "i7")],
    );
    // From the tail's start cell f8 up over f7 (the tail itself) and f6 (the head).
    assert_refused(
        &mut game,
        extend(End::Tail, 2, "f8", "f5"),
        IllegalMove::CrossesOwnEnd {
            cell: cell("f6"),
            end: End::Head,
        },
    );
    assert_refused(
        &mut game,
        extend(End::Head, 2, "f5", "f8"),
        IllegalMove::CrossesOwnEnd {
            cell: cell("f7"),
            end: End::Tail,
        },
    );
}

// §8: crossing an opponent's and an own segment, or two opponents' segments.

#[test]
fn one_placement_crosses_an_opponent_segment_and_an_own_one() {
    let mut game = game_with(2, None, false);
    // Orange e5-e7 (head e5), green f4-f7 (head f4, interior f5 and f6).
    play_all(&mut game, &[start("e5", "e7"), start("f4", "f7")]);
    // Orange (span 3, height 3) from d5 over e5 (its own starter, under its head) and
    // f5 (green's starter) to g5.
    let mv = extend(End::Head, 4, "d5", "g5");
    assert_eq!(game.check(0, &mv), Ok(()));
    game.play(mv).unwrap();
    assert_eq!(game.end_cell(0, End::Head), Some(cell("g5")));
    let last = game.segments().last().unwrap();
    assert!(last.spans_over(cell("e5")) && last.spans_over(cell("f5")));
}

#[test]
fn one_placement_crosses_two_opponents_segments() {
    let mut game = game_with(3, None, false);
    play_all(
        &mut game,
        &[
            start("c6", "c8"), // orange, head c6
            start("e4", "e7"), // green, interior e5 and e6
            start("g5", "h5"), // purple, head g5
            extend(End::Tail, 1, "d8", "e8"),
            extend(End::Head, 1, "e3", "f3"),
            // Purple (span 2, height 2) from f5 over f6 to f7: its head goes to f7.
            extend(End::Head, 1, "f5", "f7"),
        ],
    );
    // Orange (span 3, height 3) from d6 over e6 (green's 1) and f6 (purple's 2) to g6.
    let mv = extend(End::Head, 4, "d6", "g6");
    assert_eq!(game.check(0, &mv), Ok(()));
    game.play(mv).unwrap();
    let last = game.segments().last().unwrap();
    assert!(last.spans_over(cell("e6")) && last.spans_over(cell("f6")));
}

// §8: a foot under an arch; an arch lower than one it meets.

#[test]
fn a_foot_under_an_arch_is_refused() {
    let mut game = game_with(2, None, false);
    play_all(&mut game, &[start("e5", "e7"), start("f4", "f7")]);
    let green = seg(1, Colour::Green, 1);
    // First foot under green's arch at f5.
    assert_refused(
        &mut game,
        extend(End::Head, 1, "f5", "g5"),
        IllegalMove::FootUnderArch {
            cell: cell("f5"),
            by: green,
        },
    );
    // Second foot under it, the arch passing over orange's own head cell.
    assert_refused(
        &mut game,
        extend(End::Head, 2, "d5", "f5"),
        IllegalMove::FootUnderArch {
            cell: cell("f5"),
            by: green,
        },
    );
    // A foot on green's head, a foot of its starter.
    assert_refused(
        &mut game,
        extend(End::Head, 1, "e4", "f4"),
        IllegalMove::FootTaken {
            cell: cell("f4"),
            by: green,
        },
    );
}

/// Orange e6-e8 (head e6), green h4-h7 (head h4); orange then lays a height-5 arch
/// f6-f3 (head f3).
fn tall_orange_arch() -> Game {
    let mut game = game_with(2, None, false);
    play_all(
        &mut game,
        &[
            start("e6", "e8"),
            start("h4", "h7"),
            extend(End::Head, 8, "f6", "f3"),
        ],
    );
    assert_eq!(game.to_move(), Some(1));
    game
}

#[test]
fn an_arch_lower_than_one_it_meets_is_refused() {
    let mut game = tall_orange_arch();
    let orange5 = seg(0, Colour::Orange, 5);
    // Green from g4 left over f4 (orange's 5) and e4 to d4.
    for (piece, height) in [(2, 2), (6, 4)] {
        assert_refused(
            &mut game,
            extend(End::Head, piece, "g4", "d4"),
            IllegalMove::PassesUnder {
                height,
                by: orange5,
            },
        );
    }
    // Green's height 6 passes over it.
    let over = extend(End::Head, 9, "g4", "d4");
    assert_eq!(game.check(1, &over), Ok(()));
    game.play(over).unwrap();
}

#[test]
fn the_tallest_segment_met_is_the_one_named() {
    let mut game = tall_orange_arch();
    play_all(
        &mut game,
        &[
            extend(End::Tail, 1, "h8", "g8"), // green's 2, tail on g8
            extend(End::Head, 2, "e3", "e5"), // orange's 2: e3-e5, head on e5
        ],
    );
    // Green from g4 over f4 (orange's 5) and e4 (orange's 2) to d4: both are met, the
    // taller one is named, whatever the new height.
    for (piece, height) in [(2, 2), (6, 4)] {
        assert_refused(
            &mut game,
            extend(End::Head, piece, "g4", "d4"),
            IllegalMove::PassesUnder {
                height,
                by: seg(0, Colour::Orange, 5),
            },
        );
    }
    assert_eq!(game.check(1, &extend(End::Head, 9, "g4", "d4")), Ok(()));
}

// §8: crossing an opponent's head or tail, even when taller.

#[test]
fn crossing_an_opponents_head_is_refused_even_when_taller() {
    let mut game = tall_orange_arch();
    // Orange's head stands on f3 (height 5); green from h3 over g3 and f3 to e3.
    for piece in [2, 9] {
        assert_refused(
            &mut game,
            extend(End::Head, piece, "h3", "e3"),
            IllegalMove::CrossesEnd {
                cell: cell("f3"),
                seat: 0,
                colour: Colour::Orange,
                end: End::Head,
            },
        );
    }
}

#[test]
fn crossing_an_opponents_tail_is_refused_even_when_taller() {
    let mut game = game_with(2, None, false);
    // Orange d7-d9 (head d7), green f4-f7 (tail f7).
    play_all(&mut game, &[start("d7", "d9"), start("f4", "f7")]);
    for piece in [2, 9] {
        assert_refused(
            &mut game,
            extend(End::Head, piece, "e7", "g7"),
            IllegalMove::CrossesEnd {
                cell: cell("f7"),
                seat: 1,
                colour: Colour::Green,
                end: End::Tail,
            },
        );
    }
}

// §8: the same height.

#[test]
fn crossing_a_segment_of_the_same_height_is_refused() {
    let mut game = tall_orange_arch();
    // Green's (span 2, height 5) from g4 over f4 (orange's 5) to e4.
    assert_refused(
        &mut game,
        extend(End::Head, 7, "g4", "e4"),
        IllegalMove::SameHeight {
            by: seg(0, Colour::Orange, 5),
        },
    );
}

// §8: a blocked player skips and plays again when an opponent's head moves away.

/// A corridor on row 4 (`a4`..`g4`) crossed by column `d` (`d1`..`d6`).
/// Orange has span-1 segments, green span-2 ones.
const CORRIDOR_EDITION: &str = r#"{
  "edition": "test-corridor",
  "board": ["...2...", "...2...", "...2...", "2222222", "...2...", "...2..."],
  "colors": ["orange", "green"],
  "sets": {
    "orange": [{"span":1,"height":1},{"span":1,"height":2},{"span":1,"height":2},{"span":1,"height":3},{"span":1,"height":3},{"span":1,"height":4},{"span":1,"height":4},{"span":1,"height":5},{"span":1,"height":5},{"span":1,"height":6}],
    "green": [{"span":1,"height":1},{"span":2,"height":2},{"span":2,"height":2},{"span":2,"height":3},{"span":2,"height":3},{"span":2,"height":4},{"span":2,"height":4},{"span":2,"height":5},{"span":2,"height":5},{"span":2,"height":6}]
  }
}"#;

#[test]
fn a_blocked_player_skips_and_plays_again_when_the_head_moves_away() {
    let edition = Edition::from_json(CORRIDOR_EDITION).unwrap();
    let setup = Setup::new(&edition, 2, None, false).unwrap();
    let mut game = Game::new(Arc::new(edition), setup);
    // Orange: head d4 (on the corridor), tail d3. Green: tail a4, head b4.
    play_all(&mut game, &[start("d4", "d3"), start("b4", "a4")]);
    // Green's only way on is from c4 over d4 to e4, and orange's head is on d4.
    let green_way = extend(End::Head, 1, "c4", "e4");
    // Orange grows its tail upward: green stays blocked, so orange moves again.
    play_all(&mut game, &[extend(End::Tail, 1, "d2", "d1")]);
    assert!(!game.can_place(1), "green is blocked by orange's head");
    assert_eq!(game.to_move(), Some(0), "green's turn is skipped");
    assert_eq!(
        game.check(1, &green_way),
        Err(IllegalMove::NotYourTurn {
            seat: 1,
            to_move: 0
        })
    );
    assert_eq!(game.movers().collect::<Vec<_>>(), vec![0, 1, 0]);
    // Orange's head moves off d4, down the column.
    play_all(&mut game, &[extend(End::Head, 2, "d5", "d6")]);
    assert!(game.can_place(1));
    assert_eq!(game.to_move(), Some(1), "green plays again");
    assert!(game.legal_moves().contains(&green_way));
    // Its arch now crosses orange's starter foot on d4, which is lower.
    game.play(green_way).unwrap();
    assert_eq!(game.movers().collect::<Vec<_>>(), vec![0, 1, 0, 0, 1]);
    assert_eq!(game.end_cell(1, End::Head), Some(cell("e4")));
    // Then nobody can place: orange placed one segment more and wins outright.
    assert_eq!(game.phase(), Phase::Over);
    let ranking = game.ranking().unwrap();
    assert_eq!(
        ranking
            .iter()
            .map(|s| (s.seat, s.place, s.left, s.tie_break))
            .collect::<Vec<_>>(),
        vec![(0, 1, 7, TieBreak::Segments), (1, 2, 8, TieBreak::Segments)]
    );
}

// §8: end and ranking.

#[test]
fn ranking_by_segments_left_then_head_height_then_shared() {
    use Colour::*;
    // Fewest left wins.
    let r = rank(&[(0, Orange, 3, 2), (1, Green, 1, 1), (2, Purple, 5, 6)]);
    let places: Vec<(usize, usize, TieBreak)> =
        r.iter().map(|s| (s.seat, s.place, s.tie_break)).collect();
    assert_eq!(
        places,
        vec![
            (1, 1, TieBreak::Segments),
            (0, 2, TieBreak::Segments),
            (2, 3, TieBreak::Segments)
        ]
    );
    // A tie on segments left: the taller head wins.
    let r = rank(&[(0, Orange, 2, 3), (1, Green, 2, 5), (2, Purple, 4, 6)]);
    let places: Vec<(usize, usize, TieBreak)> =
        r.iter().map(|s| (s.seat, s.place, s.tie_break)).collect();
    assert_eq!(
        places,
        vec![
            (1, 1, TieBreak::HeadHeight),
            (0, 2, TieBreak::HeadHeight),
            (2, 3, TieBreak::Segments)
        ]
    );
    // A full tie shares the place, and the next place is skipped.
    let r = rank(&[
        (0, Orange, 2, 4),
        (1, Green, 2, 4),
        (2, Purple, 2, 3),
        (3, Black, 0, 1),
    ]);
    let places: Vec<(usize, usize, TieBreak)> =
        r.iter().map(|s| (s.seat, s.place, s.tie_break)).collect();
    assert_eq!(
        places,
        vec![
            (3, 1, TieBreak::Segments),
            (0, 2, TieBreak::Shared),
            (1, 2, TieBreak::Shared),
            (2, 4, TieBreak::HeadHeight)
        ]
    );
    // Shared first place.
    let r = rank(&[(0, Orange, 7, 2), (1, Green, 7, 2)]);
    assert!(r
        .iter()
        .all(|s| s.place == 1 && s.tie_break == TieBreak::Shared));
}

/// Two pockets of four cells, one per player: each places its starter and one segment.
const POCKETS_EDITION: &str = r#"{
  "edition": "test-pockets",
  "board": ["22.22", "22.22"],
  "colors": ["orange", "green"],
  "sets": {
    "orange": [{"span":1,"height":1},{"span":1,"height":2},{"span":1,"height":3},{"span":1,"height":4},{"span":1,"height":5},{"span":1,"height":6},{"span":1,"height":7},{"span":1,"height":8},{"span":1,"height":9},{"span":2,"height":9}],
    "green": [{"span":1,"height":1},{"span":1,"height":2},{"span":1,"height":3},{"span":1,"height":4},{"span":1,"height":5},{"span":1,"height":6},{"span":1,"height":7},{"span":1,"height":8},{"span":1,"height":9},{"span":2,"height":9}]
  }
}"#;

fn pockets_game(orange_piece: u8, green_piece: u8, green_plays: bool) -> Game {
    let edition = Edition::from_json(POCKETS_EDITION).unwrap();
    let setup = Setup::new(&edition, 2, None, false).unwrap();
    let mut game = Game::new(Arc::new(edition), setup);
    play_all(
        &mut game,
        &[
            start("b1", "a1"),
            start("d1", "e1"),
            extend(End::Head, orange_piece, "b2", "a2"),
        ],
    );
    if green_plays {
        play_all(&mut game, &[extend(End::Head, green_piece, "d2", "e2")]);
    }
    game
}

#[test]
fn finished_games_are_ranked_by_the_rules() {
    // Both placed two segments; orange's head (height 4) beats green's (height 3).
    let game = pockets_game(3, 2, true);
    assert_eq!(game.phase(), Phase::Over);
    let ranking = game.ranking().unwrap();
    assert_eq!(
        ranking
            .iter()
            .map(|s| (s.seat, s.place, s.left, s.head_height, s.tie_break))
            .collect::<Vec<_>>(),
        vec![
            (0, 1, 8, 4, TieBreak::HeadHeight),
            (1, 2, 8, 3, TieBreak::HeadHeight)
        ]
    );
    // Same heights: the win is shared.
    let game = pockets_game(5, 5, true);
    let ranking = game.ranking().unwrap();
    assert!(ranking
        .iter()
        .all(|s| s.place == 1 && s.tie_break == TieBreak::Shared && s.head_height == 6));
    // Green moves its tail instead of its head: heads 6 (orange) and 1 (green's starter).
    let mut game = pockets_game(5, 0, false);
    play_all(&mut game, &[extend(End::Tail, 8, "e2", "d2")]);
    let ranking = game.ranking().unwrap();
    assert_eq!(ranking[0].seat, 0);
    assert_eq!(ranking[0].head_height, 6);
    assert_eq!(ranking[1].head_height, 1);
    assert_eq!(ranking[1].tie_break, TieBreak::HeadHeight);
    // Before the end there is no final ranking.
    let game = pockets_game(3, 0, false);
    assert_eq!(game.ranking(), None);
    assert_eq!(game.standings()[0].seat, 0, "orange leads with fewer left");
    assert_eq!(game.standings()[0].tie_break, TieBreak::Segments);
}

#[test]
fn a_random_finished_game_is_ranked_by_the_rules() {
    for (players, expert) in common::configurations() {
        let game = common::random_game(players, expert, 42 + players as u64);
        let pos = game.position();
        let ranking = game.ranking().expect("the game is over");
        assert_eq!(ranking.len(), players);
        for s in &ranking {
            assert_eq!(s.left, pos.left(s.seat));
            assert_eq!(s.head_height, pos.head_height(s.seat));
            let better = ranking
                .iter()
                .filter(|o| o.left < s.left || (o.left == s.left && o.head_height > s.head_height))
                .count();
            assert_eq!(s.place, better + 1);
        }
        let best = ranking.iter().map(|s| s.left).min().unwrap();
        assert!(ranking
            .iter()
            .filter(|s| s.place == 1)
            .all(|s| s.left == best));
        // Nobody can place any more.
        assert!((0..players).all(|seat| !game.can_place(seat)));
    }
}

// Other reasons for refusal.

#[test]
fn start_cells_must_be_next_to_the_end() {
    let mut game = game_with(2, None, false);
    play_all(&mut game, &[start("f5", "f7"), start("c4", "c7")]);
    assert_refused(
        &mut game,
        extend(End::Head, 1, "f3", "g3"),
        IllegalMove::NotNextToEnd {
            from: cell("f3"),
            end: End::Head,
            at: cell("f5"),
        },
    );
    assert_refused(
        &mut game,
        extend(End::Tail, 1, "g8", "h8"),
        IllegalMove::NotNextToEnd {
            from: cell("g8"),
            end: End::Tail,
            at: cell("f7"),
        },
    );
    // In the expert variant the adjacent cell is not a start cell, two away is.
    let mut game = game_with(2, None, true);
    play_all(&mut game, &[start("f5", "f7"), start("c4", "c7")]);
    assert_refused(
        &mut game,
        extend(End::Head, 1, "f4", "g4"),
        IllegalMove::NotNextToEnd {
            from: cell("f4"),
            end: End::Head,
            at: cell("f5"),
        },
    );
    assert_eq!(game.check(0, &extend(End::Head, 1, "f3", "g3")), Ok(()));
}

#[test]
fn footprints_stay_in_the_active_area() {
    let mut game = game_with(2, None, false);
    play_all(&mut game, &[start("f4", "f6"), start("c5", "c8")]);
    // f2 is medium water: out of play with two players.
    assert_refused(
        &mut game,
        extend(End::Head, 2, "f3", "f1"),
        IllegalMove::OutsideArea { cell: cell("f2") },
    );
    // With three players f2 is in play, f1 (shallow) is not.
    let mut game = game_with(3, None, false);
    play_all(
        &mut game,
        &[start("f4", "f6"), start("c5", "c8"), start("i5", "i6")],
    );
    assert_refused(
        &mut game,
        extend(End::Head, 2, "f3", "f1"),
        IllegalMove::OutsideArea { cell: cell("f1") },
    );
    assert_eq!(game.check(0, &extend(End::Head, 1, "f3", "f2")), Ok(()));
    // Off the map altogether.
    assert_refused(
        &mut game,
        Move::Extend {
            end: End::Head,
            piece: 1,
            from: cell("f3"),
            to: Cell::new(5, 200),
        },
        IllegalMove::OffBoard {
            cell: Cell::new(5, 200),
        },
    );
}

#[test]
fn starters_lie_in_the_deep_zone_on_free_cells() {
    // Three players: b6 is medium water, in play but not deep.
    let mut game = game_with(3, None, false);
    assert_refused(
        &mut game,
        start("b6", "d6"),
        IllegalMove::OutsideDeep { cell: cell("b6") },
    );
    // Two players: medium water is not even in play.
    let mut game = game_with(2, None, false);
    assert_refused(
        &mut game,
        start("b6", "d6"),
        IllegalMove::OutsideArea { cell: cell("b6") },
    );
    assert_refused(
        &mut game,
        start("e5", "e4"),
        IllegalMove::WrongSpan {
            span: 2,
            distance: 1,
        },
    );
    game.play(start("e5", "e7")).unwrap();
    // Green's starter over orange's.
    assert_refused(
        &mut game,
        start("d6", "g6"),
        IllegalMove::StarterOverlaps {
            cell: cell("e6"),
            by: seg(0, Colour::Orange, 1),
        },
    );
}

#[test]
fn malformed_extensions_are_refused() {
    let mut game = game_with(2, None, false);
    play_all(&mut game, &[start("f5", "f7"), start("c4", "c7")]);
    assert_refused(
        &mut game,
        extend(End::Head, 2, "f4", "f3"),
        IllegalMove::WrongSpan {
            span: 2,
            distance: 1,
        },
    );
    assert_refused(
        &mut game,
        extend(End::Head, 1, "f4", "g3"),
        IllegalMove::NotStraight {
            from: cell("f4"),
            to: cell("g3"),
        },
    );
    assert_refused(
        &mut game,
        extend(End::Head, 1, "f4", "f4"),
        IllegalMove::NotStraight {
            from: cell("f4"),
            to: cell("f4"),
        },
    );
    assert_refused(
        &mut game,
        extend(End::Head, 10, "f4", "f3"),
        IllegalMove::NoSuchPiece { piece: 10 },
    );
    // The starter is on the board already.
    assert_refused(
        &mut game,
        extend(End::Head, 0, "f4", "f2"),
        IllegalMove::NotInReserve { piece: 0 },
    );
    assert_refused(&mut game, start("h3", "h5"), IllegalMove::SetupOver);
    play_all(
        &mut game,
        &[
            extend(End::Head, 1, "f4", "f3"),
            extend(End::Head, 1, "d4", "d3"),
        ],
    );
    assert_refused(
        &mut game,
        extend(End::Tail, 1, "f8", "g8"),
        IllegalMove::NotInReserve { piece: 1 },
    );
    assert_eq!(
        game.check(1, &extend(End::Tail, 2, "c8", "c9")),
        Err(IllegalMove::NotYourTurn {
            seat: 1,
            to_move: 0
        })
    );
}

#[test]
fn identical_segments_are_named_by_the_lowest_index() {
    // Green's pieces 7 and 8 are both (span 2, height 5).
    let mut game = game_with(2, None, false);
    play_all(&mut game, &[start("c4", "c6"), start("f4", "f7")]);
    play_all(&mut game, &[extend(End::Head, 1, "d4", "d3")]);
    assert_refused(
        &mut game,
        extend(End::Head, 8, "f3", "h3"),
        IllegalMove::UseLowerPiece { piece: 8, lower: 7 },
    );
    let with7 = extend(End::Head, 7, "f3", "h3");
    let listed: Vec<Move> = game
        .legal_moves()
        .into_iter()
        .filter(|m| m.feet() == (cell("f3"), cell("h3")))
        .collect();
    assert!(listed.contains(&with7));
    assert_eq!(
        listed
            .iter()
            .filter(|m| matches!(m, Move::Extend { piece: 7 | 8, .. }))
            .count(),
        1
    );
    game.play(with7).unwrap();
    play_all(&mut game, &[extend(End::Tail, 2, "d6", "d8")]);
    // Now 8 is the lowest of its shape left.
    let with8 = extend(End::Tail, 8, "f8", "h8");
    assert_eq!(game.check(1, &with8), Ok(()));
    assert_refused(
        &mut game,
        extend(End::Tail, 7, "f8", "h8"),
        IllegalMove::NotInReserve { piece: 7 },
    );
    game.play(with8).unwrap();
}

#[test]
fn the_starter_comes_first_and_nothing_follows_the_end() {
    let mut game = game_with(2, None, false);
    assert_eq!(game.phase(), Phase::Setup);
    assert_refused(
        &mut game,
        extend(End::Head, 1, "f4", "f3"),
        IllegalMove::StarterFirst,
    );
    game.play(start("e5", "e7")).unwrap();
    assert_refused(
        &mut game,
        extend(End::Head, 1, "c4", "c3"),
        IllegalMove::StarterFirst,
    );
    let mut finished = pockets_game(3, 2, true);
    assert_eq!(finished.to_move(), None);
    assert_eq!(
        finished.play(extend(End::Tail, 4, "a2", "b2")),
        Err(IllegalMove::GameOver)
    );
    assert_eq!(
        finished.check(0, &extend(End::Tail, 4, "a2", "b2")),
        Err(IllegalMove::GameOver)
    );
    assert!(finished.legal_moves().is_empty());
}
