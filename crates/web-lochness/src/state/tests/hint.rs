//! The hint for the person to act: asked of the strong level for the game on the table,
//! shown where the view draws it, and kept with the game once acted on.

use blockness_lochness::{choose, Level};

use super::super::hint::{hint_marks, HintSay};
use super::*;

/// A two-player game whose first seat is the person, at its first action.
fn person_first() -> LochState {
    let state = started(2, vec![SeatKind::Human, SeatKind::bot(Level::Easy)], 11);
    assert!(
        state.table().unwrap().person_to_act().is_some(),
        "the person acts first"
    );
    state
}

/// What the worker answers for the hint asked: the strong level's choice.
fn answer(state: &LochState) -> (String, Action) {
    let question = state
        .table()
        .unwrap()
        .hint_question()
        .expect("a hint is asked");
    assert_eq!(question.level, Level::Strong);
    let action = choose(state.game().unwrap(), question.level, question.seed).unwrap();
    (question.link, action)
}

#[test]
fn a_hint_is_asked_for_the_person_to_act_and_shown_for_that_game_only() {
    let mut state = person_first();
    assert_eq!(
        state.table().unwrap().hint_question(),
        None,
        "nothing asked yet"
    );
    assert!(state.apply(LochAction::AskHint));
    assert!(state.table().unwrap().hint_pending());
    assert!(!state.apply(LochAction::AskHint), "asked once");
    let (link, action) = answer(&state);
    assert!(
        !state.apply(LochAction::HintAnswered {
            link: "1AAIH".to_string(),
            action,
        }),
        "an answer about another game"
    );
    assert!(
        !state.apply(LochAction::HintAnswered {
            link: link.clone(),
            action: Action::Roll,
        }),
        "an action the step does not offer"
    );
    assert!(state.apply(LochAction::HintAnswered { link, action }));
    let table = state.table().unwrap();
    assert_eq!(table.hint(), Some(action));
    assert!(!table.hint_pending());
    let Action::Place { point } = action else {
        panic!("the first action is a placement: {action:?}");
    };
    let marks = hint_marks(table);
    assert_eq!(marks.points, vec![point]);
    assert_eq!(marks.say, Some(HintSay::Place(point)));
    let words = words::Say::Hint(HintSay::Place(point)).text(Lang::En);
    assert_eq!(
        words,
        format!("Hint: post a photographer on point {point}.")
    );
    // On the lake, that point and no other carries the mark.
    let lake = view::lake(table, &hint_marks(table));
    let marked: Vec<usize> = lake
        .points
        .iter()
        .filter(|p| p.hint)
        .map(|p| p.id)
        .collect();
    assert_eq!(marked, vec![point]);
}

#[test]
fn no_hint_for_a_computer_seat() {
    let mut state = started(2, vec![SeatKind::bot(Level::Easy); 2], 11);
    assert!(!state.apply(LochAction::AskHint));
    assert_eq!(state.table().unwrap().hint_question(), None);
}

#[test]
fn an_action_taken_with_a_hint_is_kept_with_the_game() {
    let mut state = person_first();
    assert!(state.apply(LochAction::AskHint));
    let (link, action) = answer(&state);
    assert!(state.apply(LochAction::HintAnswered { link, action }));
    let Action::Place { point } = action else {
        panic!("the first action is a placement");
    };
    assert!(state.apply(LochAction::ClickPoint(point)));
    let table = state.table().unwrap();
    assert_eq!(table.hinted(), &[0]);
    assert_eq!(table.hint(), None, "the hint goes with the position");
    // Kept on the device: read back, the game still knows it.
    let stored = state.store_text().unwrap();
    assert!(stored.contains("\"hinted\":[0]"), "{stored}");
    let (back, _) = LochState::boot("", Ok(Some(stored)), "g9");
    assert_eq!(back.table().unwrap().hinted(), &[0]);
    // An action without a hint is not marked.
    while state.table().unwrap().person_to_act().is_none() {
        assert!(state.apply(LochAction::BotMove));
    }
    let before = state.game().unwrap().actions().len();
    assert!(click_first(&mut state));
    assert_eq!(state.table().unwrap().hinted(), &[0], "{before}");
}

#[test]
fn without_the_worker_the_page_finds_the_same_hint() {
    let mut state = person_first();
    assert!(!state.apply(LochAction::HintHere), "nothing asked");
    assert!(state.apply(LochAction::AskHint));
    let (_, action) = answer(&state);
    assert!(state.apply(LochAction::HintHere));
    assert_eq!(state.table().unwrap().hint(), Some(action));
}

#[test]
fn kept_hints_beyond_the_game_are_dropped() {
    let state = person_first();
    let table = state
        .table()
        .unwrap()
        .clone()
        .with_hinted(vec![5, 0, 0, 99]);
    assert_eq!(table.hinted(), &[] as &[usize], "no action is played yet");
}
