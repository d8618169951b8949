//! The games kept on the device: unreadable storage set aside and never written over, a
//! kept game that no longer replays kept as it is, finished games capped.

use super::*;
use crate::state::store::{Entry, Saved, StoreError, MAX_FINISHED};

#[test]
fn unreadable_storage_is_set_aside_and_never_written_over_when_that_fails() {
    for text in [
        "{not json",
        r#"{"version": 9, "games": []}"#,
        r#"{"games": []}"#,
    ] {
        let (mut state, effects) = LochState::boot("", Ok(Some(text.to_string())), "g1");
        assert!(effects.set_aside, "{text}");
        assert!(matches!(
            state.notices(),
            [Note::StoreUnreadable {
                set_aside: true,
                ..
            }]
        ));
        assert!(state.apply(LochAction::StorageBlocked));
        assert!(matches!(
            state.notices(),
            [Note::StoreUnreadable {
                set_aside: false,
                ..
            }]
        ));
        assert!(state.store_text().is_none());
    }
    let dup = r#"{"version":1,"games":[{"id":"a","link":"1"},{"id":"a","link":"1"}]}"#;
    assert_eq!(
        Saved::decode(dup),
        Err(StoreError::DuplicateId("a".to_string()))
    );
}

#[test]
fn a_kept_game_that_no_longer_replays_stays_kept() {
    let text = r#"{"version":1,"current":"a","games":[{"id":"a","link":"1zz","seats":""}]}"#;
    let (state, effects) = LochState::boot("", Ok(Some(text.to_string())), "g1");
    assert!(!effects.set_aside);
    assert!(matches!(state.notices(), [Note::SavedUnreadable(_)]));
    assert!(state.new_game_open());
    assert_eq!(state.saved().entries().len(), 1);
    assert_eq!(
        Saved::decode(&state.store_text().unwrap()),
        Saved::decode(text)
    );
}

#[test]
fn games_in_progress_are_never_dropped_and_finished_ones_are_capped() {
    let mut saved = Saved::default();
    for i in 0..12 {
        saved.put(Entry {
            id: format!("g{i}"),
            link: "1".to_string(),
            seats: String::new(),
            over: i % 2 == 0,
            hinted: Vec::new(),
        });
    }
    let entries = saved.entries();
    assert_eq!(entries.iter().filter(|e| !e.over).count(), 6);
    assert_eq!(entries.iter().filter(|e| e.over).count(), MAX_FINISHED);
    assert_eq!(Saved::decode(&saved.encode()), Ok(saved.clone()));
}
