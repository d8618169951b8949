//! The worker's answers, natively: requests as the page sends them, and what comes back.

use super::*;
use blockness_bots::SystemClock;
use blockness_bots::{Budget, Level};
use blockness_core::{encode_link, Edition, Game, GameRecord, Setup};
use blockness_worker_messages::GameSource;

fn opening(players: usize, moves: usize) -> Game {
    let edition = Edition::lochside_v1();
    let mut game = Game::lochside_v1(Setup::new(&edition, players, None, false).unwrap());
    for i in 0..moves {
        let mv = blockness_bots::best_move(
            game.rules(),
            game.position(),
            Level::Easy,
            &Budget::default(),
            i as u64,
            &SystemClock::new(),
        )
        .unwrap();
        game.play(mv).unwrap();
    }
    game
}

fn reply_of(text: &str) -> BotReply {
    match serde_json::from_str::<WorkerMessage>(text).unwrap() {
        WorkerMessage::Reply(reply) => reply,
        other => panic!("expected a reply, got {other:?}"),
    }
}

#[test]
fn a_list_is_no_puzzle_question_or_analysis_but_an_unreadable_bot_request() {
    // Read as structs, `[1]` and `[{}]` would pass for a question with a `puzzle` or
    // an `analyse` field (serde reads a struct from a list too).
    for text in ["[1]", "[{}]", "[{\"id\": 3}, 1]"] {
        let reply = reply_of(&answer_text(text, &SystemClock::new()));
        assert_eq!(reply.mv, None, "{text}");
        assert!(reply.error.is_some(), "{text}");
    }
}

#[test]
fn a_record_request_gets_a_legal_move_for_the_seat_to_move() {
    let game = opening(2, 5);
    for level in Level::ALL {
        let request = BotRequest {
            id: 41,
            game: GameSource::Record(GameRecord::of(&game)),
            level,
            budget: Budget::nodes(3_000),
            seed: 9,
        };
        let text = serde_json::to_string(&request).unwrap();
        let reply = reply_of(&answer_text(&text, &SystemClock::new()));
        assert_eq!(reply.id, 41);
        assert_eq!(reply.error, None);
        let mv = reply.mv.expect("a move");
        assert!(game.legal_moves().contains(&mv), "{level}: {mv:?}");
    }
}

#[test]
fn a_link_request_is_answered_like_the_same_record() {
    let game = opening(3, 7);
    let by_link = BotRequest {
        id: 1,
        game: GameSource::Link(format!("#{}", encode_link(&game))),
        level: Level::Strong,
        budget: Budget::nodes(2_000),
        seed: 5,
    };
    let by_record = BotRequest {
        game: GameSource::Record(GameRecord::of(&game)),
        ..by_link.clone()
    };
    let a = answer(&by_link, &SystemClock::new());
    let b = answer(&by_record, &SystemClock::new());
    assert!(a.mv.is_some());
    assert_eq!(a.mv, b.mv);
    assert_eq!(a.info.nodes, b.info.nodes);
}

#[test]
fn the_same_seed_and_node_budget_give_the_same_move() {
    let game = opening(2, 4);
    let request = BotRequest {
        id: 2,
        game: GameSource::Record(GameRecord::of(&game)),
        level: Level::Strong,
        budget: Budget::nodes(4_000),
        seed: 11,
    };
    let first = answer(&request, &SystemClock::new());
    let second = answer(&request, &SystemClock::new());
    assert_eq!(first.mv, second.mv);
    assert_eq!(first.info.nodes, second.info.nodes);
    assert!(first.info.nodes > 0);
}

#[test]
fn broken_requests_are_refused_with_a_reason_and_their_id() {
    let clock = SystemClock::new();
    let garbage = reply_of(&answer_text("not json", &clock));
    assert_eq!(garbage.id, 0);
    assert!(garbage.error.unwrap().contains("could not read"));

    let bad_level = reply_of(&answer_text(
        r#"{"id": 8, "game": {"record": {"players": 2}}, "level": "grandmaster"}"#,
        &clock,
    ));
    assert_eq!(bad_level.id, 8);
    assert_eq!(bad_level.mv, None);
    assert!(bad_level.error.is_some());

    let bad_link = reply_of(&answer_text(
        r#"{"id": 9, "game": {"link": "1AA!"}, "level": "easy"}"#,
        &clock,
    ));
    assert_eq!(bad_link.id, 9);
    assert!(bad_link.error.unwrap().contains("link"));

    let five_players = reply_of(&answer_text(
        r#"{"id": 10, "game": {"record": {"players": 5}}, "level": "easy"}"#,
        &clock,
    ));
    assert_eq!(five_players.id, 10);
    assert!(five_players.error.unwrap().contains("record"));
}

#[test]
fn a_finished_game_has_no_move_to_find() {
    let edition = Edition::lochside_v1();
    let mut game = Game::lochside_v1(Setup::new(&edition, 2, None, false).unwrap());
    let mut seed = 0;
    while !game.position().is_over() {
        let mv = blockness_bots::best_move(
            game.rules(),
            game.position(),
            Level::Easy,
            &Budget::default(),
            seed,
            &SystemClock::new(),
        )
        .unwrap();
        game.play(mv).unwrap();
        seed += 1;
    }
    let reply = answer(
        &BotRequest {
            id: 12,
            game: GameSource::Record(GameRecord::of(&game)),
            level: Level::Medium,
            budget: Budget::default(),
            seed: 0,
        },
        &SystemClock::new(),
    );
    assert_eq!(reply.mv, None);
    assert!(reply.error.unwrap().contains("over"));
}

/// What the worker does with a message already decoded into a value, as it does with
/// the JavaScript value of a posted message.
fn reply_to(value: serde_json::Value) -> BotReply {
    match answer_incoming(|| &value, &SystemClock::new()) {
        WorkerMessage::Reply(reply) => reply,
        other => panic!("a message is answered with a reply, not {other:?}"),
    }
}

#[test]
fn a_request_value_is_answered_like_its_text() {
    let game = opening(2, 3);
    let request = BotRequest {
        id: 77,
        game: GameSource::Record(GameRecord::of(&game)),
        level: Level::Strong,
        budget: Budget::nodes(2_000),
        seed: 3,
    };
    let value = serde_json::to_value(&request).unwrap();
    let by_value = reply_to(value.clone());
    let by_text = reply_of(&answer_text(&value.to_string(), &SystemClock::new()));
    assert_eq!(
        by_value,
        BotReply {
            info: by_value.info,
            ..by_text.clone()
        }
    );
    assert_eq!(by_value.info.nodes, by_text.info.nodes);
    assert_eq!(by_value.id, 77);
    assert!(by_value.mv.is_some());
}

#[test]
fn full_range_ids_and_seeds_survive_the_trip() {
    // The page's seeds use all 64 bits (the worker's JavaScript values carry them as
    // BigInts); reading them must neither fail nor round them.
    let request = BotRequest {
        id: u64::MAX,
        game: GameSource::Record(GameRecord::of(&opening(2, 0))),
        level: Level::Easy,
        budget: Budget::default(),
        seed: u64::MAX - 1,
    };
    let value = serde_json::to_value(&request).unwrap();
    assert_eq!(
        serde_json::from_value::<BotRequest>(value.clone()).unwrap(),
        request
    );
    let reply = reply_to(value);
    assert_eq!(reply.id, u64::MAX);
    assert_eq!(reply.error, None);
}

#[test]
fn a_message_that_is_not_a_request_gets_a_refusal_not_a_panic() {
    use serde_json::json;
    // An older page posted JSON text; the worker now wants a value, and says so.
    let text = json!(r#"{"id": 5, "game": {"record": {"players": 2}}, "level": "easy"}"#);
    for value in [
        text,
        json!(null),
        json!(42),
        json!([1, 2, 3]),
        json!({}),
        json!({"id": -1, "level": "easy"}),
        json!({"id": "seven", "game": {"record": {"players": 2}}, "level": "easy"}),
        json!({"id": 1.5, "game": {"record": {"players": 2}}, "level": "easy"}),
    ] {
        let reply = reply_to(value.clone());
        assert_eq!(reply.id, 0, "{value}");
        assert_eq!(reply.mv, None, "{value}");
        assert!(reply.error.unwrap().contains("could not read"), "{value}");
    }
}

#[test]
fn a_refused_request_keeps_its_id_whatever_else_is_wrong() {
    use serde_json::json;
    let cases = [
        json!({"id": 8, "game": {"record": {"players": 2}}, "level": "grandmaster"}),
        json!({"id": 8, "game": {"record": {"players": 2}}}),
        json!({"id": 8, "game": "1AAM", "level": "easy"}),
        json!({"id": 8, "game": {"record": {"players": 2}}, "level": "easy", "seed": -3}),
        json!({"id": 8, "game": {"record": {"players": 2, "moves": [{"kind": "fly"}]}},
               "level": "easy"}),
    ];
    for value in cases {
        let reply = reply_to(value.clone());
        assert_eq!(reply.id, 8, "{value}");
        assert_eq!(reply.mv, None, "{value}");
        assert!(reply.error.unwrap().contains("could not read"), "{value}");
    }
    // Read, but not playable: refused by the rules, not by the reader.
    let illegal = reply_to(json!({"id": 9, "game": {"record": {"players": 2,
        "moves": [{"kind": "start", "head": [0, 0], "tail": [9, 9]}]}}, "level": "easy"}));
    assert_eq!(illegal.id, 9);
    assert!(illegal.error.unwrap().contains("record"));
}

#[test]
fn a_refusal_is_a_reply_without_a_move() {
    let refusal = BotReply::refusal(6, "no");
    assert_eq!(refusal.id, 6);
    assert_eq!(refusal.mv, None);
    assert_eq!(refusal.info, ThinkingInfo::default());
    assert_eq!(refusal.error.as_deref(), Some("no"));
}

#[test]
fn messages_have_the_documented_json_shape() {
    assert_eq!(WorkerMessage::Ready.to_string(), r#""ready""#);
    let reply = WorkerMessage::Reply(BotReply {
        id: 4,
        mv: None,
        notation: None,
        info: ThinkingInfo::default(),
        error: None,
    });
    let value: serde_json::Value = serde_json::from_str(&reply.to_string()).unwrap();
    assert_eq!(value["reply"]["id"], 4);
    assert!(value["reply"]["move"].is_null());
    assert_eq!(value["reply"]["info"]["nodes"], 0);
    assert!(value["reply"].get("error").is_none());
}

fn analysis_of(value: serde_json::Value) -> AnalysisReply {
    match answer_incoming(|| &value, &SystemClock::new()) {
        WorkerMessage::Analysis(reply) => reply,
        other => panic!("an analysis request is answered with an analysis: {other}"),
    }
}

#[test]
fn an_analysis_request_gets_the_ply_as_the_library_computes_it() {
    let game = opening(2, 4);
    let settings = blockness_bots::analysis::AnalysisSettings {
        budget: Budget::nodes(3_000),
        seed: 0,
    };
    let message = AnalyseMessage {
        analyse: AnalysisRequest {
            id: 31,
            game: GameSource::Link(encode_link(&game)),
            ply: 3,
            settings,
        },
    };
    let value = serde_json::to_value(&message).unwrap();
    assert!(value.get("analyse").is_some());
    let reply = analysis_of(value.clone());
    assert_eq!((reply.id, reply.ply, reply.error.as_deref()), (31, 3, None));
    let expected = blockness_bots::analysis::analyse_ply(&game, 3, &settings, &SystemClock::new());
    assert_eq!(reply.ply_analysis().transpose().unwrap(), expected);
    // Through text, as the native binary reads it, the same answer.
    let text = answer_text(&value.to_string(), &SystemClock::new());
    let WorkerMessage::Analysis(by_text) = serde_json::from_str(&text).unwrap() else {
        panic!("an analysis answer, got {text}");
    };
    assert_eq!(by_text.ply_analysis().transpose().unwrap(), expected);
}

#[test]
fn a_broken_analysis_request_is_refused_with_its_id() {
    use serde_json::json;
    let game = encode_link(&opening(2, 2));
    let beyond = analysis_of(
        json!({"analyse": {"id": 4, "game": {"link": game}, "ply": 9,
        "settings": {"budget": {"nodes": 100}}}}),
    );
    assert_eq!((beyond.id, beyond.ply, beyond.result), (4, 9, None));
    assert!(beyond.error.unwrap().contains("no move number 9"));
    let zero = analysis_of(
        json!({"analyse": {"id": 5, "game": {"link": game}, "ply": 0,
        "settings": {"budget": {"nodes": 100}}}}),
    );
    assert!(zero.error.is_some());
    let unreadable = analysis_of(json!({"analyse": {"id": 6, "game": {"link": game}}}));
    assert_eq!(unreadable.id, 6);
    assert!(unreadable.error.unwrap().contains("could not read"));
    let nonsense = analysis_of(json!({"analyse": 12}));
    assert_eq!(nonsense.id, 0);
    let bad_link = analysis_of(
        json!({"analyse": {"id": 7, "game": {"link": "1AA!"}, "ply": 1,
        "settings": {"budget": {"nodes": 100}}}}),
    );
    assert!(bad_link.error.unwrap().contains("link"));
}

#[test]
fn every_answer_reads_back_as_itself_and_ready_is_the_word_the_port_waits_for() {
    use blockness_worker_messages::lochness::LochnessReply;
    use blockness_worker_messages::puzzle::{PuzzleAnswer, PuzzleReply};
    use blockness_worker_messages::READY;
    let request = r#"{"id": 8, "game": {"record": {"players": 2}}, "level": "easy"}"#;
    let played = reply_of(&answer_text(request, &SystemClock::new()));
    assert!(played.mv.is_some() && played.notation.is_some());
    let messages = [
        WorkerMessage::Ready,
        WorkerMessage::Reply(played),
        WorkerMessage::Reply(BotReply::refusal(1, "no")),
        WorkerMessage::Analysis(AnalysisReply::refusal(2, 3, "no")),
        WorkerMessage::Puzzle(PuzzleReply {
            id: 4,
            answer: PuzzleAnswer::Error("no".into()),
            elapsed_ms: 0,
        }),
        WorkerMessage::Lochness(LochnessReply::refusal(5, "no")),
    ];
    for message in messages {
        let text = message.to_string();
        assert_eq!(
            serde_json::from_str::<WorkerMessage>(&text).unwrap(),
            message
        );
    }
    assert_eq!(WorkerMessage::Ready.to_string(), format!("\"{READY}\""));
}
