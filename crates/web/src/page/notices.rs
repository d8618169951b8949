//! The notices above the board: what went right, what could not be done.
//!
//! Every part of the page raises them and none of them owns them, so they live apart from
//! all of those parts; the notices raised by one action (a refused link, a failed import)
//! are cleared by others (the kept game resumed, the storage working again).

use super::PageState;
use crate::words::PageMessage;

/// How a notice should look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// Something went right (a link was copied).
    Info,
    /// Something could not be done or read; the page carries on.
    Error,
}

/// A message shown above the board until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Identifies the notice for dismissal.
    pub id: u64,
    /// Its look.
    pub kind: NoticeKind,
    /// What it says.
    pub message: PageMessage,
}

impl PageState {
    /// Notices on screen, oldest first.
    pub fn notices(&self) -> &[Notice] {
        &self.notices
    }

    /// Shows a notice, under an id never given before.
    pub(super) fn notify(&mut self, kind: NoticeKind, message: impl Into<PageMessage>) {
        self.notices.push(Notice {
            id: self.next_notice,
            kind,
            message: message.into(),
        });
        self.next_notice += 1;
    }

    /// Removes the notice `id`.
    pub(super) fn dismiss(&mut self, id: u64) {
        self.notices.retain(|n| n.id != id);
    }

    /// Removes every error on screen: once the player has taken a way out of a refused
    /// link, what was refused no longer matters.
    pub(super) fn dismiss_errors(&mut self) {
        self.notices.retain(|n| n.kind != NoticeKind::Error);
    }
}
