//! Seat keys: Ed25519 key pairs made on the device, and the signatures of table entries.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use std::fmt;

use crate::chain::Chain;
use crate::domain::DOMAIN;
use crate::{LiveError, TableId};

/// A device's private seat key. It never leaves the device: the page keeps it in local
/// storage under the table's id, the command line in memory.
#[derive(Clone)]
pub struct SeatKey(SigningKey);

impl SeatKey {
    /// The key made from 32 random bytes (the caller draws them from the system's or the
    /// browser's cryptographic source).
    pub fn from_seed(seed: [u8; 32]) -> SeatKey {
        SeatKey(SigningKey::from_bytes(&seed))
    }

    /// The 32 secret bytes, to keep the key on the device.
    pub fn to_seed(&self) -> [u8; 32] {
        self.0.to_bytes()
    }

    /// The key's public half, as it is written in table logs.
    pub fn public(&self) -> PublicKey {
        PublicKey(self.0.verifying_key())
    }

    /// Signs entry number `index` of table `table`, which follows the entries whose chain
    /// hash is `chain` ([`crate::Table::chain_at`]) and whose content is `content`.
    pub fn sign(&self, table: TableId, index: usize, chain: &Chain, content: &str) -> String {
        self.sign_bytes(&signed_bytes(table, index, chain, content))
    }

    /// Signs raw bytes (the statements built in this crate, each starting with the domain).
    pub(crate) fn sign_bytes(&self, message: &[u8]) -> String {
        URL_SAFE_NO_PAD.encode(self.0.sign(message).to_bytes())
    }
}

impl fmt::Debug for SeatKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The secret is never printed.
        write!(f, "SeatKey({})", self.public())
    }
}

/// A seat's public key, written in base64url (43 characters).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PublicKey(VerifyingKey);

impl PublicKey {
    /// Reads a key as written in a log.
    pub fn parse(text: &str) -> Result<PublicKey, LiveError> {
        let bytes: [u8; 32] = URL_SAFE_NO_PAD
            .decode(text)
            .ok()
            .and_then(|b| b.try_into().ok())
            .ok_or(LiveError::BadKey)?;
        VerifyingKey::from_bytes(&bytes)
            .map(PublicKey)
            .map_err(|_| LiveError::BadKey)
    }

    /// Whether `signature` (base64url) is this key's over entry `index` of `table`, after
    /// the entries whose chain hash is `chain`, with `content`. Strict verification: no
    /// malleable or weak-key signatures pass.
    pub fn verifies(
        &self,
        table: TableId,
        index: usize,
        chain: &Chain,
        content: &str,
        signature: &str,
    ) -> bool {
        self.verifies_bytes(&signed_bytes(table, index, chain, content), signature)
    }

    /// Whether `signature` is this key's over raw `message`.
    pub(crate) fn verifies_bytes(&self, message: &[u8], signature: &str) -> bool {
        let Some(bytes) = URL_SAFE_NO_PAD
            .decode(signature)
            .ok()
            .and_then(|b| <[u8; 64]>::try_from(b).ok())
        else {
            return false;
        };
        let signature = Signature::from_bytes(&bytes);
        self.0.verify_strict(message, &signature).is_ok()
    }

    /// A short, stable name for the key (its first 8 characters), for presence and
    /// request topics.
    pub fn short(&self) -> String {
        self.to_string()[..8].to_string()
    }

    /// The key's 32 bytes.
    pub fn to_bytes(&self) -> [u8; 32] {
        self.0.to_bytes()
    }

    /// The key's fingerprint as people compare it: two pictures drawn from its hash, the
    /// same on every screen ([`Fingerprint`](crate::Fingerprint)).
    pub fn fingerprint(&self) -> crate::Fingerprint {
        crate::Fingerprint::of(&self.to_bytes())
    }
}

impl fmt::Display for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&URL_SAFE_NO_PAD.encode(self.0.as_bytes()))
    }
}

impl fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PublicKey({self})")
    }
}

/// The bytes a signature covers: the domain, the table, the entry's place in the log, the
/// chain hash of every entry before it, and its content. The place and the chain make a
/// signed entry worthless anywhere else: replayed at another ply, in another table, or
/// after another history (a log whose earlier entries were swapped), it does not verify.
fn signed_bytes(table: TableId, index: usize, chain: &Chain, content: &str) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(DOMAIN.len() + 52 + content.len());
    bytes.extend_from_slice(DOMAIN);
    bytes.extend_from_slice(&table.to_bytes());
    bytes.extend_from_slice(&(index as u32).to_be_bytes());
    bytes.extend_from_slice(chain);
    bytes.extend_from_slice(content.as_bytes());
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_verifies_only_for_its_table_place_content_and_key() {
        let key = SeatKey::from_seed([7; 32]);
        let other = SeatKey::from_seed([8; 32]);
        let table = TableId(42);
        let chain = [5u8; 32];
        let sig = key.sign(table, 3, &chain, "move:H4 e7-e9");
        let public = key.public();
        assert!(public.verifies(table, 3, &chain, "move:H4 e7-e9", &sig));
        assert!(!public.verifies(TableId(43), 3, &chain, "move:H4 e7-e9", &sig));
        assert!(!public.verifies(table, 4, &chain, "move:H4 e7-e9", &sig));
        assert!(!public.verifies(table, 3, &[6; 32], "move:H4 e7-e9", &sig));
        assert!(!public.verifies(table, 3, &chain, "move:H4 e7-e8", &sig));
        assert!(!other
            .public()
            .verifies(table, 3, &chain, "move:H4 e7-e9", &sig));
        assert!(!public.verifies(table, 3, &chain, "move:H4 e7-e9", "not base64!"));
        assert!(!public.verifies(table, 3, &chain, "move:H4 e7-e9", &sig[..40]));
    }

    #[test]
    fn keys_read_back_and_garbage_is_refused() {
        let key = SeatKey::from_seed([1; 32]);
        let text = key.public().to_string();
        assert_eq!(text.len(), 43);
        assert_eq!(PublicKey::parse(&text).unwrap(), key.public());
        assert_eq!(SeatKey::from_seed(key.to_seed()).public(), key.public());
        assert!(PublicKey::parse("").is_err());
        assert!(PublicKey::parse(&text[..42]).is_err());
        assert!(PublicKey::parse("@@@@").is_err());
    }
}
