//! The table's actions as a person takes them ([`TableSession::apply`]): a seat asked for,
//! a refusal said instead of done, the rematch called, followed with this device's key and
//! watched without one, and another broker.

use blockness_live::{LiveError, Stage};
use blockness_web_table::session::{Next, TableAction};

use super::*;

#[test]
fn a_seat_asked_for_through_the_table_actions_is_taken() {
    let mut broker = FakeBroker::default();
    let mut ada = created(&LiveDraft::default());
    let mut bob = guest(id(&ada), 2);
    let (a, b) = (broker.attach(), broker.attach());
    broker.connect(&mut ada, a);
    broker.connect(&mut bob, b);
    broker.pump(&mut [(&mut ada, a), (&mut bob, b)]);
    // Nobody is to move while a seat is free.
    assert!(ada.seat_lines().iter().all(|line| !line.to_act));
    let ask = TableAction::AskSeat {
        seat: Some(1),
        name: "Bob".into(),
    };
    assert!(matches!(bob.apply(ask, 0), Next::Stay));
    assert!(bob.asking());
    broker.pump(&mut [(&mut ada, a), (&mut bob, b)]);
    assert_eq!(ada.table().unwrap().stage(), Stage::Playing);
    assert_eq!(bob.seat_lines()[1].who, Who::Person("Bob".into()));
    let to_act: Vec<usize> = ada
        .seat_lines()
        .iter()
        .filter(|l| l.to_act)
        .map(|l| l.seat)
        .collect();
    assert_eq!(to_act.len(), 1, "one seat moves once the game is under way");
    // A note the page found is said as any other.
    bob.apply(TableAction::Note(Note::NameNeeded), 0);
    assert_eq!(bob.note(), Some(&Note::NameNeeded));
}

#[test]
fn a_refused_action_is_said_and_the_page_stays() {
    let mut broker = FakeBroker::default();
    let (mut ada, _bob) = two_at_a_table(&mut broker);
    assert!(matches!(ada.apply(TableAction::Rematch, 0), Next::Stay));
    assert_eq!(ada.note(), Some(&Note::Refused(LiveError::NotOver)));
    let join = TableAction::JoinRematch { with_key: true };
    assert!(matches!(ada.apply(join, 0), Next::Stay));
    // Nobody is away: no seat can be handed to a computer.
    let hand_over = TableAction::HandOver {
        seat: 1,
        level: blockness_live::BotLevel::Easy,
    };
    assert!(matches!(ada.apply(hand_over, 0), Next::Stay));
    assert!(matches!(ada.note(), Some(Note::Refused(_))));
}

#[test]
fn the_rematch_is_called_joined_with_a_key_and_watched_without_one() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = two_at_a_table(&mut broker);
    let mut eve = spectator(id(&ada), 5);
    let e = broker.attach();
    broker.connect(&mut eve, e);
    play_one(&mut broker, &mut ada, &mut bob);
    bob.resign().unwrap();
    broker.pump(&mut [(&mut ada, 0), (&mut bob, 1), (&mut eve, e)]);
    let Next::Rematch(called) = ada.apply(TableAction::Rematch, 0) else {
        panic!("the rematch leads to its table");
    };
    let next = called.table.as_ref().unwrap().id();
    broker.pump(&mut [(&mut ada, 0), (&mut bob, 1), (&mut eve, e)]);
    let Next::Rematch(joined) = bob.apply(TableAction::JoinRematch { with_key: true }, 0) else {
        panic!("Bob played: he sits at the rematch");
    };
    assert_eq!(joined.table.as_ref().unwrap().id(), next);
    assert_eq!(joined.key.public(), bob.wire().client().key().public());
    let watched = eve.apply(TableAction::JoinRematch { with_key: false }, 0);
    assert!(
        matches!(watched, Next::Watch(id) if id == next),
        "{watched:?}"
    );
}

#[test]
fn another_broker_is_where_the_page_goes() {
    let mut broker = FakeBroker::default();
    let (mut ada, _bob) = two_at_a_table(&mut broker);
    let url = "ws://127.0.0.1:1884".to_string();
    let next = ada.apply(TableAction::Broker(url.clone()), 0);
    assert!(matches!(next, Next::Broker(to) if to == url));
    assert_eq!(ada.note(), None);
}
