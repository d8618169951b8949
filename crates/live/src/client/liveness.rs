//! Who is at the table: the signs of life this client has of each key that signs for a
//! seat (its heartbeats, its entries in the log), the heartbeats this device sends, and the
//! hint a device leaves when it goes ([`crate::heartbeat`]).

use std::collections::BTreeMap;

use super::memory::Refused;
use super::{Received, TableClient};
use crate::heartbeat::{heartbeat_every_ms, Heartbeat, GONE_HINT, MAX_HEARTBEAT};
use crate::{topics, LiveError, PublicKey, Table};

/// A device counts as connected, for the page, while its last sign of life is at most this
/// many heartbeats old.
const CONNECTED_BEATS: u64 = 3;

/// What this client knows of the keys that sign for seats.
#[derive(Debug, Default)]
pub(crate) struct Lives {
    keys: BTreeMap<[u8; 32], Life>,
    /// When this client began to watch the table (its clock): a key it has heard nothing
    /// of counts as alive then, since it cannot know better.
    since: Option<u64>,
    /// This device's last heartbeat: when it went and its count.
    sent: Option<(u64, u64)>,
}

/// One key's signs of life.
#[derive(Clone, Copy, Debug, Default)]
struct Life {
    /// The highest heartbeat count taken.
    count: u64,
    /// When the last sign of life came (this client's clock).
    alive_at: Option<u64>,
    /// Whether the key's device said it left (or someone said so for it) since.
    gone: bool,
}

impl Lives {
    fn life(&self, key: PublicKey) -> Life {
        self.keys.get(&key.to_bytes()).copied().unwrap_or_default()
    }

    fn life_mut(&mut self, key: PublicKey) -> &mut Life {
        self.keys.entry(key.to_bytes()).or_default()
    }
}

/// The keys of `table` whose devices send heartbeats: every seat's and the host's.
fn signing_keys(table: &Table) -> impl Iterator<Item = PublicKey> + '_ {
    table
        .seats()
        .iter()
        .filter_map(|s| s.key())
        .chain(std::iter::once(table.host()))
}

impl TableClient {
    /// How often this table's devices send heartbeats, in milliseconds.
    pub fn heartbeat_every_ms(&self) -> u64 {
        heartbeat_every_ms(self.table.as_ref().and_then(Table::grace))
    }

    /// Whether this device sends heartbeats: it holds a seat or is the table's host, and
    /// signs with the key here ([`TableClient::set_signing`]).
    pub fn sends_heartbeats(&self) -> bool {
        let me = self.key.public();
        self.signing
            && self
                .table
                .as_ref()
                .is_some_and(|t| t.host() == me || t.seats().iter().any(|s| s.key() == Some(me)))
    }

    /// The heartbeat to publish (retained) at `now_ms` if one is due: the first at once,
    /// then every [`TableClient::heartbeat_every_ms`]. Its count is above every one this
    /// key sent before, this run or an earlier one whose last heartbeat the broker kept.
    pub fn heartbeat(&mut self, now_ms: u64) -> Option<(String, Vec<u8>)> {
        self.observe(now_ms);
        if !self.sends_heartbeats() {
            return None;
        }
        let every = self.heartbeat_every_ms();
        if self.lives.sent.is_some_and(|(at, _)| now_ms < at + every) {
            return None;
        }
        let me = self.key.public();
        let last = self
            .lives
            .sent
            .map_or(0, |(_, n)| n)
            .max(self.lives.life(me).count);
        let n = now_ms.max(last + 1);
        self.lives.sent = Some((now_ms, n));
        let beat = Heartbeat::signed(&self.key, self.id, n);
        Some((topics::presence(self.id, me), beat.to_wire()))
    }

    /// When the next heartbeat is due (the clock of [`TableClient::receive`]), if this
    /// device sends them.
    pub fn next_heartbeat_at(&self) -> Option<u64> {
        if !self.sends_heartbeats() {
            return None;
        }
        Some(
            self.lives
                .sent
                .map_or(self.now_ms, |(at, _)| at + self.heartbeat_every_ms()),
        )
    }

    /// What to publish once connected at `now_ms`, retained: the hint of an earlier
    /// departure cleared, and a heartbeat at once.
    pub fn hello(&mut self, now_ms: u64) -> Vec<(String, Vec<u8>)> {
        self.lives.sent = None;
        let mut out = vec![(topics::gone(self.id, self.key.public()), Vec::new())];
        out.extend(self.heartbeat(now_ms));
        out
    }

    /// The last will to connect with: this device's hint that it left.
    pub fn will(&self) -> (String, Vec<u8>) {
        (topics::gone(self.id, self.key.public()), GONE_HINT.to_vec())
    }

    /// The hint to publish (retained) when leaving on purpose: the same as the last will.
    pub fn goodbye(&self) -> (String, Vec<u8>) {
        self.will()
    }

    /// Notes the clock, and when this client began to watch the table.
    pub(super) fn observe(&mut self, now_ms: u64) {
        self.now_ms = self.now_ms.max(now_ms);
        if self.table.is_some() && self.lives.since.is_none() {
            self.lives.since = Some(self.now_ms);
        }
    }

    /// Takes a heartbeat on the presence topic of the key whose short form is `short`.
    pub(super) fn receive_heartbeat(&mut self, short: &str, payload: &[u8]) -> Received {
        let Some(table) = &self.table else {
            return Received::Nothing(None);
        };
        let Some(key) = signing_keys(table).find(|k| k.short() == short) else {
            return Received::Nothing(None);
        };
        if payload.is_empty() || payload.len() > MAX_HEARTBEAT {
            return Received::Nothing(None);
        }
        let digest = Refused::digest(payload);
        if self.refused.contains(&digest) {
            return Received::Nothing(None);
        }
        let beat = match Heartbeat::from_wire(payload) {
            Ok(beat) => beat,
            Err(e) => {
                self.refused.insert(digest);
                return Received::Nothing(Some(e));
            }
        };
        // An old count (a replay, the broker's copy of one seen already) shows nothing.
        if beat.n <= self.lives.life(key).count {
            return Received::Nothing(None);
        }
        self.work += 1;
        if !beat.verifies(key, self.id) {
            self.refused.insert(digest);
            return Received::Nothing(Some(LiveError::BadSignature { index: 0 }));
        }
        let host_was_away = key == table.host() && !self.is_online(short);
        let now = self.now_ms;
        let life = self.lives.life_mut(key);
        life.count = beat.n;
        life.alive_at = Some(now);
        life.gone = false;
        // The host came back: a request it may have missed goes out again.
        if host_was_away {
            self.request_again = true;
        }
        Received::Presence
    }

    /// Takes a hint that the device of the key whose short form is `short` left.
    pub(super) fn receive_gone(&mut self, short: &str, payload: &[u8]) -> Received {
        let Some(table) = &self.table else {
            return Received::Nothing(None);
        };
        let Some(key) = signing_keys(table).find(|k| k.short() == short) else {
            return Received::Nothing(None);
        };
        if payload != GONE_HINT || self.lives.life(key).gone {
            return Received::Nothing(None);
        }
        self.lives.life_mut(key).gone = true;
        Received::Presence
    }

    /// The signers of the log's entries from `from` on have just shown they are there.
    pub(super) fn signed_since(&mut self, from: usize) {
        let Some(table) = &self.table else { return };
        let now = self.now_ms;
        let signers: Vec<PublicKey> = (from..table.log().entries.len())
            .filter_map(|index| table.signer_at_entry(index))
            .collect();
        for key in signers {
            let life = self.lives.life_mut(key);
            life.alive_at = Some(now);
            life.gone = false;
        }
    }

    /// When `key`'s device last showed it is there, as far as this client knows (the
    /// clock of [`TableClient::receive`]).
    pub(super) fn alive_at(&self, key: PublicKey) -> Option<u64> {
        let heard = self.lives.life(key).alive_at;
        match (heard, self.lives.since) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        }
    }

    /// Whether the device holding a key (by its short form) is connected, as far as its
    /// heartbeats tell: one came within the last few. A hint that it left counts only once
    /// its next heartbeat is late, so the hint can show a real departure sooner but cannot
    /// make a device whose heartbeats come on time look away.
    pub fn is_online(&self, short_key: &str) -> bool {
        let Some(key) = self.known_key(short_key) else {
            return false;
        };
        let life = self.lives.life(key);
        let every = self.heartbeat_every_ms();
        let Some(silent) = life.alive_at.map(|at| self.now_ms.saturating_sub(at)) else {
            return false;
        };
        let late = silent > every + every / 2;
        silent <= CONNECTED_BEATS * every && !(life.gone && late)
    }

    /// Since when (the clock of [`TableClient::receive`]) the device holding a key (by its
    /// short form) has been silent, if it is not connected: from its last sign of life, or
    /// from when this client began to watch.
    pub fn away_since(&self, short_key: &str) -> Option<u64> {
        if self.is_online(short_key) {
            return None;
        }
        self.alive_at(self.known_key(short_key)?)
    }

    /// The key of the table whose short form is `short`.
    fn known_key(&self, short: &str) -> Option<PublicKey> {
        signing_keys(self.table.as_ref()?).find(|k| k.short() == short)
    }
}
