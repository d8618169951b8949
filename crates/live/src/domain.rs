//! What every statement this protocol signs or hashes starts with.

/// The protocol's domain: a signature or hash made for this protocol can never be passed
/// off as one made for anything else, nor for an earlier version (`blockness-live/1` and
/// `/2`).
pub(crate) const DOMAIN: &[u8] = b"blockness-live/3\0";
