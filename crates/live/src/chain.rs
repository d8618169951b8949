//! The hash chain of a log: every entry's signature covers the hash of all the entries
//! before it, so a signed entry belongs to one history only.

use sha2::{Digest, Sha256};

use crate::domain::DOMAIN;
use crate::{Entry, TableId};

/// The chain hash before an entry: SHA-256 over the previous hash and the previous entry.
pub type Chain = [u8; 32];

/// The chain hash before the first entry of table `table`.
pub fn genesis(table: TableId) -> Chain {
    let mut hasher = Sha256::new();
    hasher.update(DOMAIN);
    hasher.update(b"chain");
    hasher.update(table.to_bytes());
    hasher.finalize().into()
}

/// The chain hash after `entry`, which followed `before`. The entry is hashed as its JSON,
/// signature included, which is the same text on every client.
pub fn next(before: &Chain, entry: &Entry) -> Chain {
    next_of_json(before, &crate::log::to_json(entry))
}

/// [`next`] for an entry already written out as JSON.
pub(crate) fn next_of_json(before: &Chain, json: &[u8]) -> Chain {
    let mut hasher = Sha256::new();
    hasher.update(before);
    hasher.update(json);
    hasher.finalize().into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chain_depends_on_the_table_and_on_every_entry_in_order() {
        let a = Entry::Resign {
            seat: 0,
            sig: "a".into(),
        };
        let b = Entry::Resign {
            seat: 1,
            sig: "b".into(),
        };
        let g = genesis(TableId(1));
        assert_ne!(g, genesis(TableId(2)));
        assert_ne!(next(&next(&g, &a), &b), next(&next(&g, &b), &a));
        assert_ne!(next(&g, &a), next(&g, &b));
    }
}
