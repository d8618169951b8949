//! The worker's answers to the solo puzzles' questions
//! ([`blockness_worker_messages::puzzle`]): the campaign's levels, the daily puzzle and the
//! stuck check, with the solver and the generator.

use blockness_bots::Clock;
use blockness_core::Move;
use blockness_puzzles::{campaign, daily, Date, Level, Limits, Puzzle, Reach};
use blockness_worker_messages::puzzle::{PuzzleAnswer, PuzzleQuestion, PuzzleReply, PuzzleRequest};

/// Positions a stuck check or a hint may expand before it gives up and says it cannot
/// tell: shipped levels need a few thousand at most, and this keeps an answer on a
/// wide-open generated level well under a second.
pub const REACH_LIMITS: Limits = Limits {
    positions: 400_000,
    count_cap: 1,
};

/// Answers one puzzle question.
pub fn answer_puzzle(request: &PuzzleRequest, clock: &dyn Clock) -> PuzzleReply {
    let started = clock.now_ms();
    let answer = match &request.puzzle {
        PuzzleQuestion::Level(id) => match campaign().into_iter().find(|l| &l.id == id) {
            Some(level) => PuzzleAnswer::Level(level),
            None => PuzzleAnswer::Error(format!(
                "the campaign has no level {}",
                id.chars().take(16).collect::<String>()
            )),
        },
        PuzzleQuestion::Daily(text) => match text.parse::<Date>() {
            Ok(date) => match daily(date) {
                Ok(generated) => PuzzleAnswer::Level(generated.level),
                Err(e) => PuzzleAnswer::Error(e.to_string()),
            },
            Err(e) => PuzzleAnswer::Error(e.to_string()),
        },
        PuzzleQuestion::Reach { level, moves } => reach(level, moves),
    };
    let elapsed = (clock.now_ms() - started).max(0.0);
    PuzzleReply {
        id: request.id,
        answer,
        elapsed_ms: elapsed.round() as u64,
    }
}

/// The stuck check and hint after `moves`.
fn reach(level: &Level, moves: &[Move]) -> PuzzleAnswer {
    let mut puzzle = match Puzzle::new(level.clone()) {
        Ok(puzzle) => puzzle,
        Err(e) => return PuzzleAnswer::Error(e.to_string()),
    };
    for (index, &mv) in moves.iter().enumerate() {
        if let Err(e) = puzzle.play(mv) {
            return PuzzleAnswer::Error(format!("move {index} (counted from 0) is illegal: {e}"));
        }
    }
    if puzzle.is_solved() {
        return PuzzleAnswer::Reach {
            reachable: Some(true),
            hint: None,
        };
    }
    match puzzle.reach(&REACH_LIMITS) {
        Reach::Yes(solution) => PuzzleAnswer::Reach {
            reachable: Some(true),
            hint: solution.first().copied(),
        },
        Reach::No => PuzzleAnswer::Reach {
            reachable: Some(false),
            hint: None,
        },
        Reach::Undecided => PuzzleAnswer::Reach {
            reachable: None,
            hint: None,
        },
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::{answer_text, WorkerMessage};
    use blockness_bots::SystemClock;
    use serde_json::json;

    fn ask(value: serde_json::Value) -> PuzzleReply {
        match serde_json::from_str(&answer_text(&value.to_string(), &SystemClock::new())) {
            Ok(WorkerMessage::Puzzle(reply)) => reply,
            other => panic!("expected a puzzle reply, got {other:?}"),
        }
    }

    #[test]
    fn a_campaign_level_is_found_by_its_id() {
        let reply = ask(json!({"id": 3, "puzzle": {"level": "2-05"}}));
        assert_eq!(reply.id, 3);
        let PuzzleAnswer::Level(level) = reply.answer else {
            panic!("a level")
        };
        assert_eq!(level.id, "2-05");
        let missing = ask(json!({"id": 4, "puzzle": {"level": "9-99"}}));
        assert!(matches!(missing.answer, PuzzleAnswer::Error(e) if e.contains("no level")));
    }

    #[test]
    fn the_daily_puzzle_is_the_generator_s() {
        let reply = ask(json!({"id": 5, "puzzle": {"daily": "2026-11-26"}}));
        let expected = daily("2026-11-26".parse().unwrap()).unwrap().level;
        assert_eq!(reply.answer, PuzzleAnswer::Level(expected));
        let bad = ask(json!({"id": 6, "puzzle": {"daily": "2026-02-30"}}));
        assert_eq!(bad.id, 6);
        assert!(matches!(bad.answer, PuzzleAnswer::Error(_)));
    }

    #[test]
    fn reach_gives_a_hint_that_leads_to_the_goal_and_notices_a_dead_end() {
        let level = campaign().into_iter().find(|l| l.id == "3-01").unwrap();
        let mut moves = Vec::new();
        // Following hints solves the level.
        loop {
            let request = PuzzleRequest {
                id: 1,
                puzzle: PuzzleQuestion::Reach {
                    level: level.clone(),
                    moves: moves.clone(),
                },
            };
            match answer_puzzle(&request, &SystemClock::new()).answer {
                PuzzleAnswer::Reach {
                    reachable: Some(true),
                    hint: Some(mv),
                } => moves.push(mv),
                PuzzleAnswer::Reach {
                    reachable: Some(true),
                    hint: None,
                } => break,
                other => panic!("{other:?}"),
            }
        }
        assert!(Puzzle::check(&level, &moves).unwrap().solved);
        // Some first move loses: the answer says so.
        let puzzle = Puzzle::new(level.clone()).unwrap();
        let lost = puzzle.legal_moves().into_iter().any(|mv| {
            matches!(
                reach(&level, &[mv]),
                PuzzleAnswer::Reach {
                    reachable: Some(false),
                    hint: None
                }
            )
        });
        assert!(lost, "level 3-01 has a losing first move");
    }

    #[test]
    fn broken_puzzle_questions_are_refused_with_their_id() {
        let reply = ask(json!({"id": 8, "puzzle": {"guess": 1}}));
        assert_eq!(reply.id, 8);
        assert!(matches!(reply.answer, PuzzleAnswer::Error(e) if e.contains("could not read")));
        let illegal = ask(json!({"id": 9, "puzzle": {"reach": {
            "level": serde_json::to_value(campaign()[0].clone()).unwrap(),
            "moves": [{"kind": "start", "head": [0, 0], "tail": [1, 0]}]}}}));
        assert_eq!(illegal.id, 9);
        assert!(matches!(illegal.answer, PuzzleAnswer::Error(e) if e.contains("illegal")));
    }
}
