//! Luck no seat can take back: each test plays a seat of a Loch Ness table that tries to
//! undo a draw it has seen, and checks that every honest device and the watcher keep the
//! real game and end on the same log.

#![cfg(feature = "lochness")]

mod common;

use blockness_live::chance::{ChanceSeed, Commitment, Link};
use blockness_live::LochNessTable;
use blockness_live::{
    topics, Adoption, BotLevel, Entry, Log, Received, SeatKey, Stage, Table, TableClient,
};
use blockness_lochness::{choose, Action, Level, Step};
use common::key;
use common::loch::{seat_keys, three_and_a_watcher, Net};

/// The table as it stood before entry `index`, rebuilt from its log.
fn before(table: &Table, index: usize) -> Table {
    let mut log = table.log().clone();
    log.entries.truncate(index);
    Table::verify(table.id(), log).unwrap()
}

/// The draw `table` waits for, made from every seat's due part as the seat's own device
/// would reveal it (the test knows every seat's key).
fn the_draw(table: &Table, keys: &[SeatKey]) -> Table {
    let loch = table.lochness().unwrap();
    let links: Vec<Link> = (0..keys.len())
        .map(|seat| {
            let set_at = loch.chain_set_at(seat).unwrap();
            let signer = keys
                .iter()
                .find(|k| Some(k.public()) == table.signer_of(seat))
                .unwrap();
            let seed = ChanceSeed::of_key(
                signer,
                table.id(),
                seat,
                set_at,
                &table.chain_at(set_at).unwrap(),
            );
            seed.contribution(table.id(), seat, loch.due(seat).unwrap())
                .unwrap()
                .link
        })
        .collect();
    table.deal(&links).unwrap()
}

/// Plays on until the seat to act has a choice of two actions or more, and some draw
/// followed the last such choice; returns the index of the entry of that choice.
fn play_to_a_choice_before_a_draw(net: &mut Net) -> usize {
    for n in 0..2_000u64 {
        let table = net.table(0).clone();
        let seat = table.seat_to_move().expect("the game goes on");
        let game = table.lochness().unwrap().game();
        let choice = game.legal().len() >= 2 && game.step() != Step::Setup;
        let at = table.log().entries.len();
        let action = choose(game, Level::Medium, n).unwrap();
        net.act(seat, action).unwrap();
        let after = net.table(0);
        let drew = after.log().entries[at + 1..]
            .iter()
            .any(|e| matches!(e, Entry::Draw { .. }));
        if choice && drew && after.stage() == Stage::Playing {
            return at;
        }
    }
    panic!("no choice followed by a draw");
}

/// Sends `log` to every device as if a hostile client had published it, and lets them
/// answer until quiet.
fn publish(net: &mut Net, log: &Log) {
    let id = log.settings.table_id();
    net.queue.push_back((topics::log(id), log.to_wire()));
    net.settle();
}

/// Asserts that every device but `cheater`'s holds the same log, that it ends the game at
/// `at` with the proof of `cheater`'s two entries, and that `cheater`'s seat ranks last.
fn assert_caught(net: &Net, at: usize, cheater: usize) {
    let table = net.table(0);
    for device in (0..net.clients.len()).filter(|&d| d != cheater) {
        assert_eq!(net.table(device).log(), table.log(), "device {device}");
    }
    assert_eq!(table.stage(), Stage::Over);
    assert_eq!(table.log().entries.len(), at + 1);
    assert!(matches!(table.log().entries[at], Entry::Forfeit { .. }));
    assert_eq!(table.ranked_last(), vec![cheater]);
}

/// The entry a seat signs for `table`'s next place: `action` as its JSON, or any other
/// text for it.
fn signed_action(table: &Table, signer: &SeatKey, text: String) -> Entry {
    let index = table.log().entries.len();
    let ply = table.plies() as u32;
    let content = format!("move:{ply}:{text}");
    let sig = signer.sign(table.id(), index, &table.chain_at(index).unwrap(), &content);
    Entry::Move { ply, mv: text, sig }
}

#[test]
fn a_seat_that_takes_an_action_back_after_seeing_the_draw_is_caught_mid_game_and_after_the_end() {
    for finished in [false, true] {
        for leading_space in [false, true] {
            let mut net = three_and_a_watcher();
            let at = play_to_a_choice_before_a_draw(&mut net);
            if finished {
                net.play(2_000);
                assert_eq!(net.table(0).stage(), Stage::Over);
            }
            let real = net.table(0).clone();
            let place = before(&real, at);
            let seat = place.seat_to_move().unwrap();
            let game = place.lochness().unwrap().game();
            let taken = real.lochness().unwrap().action_of(at).cloned().unwrap();
            // The other action, or the same one written with a space before it, which the
            // seat's text would once have won a tie with.
            let text = if leading_space {
                format!(" {}", serde_json::to_string(&taken).unwrap())
            } else {
                let other: Action = game.legal().into_iter().find(|a| *a != taken).unwrap();
                serde_json::to_string(&other).unwrap()
            };
            let mut rival = place.log().clone();
            rival
                .entries
                .push(signed_action(&place, &seat_keys(3)[seat], text));
            publish(&mut net, &rival);
            assert_caught(&net, at, seat);
        }
    }
}

#[test]
fn a_draw_withheld_and_published_after_the_seat_was_handed_over_changes_nothing() {
    let mut net = three_and_a_watcher();
    // Seat 2's device sees every part but its own go out once another seat rolls, knows the
    // roll, and holds its part back: connected (its heartbeats come), it publishes nothing
    // else.
    let waiting = net.roll_with_seat_two_silent();
    let place = waiting.log().entries.len();
    let withheld = the_draw(&waiting, &seat_keys(3));
    // After the grace time seat 0's device hands seat 2 over; the table draws again from
    // new chains, and the game goes on.
    net.pass(31_000);
    assert!(net.clients[0].may_hand_over(2));
    let handed = net.clients[0].hand_over(2, BotLevel::Medium).unwrap();
    let just_handed = Table::verify(waiting.id(), Log::from_wire(&handed.1).unwrap()).unwrap();
    net.queue.push_back(handed);
    let duties = net.clients[0].chance_duties();
    net.queue.extend(duties);
    net.settle();
    net.silent[2] = false;
    net.play(12);
    let real = net.table(0).clone();
    assert!(matches!(real.log().entries[place], Entry::HandOver { .. }));
    // Seat 2 now publishes the draw it held back, at the hand-over's place: it would have
    // given it the roll it saw in place of the one the table made since.
    publish(&mut net, withheld.log());
    for device in 0..net.clients.len() {
        let table = net.table(device);
        assert!(
            matches!(table.log().entries[place], Entry::HandOver { .. }),
            "device {device} took the withheld draw"
        );
        assert_eq!(table.log(), net.table(0).log(), "device {device}");
    }
    assert!(net.table(0).log().entries.len() >= real.log().entries.len());
    // Before the table drew again, nothing had sealed the hand-over: a device that saw
    // only the hand-over takes the draw, whose seat was late, not gone (it has seen no other
    // roll). A rival draw that is not the one the seats' chains make there is refused
    // before anything is rebuilt.
    let mut forged = withheld.log().clone();
    if let Some(Entry::Draw { parts, .. }) = forged.entries.last_mut() {
        parts[0] = Commitment([7; 32]).to_text();
    }
    let topic = topics::log(real.id());
    let mut device = TableClient::with_table(just_handed.clone(), key(96));
    let got = device.receive(&topic, &forged.to_wire(), 1);
    assert!(
        matches!(
            got,
            Received::Nothing(Some(blockness_live::LiveError::Chance { .. }))
        ),
        "{got:?}"
    );
    assert_eq!(device.work(), 0, "no signature checked, nothing replayed");
    let got = device.receive(&topic, &withheld.log().to_wire(), 2);
    assert_eq!(got, Received::Table(Adoption::Replaced { at: place }));
    // Once sealed, either is turned down at once.
    let mut sealed = TableClient::with_table(net.table(0).clone(), key(96));
    for log in [&forged, withheld.log()] {
        let got = sealed.receive(&topic, &log.to_wire(), 3);
        assert_eq!(got, Received::Table(Adoption::Behind));
        assert_eq!(sealed.table().unwrap().log(), net.table(0).log());
    }
}

#[test]
fn at_a_table_of_two_a_hand_over_signed_after_an_unwelcome_draw_does_not_undo_it() {
    let table = Table::create(common::loch::loch_settings(2)).unwrap();
    let keys = seat_keys(2);
    let mut clients: Vec<TableClient> = keys
        .iter()
        .map(|k| TableClient::with_table(table.clone(), k.clone()))
        .collect();
    clients.push(TableClient::with_table(table, key(99)));
    let mut net = Net::new(clients);
    net.settle();
    // Play on until a draw has just been made after a roll.
    let mut at = None;
    for n in 0..500 {
        let table = net.table(0).clone();
        let seat = table.seat_to_move().unwrap();
        let game = table.lochness().unwrap().game();
        let rolling = game.step() == Step::Roll;
        let action = choose(game, Level::Medium, n).unwrap();
        let len = table.log().entries.len();
        net.act(seat, action).unwrap();
        if rolling {
            at = Some(len + 1);
            break;
        }
    }
    let at = at.unwrap();
    let real = net.table(0).clone();
    assert!(matches!(real.log().entries[at], Entry::Draw { .. }));
    // Bob dislikes the roll: he signs, for the draw's place, a hand-over of Ann's seat to
    // a computer of his, commits again for his own seat, and draws from his own two chains.
    let place = before(&real, at);
    let handed = place.hand_over(&keys[1], 0, BotLevel::Easy).unwrap();
    let mut bob = TableClient::with_table(handed, keys[1].clone());
    bob.chance_duties();
    let vetoed = bob.table().unwrap().clone();
    assert!(vetoed
        .log()
        .entries
        .iter()
        .skip(at)
        .any(|e| matches!(e, Entry::Draw { .. })));
    // Ann and the watcher keep the draw: a redraw from the hand-over's signer's chains
    // alone seals nothing.
    for device in [0, 2] {
        let got =
            net.clients[device].receive(&topics::log(real.id()), &vetoed.log().to_wire(), net.now);
        assert_eq!(got, Received::Table(Adoption::Behind), "device {device}");
        assert_eq!(net.table(device).log(), real.log());
    }
}
