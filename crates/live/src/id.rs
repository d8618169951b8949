//! Table ids: 128 bits that name a table and vouch for its settings.

use std::fmt;
use std::str::FromStr;

use crate::LiveError;

/// A table's id: the first 128 bits of the SHA-256 of its settings (which hold a random
/// nonce). It is random, as a table's name must be to keep strangers out, and it binds the
/// settings: a table log whose settings do not hash to the id in the invite is refused, so
/// nobody can swap a table's rules behind its invite.
///
/// Written as 32 lowercase hexadecimal digits, the invite's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TableId(pub u128);

impl TableId {
    /// The id's 16 bytes, most significant first (what signatures cover).
    pub fn to_bytes(self) -> [u8; 16] {
        self.0.to_be_bytes()
    }
}

impl fmt::Display for TableId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:032x}", self.0)
    }
}

impl FromStr for TableId {
    type Err = LiveError;

    /// Reads an invite: the 32 hexadecimal digits alone, or any text that holds them after
    /// `live=` (a page address with `#live=…`).
    fn from_str(text: &str) -> Result<TableId, LiveError> {
        let text = text.trim();
        let digits = match text.rfind("live=") {
            Some(at) => text[at + 5..].split('&').next().unwrap_or(""),
            None => text,
        };
        if digits.len() != 32 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(LiveError::BadInvite {
                text: text.chars().take(80).collect(),
            });
        }
        u128::from_str_radix(digits, 16)
            .map(TableId)
            .map_err(|_| LiveError::BadInvite {
                text: text.chars().take(80).collect(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_reads_back_from_its_text_and_from_a_page_address() {
        let id = TableId(0x0123_4567_89ab_cdef_0011_2233_4455_6677);
        let text = id.to_string();
        assert_eq!(text, "0123456789abcdef0011223344556677");
        assert_eq!(text.parse::<TableId>().unwrap(), id);
        let address = format!("https://example.org/blockness/#live={text}&broker=ws%3A%2F%2Fh");
        assert_eq!(address.parse::<TableId>().unwrap(), id);
    }

    #[test]
    fn a_bad_invite_is_a_typed_error() {
        for bad in ["", "xyz", "0123456789abcdef001122334455667", "#live=zz"] {
            assert!(matches!(
                bad.parse::<TableId>(),
                Err(LiveError::BadInvite { .. })
            ));
        }
    }
}
