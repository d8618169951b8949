//! The positions the perft benchmark measures, shared by the native runner and the
//! wasm module that Node.js times, so both count exactly the same tree.

use blockness_core::{perft, Edition, Game, Setup};

/// A benchmark position: a game just after every starter is placed.
///
/// Each seat puts its starter on the first legal placement the engine lists, so the
/// position is fixed by the rules alone.
pub fn after_setup(players: usize, expert: bool) -> Game {
    let edition = Edition::lochside_v1();
    let setup = Setup::new(&edition, players, None, expert).expect("2 to 4 players are valid");
    let mut game = Game::lochside_v1(setup);
    while game.phase() == blockness_core::Phase::Setup {
        let first = game.legal_moves()[0];
        game.play(first).expect("a listed move is legal");
    }
    game
}

/// Leaf count of perft at `depth` from [`after_setup`]; the entry point Node.js calls.
#[no_mangle]
pub extern "C" fn bench_perft(players: u32, expert: u32, depth: u32) -> f64 {
    let game = after_setup(players as usize, expert != 0);
    perft(game.rules(), game.position(), depth) as f64
}
