//! Property checks on a custom edition's JSON, loaded as the command line's `--edition`
//! loads it (`Edition::from_json`), then played on: a loaded edition is one the engine
//! must handle, whatever its board and sets.
//!
//! Shared by the `edition_json` fuzz target and the corpus replay in
//! `crates/core/tests/fuzz_corpus.rs`: any input may be given, and a broken property
//! panics.

use std::sync::Arc;

use blockness_core::{decode_link, encode_link, Edition, Game, GameRecord, Setup};

/// Checks every property on `data`, read as text (invalid UTF-8 replaced).
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(edition) = Edition::from_json(&text) else {
        return;
    };

    // A loaded edition writes itself out and reloads equal, and the text it writes is
    // a fixed point.
    let json = edition.to_json();
    let again = Edition::from_json(&json).expect("an edition's own JSON loads");
    assert_eq!(again, edition, "reloaded edition differs: {json}");
    assert_eq!(again.to_json(), json);

    // A short game on it, with a player count and variant it allows and moves picked by a
    // small generator, all seeded from the input (one game an input: building a game's
    // rules is the costly part).
    let edition = Arc::new(edition);
    let mut seed = data
        .iter()
        .fold(0x9E37_79B9_u64, |h, &b| h.rotate_left(5) ^ u64::from(b));
    let most = edition.colours().len().min(4);
    let players = 2 + next(&mut seed) as usize % (most - 1);
    let (expert, swap) =
        [(false, false), (true, false), (false, true)][next(&mut seed) as usize % 3];
    if let Ok(setup) =
        Setup::new(&edition, players, None, expert).and_then(|s| s.with_swap(swap && players == 2))
    {
        play_some(&edition, setup, &mut seed);
    }
}

fn next(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    *seed >> 33
}

/// Plays up to a dozen moves the engine offers, each accepted, then checks the game's
/// record and link read back to it.
fn play_some(edition: &Arc<Edition>, setup: Setup, seed: &mut u64) {
    let mut game = Game::new(Arc::clone(edition), setup);
    for _ in 0..12 {
        let Some(seat) = game.to_move() else { break };
        let moves = game.legal_moves();
        if moves.is_empty() {
            panic!("seat {seat} is to move with no legal move");
        }
        let mv = moves[next(seed) as usize % moves.len()];
        assert_eq!(game.check(seat, &mv), Ok(()));
        game.play(mv).expect("an offered move is played");
        let _ = game.standings();
    }
    let record = GameRecord::of(&game);
    let replayed = record
        .replay(Arc::clone(edition))
        .expect("a played game's record replays");
    assert_eq!(replayed.moves(), game.moves());
    let link = encode_link(&game);
    let read = decode_link(&link, Arc::clone(edition)).expect("a played game's link reads");
    assert_eq!(read.moves(), game.moves());
    assert_eq!(encode_link(&read), link);
}
