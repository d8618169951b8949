//! `blockness levels` and `blockness rating`: the ladders as printed, the ratings their
//! own commands reproduce, and a person's rating replayed from results.

mod common;

use blockness_rating::{Opponent, RatedResult, Rating};
use common::{blockness, stdout_json};
use serde_json::Value;

fn ladder(game: &str) -> Vec<Value> {
    let out = blockness(&["levels", "--game", game, "--json"], "");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout_json(&out).as_array().expect("a list").clone()
}

fn rating_of(row: &Value) -> f64 {
    row["rating"].as_f64().expect("a rating")
}

/// Block Ness has at least eight levels and Loch Ness at least five, weakest first, the
/// three original levels among them, each above the lowest measured by a command.
#[test]
fn both_ladders_are_listed_weakest_first_with_the_old_levels_on_them() {
    for (game, least) in [("blockness", 8), ("lochness", 5)] {
        let rows = ladder(game);
        assert!(rows.len() >= least, "{game}: {} levels", rows.len());
        for (i, row) in rows.iter().enumerate() {
            assert_eq!(row["number"], i + 1);
            assert!(row["name"].is_string() && row["plays"].is_string());
            if i == 0 {
                assert_eq!(rating_of(row), 1000.0);
                assert_eq!(row["measured_by"], "");
            } else {
                assert!(rating_of(row) > rating_of(&rows[i - 1]), "{game}: {row}");
                assert!(row["margin"].as_f64().unwrap() > 0.0);
                assert!(row["measured_by"]
                    .as_str()
                    .unwrap()
                    .starts_with("blockness "));
            }
        }
        let names: Vec<&str> = rows.iter().map(|r| r["name"].as_str().unwrap()).collect();
        for old in ["easy", "medium", "strong"] {
            assert!(names.contains(&old), "{game}: {names:?}");
        }
    }
}

/// The score of `upper` against `lower` over the command(s) `measured_by` (two Loch Ness
/// commands, one per seat order, are joined by "; "), with the half-width of its interval.
fn measured_score(measured_by: &str, upper: &str) -> (f64, f64) {
    let mut scores = Vec::new();
    let mut margins = Vec::new();
    for command in measured_by.split("; ") {
        let args: Vec<&str> = command.split_whitespace().skip(1).collect();
        if args[0] == "arena" {
            let mut json = args.clone();
            json.push("--json");
            let report = stdout_json(&blockness(&json, ""));
            let row = report["by_level"]
                .as_array()
                .unwrap()
                .iter()
                .find(|row| row["name"] == upper)
                .expect("the upper level's row")
                .clone();
            scores.push(row["score"]["mean"].as_f64().unwrap());
            margins.push(row["score"]["margin"].as_f64().unwrap());
        } else {
            let out = blockness(&args, "");
            let text = String::from_utf8_lossy(&out.stdout);
            let summary: Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
            let seat = summary["bots"]
                .as_array()
                .unwrap()
                .iter()
                .position(|b| b == upper)
                .unwrap();
            scores.push(summary["win_share"][seat].as_f64().unwrap());
            margins.push(summary["margin_95"][seat].as_f64().unwrap());
        }
    }
    let n = scores.len() as f64;
    let mean = scores.iter().sum::<f64>() / n;
    // The mean of independent runs: its margin is the root of the summed squares over n.
    let margin = margins.iter().map(|m| m * m).sum::<f64>().sqrt() / n;
    (mean, margin)
}

/// Each step that plays no strong level, even in a blend (the rest take minutes), is measured again:
/// the upper level scores above one half, and the ratings predict its score within the
/// measured interval.
#[test]
fn every_quick_step_of_both_ladders_is_reproduced_by_its_command() {
    let mut checked = 0;
    for game in ["blockness", "lochness"] {
        let rows = ladder(game);
        for pair in rows.windows(2) {
            let (lower, upper) = (&pair[0], &pair[1]);
            let command = upper["measured_by"].as_str().unwrap();
            let plays = |row: &Value| row["plays"].as_str().unwrap().to_string();
            if [command.to_string(), plays(lower), plays(upper)]
                .iter()
                .any(|text| text.contains("strong"))
            {
                continue;
            }
            let name = upper["name"].as_str().unwrap();
            let (score, margin) = measured_score(command, name);
            let predicted = 1.0 / (1.0 + 10f64.powf((rating_of(lower) - rating_of(upper)) / 400.0));
            assert!(score > 0.5, "{game} {name}: {score}");
            assert!(
                (score - predicted).abs() <= margin,
                "{game} {name}: measured {score} ± {margin}, predicted {predicted}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 6, "{checked} steps checked");
}

#[test]
fn a_rating_is_replayed_from_results_as_the_rating_crate_computes_it() {
    let input = r#"[
        {"place": 1, "opponents": [{"level": "medium", "place": 2}]},
        {"place": 2, "opponents": [{"level": "strong", "place": 1}, {"level": "easy", "place": 3}]},
        {"place": 1, "opponents": [{"level": "x", "rating": 1234.5, "place": 2}, {"level": "keen", "place": 3}, {"level": "2", "place": 4}]}
    ]"#;
    let out = blockness(&["rating"], input);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed = stdout_json(&out);
    let rung = |name: &str| blockness_bots::find_rung(name).unwrap().rating;
    let results = [
        RatedResult::new(1, vec![Opponent::new("medium", rung("medium"), 2)]),
        RatedResult::new(
            2,
            vec![
                Opponent::new("strong", rung("strong"), 1),
                Opponent::new("easy", rung("easy"), 3),
            ],
        ),
        RatedResult::new(
            1,
            vec![
                Opponent::new("x", 1234.5, 2),
                Opponent::new("keen", rung("keen"), 3),
                Opponent::new("2", rung("2"), 4),
            ],
        ),
    ];
    let expected = Rating::replay(&results).unwrap();
    assert_eq!(printed["rating"].as_f64().unwrap(), expected.rating);
    assert_eq!(printed["deviation"].as_f64().unwrap(), expected.deviation);
    assert_eq!(printed["games"], 3);
    assert_eq!(printed["provisional"], expected.is_provisional());
    assert_eq!(printed["history"].as_array().unwrap().len(), 3);
    // Loch Ness's ladder rates its own levels.
    let loch = stdout_json(&blockness(
        &["rating", "--game", "lochness"],
        r#"[{"place": 1, "opponents": [{"level": "gentle", "place": 2}]}]"#,
    ));
    let gentle = blockness_lochness::ladder::find_rung("gentle")
        .unwrap()
        .rating;
    let one = RatedResult::new(1, vec![Opponent::new("gentle", gentle, 2)]);
    assert_eq!(
        loch["rating"].as_f64().unwrap(),
        Rating::default().after(&one).unwrap().rating
    );
}

#[test]
fn bad_results_and_unknown_levels_exit_2_with_one_line() {
    for (args, input) in [
        (vec!["rating"], "not json"),
        (
            vec!["rating"],
            r#"[{"place": 1, "opponents": [{"level": "grandmaster", "place": 2}]}]"#,
        ),
        (
            vec!["rating"],
            r#"[{"place": 3, "opponents": [{"level": "easy", "place": 1}]}]"#,
        ),
        (vec!["rating"], r#"[{"place": 1, "opponents": []}]"#),
        (
            vec!["rating", "--game", "lochness"],
            r#"[{"place": 1, "opponents": [{"level": "keen", "place": 2}]}]"#,
        ),
        (
            vec![
                "arena",
                "--players",
                "2",
                "--bots",
                "easy,grandmaster",
                "--games",
                "1",
            ],
            "",
        ),
        (vec!["lochness", "play", "--bots", "9"], ""),
    ] {
        let out = blockness(&args, input);
        assert_eq!(out.status.code(), Some(2), "{args:?} {input}");
        // One line says what is wrong (the argument parser adds a hint to --help after it).
        let err = String::from_utf8_lossy(&out.stderr);
        let said: Vec<&str> = err
            .lines()
            .filter(|l| !l.is_empty() && !l.starts_with("For more information"))
            .collect();
        assert_eq!(said.len(), 1, "{err}");
    }
    // Every level of the ladder plays in the arena, by name or number.
    let out = blockness(
        &[
            "arena",
            "--players",
            "2",
            "--bots",
            "2,sharp",
            "--games",
            "2",
            "--nodes",
            "500",
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
