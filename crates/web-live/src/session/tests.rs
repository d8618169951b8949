//! Sessions playing through a broker in memory ([`FakeBroker`]): a table made, joined and
//! played to the end, a move made offline, a broker that forgot everything, a reload, the
//! computer seats, and what the connection shows.

use blockness_core::{AddressParts, Notation, Phase};
use blockness_live::topics;
use blockness_live::{InviteSecret, SeatKey, Stage, TableId};
use blockness_web_board::board::clicks::Clicks;
use blockness_web_board::board::{BoardAction, BoardState};
use blockness_web_board::live_draft::LiveDraft;
use blockness_web_board::seat::{decode_seat_code, SeatKind};
use blockness_worker_messages::BotReply;

use blockness_web_table::session::fake_broker::FakeBroker;
use blockness_web_table::session::{
    backoff_ms, Ping, Who, DEFAULT_GRACE, MAX_BACKOFF_MS, UNREACHABLE_AFTER,
};

use super::*;

mod absence;
mod actions;
mod endings;
mod seeking;
mod unreadable;

const NONCE: &str = "0123456789abcdef0123456789abcdef";
const SECRET: InviteSecret = InviteSecret([4; 16]);

impl Clicks for LiveSession {
    fn board_state(&self) -> &BoardState {
        &self.board
    }

    fn click(&mut self, action: BoardAction) {
        self.board_action(action);
    }
}

/// A new table of two seats made by Ada, seated in seat 1, and her session.
fn created(draft: &LiveDraft) -> LiveSession {
    let key = SeatKey::from_seed([1; 32]);
    let table = open_table(
        draft,
        DEFAULT_GRACE,
        NONCE.into(),
        &key,
        &SECRET,
        Some(0),
        "Ada",
    )
    .unwrap();
    let id = table.id();
    let record = Record {
        key,
        table: Some(table),
        unsent: true,
        secret: Some(SECRET),
    };
    LiveSession::open(id, Some(record), SeatKey::from_seed([0; 32]), None)
}

/// A visitor with the invite link.
fn guest(id: TableId, seed: u8) -> LiveSession {
    LiveSession::open(id, None, SeatKey::from_seed([seed; 32]), Some(SECRET))
}

/// A visitor with the spectator's link.
fn spectator(id: TableId, seed: u8) -> LiveSession {
    LiveSession::open(id, None, SeatKey::from_seed([seed; 32]), None)
}

fn id(session: &LiveSession) -> TableId {
    session.table().unwrap().id()
}

/// Ada's table with Bob seated, both connected through `broker`.
fn two_at_a_table(broker: &mut FakeBroker) -> (LiveSession, LiveSession) {
    let mut ada = created(&LiveDraft::default());
    let mut bob = guest(id(&ada), 2);
    let (a, b) = (broker.attach(), broker.attach());
    broker.connect(&mut ada, a);
    broker.pump(&mut [(&mut ada, a)]);
    assert_eq!(ada.shown(), Shown::Online);
    assert!(!ada.is_unsent(), "the new table reached the broker");
    broker.connect(&mut bob, b);
    broker.pump(&mut [(&mut ada, a), (&mut bob, b)]);
    assert_eq!(bob.table().unwrap().stage(), Stage::Seating);
    assert!(bob.may_ask());
    bob.ask(Some(1), "Bob").unwrap();
    assert!(bob.asking());
    broker.pump(&mut [(&mut ada, a), (&mut bob, b)]);
    assert!(!bob.asking());
    assert_eq!(ada.table().unwrap().stage(), Stage::Playing);
    (ada, bob)
}

/// Plays the first highlighted move for whichever session may move, and carries it over.
fn play_one(broker: &mut FakeBroker, ada: &mut LiveSession, bob: &mut LiveSession) {
    let mover = if ada.board().accepts_moves() { 0 } else { 1 };
    if mover == 0 {
        assert!(!bob.board().accepts_moves(), "one device moves at a time");
        if ada.board().game().phase() == Phase::Setup && ada.board().offers_swap() {
            ada.board_action(BoardAction::Swap);
        } else {
            ada.click_first();
        }
    } else {
        assert!(bob.board().accepts_moves(), "someone may move");
        bob.click_first();
    }
    broker.pump(&mut [(ada, 0), (bob, 1)]);
}

#[test]
fn a_table_is_made_joined_and_played_to_the_end_on_two_devices() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = two_at_a_table(&mut broker);
    let seats = ada.seat_lines();
    assert_eq!(seats.len(), 2);
    assert_eq!(seats[0].who, Who::Person("Ada".into()));
    assert!(seats[0].mine && seats[0].online);
    assert_eq!(seats[1].who, Who::Person("Bob".into()));
    assert!(!seats[1].mine);
    let mut moves = 0;
    while ada.table().unwrap().stage() == Stage::Playing {
        play_one(&mut broker, &mut ada, &mut bob);
        moves += 1;
        assert_eq!(
            ada.board().game().moves(),
            bob.board().game().moves(),
            "both devices show the same game after move {moves}"
        );
        assert!(moves < 200);
    }
    assert_eq!(bob.table().unwrap().stage(), Stage::Over);
    assert_eq!(ada.table().unwrap().link(), bob.table().unwrap().link());
    assert!(ada.board().game().ranking().is_some());
    assert!(!ada.is_unsent() && !bob.is_unsent());
}

#[test]
fn a_move_made_while_the_connection_is_down_goes_out_when_it_is_back() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = two_at_a_table(&mut broker);
    broker.drop_client(0);
    ada.closed();
    assert_eq!(ada.shown(), Shown::Reconnecting);
    ada.click(BoardAction::ClickCell(ada.board().game().legal_starts()[0]));
    let (_, ends) = ada.board().highlights();
    ada.click(BoardAction::ClickCell(*ends.iter().next().unwrap()));
    assert_eq!(ada.board().game().moves().len(), 1, "played here");
    assert_eq!(ada.unsent(), Unsent::News);
    assert!(
        ada.take_outgoing().is_empty(),
        "nothing goes out while down"
    );
    broker.pump(&mut [(&mut bob, 1)]);
    assert_eq!(bob.board().game().moves().len(), 0);
    broker.connect(&mut ada, 0);
    broker.pump(&mut [(&mut ada, 0), (&mut bob, 1)]);
    assert_eq!(bob.board().game().moves().len(), 1, "the kept move arrived");
    assert_eq!(ada.unsent(), Unsent::Nothing);
}

#[test]
fn a_table_no_broker_has_seen_is_told_apart_from_news() {
    let ada = created(&LiveDraft::default());
    assert_eq!(ada.unsent(), Unsent::NewTable);
    let mut broker = FakeBroker::default();
    let (ada, _bob) = two_at_a_table(&mut broker);
    assert_eq!(ada.unsent(), Unsent::Nothing);
}

#[test]
fn a_broker_that_forgot_the_table_gets_it_back() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = two_at_a_table(&mut broker);
    let log_topic = topics::log(id(&ada));
    broker.restart();
    assert!(broker.retained(&log_topic).is_none());
    ada.closed();
    bob.closed();
    broker.connect(&mut ada, 0);
    broker.pump(&mut [(&mut ada, 0)]);
    assert!(broker.retained(&log_topic).is_none(), "nothing heard yet");
    ada.retained_wait_over();
    broker.pump(&mut [(&mut ada, 0)]);
    assert!(broker.retained(&log_topic).is_some(), "the table is back");
    // A newcomer finds the table with both seats taken.
    let mut carl = guest(id(&ada), 3);
    let c = broker.attach();
    broker.connect(&mut carl, c);
    broker.pump(&mut [(&mut carl, c)]);
    assert_eq!(carl.table().unwrap().stage(), Stage::Playing);
    assert_eq!(carl.my_person_seat(), None);
    assert!(!carl.board().accepts_moves(), "a spectator never moves");
}

#[test]
fn a_reload_sits_down_in_the_same_seat_and_the_game_goes_on() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = two_at_a_table(&mut broker);
    play_one(&mut broker, &mut ada, &mut bob);
    let text = bob
        .record()
        .expect("a seated player keeps a record")
        .encode();
    let record = Record::decode(id(&bob), &text).unwrap();
    let mut again = LiveSession::open(id(&bob), Some(record), SeatKey::from_seed([9; 32]), None);
    assert_eq!(again.my_person_seat(), Some((1, "Bob".into())));
    assert_eq!(again.board().game().moves().len(), 1, "the game as kept");
    broker.drop_client(1);
    broker.connect(&mut again, 1);
    broker.pump(&mut [(&mut ada, 0), (&mut again, 1)]);
    assert!(
        again.board().accepts_moves(),
        "Bob's turn, on the reloaded page"
    );
    play_one(&mut broker, &mut ada, &mut again);
    assert_eq!(ada.board().game().moves().len(), 2);
}

#[test]
fn a_spectator_is_offered_no_seat_and_a_late_invited_player_is_told_where_he_sits() {
    let mut broker = FakeBroker::default();
    let draft = LiveDraft {
        players: 3,
        computers: vec![None, None, None],
        ..LiveDraft::default()
    };
    let mut ada = created(&draft);
    let table = id(&ada);
    let mut bob = guest(table, 2);
    let mut cat = guest(table, 3);
    let mut eve = spectator(table, 5);
    let [a, b, c, e] = [(); 4].map(|_| broker.attach());
    broker.connect(&mut ada, a);
    broker.connect(&mut bob, b);
    broker.connect(&mut cat, c);
    broker.connect(&mut eve, e);
    broker.pump(&mut [(&mut ada, a), (&mut bob, b), (&mut cat, c), (&mut eve, e)]);
    assert!(!eve.may_ask(), "the spectator's link offers no seat");
    assert!(eve.ask(Some(1), "Eve").is_err());
    // Bob and Cat ask for seat 2 at the same moment; Bob's request reaches the host first.
    bob.ask(Some(1), "Bob").unwrap();
    cat.ask(Some(1), "Cat").unwrap();
    broker.pump(&mut [(&mut ada, a), (&mut bob, b), (&mut cat, c), (&mut eve, e)]);
    assert_eq!(bob.my_person_seat(), Some((1, "Bob".into())));
    assert_eq!(cat.my_person_seat(), Some((2, "Cat".into())));
    assert_eq!(
        cat.note(),
        Some(&Note::SeatedElsewhere { asked: 1, given: 2 }),
        "the later one is told"
    );
    assert_eq!(bob.note(), None);
    assert_eq!(eve.table().unwrap().stage(), Stage::Playing);
    // Every screen shows the same fingerprints.
    let prints = |s: &LiveSession| -> Vec<Option<blockness_live::Fingerprint>> {
        s.seat_lines().into_iter().map(|l| l.fingerprint).collect()
    };
    assert_eq!(prints(&ada), prints(&eve));
    assert_eq!(prints(&bob), prints(&cat));
    assert!(prints(&ada).iter().all(Option::is_some));
}

/// An invited visitor asks for a seat before the table has come (the seat form the page
/// drew before its module, pressed at once): the request waits for the connection, goes out
/// with it, and the host gives the first free seat.
#[test]
fn a_seat_asked_for_before_the_table_came_is_the_first_free_one() {
    let mut broker = FakeBroker::default();
    let mut ada = created(&LiveDraft::default());
    let table = id(&ada);
    let mut bob = guest(table, 2);
    let mut eve = spectator(table, 5);
    assert!(bob.may_ask_before_table());
    assert!(
        !eve.may_ask_before_table(),
        "the spectator's link offers no seat"
    );
    assert!(eve.ask(None, "Eve").is_err());
    bob.ask(None, "Bob").unwrap();
    assert!(bob.asking());
    assert!(!bob.may_ask_before_table(), "asked once");
    assert!(
        bob.take_outgoing().is_empty(),
        "nothing goes out before the connection"
    );
    let [a, b] = [(); 2].map(|_| broker.attach());
    broker.connect(&mut ada, a);
    broker.pump(&mut [(&mut ada, a)]);
    broker.connect(&mut bob, b);
    broker.pump(&mut [(&mut ada, a), (&mut bob, b)]);
    assert_eq!(bob.my_person_seat(), Some((1, "Bob".into())));
    assert_eq!(bob.note(), None, "seated where it asked: anywhere");
    assert!(!bob.may_ask_before_table(), "the table is there");
    assert_eq!(ada.table().unwrap().stage(), Stage::Playing);
    // A device that keeps a key for the table sits there already: no form before the table.
    let record = bob.record_before_asking().unwrap();
    let again = LiveSession::open(
        table,
        Some(record),
        SeatKey::from_seed([9; 32]),
        Some(SECRET),
    );
    assert!(!again.may_ask_before_table());
}

#[test]
fn an_oversized_message_makes_the_host_put_the_table_back() {
    let mut broker = FakeBroker::default();
    let mut ada = created(&LiveDraft::default());
    let a = broker.attach();
    broker.connect(&mut ada, a);
    broker.pump(&mut [(&mut ada, a)]);
    ada.take_outgoing();
    let topic = topics::log(id(&ada));
    let mut packet = vec![0x31];
    let body = 2 + topic.len() + 3 * blockness_live::MAX_MESSAGE;
    let mut n = body;
    loop {
        let byte = (n % 128) as u8;
        n /= 128;
        packet.push(if n > 0 { byte | 0x80 } else { byte });
        if n == 0 {
            break;
        }
    }
    packet.extend((topic.len() as u16).to_be_bytes());
    packet.extend(topic.as_bytes());
    let header = packet.len();
    packet.resize(header + 3 * blockness_live::MAX_MESSAGE, b'x');
    let mut copied = 0;
    ada.receive_with(
        packet.len(),
        |at, len| {
            copied += len;
            packet[at..at + len].to_vec()
        },
        0,
    )
    .unwrap();
    assert!(copied < 16, "{copied} bytes copied");
    let out = ada.take_outgoing();
    assert_eq!(out.len(), 1, "the log goes out again");
    assert!(out[0].windows(topic.len()).any(|w| w == topic.as_bytes()));
}

#[test]
fn the_creators_device_plays_its_computer_seats_and_no_other_does() {
    let draft = LiveDraft {
        computers: vec![None, Some(blockness_bots::Level::Easy)],
        ..LiveDraft::default()
    };
    let mut ada = created(&draft);
    let mut bob = guest(id(&ada), 2);
    let mut broker = FakeBroker::default();
    let (a, b) = (broker.attach(), broker.attach());
    broker.connect(&mut ada, a);
    broker.connect(&mut bob, b);
    broker.pump(&mut [(&mut ada, a), (&mut bob, b)]);
    assert_eq!(ada.table().unwrap().stage(), Stage::Playing);
    assert!(ada.bot_request().is_none(), "Ada moves first");
    ada.click_first();
    let request = ada.bot_request().cloned().expect("the computer is asked");
    assert!(bob.bot_request().is_none());
    let game = ada.board().game().clone();
    let mv = game.legal_moves()[0];
    ada.bot_answered(&BotReply {
        id: request.id,
        mv: Some(mv),
        notation: Some(Notation::of(game.rules(), game.position(), &mv).to_string()),
        info: Default::default(),
        error: None,
    });
    broker.pump(&mut [(&mut ada, a), (&mut bob, b)]);
    assert_eq!(bob.board().game().moves().len(), 2);
    assert_eq!(bob.board().game().moves()[1], mv);
    assert!(
        bob.board().last_bot_move().is_some(),
        "marked as the computer's"
    );
    assert_eq!(
        bob.seat_lines()[1].who,
        Who::Computer(blockness_live::BotLevel::Easy, Some("Ada".into()))
    );
}

#[test]
fn the_game_is_kept_once_moved_with_this_devices_seats() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = two_at_a_table(&mut broker);
    assert_eq!(ada.kept_address(), None, "nothing played yet");
    play_one(&mut broker, &mut ada, &mut bob);
    let kept = bob.kept_address().unwrap();
    let parts = AddressParts::split(&kept);
    assert_eq!(parts.game_id(), Ok(Some(game_id(id(&bob)))));
    assert_eq!(
        decode_seat_code(parts.seats.unwrap(), 2).unwrap(),
        vec![SeatKind::ByLink, SeatKind::Human]
    );
    assert_eq!(parts.link, bob.table().unwrap().link());
}

#[test]
fn undo_is_not_offered_and_garbage_changes_nothing() {
    let mut broker = FakeBroker::default();
    let (mut ada, mut bob) = two_at_a_table(&mut broker);
    play_one(&mut broker, &mut ada, &mut bob);
    ada.board_action(BoardAction::Undo);
    assert_eq!(ada.board().game().moves().len(), 1);
    let before = ada.table().unwrap().log().clone();
    let topic = topics::log(id(&ada));
    for junk in [&b"{}"[..], b"not json", &[0xFF; 40]] {
        let mut packet = vec![0x30];
        let body_len = 2 + topic.len() + junk.len();
        packet.push(body_len as u8);
        packet.extend((topic.len() as u16).to_be_bytes());
        packet.extend(topic.as_bytes());
        packet.extend(junk);
        ada.receive(&packet, 0).unwrap();
    }
    assert_eq!(ada.table().unwrap().log(), &before);
    assert!(
        ada.receive(&[0x00, 0x00], 0).is_err(),
        "not MQTT: the caller closes"
    );
}

#[test]
fn the_connection_says_connecting_unreachable_and_reconnecting() {
    let mut ada = created(&LiveDraft::default());
    // A new session is about to dial: never "no broker" before it has looked for one.
    assert_eq!(ada.shown(), Shown::Connecting);
    ada.no_broker();
    assert_eq!(ada.shown(), Shown::NoBroker);
    // Sockets that are refused never open: no CONNECT is ever written.
    ada.dialing();
    assert_eq!(ada.shown(), Shown::Connecting);
    let mut waits = Vec::new();
    for _ in 0..UNREACHABLE_AFTER {
        ada.closed();
        waits.push(ada.next_attempt_ms());
        ada.dialing();
    }
    assert_eq!(waits, [1000, 2000, 4000], "each failure doubles the wait");
    assert_eq!(ada.shown(), Shown::Unreachable);
    assert_eq!(ada.next_attempt_ms(), backoff_ms(UNREACHABLE_AFTER - 1));
    assert_eq!(ada.ping(), Ping::Idle);
    let mut broker = FakeBroker::default();
    let a = broker.attach();
    broker.connect(&mut ada, a);
    broker.pump(&mut [(&mut ada, a)]);
    assert_eq!(ada.shown(), Shown::Online);
    assert!(matches!(ada.ping(), Ping::Send(_)));
    assert!(matches!(ada.ping(), Ping::Send(_)));
    assert_eq!(ada.ping(), Ping::Dead, "two pings unanswered");
    ada.closed();
    assert_eq!(ada.shown(), Shown::Reconnecting);
    assert_eq!(ada.next_attempt_ms(), 1000);
    // Gone for long after all, the broker is said to be out of reach.
    for _ in 0..UNREACHABLE_AFTER {
        ada.dialing();
        ada.closed();
    }
    assert_eq!(ada.shown(), Shown::Unreachable);
}

#[test]
fn back_off_doubles_up_to_its_ceiling() {
    let waits: Vec<u32> = (0..8).map(backoff_ms).collect();
    assert_eq!(waits, [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    assert_eq!(backoff_ms(u32::MAX), MAX_BACKOFF_MS);
}

#[test]
fn the_game_by_link_has_this_devices_seats() {
    let draft = LiveDraft {
        players: 3,
        computers: vec![None, Some(blockness_bots::Level::Strong), None],
        ..LiveDraft::default()
    };
    let id = game_id(TableId(42));
    let address = by_link_address(&draft, Some(0), &id).unwrap();
    let parts = AddressParts::split(&address);
    assert_eq!(
        decode_seat_code(parts.seats.unwrap(), 3).unwrap(),
        vec![
            SeatKind::Human,
            SeatKind::bot(blockness_bots::Level::Strong),
            SeatKind::ByLink
        ]
    );
    assert_eq!(parts.game_id(), Ok(Some(id)));
}
