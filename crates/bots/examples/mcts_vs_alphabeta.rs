//! The measurement behind [`Algorithm::for_players`]: alpha-beta in one seat against the
//! Monte Carlo tree search in every other, at the same time per move, seats and colours
//! rotated.
//!
//! `cargo run --release -p blockness-bots --example mcts_vs_alphabeta -- [GAMES] [TIME_MS] [PLAYERS]`

use blockness_bots::{decide_strong_with, mix_seed, Algorithm, Budget, SystemClock, Weights};
use blockness_core::{Edition, Game, Setup};

fn main() {
    let args: Vec<f64> = std::env::args()
        .skip(1)
        .map(|a| {
            a.parse()
                .expect("usage: mcts_vs_alphabeta [GAMES] [TIME_MS] [PLAYERS]")
        })
        .collect();
    let games = args.first().copied().unwrap_or(40.0) as usize;
    let time_ms = args.get(1).copied().unwrap_or(300.0);
    let players = args.get(2).copied().unwrap_or(2.0) as usize;
    let edition = Edition::lochside_v1();
    let palette = edition.colours().to_vec();
    let clock = SystemClock::new();
    let weights = Weights::default();
    let mut alpha_beta = Vec::new();
    for g in 0..games {
        let alpha_beta_seat = g % players;
        let colours = (0..players)
            .map(|s| palette[(s + g / players) % palette.len()])
            .collect();
        let mut game =
            Game::lochside_v1(Setup::new(&edition, players, Some(colours), false).unwrap());
        while let Some(seat) = game.to_move() {
            let algorithm = if seat == alpha_beta_seat {
                Algorithm::AlphaBeta
            } else {
                Algorithm::Mcts
            };
            let d = decide_strong_with(
                game.rules(),
                game.position(),
                &Budget::time_ms(time_ms),
                mix_seed(g as u64, game.moves().len() as u64),
                &clock,
                algorithm,
                &weights,
            );
            game.play(d.mv.expect("a move while the game is on"))
                .expect("bots play legal moves");
        }
        let standings = game.standings();
        let winners = standings.iter().filter(|s| s.place == 1).count() as f64;
        let mine = standings
            .iter()
            .find(|s| s.seat == alpha_beta_seat)
            .unwrap();
        let score = if mine.place == 1 { 1.0 / winners } else { 0.0 };
        eprintln!(
            "game {:>3}: alpha-beta in seat {alpha_beta_seat} scores {score:.2}",
            g + 1
        );
        alpha_beta.push(score);
    }
    let n = alpha_beta.len() as f64;
    let mean = alpha_beta.iter().sum::<f64>() / n;
    let sd = (alpha_beta.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt();
    println!(
        "{games} games, {players} players, {time_ms} ms a move: alpha-beta scores {mean:.3} ± {:.3} a game (fair share {:.3}), each tree-search seat {:.3}",
        1.96 * sd / n.sqrt(),
        1.0 / players as f64,
        (1.0 - mean) / (players - 1) as f64
    );
}
