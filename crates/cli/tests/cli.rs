//! Runs the built `blockness` binary and checks its output against the rules library.

use std::path::PathBuf;
use std::process::Output;
use std::sync::Arc;

use blockness_core::{
    decode_link, encode_link, perft, Cell, Edition, Game, GameRecord, Move, Setup,
};
use serde_json::{json, Value};

mod common;
use common::{blockness, stdout_json};

/// Exit status of a Rust program that panicked.
const PANIC_STATUS: i32 = 101;

fn status(out: &Output) -> i32 {
    out.status.code().expect("the binary exits normally")
}

fn stderr_text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Asserts the contract for malformed input: status 2, nothing on stdout, one line on stderr.
fn assert_bad_input(out: &Output) -> String {
    assert_eq!(status(out), 2, "stderr: {}", stderr_text(out));
    assert!(out.stdout.is_empty());
    let err = stderr_text(out);
    assert_eq!(err.lines().count(), 1, "one line expected: {err:?}");
    err
}

fn new_game(players: usize) -> Game {
    Game::lochside_v1(Setup::new(&Edition::lochside_v1(), players, None, false).unwrap())
}

/// A game played to its end, each move picked from the legal list by a fixed formula
/// so the game is the same on every run.
fn finished_game(players: usize, stride: usize) -> Game {
    let mut game = new_game(players);
    while game.to_move().is_some() {
        let legal = game.legal_moves();
        let pick = (stride * game.moves().len() + 3) % legal.len();
        game.play(legal[pick]).unwrap();
    }
    game
}

fn record_json(game: &Game) -> String {
    serde_json::to_string(&GameRecord::of(game)).unwrap()
}

fn moves_json(moves: &[Move]) -> Value {
    serde_json::to_value(moves).unwrap()
}

/// A file under the system's temporary directory, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn new(name: &str, contents: &str) -> TempFile {
        let path =
            std::env::temp_dir().join(format!("blockness-cli-test-{}-{name}", std::process::id()));
        std::fs::write(&path, contents).unwrap();
        TempFile(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

#[test]
fn rules_prints_the_standard_edition_as_loadable_json() {
    let out = blockness(&["rules"], "");
    assert_eq!(status(&out), 0);
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(Edition::from_json(&text).unwrap(), Edition::standard());
    assert_eq!(Edition::standard().name(), "lochside-v2");
}

#[test]
fn edition_takes_a_built_in_name_and_games_keep_the_edition_they_name() {
    for name in ["lochside-v1", "lochside-v2"] {
        let out = blockness(&["rules", "--edition", name], "");
        assert_eq!(status(&out), 0);
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(
            Edition::from_json(&text).unwrap(),
            Edition::built_in(name).unwrap()
        );
    }
    // A record without an edition is on the first one; its link is of version 1 and reads
    // back without the record saying so.
    let record = r#"{"players": 2, "moves": [{"kind": "start", "head": [4, 4], "tail": [4, 6]}]}"#;
    let v1 = String::from_utf8(blockness(&["link", "encode"], record).stdout).unwrap();
    assert!(v1.starts_with('1'), "{v1}");
    let back: Value =
        serde_json::from_slice(&blockness(&["link", "decode", v1.trim()], "").stdout).unwrap();
    assert_eq!(back.get("edition"), None, "{back}");
    // The same record on the balanced edition: a link of version 2 that names it on decoding.
    let v2_record = record.replace(
        "\"players\": 2",
        "\"players\": 2, \"edition\": \"lochside-v2\"",
    );
    let v2 = String::from_utf8(blockness(&["link", "encode"], &v2_record).stdout).unwrap();
    assert!(v2.starts_with('2'), "{v2}");
    let back: Value =
        serde_json::from_slice(&blockness(&["link", "decode", v2.trim()], "").stdout).unwrap();
    assert_eq!(back["edition"], json!("lochside-v2"), "{back}");
    // A record naming an edition that is not built in needs its file.
    let err = assert_bad_input(&blockness(
        &["referee"],
        r#"{"players": 2, "edition": "lochside-v9"}"#,
    ));
    assert!(
        err.contains("lochside-v9") && err.contains("--edition"),
        "{err}"
    );
}

#[test]
fn rules_reads_an_edition_file() {
    let mut edition: Value = serde_json::from_str(&Edition::lochside_v1().to_json()).unwrap();
    edition["edition"] = json!("test-edition");
    edition["board"][0] = json!("...........");
    let file = TempFile::new("good-edition.json", &edition.to_string());
    let out = blockness(&["rules", "--edition", file.path()], "");
    assert_eq!(status(&out), 0, "{}", stderr_text(&out));
    let loaded = Edition::from_json(&String::from_utf8(out.stdout).unwrap()).unwrap();
    assert_eq!(loaded.name(), "test-edition");
    assert_eq!(loaded, Edition::from_json(&edition.to_string()).unwrap());
    assert_ne!(loaded, Edition::lochside_v1());
}

#[test]
fn bad_edition_file_exits_2_naming_the_problem() {
    let mut edition: Value = serde_json::from_str(&Edition::lochside_v1().to_json()).unwrap();
    edition["sets"]["green"].as_array_mut().unwrap().truncate(9);
    let text = edition.to_string();
    let expected = Edition::from_json(&text).unwrap_err().to_string();
    let file = TempFile::new("short-set.json", &text);
    for args in [
        vec!["rules", "--edition", file.path()],
        vec!["referee", "--edition", file.path()],
        vec![
            "perft",
            "--players",
            "2",
            "--depth",
            "1",
            "--edition",
            file.path(),
        ],
    ] {
        let err = assert_bad_input(&blockness(&args, r#"{"players": 2}"#));
        assert!(err.contains(&expected), "{err}");
    }

    let not_json = TempFile::new("not-json.json", "board: none");
    let err = assert_bad_input(&blockness(&["rules", "--edition", not_json.path()], ""));
    assert!(err.contains("not valid JSON"), "{err}");

    let missing = std::env::temp_dir().join("blockness-cli-test-no-such-edition.json");
    let err = assert_bad_input(&blockness(
        &["rules", "--edition", missing.to_str().unwrap()],
        "",
    ));
    assert!(err.contains("nor a readable edition file"), "{err}");
}

#[test]
fn referee_reports_setup_phase_and_every_legal_starter() {
    let out = blockness(&["referee"], r#"{"players": 2}"#);
    assert_eq!(status(&out), 0);
    let verdict = stdout_json(&out);
    let game = new_game(2);
    assert_eq!(verdict["phase"], "setup");
    assert_eq!(verdict["to_move"], 0);
    assert_eq!(verdict["legal"], moves_json(&game.legal_moves()));
    assert!(verdict.get("ranking").is_none());
}

#[test]
fn referee_reports_play_phase_after_the_starters() {
    let mut game = new_game(3);
    for _ in 0..4 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    let out = blockness(&["referee"], &record_json(&game));
    assert_eq!(status(&out), 0);
    let verdict = stdout_json(&out);
    assert_eq!(verdict["phase"], "play");
    assert_eq!(verdict["to_move"], json!(game.to_move()));
    assert_eq!(verdict["legal"], moves_json(&game.legal_moves()));
    assert!(verdict.get("ranking").is_none());
}

#[test]
fn referee_ranks_a_finished_game() {
    for players in 2..=4 {
        let game = finished_game(players, 7);
        let out = blockness(&["referee"], &record_json(&game));
        assert_eq!(status(&out), 0);
        let verdict = stdout_json(&out);
        assert_eq!(verdict["phase"], "over");
        assert_eq!(verdict["to_move"], Value::Null);
        assert_eq!(verdict["legal"], json!([]));
        let ranking = verdict["ranking"].as_array().unwrap();
        let expected = game.ranking().unwrap();
        assert_eq!(ranking.len(), players);
        for (entry, standing) in ranking.iter().zip(&expected) {
            assert_eq!(entry["seat"], standing.seat);
            assert_eq!(entry["place"], standing.place);
            assert_eq!(entry["left"], standing.left);
            assert_eq!(entry["head_height"], standing.head_height);
            assert_eq!(entry["colour"], standing.colour.name());
        }
    }
}

#[test]
fn referee_names_the_illegal_move_and_exits_1() {
    let mut game = new_game(2);
    let first = game.legal_moves()[0];
    game.play(first).unwrap();
    // The second seat copies the first seat's starter, which is taken.
    let reason = game.play(first).unwrap_err().to_string();
    let input = json!({"players": 2, "moves": [first, first]}).to_string();
    let out = blockness(&["referee"], &input);
    assert_eq!(status(&out), 1);
    assert_eq!(
        stdout_json(&out),
        json!({"error": {"index": 1, "reason": reason}})
    );

    // An extension before any starter is refused at index 0.
    let early = json!({"players": 3, "moves": [
        {"kind": "extend", "end": "head", "piece": 1, "from": [4, 4], "to": [4, 5]}
    ]});
    let out = blockness(&["referee"], &early.to_string());
    assert_eq!(status(&out), 1);
    let error = &stdout_json(&out)["error"];
    assert_eq!(error["index"], 0);
    assert!(error["reason"].as_str().unwrap().contains("starter"));
}

#[test]
fn referee_rejects_malformed_input_with_status_2() {
    for input in [
        "",
        "not json",
        "[1, 2]",
        r#"{"players": 2} trailing"#,
        r#"{"players": "two"}"#,
        r#"{"players": 2, "moves": {}}"#,
        r#"{"players": 2, "moves": [{"kind": "jump"}]}"#,
        r#"{"players": 2, "moves": [{"kind": "start", "head": [1], "tail": [1, 2]}]}"#,
        r#"{"players": 2, "moves": [{"kind": "start", "head": [-1, 0], "tail": [1, 0]}]}"#,
        r#"{"players": 2, "colors": ["red", "green"]}"#,
        r#"{"players": 2, "speed": 3}"#,
        r#"{"players": 99999999999999999999999}"#,
    ] {
        assert_bad_input(&blockness(&["referee"], input));
    }
}

#[test]
fn referee_rejects_a_refused_setup_with_status_2() {
    for (players, colours) in [
        (1, None),
        (5, None),
        (0, None),
        (2, Some(vec!["orange", "orange"])),
        (3, Some(vec!["orange", "green"])),
    ] {
        let mut input = json!({ "players": players });
        if let Some(colours) = colours {
            input["colors"] = json!(colours);
        }
        let err = assert_bad_input(&blockness(&["referee"], &input.to_string()));
        let colours = input["colors"].as_array().map(|names| {
            names
                .iter()
                .map(|n| n.as_str().unwrap().parse().unwrap())
                .collect()
        });
        let expected = Setup::new(&Edition::lochside_v1(), players, colours, false)
            .unwrap_err()
            .to_string();
        assert!(err.contains(&expected), "{err}");
    }
}

#[test]
fn odd_moves_are_refused_without_a_panic() {
    let start = json!({"kind": "start", "head": [4, 4], "tail": [4, 6]});
    for bad in [
        json!({"kind": "start", "head": [255, 255], "tail": [255, 253]}),
        json!({"kind": "start", "head": [0, 0], "tail": [0, 0]}),
        json!({"kind": "start", "head": [3, 3], "tail": [5, 5]}),
        json!({"kind": "extend", "end": "tail", "piece": 255, "from": [4, 7], "to": [4, 8]}),
        json!({"kind": "extend", "end": "head", "piece": 0, "from": [4, 3], "to": [4, 1]}),
        json!({"kind": "extend", "end": "head", "piece": 1, "from": [250, 3], "to": [251, 3]}),
    ] {
        for input in [
            json!({"players": 2, "moves": [bad]}),
            json!({"players": 2, "moves": [start, start.clone(), bad]}),
            json!({"players": 4, "expert": true, "moves": [start, bad]}),
        ] {
            for command in ["referee", "show"] {
                let out = blockness(&[command], &input.to_string());
                assert_ne!(status(&out), PANIC_STATUS, "{input}: {}", stderr_text(&out));
                assert!(matches!(status(&out), 1 | 2), "{input}");
            }
        }
    }
}

#[test]
fn perft_depth_2_for_2_players_matches_the_library() {
    let game = new_game(2);
    let expected = perft(game.rules(), game.position(), 2);
    assert_eq!(expected, 9360);
    let out = blockness(&["perft", "--players", "2", "--depth", "2"], "");
    assert_eq!(status(&out), 0);
    let report = stdout_json(&out);
    assert_eq!(report["depth"], 2);
    assert_eq!(report["nodes"], expected);
    assert!(report["seconds"].as_f64().unwrap() >= 0.0);
}

#[test]
fn perft_plays_the_given_moves_first() {
    let mut game = Game::standard(Setup::new(&Edition::standard(), 3, None, true).unwrap());
    let mut played = Vec::new();
    for _ in 0..4 {
        let mv = game.legal_moves()[1];
        game.play(mv).unwrap();
        played.push(mv);
    }
    let expected = perft(game.rules(), game.position(), 2);
    let moves = moves_json(&played).to_string();
    let out = blockness(
        &[
            "perft",
            "--players",
            "3",
            "--expert",
            "--depth",
            "2",
            "--moves",
            &moves,
        ],
        "",
    );
    assert_eq!(status(&out), 0, "{}", stderr_text(&out));
    assert_eq!(stdout_json(&out)["nodes"], expected);
}

#[test]
fn perft_plays_with_the_given_colours() {
    let edition = Edition::lochside_v1();
    let colours = vec!["black".parse().unwrap(), "purple".parse().unwrap()];
    let game = Game::lochside_v1(Setup::new(&edition, 2, Some(colours), false).unwrap());
    let expected = perft(game.rules(), game.position(), 2);
    let out = blockness(
        &[
            "perft",
            "--players",
            "2",
            "--colors",
            "black,purple",
            "--depth",
            "2",
        ],
        "",
    );
    assert_eq!(status(&out), 0, "{}", stderr_text(&out));
    assert_eq!(stdout_json(&out)["nodes"], expected);
}

#[test]
fn perft_refuses_illegal_and_malformed_moves() {
    let start = json!({"kind": "start", "head": [4, 4], "tail": [4, 6]});
    let moves = json!([start, start]).to_string();
    let out = blockness(
        &["perft", "--players", "2", "--depth", "1", "--moves", &moves],
        "",
    );
    assert_eq!(status(&out), 1);
    let error = stdout_json(&out);
    assert_eq!(error["error"]["index"], 1);
    assert!(error["error"]["reason"].is_string());

    assert_bad_input(&blockness(
        &["perft", "--players", "2", "--depth", "1", "--moves", "[{"],
        "",
    ));
    assert_bad_input(&blockness(&["perft", "--players", "6", "--depth", "1"], ""));
}

#[test]
fn link_encode_then_decode_gives_back_the_game() {
    for (players, stride) in [(2, 3), (3, 7), (4, 5)] {
        let game = finished_game(players, stride);
        let input = record_json(&game);
        let out = blockness(&["link", "encode"], &input);
        assert_eq!(status(&out), 0, "{}", stderr_text(&out));
        let text = String::from_utf8(out.stdout).unwrap();
        let text = text.trim_end_matches('\n');
        assert_eq!(text, encode_link(&game));

        let out = blockness(&["link", "decode", text], "");
        assert_eq!(status(&out), 0, "{}", stderr_text(&out));
        let decoded: GameRecord = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(decoded, GameRecord::of(&game));
        assert_eq!(
            serde_json::from_slice::<Value>(&out.stdout).unwrap(),
            serde_json::from_str::<Value>(&input).unwrap()
        );
    }
}

#[test]
fn link_encode_of_a_record_without_colours_decodes_with_them_written_out() {
    let input = r#"{"players": 2, "expert": true, "moves": [{"kind": "start", "head": [4, 4], "tail": [4, 6]}]}"#;
    let out = blockness(&["link", "encode"], input);
    assert_eq!(status(&out), 0);
    let text = String::from_utf8(out.stdout).unwrap();
    let out = blockness(&["link", "decode", &format!("#{}", text.trim())], "");
    assert_eq!(status(&out), 0);
    assert_eq!(
        stdout_json(&out),
        json!({"players": 2, "expert": true, "colors": ["orange", "green"],
               "moves": [{"kind": "start", "head": [4, 4], "tail": [4, 6]}]})
    );
}

#[test]
fn link_decode_of_garbage_exits_1_with_the_reason() {
    for garbage in ["", "garbage", "1!!", "1AAEAAQ", "1_____________", "-x"] {
        let expected = decode_link(garbage, Arc::new(Edition::lochside_v1()))
            .unwrap_err()
            .to_string();
        let out = blockness(&["link", "decode", garbage], "");
        assert_eq!(status(&out), 1, "{garbage:?}: {}", stderr_text(&out));
        assert_eq!(stdout_json(&out), json!({ "error": expected }));
        assert!(stderr_text(&out).contains(&expected));
    }
}

#[test]
fn the_whole_address_with_game_id_and_seat_code_round_trips() {
    let input = json!({"players": 2, "moves": [{"kind": "start", "head": [4, 4], "tail": [4, 6]}],
                       "id": "k3J9xQ2a", "seats": ["human", "link"]});
    let out = blockness(&["link", "encode"], &input.to_string());
    assert_eq!(status(&out), 0, "{}", stderr_text(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    let text = text.trim_end();
    assert!(text.ends_with(".k3J9xQ2a~hl"), "{text}");
    let out = blockness(&["link", "decode", &format!("#{text}")], "");
    assert_eq!(status(&out), 0, "{}", stderr_text(&out));
    let decoded = stdout_json(&out);
    assert_eq!(decoded["id"], "k3J9xQ2a");
    assert_eq!(decoded["seats"], json!(["human", "link"]));
    assert_eq!(decoded["moves"], input["moves"]);
    // A link written before ids and seat codes existed still decodes, without them.
    let core = text.split('.').next().unwrap();
    let out = blockness(&["link", "decode", core], "");
    assert_eq!(status(&out), 0);
    assert!(stdout_json(&out).get("id").is_none());
}

#[test]
fn a_bad_game_id_or_seat_code_exits_1_with_the_reason() {
    let core = "1AAEAAQDC";
    for (text, words) in [
        (format!("{core}.no"), "game id"),
        (format!("{core}.abc!defg"), "game id"),
        (format!("{core}~hx"), "seat code"),
        (format!("{core}.k3J9xQ2a~hhh"), "seat code"),
    ] {
        let out = blockness(&["link", "decode", &text], "");
        assert_eq!(status(&out), 1, "{text}: {}", stderr_text(&out));
        let reason = stdout_json(&out)["error"].as_str().unwrap().to_string();
        assert!(reason.contains(words), "{text}: {reason}");
    }
    let seats_wrong = json!({"players": 2, "seats": ["human"]}).to_string();
    assert_bad_input(&blockness(&["link", "encode"], &seats_wrong));
    let id_wrong = json!({"players": 2, "id": "x"}).to_string();
    assert_bad_input(&blockness(&["link", "encode"], &id_wrong));
}

#[test]
fn link_encode_refuses_illegal_moves_like_the_referee() {
    let start = json!({"kind": "start", "head": [4, 4], "tail": [4, 6]});
    let input = json!({"players": 2, "moves": [start, start]}).to_string();
    let out = blockness(&["link", "encode"], &input);
    assert_eq!(status(&out), 1);
    assert_eq!(stdout_json(&out)["error"]["index"], 1);
    assert_bad_input(&blockness(&["link", "encode"], "{}"));
}

/// The board lines of `show`'s output: from the column header to the first blank line.
fn board_lines(text: &str) -> Vec<&str> {
    text.lines()
        .skip_while(|l| !l.trim_start().starts_with("a "))
        .take_while(|l| !l.is_empty())
        .collect()
}

/// The three-character mark of `cell` in `show`'s board.
fn mark<'a>(board: &[&'a str], cell: Cell) -> &'a str {
    // Each mark is centred under its column letter; rows are trimmed at the end.
    let first_column = board[0].find('a').unwrap() - 1;
    let row = board[usize::from(cell.y) + 1];
    let start = first_column + 4 * usize::from(cell.x);
    row.get(start..(start + 3).min(row.len())).unwrap_or("")
}

#[test]
fn show_draws_the_opening_board_with_zones_and_axes() {
    let out = blockness(&["show"], r#"{"players": 2}"#);
    assert_eq!(status(&out), 0);
    let text = String::from_utf8(out.stdout).unwrap();
    let board = board_lines(&text);
    let edition = Edition::lochside_v1();
    assert_eq!(board.len(), edition.height() + 1);
    assert_eq!(
        board[0].split_whitespace().collect::<String>(),
        "abcdefghijk"
    );
    for (y, row) in board[1..].iter().enumerate() {
        assert!(row.trim_start().starts_with(&(y + 1).to_string()));
    }
    // Corners have no hole, the deep zone is free, the outer rings are out of play.
    assert_eq!(mark(&board, Cell::new(0, 0)).trim(), "");
    assert_eq!(mark(&board, Cell::new(4, 4)).trim(), ".");
    assert_eq!(mark(&board, Cell::new(1, 1)).trim(), "#");
    assert_eq!(mark(&board, Cell::new(0, 2)).trim(), "#");
    assert!(text.contains("Legend"));
    assert!(text.contains("Phase: setup; seat 0 (orange) places its starter"));
    assert!(!text.contains("Ranking"));

    // With four players every hole is in play; zones keep their own marks.
    let out = blockness(&["show"], r#"{"players": 4}"#);
    let text = String::from_utf8(out.stdout).unwrap();
    let board = board_lines(&text);
    assert_eq!(mark(&board, Cell::new(1, 1)).trim(), "~");
    assert_eq!(mark(&board, Cell::new(2, 1)).trim(), "-");
    assert!(board.iter().all(|row| !row.contains('#')));
}

#[test]
fn show_marks_feet_arches_heads_and_tails() {
    let moves = json!([
        {"kind": "start", "head": [4, 4], "tail": [4, 6]},
        {"kind": "start", "head": [6, 3], "tail": [6, 6]},
    ]);
    let input = json!({"players": 2, "moves": moves}).to_string();
    let out = blockness(&["show"], &input);
    assert_eq!(status(&out), 0, "{}", stderr_text(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    let board = board_lines(&text);
    let edition = Edition::lochside_v1();
    let orange = edition.set("orange".parse().unwrap()).unwrap()[0];
    let green = edition.set("green".parse().unwrap()).unwrap()[0];
    assert_eq!(
        mark(&board, Cell::new(4, 4)),
        format!("O{}H", orange.height)
    );
    assert_eq!(
        mark(&board, Cell::new(4, 6)),
        format!("O{}T", orange.height)
    );
    assert_eq!(
        mark(&board, Cell::new(4, 5)).trim(),
        format!("o{}", orange.height)
    );
    assert_eq!(mark(&board, Cell::new(6, 3)), format!("G{}H", green.height));
    assert_eq!(
        mark(&board, Cell::new(6, 4)).trim(),
        format!("g{}", green.height)
    );
    assert!(text.contains("Phase: play; seat 0 (orange) to move"));
    assert!(text.contains("head e5 (height 1), tail e7 (height 1)"));
    assert!(text.contains("9 left"));
    assert!(text.contains("S e5-e7"));
}

#[test]
fn show_lists_reserves_and_the_ranking_when_over() {
    let game = finished_game(3, 7);
    let out = blockness(&["show"], &record_json(&game));
    assert_eq!(status(&out), 0);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Phase: over"));
    let ranking: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("Ranking"))
        .skip(1)
        .collect();
    let expected = game.ranking().unwrap();
    assert_eq!(ranking.len(), expected.len());
    for (line, standing) in ranking.iter().zip(&expected) {
        assert!(
            line.contains(&format!(
                "{}. seat {} {}",
                standing.place,
                standing.seat,
                standing.colour.name()
            )),
            "{line}"
        );
        assert!(line.contains(&format!("{} left", standing.left)), "{line}");
    }
    let pos = game.position();
    for seat in 0..3 {
        let set = game.rules().set(seat);
        let reserve: Vec<String> = pos
            .reserve(seat)
            .map(|p| format!("{}x{}", set[p].span, set[p].height))
            .collect();
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("  seat {seat} ")))
            .unwrap();
        assert!(line.contains(&format!("{} left", pos.left(seat))), "{line}");
        if !reserve.is_empty() {
            assert!(line.ends_with(&reserve.join(" ")), "{line}");
        }
    }
}

#[test]
fn every_command_documents_its_exit_statuses() {
    let out = blockness(&["--help"], "");
    assert_eq!(status(&out), 0);
    let help = String::from_utf8(out.stdout).unwrap();
    for command in ["rules", "referee", "perft", "link", "show"] {
        assert!(help.contains(command), "{help}");
    }
    for command in [
        &["rules"][..],
        &["referee"],
        &["perft"],
        &["link", "encode"],
        &["link", "decode"],
        &["show"],
    ] {
        let out = blockness(&[command, &["--help"]].concat(), "");
        assert_eq!(status(&out), 0);
        let help = String::from_utf8(out.stdout).unwrap();
        assert!(help.contains("status"), "{command:?}: {help}");
    }
    let out = blockness(&["link", "decode", "--help"], "");
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(help.contains(r#"{"error": "reason"}"#), "{help}");
}
