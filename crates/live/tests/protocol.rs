//! The live protocol's promises for honest players, natively: seats given by the host to
//! the invited, signed moves, refusals of everything else, races that end the same for
//! everyone, and a rematch that seats everyone at one table. The attacks are in
//! `attacks.rs`.

mod common;

use blockness_core::{decode_link, link_edition, Edition, Move, Phase};
use blockness_live::BlockNessTable;
use blockness_live::{
    topics, Adoption, BotLevel, BotSeat, Entry, LiveError, Log, Received, Seat, Seating, Stage,
    Table, TableClient, TableId, MAX_MESSAGE,
};
use common::*;
use std::sync::Arc;

#[test]
fn a_whole_game_checks_out_for_anyone_who_reads_its_log() {
    for players in 2..=4 {
        let (table, keys) = seated(players);
        assert_eq!(table.stage(), Stage::Playing);
        let (done, _) = play_out(table, &keys);
        assert_eq!(done.stage(), Stage::Over);
        assert_eq!(done.game().unwrap().phase(), Phase::Over);
        let wire = done.log().to_wire();
        assert!(wire.len() < MAX_MESSAGE * 3 / 4, "{} bytes", wire.len());
        let read = Table::verify(done.id(), Log::from_wire(&wire).unwrap()).unwrap();
        assert_eq!(read.link(), done.link());
        // The link opens the same game offline, on the edition it names.
        let edition = link_edition(&done.link()).unwrap();
        let game =
            decode_link(&done.link(), Arc::new(Edition::built_in(edition).unwrap())).unwrap();
        assert_eq!(game.moves(), done.game().unwrap().moves());
    }
}

#[test]
fn only_the_seat_to_move_can_move_and_the_host_seats_first_come_first_seated() {
    let table = Table::create(settings(2, 2)).unwrap();
    let table = admit(&table, &key(1), "Ann", Some(0));
    assert_eq!(table.stage(), Stage::Seating);
    assert!(matches!(
        table.play(&key(1), &Move::Swap),
        Err(LiveError::NotPlaying)
    ));
    // Bob asks for Ann's seat: he gets the next free one.
    let bob = secret()
        .request(table.id(), &key(2), "Bob", Some(0))
        .unwrap();
    // Only the host seats.
    assert_eq!(table.admit(&key(2), &bob).unwrap_err(), LiveError::NotHost);
    let again = secret()
        .request(table.id(), &key(1), "Ann again", None)
        .unwrap();
    assert_eq!(
        table.admit(&host(), &again).unwrap_err(),
        LiveError::AlreadySeated
    );
    assert_eq!(
        secret().request(table.id(), &key(2), "", None).unwrap_err(),
        LiveError::BadName
    );
    let (table, seat) = table.admit(&host(), &bob).unwrap();
    assert_eq!(seat, 1);
    assert_eq!(table.stage(), Stage::Playing);
    // The seating is final.
    let late = secret().request(table.id(), &key(3), "Cat", None).unwrap();
    assert_eq!(
        table.admit(&host(), &late).unwrap_err(),
        LiveError::TableFull
    );
    let mv = pick(&table);
    // Bob holds seat 1, but seat 0 is to move.
    assert!(matches!(
        table.play(&key(2), &mv),
        Err(LiveError::BadSignature { .. })
    ));
    let table = table.play(&key(1), &mv).unwrap();
    assert_eq!(table.seat_to_move(), Some(1));
}

#[test]
fn computer_seats_are_signed_by_the_hosts_key() {
    let mut s = settings(3, 3);
    s.bots = vec![BotSeat {
        seat: 2,
        level: BotLevel::Strong,
    }];
    let table = Table::create(s.clone()).unwrap();
    assert_eq!(table.first_open_seat(), Some(0));
    let table = admit(&table, &host(), "Cy", Some(0));
    let table = admit(&table, &key(4), "Di", None);
    assert_eq!(table.seats_of(host().public()), vec![0, 2]);
    assert_eq!(
        table.seats()[2],
        Seat::Bot {
            level: BotLevel::Strong,
            key: host().public()
        }
    );
    let keys = [host(), key(4), host()];
    let (table, _) = play_out(table, &keys);
    assert_eq!(table.stage(), Stage::Over);
    // A computer seat on a seat that does not exist spoils the settings.
    s.bots[0].seat = 3;
    assert!(matches!(
        Table::create(s),
        Err(LiveError::BadSettings { .. })
    ));
}

#[test]
fn a_rematch_seats_everyone_at_one_table_with_the_seats_turned() {
    let (table, keys) = seated(3);
    let table = table.play(&keys[0], &pick(&table)).unwrap();
    assert_eq!(
        table.rematch(&keys[0]).unwrap_err(),
        LiveError::NotOver,
        "no rematch before the end"
    );
    let over = table.resign(&keys[1], 1).unwrap();
    assert_eq!(over.stage(), Stage::Over);
    assert_eq!(over.resigned(), Some(1));
    // Two players call the rematch at the same moment, each on their own copy.
    let (called_by_0, next_0) = over.rematch(&keys[0]).unwrap();
    let (called_by_2, next_2) = over.rematch(&keys[2]).unwrap();
    assert_eq!(next_0.id(), next_2.id());
    assert_eq!(next_0.log(), next_2.log());
    assert_eq!(called_by_0.rematch_table(), Some(next_0.id()));
    // Every client settles on the same call, and every call points at the same table.
    let mut one = TableClient::with_table(called_by_0.clone(), keys[0].clone());
    let mut two = TableClient::with_table(called_by_2.clone(), keys[2].clone());
    let topic = topics::log(over.id());
    one.receive(&topic, &called_by_2.log().to_wire(), 0);
    two.receive(&topic, &called_by_0.log().to_wire(), 0);
    assert_eq!(one.table().unwrap().log(), two.table().unwrap().log());
    assert_eq!(one.table().unwrap().rematch_table(), Some(next_0.id()));
    // The next table is already seated: the second seat of the last game starts.
    assert_eq!(next_0.stage(), Stage::Playing);
    assert_eq!(next_0.seats()[0].key(), Some(keys[1].public()));
    assert_eq!(next_0.seats()[2].key(), Some(keys[0].public()));
    assert!(!next_0.has_invite());
    assert_eq!(next_0.settings().rematch_of, Some(over.id().to_string()));
    // A rematch call that names another table is refused.
    let Some(Entry::Rematch { key: k, .. }) = called_by_0.log().entries.last().cloned() else {
        panic!("the last entry is the call");
    };
    let elsewhere = Entry::Rematch {
        table: settings(2, 77).table_id().to_string(),
        key: k,
        sig: String::new(),
    };
    let index = over.log().entries.len();
    let forged = signed(
        over.id(),
        index,
        &over.chain_at(index).unwrap(),
        &elsewhere,
        &keys[0],
    );
    let mut log = over.log().clone();
    log.entries.push(forged);
    assert_eq!(
        Table::verify(over.id(), log).unwrap_err(),
        LiveError::WrongTable
    );
}

#[test]
fn a_resignation_made_as_the_opponent_moves_still_counts_after_the_move() {
    let (table, keys) = seated(2);
    let table = table.play(&keys[0], &pick(&table)).unwrap();
    // Seat 1 moves while seat 0 resigns, both on the same log.
    let moved = table.play(&keys[1], &pick(&table)).unwrap();
    let topic = topics::log(table.id());
    let mut resigner = TableClient::with_table(table.clone(), keys[0].clone());
    resigner.resign(0).unwrap();
    let mut mover = TableClient::with_table(moved.clone(), keys[1].clone());
    let mut watcher = TableClient::join(table.id(), key(60));
    watcher.receive(&topic, &resigner.log_payload().unwrap().1, 0);
    // The move outranks the resignation at that place, on every client.
    let got = resigner.receive(&topic, &moved.log().to_wire(), 0);
    assert_eq!(got, Received::Table(Adoption::Replaced { at: 3 }));
    // The resigner's device signs the resignation again after the move, at once.
    assert!(resigner.take_republish());
    let after = resigner.table().unwrap().clone();
    assert_eq!(after.resigned(), Some(0));
    assert_eq!(after.game().unwrap().moves().len(), 2);
    for client in [&mut mover, &mut watcher] {
        client.receive(&topic, &after.log().to_wire(), 0);
        assert_eq!(client.table().unwrap().log(), after.log());
    }
}

#[test]
fn a_stale_log_makes_a_client_send_its_own_again_but_not_in_a_flood() {
    let (table, keys) = seated(2);
    let (_, logs) = play_out(table.clone(), &keys);
    let topic = topics::log(table.id());
    let mut client = TableClient::join(table.id(), key(51));
    client.receive(&topic, &logs[5].to_wire(), 0);
    assert!(!client.take_republish());
    assert_eq!(
        client.receive(&topic, &logs[2].to_wire(), 10),
        Received::Table(Adoption::Behind)
    );
    assert!(client.take_republish());
    assert!(!client.take_republish(), "one answer per debt");
    // A flood of stale copies for two minutes: each answer waits twice as long as the one
    // before (a second, then two, four...), up to a minute.
    let mut answers = Vec::new();
    for t in (0..120_000u64).step_by(5) {
        client.receive(&topic, &logs[3].to_wire(), 20 + t);
        if client.take_republish() {
            answers.push(20 + t);
        }
    }
    assert!(answers.len() <= 7, "{answers:?}");
    assert!(answers.len() >= 5, "{answers:?}");
    let first_minute = answers.iter().filter(|&&t| t < 60_020).count();
    assert!(first_minute <= 6, "{answers:?}");
    assert!(
        answers.windows(2).all(|w| w[1] - w[0] >= 1_000),
        "{answers:?}"
    );
    // A debt that cannot be paid at once is kept, and paid later, unless the broker's copy
    // is right again meanwhile.
    let mut quiet = TableClient::join(table.id(), key(54));
    quiet.receive(&topic, &logs[5].to_wire(), 0);
    quiet.receive(&topic, b"garbage", 100);
    assert!(quiet.take_republish());
    quiet.receive(&topic, b"more garbage", 200);
    assert!(!quiet.take_republish());
    assert!(quiet.republish_pending());
    let due = quiet.next_answer_at().unwrap();
    assert!(due >= 1_100, "{due}");
    quiet.tick(due);
    assert!(quiet.take_republish());
    assert!(!quiet.republish_pending());
    quiet.receive(&topic, b"garbage again", due + 1);
    assert!(quiet.republish_pending());
    quiet.receive(&topic, &logs[5].to_wire(), due + 2);
    assert!(
        !quiet.republish_pending(),
        "the right copy is back: nothing is owed"
    );
    // A client without a table yet has nothing to answer with.
    let mut fresh = TableClient::join(table.id(), key(53));
    fresh.receive(&topic, b"garbage", 0);
    assert!(!fresh.take_republish());
}

#[test]
fn two_players_asking_for_one_seat_at_once_are_both_seated_and_the_later_is_told() {
    let made = Table::create(settings(3, 5)).unwrap();
    let id = made.id();
    let made = admit(&made, &host(), "Host", Some(0));
    let mut broker = Broker::default();
    let mut host_client = TableClient::with_table(made, host());
    let (topic, payload) = host_client.log_payload().unwrap();
    broker.publish(&topic, &payload, &mut [&mut host_client], 0);
    let mut ann = TableClient::join(id, key(1));
    let mut bob = TableClient::join(id, key(2));
    for (t, p) in broker.retained_for(id) {
        ann.receive(&t, &p, 0);
        bob.receive(&t, &p, 0);
    }
    let (ta, pa) = ann.ask(&secret(), "Ann", Some(1)).unwrap();
    let (tb, pb) = bob.ask(&secret(), "Bob", Some(1)).unwrap();
    assert_eq!(ann.seating(), Seating::Waiting);
    // Both requests reach the host; Ann's first.
    broker.publish(&ta, &pa, &mut [&mut host_client, &mut ann, &mut bob], 1);
    broker.publish(&tb, &pb, &mut [&mut host_client, &mut ann, &mut bob], 2);
    assert_eq!(ann.seating(), Seating::Seated(1));
    assert_eq!(
        bob.seating(),
        Seating::SeatedElsewhere { asked: 1, given: 2 }
    );
    assert_eq!(ann.table().unwrap().log(), bob.table().unwrap().log());
    assert_eq!(host_client.table().unwrap().stage(), Stage::Playing);
    // A latecomer finds the table full, and is told so.
    let mut cat = TableClient::join(id, key(3));
    for (t, p) in broker.retained_for(id) {
        cat.receive(&t, &p, 3);
    }
    let (tc, pc) = cat.ask(&secret(), "Cat", None).unwrap();
    broker.publish(&tc, &pc, &mut [&mut host_client, &mut cat], 4);
    assert_eq!(cat.seating(), Seating::Full);
    assert_eq!(host_client.table().unwrap().log().entries.len(), 3);
}

#[test]
fn the_table_id_binds_the_settings_and_an_old_table_is_named_as_such() {
    let s = settings(2, 7);
    let id = s.table_id();
    let mut changed = s.clone();
    changed.expert = true;
    let log = Log {
        v: 2,
        settings: changed,
        entries: Vec::new(),
    };
    assert_eq!(Table::verify(id, log).unwrap_err(), LiveError::WrongTable);
    assert_ne!(settings(2, 8).table_id(), id);
    assert!(id.to_string().parse::<TableId>().is_ok());
    // Logs of the first and second versions of the protocol: their version is named.
    let old = br#"{"v":1,"settings":{"nonce":"00000000000000000000000000000001","players":2,"expert":false,"swap":false,"edition":"lochside-v2","bots":[]},"entries":[]}"#;
    assert_eq!(
        Log::from_wire(old).unwrap_err(),
        LiveError::Version { version: 1 }
    );
    let mut second = Log {
        v: 2,
        settings: s.clone(),
        entries: Vec::new(),
    };
    assert_eq!(
        Log::from_wire(&second.to_wire()).unwrap_err(),
        LiveError::Version { version: 2 }
    );
    second.v = blockness_live::PROTOCOL_VERSION;
    assert!(Log::from_wire(&second.to_wire()).is_ok());
    assert!(LiveError::Version { version: 1 }
        .to_string()
        .contains("version 1"));
}
