//! The end of a live game: a resignation, the rematch every player lands at (whoever
//! calls it, even both at once), and the key this device stops keeping.

use blockness_live::{SeatKey, Stage};

use super::*;

#[test]
fn a_resignation_ends_the_table_and_a_rematch_opens_the_next() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = two_at_a_table(&mut broker);
    play_one(&mut broker, &mut ada, &mut bob);
    bob.resign().unwrap();
    broker.pump(&mut [(&mut ada, 0), (&mut bob, 1)]);
    let table = ada.table().unwrap();
    assert_eq!((table.stage(), table.resigned()), (Stage::Over, Some(1)));
    assert!(ada.board().is_frozen(), "nobody plays after a resignation");
    // The other player wins, named on both devices; only Ada's counts her as "mine".
    let won = |s: &LiveSession| -> Vec<(usize, bool)> {
        s.winners().iter().map(|l| (l.seat, l.mine)).collect()
    };
    assert_eq!(won(&ada), vec![(0, true)]);
    assert_eq!(won(&bob), vec![(0, false)]);
    assert!(ada.resign().is_err());
    let next = ada.rematch().unwrap();
    broker.pump(&mut [(&mut ada, 0), (&mut bob, 1)]);
    let new_table = next.table.clone().unwrap();
    assert_eq!(bob.table().unwrap().rematch_table(), Some(new_table.id()));
    assert_eq!(new_table.settings().players, 2);
    assert_ne!(new_table.id(), id(&ada));
    let log = ada.table().unwrap().log().entries.len();
    let again = ada.rematch().unwrap();
    assert_eq!(again.table.unwrap().id(), new_table.id(), "the same call");
    assert_eq!(ada.table().unwrap().log().entries.len(), log, "called once");
    // Bob follows with his own key: the same table, where he is seated already and, the
    // seats turned, starts. Pressing "Rematch" once Ada's call is here does the same.
    let bob_next = bob.rematch_record().expect("Bob sat at the last game");
    assert_eq!(bob_next.table.as_ref().unwrap().id(), new_table.id());
    let pressed = bob.rematch().unwrap();
    assert_eq!(pressed.table.unwrap().id(), new_table.id());
    assert_eq!(
        pressed.key.public(),
        bob_next.key.public(),
        "with his own key"
    );
    let mut ada2 = LiveSession::open(
        new_table.id(),
        Some(next),
        SeatKey::from_seed([0; 32]),
        None,
    );
    let mut bob2 = LiveSession::open(
        new_table.id(),
        Some(bob_next),
        SeatKey::from_seed([0; 32]),
        None,
    );
    let (a, b) = (broker.attach(), broker.attach());
    broker.connect(&mut ada2, a);
    broker.connect(&mut bob2, b);
    broker.pump(&mut [(&mut ada2, a), (&mut bob2, b)]);
    assert_eq!(bob2.my_person_seat(), Some((0, "Bob".into())));
    assert_eq!(ada2.my_person_seat(), Some((1, "Ada".into())));
    assert_eq!(ada2.table().unwrap().log(), bob2.table().unwrap().log());
    assert_eq!(ada2.table().unwrap().stage(), Stage::Playing);
    assert!(bob2.board().accepts_moves(), "Bob starts the rematch");
}

#[test]
fn the_key_is_no_longer_kept_once_the_game_is_over_and_kept() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = two_at_a_table(&mut broker);
    play_one(&mut broker, &mut ada, &mut bob);
    assert!(!bob.retire_key(), "not over yet");
    bob.resign().unwrap();
    broker.pump(&mut [(&mut ada, 0), (&mut bob, 1)]);
    assert!(bob.kept_address().is_some());
    assert!(bob.record().is_some());
    assert!(bob.retire_key());
    assert!(bob.record().is_none(), "nothing more is written");
    assert!(!bob.retire_key(), "once");
    // The rematch can still be followed from this screen.
    ada.rematch().unwrap();
    broker.pump(&mut [(&mut ada, 0), (&mut bob, 1)]);
    assert!(bob.rematch_record().is_some());
}

#[test]
fn two_players_calling_the_rematch_at_once_land_at_one_table() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = two_at_a_table(&mut broker);
    play_one(&mut broker, &mut ada, &mut bob);
    bob.resign().unwrap();
    broker.pump(&mut [(&mut ada, 0), (&mut bob, 1)]);
    // Neither has heard the other's call yet.
    let (a, b) = (ada.rematch().unwrap(), bob.rematch().unwrap());
    broker.pump(&mut [(&mut ada, 0), (&mut bob, 1)]);
    let (a, b) = (a.table.unwrap(), b.table.unwrap());
    assert_eq!(a.id(), b.id());
    assert_eq!(a.log(), b.log(), "both publish the same table");
    // Whichever call the broker kept, both screens point at that table.
    for s in [&ada, &bob] {
        assert_eq!(s.table().unwrap().rematch_table(), Some(a.id()));
    }
}
