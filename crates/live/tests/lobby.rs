//! The lobby: seekers of one game pair up with nobody to pair them, and hostile traffic
//! (forged, malformed, oversized, stale and replayed seeks, a crowd of seekers that never
//! answer) never pairs a player with nobody, never seats two players in one seat, and never
//! stops the lobby.

use std::collections::{BTreeMap, VecDeque};

use blockness_core::Edition;
use blockness_live::lobby::{self, Lobby, Seek, SeekClass, PROPOSAL_WAIT_MS, SEEK_LIFETIME_MS};
use blockness_live::{SeatKey, Stage, Table};
use proptest::prelude::*;

fn class(players: u8) -> SeekClass {
    SeekClass {
        game: blockness_live::TableGame::BlockNess,
        players,
        expert: false,
        swap: false,
        edition: Edition::STANDARD_NAME.to_string(),
    }
}

/// The tests' wall clock starts here (milliseconds since the Unix epoch).
const T0: u64 = 1_800_000_000_000;

/// A broker in memory: retained seeks, and a queue of deliveries for each seeker.
#[derive(Default)]
struct Broker {
    retained: BTreeMap<String, Vec<u8>>,
    queues: Vec<VecDeque<(String, Vec<u8>)>>,
}

impl Broker {
    /// A new subscriber: it gets every retained seek first.
    fn subscribe(&mut self) -> usize {
        let retained = self
            .retained
            .iter()
            .map(|(t, p)| (t.clone(), p.clone()))
            .collect();
        self.queues.push(retained);
        self.queues.len() - 1
    }

    fn publish(&mut self, topic: &str, payload: &[u8]) {
        if payload.is_empty() {
            self.retained.remove(topic);
        } else {
            self.retained.insert(topic.to_string(), payload.to_vec());
        }
        for queue in &mut self.queues {
            queue.push_back((topic.to_string(), payload.to_vec()));
        }
    }
}

/// Honest seekers on one broker, with the order of deliveries drawn from `order`.
struct Room {
    broker: Broker,
    seekers: Vec<(Lobby, usize)>,
    /// Seekers whose page closed.
    gone: Vec<usize>,
    now: u64,
}

impl Room {
    fn new() -> Room {
        Room {
            broker: Broker::default(),
            seekers: Vec::new(),
            gone: Vec::new(),
            now: T0,
        }
    }

    fn join(&mut self, seed: u8, name: &str, class: SeekClass) -> usize {
        let lobby = Lobby::new(SeatKey::from_seed([seed; 32]), name, class, self.now).unwrap();
        let queue = self.broker.subscribe();
        self.seekers.push((lobby, queue));
        self.flush(self.seekers.len() - 1);
        self.seekers.len() - 1
    }

    /// Seeker `i` leaves the lobby on purpose: its signed word, then its topic cleared.
    fn quit(&mut self, i: usize) {
        let (topic, payload) = self.seekers[i].0.leaving();
        self.broker.publish(&topic, &payload);
        self.leave(i);
    }

    /// Seeker `i`'s page closes: the broker publishes its last will.
    fn leave(&mut self, i: usize) {
        let (topic, payload) = self.seekers[i].0.will();
        self.broker.publish(&topic, &payload);
        self.gone.push(i);
    }

    fn flush(&mut self, i: usize) {
        if let Some((topic, payload)) = self.seekers[i].0.take_publish() {
            self.broker.publish(&topic, &payload);
        }
    }

    /// Delivers one pending message to seeker `i`; false when none was pending.
    fn deliver(&mut self, i: usize) -> bool {
        let queue = self.seekers[i].1;
        let Some((topic, payload)) = self.broker.queues[queue].pop_front() else {
            return false;
        };
        let now = self.now;
        self.seekers[i].0.receive(&topic, &payload, now);
        self.flush(i);
        true
    }

    /// Delivers everything, seekers taking turns as `pick` says, then lets `ms` pass.
    fn settle(&mut self, pick: &mut dyn FnMut(usize) -> usize, ms: u64) {
        for delivered in 0.. {
            assert!(delivered < 2_000, "the seekers never stop publishing");
            let pending: Vec<usize> = (0..self.seekers.len())
                .filter(|i| !self.gone.contains(i))
                .filter(|&i| !self.broker.queues[self.seekers[i].1].is_empty())
                .collect();
            if pending.is_empty() {
                break;
            }
            let i = pending[pick(pending.len())];
            self.deliver(i);
        }
        self.now += ms;
        let alive: Vec<usize> = (0..self.seekers.len())
            .filter(|i| !self.gone.contains(i))
            .collect();
        for i in alive {
            let now = self.now;
            self.seekers[i].0.tick(now);
            self.flush(i);
        }
    }

    fn run(&mut self, rounds: usize) {
        let mut first = |_: usize| 0;
        for _ in 0..rounds {
            self.settle(&mut first, 500);
        }
    }

    fn table(&self, i: usize) -> Option<Table> {
        self.seekers[i].0.matched()
    }

    /// Every seeker that went to a table went with every member of it, each member in a
    /// seat of its own.
    fn assert_nobody_alone(&self) {
        for (i, (lobby, _)) in self.seekers.iter().enumerate() {
            let Some(table) = lobby.matched() else {
                continue;
            };
            assert_eq!(
                table.stage(),
                Stage::Playing,
                "everyone seated from the start"
            );
            let members = table.seats().len();
            let mut seats = Vec::new();
            for (j, (other, _)) in self.seekers.iter().enumerate() {
                let here = table.seats_of(other.key().public());
                if !here.is_empty() {
                    assert_eq!(
                        other.matched().map(|t| t.id()),
                        Some(table.id()),
                        "seeker {j} is at seeker {i}'s table but went elsewhere"
                    );
                    assert_eq!(here.len(), 1);
                    seats.extend(here);
                }
            }
            seats.sort();
            seats.dedup();
            assert_eq!(
                seats.len(),
                members,
                "every seat of seeker {i}'s table is a seeker's"
            );
        }
    }
}

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
