//! Loch Ness tables: a whole game between devices over a broker in memory, its record an
//! ordinary Loch Ness link, and every way an attacker who reads and writes every topic
//! could try to forge, foresee or steer the table's draws.

#![cfg(feature = "lochness")]

mod common;

use blockness_live::chance::{ChanceSeed, Commitment};
use blockness_live::LochNessTable;
use blockness_live::{
    chain, topics, BotLevel, Entry, LiveError, Log, SeatKey, Stage, Table, TableClient, TableGame,
};
use blockness_lochness::{choose, link, Action, Kind, Level, Step};
use common::loch::{entries, loch_settings, seat_keys, three_and_a_watcher, Net};
use common::{forge, host, key};

#[test]
fn three_devices_play_a_whole_game_and_its_record_is_an_ordinary_link() {
    let mut net = three_and_a_watcher();
    // Every seat committed (the three commitments raced for one place; the losers signed
    // again), and the table drew Nessie's first place.
    let table = net.table(0);
    assert_eq!(entries(table, |e| matches!(e, Entry::Commit { .. })), 3);
    let game = table.lochness().unwrap().game();
    assert!(matches!(
        game.actions().first(),
        Some(Action::Chance { .. })
    ));
    assert_eq!(game.step(), Step::Setup);
    net.play(2_000);
    let table = net.table(0);
    assert_eq!(table.stage(), Stage::Over);
    for device in 1..net.clients.len() {
        assert_eq!(net.table(device).log(), table.log(), "device {device}");
    }
    let draws = entries(table, |e| matches!(e, Entry::Draw { .. }));
    let game = table.lochness().unwrap().game();
    let chances = game
        .actions()
        .iter()
        .filter(|a| matches!(a, Action::Chance { .. }))
        .count();
    assert_eq!(draws, chances, "every draw is one chance action");
    assert!(draws > 10, "{draws} draws");
    // The record is an ordinary Loch Ness link: it replays to the same game with no seed.
    let replayed = link::decode_game(&table.link()).unwrap();
    assert_eq!(replayed.actions(), game.actions());
    assert_eq!(replayed.scores(), game.scores());
    // And the whole log fits a message with room to spare.
    let wire = table.log().to_wire();
    assert!(
        wire.len() < blockness_live::MAX_MESSAGE / 2,
        "{} bytes",
        wire.len()
    );
    // A device that joins now checks it all from the retained log.
    let mut late = TableClient::join(table.id(), key(98));
    late.receive(
        &topics::log(table.id()),
        &net.retained[&topics::log(table.id())],
        1,
    );
    assert_eq!(late.table().unwrap().log(), table.log());
}

/// The table at the moment the game waits for a draw, every part published but not yet
/// written into the log, with the parts by seat.
fn parts_published(net: &mut Net) -> (Table, Vec<String>) {
    // Play until a roll, then publish the roll with no device holding the parts.
    for n in 0..500 {
        let table = net.table(0);
        let game = table.lochness().unwrap().game();
        if game.step() == Step::Roll {
            break;
        }
        let seat = table.seat_to_move().unwrap();
        let action = choose(game, Level::Medium, n).unwrap();
        net.act(seat, action).unwrap();
    }
    let table = net.table(0).clone();
    let seat = table.seat_to_move().unwrap();
    let device = net.player_of(seat).unwrap();
    let rolled = table.act(net.clients[device].key(), &Action::Roll).unwrap();
    let loch = rolled.lochness().unwrap();
    assert!(loch.wants_draw());
    let parts = (0..3)
        .map(|s| {
            let set_at = loch.chain_set_at(s).unwrap();
            let seed = ChanceSeed::of_key(
                &key(10 + s as u8),
                rolled.id(),
                s,
                set_at,
                &rolled.chain_at(set_at).unwrap(),
            );
            let part = seed
                .contribution(rolled.id(), s, loch.due(s).unwrap())
                .unwrap();
            assert!(loch.part_fits(s, &part.link));
            Commitment(part.link).to_text()
        })
        .collect();
    (rolled, parts)
}

/// `table`'s log with `entry` appended.
fn with_entry(table: &Table, entry: Entry) -> Log {
    let mut log = table.log().clone();
    log.entries.push(entry);
    log
}

#[test]
fn a_draw_stands_only_with_every_seats_due_part() {
    let mut net = three_and_a_watcher();
    let (rolled, parts) = parts_published(&mut net);
    let number = rolled.lochness().unwrap().draw_number();
    let draw = |number: u64, parts: Vec<String>| Entry::Draw { number, parts };
    let other_seed = ChanceSeed::from_bytes([1; 32])
        .contribution(rolled.id(), 2, 1)
        .unwrap();
    let mut forgeries = vec![
        // Made-up links.
        draw(number, vec![Commitment([7; 32]).to_text(); 3]),
        // A part missing, or one too many.
        draw(number, parts[..2].to_vec()),
        draw(number, [parts.clone(), vec![parts[0].clone()]].concat()),
        // The right parts under another number.
        draw(number + 1, parts.clone()),
        // Two seats' parts swapped.
        draw(
            number,
            vec![parts[1].clone(), parts[0].clone(), parts[2].clone()],
        ),
        // A link of another chain for seat 2.
        draw(
            number,
            vec![
                parts[0].clone(),
                parts[1].clone(),
                Commitment(other_seed.link).to_text(),
            ],
        ),
        // Not base64url.
        draw(number, vec!["?".repeat(43); 3]),
    ];
    // The next link of seat 0's chain instead of its due one: a seat cannot choose
    // between two parts.
    let loch = rolled.lochness().unwrap();
    let set_at = loch.chain_set_at(0).unwrap();
    let before = rolled.chain_at(set_at).unwrap();
    let seed0 = ChanceSeed::of_key(&key(10), rolled.id(), 0, set_at, &before);
    let next = seed0
        .contribution(rolled.id(), 0, loch.due(0).unwrap() + 1)
        .unwrap();
    let mut skipped = parts.clone();
    skipped[0] = Commitment(next.link).to_text();
    forgeries.push(draw(number, skipped));
    for forged in forgeries {
        let mut copy = rolled.clone();
        let adoption = copy.adopt(with_entry(&rolled, forged.clone()));
        assert!(
            matches!(adoption, blockness_live::Adoption::Refused(_)),
            "{forged:?}: {adoption:?}"
        );
        assert_eq!(copy.log(), rolled.log());
    }
    // The honest draw stands, whoever writes it.
    let mut copy = rolled.clone();
    let honest = with_entry(&rolled, draw(number, parts));
    assert!(matches!(
        copy.adopt(honest),
        blockness_live::Adoption::Extended { .. }
    ));
    assert_eq!(copy.lochness().unwrap().draw_number(), number + 1);
    assert_ne!(copy.lochness().unwrap().game().step(), Step::Chance);
}

#[test]
fn no_action_of_a_seat_decides_the_luck_or_touches_another_seats_ruler() {
    let mut net = three_and_a_watcher();
    net.play(40);
    let table = net.table(0).clone();
    let seat = table.seat_to_move().unwrap();
    let device = net.player_of(seat).unwrap();
    let mover = net.clients[device].key().clone();
    // The seat to act names the roll's face itself.
    let chance = table.act(&mover, &Action::Chance { value: 0 });
    assert!(
        matches!(chance, Err(LiveError::IllegalMove { .. })),
        "{chance:?}"
    );
    // A flip of another seat's ruler, or of its own out of turn.
    let other = (seat + 1) % 3;
    let flip = Action::Flip {
        seat: other,
        column: Kind::ALL[0],
    };
    assert!(table.act(&mover, &flip).is_err());
    let other_key = key(10 + other as u8);
    assert!(table.act(&other_key, &flip).is_err());
    // Block Ness's moves have no place at a Loch Ness table.
    let block = Entry::Move {
        ply: table.plies() as u32,
        mv: "S e5-e6".into(),
        sig: String::new(),
    };
    assert!(matches!(
        adopt_signed(&table, block, &mover),
        blockness_live::Adoption::Refused(_)
    ));
    // A second commitment for a seat that has one, by its own key.
    let commit = Entry::Commit {
        seat: seat as u8,
        commitment: Commitment([3; 32]).to_text(),
        sig: String::new(),
    };
    assert!(matches!(
        adopt_signed(&table, commit, &mover),
        blockness_live::Adoption::Refused(LiveError::Chance { .. })
    ));
}

/// What a copy of `table` makes of its log with `entry` appended, signed by `signer`.
fn adopt_signed(table: &Table, entry: Entry, signer: &SeatKey) -> blockness_live::Adoption {
    let at = table.log().entries.len();
    let forged = forge(table.log(), with_entry(table, entry).entries, |index, _| {
        (index == at).then(|| signer.clone())
    });
    table.clone().adopt(forged)
}

#[test]
fn a_commitment_is_signed_by_the_key_that_plays_the_seat() {
    let table = Table::create(loch_settings(2)).unwrap();
    let attacker = key(66);
    // The host, another seat and an outsider cannot commit seat 0 (the host could then
    // know seat 0's parts in advance).
    for signer in [host(), key(11), attacker] {
        let commit = Entry::Commit {
            seat: 0,
            commitment: ChanceSeed::from_bytes([5; 32])
                .commitment(table.id(), 0)
                .to_text(),
            sig: String::new(),
        };
        let forged = forge(table.log(), vec![commit], |_, _| Some(signer.clone()));
        let mut copy = table.clone();
        assert!(
            matches!(
                copy.adopt(forged),
                blockness_live::Adoption::Refused(LiveError::BadSignature { .. })
            ),
            "signed by {}",
            signer.public().short()
        );
    }
    let honest = table.commit(&key(10), 0).unwrap();
    assert!(honest.lochness().unwrap().committed(0));
    // A draw before every seat committed.
    let mut copy = honest.clone();
    let draw = Entry::Draw {
        number: 0,
        parts: vec![Commitment([1; 32]).to_text(); 2],
    };
    assert!(matches!(
        copy.adopt(with_entry(&honest, draw)),
        blockness_live::Adoption::Refused(LiveError::Chance { .. })
    ));
}

#[test]
fn forged_parts_on_the_seats_topics_never_make_a_draw() {
    let mut net = three_and_a_watcher();
    let (rolled, parts) = parts_published(&mut net);
    let number = rolled.lochness().unwrap().draw_number();
    // A device that holds the rolled table and reads forged parts of every seat.
    let mut device = TableClient::with_table(rolled.clone(), key(97));
    for seat in 0..3 {
        for forged in [
            format!(
                r#"{{"v":3,"number":{number},"link":"{}"}}"#,
                Commitment([seat as u8; 32]).to_text()
            ),
            format!(
                r#"{{"v":3,"number":{},"link":"{}"}}"#,
                number + 1,
                parts[seat]
            ),
            format!(
                r#"{{"v":3,"number":{number},"link":"{}"}}"#,
                parts[(seat + 1) % 3]
            ),
            "garbage".to_string(),
            "x".repeat(5000),
        ] {
            let received = device.receive(&topics::part(rolled.id(), seat), forged.as_bytes(), 1);
            assert!(
                matches!(received, blockness_live::Received::Nothing(_)),
                "{forged}"
            );
        }
    }
    assert!(device.chance_duties().is_empty());
    assert_eq!(device.table().unwrap().log(), rolled.log());
    // With the real parts, in any order, it writes the draw every device writes.
    for seat in [2, 0, 1] {
        let message = format!(r#"{{"v":3,"number":{number},"link":"{}"}}"#, parts[seat]);
        let received = device.receive(&topics::part(rolled.id(), seat), message.as_bytes(), 2);
        assert_eq!(received, blockness_live::Received::Part);
    }
    let published = device.chance_duties();
    assert_eq!(published.len(), 1);
    let table = device.table().unwrap();
    assert!(matches!(
        table.log().entries.last(),
        Some(Entry::Draw { number: n, .. }) if *n == number
    ));
}

#[test]
fn a_seat_handed_over_while_a_draw_is_under_way_gets_a_new_chain_and_the_draw_starts_again() {
    let mut net = three_and_a_watcher();
    let (rolled, parts) = parts_published(&mut net);
    let loch = rolled.lochness().unwrap();
    let number = loch.draw_number();
    // Seat 2's device is away; seat 0 hands it to a computer its device runs. It has read
    // seats 0 and 1's parts, so the draw they were given to is called off.
    let handed = rolled.hand_over(&key(10), 2, BotLevel::Strong).unwrap();
    let after = handed.lochness().unwrap();
    assert_eq!(after.draw_number(), number + 1);
    assert_eq!(handed.signer_of(2), Some(key(10).public()));
    let published = Entry::Draw {
        number: after.draw_number(),
        parts: parts.clone(),
    };
    let mut copy = handed.clone();
    assert!(matches!(
        copy.adopt(with_entry(&handed, published)),
        blockness_live::Adoption::Refused(_)
    ));
    // The devices carry on: seat 0's device reveals for seat 2 from its new chain.
    let mut clients: Vec<TableClient> = seat_keys(3)
        .into_iter()
        .map(|k| TableClient::with_table(handed.clone(), k))
        .collect();
    clients.push(TableClient::with_table(handed.clone(), key(99)));
    let mut net = Net::new(clients);
    net.settle();
    let table = net.table(1);
    assert!(!table.lochness().unwrap().wants_draw());
    assert!(matches!(
        table.log().entries.last(),
        Some(Entry::Draw { number: n, .. }) if *n == number + 1
    ));
    // Seat 2's own key takes it back with a chain of its own, and the game goes on.
    let back = net.clients[2]
        .act(|t, k| t.take_back(k, 2))
        .expect("the seat's own key takes it back");
    net.queue.push_back(back);
    net.settle();
    assert_eq!(net.table(0).signer_of(2), Some(key(12).public()));
    net.play(60);
    assert_eq!(net.table(0).log(), net.table(3).log());
}

#[test]
fn a_rival_draw_for_a_place_the_log_has_filled_is_refused_without_rebuilding_the_table() {
    let mut net = three_and_a_watcher();
    net.play(30);
    let table = net.table(0).clone();
    let at = table
        .log()
        .entries
        .iter()
        .rposition(|e| matches!(e, Entry::Draw { .. }))
        .unwrap();
    let Entry::Draw { number, parts } = table.log().entries[at].clone() else {
        unreachable!()
    };
    let mut entries = table.log().entries[..at].to_vec();
    let mut spoiled = parts.clone();
    spoiled.reverse();
    entries.push(Entry::Draw {
        number,
        parts: spoiled,
    });
    let forged = Log {
        v: table.log().v,
        settings: table.settings().clone(),
        entries,
    };
    let mut copy = table.clone();
    let (adoption, checked) = copy.adopt_counting(forged);
    assert!(matches!(adoption, blockness_live::Adoption::Refused(_)));
    assert_eq!(checked, 0);
    assert_eq!(copy.log(), table.log());
    // Its chain: the draw's text is in every later signature.
    assert_ne!(
        chain::next(&table.chain_at(at).unwrap(), &table.log().entries[at]),
        chain::genesis(table.id())
    );
}

#[test]
fn a_loch_ness_table_has_no_block_ness_options_and_block_ness_tables_are_unchanged() {
    for (edition, expert, swap) in [
        ("lochside-v2", false, false),
        ("", true, false),
        ("", false, true),
    ] {
        let mut settings = loch_settings(2);
        settings.edition = edition.into();
        settings.expert = expert;
        settings.swap = swap;
        assert!(matches!(
            Table::create(settings),
            Err(LiveError::BadSettings { .. })
        ));
    }
    for players in [1, 6] {
        let mut settings = loch_settings(2);
        settings.players = players;
        settings.seated.clear();
        settings.gate = Some(common::secret().gate().public().to_string());
        assert!(Table::create(settings).is_err(), "{players} players");
    }
    let five = Table::create(loch_settings(5)).unwrap();
    assert!(five.lochness().unwrap().game().setup().variant5);
    // A Block Ness table's settings name no game, so its id is what it always was.
    let block = common::settings(2, 1);
    let json = serde_json::to_string(&block).unwrap();
    assert!(!json.contains("\"game\""), "{json}");
    assert!(json.contains("\"edition\""));
    let loch = serde_json::to_string(&loch_settings(2)).unwrap();
    assert!(loch.contains(r#""game":"lochness""#), "{loch}");
}

#[test]
fn a_device_that_plays_block_ness_only_refuses_a_loch_ness_table_and_says_why() {
    let table = Table::create(loch_settings(2)).unwrap();
    let mut block_page = TableClient::join(table.id(), key(98)).for_game(TableGame::BlockNess);
    let received = block_page.receive(&topics::log(table.id()), &table.log().to_wire(), 1);
    assert_eq!(
        received,
        blockness_live::Received::Nothing(Some(LiveError::OtherGame {
            game: TableGame::LochNess
        }))
    );
    assert!(block_page.table().is_none());
    let mut any = TableClient::join(table.id(), key(98));
    any.receive(&topics::log(table.id()), &table.log().to_wire(), 1);
    assert!(any.table().is_some());
}

#[test]
fn a_seat_that_stops_revealing_is_handed_to_a_computer_that_reveals_for_it() {
    let mut net = three_and_a_watcher();
    // Seat 2's device stays connected but reveals nothing more once another seat rolls.
    let waiting = net.roll_with_seat_two_silent();
    assert!(waiting.lochness().unwrap().wants_draw(), "the roll waits");
    assert!(net.clients[0].luck_waits_since(2).is_some());
    assert_eq!(net.clients[0].luck_waits_since(1), None, "seat 1 revealed");
    // Its heartbeats say it is there; within the grace time nobody may take its seat.
    assert!(!net.clients[0].may_hand_over(2));
    net.pass(29_000);
    assert!(!net.clients[0].may_hand_over(2));
    net.pass(2_000);
    assert!(net.clients[0].may_hand_over(2));
    assert!(
        !net.clients[0].may_hand_over(1),
        "a seat that revealed is not taken"
    );
    let handed = net.clients[0].hand_over(2, BotLevel::Medium).unwrap();
    net.queue.push_back(handed);
    let duties = net.clients[0].chance_duties();
    net.queue.extend(duties);
    net.settle();
    // Seat 0's device reveals for seat 2 from a chain of its own: the roll is drawn.
    let table = net.table(1);
    assert_eq!(table.signer_of(2), Some(key(10).public()));
    assert!(!table.lochness().unwrap().wants_draw());
    assert!(table.plies() > waiting.plies());
    // And the game goes on, seat 0's device acting for seat 2 as well.
    net.play(80);
    assert_eq!(net.table(0).log(), net.table(3).log());
}
