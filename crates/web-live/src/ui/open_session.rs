//! The device's storage around a table's session: the session opened from what the screen
//! before left or from the record kept on the device.

use blockness_web_table::address::Invite;
use blockness_web_table::browser::opening;
use blockness_web_table::session::TableSession;

use super::{Prepared, PreparedCell};
use crate::session::LiveSession;

/// The session of `invite`'s table: from what the screen before left, else from the
/// record kept on the device (an unreadable one is put aside first), else as a spectator.
pub fn open_session(invite: &Invite, prepared: &PreparedCell) -> LiveSession {
    let left = prepared.take(invite.table);
    let opened = opening(invite, left.as_ref().and_then(|p| p.record.clone()));
    let mut session = LiveSession::open(invite.table, opened.record, opened.guest, opened.secret);
    if opened.blocked {
        session.wire_mut().block_record();
    }
    let mut notes = opened.notes;
    if let Some(Prepared { note, .. }) = left {
        notes.extend(note);
    }
    if let Some(note) = notes.pop() {
        session.set_note(note);
    }
    session
}
