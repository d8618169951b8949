//! Devices in the lobby: seekers of one game meet through the broker and open one table,
//! each in a seat of its own, where they play; seekers of different games never meet until
//! one picks the other's game; leaving clears the seek.

use blockness_core::Edition;
use blockness_live::lobby::{self, SeekClass};
use blockness_live::{SeatKey, Stage};
use blockness_web_table::session::{SeekStage, Seeking};

use super::*;

/// The tests' wall clock starts here (milliseconds since the Unix epoch).
const T0: u64 = 1_800_000_000_000;

fn class(players: u8, expert: bool) -> SeekClass {
    SeekClass {
        game: blockness_live::TableGame::BlockNess,
        players,
        expert,
        swap: false,
        edition: Edition::STANDARD_NAME.to_string(),
    }
}

fn seeker(seed: u8, name: &str, class: SeekClass) -> Seeking {
    Seeking::new(SeatKey::from_seed([seed; 32]), name, class, T0).unwrap()
}

/// Lets `seconds` pass half a second at a time, the broker carrying everything between.
fn run(broker: &mut FakeBroker, seekers: &mut [&mut Seeking], seconds: u64) {
    for step in 1..=seconds * 2 {
        let now = T0 + step * 500;
        let mut wired: Vec<(&mut Seeking, usize)> = Vec::new();
        for (client, s) in seekers.iter_mut().enumerate() {
            assert!(s.tick(now), "the broker answers every ping");
            wired.push((&mut **s, client));
        }
        broker.pump(&mut wired);
    }
}

#[test]
fn two_seekers_of_one_game_open_one_table_and_play_it() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = (
        seeker(1, "Ada", class(2, false)),
        seeker(2, "Bob", class(2, false)),
    );
    for (client, s) in [&mut ada, &mut bob].into_iter().enumerate() {
        broker.attach();
        broker.connect(s, client);
    }
    assert_eq!(ada.stage(), SeekStage::Connecting);
    broker.pump(&mut [(&mut ada, 0)]);
    assert_eq!(
        ada.stage(),
        SeekStage::Waiting,
        "Ada is in the lobby, alone"
    );
    assert!(ada.matched().is_none());
    run(&mut broker, &mut [&mut ada, &mut bob], 10);
    let (a, b) = (
        ada.matched().expect("Ada is paired"),
        bob.matched().expect("Bob too"),
    );
    assert_eq!(ada.stage(), SeekStage::Matched);
    let id = a.table.as_ref().unwrap().id();
    assert_eq!(b.table.as_ref().unwrap().id(), id, "one table");
    // They leave the lobby: their seeks are cleared on the broker.
    for (client, s) in [&mut ada, &mut bob].into_iter().enumerate() {
        for frame in s.leave() {
            broker.take(client, &frame);
        }
    }
    let topic = lobby::topic(SeatKey::from_seed([1; 32]).public());
    assert_eq!(broker.retained(&topic), None, "Ada's seek is gone");
    // At the table, each is in a seat of its own and the game starts.
    let mut tables: Vec<LiveSession> = [a, b]
        .into_iter()
        .map(|record| LiveSession::open(id, Some(record), SeatKey::from_seed([9; 32]), None))
        .collect();
    let (first, second) = (broker.attach(), broker.attach());
    let [at_a, at_b] = &mut tables[..] else {
        unreachable!()
    };
    broker.connect(at_a, first);
    broker.connect(at_b, second);
    broker.pump(&mut [(at_a, first), (at_b, second)]);
    let seats = [at_a.my_person_seat(), at_b.my_person_seat()];
    let mut names: Vec<String> = seats.iter().map(|s| s.clone().unwrap().1).collect();
    names.sort();
    assert_eq!(names, ["Ada", "Bob"]);
    assert_ne!(seats[0].as_ref().unwrap().0, seats[1].as_ref().unwrap().0);
    assert_eq!(at_a.table().unwrap().stage(), Stage::Playing);
    assert_eq!(at_a.table().unwrap().log(), at_b.table().unwrap().log());
}

#[test]
fn seekers_of_different_games_meet_once_one_picks_the_others_game() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = (
        seeker(1, "Ada", class(2, false)),
        seeker(2, "Bob", class(2, true)),
    );
    for (client, s) in [&mut ada, &mut bob].into_iter().enumerate() {
        broker.attach();
        broker.connect(s, client);
    }
    run(&mut broker, &mut [&mut ada, &mut bob], 20);
    assert!(
        ada.matched().is_none() && bob.matched().is_none(),
        "never across games"
    );
    assert!(!ada.proposing());
    let listed = ada.open_seeks();
    assert_eq!(listed.len(), 1, "Ada sees Bob's seek, not her own");
    assert_eq!(
        (listed[0].name.as_str(), listed[0].class.expert),
        ("Bob", true)
    );
    ada.ask_for(listed[0].class.clone()).unwrap();
    assert!(ada.class().expert);
    run(&mut broker, &mut [&mut ada, &mut bob], 10);
    let table = ada
        .matched()
        .expect("paired once she asked for his game")
        .table
        .unwrap();
    assert!(table.settings().expert);
    assert_eq!(bob.matched().unwrap().table.unwrap().id(), table.id());
}

#[test]
fn a_broker_that_stops_answering_pings_is_given_up() {
    let mut broker = FakeBroker::default();
    let mut ada = seeker(1, "Ada", class(2, false));
    broker.attach();
    broker.connect(&mut ada, 0);
    broker.pump(&mut [(&mut ada, 0)]);
    assert_eq!(ada.stage(), SeekStage::Waiting);
    // The broker hears nothing more from here: the pings go unanswered.
    let mut alive = true;
    for step in 1..=60 {
        alive &= ada.tick(T0 + step * 1000);
        let _ = ada.take_outgoing();
    }
    assert!(!alive, "a dead connection is noticed");
    ada.closed();
    assert_eq!(ada.stage(), SeekStage::Down);
    assert!(
        ada.leave().is_empty(),
        "nothing to say on a dead connection"
    );
}
