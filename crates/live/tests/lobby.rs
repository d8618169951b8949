//! The lobby: seekers of one game pair up with nobody to pair them, and hostile traffic
//! (forged, malformed, oversized, stale and replayed seeks, a crowd of seekers that never
//! answer) never pairs a player with nobody, never seats two players in one seat, and never
//! stops the lobby.

use blockness_live::lobby::{self, Seek, SeekClass, PROPOSAL_WAIT_MS, SEEK_LIFETIME_MS};
use blockness_live::{SeatKey, Table};
use proptest::prelude::*;

mod common;

use common::room::{class, Room, T0};

#[test]
fn two_seekers_of_one_game_pair_at_the_same_table_each_in_a_seat() {
    let mut room = Room::new();
    let ada = room.join(1, "Ada", class(2));
    room.run(1);
    assert!(room.table(ada).is_none(), "nobody to play yet");
    let bob = room.join(2, "Bob", class(2));
    room.run(2);
    let (a, b) = (room.table(ada).unwrap(), room.table(bob).unwrap());
    assert_eq!(a.id(), b.id());
    assert_eq!(a.log(), b.log());
    room.assert_nobody_alone();
    let names: Vec<String> = a.settings().seated.iter().map(|p| p.name.clone()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(sorted, ["Ada", "Bob"]);
    assert_eq!(a.grace(), Some(lobby::LOBBY_GRACE));
}

#[test]
fn seekers_of_different_games_never_pair_and_four_of_one_do() {
    let mut room = Room::new();
    let expert = SeekClass {
        expert: true,
        ..class(2)
    };
    let swap = SeekClass {
        swap: true,
        ..class(2)
    };
    let a = room.join(1, "A", class(2));
    let b = room.join(2, "B", expert);
    let c = room.join(3, "C", swap);
    let d = room.join(4, "D", class(3));
    room.run(4);
    for i in [a, b, c, d] {
        assert!(room.table(i).is_none(), "seeker {i} paired across games");
    }
    let four: Vec<usize> = (10..14)
        .map(|s| room.join(s, &format!("P{s}"), class(4)))
        .collect();
    room.run(4);
    let id = room.table(four[0]).unwrap().id();
    for &i in &four {
        assert_eq!(room.table(i).map(|t| t.id()), Some(id));
    }
    assert!(room.table(d).is_none());
    room.assert_nobody_alone();
    // Each lists the others' seeks, of every game, so a player may pick one.
    let listed = room.seekers[a].0.open_seeks();
    assert!(listed.iter().any(|s| s.name == "B" && s.class.expert));
    // A picks B's game: they pair, and C is still waiting for hers.
    let picked = listed.iter().find(|s| s.name == "B").unwrap().class.clone();
    room.seekers[a].0.ask_for(picked).unwrap();
    room.flush(a);
    room.run(4);
    let ab = room.table(a).expect("A plays B's game");
    assert_eq!(room.table(b).map(|t| t.id()), Some(ab.id()));
    assert!(ab.settings().expert);
    assert!(room.table(c).is_none());
    room.assert_nobody_alone();
    assert!(
        room.seekers[c].0.ask_for(class(1)).is_err(),
        "no game of one"
    );
}

#[test]
fn of_three_seekers_two_pair_and_the_third_pairs_with_the_next_to_come() {
    let mut room = Room::new();
    let three: Vec<usize> = (1..4)
        .map(|s| room.join(s, &format!("P{s}"), class(2)))
        .collect();
    room.run(4);
    let paired: Vec<usize> = three
        .iter()
        .copied()
        .filter(|&i| room.table(i).is_some())
        .collect();
    assert_eq!(paired.len(), 2);
    room.assert_nobody_alone();
    let waiting = three.iter().copied().find(|i| !paired.contains(i)).unwrap();
    // Past its wait, the third's proposal to a seeker gone elsewhere is dropped.
    room.run(12);
    let fourth = room.join(9, "P9", class(2));
    room.run(4);
    assert_eq!(
        room.table(waiting).map(|t| t.id()),
        room.table(fourth).map(|t| t.id())
    );
    assert!(room.table(fourth).is_some());
    room.assert_nobody_alone();
}

/// Publishes a signed seek of `key` as an attacker would, at `at`.
fn publish_seek(room: &mut Room, key: &SeatKey, class: &SeekClass, at: u64, with: &[String]) {
    let seek = Seek::signed(key, "Eve", class, at, with, (0, None), false);
    room.broker
        .publish(&lobby::topic(key.public()), &seek.to_wire());
}

#[test]
fn forged_malformed_oversized_stale_and_replayed_seeks_pair_nobody() {
    let mut room = Room::new();
    let ada = room.join(1, "Ada", class(2));
    let eve = SeatKey::from_seed([66; 32]);
    let bob = SeatKey::from_seed([2; 32]);
    // Bob's key, signed by Eve; garbage; an oversized message; a seek from long ago.
    let mut forged = Seek::signed(&eve, "Bob", &class(2), T0, &[], (0, None), false);
    forged.key = bob.public().to_string();
    room.broker
        .publish(&lobby::topic(bob.public()), &forged.to_wire());
    room.broker
        .publish("blockness/v1/lobby/AAAAAAAA", b"{not json");
    room.broker.publish(
        "blockness/v1/lobby/BBBBBBBB",
        &vec![b'x'; lobby::MAX_SEEK + 1],
    );
    let old = SeatKey::from_seed([67; 32]);
    publish_seek(&mut room, &old, &class(2), T0 - SEEK_LIFETIME_MS - 1, &[]);
    // A seek on a topic that is not its key's.
    let wrong = Seek::signed(&eve, "Eve", &class(2), T0, &[], (0, None), false);
    room.broker
        .publish("blockness/v1/lobby/CCCCCCCC", &wrong.to_wire());
    // A group that is not one of its class, and one without the seeker.
    let odd = vec![eve.public().to_string()];
    publish_seek(&mut room, &eve, &class(2), T0, &odd);
    room.run(20);
    assert!(room.table(ada).is_none(), "Ada paired with a forgery");
    assert!(
        room.seekers[ada].0.open_seeks().is_empty(),
        "{:?}",
        room.seekers[ada].0.open_seeks()
    );
    // A newer seek replayed after an older one, then the older: the newer stands.
    let zed = SeatKey::from_seed([68; 32]);
    let newer = Seek::signed(&zed, "Zed", &class(3), room.now, &[], (0, None), false);
    let older = Seek::signed(
        &zed,
        "Zed old",
        &class(3),
        room.now - 1000,
        &[],
        (0, None),
        false,
    );
    room.broker
        .publish(&lobby::topic(zed.public()), &newer.to_wire());
    room.broker
        .publish(&lobby::topic(zed.public()), &older.to_wire());
    room.run(1);
    let listed = room.seekers[ada].0.open_seeks();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].name, "Zed");
}

#[test]
fn a_seek_overwritten_or_cleared_by_someone_else_is_put_back() {
    let mut room = Room::new();
    let ada = room.join(1, "Ada", class(2));
    room.run(1);
    let topic = lobby::topic(room.seekers[ada].0.key().public());
    let ours = room.broker.retained[&topic].clone();
    room.broker.publish(&topic, b"");
    room.run(3);
    assert!(
        room.broker.retained.contains_key(&topic),
        "cleared and not put back"
    );
    room.broker.publish(&topic, b"{}");
    room.run(3);
    assert_ne!(room.broker.retained[&topic], b"{}".to_vec());
    let (back, _) = Seek::from_wire(&room.broker.retained[&topic]).unwrap();
    let (first, _) = Seek::from_wire(&ours).unwrap();
    assert_eq!((back.key, back.name), (first.key, first.name));
}

#[test]
fn seekers_whose_topics_someone_keeps_clearing_still_pair() {
    let mut room = Room::new();
    let ada = room.join(1, "Ada", class(2));
    let bob = room.join(2, "Bob", class(2));
    let topics: Vec<String> = [ada, bob]
        .iter()
        .map(|&i| lobby::topic(room.seekers[i].0.key().public()))
        .collect();
    // The attacker clears a topic after every message delivered.
    for step in 0..400 {
        let i = [ada, bob][step % 2];
        room.deliver(i);
        room.broker.publish(&topics[step % 2], b"");
        if step % 40 == 39 {
            room.now += 100;
            for i in [ada, bob] {
                let now = room.now;
                room.seekers[i].0.tick(now);
                room.flush(i);
            }
        }
    }
    assert!(room.table(ada).is_some());
    assert_eq!(
        room.table(ada).map(|t| t.id()),
        room.table(bob).map(|t| t.id())
    );
    room.assert_nobody_alone();
}

#[test]
fn a_crowd_of_seekers_that_never_answer_delays_a_pairing_by_seconds_not_for_good() {
    let mut room = Room::new();
    // Two hundred valid seeks of the same game, never answering, published first.
    for n in 0..200u32 {
        let mut seed = [0u8; 32];
        seed[..4].copy_from_slice(&n.to_le_bytes());
        seed[31] = 0xEE;
        let fake = SeatKey::from_seed(seed);
        publish_seek(&mut room, &fake, &class(2), T0, &[]);
    }
    let ada = room.join(1, "Ada", class(2));
    let bob = room.join(2, "Bob", class(2));
    let start = room.now;
    while room.table(ada).is_none() || room.table(bob).is_none() {
        room.run(1);
        assert!(
            room.now - start <= 3 * PROPOSAL_WAIT_MS,
            "still unpaired after {} ms",
            room.now - start
        );
    }
    assert_eq!(room.table(ada).unwrap().id(), room.table(bob).unwrap().id());
    room.assert_nobody_alone();
}

#[test]
fn a_seek_leaves_the_pools_by_its_seekers_signed_word_or_when_stale_never_by_a_clear() {
    let mut room = Room::new();
    let ada = room.join(1, "Ada", class(3));
    let bob = room.join(2, "Bob", class(3));
    room.run(2);
    assert_eq!(room.seekers[ada].0.open_seeks().len(), 1);
    // Bob's page closes: its last will clears the topic, which anyone could have sent, so
    // the seek Ada heard still counts.
    room.leave(bob);
    room.run(8);
    assert_eq!(room.seekers[ada].0.open_seeks().len(), 1);
    // Cora leaves on purpose: her signed word takes her out at once.
    let cora = room.join(3, "Cora", class(3));
    room.run(2);
    assert_eq!(room.seekers[ada].0.open_seeks().len(), 2);
    room.quit(cora);
    room.run(1);
    let open: Vec<String> = room.seekers[ada]
        .0
        .open_seeks()
        .into_iter()
        .map(|s| s.name)
        .collect();
    assert_eq!(open, vec!["Bob".to_string()]);
    // And a seek nobody publishes again is forgotten after its lifetime.
    room.now += SEEK_LIFETIME_MS + 1;
    room.run(1);
    assert!(room.seekers[ada].0.open_seeks().is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 256,
        rng_algorithm: proptest::test_runner::RngAlgorithm::ChaCha,
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x10BB_1E55),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// However the broker interleaves deliveries, whoever goes to a table goes with every
    /// member of it, and nobody is left waiting while another seeker of the same game waits.
    #[test]
    fn nobody_is_left_alone_at_a_table_whatever_the_order_of_messages(
        seekers in 2usize..7,
        players in 2u8..5,
        choices in proptest::collection::vec(any::<u32>(), 64),
        arrivals in proptest::collection::vec(0usize..3, 7),
    ) {
        let mut room = Room::new();
        let mut next = 0usize;
        let mut pick = |n: usize| {
            next += 1;
            choices[next % choices.len()] as usize % n
        };
        for (s, waits) in arrivals.iter().enumerate().take(seekers) {
            room.join(s as u8 + 1, &format!("P{s}"), class(players));
            for _ in 0..*waits {
                room.settle(&mut pick, 200);
            }
        }
        for _ in 0..80 {
            room.settle(&mut pick, 500);
        }
        room.assert_nobody_alone();
        let waiting = (0..seekers).filter(|&i| room.table(i).is_none()).count();
        prop_assert!(waiting < usize::from(players), "{waiting} seekers of one game still wait");
    }
}

/// Three seekers in an order of deliveries where a leader proposes a member, turns to
/// another, and comes back: the member's answer to the first proposal, still on its way,
/// must not count for the last (it had let the group go meanwhile).
#[test]
fn an_answer_to_an_earlier_proposal_does_not_count_for_a_later_one() {
    let choices: [u32; 11] = [
        0, 0, 3841807929, 0, 0, 192397391, 1114821177, 1152932141, 3320803996, 3933658928,
        2766312950,
    ];
    let arrivals = [2usize, 0, 2];
    let mut room = Room::new();
    let mut next = 0usize;
    let mut pick = |n: usize| {
        next += 1;
        choices[next % choices.len()] as usize % n
    };
    for (s, waits) in arrivals.iter().enumerate() {
        room.join(s as u8 + 1, &format!("P{s}"), class(2));
        for _ in 0..*waits {
            room.settle(&mut pick, 200);
        }
    }
    for _ in 0..80 {
        room.settle(&mut pick, 500);
    }
    room.assert_nobody_alone();
    assert_eq!((0..3).filter(|&i| room.table(i).is_some()).count(), 2);
}

/// A seeker whose device is gone mid-game, at the table the lobby made: the other player
/// may hand its seat to a computer once the lobby's grace time has passed since its last
/// signed heartbeat, not before, whatever an attacker replays or forges of it meanwhile;
/// and a watcher that takes in everything the broker carries ends on the same log.
#[test]
fn a_seeker_gone_mid_game_is_handed_over_after_the_lobbys_grace_whatever_is_replayed() {
    use blockness_live::heartbeat::Heartbeat;
    use blockness_live::{topics, BlockNessTable, BotLevel, TableClient};

    let mut room = Room::new();
    let ada = room.join(1, "Ada", class(2));
    room.join(2, "Bob", class(2));
    room.run(3);
    let mut table = room.table(ada).expect("the two seekers pair");
    let keys = [SeatKey::from_seed([1; 32]), SeatKey::from_seed([2; 32])];
    let seat = |key: &SeatKey, table: &Table| table.seats_of(key.public())[0];
    let (adas, bobs) = (seat(&keys[0], &table), seat(&keys[1], &table));
    for _ in 0..4 {
        let mover = table.seat_to_move().unwrap();
        let key = if mover == adas { &keys[0] } else { &keys[1] };
        table = table.play(key, &common::pick(&table)).unwrap();
    }
    let id = table.id();
    let mut anna = TableClient::with_table(table.clone(), keys[0].clone());
    let mut watcher = TableClient::join(id, SeatKey::from_seed([77; 32]));
    let presence = topics::presence(id, keys[1].public());
    // Bob's device beats ten times, a second apart, then is gone for good.
    let mut recorded = Vec::new();
    for n in 1..=10 {
        let wire = Heartbeat::signed(&keys[1], id, n).to_wire();
        anna.receive(&presence, &wire, n * 1_000);
        watcher.receive(&presence, &wire, n * 1_000);
        recorded.push(wire);
    }
    let gone_at = 10_000;
    let grace = u64::from(lobby::LOBBY_GRACE) * 1_000;
    let mut now = gone_at;
    let mut handed_at = None;
    while now < gone_at + grace + 5_000 {
        now += 1_000;
        // The attacker replays every heartbeat and log it saw, and forges newer beats.
        let forged = format!(r#"{{"v":3,"n":{},"sig":"AAAA"}}"#, now).into_bytes();
        for client in [&mut anna, &mut watcher] {
            for wire in &recorded {
                client.receive(&presence, wire, now);
            }
            client.receive(&presence, &forged, now);
            client.receive(&topics::log(id), &table.log().to_wire(), now);
        }
        if handed_at.is_none() && anna.may_hand_over(bobs) {
            handed_at = Some(now);
        }
    }
    assert_eq!(
        handed_at,
        Some(gone_at + grace),
        "the grace time after his last sign"
    );
    let (topic, log) = anna.hand_over(bobs, BotLevel::Easy).unwrap();
    watcher.receive(&topic, &log, now);
    let (seen, kept) = (watcher.table().unwrap(), anna.table().unwrap());
    assert_eq!(seen.log(), kept.log(), "the watcher follows the hand-over");
    assert_eq!(seen.stand_in(bobs).map(|s| s.by), Some(adas));
}
