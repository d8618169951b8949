//! The live protocol's promises, natively: signed seats and moves, refusals of everything
//! else, and clients that end on the same game whatever a hostile client sends.

use blockness_core::{decode_link, link_edition, Edition, Move, Phase};
use blockness_live::{
    topics, Adoption, BotLevel, BotSeat, Entry, LiveError, Log, Received, SeatKey, Settings, Stage,
    Table, TableClient, TableId, MAX_MESSAGE, REPUBLISH_BURST, REPUBLISH_EVERY_MS,
};
use proptest::prelude::*;
use std::sync::Arc;

fn settings(players: u8, nonce: u8) -> Settings {
    Settings {
        nonce: format!("{nonce:032x}"),
        players,
        expert: false,
        swap: false,
        edition: Edition::STANDARD_NAME.to_string(),
        bots: Vec::new(),
    }
}

fn key(n: u8) -> SeatKey {
    SeatKey::from_seed([n; 32])
}

/// A legal move chosen from the ply, so every test game is the same.
fn pick(table: &Table) -> Move {
    let moves = table.game().legal_moves();
    moves[(table.game().moves().len() * 7 + 3) % moves.len()]
}

/// A two-seat table after both claims, and the keys by seat.
fn seated(players: u8) -> (Table, Vec<SeatKey>) {
    let mut table = Table::create(settings(players, 1)).unwrap();
    let keys: Vec<SeatKey> = (0..players).map(|n| key(n + 10)).collect();
    for (seat, k) in keys.iter().enumerate() {
        table = table.claim(k, seat, &format!("P{seat}")).unwrap();
    }
    (table, keys)
}

/// Plays the table to the end; returns every log on the way.
fn play_out(mut table: Table, keys: &[SeatKey]) -> (Table, Vec<Log>) {
    let mut logs = vec![table.log().clone()];
    while let Some(seat) = table.seat_to_move() {
        let mv = pick(&table);
        table = table.play(&keys[seat], &mv).unwrap();
        logs.push(table.log().clone());
    }
    (table, logs)
}

#[test]
fn a_whole_game_checks_out_for_anyone_who_reads_its_log() {
    for players in 2..=4 {
        let (table, keys) = seated(players);
        assert_eq!(table.stage(), Stage::Playing);
        let (done, _) = play_out(table, &keys);
        assert_eq!(done.stage(), Stage::Over);
        assert_eq!(done.game().phase(), Phase::Over);
        let wire = done.log().to_wire();
        assert!(wire.len() < MAX_MESSAGE / 2, "{} bytes", wire.len());
        let read = Table::verify(done.id(), Log::from_wire(&wire).unwrap()).unwrap();
        assert_eq!(read.link(), done.link());
        // The link opens the same game offline, on the edition it names.
        let edition = link_edition(&done.link()).unwrap();
        let game =
            decode_link(&done.link(), Arc::new(Edition::built_in(edition).unwrap())).unwrap();
        assert_eq!(game.moves(), done.game().moves());
    }
}

#[test]
fn only_the_seat_to_move_can_move_and_only_free_seats_can_be_claimed() {
    let table = Table::create(settings(2, 2)).unwrap();
    let table = table.claim(&key(1), 0, "Ann").unwrap();
    assert_eq!(table.stage(), Stage::Seating);
    assert!(matches!(
        table.play(&key(1), &Move::Swap),
        Err(LiveError::NotPlaying)
    ));
    assert_eq!(
        table.claim(&key(2), 0, "Bob").unwrap_err(),
        LiveError::SeatTaken { seat: 0 }
    );
    assert_eq!(
        table.claim(&key(1), 1, "Ann again").unwrap_err(),
        LiveError::AlreadySeated
    );
    assert_eq!(table.claim(&key(2), 1, "").unwrap_err(), LiveError::BadName);
    assert_eq!(
        table.claim(&key(2), 5, "Bob").unwrap_err(),
        LiveError::SeatTaken { seat: 5 }
    );
    let table = table.claim(&key(2), 1, "Bob").unwrap();
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
fn computer_seats_are_signed_by_the_creators_key() {
    let creator = key(9);
    let mut s = settings(3, 3);
    s.bots = vec![BotSeat {
        seat: 2,
        level: BotLevel::Strong,
        key: creator.public().to_string(),
    }];
    let table = Table::create(s.clone()).unwrap();
    assert_eq!(table.first_open_seat(), Some(0));
    let table = table.claim(&creator, 0, "Cy").unwrap();
    let table = table.claim(&key(4), 1, "Di").unwrap();
    assert_eq!(table.seats_of(creator.public()), vec![0, 2]);
    let mut table = table;
    let keys = [creator.clone(), key(4), creator.clone()];
    while let Some(seat) = table.seat_to_move() {
        let mv = pick(&table);
        table = table.play(&keys[seat], &mv).unwrap();
    }
    assert_eq!(table.stage(), Stage::Over);
    // A computer seat on a seat that does not exist spoils the settings.
    s.bots[0].seat = 3;
    assert!(matches!(
        Table::create(s),
        Err(LiveError::BadSettings { .. })
    ));
}

#[test]
fn resignation_ends_the_game_and_a_rematch_points_at_the_next_table() {
    let (table, keys) = seated(2);
    let table = table.play(&keys[0], &pick(&table)).unwrap();
    let next = settings(2, 99).table_id();
    assert_eq!(
        table.rematch(&keys[0], next).unwrap_err(),
        LiveError::NotOver
    );
    let over = table.resign(&keys[1], 1).unwrap();
    assert_eq!(over.stage(), Stage::Over);
    assert_eq!(over.resigned(), Some(1));
    assert!(over.play(&keys[1], &pick(&table)).is_err());
    assert_eq!(
        over.rematch(&key(77), next).unwrap_err(),
        LiveError::NotSeated
    );
    let rematch = over.rematch(&keys[1], next).unwrap();
    assert_eq!(rematch.rematch_table(), Some(next));
    let read = Table::verify(rematch.id(), rematch.log().clone()).unwrap();
    assert_eq!(read.rematch_table(), Some(next));
}

#[test]
fn forged_entries_are_refused_and_change_nothing() {
    let (table, keys) = seated(2);
    let (_, logs) = play_out(table.clone(), &keys);
    let mut client = TableClient::join(table.id(), key(50));
    let topic = topics::log(table.id());
    client.receive(&topic, &table.log().to_wire(), 0);
    let before = client.table().unwrap().log().clone();
    let real_next = &logs[1];
    let Entry::Move { ply, mv, sig } = real_next.entries.last().unwrap().clone() else {
        panic!("the next entry is a move");
    };
    let forgeries: Vec<(&str, Entry)> = vec![
        (
            "unsigned",
            Entry::Move {
                ply,
                mv: mv.clone(),
                sig: String::new(),
            },
        ),
        (
            "signed by another key",
            Entry::Move {
                ply,
                mv: mv.clone(),
                sig: key(66).sign(
                    table.id(),
                    before.entries.len(),
                    &format!("move:{ply}:{mv}"),
                ),
            },
        ),
        (
            "signed by the other seat",
            Entry::Move {
                ply,
                mv: mv.clone(),
                sig: keys[1].sign(
                    table.id(),
                    before.entries.len(),
                    &format!("move:{ply}:{mv}"),
                ),
            },
        ),
        (
            "out of order",
            Entry::Move {
                ply: ply + 1,
                mv: mv.clone(),
                sig: keys[0].sign(
                    table.id(),
                    before.entries.len(),
                    &format!("move:{}:{mv}", ply + 1),
                ),
            },
        ),
        (
            "illegal",
            Entry::Move {
                ply,
                mv: "S a1-a2".into(),
                sig: keys[0].sign(
                    table.id(),
                    before.entries.len(),
                    &format!("move:{ply}:S a1-a2"),
                ),
            },
        ),
        (
            "replayed at another place",
            Entry::Move {
                ply,
                mv: mv.clone(),
                sig: logs[2].entries.last().map_or(String::new(), |e| match e {
                    Entry::Move { sig, .. } => sig.clone(),
                    _ => String::new(),
                }),
            },
        ),
    ];
    for (what, entry) in forgeries {
        let mut log = before.clone();
        log.entries.push(entry);
        let got = client.receive(&topic, &log.to_wire(), 0);
        assert!(matches!(got, Received::Nothing(Some(_))), "{what}: {got:?}");
        assert_eq!(client.table().unwrap().log(), &before, "{what}");
    }
    // Garbage, cut, oversized, another version, another table: refused unread or unparsed.
    let wire = real_next.to_wire();
    let mut other_version = real_next.clone();
    other_version.v = 2;
    let mut other_table = real_next.clone();
    other_table.settings.nonce = format!("{:032x}", 12345);
    for (what, bytes) in [
        ("garbage", b"\x00\xffnot json".to_vec()),
        ("cut", wire[..wire.len() / 2].to_vec()),
        ("oversized", vec![b' '; MAX_MESSAGE + 1]),
        ("version", other_version.to_wire()),
        ("other table", other_table.to_wire()),
    ] {
        let got = client.receive(&topic, &bytes, 0);
        assert!(matches!(got, Received::Nothing(Some(_))), "{what}: {got:?}");
        assert_eq!(client.table().unwrap().log(), &before, "{what}");
    }
    // The real next log is taken.
    let got = client.receive(&topic, &wire, 0);
    assert_eq!(
        got,
        Received::Table(Adoption::Extended {
            from: before.entries.len()
        })
    );
    // seat signatures: sig used above
    let _ = sig;
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
    // A flood of stale copies for ten seconds: the allowance, then one a second.
    let mut answers = 0;
    for t in 0..10_000u64 {
        client.receive(&topic, &logs[3].to_wire(), 20 + t);
        answers += client.take_republish() as u64;
    }
    assert!(answers <= REPUBLISH_BURST + 10, "{answers} answers");
    assert!(answers >= 10, "{answers} answers");
    // A debt that cannot be paid at once is kept, and paid later.
    let mut quiet = TableClient::join(table.id(), key(54));
    quiet.receive(&topic, &logs[5].to_wire(), 0);
    for _ in 0..=REPUBLISH_BURST {
        quiet.receive(&topic, b"garbage", 100);
    }
    let paid = (0..=REPUBLISH_BURST).filter(|_| {
        quiet.receive(&topic, b"garbage", 100);
        quiet.take_republish()
    });
    assert_eq!(paid.count() as u64, REPUBLISH_BURST);
    assert!(quiet.republish_pending());
    quiet.tick(100 + REPUBLISH_EVERY_MS);
    assert!(quiet.take_republish());
    assert!(!quiet.republish_pending());
    // A forgery is answered the same way.
    let mut forged = logs[6].clone();
    if let Some(Entry::Move { sig, .. }) = forged.entries.last_mut() {
        *sig = key(66).sign(table.id(), 0, "move");
    }
    quiet.receive(&topic, &forged.to_wire(), 100 + 3 * REPUBLISH_EVERY_MS);
    assert!(quiet.take_republish());
    // A client without a table yet has nothing to answer with.
    let mut fresh = TableClient::join(table.id(), key(53));
    fresh.receive(&topic, b"garbage", 0);
    assert!(!fresh.take_republish());
}

#[test]
fn two_claims_for_one_seat_at_once_end_the_same_for_everyone() {
    let table = Table::create(settings(2, 5)).unwrap();
    let topic = topics::log(table.id());
    let first = table.claim(&key(1), 0, "Ann").unwrap();
    let a = first.claim(&key(2), 1, "Bob").unwrap();
    let b = first.claim(&key(3), 1, "Cat").unwrap();
    // Two watchers see the rival claims in opposite orders.
    let mut one = TableClient::join(table.id(), key(60));
    let mut two = TableClient::join(table.id(), key(61));
    for log in [a.log(), b.log()] {
        one.receive(&topic, &log.to_wire(), 0);
    }
    for log in [b.log(), a.log()] {
        two.receive(&topic, &log.to_wire(), 0);
    }
    assert_eq!(one.table().unwrap().log(), two.table().unwrap().log());
    // A longer log built on the losing claim still wins: the game went on there.
    let loser = if one.table().unwrap().log() == a.log() {
        &b
    } else {
        &a
    };
    let loser_keys = if loser.log() == a.log() {
        [key(1), key(2)]
    } else {
        [key(1), key(3)]
    };
    let moved = loser.play(&loser_keys[0], &pick(loser)).unwrap();
    one.receive(&topic, &moved.log().to_wire(), 0);
    two.receive(&topic, &moved.log().to_wire(), 0);
    assert_eq!(one.table().unwrap().log(), moved.log());
    assert_eq!(two.table().unwrap().log(), moved.log());
}

#[test]
fn the_table_id_binds_the_settings() {
    let s = settings(2, 7);
    let id = s.table_id();
    let mut changed = s.clone();
    changed.expert = true;
    let log = Log {
        v: 1,
        settings: changed,
        entries: Vec::new(),
    };
    assert_eq!(Table::verify(id, log).unwrap_err(), LiveError::WrongTable);
    assert_ne!(settings(2, 8).table_id(), id);
    assert!(id.to_string().parse::<TableId>().is_ok());
}

/// One mutation of a real log's bytes or entries.
#[derive(Clone, Debug)]
enum Mutation {
    Byte(usize, u8),
    Cut(usize),
    DropEntry(usize),
    SwapEntries(usize, usize),
    Stale(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Byte(i, b)),
        any::<usize>().prop_map(Mutation::Cut),
        any::<usize>().prop_map(Mutation::DropEntry),
        (any::<usize>(), any::<usize>()).prop_map(|(i, j)| Mutation::SwapEntries(i, j)),
        any::<usize>().prop_map(Mutation::Stale),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Whatever a hostile client mixes into the real logs, every client ends on the real
    /// finished game: mutated, cut, reordered and stale copies never change or stop it.
    #[test]
    fn a_flood_of_spoiled_copies_never_changes_or_stops_the_game(
        mutations in proptest::collection::vec(mutation(), 1..40),
    ) {
        let (table, keys) = seated(2);
        let (done, logs) = play_out(table.clone(), &keys);
        let topic = topics::log(table.id());
        let mut client = TableClient::join(table.id(), key(52));
        for (step, log) in logs.iter().enumerate() {
            // Before each real log, a few spoiled ones.
            for m in mutations.iter().skip(step % mutations.len()).take(3) {
                let spoiled = match m {
                    Mutation::Byte(i, b) => {
                        let mut bytes = log.to_wire();
                        let i = i % bytes.len();
                        bytes[i] = *b;
                        bytes
                    }
                    Mutation::Cut(i) => {
                        let bytes = log.to_wire();
                        bytes[..i % bytes.len()].to_vec()
                    }
                    Mutation::DropEntry(i) => {
                        let mut l = log.clone();
                        if !l.entries.is_empty() {
                            let i = i % l.entries.len();
                            l.entries.remove(i);
                        }
                        l.to_wire()
                    }
                    Mutation::SwapEntries(i, j) => {
                        let mut l = log.clone();
                        if !l.entries.is_empty() {
                            let n = l.entries.len();
                            l.entries.swap(i % n, j % n);
                        }
                        l.to_wire()
                    }
                    Mutation::Stale(i) => logs[i % logs.len()].to_wire(),
                };
                client.receive(&topic, &spoiled, step as u64);
                // Whatever it holds is a prefix of the real game.
                if let Some(t) = client.table() {
                    let ours = &t.log().entries;
                    prop_assert_eq!(&done.log().entries[..ours.len()], &ours[..]);
                }
            }
            client.receive(&topic, &log.to_wire(), step as u64);
        }
        prop_assert_eq!(client.table().map(|t| t.link()), Some(done.link()));
    }
}
