//! Entry points for timing the puzzles in wasm32 under Node.js (`bench.mjs`): the
//! daily puzzle of a date, a generated level and the solver on a campaign level, each
//! returning a number that depends on the whole work so that none of it is skipped.
//!
//! `cargo build --release --manifest-path crates/puzzles/wasm-bench/Cargo.toml --target wasm32-unknown-unknown`
//! then `node crates/puzzles/wasm-bench/bench.mjs <target dir>/wasm32-unknown-unknown/release/blockness_puzzles_wasm_bench.wasm`.

use blockness_puzzles::{campaign, daily, generate, Date, Limits, Puzzle, Request};

/// Generates the daily puzzle of `year`-`month`-`day`; returns its goal, or -1.
#[no_mangle]
pub extern "C" fn bench_daily(year: u32, month: u32, day: u32) -> f64 {
    Date::new(year, month, day)
        .ok()
        .and_then(|date| daily(date).ok())
        .map_or(-1.0, |g| g.level.goal as f64)
}

/// Generates a level of `tier` from `seed`; returns the candidates tried, or -1.
#[no_mangle]
pub extern "C" fn bench_generate(tier: u32, seed: u32) -> f64 {
    let request = Request {
        tier: tier as u8,
        seed: u64::from(seed),
        expert: false,
        statues: None,
    };
    generate(&request).map_or(-1.0, |g| f64::from(g.attempts))
}

/// The solver's full analysis of campaign level `index`; returns the positions expanded.
#[no_mangle]
pub extern "C" fn bench_solve(index: u32) -> f64 {
    campaign()
        .get(index as usize)
        .and_then(|level| Puzzle::new(level.clone()).ok())
        .map_or(-1.0, |p| p.analyse(&Limits::DEFAULT).positions as f64)
}

/// A hint (the search for one solution) on campaign level `index`; returns 1 when found.
#[no_mangle]
pub extern "C" fn bench_hint(index: u32) -> f64 {
    campaign()
        .get(index as usize)
        .and_then(|level| Puzzle::new(level.clone()).ok())
        .and_then(|p| p.hint(&Limits::DEFAULT))
        .map_or(0.0, |_| 1.0)
}
