//! What a client remembers of hostile traffic: the digests of messages it refused, so a
//! copy that comes again costs one hash and nothing more, and a bounded list of devices'
//! presence.

use std::collections::{BTreeMap, HashSet, VecDeque};

use sha2::{Digest, Sha256};

/// How many refused messages a client remembers (the oldest is forgotten first).
pub const REFUSED_MEMORY: usize = 1024;

/// How many devices' presence a client keeps besides the table's seats and host.
pub const PRESENCE_MEMORY: usize = 32;

/// The digests of refused messages, oldest first.
#[derive(Debug, Default)]
pub struct Refused {
    order: VecDeque<[u8; 32]>,
    set: HashSet<[u8; 32]>,
}

impl Refused {
    /// The digest a message is remembered by.
    pub fn digest(payload: &[u8]) -> [u8; 32] {
        Sha256::digest(payload).into()
    }

    /// Whether a message with this digest was refused before.
    pub fn contains(&self, digest: &[u8; 32]) -> bool {
        self.set.contains(digest)
    }

    /// Remembers a refused message.
    pub fn insert(&mut self, digest: [u8; 32]) {
        if !self.set.insert(digest) {
            return;
        }
        self.order.push_back(digest);
        if self.order.len() > REFUSED_MEMORY {
            if let Some(old) = self.order.pop_front() {
                self.set.remove(&old);
            }
        }
    }

    /// How many are remembered.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.order.len()
    }
}

/// Devices' presence by their key's short form: the seats' and the host's always, others
/// (spectators, strangers) up to [`PRESENCE_MEMORY`].
#[derive(Debug, Default)]
pub struct Presence {
    /// Whether each device is online, and since when (the client's clock, when this client
    /// learnt of it: presence messages carry no time, and would not be trusted with one).
    online: BTreeMap<String, (bool, u64)>,
    others: usize,
}

impl Presence {
    /// Records a presence message received at `now_ms`; returns whether anything changed.
    /// `known` says whether the key holds a seat or is the host's.
    pub fn set(&mut self, short: String, online: bool, known: bool, now_ms: u64) -> bool {
        match self.online.get_mut(&short) {
            Some((was, _)) if *was == online => false,
            Some(state) => {
                *state = (online, now_ms);
                true
            }
            None if known || self.others < PRESENCE_MEMORY => {
                self.others += !known as usize;
                self.online.insert(short, (online, now_ms));
                true
            }
            None => false,
        }
    }

    /// Whether the device is online, as far as its presence tells.
    pub fn is_online(&self, short: &str) -> bool {
        self.online.get(short).is_some_and(|(online, _)| *online)
    }

    /// Since when (the client's clock) the device is known to be away, if it is: from the
    /// first word of its absence this client got (its last will, its goodbye, or the
    /// broker's retained copy of either).
    pub fn away_since(&self, short: &str) -> Option<u64> {
        match self.online.get(short) {
            Some((false, since)) => Some(*since),
            _ => None,
        }
    }

    /// How many devices are remembered.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.online.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_memories_are_bounded() {
        let mut refused = Refused::default();
        for n in 0..(REFUSED_MEMORY as u32 + 10) {
            refused.insert(Refused::digest(&n.to_be_bytes()));
        }
        assert_eq!(refused.len(), REFUSED_MEMORY);
        assert!(!refused.contains(&Refused::digest(&0u32.to_be_bytes())));
        assert!(refused.contains(&Refused::digest(&(REFUSED_MEMORY as u32).to_be_bytes())));

        let mut presence = Presence::default();
        for n in 0..100 {
            presence.set(format!("{n:08}"), true, false, 0);
        }
        assert_eq!(presence.len(), PRESENCE_MEMORY);
        assert!(presence.set("seatseat".into(), true, true, 0));
        assert!(presence.is_online("seatseat"));
        assert!(!presence.set("seatseat".into(), true, true, 5));
    }

    #[test]
    fn an_absence_counts_from_the_first_word_of_it() {
        let mut presence = Presence::default();
        presence.set("seatseat".into(), true, true, 1_000);
        assert_eq!(presence.away_since("seatseat"), None);
        presence.set("seatseat".into(), false, true, 2_000);
        // A second goodbye (the will after the explicit one) does not restart the count.
        presence.set("seatseat".into(), false, true, 3_000);
        assert_eq!(presence.away_since("seatseat"), Some(2_000));
        presence.set("seatseat".into(), true, true, 4_000);
        assert_eq!(presence.away_since("seatseat"), None);
        assert_eq!(presence.away_since("nobody00"), None);
    }
}
