//! The live view's sentences in English.

use super::{bot, colour, storage, Note, Say, Trouble};
use blockness_web_common::Lang;

const LANG: Lang = Lang::En;

fn trouble(t: Trouble) -> &'static str {
    match t {
        Trouble::Invite => "this address names no table.",
        Trouble::Newer => "the table was opened by another version of this site: reload the page.",
        Trouble::NoTicket => {
            "a seat needs the invite link: the link for spectators can only watch."
        }
        Trouble::Full => "every seat is taken.",
        Trouble::SeatTaken => "someone took that seat a moment ago.",
        Trouble::AlreadySeated => "this device already sits at the table.",
        Trouble::BadName => "a name has 1 to 24 characters.",
        Trouble::NotNow => "nothing can be played now.",
        Trouble::NoRematch => "a rematch comes once, after the end, from a seated player.",
        Trouble::Broker => "the broker refused the connection.",
        Trouble::NoHandOver => "that player's device is back, or the grace time is not over yet.",
        Trouble::NoStandIn => "your seat is yours again already.",
        Trouble::Unusable => "a message of the table does not check out and was left out.",
        Trouble::LochNessTable => {
            "this table plays Loch Ness; this page plays Block Ness tables only."
        }
    }
}

/// A note in English.
pub fn note(note: &Note) -> String {
    match note {
        Note::Refused(error) => format!("Not done: {}", trouble(Trouble::of(error))),
        Note::Bot(why) => bot(why, LANG),
        Note::KeyNotKept(why) => format!(
            "This device could not keep your seat's key ({}). Play on, but a reload would leave you watching.",
            storage(why, LANG)
        ),
        Note::RecordSetAside => "What this device kept of the table could not be read; it was put aside, untouched.".into(),
        Note::NameNeeded => "Enter a name first, 1 to 24 characters.".into(),
        Note::NoRandom => "This browser offers no secure random numbers: it cannot make a seat here, only watch.".into(),
        Note::BrokerInvalid => "A broker's address starts with ws:// or wss://.".into(),
        Note::SeatedElsewhere { asked, given } => format!("Seat {} went to someone who asked a moment before you: you sit in seat {}.", asked + 1, given + 1),
        Note::TableFull => "Every seat was taken before the host could seat you: you are watching this table.".into(),
        Note::OldTable => "This table was made by an older version of the site and can no longer be played live. Its game can still be played by link.".into(),
        Note::PlayedInAnotherTab => "This seat is being played in another tab of this browser: this tab only watches, and takes over if that one closes.".into(),
    }
}

/// A phrase in English.
pub fn say(say: &Say) -> String {
    match say {
        Say::Seat(seat) => format!("Seat {}", seat + 1),
        Say::NameWithColour(name, c) => format!("{name}, {}", colour(*c, LANG)),
        Say::WaitingFor(name, c) => format!(
            "Waiting for {name}, who plays {}, to move on their device.",
            colour(*c, LANG)
        ),
        Say::FreeSeats(1) => "Waiting for players: one seat is still free.".into(),
        Say::FreeSeats(n) => format!("Waiting for players: {n} seats are still free."),
        Say::Resigned(name, c) => format!(
            "{name}, playing {}, resigned: the game ends here.",
            colour(*c, LANG)
        ),
        Say::Caught(Some(name), turn) => format!(
            "{name} signed two different moves for turn {turn}: the game ends there, and {name} is ranked last."
        ),
        Say::Caught(None, _) => "The table's host signed two different entries for one place: the table ends there.".into(),
        Say::ComputerOn(l, Some(name)) => format!(
            "computer, {}, on {name}'s device",
            super::level(*l, Lang::En)
        ),
        Say::ComputerOn(l, None) => format!(
            "computer, {}, on the host's device",
            super::level(*l, Lang::En)
        ),
        Say::BrokerIs(url) => format!("Broker: {url}"),
        Say::SeatColour(seat, c) => format!("Seat {} plays {}", seat + 1, colour(*c, LANG)),
        Say::AwayFor(seconds) => format!("away for {}", super::duration(*seconds)),
        Say::HandOverIn(seconds) => format!(
            "you may let the computer play for them in {}",
            super::duration(*seconds)
        ),
        Say::StandsInForYou(l, name) => format!(
            "While you were away, {name} let the computer ({}) play your seat on their device. Take it back to play on yourself.",
            super::level(*l, LANG)
        ),
    }
}
