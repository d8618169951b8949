//! Loch Ness questions: which action would a computer player of a level take now? The page
//! asks the worker for the strong level, whose play-outs take a large part of a second a
//! decision; the easy and medium levels answer at once and are asked on the page's thread.
//!
//! The question carries the game as its link, and the worker answers with what
//! [`blockness_lochness::choose_within`] chooses for the same game, level, seed and budget:
//! the page gets the action it would have found itself, only without waiting for it. The
//! strong level reads the game through its seat's view ([`blockness_lochness::SeatView`]),
//! never the seed that deals the hidden fragments.

use std::fmt;

use blockness_bots::Clock;
use blockness_lochness::{choose_within, link, Action, Level, DEFAULT_BUDGET};
use serde::{Deserialize, Serialize};

/// The largest number of play-outs a question may ask for: about a minute of one core
/// natively. More would hold the worker for longer than any player waits.
pub const MAX_BUDGET: usize = 20_000;

/// A question from the page, posted as `{"lochness": {...}}` ([`LochnessMessage`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LochnessRequest {
    /// Chosen by the page and echoed in the reply.
    pub id: u64,
    /// The game so far, as the text of its link (without `#l/`); the bot plays for the seat
    /// to act.
    pub link: String,
    /// How well to play.
    pub level: Level,
    /// Seed of the bot's own random choices.
    #[serde(default)]
    pub seed: u64,
    /// Play-outs the strong level spreads over its choices, 1 to [`MAX_BUDGET`].
    #[serde(default = "default_budget")]
    pub budget: usize,
}

fn default_budget() -> usize {
    DEFAULT_BUDGET
}

/// The form in which a [`LochnessRequest`] is posted, so that the worker tells it from the
/// other questions by its key.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LochnessMessage {
    /// The question.
    pub lochness: LochnessRequest,
}

/// The worker's answer to one [`LochnessRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LochnessReply {
    /// The id of the request answered (0 when the request was unreadable).
    pub id: u64,
    /// The actions played in the game asked about, so the page can tell an answer about a
    /// game it has since moved on from.
    #[serde(default)]
    pub played: usize,
    /// The chosen action; absent when the game is over or the request was refused.
    #[serde(default)]
    pub action: Option<Action>,
    /// Milliseconds spent, by the worker's clock.
    #[serde(default)]
    pub elapsed_ms: f64,
    /// Why the request could not be answered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl LochnessReply {
    /// A reply without an action: the request numbered `id` is refused for `error`.
    pub fn refusal(id: u64, error: impl fmt::Display) -> LochnessReply {
        LochnessReply {
            id,
            played: 0,
            action: None,
            elapsed_ms: 0.0,
            error: Some(error.to_string()),
        }
    }
}

/// Answers one question: replays the link, checks the budget and that someone is to act,
/// and asks the bot.
pub fn answer_lochness(request: &LochnessRequest, clock: &dyn Clock) -> LochnessReply {
    let refuse = |error: String| LochnessReply::refusal(request.id, error);
    if !(1..=MAX_BUDGET).contains(&request.budget) {
        return refuse(format!(
            "the budget must be 1 to {MAX_BUDGET} play-outs, not {}",
            request.budget
        ));
    }
    let game = match link::decode_game(&request.link) {
        Ok(game) => game,
        Err(e) => return refuse(format!("the Loch Ness link cannot be read: {e}")),
    };
    if game.to_act().is_none() {
        return refuse("the game is over: there is no action to find".to_string());
    }
    let started = clock.now_ms();
    let action = choose_within(&game, request.level, request.seed, request.budget);
    LochnessReply {
        id: request.id,
        played: game.actions().len(),
        action,
        elapsed_ms: clock.now_ms() - started,
        error: None,
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use blockness_bots::SystemClock;
    use blockness_lochness::{choose, Game, Record, Setup};

    /// The easy bots' game of `seed`, `actions` actions in.
    fn under_way(seed: u64, actions: usize) -> Game {
        let mut game = Game::new(Setup::seeded(3, seed)).expect("a valid setup");
        for n in 0..actions {
            let Some(action) = choose(&game, Level::Easy, n as u64) else {
                break;
            };
            game.apply(action).expect("a bot's action is legal");
        }
        game
    }

    fn request(game: &Game, level: Level, budget: usize) -> LochnessRequest {
        LochnessRequest {
            id: 9,
            link: link::encode(&Record::of(game)),
            level,
            seed: 5,
            budget,
        }
    }

    #[test]
    fn the_worker_answers_what_the_page_would_choose() {
        let clock = SystemClock::new();
        for (seed, actions) in [(1, 0), (2, 17), (3, 40), (4, 63)] {
            let game = under_way(seed, actions);
            for level in [Level::Easy, Level::Medium, Level::Strong] {
                let reply = answer_lochness(&request(&game, level, 12), &clock);
                assert_eq!(reply.id, 9);
                assert_eq!(reply.error, None);
                assert_eq!(reply.played, game.actions().len());
                assert_eq!(
                    reply.action,
                    choose_within(&game, level, 5, 12),
                    "seed {seed}, {actions} actions, {level}"
                );
                assert!(game.step_actions().contains(&reply.action.unwrap()));
            }
        }
    }

    #[test]
    fn unreadable_links_budgets_and_ended_games_are_refused() {
        let clock = SystemClock::new();
        let game = under_way(1, 10);
        for budget in [0, MAX_BUDGET + 1] {
            let reply = answer_lochness(&request(&game, Level::Strong, budget), &clock);
            assert_eq!(reply.action, None);
            assert!(reply.error.unwrap().contains("budget"));
        }
        let mut broken = request(&game, Level::Strong, 4);
        broken.link.push_str("!!");
        let reply = answer_lochness(&broken, &clock);
        assert!(reply.error.unwrap().contains("cannot be read"));

        let over = under_way(1, 10_000);
        assert_eq!(over.to_act(), None, "the easy bots' game ends");
        let reply = answer_lochness(&request(&over, Level::Strong, 4), &clock);
        assert!(reply.error.unwrap().contains("over"));
    }
}
