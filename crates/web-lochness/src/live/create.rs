//! A live Loch Ness table made from the setup screen's choices, and the addresses of the
//! live view: `#l/live=new&players=<n>&seats=<code>` for the form that opens a table (the
//! seat code as the setup writes it: `h` a seat for a person, `e`, `m`, `s` a computer the
//! host's device runs), `#l/live=<table>&invite=…&broker=…` for a table. Read as untrusted
//! text: every refusal is a [`LiveError`].

use blockness_live::{BotLevel, InviteSecret, LiveError, SeatKey, Settings, Table, TableGame};
use blockness_web_common::address::{params, LOCHNESS_PREFIX};
use blockness_web_table::address::{Invite, TableAddress};
use blockness_web_table::session::Hosting;

use crate::state::seat::{decode_seat_code, encode_seat_code, SeatKind};

/// The players a Loch Ness table seats, the five-player variant included.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=5;

/// What a live Loch Ness address asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LochLiveAddress {
    /// The form that opens a table, with the setup's choices.
    New(TableDraft),
    /// A table.
    Table(Invite),
    /// Text that names no table: the reason, for the player.
    Bad(LiveError),
}

/// The setup's choices for a new table: who plays each seat. A person's seat is open to
/// the invited (the creator takes the first); a computer's is played by the host's device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableDraft {
    /// One kind per seat: [`SeatKind::Human`] or a computer.
    pub seats: Vec<SeatKind>,
}

impl TableDraft {
    /// The text after `#` for the form with these choices.
    pub fn address(&self) -> String {
        let mut text = format!("{LOCHNESS_PREFIX}live=new&players={}", self.seats.len());
        let code = encode_seat_code(&self.seats);
        if !code.is_empty() {
            text.push_str(&format!("&seats={code}"));
        }
        text
    }

    /// The seat the creator takes: the first that is not a computer's.
    pub fn creator_seat(&self) -> Option<usize> {
        self.seats.iter().position(|k| !k.is_computer())
    }
}

impl LochLiveAddress {
    /// Reads the text after `#` (as written, not yet percent-decoded).
    pub fn parse(raw: &str) -> LochLiveAddress {
        let text = raw.trim().trim_start_matches('#');
        let rest = text.strip_prefix(LOCHNESS_PREFIX).unwrap_or(text);
        match TableAddress::parse(rest) {
            TableAddress::New(text) => {
                draft(&text).map_or_else(LochLiveAddress::Bad, LochLiveAddress::New)
            }
            TableAddress::Table(invite) => LochLiveAddress::Table(invite),
            TableAddress::Bad(why) => LochLiveAddress::Bad(why),
        }
    }
}

/// The text after `#` for a live Loch Ness table.
pub fn table_address(invite: &Invite) -> String {
    format!("{LOCHNESS_PREFIX}{}", invite.address())
}

fn bad(text: &str) -> LiveError {
    LiveError::BadInvite {
        text: text.chars().take(80).collect(),
    }
}

/// The form's choices in `text` (`live=new&players=…&seats=…`): two players of whom the
/// creator is one by default; a seat code that does not read, a count out of range or no
/// seat left for the creator is refused.
fn draft(text: &str) -> Result<TableDraft, LiveError> {
    let (mut players, mut code) = (2, None);
    for (name, value) in params(text).skip(1) {
        match name {
            "players" => players = value.parse().map_err(|_| bad(text))?,
            "seats" => code = Some(value),
            _ => {}
        }
    }
    if !PLAYERS.contains(&players) {
        return Err(bad(text));
    }
    let seats = match code {
        Some(code) => decode_seat_code(code, players).map_err(|_| bad(text))?,
        None => vec![SeatKind::Human; players],
    };
    let draft = TableDraft { seats };
    draft.creator_seat().ok_or_else(|| bad(text))?;
    Ok(draft)
}

/// A new Loch Ness table for `draft`: its settings with `nonce` (32 hexadecimal digits of
/// random bits), hosted by `key` (whose device runs the computer seats and deals their
/// parts), its invite's `secret`, a grace time of `grace` seconds, and the creator seated
/// in the draft's first seat for a person, under `name`.
pub fn open_table(
    draft: &TableDraft,
    grace: u32,
    nonce: String,
    key: &SeatKey,
    secret: &InviteSecret,
    name: &str,
) -> Result<Table, LiveError> {
    let seat = draft.creator_seat().ok_or(LiveError::NotPlaying)?;
    let players = draft.seats.len() as u8;
    let settings = Settings::new(TableGame::LochNess, players, "", &key.public(), nonce);
    Hosting {
        key,
        secret,
        grace,
        computers: draft
            .seats
            .iter()
            .map(|kind| kind.table_level().map(BotLevel::from))
            .collect(),
        creator: Some((seat, name)),
    }
    .open(settings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_live::{BotLevel, LochNessTable, Seat, Stage};
    use blockness_lochness::Level;

    #[test]
    fn the_form_address_reads_back_and_bad_choices_are_refused() {
        let draft = TableDraft {
            seats: vec![
                SeatKind::Human,
                SeatKind::bot(Level::Strong),
                SeatKind::Human,
            ],
        };
        assert_eq!(draft.address(), "l/live=new&players=3&seats=hsh");
        assert_eq!(
            LochLiveAddress::parse(&format!("#{}", draft.address())),
            LochLiveAddress::New(draft)
        );
        assert_eq!(
            LochLiveAddress::parse("l/live=new"),
            LochLiveAddress::New(TableDraft {
                seats: vec![SeatKind::Human; 2]
            })
        );
        for text in [
            "l/live=new&players=6",
            "l/live=new&players=x",
            "l/live=new&players=2&seats=hq",
            "l/live=new&players=2&seats=ee",
            "l/live=nothing",
        ] {
            assert!(
                matches!(LochLiveAddress::parse(text), LochLiveAddress::Bad(_)),
                "{text}"
            );
        }
        let id = "0123456789abcdef0123456789abcdef";
        let LochLiveAddress::Table(invite) =
            LochLiveAddress::parse(&format!("l/live={id}&broker=ws%3A%2F%2F127.0.0.1%3A9001"))
        else {
            panic!("a table");
        };
        assert_eq!(invite.broker.as_deref(), Some("ws://127.0.0.1:9001"));
        assert_eq!(
            table_address(&invite),
            format!("l/live={id}&broker=ws%3A%2F%2F127.0.0.1%3A9001")
        );
    }

    #[test]
    fn a_new_table_seats_its_creator_and_its_computers() {
        let key = SeatKey::from_seed([3; 32]);
        let secret = InviteSecret([5; 16]);
        let draft = TableDraft {
            seats: vec![SeatKind::bot(Level::Easy), SeatKind::Human, SeatKind::Human],
        };
        let table = open_table(&draft, 30, format!("{:032x}", 1), &key, &secret, " Ada ").unwrap();
        assert_eq!(table.stage(), Stage::Seating);
        assert!(matches!(
            &table.seats()[0],
            Seat::Bot {
                level: BotLevel::Easy,
                ..
            }
        ));
        assert!(matches!(&table.seats()[1], Seat::Player { name, .. } if name == "Ada"));
        assert!(matches!(&table.seats()[2], Seat::Open));
        assert!(table.lochness().is_some(), "a Loch Ness table");
    }
}
