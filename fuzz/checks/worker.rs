//! Property checks on the bot worker's messages (`answer_text`): every input gets an
//! answer of its kind, never a panic — a puzzle question (an object with the key
//! `puzzle`) a puzzle answer, an analysis request (key `analyse`) an analysis answer,
//! anything else a bot reply; an answer carries the request's id when one can be read,
//! and a bot's move only when it is legal in the request's game. Analysis budgets are
//! cut like the strong level's.
//!
//! The strong level searches for as long as the request's budget says, which is slow
//! under a fuzzer and not what is tested here, so a readable request asking the strong
//! level for more than [`MAX_NODES`] nodes (or for no node limit) has its budget cut to
//! that many nodes before it is answered; everything else in it is answered as sent. The
//! clock is a counter, so time budgets run out deterministically.
//!
//! Shared by the `worker` fuzz target and the corpus replay in
//! `crates/bot-worker/tests/fuzz_corpus.rs`: any input may be given, and a broken
//! property panics.

use std::cell::Cell;

use blockness_bot_worker::answer_text;
use blockness_bots::{Clock, Level};
use blockness_worker_messages::{BotReply, BotRequest, WorkerMessage};
use serde::Deserialize;

/// The largest node budget a strong request keeps.
const MAX_NODES: u64 = 64;

/// A clock that moves on a millisecond each time it is read.
struct Ticks(Cell<f64>);

impl Clock for Ticks {
    fn now_ms(&self) -> f64 {
        let now = self.0.get();
        self.0.set(now + 1.0);
        now
    }
}

#[derive(Deserialize)]
struct RequestId {
    id: u64,
}

/// Checks every property on `data`, read as text (invalid UTF-8 replaced).
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let mut text = text.into_owned();
    // The worker reads a JSON value, then the request from it (so of a key given twice,
    // the last one counts).
    let value = serde_json::from_str::<serde_json::Value>(&text).ok();
    let request = value.as_ref().and_then(|v| BotRequest::deserialize(v).ok());
    if let (Some(request), Some(mut value)) = (&request, value.clone()) {
        let unlimited = !matches!(request.budget.nodes, Some(n) if n <= MAX_NODES);
        if request.level == Level::Strong && unlimited {
            value["budget"] = serde_json::json!({ "nodes": MAX_NODES });
            text = value.to_string();
        }
    }

    let key = |k: &str| {
        value
            .as_ref()
            .and_then(|v| v.as_object())
            .is_some_and(|o| o.contains_key(k))
    };
    let (puzzle, analyse) = (key("puzzle"), key("analyse") && !key("puzzle"));
    if analyse {
        if let Some(mut v) = value.clone() {
            if v["analyse"].is_object() {
                v["analyse"]["settings"] =
                    serde_json::json!({ "budget": { "nodes": MAX_NODES }, "seed": 1 });
                text = v.to_string();
            }
        }
    }

    let answer = answer_text(&text, &Ticks(Cell::new(0.0)));
    let message: WorkerMessage =
        serde_json::from_str(&answer).expect("the worker answers with its JSON");
    if puzzle || analyse {
        // The id the question gives, if it can be read: a puzzle question's at the top, an
        // analysis request's inside `analyse`.
        let at = if puzzle {
            value.clone()
        } else {
            value.as_ref().map(|v| v["analyse"].clone())
        };
        let id = at
            .and_then(|v| RequestId::deserialize(&v).ok())
            .map(|r| r.id);
        let answered = match (&message, puzzle) {
            (WorkerMessage::Puzzle(reply), true) => reply.id,
            (WorkerMessage::Analysis(reply), false) => reply.id,
            _ => panic!("a question is answered in its own kind, not {answer}"),
        };
        if let Some(id) = id {
            assert!(
                answered == id || answered == 0,
                "answer {answered} to question {id}"
            );
        }
        return;
    }
    let WorkerMessage::Reply(reply) = message else {
        panic!("a request is answered with a reply, not {answer}");
    };
    match request {
        Some(request) => check_answer(&request, &reply),
        None => {
            // Refused as unreadable, with the id if the message has one.
            let id = value
                .as_ref()
                .and_then(|v| RequestId::deserialize(v).ok())
                .map_or(0, |r| r.id);
            assert_eq!(reply.id, id);
            assert_eq!(reply.mv, None);
            assert!(reply.error.is_some(), "an unreadable request gets a reason");
        }
    }
}

fn check_answer(request: &BotRequest, reply: &BotReply) {
    assert_eq!(reply.id, request.id);
    match request.game.game() {
        Err(_) => {
            assert_eq!(reply.mv, None);
            assert!(
                reply.error.is_some(),
                "a game that does not replay is refused"
            );
        }
        Ok(game) => match game.to_move() {
            None => {
                assert_eq!(reply.mv, None);
                assert!(reply.error.is_some(), "a finished game has no move to find");
            }
            Some(seat) => {
                assert_eq!(reply.error, None);
                let mv = reply.mv.expect("a game in play gets a move");
                assert_eq!(game.check(seat, &mv), Ok(()), "the bot's move {mv:?}");
            }
        },
    }
}
