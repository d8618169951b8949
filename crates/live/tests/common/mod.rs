//! Helpers of the live protocol's tests: tables seated through the host, games played to
//! the end, forged histories built as an attacker would, and a broker in memory.

#![allow(dead_code)]

#[cfg(feature = "lochness")]
pub mod loch;
pub mod room;

use blockness_live::BlockNessTable;
use std::collections::BTreeMap;

use blockness_core::{Edition, Move};
use blockness_live::{
    chain, topics, Entry, InviteSecret, Log, SeatKey, Settings, Table, TableClient, TableGame,
    TableId,
};

/// A key from one byte.
pub fn key(n: u8) -> SeatKey {
    SeatKey::from_seed([n; 32])
}

/// The host of every test table.
pub fn host() -> SeatKey {
    key(200)
}

/// The invite of every test table.
pub fn secret() -> InviteSecret {
    InviteSecret([9; 16])
}

/// Settings of a table of `players` seats with the test host and invite.
pub fn settings(players: u8, nonce: u8) -> Settings {
    Settings {
        nonce: format!("{nonce:032x}"),
        game: TableGame::BlockNess,
        players,
        expert: false,
        swap: false,
        edition: Edition::STANDARD_NAME.to_string(),
        host: host().public().to_string(),
        gate: Some(secret().gate().public().to_string()),
        bots: Vec::new(),
        seated: Vec::new(),
        rematch_of: None,
        grace: None,
    }
}

/// The host seats `key` under `name`, asking for `seat`.
pub fn admit(table: &Table, key: &SeatKey, name: &str, seat: Option<usize>) -> Table {
    let request = secret().request(table.id(), key, name, seat).unwrap();
    table.admit(&host(), &request).unwrap().0
}

/// A legal move chosen from the ply, so every test game is the same.
pub fn pick(table: &Table) -> Move {
    let moves = table.game().unwrap().legal_moves();
    moves[(table.game().unwrap().moves().len() * 7 + 3) % moves.len()]
}

/// A table of `players` seats after every seat was given, and the keys by seat.
pub fn seated(players: u8) -> (Table, Vec<SeatKey>) {
    seated_with(settings(players, 1))
}

/// A table of `settings` after every seat was given, and the keys by seat.
pub fn seated_with(settings: Settings) -> (Table, Vec<SeatKey>) {
    let players = settings.players;
    let mut table = Table::create(settings).unwrap();
    let keys: Vec<SeatKey> = (0..players).map(|n| key(n + 10)).collect();
    for (seat, k) in keys.iter().enumerate() {
        table = admit(&table, k, &format!("P{seat}"), Some(seat));
    }
    (table, keys)
}

/// Plays the table to the end; returns every log on the way.
pub fn play_out(mut table: Table, keys: &[SeatKey]) -> (Table, Vec<Log>) {
    let mut logs = vec![table.log().clone()];
    while let Some(seat) = table.seat_to_move() {
        let mv = pick(&table);
        table = table.play(&keys[seat], &mv).unwrap();
        // The bytes the table keeps as it grows are the log's, written out.
        assert_eq!(table.wire(), table.log().to_wire().as_slice());
        logs.push(table.log().clone());
    }
    (table, logs)
}

/// An entry's signature replaced, as its signer would sign it at `index` after `before`.
pub fn signed(
    id: TableId,
    index: usize,
    before: &chain::Chain,
    entry: &Entry,
    by: &SeatKey,
) -> Entry {
    let sig = by.sign(id, index, before, &entry.signed_content());
    let mut entry = entry.clone();
    match &mut entry {
        Entry::Claim { sig: s, .. }
        | Entry::Move { sig: s, .. }
        | Entry::Resign { sig: s, .. }
        | Entry::HandOver { sig: s, .. }
        | Entry::TakeBack { sig: s, .. }
        | Entry::Rematch { sig: s, .. } => *s = sig,
        Entry::Commit { sig: s, .. } => *s = sig,
        Entry::Draw { .. } => {}
        Entry::Forfeit { .. } => {}
    }
    entry
}

/// A forged history: `entries` re-signed in order wherever `signer` names a key (the
/// attacker's keys), kept as they are otherwise, with the chain of the forged history.
pub fn forge(
    log: &Log,
    entries: Vec<Entry>,
    signer: impl Fn(usize, &Entry) -> Option<SeatKey>,
) -> Log {
    let id = log.settings.table_id();
    let mut before = chain::genesis(id);
    let mut out = Vec::new();
    for (index, entry) in entries.into_iter().enumerate() {
        let entry = match signer(index, &entry) {
            Some(k) => signed(id, index, &before, &entry, &k),
            None => entry,
        };
        before = chain::next(&before, &entry);
        out.push(entry);
    }
    Log {
        v: log.v,
        settings: log.settings.clone(),
        entries: out,
    }
}

/// A broker in memory: retained messages by topic, and the clients subscribed to a table.
/// It delivers every message to every client (a client ignores other tables' topics).
#[derive(Default)]
pub struct Broker {
    pub retained: BTreeMap<String, Vec<u8>>,
}

impl Broker {
    /// Publishes a retained message (an empty one deletes the topic's retained message,
    /// as MQTT does) and delivers it to `clients`, which answer as they must.
    pub fn publish(
        &mut self,
        topic: &str,
        payload: &[u8],
        clients: &mut [&mut TableClient],
        now: u64,
    ) {
        if payload.is_empty() {
            self.retained.remove(topic);
        } else {
            self.retained.insert(topic.to_string(), payload.to_vec());
        }
        let mut answers = Vec::new();
        for client in clients.iter_mut() {
            client.receive(topic, payload, now);
            if client.take_republish() {
                answers.extend(client.log_payload());
            }
        }
        for (topic, payload) in answers {
            self.publish(&topic, &payload, clients, now);
        }
    }

    /// What a new subscriber to table `id` receives first: the retained log and requests.
    pub fn retained_for(&self, id: TableId) -> Vec<(String, Vec<u8>)> {
        let prefix = format!("blockness/v1/{id}/");
        self.retained
            .iter()
            .filter(|(t, _)| t.starts_with(&prefix))
            .map(|(t, p)| (t.clone(), p.clone()))
            .collect()
    }

    /// The retained log of table `id`.
    pub fn log_of(&self, id: TableId) -> Option<&Vec<u8>> {
        self.retained.get(&topics::log(id))
    }
}

/// The seat that played entry `index` of `table`'s log, when that entry is a move.
pub fn mover_of(table: &Table, index: usize) -> Option<usize> {
    let entries = &table.log().entries;
    if !matches!(entries.get(index), Some(Entry::Move { .. })) {
        return None;
    }
    let before = entries[..index]
        .iter()
        .filter(|e| matches!(e, Entry::Move { .. }))
        .count();
    let position = table.game().unwrap().position_at(before)?;
    Some(position.person_of(position.to_move()?))
}
