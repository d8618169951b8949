//! The live protocol against an attacker on a public broker, who reads every topic and
//! publishes anything: each test plays one attack of the threat model (docs/live.md) and
//! checks that honest clients keep the real game.

mod common;

use blockness_live::backoff::ANSWER_LONGEST_MS;
use blockness_live::BlockNessTable;
use blockness_live::{
    chain, topics, Adoption, Entry, InviteSecret, LiveError, Log, Received, SeatKey, SeatRequest,
    Stage, Table, TableClient, PROTOCOL_VERSION,
};
use common::*;
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};
use std::sync::atomic::{AtomicU64, Ordering};

/// A finished two-player game, its keys and every log on the way.
fn finished() -> (Table, Vec<SeatKey>, Vec<Log>) {
    let (table, keys) = seated(2);
    let (done, logs) = play_out(table, &keys);
    (done, keys, logs)
}

/// Two honest players and a spectator, each holding `table`.
fn honest(table: &Table, keys: &[SeatKey]) -> Vec<TableClient> {
    vec![
        TableClient::with_table(table.clone(), keys[0].clone()),
        TableClient::with_table(table.clone(), keys[1].clone()),
        TableClient::with_table(table.clone(), key(90)),
    ]
}

/// The tests' clock: each forged log comes past the longest wait between two answers
/// after the last, so every refusal is answered.
fn later() -> u64 {
    const STEP: u64 = 2 * ANSWER_LONGEST_MS;
    static CLOCK: AtomicU64 = AtomicU64::new(0);
    CLOCK.fetch_add(STEP, Ordering::Relaxed) + STEP
}

/// Feeds `log` to every client; asserts each still holds `real`.
fn assert_kept(clients: &mut [TableClient], log: &Log, real: &Table, what: &str) {
    let topic = topics::log(real.id());
    let now = later();
    for client in clients.iter_mut() {
        let got = client.receive(&topic, &log.to_wire(), now);
        assert!(
            !matches!(
                got,
                Received::Table(Adoption::Replaced { .. } | Adoption::Extended { .. })
            ),
            "{what}: {got:?}"
        );
        assert_eq!(client.table().unwrap().log(), real.log(), "{what}");
        assert!(
            client.take_republish(),
            "{what}: the real log goes back to the broker"
        );
    }
}

#[test]
fn a_fork_that_swaps_one_claim_resigns_that_seats_moves_and_adds_an_entry_is_refused() {
    let (done, keys, _) = finished();
    let attacker = key(66);
    let real = done.log();
    // The attacker holds the invite (the strongest outsider): a valid ticket of its own.
    let ticket = secret().ticket(done.id(), attacker.public(), "P1");
    let mut entries = real.entries.clone();
    entries[1] = Entry::Claim {
        seat: 1,
        key: attacker.public().to_string(),
        name: "P1".into(),
        ticket,
        sig: String::new(),
    };
    // The seat-1 moves re-signed by the attacker on the forged chain; seat 0's kept as
    // they are; one more entry at the end, so the forged log is the longer one.
    let mut log = forge(real, entries.clone(), |index, entry| match entry {
        // As the host would have had to sign it: the attacker signs instead.
        Entry::Claim { .. } if index == 1 => Some(attacker.clone()),
        Entry::Move { .. } if mover_of(&done, index) == Some(1) => Some(attacker.clone()),
        _ => None,
    });
    let index = log.entries.len();
    let before = log
        .entries
        .iter()
        .fold(chain::genesis(done.id()), |c, e| chain::next(&c, e));
    log.entries.push(signed(
        done.id(),
        index,
        &before,
        &Entry::Resign {
            seat: 0,
            sig: String::new(),
        },
        &attacker,
    ));
    assert!(log.entries.len() > real.entries.len());
    assert!(Table::verify(done.id(), log.clone()).is_err());
    let mut clients = honest(&done, &keys);
    assert_kept(&mut clients, &log, &done, "claim swapped");
    // The same fork with the claim left as the host signed it but seat 0's moves kept:
    // the chain makes every later signature fail.
    let log = forge(real, real.entries.clone(), |index, entry| match entry {
        Entry::Move { .. } if index > 3 && mover_of(&done, index) == Some(1) => {
            Some(attacker.clone())
        }
        _ => None,
    });
    assert_kept(&mut clients, &log, &done, "moves re-signed");
}

#[test]
fn a_whole_game_replaced_by_a_longer_log_of_the_attackers_own_seats_is_refused() {
    let (table, keys) = seated(2);
    let midgame = {
        let mut t = table.clone();
        for _ in 0..4 {
            let seat = t.seat_to_move().unwrap();
            t = t.play(&keys[seat], &pick(&t)).unwrap();
        }
        t
    };
    // The attacker plays a whole game alone, seating its own two keys as if it were the
    // host (it signs the claims with its own key; it has the invite's tickets).
    let a = [key(70), key(71)];
    let mut entries = Vec::new();
    for (seat, k) in a.iter().enumerate() {
        entries.push(Entry::Claim {
            seat: seat as u8,
            key: k.public().to_string(),
            name: format!("P{seat}"),
            ticket: secret().ticket(table.id(), k.public(), &format!("P{seat}")),
            sig: String::new(),
        });
    }
    let claims = forge(table.log(), entries, |_, _| Some(key(70)));
    assert!(matches!(
        Table::verify(table.id(), claims.clone()),
        Err(LiveError::BadSignature { index: 0 })
    ));
    // Even its moves after those claims, signed by the keys it seated, make no log.
    let mut own = Table::create(settings(2, 1)).unwrap();
    for (seat, k) in a.iter().enumerate() {
        own = admit(&own, k, &format!("P{seat}"), Some(seat));
    }
    let (own_done, _) = play_out(own, &a);
    let mut replaced = own_done.log().clone();
    replaced.entries = forge(table.log(), own_done.log().entries.clone(), |index, _| {
        match mover_of(&own_done, index) {
            Some(seat) => Some(a[seat].clone()),
            // The claims, signed by the attacker as if it were the host.
            None => Some(key(70)),
        }
    })
    .entries;
    assert!(replaced.entries.len() > midgame.log().entries.len());
    let mut clients = honest(&midgame, &keys);
    assert_kept(&mut clients, &replaced, &midgame, "whole game replaced");
}

#[test]
fn keys_generated_to_win_a_tie_win_nothing() {
    // An invited attacker generates keys until its claim would sort first, and asks for
    // the seat a friend asked for a moment before: the host seats in order of arrival.
    let made = Table::create(settings(2, 9)).unwrap();
    let made = admit(&made, &host(), "Host", Some(0));
    let id = made.id();
    let mut host_client = TableClient::with_table(made.clone(), host());
    let friend = secret().request(id, &key(1), "Friend", Some(1)).unwrap();
    let best = (0..=255u8)
        .map(|n| {
            let k = SeatKey::from_seed([n ^ 0x5a; 32]);
            let text = k.public().to_string();
            (text, k)
        })
        .min_by(|a, b| a.0.cmp(&b.0))
        .unwrap()
        .1;
    assert!(best.public().to_string() < key(1).public().to_string());
    let grinder = secret().request(id, &best, "Friend", Some(1)).unwrap();
    let request_topic =
        |r: &SeatRequest| topics::request(id, blockness_live::PublicKey::parse(&r.key).unwrap());
    host_client.receive(&request_topic(&friend), &friend.to_wire(), 0);
    host_client.receive(&request_topic(&grinder), &grinder.to_wire(), 0);
    let table = host_client.table().unwrap().clone();
    assert_eq!(table.person_seat_of(key(1).public()), Some(1));
    assert_eq!(
        table.person_seat_of(best.public()),
        None,
        "the table was full"
    );
    // The attacker's own claim for that place, however its key sorts, needs the host's
    // signature, and a tie between two of the host's own seatings is the host's alone.
    let mut clients = vec![
        TableClient::with_table(table.clone(), key(1)),
        TableClient::with_table(table.clone(), key(91)),
    ];
    let mut entries = table.log().entries.clone();
    entries[1] = Entry::Claim {
        seat: 1,
        key: best.public().to_string(),
        name: "Friend".into(),
        ticket: grinder.ticket.clone(),
        sig: String::new(),
    };
    let forged = forge(table.log(), entries, |index, _| {
        (index == 1).then(|| best.clone())
    });
    assert_kept(&mut clients, &forged, &table, "ground key");
    // Nor does content win where ranks decide: a resignation loses its place to a move
    // whatever its signature's bytes, and is signed again after it.
    let (seated_table, keys2) = seated(2);
    let t = seated_table.play(&keys2[0], &pick(&seated_table)).unwrap();
    let moved = t.play(&keys2[1], &pick(&t)).unwrap();
    for attempt in 0..32u8 {
        let resigned = t.resign(&keys2[0], 0).unwrap();
        let mut c = TableClient::with_table(moved.clone(), key(100 + attempt));
        let got = c.receive(&topics::log(t.id()), &resigned.log().to_wire(), 0);
        assert_eq!(got, Received::Table(Adoption::Behind));
    }
}

#[test]
fn a_claim_without_the_invites_secret_never_seats_anyone() {
    let made = Table::create(settings(2, 11)).unwrap();
    let made = admit(&made, &host(), "Host", Some(0));
    let id = made.id();
    let stranger = key(77);
    let mut host_client = TableClient::with_table(made.clone(), host());
    let topic = topics::request(id, stranger.public());
    // No secret at all, another table's secret, a ticket copied from another player's
    // seating, and a ticket for another name.
    let wrong_secret = InviteSecret([1; 16])
        .request(id, &stranger, "Eve", None)
        .unwrap();
    let copied = SeatRequest {
        v: PROTOCOL_VERSION,
        key: stranger.public().to_string(),
        name: "Host".into(),
        seat: None,
        ticket: match &made.log().entries[0] {
            Entry::Claim { ticket, .. } => ticket.clone(),
            _ => unreachable!(),
        },
    };
    let mut renamed = secret().request(id, &stranger, "Eve", None).unwrap();
    renamed.name = "Friend".into();
    for (what, request) in [
        (
            "no secret",
            SeatRequest {
                ticket: String::new(),
                ..wrong_secret.clone()
            },
        ),
        ("another table's secret", wrong_secret),
        ("a copied ticket", copied),
        ("another name", renamed),
    ] {
        let got = host_client.receive(&topic, &request.to_wire(), 0);
        assert_eq!(got, Received::Nothing(Some(LiveError::NoTicket)), "{what}");
        assert_eq!(host_client.table().unwrap().log(), made.log(), "{what}");
        assert!(!host_client.take_republish(), "{what}");
    }
    // A request sent again costs nothing: it is remembered as refused.
    let work = host_client.work();
    let again = InviteSecret([1; 16])
        .request(id, &stranger, "Eve", None)
        .unwrap();
    host_client.receive(&topic, &again.to_wire(), 0);
    assert_eq!(host_client.work(), work);
    // A spectator's client cannot even make the request: it has no secret to sign with,
    // and one from another table is refused before anything is sent.
    let mut spectator = TableClient::with_table(made.clone(), stranger.clone());
    assert_eq!(
        spectator
            .ask(&InviteSecret([1; 16]), "Eve", None)
            .unwrap_err(),
        LiveError::NoTicket
    );
    // A host that seated a player without a valid ticket would be refused by everyone.
    let bad = Entry::Claim {
        seat: 1,
        key: stranger.public().to_string(),
        name: "Eve".into(),
        ticket: InviteSecret([1; 16]).ticket(id, stranger.public(), "Eve"),
        sig: String::new(),
    };
    let mut log = made.log().clone();
    log.entries
        .push(signed(id, 1, &made.chain_at(1).unwrap(), &bad, &host()));
    assert_eq!(Table::verify(id, log).unwrap_err(), LiveError::NoTicket);
}

#[test]
fn a_forged_resignation_is_refused() {
    let (table, keys) = seated(2);
    let table = table.play(&keys[0], &pick(&table)).unwrap();
    let index = table.log().entries.len();
    let before = table.chain_at(index).unwrap();
    let resign = |seat: u8| Entry::Resign {
        seat,
        sig: String::new(),
    };
    let mut clients = honest(&table, &keys);
    for (what, entry) in [
        (
            "by a stranger",
            signed(table.id(), index, &before, &resign(0), &key(66)),
        ),
        (
            "by the other seat",
            signed(table.id(), index, &before, &resign(0), &keys[1]),
        ),
        (
            "by the host",
            signed(table.id(), index, &before, &resign(1), &host()),
        ),
        (
            "at another place",
            signed(table.id(), index + 1, &before, &resign(0), &keys[0]),
        ),
        ("unsigned", resign(0)),
    ] {
        let mut log = table.log().clone();
        log.entries.push(entry);
        assert_kept(&mut clients, &log, &table, what);
        assert_eq!(clients[0].table().unwrap().stage(), Stage::Playing);
    }
}

#[test]
fn a_seating_table_survives_an_oversized_and_an_empty_retained_message() {
    let made = Table::create(settings(2, 13)).unwrap();
    let made = admit(&made, &host(), "Host", Some(0));
    let id = made.id();
    let log_topic = topics::log(id);
    let mut broker = Broker::default();
    let mut host_client = TableClient::with_table(made.clone(), host());
    let mut watcher = TableClient::with_table(made.clone(), key(92));
    let (_, payload) = host_client.log_payload().unwrap();
    broker.publish(
        &log_topic,
        &payload,
        &mut [&mut host_client, &mut watcher],
        0,
    );
    // An empty retained message deletes the broker's copy: the host puts it back.
    broker.publish(&log_topic, b"", &mut [&mut host_client, &mut watcher], 1);
    assert_eq!(broker.log_of(id), Some(&made.log().to_wire()));
    // A message too large to read (the transport skips it and says so) may have replaced
    // the retained copy: the log is owed, and paid.
    broker.retained.insert(
        log_topic.clone(),
        vec![b' '; blockness_live::MAX_MESSAGE + 1],
    );
    host_client.oversized();
    // Owed, and paid once the back-off allows (the host answered the empty message a
    // moment before).
    let due = host_client.next_answer_at().unwrap();
    host_client.tick(due);
    assert!(host_client.take_republish());
    let (_, payload) = host_client.log_payload().unwrap();
    broker.publish(
        &log_topic,
        &payload,
        &mut [&mut host_client, &mut watcher],
        2,
    );
    // An invited player who comes now finds the table and is seated.
    let mut friend = TableClient::join(id, key(5));
    for (t, p) in broker.retained_for(id) {
        friend.receive(&t, &p, 3);
    }
    assert!(friend.table().is_some());
    let (t, p) = friend.ask(&secret(), "Friend", None).unwrap();
    broker.publish(
        &t,
        &p,
        &mut [&mut host_client, &mut watcher, &mut friend],
        4,
    );
    assert_eq!(friend.seat(), Some(1));
    assert_eq!(watcher.table().unwrap().stage(), Stage::Playing);
}

#[test]
fn a_key_that_signs_two_entries_for_one_place_is_caught_and_ranked_last_on_every_client() {
    // Seat 0 signs two first moves; the game went on from one of them.
    let (table, keys) = seated(2);
    let moves = table.game().unwrap().legal_moves();
    let played = table.play(&keys[0], &moves[1]).unwrap();
    let answered = played.play(&keys[1], &pick(&played)).unwrap();
    let other = table.play(&keys[0], &moves[0]).unwrap();
    let topic = topics::log(table.id());
    let at = table.log().entries.len();
    // Whichever a client saw first, and whatever it held, it ends on the same proof: the
    // game ends at that place, seat 0 ranked last, and Bob's answer is not taken back by a
    // move of seat 0's choosing.
    let mut logs = Vec::new();
    for (held, seen) in [
        (&answered, &other),
        (&other, &answered),
        (&played, &other),
        (&other, &played),
    ] {
        let mut client = TableClient::with_table(held.clone(), key(93));
        let got = client.receive(&topic, &seen.log().to_wire(), later());
        assert_eq!(got, Received::Table(Adoption::Convicted { at }));
        assert!(client.take_republish(), "the proof goes out at once");
        let caught = client.table().unwrap();
        assert_eq!(caught.stage(), Stage::Over);
        assert_eq!(caught.ranked_last(), vec![0]);
        let forfeit = caught.forfeit().unwrap();
        assert_eq!(
            (forfeit.at, forfeit.ply, forfeit.key),
            (at, 0, keys[0].public())
        );
        logs.push(caught.log().clone());
    }
    assert!(
        logs.windows(2).all(|w| w[0] == w[1]),
        "one proof for everyone"
    );
    // A client that has the proof keeps it against either branch, and one that never saw
    // the double signature takes it.
    let proof = logs[0].clone();
    let mut late = TableClient::with_table(answered.clone(), key(94));
    assert_eq!(
        late.receive(&topic, &proof.to_wire(), later()),
        Received::Table(Adoption::Replaced { at })
    );
    assert_eq!(late.table().unwrap().log(), &proof);
    for branch in [&answered, &other, &played] {
        assert_eq!(
            late.receive(&topic, &branch.log().to_wire(), later()),
            Received::Table(Adoption::Behind)
        );
        assert_eq!(late.table().unwrap().log(), &proof);
    }
    // Nothing stands after the proof.
    let mut longer = proof.clone();
    longer.entries.push(Entry::Resign {
        seat: 1,
        sig: keys[1].sign(table.id(), at + 1, &[0; 32], "resign:1"),
    });
    assert_eq!(
        late.receive(&topic, &longer.to_wire(), later()),
        Received::Nothing(Some(LiveError::NotPlaying))
    );

    // The host signs another seating for seat 1 once both players have moved: the host is
    // caught, and the table ends there. Nobody is seated in its place.
    let mut game = table.clone();
    for _ in 0..4 {
        let seat = game.seat_to_move().unwrap();
        game = game.play(&keys[seat], &pick(&game)).unwrap();
    }
    let eve = key(120);
    let mut entries = game.log().entries[..2].to_vec();
    entries[1] = Entry::Claim {
        seat: 1,
        key: eve.public().to_string(),
        name: "Eve".into(),
        ticket: secret().ticket(game.id(), eve.public(), "Eve"),
        sig: String::new(),
    };
    let resealed = forge(game.log(), entries, |index, _| (index == 1).then(host));
    assert!(
        Table::verify(game.id(), resealed.clone()).is_ok(),
        "the host may sign it"
    );
    let mut clients = honest(&game, &keys);
    for client in &mut clients {
        let got = client.receive(&topic_of(&game), &resealed.to_wire(), later());
        assert_eq!(got, Received::Table(Adoption::Convicted { at: 1 }));
        let caught = client.table().unwrap();
        assert_eq!(caught.forfeit().map(|f| f.key), Some(host().public()));
        assert_eq!(caught.person_seat_of(eve.public()), None);
        assert_eq!(caught.stage(), Stage::Over);
    }
}

/// The log topic of `table`.
fn topic_of(table: &Table) -> String {
    topics::log(table.id())
}

#[test]
fn nobody_without_the_key_can_frame_a_seat_for_signing_twice() {
    let (table, keys) = seated(2);
    let moved = table.play(&keys[0], &pick(&table)).unwrap();
    let index = table.log().entries.len();
    let Entry::Move { ply, mv, sig } = moved.log().entries[index].clone() else {
        unreachable!()
    };
    let topic = topic_of(&table);
    // The same move with another text, another signature made of the real one (the
    // scalar plus the group's order), and the real signature over another move: none is
    // a second entry of seat 0's.
    let bytes =
        base64::Engine::decode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, &sig).unwrap();
    let mut malleated = bytes.clone();
    // S + L, where L is the order of the curve's group: a second encoding of the same S.
    const L: [u8; 32] = [
        0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde,
        0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10,
    ];
    let mut carry = 0u16;
    for i in 0..32 {
        let sum = u16::from(malleated[32 + i]) + u16::from(L[i]) + carry;
        malleated[32 + i] = sum as u8;
        carry = sum >> 8;
    }
    let malleated = base64::Engine::encode(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD,
        &malleated,
    );
    let other_move = table
        .game()
        .unwrap()
        .legal_moves()
        .into_iter()
        .map(|m| {
            blockness_core::Notation::of(
                table.game().unwrap().rules(),
                table.game().unwrap().position(),
                &m,
            )
            .to_string()
        })
        .find(|text| *text != mv)
        .unwrap();
    for (what, entry) in [
        (
            "a malleated signature",
            Entry::Move {
                ply,
                mv: mv.clone(),
                sig: malleated,
            },
        ),
        (
            "the signature on another move",
            Entry::Move {
                ply,
                mv: other_move,
                sig: sig.clone(),
            },
        ),
        (
            "another text of the move",
            Entry::Move {
                ply,
                mv: format!(" {mv}"),
                sig: sig.clone(),
            },
        ),
    ] {
        let mut log = table.log().clone();
        log.entries.push(entry);
        let mut client = TableClient::with_table(moved.clone(), key(95));
        let got = client.receive(&topic, &log.to_wire(), later());
        assert!(matches!(got, Received::Nothing(Some(_))), "{what}: {got:?}");
        assert_eq!(client.table().unwrap().log(), moved.log(), "{what}");
        assert_eq!(client.table().unwrap().forfeit(), None, "{what}");
    }
}

/// The bound of the flood test: signature checks per rewritten log at a finished table.
const CHECKS_PER_REWRITTEN_LOG: u64 = 1;

#[test]
fn ten_thousand_rewritten_logs_cost_one_signature_check_each_and_change_nothing() {
    let (done, keys, _) = finished();
    let real = done.log();
    let mut client = TableClient::with_table(done.clone(), keys[0].clone());
    let topic = topics::log(done.id());
    let n = real.entries.len();
    let mut answers = 0u64;
    let mut rewritten = Vec::with_capacity(10_000);
    for i in 0..10_000usize {
        // Rewrite entry `at` (a move re-signed by the attacker, or a resignation in its
        // place), keep the rest, and add entries on the forged chain: every kind of
        // rewrite an attacker without a key can make.
        let at = 2 + i % (n - 2);
        let mut entries = real.entries[..=at].to_vec();
        if i % 3 == 0 {
            entries[at] = Entry::Resign {
                seat: (i % 2) as u8,
                sig: String::new(),
            };
        }
        entries.extend((0..(i % 5)).map(|k| Entry::Resign {
            seat: (k % 2) as u8,
            sig: String::new(),
        }));
        // A key of its own for each rewrite: every log is new to the client.
        let mut seed = [66u8; 32];
        seed[..8].copy_from_slice(&(i as u64).to_le_bytes());
        let attacker = SeatKey::from_seed(seed);
        let log = forge(real, entries, |index, _| {
            (index >= at).then(|| attacker.clone())
        });
        rewritten.push(log.to_wire());
    }
    let distinct: std::collections::HashSet<&Vec<u8>> = rewritten.iter().collect();
    assert_eq!(
        distinct.len(),
        rewritten.len(),
        "every rewritten log is a new one"
    );
    let work_before = client.work();
    for (t, wire) in rewritten.iter().enumerate() {
        client.receive(&topic, wire, t as u64);
        answers += client.take_republish() as u64;
    }
    let spent = client.work() - work_before;
    assert!(
        spent <= CHECKS_PER_REWRITTEN_LOG * rewritten.len() as u64,
        "{spent} signature checks for {} logs",
        rewritten.len()
    );
    assert_eq!(client.table().unwrap().log(), real);
    // Ten seconds of flood are answered four times (at once, then after waits of one,
    // two and four seconds), not ten thousand.
    assert!(answers <= 4, "{answers} answers");
    // The same logs again cost nothing: they are remembered as refused.
    for (t, wire) in rewritten.iter().rev().take(1000).enumerate() {
        client.receive(&topic, wire, 20_000 + t as u64);
    }
    assert_eq!(client.work() - work_before, spent);
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
    #![proptest_config(ProptestConfig {
        cases: 64,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0xA77A_C405),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Whatever a hostile client mixes into the real logs, every client ends on the real
    /// finished game and never gives up an entry it held: mutated, cut, reordered and
    /// stale copies never change or stop it.
    #[test]
    fn a_flood_of_spoiled_copies_never_changes_or_stops_the_game(
        mutations in proptest::collection::vec(mutation(), 1..40),
    ) {
        let (table, keys) = seated(2);
        let (done, logs) = play_out(table.clone(), &keys);
        let topic = topics::log(table.id());
        let mut client = TableClient::join(table.id(), key(52));
        let mut held = 0;
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
                // Whatever it holds is a prefix of the real game, never shorter than
                // what it held before.
                if let Some(t) = client.table() {
                    let ours = &t.log().entries;
                    prop_assert_eq!(&done.log().entries[..ours.len()], &ours[..]);
                    prop_assert!(ours.len() >= held);
                    held = ours.len();
                }
            }
            client.receive(&topic, &log.to_wire(), step as u64);
        }
        prop_assert_eq!(client.table().map(|t| t.link()), Some(done.link()));
    }
}
