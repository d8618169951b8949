//! What a client remembers of hostile traffic: the digests of messages it refused, so a
//! copy that comes again costs one hash and nothing more.

use std::collections::{HashSet, VecDeque};

use sha2::{Digest, Sha256};

/// How many refused messages a client remembers (the oldest is forgotten first).
pub const REFUSED_MEMORY: usize = 1024;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_memory_of_refused_messages_is_bounded() {
        let mut refused = Refused::default();
        for n in 0..(REFUSED_MEMORY as u32 + 10) {
            refused.insert(Refused::digest(&n.to_be_bytes()));
        }
        assert_eq!(refused.len(), REFUSED_MEMORY);
        assert!(!refused.contains(&Refused::digest(&0u32.to_be_bytes())));
        assert!(refused.contains(&Refused::digest(&(REFUSED_MEMORY as u32).to_be_bytes())));
    }
}
