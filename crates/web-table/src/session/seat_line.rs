//! One seat as any game's seat list shows it: who sits there and whether their device is
//! connected, the computer standing in for them, when this device may hand the seat over,
//! and what the game says the seat plays.

use blockness_live::{BotLevel, Fingerprint, Seat, Table};

use super::Wire;

/// One seat of a table, as the page lists it. `P` is what the seat plays, as the game
/// names it (Block Ness: the colour it plays now); `()` for a game that needs nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatLine<P = ()> {
    /// The seat, from 0.
    pub seat: usize,
    /// What the seat plays, as the game names it.
    pub plays: P,
    /// Who sits there.
    pub who: super::Who,
    /// Whether the device holding the seat is connected, as far as its presence tells.
    pub online: bool,
    /// Since when that device is known to be away (milliseconds of the clock the session
    /// is given, `Date.now()` in the page), if it is.
    pub away_since: Option<u64>,
    /// Whether this device holds the seat.
    pub mine: bool,
    /// Whether the seat is to act.
    pub to_act: bool,
    /// The fingerprint of the key that signs for the seat (the host's for a computer),
    /// the same on every screen: two pictures, each a shape in a colour, which the page
    /// draws and names in its language.
    pub fingerprint: Option<Fingerprint>,
    /// The computer standing in for the seat's absent person, and the name of the person
    /// whose device runs it.
    pub stand_in: Option<(BotLevel, String)>,
    /// When this device may hand the seat to a computer (the same clock), while the seat's
    /// device is away or silent and this device may do it at all.
    pub hand_over_at: Option<u64>,
}

/// The name of the person in `seat`, if a person sits there.
pub fn person_name(table: &Table, seat: usize) -> Option<String> {
    match table.seats().get(seat)? {
        Seat::Player { name, .. } => Some(name.clone()),
        _ => None,
    }
}

impl Wire {
    /// Whether the host's device is connected, as far as its presence tells (this device's
    /// own connection when it is the host).
    pub fn host_online(&self) -> bool {
        let Some(table) = self.client().table() else {
            return false;
        };
        if table.host() == self.client().key().public() {
            return self.link() == super::Link::Online;
        }
        self.client().is_online(&table.host().short())
    }

    /// The table's seats as the page lists them; `plays` says what each seat plays. A seat
    /// is to act only once every seat is taken and until the end.
    pub fn seat_lines<P>(&self, plays: impl Fn(usize) -> P) -> Vec<SeatLine<P>> {
        let Some(table) = self.client().table() else {
            return Vec::new();
        };
        let to_act = table
            .seat_to_move()
            .filter(|_| table.stage() == blockness_live::Stage::Playing);
        self.seat_presence()
            .into_iter()
            .enumerate()
            .map(|(seat, presence)| SeatLine {
                seat,
                plays: plays(seat),
                who: presence.who,
                online: presence.online,
                away_since: presence.away_since,
                mine: presence.mine,
                to_act: to_act == Some(seat),
                fingerprint: presence.key.map(|k| k.fingerprint()),
                stand_in: table
                    .stand_in(seat)
                    .and_then(|s| Some((s.level, person_name(table, s.by)?))),
                hand_over_at: self.client().hand_over_from(seat),
            })
            .collect()
    }

    /// The names of the people seated at the table on other devices, each once, in seat
    /// order: who the game was played with, for My games.
    pub fn other_people(&self) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for line in self.seat_lines(|_| ()) {
            if let (super::Who::Person(name), false) = (line.who, line.mine) {
                if !names.contains(&name) {
                    names.push(name);
                }
            }
        }
        names
    }
}
