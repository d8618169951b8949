//! The device's storage around a table's session: the session opened from what the screen
//! before left or from the record kept on the device.

use blockness_web_table::address::Invite;
use blockness_web_table::browser::{guest_key, load_record, Stored};
use blockness_web_table::session::TableSession;
use blockness_web_table::words::Note;

use super::{Prepared, PreparedCell};
use crate::session::LiveSession;

/// The session of `invite`'s table: from what the screen before left, else from the
/// record kept on the device (an unreadable one is put aside first), else as a spectator.
pub fn open_session(invite: &Invite, prepared: &PreparedCell) -> LiveSession {
    let id = invite.table;
    let left = prepared.take(id);
    let (guest, strong) = guest_key();
    let mut notes = Vec::new();
    let mut blocked = false;
    let record = match left.as_ref().and_then(|p| p.record.clone()) {
        Some(record) => Some(record),
        None => match load_record(id) {
            Stored::Nothing => None,
            Stored::Record(record) => Some(*record),
            Stored::SetAside(moved) => {
                notes.push(Note::RecordSetAside);
                blocked = !moved;
                None
            }
        },
    };
    // Without a cryptographic source no seat can be asked for: the invite's secret is
    // dropped and the device watches.
    let secret = invite.secret.filter(|_| strong);
    if !strong && invite.secret.is_some() {
        notes.push(Note::NoRandom);
    }
    let mut session = LiveSession::open(id, record, guest, secret);
    if blocked {
        session.block_record();
    }
    if let Some(Prepared { note, .. }) = left {
        notes.extend(note);
    }
    if let Some(note) = notes.pop() {
        session.set_note(note);
    }
    session
}
