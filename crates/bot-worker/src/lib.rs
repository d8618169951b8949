//! The computer opponents, the puzzle solver and Loch Ness's players, run away from the
//! page's main thread: the bot worker. The page starts this crate's binary as a dedicated
//! Web Worker and talks to it with the messages of `blockness-worker-messages`, which says
//! how they travel; this crate answers them.
//!
//! Everything here except the message loop in the binary is plain Rust and tested natively:
//! [`answer_incoming`] is the whole job of the worker, whatever deserializer reads the
//! message ([`answer_text`] gives it JSON text, the worker a JavaScript value).
//!
//! ```
//! use blockness_bot_worker::answer_text;
//! use blockness_bots::SystemClock;
//! use blockness_worker_messages::WorkerMessage;
//! let request = r#"{"id": 3, "game": {"record": {"players": 2}}, "level": "strong",
//!                   "budget": {"nodes": 2000}, "seed": 7}"#;
//! let WorkerMessage::Reply(reply) = serde_json::from_str(&answer_text(request, &SystemClock::new())).unwrap()
//!     else { panic!("a request is answered with a reply") };
//! assert_eq!(reply.id, 3);
//! assert!(reply.mv.is_some());
//! ```

#![warn(missing_docs)]

pub mod lochness;
pub mod puzzle;

use blockness_bots::analysis::analyse_ply;
use blockness_bots::{decide, Clock};
use blockness_core::Notation;
use blockness_worker_messages::lochness::{LochnessMessage, LochnessReply};
use blockness_worker_messages::puzzle::{PuzzleAnswer, PuzzleReply, PuzzleRequest};
use blockness_worker_messages::{
    AnalyseMessage, AnalysisReply, AnalysisRequest, BotReply, BotRequest, ThinkingInfo,
    WorkerMessage,
};
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
        notation: decision
            .mv
            .map(|mv| Notation::of(game.rules(), game.position(), &mv).to_string()),
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

/// The id of a Loch Ness request that failed to read as a whole.
#[derive(Deserialize)]
struct LochnessId {
    lochness: RequestId,
}

/// The worker's whole job on one incoming message: read it as a
/// [`PuzzleRequest`] when it has a `puzzle` key, as a
/// [`LochnessMessage`] when it has a `lochness` key, as an [`AnalyseMessage`] when
/// it has an `analyse` key, else as a [`BotRequest`], and answer it. `read` gives a fresh deserializer over the message each time it is called:
/// once for the request, and once more, only when that fails, for its id alone. An
/// unreadable message gets a [`WorkerMessage::Reply`] (or, for a puzzle question or an
/// analysis, [`WorkerMessage::Puzzle`] or [`WorkerMessage::Analysis`]) with an error and the request's id if one can be found,
/// else 0; never a panic.
pub fn answer_incoming<'de, D>(mut read: impl FnMut() -> D, clock: &dyn Clock) -> WorkerMessage
where
    D: Deserializer<'de>,
{
    if has_key(read(), "puzzle") {
        let reply = match PuzzleRequest::deserialize(read()) {
            Ok(request) => puzzle::answer_puzzle(&request, clock),
            Err(e) => PuzzleReply {
                id: RequestId::deserialize(read()).map_or(0, |r| r.id),
                answer: PuzzleAnswer::Error(format!(
                    "the worker could not read the puzzle question: {e}"
                )),
                elapsed_ms: 0,
            },
        };
        return WorkerMessage::Puzzle(reply);
    }
    if has_key(read(), "lochness") {
        let reply = match LochnessMessage::deserialize(read()) {
            Ok(message) => lochness::answer_lochness(&message.lochness, clock),
            Err(e) => LochnessReply::refusal(
                LochnessId::deserialize(read()).map_or(0, |m| m.lochness.id),
                format_args!("the Loch Ness bot could not read the request: {e}"),
            ),
        };
        return WorkerMessage::Lochness(reply);
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

/// The worker's answer to a message from the page as a JavaScript value, as
/// [`answer_incoming`] gives it. Cloning a `JsValue` only copies a reference, so reading the
/// message twice (for its id after a failure) is cheap.
#[cfg(target_arch = "wasm32")]
pub fn answer_js(message: &wasm_bindgen::JsValue, clock: &dyn Clock) -> WorkerMessage {
    answer_incoming(
        || serde_wasm_bindgen::Deserializer::from(message.clone()),
        clock,
    )
}

// The tests time the bots with the native clock, which wasm32 lacks.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
