//! Loch Ness tables in the tests: settings, and devices over a broker in memory.

use blockness_live::LochNessTable;
use std::collections::{BTreeMap, VecDeque};

use blockness_live::Entry;
use blockness_live::{
    LiveError, SeatKey, SeatedPlayer, Settings, Stage, Table, TableClient, TableGame,
};
use blockness_lochness::{choose, Action, Level, Step};

use super::{host, key};

/// Settings of a Loch Ness table of `players`, every seat given to `key(10 + seat)`, with a
/// grace time so seats may be handed over.
pub fn loch_settings(players: u8) -> Settings {
    Settings {
        nonce: format!("{:032x}", 7),
        game: TableGame::LochNess,
        players,
        expert: false,
        swap: false,
        edition: String::new(),
        host: host().public().to_string(),
        gate: None,
        bots: Vec::new(),
        seated: (0..players)
            .map(|seat| SeatedPlayer {
                seat,
                key: key(10 + seat).public().to_string(),
                name: format!("P{seat}"),
            })
            .collect(),
        rematch_of: None,
        grace: Some(30),
    }
}

pub fn seat_keys(players: u8) -> Vec<SeatKey> {
    (0..players).map(|seat| key(10 + seat)).collect()
}

/// Devices at one table and a broker in memory that delivers every message to each of
/// them in the order published, keeping the last of each topic.
pub struct Net {
    pub clients: Vec<TableClient>,
    /// Devices that still read everything but publish nothing.
    pub silent: Vec<bool>,
    pub queue: VecDeque<(String, Vec<u8>)>,
    pub retained: BTreeMap<String, Vec<u8>>,
    pub now: u64,
}

impl Net {
    pub fn new(clients: Vec<TableClient>) -> Net {
        let mut net = Net {
            silent: vec![false; clients.len()],
            clients,
            queue: VecDeque::new(),
            retained: BTreeMap::new(),
            now: 0,
        };
        for i in 0..net.clients.len() {
            let duties = net.clients[i].chance_duties();
            net.queue.extend(duties);
        }
        net
    }

    /// Delivers everything queued, and what the devices publish in answer, until quiet.
    pub fn settle(&mut self) {
        let mut delivered = 0;
        while let Some((topic, payload)) = self.queue.pop_front() {
            delivered += 1;
            assert!(delivered < 100_000, "the devices never settle");
            self.now += 1;
            self.retained.insert(topic.clone(), payload.clone());
            for (client, silent) in self.clients.iter_mut().zip(&self.silent) {
                client.receive(&topic, &payload, self.now);
                if let Some(table) = client.table() {
                    assert_eq!(table.wire(), table.log().to_wire().as_slice());
                }
                let republish = client.take_republish();
                let duties = client.chance_duties();
                if !silent {
                    if republish {
                        self.queue.extend(client.log_payload());
                    }
                    self.queue.extend(duties);
                }
            }
        }
    }

    /// Lets `ms` milliseconds pass, every device sending its heartbeats on time (a silent
    /// one too: it is connected, it only withholds what it owes the table's luck).
    pub fn pass(&mut self, ms: u64) {
        let end = self.now + ms;
        while self.now < end {
            self.now = (self.now + 1_000).min(end);
            for i in 0..self.clients.len() {
                let beat = self.clients[i].heartbeat(self.now);
                self.queue.extend(beat);
            }
            self.settle();
            for client in &mut self.clients {
                client.tick(self.now);
            }
        }
    }

    /// Plays on until a seat other than seat 2 is to roll; seat 2's device then goes silent
    /// (it reads everything and publishes nothing), and the roller rolls. Returns the table,
    /// which waits for seat 2's part of the roll.
    pub fn roll_with_seat_two_silent(&mut self) -> Table {
        for n in 0..500 {
            let table = self.table(0);
            let seat = table.seat_to_move().unwrap();
            let game = table.lochness().unwrap().game();
            if game.step() == Step::Roll && seat != 2 {
                break;
            }
            let action = choose(game, Level::Medium, n).unwrap();
            self.act(seat, action).unwrap();
        }
        self.silent[2] = true;
        let roller = self.table(0).seat_to_move().unwrap();
        self.act(roller, Action::Roll).unwrap();
        self.table(0).clone()
    }

    /// The device whose key plays `seat` now.
    pub fn player_of(&self, seat: usize) -> Option<usize> {
        let signer = self.clients[0].table()?.signer_of(seat)?;
        self.clients.iter().position(|c| c.key().public() == signer)
    }

    /// Lets the device of the seat to act take `action` and delivers everything.
    pub fn act(&mut self, seat: usize, action: Action) -> Result<(), LiveError> {
        let device = self.player_of(seat).expect("someone plays the seat");
        let published = self.clients[device].act(|table, key| table.act(key, &action))?;
        self.queue.push_back(published);
        let duties = self.clients[device].chance_duties();
        self.queue.extend(duties);
        self.settle();
        Ok(())
    }

    pub fn table(&self, device: usize) -> &Table {
        self.clients[device]
            .table()
            .expect("the device has the table")
    }

    /// Plays medium's choice for whoever is to act, `actions` times or to the end.
    pub fn play(&mut self, actions: usize) {
        for n in 0..actions {
            let table = self.table(0);
            if table.stage() == Stage::Over {
                return;
            }
            let seat = table
                .seat_to_move()
                .expect("a seat acts: the table has drawn what the game waited for");
            let game = table.lochness().unwrap().game();
            let action = choose(game, Level::Medium, n as u64).expect("a legal action");
            self.act(seat, action).expect("an honest action is taken");
        }
    }
}

/// How many of `table`'s entries are of the kind `kind` tells.
pub fn entries(table: &Table, kind: impl Fn(&Entry) -> bool) -> usize {
    table.log().entries.iter().filter(|e| kind(e)).count()
}

/// Three seated devices and a watcher at a table of three.
pub fn three_and_a_watcher() -> Net {
    let table = Table::create(loch_settings(3)).unwrap();
    let mut clients: Vec<TableClient> = seat_keys(3)
        .into_iter()
        .map(|k| TableClient::with_table(table.clone(), k))
        .collect();
    clients.push(TableClient::with_table(table, key(99)));
    let mut net = Net::new(clients);
    net.settle();
    net
}
