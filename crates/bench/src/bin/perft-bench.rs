//! Native perft benchmark: prints leaf nodes per second for the benchmark positions.
//!
//! Run with `cargo run --release -p blockness-bench --bin perft-bench`.

use std::time::Instant;

use blockness_bench::after_setup;
use blockness_core::perft;

fn main() {
    for (players, depth) in [(2usize, 5u32), (4, 4)] {
        let game = after_setup(players, false);
        // Best of three runs: the machine may be busy with other work.
        let mut best = f64::INFINITY;
        let mut nodes = 0;
        for _ in 0..3 {
            let t = Instant::now();
            nodes = perft(game.rules(), game.position(), depth);
            best = best.min(t.elapsed().as_secs_f64());
        }
        println!(
            "{{\"players\": {players}, \"depth\": {depth}, \"nodes\": {nodes}, \"seconds\": {best:.3}, \"nodes_per_second\": {:.0}}}",
            nodes as f64 / best
        );
    }
}
