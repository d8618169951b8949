//! Solo puzzles (docs/rules.md §6, the mode): from a position of a legal game one seat moves
//! alone while the other monsters stay as statues. The turn stays with that seat, the
//! checks and queries answer for it, and undoing past the start gives the normal game back.

mod common;

use blockness_core::{Game, IllegalMove, Move};
use common::{new_game, play_randomly, SplitMix64};

/// A game of `players` seats in which every seat has placed its starter and a few
/// segments, played at random from `seed`; `None` when it ended that early.
fn under_way(players: usize, expert: bool, seed: u64) -> Option<Game> {
    let mut game = new_game(players, expert);
    let mut rng = SplitMix64::new(seed);
    play_randomly(&mut game, &mut rng, players * 3);
    (!game.position().is_over()).then_some(game)
}

/// The legal moves of `seat` in the current position, whoever is to move.
fn moves_of(game: &Game, seat: usize) -> Vec<Move> {
    let mut moves = Vec::new();
    game.rules()
        .for_each_move(game.position(), seat, |m| moves.push(m));
    moves
}

#[test]
fn the_solo_seat_keeps_the_turn_and_the_statues_never_move() {
    for (players, expert) in common::configurations() {
        for seed in 0..6 {
            let Some(mut game) = under_way(players, expert, seed) else {
                continue;
            };
            let seat = (seed as usize) % players;
            let statues: Vec<usize> = (0..players).filter(|&s| s != seat).collect();
            let before: Vec<(usize, usize)> = statues
                .iter()
                .map(|&s| (s, game.position().left(s)))
                .collect();
            assert!(game.start_solo(seat));
            assert_eq!(game.solo_seat(), Some(seat));
            let mut rng = SplitMix64::new(seed ^ 0x50_10);
            while let Some(to_move) = game.to_move() {
                assert_eq!(to_move, seat, "only the solo seat moves");
                assert_eq!(game.legal_moves(), moves_of(&game, seat));
                let moves = game.legal_moves();
                let mv = moves[rng.below(moves.len())];
                game.play(mv).expect("a listed move is legal");
                assert!(game.turn_events(game.moves().len()).is_empty());
            }
            assert!(
                moves_of(&game, seat).is_empty(),
                "the solo ends when its seat cannot place"
            );
            for &(s, left) in &before {
                assert_eq!(game.position().left(s), left, "statue {s} stayed put");
            }
        }
    }
}

#[test]
fn a_statue_may_not_move_and_checks_answer_for_the_solo_seat() {
    let mut game = under_way(3, false, 11).expect("a game under way");
    let normal = game.to_move().expect("someone to move");
    let seat = (normal + 1) % 3;
    assert!(game.start_solo(seat));
    assert_eq!(game.to_move(), Some(seat));
    let statue_move = moves_of(&game, normal)[0];
    assert_eq!(
        game.check(normal, &statue_move),
        Err(IllegalMove::NotYourTurn {
            seat: normal,
            to_move: seat
        })
    );
    let own = moves_of(&game, seat)[0];
    assert_eq!(game.check(seat, &own), Ok(()));
}

#[test]
fn undoing_past_the_start_of_the_solo_gives_the_normal_game_back() {
    let mut game = under_way(4, true, 5).expect("a game under way");
    let start = game.moves().len();
    let normal = game.to_move();
    let seat = (normal.unwrap_or(0) + 2) % 4;
    assert_eq!(game.solo_start(), None);
    assert!(game.start_solo(seat));
    assert_eq!(
        game.solo_start(),
        Some(start),
        "the set-up is the moves before the solo"
    );
    for _ in 0..3 {
        let Some(&mv) = game.legal_moves().first() else {
            break;
        };
        game.play(mv).unwrap();
    }
    game.undo_to(start);
    assert_eq!(
        game.solo_seat(),
        Some(seat),
        "back at the start, still solo"
    );
    assert_eq!(game.to_move(), Some(seat));
    let undone = game.undo().expect("the game had moves before the solo");
    assert_eq!(game.solo_seat(), None);
    assert_eq!(game.solo_start(), None);
    game.play(undone).unwrap();
    assert_eq!(game.to_move(), normal, "the normal turn order again");
}

#[test]
fn a_seat_the_game_does_not_have_changes_nothing() {
    let mut game = under_way(2, false, 3).expect("a game under way");
    let pos = *game.position();
    assert!(!game.start_solo(2));
    assert_eq!(game.solo_seat(), None);
    assert_eq!(*game.position(), pos);
    let rules = game.rules();
    assert_eq!(rules.solo_turn(&pos, 7).to_move(), None);
    let mv = game.legal_moves()[0];
    assert_eq!(rules.play_solo(&pos, 9, &mv), pos);
}

#[test]
fn the_rules_and_the_game_play_a_solo_alike() {
    for (players, expert) in common::configurations() {
        for seed in 20..24 {
            let Some(mut game) = under_way(players, expert, seed) else {
                continue;
            };
            let seat = (seed as usize + 1) % players;
            let rules = game.rules_arc();
            let mut pos = rules.solo_turn(game.position(), seat);
            assert!(game.start_solo(seat));
            assert_eq!(*game.position(), pos);
            let mut rng = SplitMix64::new(seed);
            while game.to_move().is_some() {
                let moves = game.legal_moves();
                let mv = moves[rng.below(moves.len())];
                game.play(mv).unwrap();
                pos = rules.play_solo(&pos, seat, &mv);
                assert_eq!(*game.position(), pos);
            }
        }
    }
}
