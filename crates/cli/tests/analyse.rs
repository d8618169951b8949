//! `blockness analyse` as a program sees it: exact margins against a brute-force solve,
//! labels, determinism under a node budget, and refusals.

use std::process::Output;
use std::sync::Arc;

use blockness_core::{Edition, Game, GameRecord, Move, Position, Rules, Setup, TurnEvent};
use serde_json::{json, Value};

mod common;
use common::{blockness, stdout_json};

fn status(out: &Output) -> i32 {
    out.status.code().expect("the binary exits normally")
}

fn record_json(game: &Game) -> String {
    serde_json::to_string(&GameRecord::of(game)).unwrap()
}

/// Runs `analyse` with `args` on `game` and returns its JSON, checking it succeeded.
fn analyse(game: &Game, args: &[&str]) -> Value {
    let mut all = vec!["analyse"];
    all.extend_from_slice(args);
    let out = blockness(&all, &record_json(game));
    assert_eq!(
        status(&out),
        0,
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout_json(&out)
}

/// A tiny seeded generator (SplitMix64), for reproducible random games.
struct SplitMix64(u64);

impl SplitMix64 {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

fn new_game(players: usize, swap: bool) -> Game {
    let edition = Edition::lochside_v1();
    let setup = Setup::new(&edition, players, None, false)
        .and_then(|s| s.with_swap(swap))
        .unwrap();
    Game::new(Arc::new(edition), setup)
}

/// A game of random legal moves, to its end or `plies` moves.
fn random_game(players: usize, plies: usize, seed: u64) -> Game {
    let mut game = new_game(players, false);
    let mut rng = SplitMix64(seed);
    while game.moves().len() < plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        game.play(legal[rng.below(legal.len())]).unwrap();
    }
    game
}

/// Plain minimax to the end of the game for `me` (two players), in hundredths of a
/// segment: 100 per segment placed more, 1 per unit of head height more. `None` when the
/// tree has more than `cap` positions.
fn brute_force(rules: &Rules, pos: &Position, me: usize, cap: &mut u64) -> Option<i32> {
    *cap = cap.checked_sub(1)?;
    let Some(seat) = pos.to_move() else {
        let other = 1 - me;
        return Some(
            (pos.left(other) as i32 - pos.left(me) as i32) * 100 + i32::from(pos.head_height(me))
                - i32::from(pos.head_height(other)),
        );
    };
    let values: Option<Vec<i32>> = rules
        .legal_moves(pos)
        .iter()
        .map(|mv| brute_force(rules, &rules.play_unchecked(pos, mv), me, cap))
        .collect();
    let values = values?;
    if seat == me {
        values.into_iter().max()
    } else {
        values.into_iter().min()
    }
}

/// Small two-player endgames (a game stopped a few moves before its end) with the exact
/// value of each legal move for the seat to move.
fn endgames(count: usize) -> Vec<(Game, Vec<(Move, i32)>)> {
    let mut found = Vec::new();
    for seed in 0..200 {
        let full = random_game(2, usize::MAX, seed);
        let len = full.moves().len();
        for back in [4, 3, 2] {
            let Some(keep) = len.checked_sub(back) else {
                continue;
            };
            let mut game = full.clone();
            game.undo_to(keep);
            let pos = *game.position();
            let Some(me) = pos.to_move() else {
                continue;
            };
            let rules = game.rules();
            let mut cap = 3_000;
            let values: Option<Vec<(Move, i32)>> = rules
                .legal_moves(&pos)
                .into_iter()
                .map(|mv| {
                    let v = brute_force(rules, &rules.play_unchecked(&pos, &mv), me, &mut cap)?;
                    Some((mv, v))
                })
                .collect();
            if let Some(values) = values.filter(|v| v.len() >= 2) {
                found.push((game, values));
                break;
            }
        }
        if found.len() == count {
            break;
        }
    }
    assert_eq!(found.len(), count, "not enough small endgames");
    found
}

fn played(game: &Game, mv: Move) -> Game {
    let mut game = game.clone();
    game.play(mv).unwrap();
    game
}

fn last_ply(analysis: &Value) -> &Value {
    analysis["plies"].as_array().unwrap().last().unwrap()
}

/// The analysis of the last move of `game` alone.
fn analyse_last(game: &Game) -> Value {
    let from = game.moves().len().to_string();
    let analysis = analyse(game, &["--nodes", "50000", "--from-ply", &from]);
    assert_eq!(analysis["plies"].as_array().unwrap().len(), 1);
    last_ply(&analysis).clone()
}

#[test]
fn endgames_are_valued_at_the_exact_margin() {
    for (game, values) in endgames(6) {
        let best = values.iter().map(|&(_, v)| v).max().unwrap();
        let worst = *values.iter().min_by_key(|&&(_, v)| v).unwrap();
        for (mv, value) in [values[0], worst] {
            let ply = analyse_last(&played(&game, mv));
            assert_eq!(ply["exact"], true, "{ply}");
            assert_eq!(ply["eval_before"], json!(f64::from(best) / 100.0), "{ply}");
            assert_eq!(ply["eval_after"], json!(f64::from(value) / 100.0), "{ply}");
            assert_eq!(ply["move"], serde_json::to_value(mv).unwrap());
        }
    }
}

#[test]
fn moves_that_throw_segments_away_are_marked_and_best_moves_are_not() {
    let mut marked = 0;
    for (game, values) in endgames(20) {
        let best = values.iter().map(|&(_, v)| v).max().unwrap();
        let (best_move, _) = *values.iter().find(|&&(_, v)| v == best).unwrap();
        let ply = analyse_last(&played(&game, best_move));
        assert_eq!(ply["label"], "best", "{ply}");
        assert_eq!(ply["loss"], json!(0.0));
        assert_eq!(ply["best"], ply["move"]);
        if let Some(&(bad, _)) = values.iter().find(|&&(_, v)| best - v >= 200) {
            let ply = analyse_last(&played(&game, bad));
            let label = ply["label"].as_str().unwrap();
            assert!(label == "mistake" || label == "blunder", "{ply}");
            assert_ne!(ply["best"], ply["move"]);
            marked += 1;
        }
    }
    assert!(
        marked >= 2,
        "only {marked} endgames hold a move that loses two segments"
    );
}

#[test]
fn every_move_is_a_ply_and_skipped_turns_are_not() {
    // A four-player game in which some seat had its turn passed over.
    let game = (0..50)
        .map(|seed| random_game(4, usize::MAX, seed))
        .find(|g| {
            (1..=g.moves().len()).any(|ply| {
                g.turn_events(ply)
                    .iter()
                    .any(|e| matches!(e, TurnEvent::Skipped { .. }))
            })
        })
        .expect("some random four-player game skips a turn");
    let analysis = analyse(&game, &["--nodes", "300"]);
    let plies = analysis["plies"].as_array().unwrap();
    assert_eq!(plies.len(), game.moves().len());
    for ((ply, seat), (i, mv)) in plies
        .iter()
        .zip(game.movers())
        .zip(game.moves().iter().enumerate())
    {
        assert_eq!(ply["ply"], json!(i + 1));
        assert_eq!(ply["seat"], json!(seat));
        assert_eq!(ply["move"], serde_json::to_value(mv).unwrap());
        for key in ["eval_before", "eval_after"] {
            let places = ply[key].as_array().unwrap();
            assert_eq!(places.len(), 4);
        }
        assert_eq!(ply["exact"], false);
    }
    assert_eq!(analysis["accuracy"].as_array().unwrap().len(), 4);

    // From a later ply on, the same plies as in the whole analysis.
    let tail = analyse(&game, &["--nodes", "300", "--from-ply", "5"]);
    assert_eq!(tail["plies"].as_array().unwrap()[..], plies[4..]);
}

#[test]
fn the_output_has_the_documented_shape() {
    let game = random_game(2, 6, 11);
    let analysis = analyse(&game, &["--nodes", "2000"]);
    let keys: Vec<&str> = analysis
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["accuracy", "plies"]);
    for ply in analysis["plies"].as_array().unwrap() {
        for key in [
            "ply",
            "seat",
            "person",
            "move",
            "best",
            "eval_before",
            "eval_after",
            "loss",
            "label",
            "exact",
        ] {
            assert!(ply.get(key).is_some(), "{key} missing from {ply}");
        }
        assert!(ply["eval_before"].is_number());
        assert!(ply["loss"].as_f64().unwrap() >= 0.0);
        let label = ply["label"].as_str().unwrap();
        assert!(["best", "good", "inaccuracy", "mistake", "blunder"].contains(&label));
    }
    let accuracy = analysis["accuracy"].as_array().unwrap();
    assert_eq!(accuracy.len(), 2);
    assert!(accuracy
        .iter()
        .all(|a| (0.0..=100.0).contains(&a.as_f64().unwrap())));

    // No move: no ply, and no accuracy to give.
    let empty = analyse(&new_game(3, false), &[]);
    assert_eq!(empty, json!({"plies": [], "accuracy": [null, null, null]}));
}

#[test]
fn a_node_budget_gives_the_same_output_every_time() {
    for (players, plies) in [(2, 8), (3, 9)] {
        let game = random_game(players, plies, players as u64);
        let record = record_json(&game);
        let args = ["analyse", "--nodes", "3000", "--seed", "5"];
        let first = blockness(&args, &record);
        let second = blockness(&args, &record);
        assert_eq!(status(&first), 0);
        assert_eq!(first.stdout, second.stdout);
    }
}

#[test]
fn the_swap_is_analysed_as_a_ply() {
    let mut game = new_game(2, true);
    let first = game.legal_moves()[0];
    game.play(first).unwrap();
    game.play(Move::Swap).unwrap();
    let analysis = analyse(&game, &["--nodes", "5000"]);
    let swap = &analysis["plies"][1];
    assert_eq!(swap["move"], json!({"kind": "swap"}));
    assert_eq!(
        (swap["seat"].clone(), swap["person"].clone()),
        (json!(1), json!(1))
    );
    assert!(swap["loss"].as_f64().unwrap() >= 0.0);
}

#[test]
fn a_time_budget_alone_is_accepted() {
    let game = random_game(2, 4, 2);
    let analysis = analyse(&game, &["--time-ms", "20"]);
    assert_eq!(analysis["plies"].as_array().unwrap().len(), 4);
}

#[test]
fn bad_input_is_refused_with_the_usual_statuses() {
    // Malformed JSON, a refused setup, bad budgets: status 2, one line on stderr.
    for (args, input) in [
        (vec!["analyse"], "{not json"),
        (vec!["analyse"], r#"{"players": 7}"#),
        (
            vec!["analyse"],
            r#"{"players": 2, "moves": [{"kind": "jump"}]}"#,
        ),
        (vec!["analyse", "--time-ms", "0"], r#"{"players": 2}"#),
        (vec!["analyse", "--time-ms", "NaN"], r#"{"players": 2}"#),
        (vec!["analyse", "--nodes", "0"], r#"{"players": 2}"#),
        (vec!["analyse", "--nodes", "many"], r#"{"players": 2}"#),
    ] {
        let out = blockness(&args, input);
        assert_eq!(status(&out), 2, "{args:?} {input}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8_lossy(&out.stderr);
        if !args.contains(&"many") {
            assert_eq!(err.lines().count(), 1, "{err}");
        }
    }
    // An illegal move: status 1 and its index and reason on stdout.
    let input = r#"{"players": 2, "moves": [
        {"kind": "start", "head": [4, 4], "tail": [4, 6]},
        {"kind": "start", "head": [4, 4], "tail": [4, 6]}]}"#;
    let out = blockness(&["analyse"], input);
    assert_eq!(status(&out), 1);
    let error = stdout_json(&out);
    assert_eq!(error["error"]["index"], 1);
    assert!(error["error"]["reason"].is_string());
}
