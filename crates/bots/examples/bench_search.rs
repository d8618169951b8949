//! Measures the strong level's speed natively: nodes per second and depth reached by
//! each search algorithm on seeded positions from every player count, at a fixed node
//! budget (for the tree search a node is one iteration or one playout move).
//!
//! `cargo run --release -p blockness-bots --example bench_search [nodes]`

use blockness_bots::{decide_strong_with, Algorithm, Budget, SystemClock, Weights};
use blockness_core::{Edition, Game, Setup};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let nodes: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(300_000);
    let edition = Edition::lochside_v1();
    let clock = SystemClock::new();
    println!("algorithm   players  plies  positions  nodes/s    mean depth  exact");
    for algorithm in [Algorithm::AlphaBeta, Algorithm::Mcts] {
        for players in 2..=4 {
            for plies in [players, 4 * players, 8 * players] {
                let mut total_nodes = 0u64;
                let mut total_ms = 0.0;
                let mut depth = 0u32;
                let mut exact = 0;
                let mut count = 0;
                for sample in 0..6u64 {
                    let mut rng = ChaCha8Rng::seed_from_u64(sample * 31 + players as u64);
                    let setup = Setup::new(&edition, players, None, false).unwrap();
                    let mut game = Game::lochside_v1(setup);
                    for _ in 0..plies {
                        let moves = game.legal_moves();
                        if moves.is_empty() {
                            break;
                        }
                        game.play(moves[rng.random_range(0..moves.len())]).unwrap();
                    }
                    if game.position().is_over() {
                        continue;
                    }
                    let d = decide_strong_with(
                        game.rules(),
                        game.position(),
                        &Budget::nodes(nodes),
                        sample,
                        &clock,
                        algorithm,
                        &Weights::default(),
                    );
                    total_nodes += d.info.nodes;
                    total_ms += d.info.elapsed_ms;
                    depth += d.info.depth;
                    exact += usize::from(d.info.exact);
                    count += 1;
                }
                if count == 0 {
                    continue;
                }
                println!(
                    "{:<11} {players:>7} {plies:>6} {count:>10} {:>9.0} {:>13.2} {exact:>6}",
                    format!("{algorithm:?}"),
                    total_nodes as f64 / (total_ms / 1000.0),
                    f64::from(depth) / count as f64
                );
            }
        }
    }
}
