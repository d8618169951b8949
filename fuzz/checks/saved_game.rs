//! Property checks on the one saved game of earlier versions of the page
//! (`persist::decode_saved`), which the page still reads once to move it into the game
//! library (the migration itself is checked by the `page` target).
//!
//! Shared by the `saved_game` fuzz target and the corpus replay in
//! `crates/web/tests/fuzz_corpus.rs`: any input may be given, and a broken property
//! panics.

use blockness_web::persist::{decode_saved, encode_saved};

/// Checks every property on `data`, read as text (invalid UTF-8 replaced).
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(saved) = decode_saved(&text) else {
        return;
    };
    assert_eq!(saved.seats.len(), saved.game.rules().players());
    // Every undone move can be played again, in turn.
    let mut probe = saved.game.clone();
    for &mv in &saved.redo {
        probe.play(mv).expect("a restored redo move plays");
    }

    // Written back, it reads the same, and the text is a fixed point.
    let written = encode_saved(&saved.game, &saved.redo, &saved.seats);
    let back = decode_saved(&written).expect("a saved game's own text reads");
    assert_eq!(back.game.rules().setup(), saved.game.rules().setup());
    assert_eq!(back.game.moves(), saved.game.moves());
    assert_eq!(back.redo, saved.redo);
    assert_eq!(back.seats, saved.seats);
    assert_eq!(encode_saved(&back.game, &back.redo, &back.seats), written);
}
