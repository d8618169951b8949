//! The computer opponents of Block Ness, run away from the page's main thread.
//!
//! A search can take a second or more; run on the page's thread it would freeze every
//! click and animation meanwhile. The browser game therefore starts this crate's binary
//! as a dedicated Web Worker and talks to it with structured-clone messages, JavaScript
//! values written and read by `serde-wasm-bindgen` (see the module `js`, built for wasm32
//! only):
//!
//! - the worker announces itself once with [`WorkerMessage::Ready`] (messages posted
//!   before its WebAssembly has loaded could otherwise be lost);
//! - the page posts a [`BotRequest`]: the game so far, the level, a budget and a seed,
//!   tagged with an id of the page's choosing;
//! - the worker answers each with [`WorkerMessage::Reply`], a [`BotReply`] carrying the
//!   same id, so the page can drop answers to positions it has since left (after an
//!   undo or a new game);
//! - the solo puzzles' questions (a campaign level, the daily puzzle, a stuck check with
//!   a hint) travel the same way: a [`puzzle::PuzzleRequest`], told apart by its
//!   `puzzle` key, answered with [`WorkerMessage::Puzzle`]. The solver and the generator
//!   are thus compiled into the worker only, never into the page's WebAssembly.
//! - for the analysis of a game, the page posts `{"analyse": {...}}`, an
//!   [`AnalysisRequest`] for one ply, and the worker answers with
//!   [`WorkerMessage::Analysis`], an [`AnalysisReply`] with the same id. One ply per
//!   question keeps each answer short (a second or two), so the page shows progress
//!   from the start and stops between plies by no longer asking.
//!
//! The values have the same shape as the JSON of [`answer_text`], except that 64-bit
//! integers (ids, seeds, node counts, the player count) are `BigInt`s, since a seed uses
//! all 64 bits and a JavaScript number keeps only 53.
//!
//! Everything here except `js` and the message loop in the binary is plain Rust and
//! tested natively: [`answer_incoming`] is the whole job of the worker, whatever
//! deserializer reads the message ([`answer_text`] gives it JSON text, the worker a
//! JavaScript value).
//!
//! ```
//! use blockness_bot_worker::{answer_text, WorkerMessage};
//! use blockness_bots::SystemClock;
//! let request = r#"{"id": 3, "game": {"record": {"players": 2}}, "level": "strong",
//!                   "budget": {"nodes": 2000}, "seed": 7}"#;
//! let WorkerMessage::Reply(reply) = serde_json::from_str(&answer_text(request, &SystemClock::new())).unwrap()
//!     else { panic!("a request is answered with a reply") };
//! assert_eq!(reply.id, 3);
//! assert!(reply.mv.is_some());
//! ```

#![warn(missing_docs)]

mod messages;
pub mod puzzle;

pub use messages::{
    AnalyseMessage, AnalysisReply, AnalysisRequest, BotReply, BotRequest, GameSource, ThinkingInfo,
    WorkerMessage,
};

use blockness_bots::analysis::analyse_ply;
use blockness_bots::{decide, Clock};
use serde::{Deserialize, Deserializer};

/// Answers one request: rebuilds the game, checks it is not over, and asks the bot.
pub fn answer(request: &BotRequest, clock: &dyn Clock) -> BotReply {
    let refuse = |error: String| BotReply::refusal(request.id, error);
    let game = match request.game.game() {
        Ok(game) => game,
        Err(error) => return refuse(error),
    };
    if game.position().is_over() {
        return refuse("the game is over: there is no move to find".to_string());
    }
    let decision = decide(
        game.rules(),
        game.position(),
        request.level,
        &request.budget,
        request.seed,
        clock,
    );
    BotReply {
        id: request.id,
        mv: decision.mv,
        info: ThinkingInfo {
            nodes: decision.info.nodes,
            depth: decision.info.depth,
            exact: decision.info.exact,
            score: decision.info.score,
            elapsed_ms: decision.info.elapsed_ms,
        },
        error: None,
    }
}

/// Answers one analysis request: rebuilds the game and analyses the ply asked about.
pub fn answer_analysis(request: &AnalysisRequest, clock: &dyn Clock) -> AnalysisReply {
    let refuse = |error: String| AnalysisReply::refusal(request.id, request.ply, error);
    let game = match request.game.game() {
        Ok(game) => game,
        Err(error) => return refuse(error),
    };
    let started = clock.now_ms();
    match analyse_ply(&game, request.ply, &request.settings, clock) {
        Some(result) => AnalysisReply {
            id: request.id,
            ply: request.ply,
            // Plain structs with finite numbers: writing cannot fail.
            result: serde_json::to_string(&result).ok(),
            elapsed_ms: clock.now_ms() - started,
            error: None,
        },
        None => refuse(format!(
            "the game has no move number {} to analyse",
            request.ply
        )),
    }
}

/// Only the id of a request, read from a message that failed to read as a whole so the
/// page can still match the refusal to what it asked; other fields are ignored.
#[derive(Deserialize)]
struct RequestId {
    id: u64,
}

/// The keys of a message that is an object (map), to tell a puzzle question (key
/// `puzzle`) and an analysis request (key `analyse`) from a bot's. Read as a map, not a
/// struct: a struct would also read from a list, and a list is no question at all.
fn has_key<'de, D: Deserializer<'de>>(message: D, key: &str) -> bool {
    std::collections::BTreeMap::<String, serde::de::IgnoredAny>::deserialize(message)
        .is_ok_and(|keys| keys.contains_key(key))
}

/// The id of an analysis request that failed to read as a whole.
#[derive(Deserialize)]
struct AnalyseId {
    analyse: RequestId,
}

/// The worker's whole job on one incoming message: read it as a
/// [`puzzle::PuzzleRequest`] when it has a `puzzle` key, as an [`AnalyseMessage`] when it
/// has an `analyse` key, else as a [`BotRequest`], and answer it. `read` gives a fresh deserializer over the message each time it is called:
/// once for the request, and once more, only when that fails, for its id alone. An
/// unreadable message gets a [`WorkerMessage::Reply`] (or, for a puzzle question or an
/// analysis, [`WorkerMessage::Puzzle`] or [`WorkerMessage::Analysis`]) with an error and the request's id if one can be found,
/// else 0; never a panic.
pub fn answer_incoming<'de, D>(mut read: impl FnMut() -> D, clock: &dyn Clock) -> WorkerMessage
where
    D: Deserializer<'de>,
{
    if has_key(read(), "puzzle") {
        let reply = match puzzle::PuzzleRequest::deserialize(read()) {
            Ok(request) => puzzle::answer_puzzle(&request, clock),
            Err(e) => puzzle::PuzzleReply {
                id: RequestId::deserialize(read()).map_or(0, |r| r.id),
                answer: puzzle::PuzzleAnswer::Error(format!(
                    "the worker could not read the puzzle question: {e}"
                )),
                elapsed_ms: 0,
            },
        };
        return WorkerMessage::Puzzle(reply);
    }
    if has_key(read(), "analyse") {
        let reply = match AnalyseMessage::deserialize(read()) {
            Ok(message) => answer_analysis(&message.analyse, clock),
            Err(e) => AnalysisReply::refusal(
                AnalyseId::deserialize(read()).map_or(0, |m| m.analyse.id),
                0,
                format_args!("the analysis could not read the request: {e}"),
            ),
        };
        return WorkerMessage::Analysis(reply);
    }
    let reply = match BotRequest::deserialize(read()) {
        Ok(request) => answer(&request, clock),
        Err(e) => BotReply::refusal(
            RequestId::deserialize(read()).map_or(0, |r| r.id),
            format_args!("the bot could not read the request: {e}"),
        ),
    };
    WorkerMessage::Reply(reply)
}

/// [`answer_incoming`] for JSON text, as the native binary reads it from standard input:
/// JSON request in, JSON [`WorkerMessage::Reply`] out.
pub fn answer_text(text: &str, clock: &dyn Clock) -> String {
    let message = match serde_json::from_str::<serde_json::Value>(text) {
        Ok(value) => answer_incoming(|| &value, clock),
        Err(e) => WorkerMessage::Reply(BotReply::refusal(
            0,
            format_args!("the bot could not read the request: {e}"),
        )),
    };
    message.to_string()
}

/// The structured-clone form of the messages, shared by the page and the worker so both
/// ends write the same JavaScript values.
#[cfg(any(target_arch = "wasm32", feature = "js"))]
pub mod js {
    use blockness_bots::Clock;
    use serde::de::DeserializeOwned;
    use serde::Serialize;
    use wasm_bindgen::JsValue;

    /// Why a message could not be turned into or read from a JavaScript value.
    pub type Error = serde_wasm_bindgen::Error;

    /// 64-bit integers become `BigInt`s: a seed uses all 64 bits, and
    /// `serde-wasm-bindgen`'s default refuses any integer above 2^53.
    const SERIALIZER: serde_wasm_bindgen::Serializer =
        serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);

    /// `value` as the JavaScript value posted to the other end.
    pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, Error> {
        value.serialize(&SERIALIZER)
    }

    /// A message received from the other end, read back as `T`. Numbers and `BigInt`s
    /// are both accepted for integers.
    pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, Error> {
        serde_wasm_bindgen::from_value(value)
    }

    /// The worker's answer to a message from the page, as [`super::answer_incoming`]
    /// gives it. Cloning a `JsValue` only copies a reference, so reading the message
    /// twice (for its id after a failure) is cheap.
    pub fn answer_js(message: &JsValue, clock: &dyn Clock) -> super::WorkerMessage {
        super::answer_incoming(
            || serde_wasm_bindgen::Deserializer::from(message.clone()),
            clock,
        )
    }
}

// The tests time the bots with the native clock, which wasm32 lacks.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use blockness_bots::SystemClock;
    use blockness_bots::{Budget, Level};
    use blockness_core::{encode_link, Edition, Game, GameRecord, Setup};

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
        let expected =
            blockness_bots::analysis::analyse_ply(&game, 3, &settings, &SystemClock::new());
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
}
