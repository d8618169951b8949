//! The small queries a board or a bot asks the engine, so that no other crate keeps its
//! own copy of a rule: the piece a move lays, the start distance, the ranking key,
//! placeable pieces, skipped turns and why a cell cannot be picked.

mod common;

use std::cmp::Reverse;
use std::sync::Arc;

use blockness_core::{
    rank_key, Cell, CellSet, Colour, Edition, End, Game, IllegalMove, Move, Segment, SegmentRef,
    Setup, SkipReason, TurnEvent,
};
use common::{cell, extend, start};

fn game_with(players: usize, expert: bool) -> Game {
    common::new_game(players, expert)
}

fn play_all(game: &mut Game, moves: &[Move]) {
    for (i, &mv) in moves.iter().enumerate() {
        if let Err(e) = game.play(mv) {
            panic!("move {i} ({mv:?}) was refused: {e}");
        }
    }
}

fn seg(seat: usize, colour: Colour, height: u8) -> SegmentRef {
    SegmentRef {
        seat,
        colour,
        height,
    }
}

fn shape(span: u8, height: u8) -> Option<Segment> {
    Some(Segment { span, height })
}

/// Orange e5-e7 (head e5), green h4-h7 (head h4): orange to extend.
fn opening() -> Game {
    let mut game = game_with(2, false);
    play_all(&mut game, &[start("e5", "e7"), start("h4", "h7")]);
    game
}

/// Orange e6-e8 (head e6), green h4-h7 (head h4); orange then lays a height-5 arch
/// f6-f3 (head f3). Green to move.
fn tall_orange_arch() -> Game {
    let mut game = game_with(2, false);
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
fn a_move_names_the_piece_it_lays() {
    assert_eq!(start("e5", "e7").piece(), 0);
    assert_eq!(extend(End::Tail, 7, "e4", "e2").piece(), 7);
}

#[test]
fn the_start_distance_follows_the_variant() {
    for expert in [false, true] {
        let game = game_with(2, expert);
        let distance = if expert { 2 } else { 1 };
        assert_eq!(game.rules().start_distance(), distance);
        assert_eq!(game.rules().setup().start_distance(), distance);
    }
}

#[test]
fn the_rank_key_puts_fewer_left_then_the_taller_head_first() {
    assert_eq!(rank_key(3, 2), (3, Reverse(2)));
    assert!(rank_key(3, 1) < rank_key(4, 6), "fewer left wins");
    assert!(rank_key(3, 5) < rank_key(3, 4), "then the taller head");
    assert_eq!(rank_key(3, 5), rank_key(3, 5), "a full tie shares");
}

#[test]
fn placeable_pieces_lists_every_piece_of_a_shape_that_fits() {
    let mut game = game_with(2, false);
    // Before its starter, a seat can place only the starter, turn or not.
    assert_eq!(game.rules().placeable_pieces(game.position(), 0), vec![0]);
    assert_eq!(game.rules().placeable_pieces(game.position(), 1), vec![0]);
    assert_eq!(game.playable_pieces(), vec![0]);
    play_all(&mut game, &[start("e5", "e7"), start("h4", "h7")]);
    // Green's set has two (span 2, height 5) pieces, 7 and 8: both are listed, and it is
    // answered while it is orange's turn.
    let green = game.rules().placeable_pieces(game.position(), 1);
    assert_eq!(green, (1..10).collect::<Vec<_>>());
    assert_eq!(game.playable_pieces(), (1..10).collect::<Vec<_>>());
    // A seat outside the game has nothing.
    assert!(game.rules().placeable_pieces(game.position(), 3).is_empty());
}

#[test]
fn placeable_pieces_agree_with_the_legal_moves_in_random_games() {
    for (players, expert) in common::configurations() {
        let game = common::random_game(players, expert, 7 + players as u64);
        for n in 0..=game.moves().len() {
            let pos = game.position_at(n).unwrap();
            for seat in 0..players {
                let set = game.rules().set(seat);
                let mut shapes = Vec::new();
                game.rules()
                    .for_each_move(pos, seat, |m| shapes.push(set[m.piece()]));
                let expected: Vec<usize> = pos
                    .reserve(seat)
                    .filter(|&p| shapes.contains(&set[p]))
                    .collect();
                assert_eq!(
                    game.rules().placeable_pieces(pos, seat),
                    expected,
                    "{players} players, ply {n}, seat {seat}"
                );
            }
        }
    }
}

/// Orange's tail wanders in a wide pool at the top; green starts in a dead end on the
/// row below, and its only way out crosses d4, where orange's head stands.
const DETOUR_EDITION: &str = r#"{
  "edition": "test-detour",
  "board": ["...222222222", "...222222222", "...222222222", "22222222222.", "...2........", "...2........", "...2........"],
  "colors": ["orange", "green"],
  "sets": {
    "orange": [{"span":1,"height":1},{"span":1,"height":2},{"span":1,"height":2},{"span":1,"height":3},{"span":1,"height":3},{"span":1,"height":4},{"span":1,"height":4},{"span":1,"height":5},{"span":1,"height":5},{"span":1,"height":6}],
    "green": [{"span":1,"height":1},{"span":2,"height":2},{"span":2,"height":2},{"span":2,"height":3},{"span":2,"height":3},{"span":2,"height":4},{"span":2,"height":4},{"span":2,"height":5},{"span":2,"height":5},{"span":2,"height":6}]
  }
}"#;

/// Green is blocked while orange's tail fills the pool, plays again once orange's head
/// leaves d4, and goes on alone once orange has no segment left.
fn detour_game() -> Game {
    let edition = Edition::from_json(DETOUR_EDITION).unwrap();
    let setup = Setup::new(&edition, 2, None, false).unwrap();
    let mut game = Game::new(Arc::new(edition), setup);
    play_all(
        &mut game,
        &[
            start("d4", "d3"),
            start("b4", "a4"),
            extend(End::Tail, 1, "d2", "d1"),
            extend(End::Tail, 3, "e1", "e2"),
            extend(End::Tail, 4, "f2", "g2"),
            extend(End::Tail, 7, "g1", "h1"),
            extend(End::Tail, 8, "i1", "j1"),
            extend(End::Tail, 9, "k1", "k2"),
            extend(End::Tail, 2, "k3", "l3"),
            extend(End::Head, 5, "d5", "d6"),
            extend(End::Head, 7, "c4", "e4"),
            extend(End::Tail, 6, "l2", "l1"),
            extend(End::Head, 1, "e3", "g3"),
            extend(End::Head, 2, "h3", "j3"),
            extend(End::Head, 9, "j4", "j2"),
            extend(End::Head, 8, "i2", "i4"),
            extend(End::Head, 5, "h4", "f4"),
        ],
    );
    assert!(game.position().is_over());
    game
}

#[test]
fn turn_events_name_skipped_and_freed_seats() {
    let game = detour_game();
    let blocked = TurnEvent::Skipped {
        seat: 1,
        reason: SkipReason::Blocked,
    };
    let emptied = TurnEvent::Skipped {
        seat: 0,
        reason: SkipReason::NoSegmentLeft,
    };
    assert!(game.turn_events(0).is_empty(), "no ply 0");
    assert!(game.turn_events(1).is_empty() && game.turn_events(2).is_empty());
    for ply in 3..=9 {
        assert_eq!(game.turn_events(ply), vec![blocked], "ply {ply}");
    }
    // Orange's head leaves d4: green's turn comes again.
    assert_eq!(
        game.turn_events(10),
        vec![TurnEvent::CanPlayAgain { seat: 1 }]
    );
    assert!(game.turn_events(11).is_empty());
    // Orange lays its last segment: green's turn comes normally.
    assert_eq!(game.position_at(12).unwrap().left(0), 0);
    assert!(game.turn_events(12).is_empty());
    for ply in 13..=16 {
        assert_eq!(game.turn_events(ply), vec![emptied], "ply {ply}");
    }
    // The last move ends the game: nobody is passed over any more.
    assert!(game.turn_events(17).is_empty());
    assert!(game.turn_events(18).is_empty(), "beyond the moves played");
}

#[test]
fn the_ending_says_who_ran_out_and_who_is_blocked() {
    let game = detour_game();
    let last = game.moves().len();
    assert_eq!(
        game.ending_at(last - 1),
        None,
        "the game goes on before its last move"
    );
    let ending = game.ending_at(last).expect("the game is over");
    let pos = game.position();
    assert_eq!(ending.len(), 2);
    for (seat, reason) in ending {
        let expected = if pos.left(seat) == 0 {
            SkipReason::NoSegmentLeft
        } else {
            assert!(
                !game.can_place(seat),
                "seat {seat} still has segments but no placement"
            );
            SkipReason::Blocked
        };
        assert_eq!(reason, expected, "seat {seat}");
    }
    assert_eq!(game.ending_at(last + 1), None, "beyond the moves played");
}

#[test]
fn turn_events_agree_with_the_movers_in_random_games() {
    for (players, expert) in common::configurations() {
        let game = common::random_game(players, expert, 11 + players as u64);
        let movers: Vec<usize> = game.movers().collect();
        for ply in 1..=movers.len() {
            let skipped: Vec<usize> = game
                .turn_events(ply)
                .iter()
                .filter_map(|e| match *e {
                    TurnEvent::Skipped { seat, .. } => Some(seat),
                    TurnEvent::CanPlayAgain { .. } => None,
                })
                .collect();
            let expected: Vec<usize> = match movers.get(ply) {
                Some(&next) => (1..players)
                    .map(|k| (movers[ply - 1] + k) % players)
                    .take_while(|&s| s != next)
                    .collect(),
                None => Vec::new(),
            };
            assert_eq!(skipped, expected, "{players} players, ply {ply}");
        }
    }
}

#[test]
fn why_not_first_in_setup() {
    let mut game = game_with(2, false);
    // f6 is a legal head cell.
    assert!(game.why_not_first(cell("f6"), None).is_empty());
    // a3 is a shallow hole, a1 no hole: neither is in play with two players.
    assert_eq!(
        game.why_not_first(cell("a3"), None),
        vec![IllegalMove::OutsideArea { cell: cell("a3") }]
    );
    assert_eq!(
        game.why_not_first(cell("a1"), None),
        vec![IllegalMove::OutsideArea { cell: cell("a1") }]
    );
    let far = Cell::new(30, 2);
    assert_eq!(
        game.why_not_first(far, None),
        vec![IllegalMove::OffBoard { cell: far }]
    );
    // Only the starter can be placed now.
    assert_eq!(
        game.why_not_first(cell("f6"), shape(1, 2)),
        vec![IllegalMove::StarterFirst]
    );
    assert!(game.why_not_first(cell("f6"), shape(2, 1)).is_empty());
    // Second pick: the tail goes the starter's span away.
    assert!(game.why_not_second(cell("e5"), cell("e7"), None).is_empty());
    assert_eq!(
        game.why_not_second(cell("e5"), cell("e6"), None),
        vec![IllegalMove::WrongSpan {
            span: 2,
            distance: 1
        }]
    );
    assert_eq!(
        game.why_not_second(cell("e5"), cell("g6"), None),
        vec![IllegalMove::NotStraight {
            from: cell("e5"),
            to: cell("g6")
        }]
    );
    // Green may not lay its starter on orange's.
    game.play(start("e5", "e7")).unwrap();
    assert_eq!(
        game.why_not_first(cell("e6"), None),
        vec![IllegalMove::StarterOverlaps {
            cell: cell("e6"),
            by: seg(0, Colour::Orange, 1)
        }]
    );
}

#[test]
fn why_not_first_outside_the_deep_zone_with_three_players() {
    let game = game_with(3, false);
    // b5 is a medium hole: in play with three players, but no place for a starter.
    assert!(game.rules().is_active(cell("b5")));
    assert_eq!(
        game.why_not_first(cell("b5"), None),
        vec![IllegalMove::OutsideDeep { cell: cell("b5") }]
    );
    assert_eq!(
        game.why_not_second(cell("c5"), cell("b5"), None),
        vec![IllegalMove::OutsideDeep { cell: cell("b5") }]
    );
}

#[test]
fn why_not_first_is_empty_exactly_on_legal_first_picks() {
    for (players, expert) in common::configurations() {
        let mut rng = common::SplitMix64::new(3 + players as u64);
        let mut game = game_with(players, expert);
        let edition = game.rules().edition().clone();
        for _ in 0..12 {
            let starts = game.legal_starts();
            for y in 0..edition.height() as u8 {
                for x in 0..edition.width() as u8 {
                    let c = Cell::new(x, y);
                    let reasons = game.why_not_first(c, None);
                    assert_eq!(
                        reasons.is_empty(),
                        starts.contains(&c),
                        "{players} players, {c}: {reasons:?}"
                    );
                    let mut distinct = reasons.clone();
                    distinct.dedup();
                    assert_eq!(distinct, reasons, "each refusal once");
                    assert!(reasons.len() <= 2);
                }
            }
            common::play_randomly(&mut game, &mut rng, 1);
        }
    }
}

#[test]
fn why_not_second_is_empty_exactly_on_legal_second_picks() {
    for (players, expert) in common::configurations() {
        let mut rng = common::SplitMix64::new(5 + players as u64);
        let mut game = game_with(players, expert);
        for _ in 0..12 {
            for from in game.legal_starts() {
                let feet = game.legal_second_feet(from);
                for (dx, dy) in [(0i8, 1i8), (1, 0), (0, -1), (-1, 0)] {
                    for k in 1..=4i8 {
                        let (x, y) = (from.x as i8 + dx * k, from.y as i8 + dy * k);
                        if x < 0 || y < 0 {
                            continue;
                        }
                        let to = Cell::new(x as u8, y as u8);
                        let reasons = game.why_not_second(from, to, None);
                        assert_eq!(
                            reasons.is_empty(),
                            feet.contains_key(&to),
                            "{players} players, {from}-{to}: {reasons:?}"
                        );
                    }
                }
            }
            common::play_randomly(&mut game, &mut rng, 1);
        }
    }
}

#[test]
fn a_cell_far_from_both_ends_names_both_ends() {
    let game = opening();
    assert_eq!(
        game.why_not_first(cell("g9"), None),
        vec![
            IllegalMove::NotNextToEnd {
                from: cell("g9"),
                end: End::Head,
                at: cell("e5")
            },
            IllegalMove::NotNextToEnd {
                from: cell("g9"),
                end: End::Tail,
                at: cell("e7")
            },
        ]
    );
    // A legal start cell of the head.
    assert!(game.why_not_first(cell("e4"), None).is_empty());
}

#[test]
fn a_cell_under_or_on_an_arch_gets_that_single_reason() {
    let game = tall_orange_arch();
    let orange5 = seg(0, Colour::Orange, 5);
    // f4 and f5 are under orange's tall arch, far from green's ends or not.
    for name in ["f4", "f5"] {
        assert_eq!(
            game.why_not_first(cell(name), None),
            vec![IllegalMove::FootUnderArch {
                cell: cell(name),
                by: orange5
            }]
        );
    }
    // f3, under orange's head, is taken.
    assert_eq!(
        game.why_not_first(cell("f3"), None),
        vec![IllegalMove::FootTaken {
            cell: cell("f3"),
            by: orange5
        }]
    );
    // Out of play beats any distance.
    assert_eq!(
        game.why_not_first(cell("a3"), None),
        vec![IllegalMove::OutsideArea { cell: cell("a3") }]
    );
}

#[test]
fn a_taller_arch_in_the_way_is_named_and_narrowing_by_shape_counts() {
    let game = tall_orange_arch();
    let orange5 = seg(0, Colour::Orange, 5);
    // From g4 (next to green's head on h4) to d4 over orange's 5: green's 6 may.
    assert!(game.why_not_first(cell("g4"), None).is_empty());
    assert!(game.why_not_second(cell("g4"), cell("d4"), None).is_empty());
    // Narrowed to the span-3 arches of heights 2 and 4, it passes under orange's 5; the
    // tail, which g4 is not next to, is not mentioned.
    for (height, piece) in [(2, 2), (4, 6)] {
        assert_eq!(
            game.why_not_second(cell("g4"), cell("d4"), shape(3, height)),
            vec![IllegalMove::PassesUnder {
                height,
                by: orange5
            }],
            "piece {piece}"
        );
    }
    // Narrowed to a span-2 arch, d4 is simply not its span away.
    assert_eq!(
        game.why_not_second(cell("g4"), cell("d4"), shape(2, 5)),
        vec![IllegalMove::WrongSpan {
            span: 2,
            distance: 3
        }]
    );
    // A shape green does not have, and a shape no longer in the reserve.
    assert_eq!(
        game.why_not_first(cell("g4"), shape(4, 4)),
        vec![IllegalMove::NoSuchPiece { piece: 10 }]
    );
    assert_eq!(
        game.why_not_first(cell("g4"), shape(3, 1)),
        vec![IllegalMove::NotInReserve { piece: 0 }]
    );
}

#[test]
fn narrowing_by_shape_on_the_first_pick() {
    let game = opening();
    // Above orange's head, every segment of span 3 and height 3 is refused: upward it
    // leaves the deep zone, rightward it lands on green's head, downward on its own tail,
    // leftward it leaves the deep zone. The reason about a foot ranks first, then the
    // tail, which e4 is not next to.
    assert!(game.why_not_first(cell("e4"), None).is_empty());
    assert_eq!(
        game.why_not_first(cell("e4"), shape(3, 3)),
        vec![
            IllegalMove::FootTaken {
                cell: cell("h4"),
                by: seg(1, Colour::Green, 1)
            },
            IllegalMove::NotNextToEnd {
                from: cell("e4"),
                end: End::Tail,
                at: cell("e7")
            },
        ]
    );
    // With a span-1 segment e4 works (upward to e3).
    assert!(game.why_not_first(cell("e4"), shape(1, 2)).is_empty());
}

#[test]
fn nobody_to_move_means_nothing_to_explain() {
    let game = detour_game();
    assert!(game.why_not_first(cell("a4"), None).is_empty());
    assert!(game.why_not_second(cell("a4"), cell("b4"), None).is_empty());
}

#[test]
fn cell_indices_and_sets_round_trip() {
    let game = game_with(3, false);
    let rules = game.rules();
    let edition = rules.edition();
    let mut all = Vec::new();
    for y in 0..edition.height() as u8 {
        for x in 0..edition.width() as u8 {
            let c = Cell::new(x, y);
            let i = rules.cell_index(c).expect("on the map");
            assert_eq!(i, usize::from(y) * edition.width() + usize::from(x));
            assert_eq!(rules.cell_at(i), Some(c));
            if rules.is_active(c) {
                all.push(c);
            }
        }
    }
    assert_eq!(rules.cell_index(Cell::new(edition.width() as u8, 0)), None);
    assert_eq!(rules.cell_at(edition.width() * edition.height()), None);
    let active = rules.active_cells();
    assert_eq!(rules.cells(active).collect::<Vec<_>>(), all);
    assert_eq!(rules.cell_set(all.iter().copied()), active);
    assert_eq!(rules.cell_set([Cell::new(200, 3)]), CellSet::EMPTY);
}

#[test]
fn neighbours_step_along_rows_and_columns_inside_the_area() {
    for (players, expert) in common::configurations() {
        let game = game_with(players, expert);
        let rules = game.rules();
        let active: Vec<Cell> = rules.cells(rules.active_cells()).collect();
        for distance in 0..=3u8 {
            for &c in &active {
                let expected: CellSet = rules.cell_set(
                    [(0i16, -1i16), (1, 0), (0, 1), (-1, 0)]
                        .iter()
                        .filter_map(|&(dx, dy)| {
                            let x = i16::from(c.x) + dx * i16::from(distance);
                            let y = i16::from(c.y) + dy * i16::from(distance);
                            Some(Cell::new(u8::try_from(x).ok()?, u8::try_from(y).ok()?))
                        })
                        .filter(|&n| rules.is_active(n)),
                );
                let one = rules.cell_set([c]);
                assert_eq!(
                    rules.neighbours(one, distance),
                    expected,
                    "{c} at {distance}"
                );
            }
        }
        // A step of a set is the union of its cells' steps.
        let ends = rules.cell_set([cell("e5"), cell("g7")]);
        assert_eq!(
            rules.neighbours(ends, 1),
            rules.neighbours(rules.cell_set([cell("e5")]), 1)
                | rules.neighbours(rules.cell_set([cell("g7")]), 1)
        );
    }
}

#[test]
fn positions_expose_their_cells_as_sets() {
    for (players, expert) in common::configurations() {
        let game = common::random_game(players, expert, 23 + players as u64);
        let rules = game.rules();
        let pos = game.position();
        let mut under = CellSet::EMPTY;
        for placed in game.segments() {
            let mv = Move::Extend {
                end: End::Head,
                piece: placed.piece as u8,
                from: placed.from,
                to: placed.to,
            };
            let footprint = rules.footprint(&mv);
            assert_eq!(footprint, rules.cell_set(placed.footprint()));
            assert!((pos.covered(placed.segment.height) & footprint) == footprint);
            under |= footprint;
        }
        assert_eq!(pos.occupied(), under);
        assert_eq!(pos.covered(0), under);
        assert_eq!(pos.covered(1), under);
        assert_eq!(pos.covered(200), CellSet::EMPTY);
        for h in 1..9u8 {
            assert!(pos.covered(h + 1).is_subset(pos.covered(h)));
        }
        for seat in 0..players {
            let ends = rules.cell_set(
                End::BOTH
                    .iter()
                    .filter_map(|&e| pos.end_cell(rules, seat, e)),
            );
            assert_eq!(pos.ends(seat), ends);
        }
        assert_eq!(pos.ends(7), CellSet::EMPTY);
        // Feet that are not on one line lay nothing.
        assert_eq!(rules.footprint(&start("e5", "f6")), CellSet::EMPTY);
        // A footprint leaving the area keeps the cells on the map.
        assert_eq!(
            rules.footprint(&start("a2", "a1")),
            rules.cell_set([cell("a1"), cell("a2")])
        );
    }
}
