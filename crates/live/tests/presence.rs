//! Presence proved by signed heartbeats: each test plays an attacker on the broker who
//! tries to make a connected player look away (so that a computer takes the seat) or a
//! departed one look present (so that the table stalls), and checks what the honest
//! devices do about it.

mod common;

use blockness_live::heartbeat::{heartbeat_every_ms, Heartbeat, GONE_HINT};
use blockness_live::BlockNessTable;
use blockness_live::{
    topics, BotLevel, LiveError, Received, SeatKey, Stage, Table, TableClient, MAX_HAND_OVERS,
    MAX_MESSAGE,
};
use common::*;

/// A table of two seats with a grace time of `grace` seconds, four moves in.
fn table(grace: u32) -> (Table, Vec<SeatKey>) {
    let mut settings = settings(2, 21);
    settings.grace = Some(grace);
    let (mut table, keys) = seated_with(settings);
    for _ in 0..4 {
        let seat = table.seat_to_move().unwrap();
        table = table.play(&keys[seat], &pick(&table)).unwrap();
    }
    (table, keys)
}

/// Delivers the heartbeat number `n` of `key` to `client` at `now`.
fn beat(client: &mut TableClient, key: &SeatKey, n: u64, now: u64) -> Received {
    let topic = topics::presence(client.id(), key.public());
    let wire = Heartbeat::signed(key, client.id(), n).to_wire();
    client.receive(&topic, &wire, now)
}

/// Everything an attacker without the key can put on a seat's presence and departure
/// topics to make it look away.
fn forged_absences(table: &Table, victim: &SeatKey, n: u64) -> Vec<(String, Vec<u8>)> {
    let id = table.id();
    let presence = topics::presence(id, victim.public());
    let gone = topics::gone(id, victim.public());
    let stranger = key(66);
    vec![
        (gone.clone(), GONE_HINT.to_vec()),
        // The presence messages of the protocol's second version.
        (presence.clone(), br#"{"v":1,"online":false}"#.to_vec()),
        (presence.clone(), Vec::new()),
        (presence.clone(), b"garbage".to_vec()),
        // A heartbeat with a higher count but another key's signature, or none.
        (
            presence.clone(),
            Heartbeat::signed(&stranger, id, n + 1_000_000).to_wire(),
        ),
        (
            presence.clone(),
            format!(r#"{{"v":3,"n":{},"sig":""}}"#, n + 2_000_000).into_bytes(),
        ),
        // The victim's own heartbeat for another table.
        (
            presence,
            Heartbeat::signed(victim, blockness_live::TableId(id.0 ^ 1), n + 1).to_wire(),
        ),
        (gone, b"{\"v\":3,\"gone\":false}".to_vec()),
    ]
}

#[test]
fn nothing_unsigned_makes_a_connected_seat_look_away_or_lets_it_be_handed_over() {
    let (table, keys) = table(2);
    let mut anna = TableClient::with_table(table.clone(), keys[0].clone());
    let every = heartbeat_every_ms(Some(2));
    // Bob's device beats on time for a minute while an attacker floods his topics with
    // everything that could say he left.
    let mut now = 0;
    let mut n = 1;
    while now < 60_000 {
        beat(&mut anna, &keys[1], n, now);
        for (topic, payload) in forged_absences(&table, &keys[1], n) {
            anna.receive(&topic, &payload, now + 1);
            assert!(!anna.may_hand_over(1), "at {now} ms");
            assert!(
                anna.is_online(&keys[1].public().short()),
                "Bob looks away at {now} ms"
            );
        }
        now += every;
        n += 1;
        anna.tick(now);
        assert!(!anna.may_hand_over(1), "at {now} ms");
    }
    assert_eq!(anna.absent_for(1), None);
}

#[test]
fn a_departed_seat_is_handed_over_after_the_grace_time_whatever_is_replayed_for_it() {
    let (table, keys) = table(5);
    let mut anna = TableClient::with_table(table.clone(), keys[0].clone());
    // Bob's device beats ten times, then is gone for good. An attacker keeps replaying what
    // it saw of him and forging heartbeats he never signed.
    let mut recorded = Vec::new();
    for n in 1..=10 {
        let wire = Heartbeat::signed(&keys[1], table.id(), n).to_wire();
        anna.receive(
            &topics::presence(table.id(), keys[1].public()),
            &wire,
            n * 1_000,
        );
        recorded.push(wire);
    }
    let gone_at = 10_000;
    let presence = topics::presence(table.id(), keys[1].public());
    let mut now = gone_at;
    let mut handed_at = None;
    while now < gone_at + 20_000 {
        now += 100;
        for wire in &recorded {
            anna.receive(&presence, wire, now);
        }
        let forged = format!(r#"{{"v":3,"n":{},"sig":"AAAA"}}"#, now * 7).into_bytes();
        anna.receive(&presence, &forged, now);
        anna.receive(&topics::log(table.id()), &table.log().to_wire(), now);
        if handed_at.is_none() && anna.may_hand_over(1) {
            handed_at = Some(now);
        }
    }
    assert_eq!(
        handed_at,
        Some(gone_at + 5_000),
        "the grace time after his last sign"
    );
    assert!(!anna.is_online(&keys[1].public().short()));
    anna.hand_over(1, BotLevel::Easy).unwrap();
    assert_eq!(anna.table().unwrap().stand_in(1).map(|s| s.by), Some(0));
}

#[test]
fn a_seat_taken_back_is_not_handed_over_again_until_it_is_silent_again() {
    let (table, keys) = table(5);
    let mut anna = TableClient::with_table(table.clone(), keys[0].clone());
    let mut bob = TableClient::with_table(table.clone(), keys[1].clone());
    let topic = topics::log(table.id());
    anna.tick(0);
    anna.tick(5_000);
    let (_, handed) = anna.hand_over(1, BotLevel::Easy).unwrap();
    // Bob comes back and takes his seat back: his take-back is a sign of life.
    bob.receive(&topic, &handed, 6_000);
    let (_, back) = bob.take_back().unwrap();
    anna.receive(&topic, &back, 7_000);
    assert_eq!(anna.table().unwrap().stand_in(1), None);
    anna.tick(11_999);
    assert!(!anna.may_hand_over(1), "a whole new silence first");
    // His heartbeats keep him seated however long the game lasts.
    for n in 1..100 {
        beat(&mut anna, &keys[1], n, 7_000 + n * 1_000);
        assert!(!anna.may_hand_over(1));
    }
}

#[test]
fn a_device_that_comes_back_counts_its_heartbeats_above_the_last_the_broker_kept() {
    let (table, keys) = table(30);
    let mut before = TableClient::with_table(table.clone(), keys[1].clone());
    let (topic, last) = before.heartbeat(5_000_000).unwrap();
    // The device restarts with a clock behind its old one, and finds its last heartbeat on
    // the broker: its next one still counts above it, so the others take it.
    let mut again = TableClient::with_table(table.clone(), keys[1].clone());
    again.receive(&topic, &last, 1_000);
    let (_, next) = again.hello(1_000).pop().unwrap();
    let mut anna = TableClient::with_table(table, keys[0].clone());
    assert_eq!(anna.receive(&topic, &last, 2_000), Received::Presence);
    assert_eq!(anna.receive(&topic, &next, 2_001), Received::Presence);
    assert_eq!(anna.receive(&topic, &last, 2_002), Received::Nothing(None));
}

#[test]
fn a_seat_is_handed_over_a_bounded_number_of_times_so_the_log_is_bounded_by_the_game() {
    let (mut table, keys) = table(1);
    // Two seats that hand each other over and take their seats back without waiting,
    // as often as the rules let them.
    let mut hand_overs = 0;
    while let Ok(handed) = table.hand_over(&keys[0], 1, BotLevel::Easy) {
        hand_overs += 1;
        table = handed.take_back(&keys[1], 1).unwrap();
    }
    assert_eq!(hand_overs, usize::from(MAX_HAND_OVERS));
    assert!(matches!(
        table.hand_over(&keys[0], 1, BotLevel::Easy),
        Err(LiveError::CannotHandOver { seat: 1, .. })
    ));
    // The whole game still fits a message with room to spare, with every seat handed
    // over as often as allowed.
    for _ in 0..MAX_HAND_OVERS {
        table = table
            .hand_over(&keys[1], 0, BotLevel::Easy)
            .and_then(|t| t.take_back(&keys[0], 0))
            .unwrap();
    }
    let (done, _) = play_out_any(table, &keys);
    assert_eq!(done.stage(), Stage::Over);
    assert!(
        done.log().to_wire().len() < MAX_MESSAGE / 4,
        "{} bytes",
        done.log().to_wire().len()
    );
}

/// Plays the table to the end by whichever key signs for the seat to move.
fn play_out_any(mut table: Table, keys: &[SeatKey]) -> (Table, usize) {
    let mut n = 0;
    while let Some(seat) = table.seat_to_move() {
        let signer = table.signer_of(seat).unwrap();
        let key = keys.iter().find(|k| k.public() == signer).unwrap();
        table = table.play(key, &pick(&table)).unwrap();
        n += 1;
    }
    (table, n)
}
