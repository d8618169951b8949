//! The strong computer players, whose actions the page asks of the bot worker: the
//! question names the game, an answer is taken only for that game, and "play the
//! computer's moves at once" goes on through them without a pause.

use blockness_lochness::{choose, Level};

use super::*;

const STRONG: SeatKind = SeatKind::Bot(blockness_lochness::ladder::STEPS[6]);

#[test]
fn only_a_strong_bot_is_asked_of_the_worker() {
    for kind in [
        SeatKind::Human,
        SeatKind::bot(Level::Easy),
        SeatKind::bot(Level::Medium),
    ] {
        let state = started(2, vec![kind; 2], 4);
        assert_eq!(state.table().unwrap().bot_question(), None, "{kind:?}");
    }
    let state = started(2, vec![STRONG; 2], 4);
    let table = state.table().unwrap();
    let question = table.bot_question().expect("a strong bot to act");
    assert_eq!(question.link, address::link_of(table.game()));
    assert_eq!(question.level, Level::Strong);
}

#[test]
fn the_answer_is_the_pages_own_choice_and_is_taken_once() {
    let mut state = started(2, vec![STRONG, SeatKind::Human], 6);
    let table = state.table().unwrap();
    let question = table.bot_question().expect("the strong bot acts first");
    // What the worker answers: the same function, game, level and seed.
    let action = choose(table.game(), question.level, question.seed).unwrap();
    assert_eq!(
        table.bot_action(),
        Some(action),
        "the page's own fallback finds the same"
    );
    let played = table.game().actions().len();
    assert!(state.apply(LochAction::BotAnswered {
        link: question.link.clone(),
        action,
    }));
    assert_eq!(state.game().unwrap().actions().len(), played + 1);
    assert!(
        !state.apply(LochAction::BotAnswered {
            link: question.link,
            action,
        }),
        "the same answer again is about a game that has moved on"
    );
}

#[test]
fn an_answer_about_another_game_or_an_illegal_one_is_dropped() {
    let mut state = started(2, vec![STRONG, SeatKind::Human], 6);
    let asked = state.table().unwrap().bot_question().unwrap();
    let action = state.table().unwrap().bot_action().unwrap();
    // A new game on the same table while the bot thought: its answer is not for this one.
    assert!(state.apply(LochAction::Start {
        players: 2,
        seats: vec![STRONG, SeatKind::Human],
        seed: 7,
        id: "g2".to_string(),
    }));
    assert_ne!(
        state.table().unwrap().bot_question().unwrap().link,
        asked.link
    );
    assert!(!state.apply(LochAction::BotAnswered {
        link: asked.link,
        action,
    }));
    assert!(state.game().unwrap().actions().is_empty());
    // The right game, but an action its step does not offer.
    let now = state.table().unwrap().bot_question().unwrap();
    let legal = state.game().unwrap().step_actions();
    let illegal = [
        Action::Pass,
        Action::Roll,
        Action::Draw { deck: Kind::Bench },
    ]
    .into_iter()
    .find(|a| !legal.contains(a))
    .expect("some action is not legal now");
    assert!(!state.apply(LochAction::BotAnswered {
        link: now.link,
        action: illegal,
    }));
    assert!(state.game().unwrap().actions().is_empty());
}

#[test]
fn at_once_stops_at_a_strong_bot_and_hurries_on_after_each_answer() {
    let mut state = started(2, vec![SeatKind::bot(Level::Easy), STRONG], 8);
    assert!(state.apply(LochAction::BotsAtOnce));
    let mut answers = 0;
    while let Some(question) = state.table().unwrap().bot_question() {
        assert!(
            state.table().unwrap().hurrying(),
            "no pause before the strong bot"
        );
        let action = state.table().unwrap().bot_action().unwrap();
        assert!(state.apply(LochAction::BotAnswered {
            link: question.link,
            action,
        }));
        answers += 1;
        if answers == 3 {
            break;
        }
    }
    assert_eq!(answers, 3, "the strong bot acts again and again in a game");
    let table = state.table().unwrap();
    // The easy bot's actions in between were played at once: a bot is to act, and it is
    // the strong one, still hurried.
    assert!(table.bot_question().is_some() || table.game().step() == Step::Over);
    assert!(table.hurrying() || table.game().step() == Step::Over);
}

#[test]
fn at_once_ends_its_hurry_at_a_person() {
    let mut state = started(2, vec![STRONG, SeatKind::Human], 9);
    // Nothing is played here, but the strong bot is now hurried.
    assert!(state.apply(LochAction::BotsAtOnce));
    assert!(state.table().unwrap().hurrying());
    let played = state.game().unwrap().actions().len();
    assert_eq!(played, 0);
    while let Some(question) = state.table().unwrap().bot_question() {
        let action = state.table().unwrap().bot_action().unwrap();
        assert!(state.apply(LochAction::BotAnswered {
            link: question.link,
            action,
        }));
    }
    let table = state.table().unwrap();
    assert!(table.person_to_act().is_some());
    assert!(!table.hurrying());
}
