//! Invites: the table's id, and for a seat the invite's secret.
//!
//! The secret is 128 random bits that only the invite link carries (the spectator link
//! carries the id alone). A signing key, the *gate*, is derived from it, and its public
//! half is in the table's settings: a claim counts only with a *ticket*, the gate's
//! signature over the table, the claimant's key and name. So a stranger who finds a table
//! id on a public broker can watch, and nothing more; and a ticket seen in a log is worth
//! nothing for another key or name.

use std::fmt;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use sha2::{Digest, Sha256};

use crate::domain::DOMAIN;
use crate::{LiveError, PublicKey, SeatKey, TableId};

/// The invite's secret (16 bytes, written in base64url: 22 characters).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct InviteSecret(pub [u8; 16]);

impl InviteSecret {
    /// The gate key derived from the secret.
    pub fn gate(&self) -> SeatKey {
        let mut hasher = Sha256::new();
        hasher.update(DOMAIN);
        hasher.update(b"gate");
        hasher.update(self.0);
        SeatKey::from_seed(hasher.finalize().into())
    }

    /// The ticket that lets `key` sit at `table` under `name`.
    pub fn ticket(&self, table: TableId, key: PublicKey, name: &str) -> String {
        self.gate().sign_bytes(&ticket_bytes(table, key, name))
    }

    /// Reads the secret as an invite writes it.
    pub fn parse(text: &str) -> Result<InviteSecret, LiveError> {
        URL_SAFE_NO_PAD
            .decode(text)
            .ok()
            .and_then(|b| <[u8; 16]>::try_from(b).ok())
            .map(InviteSecret)
            .ok_or_else(|| LiveError::BadInvite {
                text: text.chars().take(80).collect(),
            })
    }
}

impl fmt::Display for InviteSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&URL_SAFE_NO_PAD.encode(self.0))
    }
}

impl fmt::Debug for InviteSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The secret is never printed by accident.
        f.write_str("InviteSecret(…)")
    }
}

/// Whether `ticket` is the gate `gate`'s over `key` and `name` at `table`.
pub fn ticket_verifies(
    gate: &PublicKey,
    table: TableId,
    key: PublicKey,
    name: &str,
    ticket: &str,
) -> bool {
    gate.verifies_bytes(&ticket_bytes(table, key, name), ticket)
}

fn ticket_bytes(table: TableId, key: PublicKey, name: &str) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(DOMAIN.len() + 54 + name.len());
    bytes.extend_from_slice(DOMAIN);
    bytes.extend_from_slice(b"ticket");
    bytes.extend_from_slice(&table.to_bytes());
    bytes.extend_from_slice(&key.to_bytes());
    bytes.extend_from_slice(name.as_bytes());
    bytes
}

/// An invite as text carries it: `live=ID&invite=SECRET` for a seat, `live=ID` (or the 32
/// hexadecimal digits alone) for a spectator. Both are also read out of a page address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Invite {
    /// The table.
    pub table: TableId,
    /// The secret that lets its holder ask for a seat; `None` for a spectator's link.
    pub secret: Option<InviteSecret>,
}

impl Invite {
    /// Reads an invite: the 32 hexadecimal digits alone, or any text that holds them after
    /// `live=`, with the secret after `&invite=` when it is a seat's invite.
    pub fn parse(text: &str) -> Result<Invite, LiveError> {
        let table: TableId = text.parse()?;
        let secret = text
            .trim()
            .split(['&', '#', '?'])
            .find_map(|part| part.strip_prefix("invite="))
            .map(InviteSecret::parse)
            .transpose()?;
        Ok(Invite { table, secret })
    }

    /// The spectator's form of this invite.
    pub fn spectator(&self) -> Invite {
        Invite {
            table: self.table,
            secret: None,
        }
    }
}

impl fmt::Display for Invite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "live={}", self.table)?;
        if let Some(secret) = self.secret {
            write!(f, "&invite={secret}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invites_read_back_and_a_ticket_fits_one_key_and_name() {
        let secret = InviteSecret([3; 16]);
        let invite = Invite {
            table: TableId(77),
            secret: Some(secret),
        };
        let text = invite.to_string();
        assert_eq!(Invite::parse(&text).unwrap(), invite);
        let page = format!("https://example.org/#{text}&broker=ws%3A%2F%2Fh");
        assert_eq!(Invite::parse(&page).unwrap(), invite);
        assert_eq!(
            Invite::parse(&invite.spectator().to_string()).unwrap(),
            invite.spectator()
        );
        assert!(Invite::parse("live=00000000000000000000000000000001&invite=zz").is_err());

        let gate = secret.gate().public();
        let key = SeatKey::from_seed([1; 32]).public();
        let other = SeatKey::from_seed([2; 32]).public();
        let ticket = secret.ticket(TableId(77), key, "Ann");
        assert!(ticket_verifies(&gate, TableId(77), key, "Ann", &ticket));
        assert!(!ticket_verifies(&gate, TableId(78), key, "Ann", &ticket));
        assert!(!ticket_verifies(&gate, TableId(77), other, "Ann", &ticket));
        assert!(!ticket_verifies(&gate, TableId(77), key, "Anna", &ticket));
        let stranger = InviteSecret([4; 16]).ticket(TableId(77), key, "Ann");
        assert!(!ticket_verifies(&gate, TableId(77), key, "Ann", &stranger));
        assert_eq!(format!("{secret:?}"), "InviteSecret(…)");
    }
}
