//! Block Ness's live addresses: a table's (read by the kit, [`TableAddress`]) or the form
//! that opens one, `#live=new&…`, with the new-game dialog's choices
//! ([`blockness_web_board::live_draft`]).

use blockness_live::LiveError;
use blockness_web_board::live_draft::LiveDraft;
use blockness_web_table::address::{Invite, TableAddress};

/// What an address asks the live view for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveAddress {
    /// The form that opens a table, with the dialog's choices.
    New(LiveDraft),
    /// A table.
    Table(Invite),
    /// Text that names no table: the reason, for the player.
    Bad(LiveError),
}

impl LiveAddress {
    /// Reads the text after `#` (as written, not yet percent-decoded).
    pub fn parse(raw: &str) -> LiveAddress {
        match TableAddress::parse(raw) {
            TableAddress::New(text) => LiveAddress::New(LiveDraft::parse(&text)),
            TableAddress::Table(invite) => LiveAddress::Table(invite),
            TableAddress::Bad(why) => LiveAddress::Bad(why),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_reads_the_dialog_s_choices() {
        assert!(matches!(
            LiveAddress::parse("live=new&players=3"),
            LiveAddress::New(LiveDraft { players: 3, .. })
        ));
        assert!(matches!(
            LiveAddress::parse("live=xyz"),
            LiveAddress::Bad(_)
        ));
    }
}
