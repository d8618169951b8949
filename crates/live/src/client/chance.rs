//! A device's share of a table's luck, in a game that has any: it commits to a chain for
//! each seat it plays, reveals those seats' parts of each draw on their topics, gathers
//! every seat's part and writes the draw into the log.

use serde::{Deserialize, Serialize};

use super::{Received, TableClient};
use crate::chance::{parse_link, ChanceSeed, Commitment, Link};
use crate::log::PROTOCOL_VERSION;
use crate::{topics, LiveError, Stage, Table};

/// The largest part message read, in bytes (one is about 90).
pub const MAX_PART: usize = 256;

/// A seat's part of a draw as its topic carries it. It needs no signature: the link proves
/// itself against the seat's chain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PartMessage {
    /// [`PROTOCOL_VERSION`].
    v: u32,
    /// The draw's number.
    number: u64,
    /// The seat's link, in base64url.
    link: String,
}

/// The parts of the draw under way a device holds, which of its own it has published, and
/// since when it has waited for the draw.
#[derive(Debug, Default)]
pub(crate) struct Parts {
    number: u64,
    links: Vec<Option<Link>>,
    published: Vec<bool>,
    /// When this device first saw the table wait for this draw (its clock).
    since_ms: u64,
}

impl Parts {
    /// Forgets the parts of another draw than `number` of a table of `seats` seats; the
    /// wait for a new draw starts at `now_ms`.
    fn for_draw(&mut self, number: u64, seats: usize, now_ms: u64) {
        if self.number != number || self.links.len() != seats {
            *self = Parts {
                number,
                links: vec![None; seats],
                published: vec![false; seats],
                since_ms: now_ms,
            };
        }
    }
}

impl TableClient {
    /// A seat's part arrived on its topic: kept if it is that seat's part of the draw under
    /// way (checked against its chain), else ignored.
    pub(super) fn receive_part(&mut self, seat: usize, payload: &[u8]) -> Received {
        let Some(loch) = self.table.as_ref() else {
            return Received::Nothing(None);
        };
        if payload.len() > MAX_PART || !loch.wants_draw() {
            return Received::Nothing(None);
        }
        let Ok(message) = serde_json::from_slice::<PartMessage>(payload) else {
            return Received::Nothing(Some(LiveError::Garbled {
                reason: "a part of a draw that cannot be read".into(),
            }));
        };
        if crate::log::to_json(&message) != payload {
            return Received::Nothing(Some(LiveError::NotCanonical));
        }
        let number = loch.draw_number();
        let Ok(link) = parse_link(&message.link) else {
            return Received::Nothing(None);
        };
        if message.v != PROTOCOL_VERSION || message.number != number || !loch.part_fits(seat, &link)
        {
            return Received::Nothing(Some(LiveError::Chance {
                reason: format!("a part for seat {} that is not its due one", seat + 1),
            }));
        }
        let seats = loch.seats().len();
        self.parts.for_draw(number, seats, self.now_ms);
        if self.parts.links[seat] == Some(link) {
            return Received::Nothing(None);
        }
        self.parts.links[seat] = Some(link);
        Received::Part
    }

    /// What this device owes a Loch Ness table's luck now, as messages to publish (retained):
    /// the log with a commitment for each seat it plays that has none; the parts of the
    /// draw under way for those seats; and, once it holds every seat's part, the log with
    /// the draw written in. Call it after every message and action; nothing at a Block
    /// Ness table.
    pub fn chance_duties(&mut self) -> Vec<(String, Vec<u8>)> {
        let mut out = Vec::new();
        if !self.signing {
            return out;
        }
        let mut log_changed = false;
        let me = self.key.public();
        let Some(table) = self.table.as_ref() else {
            return out;
        };
        if !table.rules().has_luck() || table.stage() == Stage::Over {
            return out;
        }
        let loch = table;
        let seats = table.seats().len();
        if table.stage() == Stage::Playing && loch.waits_for_luck() {
            // The wait for this draw (its commitments first, then its parts) starts now.
            self.parts.for_draw(loch.draw_number(), seats, self.now_ms);
        }
        let mine: Vec<usize> = (0..seats)
            .filter(|&s| table.signer_of(s) == Some(me))
            .collect();
        let uncommitted =
            table.stage() == Stage::Playing && mine.iter().any(|&s| !loch.committed(s));
        let drawing = table.stage() == Stage::Playing && loch.wants_draw();
        let number = loch.draw_number();
        let pending = |parts: &Parts| {
            parts.number != number
                || parts.links.len() != seats
                || mine.iter().any(|&s| !parts.published[s])
                || parts.links.iter().all(Option::is_some)
        };
        let work = uncommitted || (drawing && pending(&self.parts));
        if !work {
            return out;
        }
        let mut table = table.clone();
        for &seat in &mine {
            if !loch.committed(seat) {
                if let Ok(next) = table.commit(&self.key, seat) {
                    table = next;
                    log_changed = true;
                }
            }
        }
        let wants = table.stage() == Stage::Playing && table.wants_draw();
        if wants {
            {
                let loch = &table;
                let number = loch.draw_number();
                self.parts.for_draw(number, seats, self.now_ms);
                for &seat in &mine {
                    let own = self.parts.links[seat].or_else(|| {
                        let set_at = loch.chain_set_at(seat)?;
                        let seed = ChanceSeed::of_key(
                            &self.key,
                            table.id(),
                            seat,
                            set_at,
                            &table.chain_at(set_at)?,
                        );
                        let part = seed.contribution(table.id(), seat, loch.due(seat)?)?;
                        loch.part_fits(seat, &part.link).then_some(part.link)
                    });
                    let Some(link) = own else { continue };
                    self.parts.links[seat] = Some(link);
                    if !self.parts.published[seat] {
                        self.parts.published[seat] = true;
                        out.push(part_message(&table, seat, number, &link));
                    }
                }
                let all: Option<Vec<Link>> = self.parts.links.iter().copied().collect();
                if let Some(next) = all.and_then(|links| table.deal(&links).ok()) {
                    table = next;
                    log_changed = true;
                }
            }
        }
        if log_changed {
            out.push((topics::log(self.id), table.wire().to_vec()));
            self.table = Some(table);
            // The draw is written: the next one starts empty.
            if let Some(loch) = self.table.as_ref() {
                self.parts.for_draw(loch.draw_number(), seats, self.now_ms);
            }
        }
        out
    }

    /// Since when (the clock of [`TableClient::receive`]) the table's luck has waited for
    /// `seat`, if it waits for it: for its commitment to a chain, or for its part of the
    /// draw under way. A seat that keeps the luck waiting is as absent as one whose device
    /// left ([`TableClient::hand_over_from`]), even while its heartbeats come.
    pub fn luck_waits_since(&self, seat: usize) -> Option<u64> {
        let table = self.table.as_ref()?;
        let loch = table;
        let missing = if loch.committed(seat) {
            loch.wants_draw() && self.parts.links.get(seat).is_some_and(Option::is_none)
        } else {
            true
        };
        let waiting = table.stage() == Stage::Playing
            && loch.waits_for_luck()
            && self.parts.number == loch.draw_number()
            && self.parts.links.len() == table.seats().len()
            && missing;
        waiting.then_some(self.parts.since_ms)
    }

    /// This device's own parts of the draw under way, to publish again after a
    /// reconnection (the broker's copies may have been overwritten meanwhile).
    pub fn own_parts(&self) -> Vec<(String, Vec<u8>)> {
        let Some(table) = &self.table else {
            return Vec::new();
        };
        let loch = table;
        let me = self.key.public();
        if self.parts.number != loch.draw_number() {
            return Vec::new();
        }
        (0..self.parts.links.len())
            .filter(|&s| self.parts.published[s] && table.signer_of(s) == Some(me))
            .filter_map(|s| {
                let link = self.parts.links[s]?;
                Some(part_message(table, s, loch.draw_number(), &link))
            })
            .collect()
    }
}

/// The message revealing `seat`'s part `link` of draw `number`.
fn part_message(table: &Table, seat: usize, number: u64, link: &Link) -> (String, Vec<u8>) {
    let message = PartMessage {
        v: PROTOCOL_VERSION,
        number,
        link: Commitment(*link).to_text(),
    };
    (
        topics::part(table.id(), seat),
        crate::log::to_json(&message),
    )
}
