//! Measures one change of the strong level's evaluation against the default weights:
//! both sides search the same number of nodes a move, seats and colours rotated, so the
//! result does not depend on machine load.
//!
//! `cargo run --release -p blockness-bots --example compare_weights -- NAME=VALUE[,NAME=VALUE…] [GAMES] [NODES] [PLAYERS]`
//! where each NAME is a field of `Weights`, e.g. `territory=0` or `mobility=0,blocked=0`.

use blockness_bots::{decide_strong_with, mix_seed, Algorithm, Budget, SystemClock, Weights};
use blockness_core::{Edition, Game, Setup};

/// The default weights with `overrides` (`name=value,name=value`) applied.
fn variant(overrides: &str) -> Option<Weights> {
    let mut w = Weights::default();
    for pair in overrides.split(',') {
        let (name, value) = pair.split_once('=')?;
        let value: i32 = value.parse().ok()?;
        let field = match name {
            "placed" => &mut w.placed,
            "territory" => &mut w.territory,
            "territory_per_segment" => &mut w.territory_per_segment,
            "mobility" => &mut w.mobility,
            "mobility_cap" => &mut w.mobility_cap,
            "blocked" => &mut w.blocked,
            "reserve_height" => &mut w.reserve_height,
            "head_height" => &mut w.head_height,
            _ => return None,
        };
        *field = value;
    }
    Some(w)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: compare_weights NAME=VALUE[,NAME=VALUE...] [GAMES] [NODES] [PLAYERS]";
    let Some(challenger) = args.first().and_then(|a| variant(a)) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let number = |i: usize, default: u64| -> u64 {
        args.get(i).map_or(default, |a| {
            a.parse().expect("GAMES, NODES and PLAYERS are numbers")
        })
    };
    let games = number(1, 40) as usize;
    let nodes = number(2, 20_000);
    let players = number(3, 2) as usize;
    let edition = Edition::lochside_v1();
    let palette = edition.colours().to_vec();
    let clock = SystemClock::new();
    let base = Weights::default();
    let mut scores = Vec::new();
    for g in 0..games {
        // The challenger sits in seat g % players; the other seats play the default.
        let seat_of_challenger = g % players;
        let colours = (0..players)
            .map(|s| palette[(s + g / players) % palette.len()])
            .collect();
        let mut game =
            Game::lochside_v1(Setup::new(&edition, players, Some(colours), false).unwrap());
        while let Some(seat) = game.to_move() {
            let weights = if seat == seat_of_challenger {
                &challenger
            } else {
                &base
            };
            let seed = mix_seed(g as u64, game.moves().len() as u64);
            let d = decide_strong_with(
                game.rules(),
                game.position(),
                &Budget::nodes(nodes),
                seed,
                &clock,
                Algorithm::AlphaBeta,
                weights,
            );
            game.play(d.mv.unwrap()).unwrap();
        }
        let standings = game.standings();
        let winners = standings.iter().filter(|s| s.place == 1).count() as f64;
        let mine = standings
            .iter()
            .find(|s| s.seat == seat_of_challenger)
            .unwrap();
        scores.push(if mine.place == 1 { 1.0 / winners } else { 0.0 });
    }
    let n = scores.len() as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let sd = (scores.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt();
    println!(
        "{} vs default, {games} games, {players} players, {nodes} nodes a move: challenger scores {mean:.3} ± {:.3} (fair share {:.3})",
        args[0],
        1.96 * sd / n.sqrt(),
        1.0 / players as f64
    );
}
