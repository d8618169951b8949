//! Loch Ness sessions playing through the kit's broker in memory:
//! a whole game between two devices, forged draws and parts refused on the way, and a seat
//! that stops revealing handed to a computer.

use blockness_live::LochNessTable;

use blockness_live::topics;
use blockness_live::{
    BotLevel, Entry, InviteSecret, LiveError, Log, MqttSession, SeatKey, Settings, Stage, Table,
    TableGame, PROTOCOL_VERSION,
};
use blockness_lochness::{choose, link, Level};
use blockness_web_table::session::fake_broker::FakeBroker;
use blockness_web_table::session::TableSession;
use blockness_web_table::words::Note;

use super::LochLiveSession;

const SECRET: InviteSecret = InviteSecret([4; 16]);
const GRACE_S: u32 = 5;

fn host_key() -> SeatKey {
    SeatKey::from_seed([1; 32])
}

/// Ada's new table of two seats, Ada in seat 1, and her session.
fn created() -> LochLiveSession {
    let key = host_key();
    let settings = Settings {
        nonce: format!("{:032x}", 9),
        game: TableGame::LochNess,
        players: 2,
        expert: false,
        swap: false,
        edition: String::new(),
        host: key.public().to_string(),
        gate: Some(SECRET.gate().public().to_string()),
        bots: Vec::new(),
        seated: Vec::new(),
        rematch_of: None,
        grace: Some(GRACE_S),
    };
    let table = Table::create(settings)
        .and_then(|t| t.seat_host(&key, &SECRET, "Ada", Some(0)))
        .unwrap();
    LochLiveSession::with_table(table, key, true)
}

/// Ada's table with Bea seated from another device, both connected to `broker`.
fn seated(broker: &mut FakeBroker) -> (LochLiveSession, LochLiveSession) {
    let mut ada = created();
    let id = ada.table().unwrap().id();
    let mut bea = LochLiveSession::join(id, SeatKey::from_seed([2; 32]));
    let (a, b) = (broker.attach(), broker.attach());
    broker.connect(&mut ada, a);
    broker.pump(&mut [(&mut ada, a)]);
    broker.connect(&mut bea, b);
    broker.pump(&mut [(&mut ada, a), (&mut bea, b)]);
    bea.ask(&SECRET, "Bea", Some(1)).unwrap();
    broker.pump(&mut [(&mut ada, a), (&mut bea, b)]);
    (ada, bea)
}

/// The person to act on `session` plays the medium level's choice; returns whether one did.
fn person_plays(session: &mut LochLiveSession) -> bool {
    if !session.person_to_act() {
        return false;
    }
    let game = session.game().unwrap();
    let seed = game.actions().len() as u64;
    let action = choose(game, Level::Medium, seed).unwrap();
    session.act(&action).unwrap();
    true
}

#[test]
fn two_devices_play_a_whole_game_and_keep_the_same_ordinary_record() {
    let mut broker = FakeBroker::at(1_000);
    let (mut ada, mut bea) = seated(&mut broker);
    assert_eq!(ada.table().unwrap().stage(), Stage::Playing);
    assert_eq!(bea.my_seat(), Some(1));
    for _ in 0..2_000 {
        let acted = person_plays(&mut ada) | person_plays(&mut bea);
        broker.pump(&mut [(&mut ada, 0), (&mut bea, 1)]);
        if ada.table().unwrap().stage() == Stage::Over {
            break;
        }
        assert!(acted, "nobody acted: the table stalled");
    }
    let (a, b) = (ada.table().unwrap(), bea.table().unwrap());
    assert_eq!(a.stage(), Stage::Over);
    assert_eq!(a.log(), b.log());
    // The record is the game's ordinary link, and it replays to the finished game.
    let record = link::decode_game(&a.link()).unwrap();
    assert!(record.is_over());
    assert_eq!(record.actions(), ada.game().unwrap().actions());
}

#[test]
fn after_the_end_both_devices_land_at_the_same_rematch_and_play_it() {
    let mut broker = FakeBroker::at(1_000);
    let (mut ada, mut bea) = seated(&mut broker);
    assert!(
        matches!(ada.rematch(), Err(LiveError::NotOver)),
        "not before the end"
    );
    while ada.table().unwrap().stage() != Stage::Over {
        let acted = person_plays(&mut ada) | person_plays(&mut bea);
        broker.pump(&mut [(&mut ada, 0), (&mut bea, 1)]);
        assert!(acted, "nobody acted: the table stalled");
    }
    // Bea calls the rematch; Ada, whose device heard of it, follows it to the same table.
    let bea_next = bea.rematch().unwrap();
    broker.pump(&mut [(&mut ada, 0), (&mut bea, 1)]);
    let next = bea_next.table.as_ref().unwrap().id();
    assert_eq!(ada.table().unwrap().rematch_table(), Some(next));
    let ada_next = ada.rematch().unwrap();
    assert_eq!(ada_next.table.as_ref().unwrap().id(), next);
    assert_eq!(
        ada.rematch_record().map(|r| r.encode()),
        Some(ada_next.encode())
    );

    // Both open it from their records: everyone seated, the seats turned by one, and the
    // two devices deal its luck and play it.
    let guest = || SeatKey::from_seed([9; 32]);
    let mut ada = LochLiveSession::open(next, Some(ada_next), guest(), None);
    let mut bea = LochLiveSession::open(next, Some(bea_next), guest(), None);
    let (a, b) = (broker.attach(), broker.attach());
    broker.connect(&mut ada, a);
    broker.connect(&mut bea, b);
    broker.pump(&mut [(&mut ada, a), (&mut bea, b)]);
    assert_eq!(ada.table().unwrap().stage(), Stage::Playing);
    assert_eq!((ada.my_seat(), bea.my_seat()), (Some(1), Some(0)));
    while ada.game().unwrap().actions().len() < 12 {
        let acted = person_plays(&mut ada) | person_plays(&mut bea);
        broker.pump(&mut [(&mut ada, a), (&mut bea, b)]);
        assert!(acted, "nobody acted at the rematch");
    }
    assert_eq!(ada.table().unwrap().log(), bea.table().unwrap().log());
}

/// Plays Ada's table with Bea to the end, `attack` called after every action with the
/// broker and the acting device's table; returns the finished log's entries.
fn play_out(mut attack: impl FnMut(&mut FakeBroker, &Table)) -> Vec<Entry> {
    let mut broker = FakeBroker::at(1_000);
    let (mut ada, mut bea) = seated(&mut broker);
    for _ in 0..2_000 {
        for session in [&mut ada, &mut bea] {
            if person_plays(session) {
                attack(&mut broker, session.table().unwrap());
            }
        }
        broker.pump(&mut [(&mut ada, 0), (&mut bea, 1)]);
        if ada.table().unwrap().stage() == Stage::Over {
            break;
        }
    }
    assert_eq!(ada.table().unwrap().stage(), Stage::Over);
    assert_eq!(ada.table().unwrap().log(), bea.table().unwrap().log());
    ada.table().unwrap().log().entries.clone()
}

/// `link` with one character in its middle changed: still a link, not the seat's.
fn flip(link: &str) -> String {
    let mut chars: Vec<char> = link.chars().collect();
    let middle = chars.len() / 2;
    chars[middle] = if chars[middle] == 'A' { 'B' } else { 'A' };
    chars.into_iter().collect()
}

/// What an attacker who reads every topic publishes as soon as a draw is under way, ahead
/// of the honest parts: each seat's last part again (an older draw's), the same part with
/// a changed link for this draw, and the log with a draw made of the changed links.
/// Returns whether it published anything.
fn forge_luck(broker: &mut FakeBroker, hostile: usize, table: &Table) -> bool {
    let Some(loch) = table.lochness() else {
        return false;
    };
    if table.stage() != Stage::Playing || !loch.wants_draw() {
        return false;
    }
    let (id, number) = (table.id(), loch.draw_number());
    let mut changed = Vec::new();
    for seat in 0..table.seats().len() {
        let topic = topics::part(id, seat);
        let Some(part) = broker.retained(&topic).map(<[u8]>::to_vec) else {
            continue;
        };
        let mut message: serde_json::Value = serde_json::from_slice(&part).unwrap();
        let link = flip(message["link"].as_str().unwrap());
        message["link"] = link.clone().into();
        message["number"] = number.into();
        changed.push(link);
        let forged = serde_json::to_vec(&message).unwrap();
        for payload in [part, forged] {
            broker.take(
                hostile,
                &MqttSession::publish_retained_once(&topic, &payload),
            );
        }
    }
    while changed.len() < table.seats().len() {
        changed.push("A".repeat(43));
    }
    let mut log = table.log().clone();
    log.entries.push(Entry::Draw {
        number,
        parts: changed,
    });
    let payload = log.to_wire();
    broker.take(
        hostile,
        &MqttSession::publish_retained_once(&topics::log(id), &payload),
    );
    true
}

#[test]
fn forged_draws_and_parts_change_nothing_in_a_whole_game() {
    let honest = play_out(|_, _| {});
    let mut attacks = 0;
    let mut hostile = None;
    let attacked = play_out(|broker, table| {
        let hostile = *hostile.get_or_insert_with(|| broker.attach());
        attacks += usize::from(forge_luck(broker, hostile, table));
    });
    assert!(attacks > 10, "only {attacks} draws were attacked");
    // Every device and computer decides from its own seed, so a game that took in nothing
    // forged is the honest game, entry for entry.
    assert_eq!(attacked, honest);
}

#[test]
fn a_seat_that_stops_revealing_is_handed_to_a_computer_that_reveals_for_it() {
    let mut broker = FakeBroker::at(1_000);
    let (mut ada, mut bea) = seated(&mut broker);
    // Both play until Ada's action leaves a draw waiting for Bea's part; then Bea's device
    // falls silent, still connected as far as anyone can tell.
    loop {
        let plies = ada.table().unwrap().plies();
        if person_plays(&mut ada) && plies > 12 {
            let loch = ada.table().unwrap().lochness().unwrap();
            if loch.wants_draw() {
                break;
            }
        }
        person_plays(&mut bea);
        broker.pump(&mut [(&mut ada, 0), (&mut bea, 1)]);
        assert_eq!(ada.table().unwrap().stage(), Stage::Playing);
    }
    broker.drop_client(1);
    broker.pump(&mut [(&mut ada, 0)]);
    // From when Ada's device may hand the seat to a computer (the kit's seat line, as the
    // page reads it).
    let from = ada
        .wire()
        .client()
        .hand_over_from(1)
        .expect("a silent seat may be handed over");
    assert_eq!(from, broker.now_ms + u64::from(GRACE_S) * 1000);
    assert!(ada.hand_over(1, BotLevel::Medium, from - 1).is_err());
    broker.now_ms = from;
    ada.hand_over(1, BotLevel::Medium, from).unwrap();
    broker.pump(&mut [(&mut ada, 0)]);
    for _ in 0..2_000 {
        if !person_plays(&mut ada) {
            if let Some(action) = ada.computer_action() {
                ada.play_computer(&action).unwrap();
            }
        }
        broker.pump(&mut [(&mut ada, 0)]);
        if ada.table().unwrap().stage() == Stage::Over {
            break;
        }
    }
    let table = ada.table().unwrap();
    assert_eq!(table.stage(), Stage::Over);
    assert_eq!(table.stand_in(1).map(|s| s.level), Some(BotLevel::Medium));
    // Ada's device revealed for the seat from a chain of its own, committed in the
    // hand-over.
    let handed = table.log().entries.iter().find_map(|e| match e {
        Entry::HandOver {
            seat: 1,
            commitment,
            ..
        } => Some(commitment.is_some()),
        _ => None,
    });
    assert_eq!(handed, Some(true));
    assert!(link::decode_game(&table.link()).unwrap().is_over());
}

#[test]
fn a_block_ness_table_is_refused_and_the_person_told_why() {
    let key = host_key();
    let settings = Settings {
        game: TableGame::BlockNess,
        players: 2,
        edition: "lochside-v2".into(),
        ..created().table().unwrap().settings().clone()
    };
    // Written by hand: this crate's protocol plays Loch Ness alone, and makes no Block
    // Ness table.
    let id = settings.table_id();
    let block = Log {
        v: PROTOCOL_VERSION,
        settings,
        entries: Vec::new(),
    };
    let mut broker = FakeBroker::at(1_000);
    let hostile = broker.attach();
    broker.take(
        hostile,
        &MqttSession::publish_retained_once(&topics::log(id), &block.to_wire()),
    );
    let mut visitor = LochLiveSession::join(id, key);
    let client = broker.attach();
    broker.connect(&mut visitor, client);
    broker.pump(&mut [(&mut visitor, client)]);
    assert!(visitor.table().is_none());
    assert!(matches!(
        visitor.note(),
        Some(Note::Refused(LiveError::OtherGame {
            game: TableGame::BlockNess
        }))
    ));
}

#[test]
fn the_board_follows_the_table_and_takes_clicks_for_its_own_seat_alone() {
    use crate::state::LochAction;
    let mut broker = FakeBroker::at(1_000);
    let (mut ada, mut bea) = seated(&mut broker);
    for _ in 0..40 {
        // The person to act clicks the first point offered, else the roll or a pass.
        for session in [&mut ada, &mut bea] {
            let Some(board) = session.board() else {
                continue;
            };
            if board.person_to_act().is_none() {
                // Another device's turn: a click here takes nothing in.
                let before = session.game().map(|g| g.actions().len());
                session.click(LochAction::ClickPoint(0));
                assert_eq!(session.game().map(|g| g.actions().len()), before);
                continue;
            }
            let action = match board.point_targets().first() {
                Some(&point) => LochAction::ClickPoint(point),
                None => LochAction::Act(board.game().legal()[0]),
            };
            session.click(action);
        }
        broker.pump(&mut [(&mut ada, 0), (&mut bea, 1)]);
        for session in [&ada, &bea] {
            // The board is the table's game, draws included.
            assert_eq!(
                session.board().unwrap().game().actions(),
                session.game().unwrap().actions()
            );
        }
    }
    assert!(ada.game().unwrap().actions().len() > 10, "the game went on");
    assert_eq!(ada.game().unwrap().actions(), bea.game().unwrap().actions());
}

#[test]
fn an_unreadable_record_that_could_not_be_set_aside_is_never_written_over() {
    // Two devices open Ada's table with the invite; on Bea's, storage held an unreadable
    // record of it that could not be moved aside. Both ask for a seat.
    let mut broker = FakeBroker::at(1_000);
    let mut ada = created();
    let id = ada.table().unwrap().id();
    let mut bea = LochLiveSession::open(id, None, SeatKey::from_seed([3; 32]), Some(SECRET));
    bea.wire_mut().block_record();
    let mut cy = LochLiveSession::open(id, None, SeatKey::from_seed([5; 32]), Some(SECRET));
    let (a, b, c) = (broker.attach(), broker.attach(), broker.attach());
    broker.connect(&mut ada, a);
    broker.pump(&mut [(&mut ada, a)]);
    broker.connect(&mut bea, b);
    broker.connect(&mut cy, c);
    broker.pump(&mut [(&mut ada, a), (&mut bea, b), (&mut cy, c)]);
    bea.ask_seat(Some(1), "Bea").unwrap();
    cy.ask_seat(Some(1), "Cy").unwrap();
    broker.pump(&mut [(&mut ada, a), (&mut bea, b), (&mut cy, c)]);
    assert!(cy.record().is_some(), "a device that asked keeps its key");
    assert!(
        bea.record().is_none(),
        "nothing written over the unreadable record"
    );
}
