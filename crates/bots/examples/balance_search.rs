//! Searches for monster sets under which no colour is favoured, by self-play.
//!
//! ```sh
//! cargo run --release -p blockness-bots --example balance_search -- \
//!     [--steps 24] [--games 160] [--nodes 5000] [--seed 1] [--threads 2] [--from FILE]
//! ```
//!
//! It starts from the built-in edition's sets (or `--from`, an edition file), keeps the
//! board, and walks: each step plays `--games` three-player and `--games` four-player games
//! between equal strong bots at a cheap node budget (with jitter), reads each colour's score,
//! and walks on by nudging the favoured colour's reach up and the unfavoured colour's down:
//! one body segment of each gets one cell longer or shorter. The best sets seen (the
//! smallest worst colour) are what it prints at the end. The rules' constraints are
//! kept throughout: every starter is its set's lowest segment (height 1) and the starters'
//! spans differ, the nine body segments cover heights 2 to 6, spans stay between 1 and 4.
//! Each step prints its sets and scores; the last line is the best edition's JSON.
//!
//! The confirmation of a finalist is `blockness balance`, at the strong level's budget.

use std::sync::Arc;

use blockness_bots::arena::{run_on, ArenaConfig};
use blockness_bots::{Budget, Clock, Level};
use blockness_core::Edition;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A node-counting budget never reads the clock.
struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

type Sets = Vec<Vec<(u8, u8)>>;

const COLOURS: [&str; 4] = ["orange", "green", "purple", "black"];

fn sets_of(edition: &Edition) -> Sets {
    edition
        .colours()
        .iter()
        .map(|&c| {
            edition
                .set(c)
                .expect("an edition has a set for each of its colours")
                .iter()
                .map(|s| (s.span, s.height))
                .collect()
        })
        .collect()
}

fn edition_json(base: &serde_json::Value, name: &str, sets: &Sets) -> String {
    let mut json = base.clone();
    json["edition"] = serde_json::Value::from(name);
    for (colour, set) in COLOURS.iter().zip(sets) {
        json["sets"][*colour] = set
            .iter()
            .map(|&(span, height)| serde_json::json!({"span": span, "height": height}))
            .collect();
    }
    json.to_string()
}

/// Each colour's score minus fair, in three- and four-player games.
fn deviations(
    edition: &Arc<Edition>,
    games: usize,
    nodes: u64,
    seed: u64,
    threads: usize,
) -> [[f64; 4]; 2] {
    let play = |players: usize| {
        let config = ArenaConfig {
            players,
            levels: vec![blockness_bots::rung_of(Level::Strong); players],
            games,
            expert: false,
            swap: false,
            budget: Budget {
                time_ms: None,
                nodes: Some(nodes),
            },
            jitter: 0.2,
            seed,
        };
        let report = run_on(Arc::clone(edition), &config, &NoClock, &mut |_| {})
            .expect("the searched sets always make a playable edition");
        let fair = 1.0 / players as f64;
        let mut out = [0.0; 4];
        for row in &report.by_colour {
            if let Some(i) = COLOURS.iter().position(|c| *c == row.name) {
                out[i] = row.score.mean - fair;
            }
        }
        out
    };
    if threads > 1 {
        std::thread::scope(|scope| {
            let three = scope.spawn(|| play(3));
            let four = play(4);
            [
                three.join().expect("the three-player games do not panic"),
                four,
            ]
        })
    } else {
        [play(3), play(4)]
    }
}

fn worst(d: &[[f64; 4]; 2]) -> f64 {
    d.iter().flatten().fold(0.0_f64, |m, x| m.max(x.abs()))
}

/// Lengthens a body segment of the favoured colour and shortens one of the unfavoured's,
/// keeping every constraint; `None` when no such change exists.
fn propose(sets: &Sets, d: &[[f64; 4]; 2], rng: &mut ChaCha8Rng) -> Option<Sets> {
    let total: Vec<f64> = (0..4).map(|c| d[0][c] + 2.0 * d[1][c]).collect();
    let order = {
        let mut o: Vec<usize> = (0..4).collect();
        o.sort_by(|a, b| total[*a].total_cmp(&total[*b]));
        o
    };
    let (weakest, strongest) = (order[0], order[3]);
    let mut next = sets.clone();
    // The weak colour gets a shorter segment (easier to fit late), the strong a longer one;
    // which segment is drawn at random among those that can change.
    for (colour, delta) in [(weakest, -1i8), (strongest, 1i8)] {
        let candidates: Vec<usize> = (1..next[colour].len())
            .filter(|&i| {
                let span = next[colour][i].0 as i8 + delta;
                (1..=4).contains(&span)
            })
            .collect();
        if candidates.is_empty() {
            continue;
        }
        let i = candidates[rng.random_range(0..candidates.len())];
        next[colour][i].0 = (next[colour][i].0 as i8 + delta) as u8;
    }
    (next != *sets).then_some(next)
}

fn main() {
    let mut steps = 24;
    let mut games = 160;
    let mut nodes = 5_000;
    let mut seed = 1;
    let mut threads = 2;
    let mut from: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().unwrap_or_default();
        match flag.as_str() {
            "--steps" => steps = value.parse().expect("--steps takes a number"),
            "--games" => games = value.parse().expect("--games takes a number"),
            "--nodes" => nodes = value.parse().expect("--nodes takes a number"),
            "--seed" => seed = value.parse().expect("--seed takes a number"),
            "--threads" => threads = value.parse().expect("--threads takes a number"),
            "--from" => from = Some(value),
            other => panic!("unknown option {other}"),
        }
    }
    let base_text = match &from {
        Some(path) => std::fs::read_to_string(path).expect("--from names a readable file"),
        None => Edition::STANDARD_JSON.to_string(),
    };
    let base: serde_json::Value =
        serde_json::from_str(&base_text).expect("the base edition is JSON");
    let start = Edition::from_json(&base_text).expect("the base edition is valid");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut current = sets_of(&start);
    let mut best: Option<(f64, Sets)> = None;
    for step in 0..steps {
        let text = edition_json(&base, "search", &current);
        let edition = match Edition::from_json(&text) {
            Ok(e) => Arc::new(e),
            Err(e) => panic!("the search made an invalid edition: {e}"),
        };
        let d = deviations(
            &edition,
            games,
            nodes,
            seed.wrapping_mul(1000) + step as u64,
            threads,
        );
        let w = worst(&d);
        let spans: Vec<String> = current
            .iter()
            .map(|s| {
                s.iter()
                    .map(|&(sp, h)| format!("{sp}/{h}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        println!(
            "step {step}: worst {w:.3}; 3p {:+.3?}; 4p {:+.3?}\n  {}",
            d[0],
            d[1],
            spans.join("\n  ")
        );
        if best.as_ref().is_none_or(|(b, _)| w < *b) {
            best = Some((w, current.clone()));
        }
        match propose(&current, &d, &mut rng) {
            Some(next) => current = next,
            None => break,
        }
    }
    if let Some((w, sets)) = best {
        println!("best worst {w:.3}");
        println!("{}", edition_json(&base, "lochside-v2", &sets));
    }
}
