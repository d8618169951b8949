//! Runs `blockness bestmove` and `blockness arena` and checks them against the libraries.

use blockness_core::{Edition, Game, GameRecord, Move, Setup};
use serde_json::Value;

mod common;
use common::blockness;

/// A game a few moves in: the first legal move at every ply.
fn game_after(players: usize, plies: usize) -> Game {
    let edition = Edition::lochside_v1();
    let mut game = Game::lochside_v1(Setup::new(&edition, players, None, false).unwrap());
    for _ in 0..plies {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    game
}

fn record_json(game: &Game) -> String {
    serde_json::to_string(&GameRecord::of(game)).unwrap()
}

#[test]
fn bestmove_plays_a_legal_move_at_every_level() {
    for players in 2..=4 {
        let game = game_after(players, players + 3);
        for level in ["easy", "medium", "strong"] {
            let out = blockness(
                &[
                    "bestmove", "--level", level, "--nodes", "3000", "--seed", "9",
                ],
                &record_json(&game),
            );
            assert_eq!(
                out.status.code(),
                Some(0),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let mv: Move = serde_json::from_slice(&out.stdout).expect("a move in JSON");
            assert!(game.legal_moves().contains(&mv), "{level}: {mv:?}");
        }
    }
}

#[test]
fn bestmove_repeats_with_the_same_seed() {
    let game = game_after(3, 6);
    let args = [
        "bestmove", "--level", "strong", "--nodes", "5000", "--seed", "41",
    ];
    let first = blockness(&args, &record_json(&game));
    let second = blockness(&args, &record_json(&game));
    assert_eq!(first.status.code(), Some(0));
    assert_eq!(first.stdout, second.stdout);
}

#[test]
fn bestmove_on_a_finished_game_prints_null() {
    let mut game = game_after(2, 0);
    while let Some(&mv) = game.legal_moves().first() {
        game.play(mv).unwrap();
    }
    let out = blockness(&["bestmove", "--level", "medium"], &record_json(&game));
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        serde_json::from_slice::<Value>(&out.stdout).unwrap(),
        Value::Null
    );
}

#[test]
fn bestmove_refuses_bad_input() {
    let out = blockness(&["bestmove", "--level", "strong"], "{\"players\": 9}");
    assert_eq!(out.status.code(), Some(2));
    let out = blockness(
        &["bestmove", "--level", "genius"],
        &record_json(&game_after(2, 0)),
    );
    assert_eq!(out.status.code(), Some(2));
    let out = blockness(
        &["bestmove", "--level", "strong", "--time-ms", "-5"],
        &record_json(&game_after(2, 0)),
    );
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn arena_reports_every_level_seat_and_colour() {
    let out = blockness(
        &[
            "arena",
            "--players",
            "2",
            "--bots",
            "medium,easy",
            "--games",
            "4",
            "--nodes",
            "500",
            "--seed",
            "5",
            "--json",
        ],
        "",
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Value = serde_json::from_slice(&out.stdout).expect("JSON report");
    assert_eq!(report["results"].as_array().unwrap().len(), 4);
    assert_eq!(report["by_level"].as_array().unwrap().len(), 2);
    assert_eq!(report["by_seat"].as_array().unwrap().len(), 2);
    // Each game hands out exactly one point of first place, shared or not.
    let total: f64 = report["by_seat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["score"]["mean"].as_f64().unwrap() * row["samples"].as_f64().unwrap())
        .sum();
    assert!((total - 4.0).abs() < 1e-9, "{total}");

    let table = blockness(
        &[
            "arena",
            "--players",
            "2",
            "--bots",
            "medium,easy",
            "--games",
            "2",
            "--nodes",
            "500",
        ],
        "",
    );
    let text = String::from_utf8_lossy(&table.stdout);
    for word in ["easy", "medium", "seat 0", "seat 1", "orange"] {
        assert!(text.contains(word), "{word} missing from:\n{text}");
    }
    let wrong = blockness(
        &[
            "arena",
            "--players",
            "3",
            "--bots",
            "easy,easy",
            "--games",
            "1",
        ],
        "",
    );
    assert_eq!(wrong.status.code(), Some(2));
}

#[test]
fn balance_reports_every_colour_and_seat_against_fair_over_whole_rotations() {
    let args = [
        "balance",
        "--players",
        "3",
        "--games",
        "20",
        "--level",
        "medium",
        "--nodes",
        "500",
        "--seeds",
        "4,5",
        "--json",
    ];
    let out = blockness(&args, "");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    // 20 games over two seeds: 10 each, rounded up to a whole rotation (3 seats × 4 colours).
    assert_eq!(report["games"], 24);
    assert_eq!(report["edition"], "lochside-v2");
    let fair = report["fair"].as_f64().unwrap();
    assert!((fair - 1.0 / 3.0).abs() < 1e-9);
    // Every game gives out one point, so the seats' mean scores add up to one; each colour
    // sits in three games of four, so the colours' add up to four thirds.
    let sum = |rows: &Value| {
        rows.as_array()
            .unwrap()
            .iter()
            .map(|r| r["score"]["mean"].as_f64().unwrap())
            .sum::<f64>()
    };
    assert!((sum(&report["by_seat"]) - 1.0).abs() < 1e-9, "{report}");
    assert!(
        (sum(&report["by_colour"]) - 4.0 / 3.0).abs() < 1e-9,
        "{report}"
    );
    assert_eq!(report["by_colour"].as_array().unwrap().len(), 4);
    for row in report["by_colour"].as_array().unwrap() {
        assert_eq!(row["samples"], 18, "{row}");
    }
    // The same seeds give the same report; the table names every colour and seat.
    assert_eq!(blockness(&args, "").stdout, out.stdout);
    let text = String::from_utf8(blockness(&args[..args.len() - 1], "").stdout).unwrap();
    for name in [
        "orange",
        "green",
        "purple",
        "black",
        "seat 0",
        "seat 2",
        "furthest from fair",
    ] {
        assert!(text.contains(name), "{text}");
    }
    // A jitter outside 0 to 1 is refused.
    let out = blockness(&["balance", "--players", "3", "--jitter", "2"], "");
    assert_eq!(out.status.code(), Some(2));
}
