//! The worker's answers to Loch Ness questions
//! ([`blockness_worker_messages::lochness`]). The strong level reads the game through its
//! seat's view ([`blockness_lochness::SeatView`]), never the seed that deals the hidden
//! fragments.

use blockness_bots::Clock;
use blockness_lochness::{choose_within, link};
use blockness_worker_messages::lochness::{LochnessReply, LochnessRequest, MAX_BUDGET};

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
    use blockness_lochness::Level;
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
