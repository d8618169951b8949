//! What the device holds when a table's address opens, read once for every game: the
//! record kept for the table (an unreadable one set aside first), a key for a device that
//! keeps none, the invite's secret when this device can use it, and what to tell the
//! person.

use blockness_live::{InviteSecret, SeatKey};

use super::platform::{guest_key, load_record, Stored};
use crate::address::Invite;
use crate::record::Record;
use crate::session::TableSession;
use crate::words::Note;

/// What a game's session of a table opens from (see [`opening`]).
pub struct Opening {
    /// The record to open from: what the screen before left, else the one kept on the
    /// device, else none.
    pub record: Option<Record>,
    /// A fresh key, the device's at the table when it keeps no record.
    pub guest: SeatKey,
    /// The invite's secret, when the address carries it and the device can make keys:
    /// without a cryptographic source no seat can be asked for, and the device watches.
    pub secret: Option<InviteSecret>,
    /// Storage holds an unreadable record of the table that could not be moved aside: the
    /// session must write nothing over it.
    pub blocked: bool,
    /// What to tell the person, the last the most important.
    pub notes: Vec<Note>,
}

impl Opening {
    /// The game's session made by `open` from the record, the guest key and the secret,
    /// writing nothing over a record that is blocked, and telling the most important of the
    /// notes: `later`'s (what the screen before left to say), else the opening's last.
    pub fn open<S: TableSession>(
        self,
        open: impl FnOnce(Option<Record>, SeatKey, Option<InviteSecret>) -> S,
        later: Option<Note>,
    ) -> S {
        let mut session = open(self.record, self.guest, self.secret);
        if self.blocked {
            session.wire_mut().block_record();
        }
        if let Some(note) = later.or_else(|| self.notes.last().cloned()) {
            session.set_note(note);
        }
        session
    }
}

/// What the device holds for `invite`'s table: `left`, the record the screen before left,
/// wins over storage's.
pub fn opening(invite: &Invite, left: Option<Record>) -> Opening {
    let (guest, strong) = guest_key();
    let mut notes = Vec::new();
    let mut blocked = false;
    let record = match left {
        Some(record) => Some(record),
        None => match load_record(invite.table) {
            Stored::Nothing => None,
            Stored::Record(record) => Some(*record),
            Stored::SetAside(moved) => {
                notes.push(Note::RecordSetAside);
                blocked = !moved;
                None
            }
        },
    };
    let secret = invite.secret.filter(|_| strong);
    if !strong && invite.secret.is_some() {
        notes.push(Note::NoRandom);
    }
    Opening {
        record,
        guest,
        secret,
        blocked,
        notes,
    }
}
