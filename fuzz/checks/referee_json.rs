//! Property checks on the referee's game JSON, read as the command line reads it:
//! `serde_json` into a `GameRecord`, then `GameRecord::replay` on the built-in edition.
//!
//! Shared by the `referee_json` fuzz target and the corpus replay in
//! `crates/core/tests/fuzz_corpus.rs`: any input may be given, and a broken property
//! panics.

use std::sync::{Arc, OnceLock};

use blockness_core::{decode_link, encode_link, Edition, GameRecord, RecordError};

fn edition() -> Arc<Edition> {
    static EDITION: OnceLock<Arc<Edition>> = OnceLock::new();
    Arc::clone(EDITION.get_or_init(|| Arc::new(Edition::lochside_v1())))
}

/// Checks every property on `data`, read as text (invalid UTF-8 replaced).
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(record) = serde_json::from_str::<GameRecord>(&text) else {
        return;
    };

    // The record's own JSON reads back to the same record.
    let json = serde_json::to_string(&record).expect("a record serialises");
    let back: GameRecord = serde_json::from_str(&json).expect("a record's JSON reads back");
    assert_eq!(back, record, "JSON round trip of {json}");

    match record.replay(edition()) {
        Err(RecordError::Setup(_)) => {}
        Err(RecordError::IllegalMove { index, .. }) => {
            // The refusal names the first bad move: every move before it replays.
            assert!(
                index < record.moves.len(),
                "move {index} of {}",
                record.moves.len()
            );
            let before = GameRecord {
                moves: record.moves[..index].to_vec(),
                ..record.clone()
            };
            let game = before
                .replay(edition())
                .expect("the moves before the refused one replay");
            assert_eq!(game.moves(), &record.moves[..index]);
        }
        Ok(game) => {
            assert_eq!(game.moves(), record.moves.as_slice());
            // The record written for the game replays to the same game, and is a fixed
            // point: written again it is the same record.
            let written = GameRecord::of(&game);
            let again = written
                .replay(edition())
                .expect("the record of a game replays");
            assert_eq!(again.rules().setup(), game.rules().setup());
            assert_eq!(again.moves(), game.moves());
            assert_eq!(GameRecord::of(&again), written);
            // So does its link.
            let link = decode_link(&encode_link(&game), edition()).expect("its link reads");
            assert_eq!(GameRecord::of(&link), written);
        }
    }
}
