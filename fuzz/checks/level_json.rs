//! Property checks on a puzzle level's JSON (`Level::from_json`), started as a puzzle
//! (`Puzzle::new`) and checked against a claimed solution (`Puzzle::check`).
//!
//! Shared by the `level_json` fuzz target and the corpus replay in
//! `crates/puzzles/tests/fuzz_corpus.rs`: any input may be given, and a broken property
//! panics.

use blockness_puzzles::{CheckError, Level, Puzzle};

/// Checks every property on `data`, read as text (invalid UTF-8 replaced).
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(level) = Level::from_json(&text) else {
        return;
    };
    // The level's own JSON reads back equal, and is a fixed point.
    let json = level.to_json();
    let back = Level::from_json(&json).expect("a level's own JSON reads");
    assert_eq!(back, level, "JSON round trip of {json}");
    assert_eq!(back.to_json(), json);

    let started = Puzzle::new(level.clone());
    let solution = level.solution.clone().unwrap_or_default();
    let checked = Puzzle::check(&level, &solution);
    let mut puzzle = match started {
        Err(e) => {
            assert_eq!(checked, Err(CheckError::Level(e)), "new and check disagree");
            return;
        }
        Ok(puzzle) => puzzle,
    };
    assert_eq!(puzzle.placed(), 0);
    assert_eq!(puzzle.goal(), level.goal);
    assert!(!puzzle.is_solved(), "a level starts unsolved");

    // The claimed solution is played move by move as `check` plays it.
    let mut refused = None;
    for (index, &mv) in solution.iter().enumerate() {
        let offered = puzzle.legal_moves().contains(&mv);
        match puzzle.play(mv) {
            Ok(()) => assert!(offered, "move {index} played but not offered"),
            Err(reason) => {
                assert!(!offered, "move {index} offered but refused: {reason}");
                refused = Some(CheckError::IllegalMove { index, reason });
                break;
            }
        }
    }
    match (checked, refused) {
        (Ok(progress), None) => {
            assert_eq!(progress, puzzle.progress());
            assert_eq!(progress.placed, solution.len());
            assert_eq!(progress.solved, solution.len() >= level.goal);
        }
        (Err(e), Some(r)) => assert_eq!(e, r),
        (c, r) => panic!("check gives {c:?}, playing gives {r:?}"),
    }

    // Undo goes back to the start and no further; restart does the same.
    let placed = puzzle.placed();
    for _ in 0..placed {
        assert!(puzzle.undo().is_some());
    }
    assert_eq!(puzzle.undo(), None);
    assert_eq!(puzzle.placed(), 0);
    puzzle.restart();
    assert_eq!(puzzle.placed(), 0);
}
