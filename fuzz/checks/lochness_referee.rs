//! Property checks on Loch Ness's referee input, as `blockness lochness referee` reads
//! it: the JSON `{"players", "seed", "variant5", "actions": [...]}` into a `Record`, its
//! setup checked, then every action applied in turn.
//!
//! Shared by the `lochness_referee` fuzz target and the corpus replay in
//! `crates/lochness/tests/fuzz_corpus.rs`: any input may be given, and a broken property
//! panics.

use std::sync::{Arc, OnceLock};

use blockness_lochness::fragments::FRAGMENTS;
use blockness_lochness::{Action, Board, Game, Record, ReplayError, Step};

/// The lake, built once: the game's own constructor reads it from its JSON each time.
fn board() -> Arc<Board> {
    static BOARD: OnceLock<Arc<Board>> = OnceLock::new();
    Arc::clone(BOARD.get_or_init(|| Arc::new(Board::standard())))
}

/// Most actions played on past the input's own, chosen from the legal ones.
const PLAY_ON: usize = 48;

/// Checks every property on `data`, read as text (invalid UTF-8 replaced).
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(record) = serde_json::from_str::<Record>(&text) else {
        return;
    };

    // The record's JSON reads back equal, and the text it writes is a fixed point.
    let json = serde_json::to_string(&record).expect("a record serialises");
    let back: Record = serde_json::from_str(&json).expect("a record's own JSON reads");
    assert_eq!(back, record, "JSON round trip of {json}");
    assert_eq!(serde_json::to_string(&back).unwrap(), json);

    // The referee's way: a game of the setup, then each action applied. The setup is
    // refused exactly when its check refuses it.
    let setup = record.setup();
    let Ok(mut game) = Game::on_board(setup, board()) else {
        let refused = setup.check().expect_err("a refused setup fails its check");
        assert_eq!(record.replay().err(), Some(ReplayError::Setup(refused)));
        return;
    };
    let mut illegal = None;
    for (index, &action) in record.actions.iter().enumerate() {
        let legal = game.legal();
        let before = Record::of(&game);
        match game.apply(action) {
            // An accepted action is one the game offered, and is recorded.
            Ok(()) => {
                assert!(
                    legal.contains(&action),
                    "action {index} accepted, not offered"
                );
                assert_eq!(game.actions().len(), index + 1);
                invariants(&game);
            }
            // A refused one was not offered, and changes nothing.
            Err(reason) => {
                assert!(!legal.contains(&action), "action {index} offered, refused");
                assert_eq!(
                    Record::of(&game),
                    before,
                    "a refused action changed the game"
                );
                illegal = Some(ReplayError::Illegal { index, reason });
                break;
            }
        }
    }

    // `Record::replay` (through `Game::new`) agrees: the same error at the same index, so
    // every earlier action is accepted, or the same game.
    match (record.replay(), illegal) {
        (Err(e), Some(i)) => assert_eq!(e, i),
        (Ok(replayed), None) => {
            assert_eq!(Record::of(&replayed), record, "the replay is another game");
            assert_same_state(&replayed, &game);
        }
        (r, i) => panic!("replay gives {:?}, applying gives {i:?}", r.err()),
    }

    // From where the input stops, the game plays on with actions it offers, chosen by
    // the input: each is accepted, the seat to act always has one, and the game's record
    // replays to the same state.
    let mut seed = data
        .iter()
        .fold(0x9E37_79B9_u64, |h, &b| h.rotate_left(5) ^ u64::from(b));
    for _ in 0..PLAY_ON {
        if game.to_act().is_none() {
            break;
        }
        let steps = game.step_actions();
        assert!(
            !steps.is_empty(),
            "the seat to act has no action: {:?}",
            game.step()
        );
        let flips = game.flips();
        let action = if !flips.is_empty() && next(&mut seed).is_multiple_of(8) {
            flips[next(&mut seed) as usize % flips.len()]
        } else {
            steps[next(&mut seed) as usize % steps.len()]
        };
        game.apply(action)
            .unwrap_or_else(|e| panic!("offered {action:?} refused: {e}"));
        invariants(&game);
    }
    let again = Record::of(&game)
        .replay()
        .expect("a game's own record replays");
    assert_same_state(&again, &game);

    // Where it stands now, every action offered is accepted.
    for action in game.legal() {
        let mut trial = game.clone();
        trial
            .apply(action)
            .unwrap_or_else(|e| panic!("offered {action:?} refused: {e}"));
    }
    if game.step() == Step::Over {
        assert!(game.legal().is_empty());
        assert!(game.winners().is_some_and(|w| !w.is_empty()));
        let mut trial = game.clone();
        assert!(trial.apply(Action::Pass).is_err(), "a move after the end");
    }
}

fn next(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    *seed >> 33
}

/// What holds after every action: Nessie lies on chained cells, no fragment is lost or
/// made, the state the referee prints serialises, and the game ends exactly when no seat
/// is to act.
fn invariants(game: &Game) {
    assert!(game.nessie().is_chained(game.board()), "Nessie broken");
    assert_eq!(game.fragment_count(), FRAGMENTS, "fragments lost or made");
    assert_eq!(game.step() == Step::Over, game.to_act().is_none());
}

/// The same game, as the referee prints it.
fn assert_same_state(a: &Game, b: &Game) {
    let a = serde_json::to_string(&a.state()).expect("a state serialises");
    let b = serde_json::to_string(&b.state()).expect("a state serialises");
    assert_eq!(a, b, "the states differ");
}
