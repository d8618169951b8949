//! The shipped campaign: levels made once by the generator and stored as data, so that a
//! change to the generator never changes a level someone is playing.
//!
//! The file `data/campaign.json` is written by
//! `cargo run --release -p blockness-puzzles --example make-campaign > crates/puzzles/data/campaign.json`,
//! which follows [`plan`]: twenty levels in each of the five tiers, mixing one to three
//! statues and both variants. Within a tier the levels are ordered from the highest
//! measure to the lowest, so difficulty rises level by level, and named `T-NN`.

use crate::generate::Request;
use crate::level::Level;

/// The campaign, one level per line in a JSON array, embedded in the program.
const CAMPAIGN_JSON: &str = include_str!("../data/campaign.json");

/// Levels in each tier of the campaign.
pub const LEVELS_PER_TIER: usize = 20;

/// The shipped campaign, in order: tier 1 first, easiest first within a tier.
pub fn campaign() -> Vec<Level> {
    // The embedded file is part of the program and a test checks every level of it, so
    // it always reads; an empty list would be the answer to a broken build, not a panic.
    serde_json::from_str(CAMPAIGN_JSON).unwrap_or_default()
}

/// The requests the campaign is made from, tier by tier: level `i` of a tier has
/// `1 + i % 3` statues and the expert variant on every other pair of levels. The seed is `tier * 1000 + i`,
/// and the maker moves on by 100 at a time should a seed give nothing.
pub fn plan() -> Vec<Request> {
    let mut requests = Vec::new();
    for tier in 1..=5u8 {
        for i in 0..LEVELS_PER_TIER {
            let statues = 1 + i % 3;
            requests.push(Request {
                tier,
                seed: u64::from(tier) * 1000 + i as u64,
                expert: (i / 2) % 2 == 1,
                statues: Some(statues),
            });
        }
    }
    requests
}
