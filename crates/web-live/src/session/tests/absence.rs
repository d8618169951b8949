//! A player who leaves: the other hands the seat to a computer once the grace time is
//! over, runs it, and the player who comes back sees it and takes the seat back.

use blockness_live::heartbeat::GONE_HINT;
use blockness_live::{topics, BotLevel, MqttSession, Stage};
use blockness_web_board::seat::SeatKind;
use blockness_worker_messages::{BotReply, ThinkingInfo};

use super::*;

/// Bob's device is gone at clock 0: the broker publishes his last will, and Ada hears no
/// heartbeat of his for twenty seconds.
fn bob_leaves(broker: &mut FakeBroker, ada: &mut LiveSession, bob: &LiveSession) {
    let id = bob.table().unwrap().id();
    let topic = topics::gone(id, bob.public_key());
    broker.drop_client(1);
    let will = MqttSession::publish_retained_once(&topic, GONE_HINT);
    broker.take(1, &will);
    broker.pump(&mut [(ada, 0)]);
    ada.tick(20_000);
}

#[test]
fn a_seat_gone_past_the_grace_time_is_handed_over_run_here_and_taken_back() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = two_at_a_table(&mut broker);
    play_one(&mut broker, &mut ada, &mut bob);
    assert!(ada.seat_lines()[1].hand_over_at.is_none(), "Bob is here");
    bob_leaves(&mut broker, &mut ada, &bob);
    let grace_ms = u64::from(DEFAULT_GRACE) * 1000;
    assert_eq!(ada.seat_lines()[1].hand_over_at, Some(grace_ms));
    assert_eq!(ada.seat_lines()[0].hand_over_at, None, "not her own seat");
    assert!(matches!(
        ada.hand_over(1, BotLevel::Easy, grace_ms - 1),
        Err(blockness_live::LiveError::CannotHandOver { seat: 1, .. })
    ));
    ada.hand_over(1, BotLevel::Easy, grace_ms).unwrap();
    assert_eq!(
        ada.seat_lines()[1].stand_in,
        Some((BotLevel::Easy, "Ada".to_string()))
    );
    assert_eq!(
        ada.board().seats()[1],
        SeatKind::bot(blockness_bots::Level::Easy)
    );
    // It is Bob's turn: Ada's device now asks its computer for his move.
    let request = ada
        .bot_request()
        .cloned()
        .expect("the computer plays Bob's seat");
    let mv = ada.board().game().legal_moves()[0];
    ada.bot_answered(&BotReply {
        id: request.id,
        mv: Some(mv),
        notation: None,
        info: ThinkingInfo::default(),
        error: None,
    });
    assert_eq!(ada.board().game().moves().len(), 2);
    assert!(ada.board().accepts_moves(), "Ada's own turn again");

    // Bob comes back: he reads who plays his seat and takes it back.
    let b = broker.attach();
    broker.connect(&mut bob, b);
    broker.pump(&mut [(&mut ada, 0), (&mut bob, b)]);
    assert_eq!(bob.board().game().moves().len(), 2);
    assert_eq!(bob.my_stand_in(), Some((BotLevel::Easy, "Ada".to_string())));
    assert!(!bob.board().accepts_moves());
    bob.take_back().unwrap();
    broker.pump(&mut [(&mut ada, 0), (&mut bob, b)]);
    assert_eq!(bob.my_stand_in(), None);
    assert_eq!(ada.seat_lines()[1].stand_in, None);
    ada.click_first();
    broker.pump(&mut [(&mut ada, 0), (&mut bob, b)]);
    assert!(
        ada.bot_request().is_none(),
        "Bob plays his seat himself again"
    );
    assert!(bob.board().accepts_moves());
    assert_eq!(bob.table().unwrap().stage(), Stage::Playing);
}
