//! `blockness puzzle`: the campaign as printed, solutions checked and refused move by
//! move, the solver's report, and the generator and daily puzzle as reproducible.

use std::process::Output;

use serde_json::{json, Value};

mod common;
use common::{blockness, stdout_json};

fn status(out: &Output) -> i32 {
    out.status.code().expect("the binary exits normally")
}

/// Asserts status 2, nothing on stdout and exactly one line on stderr.
fn assert_bad_input(out: &Output) {
    assert_eq!(status(out), 2, "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stdout.is_empty());
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
}

fn levels() -> Vec<Value> {
    let out = blockness(&["puzzle", "levels"], "");
    assert_eq!(status(&out), 0);
    stdout_json(&out).as_array().expect("an array").clone()
}

fn check(level: &Value, moves: &Value) -> Output {
    let input = json!({ "level": level, "moves": moves });
    blockness(&["puzzle", "check"], &input.to_string())
}

#[test]
fn levels_prints_the_campaign_in_order() {
    let levels = levels();
    assert!(levels.len() >= 100);
    assert_eq!(levels[0]["id"], "1-01");
    let tiers: Vec<u64> = levels.iter().map(|l| l["tier"].as_u64().unwrap()).collect();
    assert!(tiers.windows(2).all(|w| w[0] <= w[1]));
    assert_eq!(tiers.last(), Some(&5));
}

#[test]
fn check_accepts_the_stored_solution_of_every_level() {
    for level in levels() {
        let out = check(&level, &level["solution"]);
        assert_eq!(status(&out), 0, "{}", level["id"]);
        let goal = level["goal"].clone();
        assert_eq!(
            stdout_json(&out),
            json!({ "solved": true, "placed": goal, "goal": goal }),
            "{}",
            level["id"]
        );
    }
}

#[test]
fn check_reports_progress_short_of_the_goal() {
    let level = &levels()[30];
    let solution = level["solution"].as_array().unwrap();
    let out = check(level, &json!(solution[..2]));
    assert_eq!(status(&out), 0);
    assert_eq!(
        stdout_json(&out),
        json!({ "solved": false, "placed": 2, "goal": level["goal"] })
    );
}

#[test]
fn check_refuses_a_wrong_move_with_its_index() {
    for level in levels().iter().step_by(9) {
        let mut moves = level["solution"].as_array().unwrap().clone();
        let k = moves.len() / 2;
        // The same segment laid again: it has left the reserve by then, unless k is the
        // first move, where a segment placed by nobody yet is named from a cell far away.
        let wrong = if k > 0 {
            moves[k - 1].clone()
        } else {
            json!({"kind": "extend", "end": "head", "piece": 1, "from": [0, 0], "to": [0, 1]})
        };
        moves[k] = wrong;
        let out = check(level, &json!(moves));
        assert_eq!(status(&out), 1, "{}", level["id"]);
        let body = stdout_json(&out);
        assert_eq!(body["error"]["index"], json!(k), "{}", level["id"]);
        assert!(!body["error"]["reason"].as_str().unwrap().is_empty());
    }
}

#[test]
fn check_refuses_a_move_past_the_goal() {
    let level = &levels()[0];
    let mut moves = level["solution"].as_array().unwrap().clone();
    let goal = moves.len();
    moves.push(moves[0].clone());
    let out = check(level, &json!(moves));
    assert_eq!(status(&out), 1);
    assert_eq!(stdout_json(&out)["error"]["index"], json!(goal));
}

#[test]
fn solve_proves_a_level_and_measures_it_in_its_tier() {
    for level in levels().iter().step_by(17) {
        let out = blockness(&["puzzle", "solve"], &level.to_string());
        assert_eq!(status(&out), 0);
        let report = stdout_json(&out);
        assert_eq!(report["solvable"], true);
        assert_eq!(report["measure"]["tier"], level["tier"]);
        assert_eq!(report["measure"]["playouts"], 2000);
        assert!(report["solutions"].as_u64().unwrap() >= 1);
        assert!(report["dead_ends"].as_u64().unwrap() >= 1);
        assert_eq!(report["dead_ends_capped"], false);
        let out = check(level, &report["solution"]);
        assert_eq!(stdout_json(&out)["solved"], true);
    }
}

#[test]
fn solve_says_when_its_budget_stopped_the_count() {
    let level = &levels()[60];
    let out = blockness(
        &["puzzle", "solve", "--max-positions", "10"],
        &level.to_string(),
    );
    assert_eq!(status(&out), 0);
    let report = stdout_json(&out);
    assert_eq!(report["solutions_capped"], true);
    assert_eq!(report["dead_ends_capped"], true);
    assert_eq!(report["forced"], Value::Null);
}

#[test]
fn a_level_that_does_not_replay_is_refused_like_a_game() {
    let mut level = levels()[0].clone();
    level["game"]["moves"][1] = level["game"]["moves"][0].clone();
    let out = blockness(&["puzzle", "solve"], &level.to_string());
    assert_eq!(status(&out), 1);
    assert_eq!(stdout_json(&out)["error"]["index"], 1);
}

#[test]
fn unusable_levels_and_inputs_exit_with_status_2() {
    let level = levels()[0].clone();
    let mut bad_seat = level.clone();
    bad_seat["seat"] = json!(7);
    let mut big_goal = level.clone();
    big_goal["goal"] = json!(10);
    let mut extra = level.clone();
    extra["hint"] = json!(true);
    for text in [
        bad_seat.to_string(),
        big_goal.to_string(),
        extra.to_string(),
        "{".to_string(),
        "[]".to_string(),
    ] {
        assert_bad_input(&blockness(&["puzzle", "solve"], &text));
    }
    assert_bad_input(&blockness(&["puzzle", "check"], "{\"moves\": []}"));
    assert_bad_input(&blockness(
        &["puzzle", "check"],
        &json!({"level": level, "moves": [{"kind": "jump"}]}).to_string(),
    ));
}

#[test]
fn generate_gives_the_same_level_for_the_same_seed() {
    let args = [
        "puzzle", "generate", "--tier", "4", "--seed", "12", "--expert",
    ];
    let first = blockness(&args, "");
    assert_eq!(status(&first), 0);
    assert_eq!(first.stdout, blockness(&args, "").stdout);
    let level = stdout_json(&first);
    assert_eq!(level["tier"], 4);
    assert_eq!(level["game"]["expert"], true);
    let out = blockness(&["puzzle", "solve"], &level.to_string());
    assert_eq!(stdout_json(&out)["measure"]["tier"], 4);
    let two = blockness(
        &[
            "puzzle",
            "generate",
            "--tier",
            "1",
            "--seed",
            "3",
            "--statues",
            "2",
        ],
        "",
    );
    assert_eq!(stdout_json(&two)["game"]["players"], 3);
    for bad in [
        [
            "puzzle",
            "generate",
            "--tier",
            "6",
            "--seed",
            "1",
            "--statues",
            "1",
        ],
        [
            "puzzle",
            "generate",
            "--tier",
            "2",
            "--seed",
            "1",
            "--statues",
            "4",
        ],
    ] {
        assert_bad_input(&blockness(&bad, ""));
    }
}

#[test]
fn daily_is_one_level_per_date_and_refuses_bad_dates() {
    let a = blockness(&["puzzle", "daily", "--date", "2026-11-26"], "");
    assert_eq!(status(&a), 0);
    assert_eq!(
        a.stdout,
        blockness(&["puzzle", "daily", "--date", "2026-11-26"], "").stdout
    );
    let level = stdout_json(&a);
    assert_eq!(level["id"], "daily-2026-11-26");
    // A Thursday.
    assert_eq!(level["tier"], 3);
    let b = blockness(&["puzzle", "daily", "--date", "2026-11-27"], "");
    assert_ne!(a.stdout, b.stdout);
    for bad in ["2026-02-29", "2026-13-01", "26-11-26", "2026-11-26x", ""] {
        assert_bad_input(&blockness(&["puzzle", "daily", "--date", bad], ""));
    }
}
