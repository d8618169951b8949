//! The device's storage around a table's session: the session opened from what the screen
//! before left or from the record kept on the device, and a seat request kept before it
//! goes out, so a reload finds both.

use blockness_web_table::address::Invite;
use blockness_web_table::browser::{
    guest_key, load_record, remember_name, store_record, Live, Stored,
};
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

/// Asks the host for `seat` (the first free one for `None`): the key (and the invite's secret) are kept on the device
/// first, so a reload sits down again or asks again.
pub fn ask_for_seat(live: &Live<LiveSession>, seat: Option<usize>, name: &str) {
    let record = live.session.borrow().record_before_asking();
    if let Some(record) = record {
        if let Err(why) = store_record(live.session.borrow().id(), &record) {
            live.act(|s| s.set_note(Note::KeyNotKept(why)));
        }
    }
    remember_name(name);
    live.act_or_note(|s| s.ask(seat, name));
}
