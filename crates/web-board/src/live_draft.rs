//! The addresses of live play that more than one module writes: the page's new-game dialog
//! hands its choices to the live view (`blockness-web-live`) as the address `#live=new&…`,
//! and the live view reads them there. The live view owns every other part of live play.
//!
//! Parameters follow the prefix as `name=value` pairs joined by `&`, values
//! percent-encoded ([`encode_component`]), so a broker's address fits in one.

use blockness_bots::Level;

use blockness_web_common::address::params;
/// What starts a live address: `#live=<table id>`, or `#live=new` for the form that opens a
/// table.
pub use blockness_web_common::address::{LIVE_PREFIX, NEW_TABLE};

/// The fewest and the most seats of a table.
pub const SEATS: std::ops::RangeInclusive<usize> = 2..=4;

/// The choices the new-game dialog passes on to the form that opens a live table: the
/// dialog's seat count, variant and swap option, and which seats it gave a computer
/// player. Colours are not passed: a live table plays the edition's first colours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveDraft {
    /// Number of seats, 2 to 4.
    pub players: usize,
    /// The expert variant.
    pub expert: bool,
    /// The swap option (two seats only).
    pub swap: bool,
    /// For each seat, the level of the computer player that takes it, if one does.
    pub computers: Vec<Option<Level>>,
    /// The player asked to find opponents in the lobby rather than to invite friends.
    pub seek: bool,
}

impl Default for LiveDraft {
    fn default() -> LiveDraft {
        LiveDraft {
            players: 2,
            expert: false,
            swap: false,
            computers: vec![None; 2],
            seek: false,
        }
    }
}

/// A level's letter in a draft's seat list.
fn level_letter(level: Option<Level>) -> char {
    match level {
        None => 'p',
        Some(Level::Easy) => 'e',
        Some(Level::Medium) => 'm',
        Some(Level::Strong) => 's',
    }
}

fn letter_level(letter: char) -> Option<Level> {
    match letter {
        'e' => Some(Level::Easy),
        'm' => Some(Level::Medium),
        's' => Some(Level::Strong),
        _ => None,
    }
}

impl LiveDraft {
    /// The draft made sound: 2 to 4 seats, one entry per seat, the swap option with two
    /// seats only.
    pub fn normalised(mut self) -> LiveDraft {
        self.players = self.players.clamp(*SEATS.start(), *SEATS.end());
        self.computers.resize(self.players, None);
        self.swap &= self.players == 2;
        self
    }

    /// The text after `#` that opens the form with these choices.
    pub fn address(&self) -> String {
        let seats: String = self.computers.iter().map(|&l| level_letter(l)).collect();
        format!(
            "{LIVE_PREFIX}{NEW_TABLE}&players={}&variant={}&swap={}&seats={seats}{}",
            self.players,
            if self.expert { "expert" } else { "base" },
            u8::from(self.swap),
            if self.seek { "&seek=1" } else { "" },
        )
    }

    /// Reads the choices of a `live=new&…` address; anything missing or unreadable takes
    /// the default, since the worst a bad draft can do is show the form with other choices.
    pub fn parse(text: &str) -> LiveDraft {
        let mut draft = LiveDraft::default();
        let mut seats = None;
        for (name, value) in params(text) {
            match name {
                "players" => draft.players = value.parse().unwrap_or(2),
                "variant" => draft.expert = value == "expert",
                "swap" => draft.swap = value == "1",
                "seek" => draft.seek = value == "1",
                "seats" => seats = Some(value.chars().take(4).map(letter_level).collect()),
                _ => {}
            }
        }
        if let Some(seats) = seats {
            draft.computers = seats;
        }
        draft.normalised()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draft_reads_back_from_its_address() {
        let draft = LiveDraft {
            players: 3,
            expert: true,
            swap: false,
            computers: vec![None, Some(Level::Strong), Some(Level::Easy)],
            seek: false,
        };
        let text = draft.address();
        assert_eq!(text, "live=new&players=3&variant=expert&swap=0&seats=pse");
        assert_eq!(LiveDraft::parse(&text), draft);
        assert_eq!(LiveDraft::parse(&format!("#{text}")), draft);
        let seek = LiveDraft {
            seek: true,
            ..draft
        };
        assert_eq!(LiveDraft::parse(&seek.address()), seek);
    }

    #[test]
    fn a_bad_draft_falls_back_on_sound_choices() {
        assert_eq!(LiveDraft::parse("live=new"), LiveDraft::default());
        let odd = LiveDraft::parse("live=new&players=9&swap=1&seats=zzzzzzzzzz&x");
        assert_eq!(odd.players, 4);
        assert!(!odd.swap, "the swap option is for two seats");
        assert_eq!(odd.computers, vec![None; 4]);
        let two = LiveDraft::parse("live=new&players=2&swap=1&seats=m");
        assert!(two.swap);
        assert_eq!(two.computers, vec![Some(Level::Medium), None]);
    }
}
