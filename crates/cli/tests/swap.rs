//! The swap option through the command line: the referee's JSON, its legal list, perft,
//! links, the text view's notation and the arena's table by person.

use std::sync::Arc;

use blockness_core::{encode_link, perft, Edition, Game, GameRecord, Move, Setup};
use serde_json::json;

mod common;
use common::{blockness, stdout_json};

fn status(out: &std::process::Output) -> i32 {
    out.status.code().expect("the binary exits normally")
}

/// A two-player game with the swap option.
fn swap_game() -> Game {
    let edition = Edition::lochside_v1();
    let setup = Setup::new(&edition, 2, None, false)
        .and_then(|s| s.with_swap(true))
        .unwrap();
    Game::new(Arc::new(edition), setup)
}

const OPENING: &str = r#"{"kind": "start", "head": [4, 4], "tail": [4, 6]}"#;
const ANSWER: &str = r#"{"kind": "start", "head": [6, 2], "tail": [6, 5]}"#;

fn record(swap: bool, moves: &[&str]) -> String {
    format!(
        r#"{{"players": 2, "swap": {swap}, "moves": [{}]}}"#,
        moves.join(", ")
    )
}

#[test]
fn the_referee_lists_the_swap_where_it_is_legal() {
    // Before and after the first starter.
    let out = blockness(&["referee"], &record(true, &[]));
    assert_eq!(status(&out), 0);
    let verdict = stdout_json(&out);
    assert_eq!(verdict["swapped"], false);
    assert!(!verdict["legal"]
        .as_array()
        .unwrap()
        .contains(&json!({"kind": "swap"})));

    let out = blockness(&["referee"], &record(true, &[OPENING]));
    let verdict = stdout_json(&out);
    let legal = verdict["legal"].as_array().unwrap();
    assert_eq!(legal.last(), Some(&json!({"kind": "swap"})));
    let mut game = swap_game();
    game.play(serde_json::from_str(OPENING).unwrap()).unwrap();
    assert_eq!(
        verdict["legal"],
        serde_json::to_value(game.legal_moves()).unwrap()
    );
    assert_eq!(verdict["phase"], "setup");
    assert_eq!(verdict["to_move"], 1);

    // Without the option, no swap is listed.
    let verdict = stdout_json(&blockness(&["referee"], &record(false, &[OPENING])));
    assert!(!verdict["legal"]
        .as_array()
        .unwrap()
        .contains(&json!({"kind": "swap"})));
    assert_eq!(verdict["swapped"], false);
}

#[test]
fn the_referee_plays_a_swap_and_reports_it() {
    let swap = r#"{"kind": "swap"}"#;
    let out = blockness(&["referee"], &record(true, &[OPENING, swap]));
    assert_eq!(status(&out), 0);
    let verdict = stdout_json(&out);
    assert_eq!(verdict["swapped"], true);
    assert_eq!(verdict["phase"], "setup", "the second colour still places");
    assert_eq!(verdict["to_move"], 1);
    assert!(!verdict["legal"]
        .as_array()
        .unwrap()
        .contains(&json!({"kind": "swap"})));

    // Played to the end, the ranking names each seat's person.
    let mut game = swap_game();
    game.play(serde_json::from_str(OPENING).unwrap()).unwrap();
    game.play(Move::Swap).unwrap();
    while game.to_move().is_some() {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    let text = serde_json::to_string(&GameRecord::of(&game)).unwrap();
    let verdict = stdout_json(&blockness(&["referee"], &text));
    assert_eq!(verdict["phase"], "over");
    assert_eq!(verdict["swapped"], true);
    for entry in verdict["ranking"].as_array().unwrap() {
        let seat = entry["seat"].as_u64().unwrap();
        assert_eq!(entry["person"], 1 - seat);
    }
}

#[test]
fn the_referee_refuses_a_swap_out_of_place() {
    let swap = r#"{"kind": "swap"}"#;
    for (moves, index, reason) in [
        (
            vec![OPENING, swap],
            1,
            "no swap: this game is not played with the swap option",
        ),
        (
            vec![swap],
            0,
            "no swap: a swap may only answer the first starter, as the game's second action",
        ),
        (
            vec![OPENING, ANSWER, swap],
            2,
            "no swap: a swap may only answer the first starter, as the game's second action",
        ),
        (
            vec![OPENING, swap, swap],
            2,
            "no swap: the colours were already swapped once",
        ),
    ] {
        let with_option = moves.len() != 2 || index != 1;
        let out = blockness(&["referee"], &record(with_option, &moves));
        assert_eq!(status(&out), 1, "{moves:?}");
        assert_eq!(
            stdout_json(&out),
            json!({"error": {"index": index, "reason": reason}})
        );
    }
    // The option itself is for two players: a refused setup, status 2.
    let out = blockness(&["referee"], r#"{"players": 3, "swap": true}"#);
    assert_eq!(status(&out), 2);
    assert!(String::from_utf8_lossy(&out.stderr).contains("the swap option is for two players"));
    // A swap with extra fields is malformed input.
    let out = blockness(
        &["referee"],
        &record(true, &[OPENING, r#"{"kind": "swap", "head": [1, 1]}"#]),
    );
    assert_eq!(status(&out), 2);
}

#[test]
fn perft_counts_the_swap_as_a_move() {
    let game = swap_game();
    for depth in 1..=3u32 {
        let out = blockness(
            &[
                "perft",
                "--players",
                "2",
                "--swap",
                "--depth",
                &depth.to_string(),
                "--edition",
                "lochside-v1",
            ],
            "",
        );
        assert_eq!(status(&out), 0);
        let report = stdout_json(&out);
        assert_eq!(
            report["nodes"],
            perft(game.rules(), game.position(), depth),
            "depth {depth}"
        );
    }
    // After the first starter: every answer plus the swap.
    let moves = format!("[{OPENING}]");
    let nodes = |extra: &[&str]| {
        let mut args = vec!["perft", "--players", "2", "--depth", "1", "--moves", &moves];
        args.extend(extra);
        stdout_json(&blockness(&args, ""))["nodes"]
            .as_u64()
            .unwrap()
    };
    assert_eq!(nodes(&["--swap"]), nodes(&[]) + 1);
    // Through a swap given in --moves.
    let swapped = format!(r#"[{OPENING}, {{"kind": "swap"}}]"#);
    let out = blockness(
        &[
            "perft",
            "--players",
            "2",
            "--swap",
            "--depth",
            "1",
            "--moves",
            &swapped,
        ],
        "",
    );
    assert_eq!(stdout_json(&out)["nodes"], nodes(&[]));
    // Refused for more than two players.
    let out = blockness(&["perft", "--players", "3", "--swap", "--depth", "1"], "");
    assert_eq!(status(&out), 2);
}

#[test]
fn links_carry_the_swap_through_the_command_line() {
    let text = record(true, &[OPENING, r#"{"kind": "swap"}"#, ANSWER]);
    let out = blockness(&["link", "encode"], &text);
    assert_eq!(status(&out), 0);
    let link = String::from_utf8(out.stdout).unwrap().trim().to_string();
    let game = serde_json::from_str::<GameRecord>(&text)
        .unwrap()
        .replay(Arc::new(Edition::lochside_v1()))
        .unwrap();
    assert_eq!(link, encode_link(&game));
    let out = blockness(&["link", "decode", &link], "");
    assert_eq!(status(&out), 0);
    let decoded = stdout_json(&out);
    assert_eq!(decoded["swap"], true);
    assert_eq!(decoded["moves"][1], json!({"kind": "swap"}));
    // A game of the printed rules writes no "swap" at all.
    let out = blockness(&["link", "decode", "1AAAAAQ"], "");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap().trim(),
        r#"{"players":2,"expert":false,"colors":["orange","green"],"moves":[]}"#
    );
}

#[test]
fn show_writes_the_swap_in_the_move_list() {
    let out = blockness(
        &["show"],
        &record(true, &[OPENING, r#"{"kind": "swap"}"#, ANSWER]),
    );
    assert_eq!(status(&out), 0);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("2 players, base game, swap option"), "{text}");
    assert!(
        text.contains(
            "the opener plays seat 1 (green), the answerer plays seat 0 (orange) (swapped)"
        ),
        "{text}"
    );
    let lines: Vec<&str> = text.lines().collect();
    let listed = |n: &str| {
        lines
            .iter()
            .find(|l| l.trim_start().starts_with(n))
            .copied()
    };
    assert!(listed("1. S e5-e7").is_some(), "{text}");
    assert!(listed("2. swap").is_some(), "{text}");
    assert!(listed("3. S g3-g6").is_some(), "{text}");
    // Offered, the swap is named in the phase line.
    let text = String::from_utf8(blockness(&["show"], &record(true, &[OPENING])).stdout).unwrap();
    assert!(
        text.contains("seat 1 (green) places its starter or swaps"),
        "{text}"
    );
}

#[test]
fn the_arena_reports_scores_by_person_with_the_swap_option() {
    let out = blockness(
        &[
            "arena",
            "--players",
            "2",
            "--bots",
            "medium,easy",
            "--games",
            "8",
            "--swap",
            "--seed",
            "3",
            "--json",
        ],
        "",
    );
    assert_eq!(status(&out), 0, "{}", String::from_utf8_lossy(&out.stderr));
    let report = stdout_json(&out);
    let people = report["by_person"].as_array().unwrap();
    assert_eq!(people.len(), 2);
    assert_eq!(people[0]["name"], "opener");
    assert_eq!(people[1]["name"], "answerer");
    let total: f64 = people
        .iter()
        .map(|r| r["score"]["mean"].as_f64().unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-9, "{total}");
    let swaps = report["swaps"].as_u64().unwrap();
    let swapped = report["results"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["swapped"] == true)
        .count() as u64;
    assert_eq!(swaps, swapped);
    // The text table has a person section; the option is refused for three players.
    let out = blockness(
        &[
            "arena",
            "--players",
            "2",
            "--bots",
            "easy,easy",
            "--games",
            "2",
            "--swap",
        ],
        "",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("with the swap option"), "{text}");
    assert!(
        text.contains("opener") && text.contains("answerer"),
        "{text}"
    );
    let out = blockness(
        &[
            "arena",
            "--players",
            "3",
            "--bots",
            "easy,easy,easy",
            "--games",
            "1",
            "--swap",
        ],
        "",
    );
    assert_eq!(status(&out), 2);
}

#[test]
fn the_arena_draws_node_budgets_within_the_jitter() {
    let run = |jitter: &str| {
        let out = blockness(
            &[
                "arena",
                "--players",
                "2",
                "--bots",
                "strong,strong",
                "--games",
                "4",
                "--nodes",
                "300",
                "--seed",
                "2",
                "--jitter",
                jitter,
                "--json",
            ],
            "",
        );
        assert_eq!(status(&out), 0, "{}", String::from_utf8_lossy(&out.stderr));
        stdout_json(&out)
    };
    let exact = run("0");
    let spread = run("0.5");
    assert_eq!(spread["config"]["jitter"], 0.5);
    assert!(exact["distinct_games"].as_u64().unwrap() <= 4);
    // The same seed and jitter play the same games again.
    assert_eq!(run("0.5")["results"], spread["results"]);
    for bad in ["-0.1", "1.5"] {
        let out = blockness(
            &[
                "arena",
                "--players",
                "2",
                "--bots",
                "easy,easy",
                "--games",
                "1",
                "--jitter",
                bad,
            ],
            "",
        );
        assert_eq!(status(&out), 2, "--jitter {bad}");
    }
}
