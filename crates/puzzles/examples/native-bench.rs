//! The measurements of `wasm-bench/bench.mjs`, natively, for comparison: the same daily
//! puzzles, generated levels and solver runs, each the best of three, one JSON line each.
//!
//! `cargo run --release -p blockness-puzzles --example native-bench`

use std::time::Instant;

use blockness_puzzles::{campaign, daily, generate, Date, Limits, Puzzle, Request};

fn time(name: &str, args: &[u32], f: impl Fn() -> f64) {
    let mut best = f64::INFINITY;
    let mut result = 0.0;
    for _ in 0..3 {
        let start = Instant::now();
        result = f();
        best = best.min(start.elapsed().as_secs_f64());
    }
    println!("{{\"name\":\"{name}\",\"args\":{args:?},\"result\":{result},\"seconds\":{best:.3}}}");
}

fn main() {
    for day in 23..=29 {
        time("daily", &[2026, 11, day], || {
            let date = Date::new(2026, 11, day).expect("a real date");
            daily(date).map_or(-1.0, |g| g.level.goal as f64)
        });
    }
    for tier in 1..=5u8 {
        for seed in [1u64, 2, 3] {
            time("generate", &[u32::from(tier), seed as u32], || {
                let request = Request {
                    tier,
                    seed,
                    expert: false,
                    statues: None,
                };
                generate(&request).map_or(-1.0, |g| f64::from(g.attempts))
            });
        }
    }
    let levels = campaign();
    for index in [0usize, 20, 40, 60, 80, 99] {
        let puzzle = Puzzle::new(levels[index].clone()).expect("a shipped level");
        time("solve", &[index as u32], || {
            puzzle.analyse(&Limits::DEFAULT).positions as f64
        });
        time("hint", &[index as u32], || {
            puzzle.hint(&Limits::DEFAULT).map_or(0.0, |_| 1.0)
        });
    }
    // Every daily puzzle of 2026, once each: the slowest day and the median.
    let mut days = Vec::new();
    for month in 1..=12 {
        for day in 1..=31 {
            let Ok(date) = Date::new(2026, month, day) else {
                continue;
            };
            let start = Instant::now();
            let made = daily(date).is_ok();
            assert!(made, "a daily puzzle for {date}");
            days.push(start.elapsed().as_secs_f64());
        }
    }
    days.sort_by(f64::total_cmp);
    println!(
        "{{\"name\":\"daily-2026\",\"days\":{},\"median_seconds\":{:.3},\"max_seconds\":{:.3}}}",
        days.len(),
        days[days.len() / 2],
        days[days.len() - 1]
    );
}
