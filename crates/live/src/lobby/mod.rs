//! The lobby: players who want a game and have nobody to play find each other on the
//! broker, with no server to pair them.
//!
//! Each seeker publishes a signed [`Seek`], retained, on a topic of its own
//! (`blockness/v1/lobby/KEY8`), with a last will that clears it, and publishes it again
//! every [`SEEK_REFRESH_MS`]; a seek older than [`SEEK_LIFETIME_MS`] is ignored. Pairing is
//! done by every seeker alike, from what it sees ([`Lobby`]):
//!
//! 1. the **pool**: the fresh seeks of the same class, not gone to a table, not excluded;
//! 2. the seeker **proposes** a group of the class's size: itself and the others ranked
//!    first those that propose a group with it, then those that propose any (they are
//!    there and answering), then the silent, each by key;
//! 3. when every member of its group proposes the same group, it **goes**: every member
//!    derives the same table from the group ([`group_settings`]: everyone seated from the
//!    start in the order of their keys, the nonce drawn from the keys), publishes its seek
//!    once more as `seated`, and leaves the lobby;
//! 4. a seeker whose group some member proposed and then went to goes too, so nobody who
//!    was proposed to is left alone at a table;
//! 5. a group not agreed within [`PROPOSAL_WAIT_MS`] is dropped, and its members that did
//!    not propose it are left out of this seeker's pool for [`EXCLUDE_MS`]: a seek that
//!    never answers (a crashed page, a forged crowd) costs a few seconds, not the lobby.
//!
//! Every seek is checked before it counts (its size, its signature by the key it names,
//! its name and its class), so nobody can seek, propose or go in another key's name, and
//! a table made of a group seats each key once. Nothing unsigned moves anyone: a seeker
//! leaves the others' pools by its own signed word ([`Seek::left`]), by going to a table,
//! or when its seek grows stale, never because its topic was emptied; and a seeker puts
//! its spoiled or emptied seek back with the back-off of [`crate::backoff`], so a hostile
//! client that republishes whatever it sees cannot make it publish more.

mod pairing;
mod seek;

use std::collections::BTreeMap;

use sha2::{Digest, Sha256};

pub use seek::{Seek, SeekClass, MAX_SEEK};

use crate::backoff::Backoff;
use crate::client::memory::Refused;
use crate::domain::DOMAIN;
use crate::log::{SeatedPlayer, Settings};
use crate::{LiveError, PublicKey, SeatKey, Table};

/// How long a seek counts without being published again (milliseconds).
pub const SEEK_LIFETIME_MS: u64 = 180_000;

/// How often a seeker publishes its seek again (milliseconds).
pub const SEEK_REFRESH_MS: u64 = 60_000;

/// How far in the future a seek's time may be and still count (clocks differ).
pub const CLOCK_SKEW_MS: u64 = 60_000;

/// How long a proposed group has to be agreed before it is dropped (milliseconds).
pub const PROPOSAL_WAIT_MS: u64 = 5_000;

/// How long a member waits for its group's leader to go (milliseconds): longer than the
/// leader's own wait, so a member never leaves a group its leader may still go to.
pub const MEMBER_WAIT_MS: u64 = 2 * PROPOSAL_WAIT_MS;

/// How long the members of a dropped group that did not propose it are left out of the
/// pool (milliseconds).
pub const EXCLUDE_MS: u64 = 120_000;

/// How many seeks a lobby keeps (the oldest are forgotten first).
pub const MAX_SEEKS: usize = 256;

/// The grace time of a table made in the lobby, in seconds.
pub const LOBBY_GRACE: u32 = 120;

/// The topic of the seek of `key`.
pub fn topic(key: PublicKey) -> String {
    format!("blockness/v1/lobby/{}", key.short())
}

/// The topic filter of every seek.
pub const TOPIC_ALL: &str = "blockness/v1/lobby/+";

/// The settings of the table of a group: `members` (keys and names, sorted by key) seated
/// in that order, the first key as host, no invite, the lobby's grace time, and a nonce
/// drawn from the class and the keys, so every member derives the same table.
pub fn group_settings(class: &SeekClass, members: &[(String, String)]) -> Settings {
    let mut hasher = Sha256::new();
    hasher.update(DOMAIN);
    hasher.update(b"lobby");
    hasher.update(class.signed_text());
    for (key, _) in members {
        hasher.update(key.as_bytes());
    }
    let digest = hasher.finalize();
    Settings {
        game: class.game,
        nonce: digest[..16].iter().map(|b| format!("{b:02x}")).collect(),
        players: class.players,
        expert: class.expert,
        swap: class.swap,
        edition: class.edition.clone(),
        host: members.first().map(|(k, _)| k.clone()).unwrap_or_default(),
        gate: None,
        bots: Vec::new(),
        seated: members
            .iter()
            .enumerate()
            .map(|(seat, (key, name))| SeatedPlayer {
                seat: seat as u8,
                key: key.clone(),
                name: name.clone(),
            })
            .collect(),
        rematch_of: None,
        grace: Some(LOBBY_GRACE),
    }
}

/// A seek as the lobby keeps it.
#[derive(Clone, Debug)]
struct Heard {
    seek: Seek,
}

/// Another seeker, as a lobby lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenSeek {
    /// Their key.
    pub key: String,
    /// Their name.
    pub name: String,
    /// The game they ask for.
    pub class: SeekClass,
}

/// One seeker in the lobby, without I/O: the seeks it has heard, its proposal, and the
/// table once a group is agreed. The page and the command line feed it what the broker
/// delivers and publish what it asks for.
#[derive(Debug)]
pub struct Lobby {
    key: SeatKey,
    name: String,
    class: SeekClass,
    seeks: BTreeMap<String, Heard>,
    refused: Refused,
    /// The group proposed now.
    proposal: Option<Proposal>,
    /// How many groups this seeker has proposed.
    round: u32,
    /// Every group proposed, newest last (a few).
    proposed: Vec<Vec<String>>,
    /// Keys left out of the pool, until when.
    excluded: BTreeMap<String, u64>,
    /// How many times each leader was found busy with another group after a wait.
    busy_strikes: BTreeMap<String, u32>,
    /// The agreed group's table settings.
    matched: Option<Settings>,
    now: u64,
    /// When this seeker's seek was last published.
    published_at: Option<u64>,
    /// The seek changed: publish it.
    changed: bool,
    /// The seek on the broker was overwritten by someone else: put it back, with back-off.
    restore: Backoff,
}

/// A group this seeker proposes.
#[derive(Clone, Debug)]
struct Proposal {
    /// The members' keys, sorted: the first is the group's leader.
    group: Vec<String>,
    /// Since when it is proposed (for a member: since its leader proposed it too).
    since: u64,
    /// For a member: the leader's round it agrees to, once the leader proposes it too.
    leader_round: Option<u32>,
}

/// How many past proposals a seeker remembers.
const PROPOSED_MEMORY: usize = 16;

impl Lobby {
    /// A seeker with `key` (the key it will sit with), under `name`, asking for `class`,
    /// at `now` (milliseconds since the Unix epoch).
    pub fn new(key: SeatKey, name: &str, class: SeekClass, now: u64) -> Result<Lobby, LiveError> {
        crate::names::check(name)?;
        if !class.is_playable() {
            return Err(LiveError::BadSettings {
                reason: "no table can be made of that game".into(),
            });
        }
        Ok(Lobby {
            name: name.to_string(),
            class,
            seeks: BTreeMap::new(),
            refused: Refused::default(),
            proposal: None,
            round: 0,
            proposed: Vec::new(),
            excluded: BTreeMap::new(),
            busy_strikes: BTreeMap::new(),
            matched: None,
            now,
            published_at: None,
            changed: true,
            restore: Backoff::new(key.public().to_bytes()),
            key,
        })
    }

    /// The key this seeker will sit with.
    pub fn key(&self) -> &SeatKey {
        &self.key
    }

    /// The game asked for.
    pub fn class(&self) -> &SeekClass {
        &self.class
    }

    /// Asks for another game instead (the player picked another seeker's): the group
    /// proposed is dropped and the seek, published again, names the new game. Nothing
    /// changes once a group is agreed.
    pub fn ask_for(&mut self, class: SeekClass) -> Result<(), LiveError> {
        if !class.is_playable() {
            return Err(LiveError::BadSettings {
                reason: "no table can be made of that game".into(),
            });
        }
        if self.matched.is_none() && class != self.class {
            self.class = class;
            self.proposal = None;
            self.changed = true;
            self.decide();
        }
        Ok(())
    }

    /// The last will to connect with: an empty retained message that clears the seek.
    pub fn will(&self) -> (String, Vec<u8>) {
        (topic(self.key.public()), Vec::new())
    }

    /// The group proposed now (keys, sorted), if any.
    pub fn proposal(&self) -> Option<&[String]> {
        self.proposal.as_ref().map(|p| p.group.as_slice())
    }

    /// The agreed table, once every member of a group proposed it.
    pub fn matched(&self) -> Option<Table> {
        Table::create(self.matched.clone()?).ok()
    }

    /// The other seekers, newest first (every class: a player may pick one and ask for
    /// its game instead).
    pub fn open_seeks(&self) -> Vec<OpenSeek> {
        let mut open: Vec<&Heard> = self
            .seeks
            .values()
            .filter(|h| !h.seek.seated && self.counts(h))
            .collect();
        open.sort_by_key(|h| std::cmp::Reverse(h.seek.at));
        open.into_iter()
            .map(|h| OpenSeek {
                key: h.seek.key.clone(),
                name: h.seek.name.clone(),
                class: h.seek.class.clone(),
            })
            .collect()
    }

    fn me(&self) -> String {
        self.key.public().to_string()
    }

    /// Whether a seek heard counts now: fresh, and its seeker has not left.
    fn counts(&self, heard: &Heard) -> bool {
        self.fresh(&heard.seek) && !heard.seek.left
    }

    fn fresh(&self, seek: &Seek) -> bool {
        seek.at + SEEK_LIFETIME_MS >= self.now && seek.at <= self.now + CLOCK_SKEW_MS
    }

    /// Takes a message the broker delivered at `now`; returns whether anything this
    /// seeker shows or decides changed.
    pub fn receive(&mut self, topic: &str, payload: &[u8], now: u64) -> bool {
        self.now = self.now.max(now);
        let Some(short) = topic.strip_prefix("blockness/v1/lobby/") else {
            return false;
        };
        let me = self.me();
        if me.starts_with(short) && short.len() == 8 {
            // Our own topic: our seeks coming back (only we sign them) are echoes; anything
            // else (cleared, spoiled) has replaced ours on the broker and is put right, with
            // back-off.
            let echo = Seek::from_wire(payload).is_ok_and(|(_, key)| key == self.key.public());
            if echo {
                self.restore.settle();
            } else if self.matched.is_none() {
                self.restore.owe(self.now);
            }
            return false;
        }
        // An empty message clears a seek on the broker, which anyone may do: the seek heard
        // still counts until its seeker says otherwise or it grows stale.
        if payload.is_empty() {
            return false;
        }
        let digest = Refused::digest(payload);
        if self.refused.contains(&digest) {
            return false;
        }
        let (seek, key) = match Seek::from_wire(payload) {
            Ok(read) => read,
            Err(_) => {
                self.refused.insert(digest);
                return false;
            }
        };
        if key.short() != short {
            self.refused.insert(digest);
            return false;
        }
        if !self.fresh(&seek) {
            return false;
        }
        if let Some(known) = self.seeks.get(&seek.key) {
            // An older seek of the same key (a replay) changes nothing.
            if known.seek.at >= seek.at {
                return false;
            }
        }
        self.seeks.insert(seek.key.clone(), Heard { seek });
        self.forget_oldest();
        self.decide();
        true
    }

    /// Keeps at most [`MAX_SEEKS`]: the stalest go first.
    fn forget_oldest(&mut self) {
        while self.seeks.len() > MAX_SEEKS {
            let stalest = self
                .seeks
                .iter()
                .min_by_key(|(_, h)| h.seek.at)
                .map(|(k, _)| k.clone());
            match stalest {
                Some(key) => self.seeks.remove(&key),
                None => break,
            };
        }
    }

    /// Moves the clock to `now` without a message (a timer's turn): stale seeks and
    /// proposals that waited too long are dropped. Returns whether anything changed.
    pub fn tick(&mut self, now: u64) -> bool {
        self.now = self.now.max(now);
        self.decide()
    }

    /// The seek to publish (retained on this seeker's topic) when it changed or is due
    /// again; reading it counts it as published.
    pub fn take_publish(&mut self) -> Option<(String, Vec<u8>)> {
        let due = self
            .published_at
            .is_none_or(|at| self.now >= at + SEEK_REFRESH_MS);
        let restore = self.matched.is_none() && self.restore.take(self.now);
        if !(self.changed || restore || due && self.matched.is_none()) {
            return None;
        }
        self.changed = false;
        self.restore.settle();
        // Each publication is newer than the last, even within one millisecond: a seek is
        // only taken over one that is older.
        let at = self
            .published_at
            .map_or(self.now, |last| self.now.max(last + 1));
        self.published_at = Some(at);
        Some((topic(self.key.public()), self.my_seek().to_wire()))
    }

    /// The seek to publish (retained) when leaving the lobby without a table: signed, it
    /// takes this seeker out of the others' pools at once. Then the topic may be cleared.
    pub fn leaving(&self) -> (String, Vec<u8>) {
        let at = self
            .published_at
            .map_or(self.now, |last| self.now.max(last + 1));
        let seek = Seek::leaving(&self.key, &self.name, &self.class, at);
        (topic(self.key.public()), seek.to_wire())
    }

    /// This seeker's seek as it stands.
    fn my_seek(&self) -> Seek {
        let at = self.published_at.unwrap_or(self.now);
        let (with, to, seated) = match (&self.matched, &self.proposal) {
            (Some(settings), _) => (
                settings.seated.iter().map(|p| p.key.clone()).collect(),
                None,
                true,
            ),
            (None, Some(p)) => (p.group.clone(), p.leader_round, false),
            (None, None) => (Vec::new(), None, false),
        };
        let round = (self.round, to);
        Seek::signed(&self.key, &self.name, &self.class, at, &with, round, seated)
    }

    /// The seeks of this seeker's class that count now.
    fn pool(&self) -> Vec<Seek> {
        self.seeks
            .values()
            .filter(|h| self.counts(h))
            .map(|h| &h.seek)
            .filter(|s| {
                s.class == self.class
                    && self
                        .excluded
                        .get(&s.key)
                        .is_none_or(|&until| until <= self.now)
            })
            .cloned()
            .collect()
    }
}
