//! Calibration of the swap decision (swap option, two players): for each kind of first
//! starter of every colour pair, the value on which the strong answer weighs the swap,
//! whether it swaps, and the share of games the answering colour wins when it places its
//! starter instead (strong against strong, each move's node budget drawn within ±20% so
//! that the games differ).
//!
//! `cargo run --release -p blockness-bots --example swap_calibration [NODES] [GAMES]`
//! (defaults 50000 and 8). One line per opening; the values near 0 are the ones whose
//! games split both ways, which is why the strong level draws there (see `search.rs`).

use std::sync::Arc;

use blockness_bots::{decide, mix_seed, Budget, Level, SystemClock};
use blockness_core::{Cell, Colour, Edition, Game, Move, Setup};

/// The eight turns and reflections of the standard 11 × 11 loch.
const SYMMETRIES: [fn(Cell) -> Cell; 8] = [
    |c| c,
    |c| Cell::new(10 - c.x, c.y),
    |c| Cell::new(c.x, 10 - c.y),
    |c| Cell::new(10 - c.x, 10 - c.y),
    |c| Cell::new(c.y, c.x),
    |c| Cell::new(10 - c.y, c.x),
    |c| Cell::new(c.y, 10 - c.x),
    |c| Cell::new(10 - c.y, 10 - c.x),
];

/// Share of `games` the second colour wins from `start`, strong against strong.
fn answer_wins(start: &Game, nodes: u64, games: u64, salt: u64) -> f64 {
    let clock = SystemClock::new();
    let mut wins = 0.0;
    for g in 0..games {
        let mut play = start.clone();
        while play.to_move().is_some() {
            let seed = mix_seed(g * 7919 + salt, play.moves().len() as u64);
            let unit = (mix_seed(seed, 0x4A17) >> 11) as f64 / (1u64 << 53) as f64;
            let budget = Budget::nodes((nodes as f64 * (0.8 + 0.4 * unit)) as u64);
            let d = decide(
                play.rules(),
                play.position(),
                Level::Strong,
                &budget,
                seed,
                &clock,
            );
            play.play(d.mv.expect("an unfinished game has a move"))
                .expect("the bot plays legal moves");
        }
        let standings = play.standings();
        let winners = standings.iter().filter(|s| s.place == 1).count() as f64;
        if standings.iter().any(|s| s.place == 1 && s.seat == 1) {
            wins += 1.0 / winners;
        }
    }
    wins / games as f64
}

fn main() {
    let edition = Arc::new(Edition::lochside_v1());
    let clock = SystemClock::new();
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let nodes = args.first().copied().unwrap_or(50_000);
    let games = args.get(1).copied().unwrap_or(8);
    let pairs = [
        [Colour::Orange, Colour::Green],
        [Colour::Green, Colour::Purple],
        [Colour::Purple, Colour::Black],
        [Colour::Black, Colour::Orange],
    ];
    for colours in pairs {
        let setup = Setup::new(&edition, 2, Some(colours.to_vec()), false).expect("two colours");
        let plain0 = Game::new(Arc::clone(&edition), setup.clone());
        let swap0 = Game::new(
            Arc::clone(&edition),
            setup.with_swap(true).expect("two players"),
        );
        let mut seen: Vec<(Cell, Cell)> = Vec::new();
        for starter in plain0.legal_moves() {
            let Move::Start { head, tail } = starter else {
                continue;
            };
            let kind = SYMMETRIES
                .iter()
                .map(|t| (t(head), t(tail)))
                .min()
                .unwrap_or((head, tail));
            if seen.contains(&kind) {
                continue;
            }
            seen.push(kind);
            let mut swap = swap0.clone();
            swap.play(starter).expect("a listed starter");
            let d = decide(
                swap.rules(),
                swap.position(),
                Level::Strong,
                &Budget::nodes(nodes),
                1,
                &clock,
            );
            let mut plain = plain0.clone();
            plain.play(starter).expect("a listed starter");
            println!(
                "{}-{} {} value {} swaps {} answer_wins {:.3}",
                colours[0],
                colours[1],
                starter.to_json(),
                d.info.swap_value.unwrap_or(0),
                d.mv == Some(Move::Swap),
                answer_wins(&plain, nodes, games, seen.len() as u64)
            );
        }
    }
}
