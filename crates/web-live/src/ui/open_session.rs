//! The device's storage around a table's session: the session opened from what the screen
//! before left or from the record kept on the device.

use blockness_web_table::address::Invite;
use blockness_web_table::browser::opening;

use super::{Prepared, PreparedCell};
use crate::session::LiveSession;

/// The session of `invite`'s table: from what the screen before left, else from the
/// record kept on the device (an unreadable one is put aside first), else as a spectator.
pub fn open_session(invite: &Invite, prepared: &PreparedCell) -> LiveSession {
    let left = prepared.take(invite.table);
    let (record, note) = match left {
        Some(Prepared { record, note, .. }) => (record, note),
        None => (None, None),
    };
    opening(invite, record).open(
        |record, guest, secret| LiveSession::open(invite.table, record, guest, secret),
        note,
    )
}
