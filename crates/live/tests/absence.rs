//! Players who leave: a seat whose device has been away longer than the table's grace time
//! is handed to a computer by another seated player, the game goes on, and the seat's own
//! key takes it back. Each attack test plays someone who tries to use this to play for
//! another seat.

mod common;

use blockness_live::heartbeat::Heartbeat;
use blockness_live::BlockNessTable;
use blockness_live::{
    topics, Adoption, BotLevel, Entry, LiveError, Received, SeatKey, Stage, Table, TableClient,
    MAX_GRACE,
};
use common::*;

/// A table of `players` seats with a grace time of `grace` seconds, seated.
fn graced(players: u8, grace: u32) -> (Table, Vec<SeatKey>) {
    let mut settings = settings(players, 3);
    settings.grace = Some(grace);
    seated_with(settings)
}

/// Plays `n` moves, each by the key that signs for the seat to move.
fn play(mut table: Table, keys: &[SeatKey], n: usize) -> Table {
    for _ in 0..n {
        let seat = table.seat_to_move().expect("the game goes on");
        let signer = table.signer_of(seat).unwrap();
        let key = keys.iter().find(|k| k.public() == signer).unwrap();
        table = table.play(key, &pick(&table)).unwrap();
    }
    table
}

/// `client` hears the device of `key` for the last time at `now`: a heartbeat, then
/// silence.
fn went_away(client: &mut TableClient, key: &SeatKey, now: u64) {
    let topic = topics::presence(client.id(), key.public());
    let beat = Heartbeat::signed(key, client.id(), now + 1);
    client.receive(&topic, &beat.to_wire(), now);
}

#[test]
fn a_seat_away_past_the_grace_time_is_handed_over_and_the_game_finishes() {
    let (table, keys) = graced(2, 60);
    let table = play(table, &keys, 2);
    let mut anna = TableClient::with_table(table.clone(), keys[0].clone());
    went_away(&mut anna, &keys[1], 1_000);
    anna.tick(60_999);
    assert_eq!(anna.absent_for(1), Some(59_999));
    assert!(!anna.may_hand_over(1), "not before the grace time is over");
    anna.tick(61_000);
    assert!(anna.may_hand_over(1));
    assert!(!anna.may_hand_over(0), "nobody hands over their own seat");

    let (_, wire) = anna.hand_over(1, BotLevel::Easy).unwrap();
    let handed = anna.table().unwrap().clone();
    assert_eq!(
        handed.stand_in(1).map(|s| (s.level, s.by)),
        Some((BotLevel::Easy, 0))
    );
    assert_eq!(handed.seats_of(keys[0].public()), vec![0, 1]);
    assert!(handed.seats_of(keys[1].public()).is_empty());
    assert!(!anna.may_hand_over(1), "Anna already plays it");

    // Every other client takes the hand-over, and the game is played to its end.
    let mut bob = TableClient::with_table(table, keys[1].clone());
    assert_eq!(
        bob.receive(&topics::log(handed.id()), &wire, 70_000),
        Received::Table(Adoption::Extended { from: 4 })
    );
    let (done, _) = play_out_signed(handed, &keys);
    assert_eq!(done.stage(), Stage::Over);
}

#[test]
fn the_seat_is_taken_back_by_its_own_key_and_played_by_it_again() {
    let (table, keys) = graced(3, 30);
    let table = play(table, &keys, 3);
    let handed = table.hand_over(&keys[2], 0, BotLevel::Medium).unwrap();
    // Seat 0 is to move: the stand-in's runner plays it, its owner may not.
    assert_eq!(handed.seat_to_move(), Some(0));
    assert!(matches!(
        handed.play(&keys[0], &pick(&handed)),
        Err(LiveError::BadSignature { .. })
    ));
    let played = handed.play(&keys[2], &pick(&handed)).unwrap();
    // Only the owner takes it back, not the runner, not a third player.
    for other in [&keys[1], &keys[2]] {
        assert!(matches!(
            played.take_back(other, 0),
            Err(LiveError::BadSignature { .. })
        ));
    }
    let back = played.take_back(&keys[0], 0).unwrap();
    assert_eq!(back.stand_in(0), None);
    assert_eq!(back.seats_of(keys[2].public()), vec![2]);
    assert!(matches!(
        back.take_back(&keys[0], 0),
        Err(LiveError::NoStandIn { seat: 0 })
    ));
    // Its owner plays it again when its turn comes; the runner may not.
    let back = play(back, &keys, 2);
    assert_eq!(back.seat_to_move(), Some(0));
    assert!(back.play(&keys[2], &pick(&back)).is_err());
    assert!(back.play(&keys[0], &pick(&back)).is_ok());
}

#[test]
fn a_table_without_a_grace_time_lets_no_seat_be_handed_over() {
    let (table, keys) = seated(2);
    let table = play(table, &keys, 1);
    assert!(matches!(
        table.hand_over(&keys[0], 1, BotLevel::Strong),
        Err(LiveError::CannotHandOver { seat: 1, .. })
    ));
    let mut anna = TableClient::with_table(table, keys[0].clone());
    went_away(&mut anna, &keys[1], 0);
    anna.tick(u64::from(MAX_GRACE) * 10_000);
    assert!(!anna.may_hand_over(1));
}

#[test]
fn a_grace_time_out_of_bounds_is_refused_with_the_settings() {
    for grace in [0, MAX_GRACE + 1, u32::MAX] {
        let mut bad = settings(2, 4);
        bad.grace = Some(grace);
        assert!(
            matches!(Table::create(bad), Err(LiveError::BadSettings { .. })),
            "{grace}"
        );
    }
}

#[test]
fn hand_overs_outside_play_or_by_whoever_holds_no_person_seat_are_refused() {
    let mut seating = settings(2, 5);
    seating.grace = Some(30);
    let open = Table::create(seating).unwrap();
    let one = admit(&open, &key(10), "P0", Some(0));
    assert!(matches!(
        one.hand_over(&key(10), 1, BotLevel::Easy),
        Err(LiveError::NotPlaying)
    ));
    let (table, keys) = graced(2, 30);
    // The host holds no person's seat, nor does a spectator.
    for outsider in [host(), key(77)] {
        assert!(matches!(
            table.hand_over(&outsider, 1, BotLevel::Easy),
            Err(LiveError::NotSeated)
        ));
    }
    // A seat that is not there.
    assert!(matches!(
        table.hand_over(&keys[0], 5, BotLevel::Easy),
        Err(LiveError::CannotHandOver { seat: 5, .. })
    ));
    // After the end: nothing to hand over.
    let (done, _) = play_out(table.clone(), &keys);
    assert!(done.hand_over(&keys[0], 1, BotLevel::Easy).is_err());
}

#[test]
fn a_hand_over_forged_in_another_seats_name_or_by_an_outsider_is_refused_everywhere() {
    let (table, keys) = graced(3, 30);
    let table = play(table, &keys, 3);
    let honest = TableClient::with_table(table.clone(), keys[1].clone());
    let attacker = key(66);
    let mut entries = table.log().entries.clone();
    entries.push(Entry::HandOver {
        seat: 1,
        level: BotLevel::Easy,
        by: 0,
        commitment: None,
        sig: String::new(),
    });
    // In seat 0's name, signed by seat 2's key; then by an outsider's.
    for signer in [keys[2].clone(), attacker] {
        let forged = forge(table.log(), entries.clone(), |index, _| {
            (index == entries.len() - 1).then(|| signer.clone())
        });
        let mut client = TableClient::with_table(table.clone(), keys[1].clone());
        let got = client.receive(&topics::log(table.id()), &forged.to_wire(), 1);
        assert!(
            matches!(got, Received::Nothing(Some(LiveError::BadSignature { .. }))),
            "{got:?}"
        );
        assert_eq!(client.table().unwrap().log(), honest.table().unwrap().log());
    }
}

#[test]
fn the_runner_cannot_play_the_seat_before_the_hand_over_nor_another_seat_after_it() {
    let (table, keys) = graced(3, 30);
    let table = play(table, &keys, 3);
    assert_eq!(table.seat_to_move(), Some(0));
    // Seat 2 signs seat 0's move without a hand-over: refused.
    assert!(table.play(&keys[2], &pick(&table)).is_err());
    // Handed to seat 2; seat 1 still may not play it.
    let handed = table.hand_over(&keys[2], 0, BotLevel::Easy).unwrap();
    assert!(handed.play(&keys[1], &pick(&handed)).is_err());
    // A second hand-over by the runner itself is refused; by another seated player it
    // moves the computer to that player's device (the runner may have gone too).
    assert!(matches!(
        handed.hand_over(&keys[2], 0, BotLevel::Strong),
        Err(LiveError::CannotHandOver { seat: 0, .. })
    ));
    let moved = handed.hand_over(&keys[1], 0, BotLevel::Strong).unwrap();
    assert_eq!(moved.stand_in(0).map(|s| s.by), Some(1));
}

#[test]
fn a_player_who_comes_back_and_moves_keeps_the_seat_from_a_hand_over_signed_meanwhile() {
    let (table, keys) = graced(2, 30);
    let table = play(table, &keys, 2);
    assert_eq!(table.seat_to_move(), Some(0));
    let moved = table.play(&keys[0], &pick(&table)).unwrap();
    let handed = table.hand_over(&keys[1], 0, BotLevel::Easy).unwrap();
    // Whichever a client got first, every client ends on the move.
    for (first, second) in [(&moved, &handed), (&handed, &moved)] {
        let mut client = TableClient::with_table(table.clone(), key(90));
        let topic = topics::log(table.id());
        client.receive(&topic, &first.log().to_wire(), 1);
        client.receive(&topic, &second.log().to_wire(), 2);
        assert_eq!(client.table().unwrap().log(), moved.log());
    }
}

#[test]
fn a_take_back_that_loses_its_place_to_the_computers_move_is_signed_again_after_it() {
    let (table, keys) = graced(2, 30);
    let table = play(table, &keys, 2);
    let handed = table.hand_over(&keys[1], 0, BotLevel::Easy).unwrap();
    let mut owner = TableClient::with_table(handed.clone(), keys[0].clone());
    owner.take_back().unwrap();
    // The runner's computer moved for seat 0 at the same moment.
    let computer = handed.play(&keys[1], &pick(&handed)).unwrap();
    let got = owner.receive(&topics::log(table.id()), &computer.log().to_wire(), 1_000);
    assert!(
        matches!(got, Received::Table(Adoption::Replaced { .. })),
        "{got:?}"
    );
    let now = owner.table().unwrap();
    assert_eq!(now.log().entries.len(), computer.log().entries.len() + 1);
    assert_eq!(now.stand_in(0), None, "the take-back stands after the move");
    assert!(owner.take_republish());
}

#[test]
fn the_rematch_keeps_the_grace_time_and_seats_the_owner_again() {
    let (table, keys) = graced(2, 45);
    let table = play(table, &keys, 1);
    let handed = table.hand_over(&keys[1], 0, BotLevel::Easy).unwrap();
    let (done, _) = play_out_signed(handed, &keys);
    let next = Table::create(done.rematch_settings()).unwrap();
    assert_eq!(next.grace(), Some(45));
    assert_eq!(next.stand_in(0), None);
    assert_eq!(next.seats_of(keys[0].public()), vec![1]);
}

/// Plays the table to the end by whichever key signs for the seat to move.
fn play_out_signed(mut table: Table, keys: &[SeatKey]) -> (Table, usize) {
    let mut n = 0;
    while table.seat_to_move().is_some() {
        table = play(table, keys, 1);
        n += 1;
    }
    (table, n)
}

#[test]
fn two_moves_of_a_stand_in_for_one_ply_convict_its_runner_not_the_seat_it_plays() {
    let (table, keys) = graced(2, 30);
    let table = play(table, &keys, 2);
    let handed = table.hand_over(&keys[1], 0, BotLevel::Easy).unwrap();
    let moves = handed.game().unwrap().legal_moves();
    let first = handed.play(&keys[1], &moves[0]).unwrap();
    let second = handed.play(&keys[1], &moves[1]).unwrap();
    let mut client = TableClient::with_table(first.clone(), key(90));
    let got = client.receive(&topics::log(table.id()), &second.log().to_wire(), 1);
    // The runner's signature holds at that place twice: the runner signed two moves for
    // one ply, and its own seat ranks last; the seat it played is not blamed.
    let at = first.log().entries.len() - 1;
    assert_eq!(got, Received::Table(Adoption::Convicted { at }));
    let convicted = client.table().unwrap().clone();
    assert_eq!(convicted.stage(), Stage::Over);
    assert_eq!(convicted.ranked_last(), vec![1]);
    assert_eq!(convicted.forfeit().map(|f| f.key), Some(keys[1].public()));
    assert!(client.take_republish(), "the proof goes out at once");
    // Whoever held the other move comes to the same proof.
    let mut other = TableClient::with_table(second.clone(), key(91));
    other.receive(&topics::log(table.id()), &first.log().to_wire(), 1);
    assert_eq!(other.table().unwrap().log(), convicted.log());
    let mut client = TableClient::with_table(first.clone(), key(90));
    // The seat's owner's signature does not hold there at all.
    let forged = forge(second.log(), second.log().entries.clone(), |index, _| {
        (index == second.log().entries.len() - 1).then(|| keys[0].clone())
    });
    let got = client.receive(&topics::log(table.id()), &forged.to_wire(), 2);
    assert!(
        matches!(got, Received::Nothing(Some(LiveError::BadSignature { .. }))),
        "{got:?}"
    );
}

/// Two players hand the silent third seat over at the same moment: the lower seat's
/// hand-over wins the place. So nobody may take the higher seat's branch for the table's,
/// even once its game is over, until the lower seat has signed an entry after its
/// hand-over (the command line's bots and watchers wait for that before they end).
#[test]
fn a_hand_over_by_a_higher_seat_stays_unanswered_until_the_lower_seat_signs_after_it() {
    let (table, keys) = graced(3, 60);
    let before = play(table, &keys, 3);
    assert!(!before.hand_over_unanswered(), "no hand-over yet");
    let bobs = before.hand_over(&keys[1], 2, BotLevel::Easy).unwrap();
    assert!(bobs.hand_over_unanswered(), "Ann has signed nothing since");
    // Moves by Bob and by Bob's computer for Cyd leave it unanswered; Ann's first one
    // answers it.
    let mut table = bobs;
    loop {
        let ann_to_move = table.seat_to_move() == Some(0);
        table = play(table, &keys, 1);
        assert_eq!(table.hand_over_unanswered(), !ann_to_move);
        if ann_to_move {
            break;
        }
    }
    // The same hand-over by the lowest seat has nobody to wait for.
    let anns = before.hand_over(&keys[0], 2, BotLevel::Easy).unwrap();
    assert!(!anns.hand_over_unanswered());
    // A lower seat a computer stands in for does not answer for itself: nobody waits on it.
    let both = before
        .hand_over(&keys[2], 0, BotLevel::Easy)
        .unwrap()
        .hand_over(&keys[2], 1, BotLevel::Easy)
        .unwrap();
    assert!(!both.hand_over_unanswered());
}
