//! Runs `blockness lochness` and checks its formats and exit statuses.

use std::process::Output;

use blockness_lochness::{Action, Board, Game, Setup};
use serde_json::{json, Value};

mod common;
use common::blockness;

fn status(out: &Output) -> i32 {
    out.status.code().expect("the binary exits normally")
}

fn lines(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect()
}

fn assert_bad_input(out: &Output) {
    assert_eq!(status(out), 2);
    assert!(out.stdout.is_empty());
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
}

fn referee(input: &Value) -> Output {
    blockness(&["lochness", "referee"], &input.to_string())
}

#[test]
fn board_prints_the_lake_in_its_format() {
    let out = blockness(&["lochness", "board"], "");
    assert_eq!(status(&out), 0);
    let board = &lines(&out)[0];
    let keys: Vec<&String> = board.as_object().unwrap().keys().collect();
    assert_eq!(keys.len(), 3);
    for cell in board["lake"].as_array().unwrap() {
        assert_eq!(cell.as_object().unwrap().len(), 3);
        assert!(cell["id"].is_u64() && cell["x"].is_i64() && cell["y"].is_i64());
    }
    for line in board["lines"].as_array().unwrap() {
        assert_eq!(line.as_array().unwrap().len(), 2);
    }
    let kinds = ["bench", "lighthouse", "bush", "pier", "boat"];
    for point in board["points"].as_array().unwrap() {
        assert!(kinds.contains(&point["kind"].as_str().unwrap()));
        assert_eq!(point["sees"].as_array().unwrap().len(), 3);
    }
    let expected: Value = serde_json::from_str(&Board::standard().to_json()).unwrap();
    assert_eq!(board, &expected);
}

#[test]
fn referee_prints_the_state_with_every_field() {
    let out = referee(&json!({"players": 2, "seed": 5}));
    assert_eq!(status(&out), 0);
    let state = &lines(&out)[0];
    for key in [
        "nessie",
        "die",
        "photographers",
        "rulers",
        "decks",
        "turn",
        "step",
        "to_act",
        "legal",
        "scores",
    ] {
        assert!(state.get(key).is_some(), "{key} missing");
    }
    assert_eq!(state["die"], Value::Null);
    assert_eq!(state["step"], "setup");
    assert_eq!(state["to_act"], 0);
    assert_eq!(state["nessie"].as_array().unwrap().len(), 3);
    assert_eq!(state["photographers"], json!([[], []]));
    assert_eq!(
        state["rulers"][1]["upper"],
        json!([null, null, null, null, null])
    );
    assert_eq!(
        state["decks"],
        json!({"bench": 10, "lighthouse": 10, "bush": 10, "pier": 10, "boat": 10})
    );
    assert!(state.get("winners").is_none());

    let placed = referee(&json!({
        "players": 3, "seed": 5, "variant5": false,
        "actions": [
            {"kind": "place", "point": 0}, {"kind": "place", "point": 1},
            {"kind": "place", "point": 2}, {"kind": "place", "point": 3},
            {"kind": "place", "point": 4}, {"kind": "place", "point": 5},
            {"kind": "pass"}, {"kind": "roll"}
        ]
    }));
    let state = &lines(&placed)[0];
    assert_eq!(state["photographers"], json!([[0, 3], [1, 4], [2, 5]]));
    assert_eq!(state["step"], "swim");
    let die = &state["die"];
    assert!(die == "wave" || (1..=5).contains(&die.as_u64().unwrap()));
    assert!(state["legal"]
        .as_array()
        .unwrap()
        .iter()
        .all(|a| a["kind"] == "swim"));
}

#[test]
fn an_illegal_action_exits_1_with_its_index() {
    let out = referee(&json!({
        "players": 2, "seed": 1,
        "actions": [{"kind": "place", "point": 3}, {"kind": "place", "point": 3}]
    }));
    assert_eq!(status(&out), 1);
    let body = &lines(&out)[0];
    assert_eq!(body["error"]["index"], 1);
    assert_eq!(body["error"]["reason"], "point 3 is not free");
    let early_roll = referee(&json!({"players": 2, "seed": 1, "actions": [{"kind": "roll"}]}));
    assert_eq!(status(&early_roll), 1);
}

#[test]
fn malformed_input_and_refused_setups_exit_2() {
    assert_bad_input(&blockness(&["lochness", "referee"], "{not json"));
    assert_bad_input(&referee(
        &json!({"players": 2, "seed": 1, "actions": [{"kind": "fly"}]}),
    ));
    assert_bad_input(&referee(&json!({"players": 2, "seed": 1, "colour": "red"})));
    assert_bad_input(&referee(&json!({"players": 6, "seed": 1})));
    assert_bad_input(&referee(&json!({"players": 5, "seed": 1})));
    assert_bad_input(&blockness(
        &[
            "lochness",
            "play",
            "--players",
            "3",
            "--bots",
            "easy,medium",
        ],
        "",
    ));
}

#[test]
fn play_prints_a_game_the_referee_agrees_with() {
    for players in 2..=5 {
        let seed = (40 + players).to_string();
        let p = players.to_string();
        let out = blockness(&["lochness", "play", "--players", &p, "--seed", &seed], "");
        assert_eq!(status(&out), 0);
        let printed = lines(&out);
        assert_eq!(printed.len(), 2);
        let (record, last) = (&printed[0], &printed[1]);
        assert_eq!(last["step"], "over");
        assert_eq!(last["to_act"], Value::Null);
        assert!(!last["winners"].as_array().unwrap().is_empty());
        let replayed = referee(record);
        assert_eq!(status(&replayed), 0);
        assert_eq!(&lines(&replayed)[0], last);
        // The library replays it the same way.
        let setup: Setup = serde_json::from_value(record.clone()).unwrap();
        assert_eq!(setup.variant5, players == 5);
        let actions: Vec<Action> = serde_json::from_value(record["actions"].clone()).unwrap();
        let game = Game::replay(setup, &actions).unwrap();
        assert_eq!(serde_json::to_value(game.state()).unwrap(), *last);
    }
}

#[test]
fn trace_prints_a_state_after_every_action() {
    let out = blockness(
        &[
            "lochness",
            "play",
            "--players",
            "2",
            "--seed",
            "3",
            "--trace",
            "--bots",
            "easy,medium",
        ],
        "",
    );
    assert_eq!(status(&out), 0);
    let printed = lines(&out);
    let record = &printed[printed.len() - 2];
    let actions = record["actions"].as_array().unwrap().len();
    assert_eq!(printed.len(), actions + 2);
    assert_eq!(printed[actions - 1], printed[actions + 1]);
}

#[test]
fn fifty_seeded_bot_games_finish() {
    let out = blockness(
        &[
            "lochness",
            "play",
            "--players",
            "4",
            "--seed",
            "100",
            "--games",
            "50",
            "--bots",
            "medium,easy,medium,easy",
        ],
        "",
    );
    assert_eq!(status(&out), 0, "{}", String::from_utf8_lossy(&out.stderr));
    let printed = lines(&out);
    assert_eq!(printed.len(), 51);
    let summary = &printed[50];
    assert_eq!(summary["games"], 50);
    let shares: f64 = summary["win_share"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_f64().unwrap())
        .sum();
    assert!((shares - 1.0).abs() < 0.01, "{shares}");
}

#[test]
fn link_encode_and_decode_round_trip_a_bot_game() {
    let out = blockness(&["lochness", "play", "--players", "3", "--seed", "11"], "");
    assert_eq!(status(&out), 0);
    let record = lines(&out)[0].clone();
    let encoded = blockness(&["lochness", "link", "encode"], &record.to_string());
    assert_eq!(status(&encoded), 0);
    let text = String::from_utf8_lossy(&encoded.stdout).trim().to_string();
    assert!(text.starts_with('1'));
    assert!(text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    let decoded = blockness(&["lochness", "link", "decode"], &text);
    assert_eq!(status(&decoded), 0);
    assert_eq!(lines(&decoded)[0], record);
    // The decoded record is what the referee reads: it replays to the end.
    let state = &lines(&referee(&lines(&decoded)[0]))[0];
    assert_eq!(state["step"], "over");
}

#[test]
fn link_decode_keeps_a_full_seed() {
    let record = json!({"players": 2, "seed": u64::MAX, "variant5": false, "actions": [{"kind": "place", "point": 3}]});
    let text = blockness(&["lochness", "link", "encode"], &record.to_string());
    let decoded = blockness(
        &["lochness", "link", "decode"],
        &String::from_utf8_lossy(&text.stdout),
    );
    assert_eq!(lines(&decoded)[0], record);
}

#[test]
fn link_garbage_and_malformed_games_exit_2() {
    for text in ["", "zzz", "1*", "1AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"] {
        assert_bad_input(&blockness(&["lochness", "link", "decode"], text));
    }
    assert_bad_input(&blockness(&["lochness", "link", "encode"], "{not json"));
    assert_bad_input(&blockness(
        &["lochness", "link", "encode"],
        r#"{"players": 2}"#,
    ));
}

#[test]
fn the_strong_level_plays_legal_games_that_replay_exactly_with_its_budget() {
    let args = [
        "lochness",
        "play",
        "--players",
        "2",
        "--seed",
        "6",
        "--bots",
        "strong,easy",
        "--budget",
        "12",
    ];
    let first = blockness(&args, "");
    assert_eq!(
        status(&first),
        0,
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    assert_eq!(
        first.stdout,
        blockness(&args, "").stdout,
        "the same seed and budget"
    );
    let record = &lines(&first)[0];
    // The referee takes the game the strong level played.
    let out = referee(record);
    assert_eq!(status(&out), 0);
    assert!(lines(&out)[0]["winners"].is_array());
    // A budget of nothing is refused before any game.
    let refused = blockness(
        &["lochness", "play", "--bots", "strong", "--budget", "0"],
        "",
    );
    assert_eq!(status(&refused), 2);
    assert!(refused.stdout.is_empty());
}

#[test]
fn a_game_the_table_deals_is_refereed_and_travels_by_link_with_its_draws() {
    let record = json!({
        "players": 2,
        "seed": 0,
        "variant5": false,
        "chance": "table",
        "actions": [{"kind": "chance", "value": 4}, {"kind": "place", "point": 0}],
    });
    let state = &lines(&referee(&record))[0];
    assert_eq!(state["chance"], "table");
    assert_eq!(state["step"], "setup");
    assert_eq!(state["to_act"], 1);
    let waiting = &lines(&referee(
        &json!({"players": 2, "seed": 0, "chance": "table"}),
    ))[0];
    assert_eq!(waiting["step"], "chance");
    assert_eq!(waiting["to_act"], Value::Null);
    assert!(waiting["chance_range"].as_u64().is_some_and(|r| r > 1));
    let encoded = blockness(&["lochness", "link", "encode"], &record.to_string());
    let text = String::from_utf8_lossy(&encoded.stdout).trim().to_string();
    let decoded = blockness(&["lochness", "link", "decode"], &text);
    assert_eq!(lines(&decoded)[0], record);
    // A draw out of its range is an illegal action; a seed with the table's luck a refused setup.
    let out = referee(&json!({
        "players": 2, "seed": 0, "chance": "table",
        "actions": [{"kind": "chance", "value": 100000}],
    }));
    assert_eq!(status(&out), 1);
    assert_eq!(lines(&out)[0]["error"]["index"], 0);
    assert_bad_input(&referee(
        &json!({"players": 2, "seed": 9, "chance": "table"}),
    ));
}
