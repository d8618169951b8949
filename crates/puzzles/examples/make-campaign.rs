//! Writes the shipped campaign: every request of `blockness_puzzles::plan()`, generated,
//! ordered within its tier from the highest measure to the lowest and named `T-NN`.
//!
//! `cargo run --release -p blockness-puzzles --example make-campaign > crates/puzzles/data/campaign.json`
//!
//! A summary per tier (levels, measure range, goals) goes to stderr.

use blockness_puzzles::{generate, plan, Generated, Request};

fn main() {
    let mut made: Vec<(Request, Generated)> = Vec::new();
    for request in plan() {
        // A seed that gives nothing is followed by the next one a hundred further on.
        let generated = (0..50u64).find_map(|k| {
            let request = Request {
                seed: request.seed + 100 * k,
                ..request
            };
            generate(&request).ok().map(|g| (request, g))
        });
        match generated {
            Some(pair) => made.push(pair),
            None => {
                eprintln!("no level for {request:?}");
                std::process::exit(1);
            }
        }
    }
    made.sort_by_key(|(r, g)| (r.tier, std::cmp::Reverse(g.measure.successes), r.seed));
    let mut lines = Vec::new();
    let mut number = 0;
    let mut tier = 0;
    for (request, generated) in &mut made {
        if request.tier != tier {
            tier = request.tier;
            number = 0;
        }
        number += 1;
        generated.level.id = format!("{}-{number:02}", request.tier);
        lines.push(generated.level.to_json());
    }
    println!("[\n{}\n]", lines.join(",\n"));
    for tier in 1..=5u8 {
        let of_tier: Vec<&Generated> = made
            .iter()
            .filter(|(r, _)| r.tier == tier)
            .map(|(_, g)| g)
            .collect();
        let shares: Vec<u32> = of_tier.iter().map(|g| g.measure.successes).collect();
        let goals: Vec<usize> = of_tier.iter().map(|g| g.level.goal).collect();
        eprintln!(
            "tier {tier}: {} levels, successes {}..{} of 2000, goals {}..{}",
            of_tier.len(),
            shares.iter().min().unwrap_or(&0),
            shares.iter().max().unwrap_or(&0),
            goals.iter().min().unwrap_or(&0),
            goals.iter().max().unwrap_or(&0),
        );
    }
}
