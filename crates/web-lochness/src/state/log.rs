//! The game's log: what happened, in order, told from the game's actions. Each action
//! becomes an event (a roll and its face, a move and whom it bumped, a fragment kept and
//! what it replaced), with what followed it of itself: the photos taken after Nessie
//! swam and the fragments each drew, the start of the last round, the end and its winners.
//!
//! Everything here is read from the engine's game before and after each action; nothing
//! decides a rule.

use blockness_lochness::{Action, Die, Fragment, Game, Kind, Nessie, Row, Score, Step};

/// Something that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A photographer posted at the start, or a second one in the five-player variant.
    Placed {
        /// The seat.
        seat: usize,
        /// The point.
        point: usize,
        /// The point's kind.
        kind: Kind,
    },
    /// A photographer moved, bumping another player's if one stood there.
    Moved {
        /// The seat.
        seat: usize,
        /// Where from.
        from: usize,
        /// Where to.
        to: usize,
        /// The kind of the point it went to.
        kind: Kind,
        /// The seat whose photographer was bumped.
        bumped: Option<usize>,
    },
    /// No move this turn.
    Stayed {
        /// The seat.
        seat: usize,
    },
    /// No second photographer (the five-player variant).
    NoSecond {
        /// The seat.
        seat: usize,
    },
    /// A bumped photographer sent to a free point.
    Relocated {
        /// The bumped seat.
        seat: usize,
        /// The point.
        to: usize,
        /// Its kind.
        kind: Kind,
    },
    /// A bumped player's draw.
    Drew {
        /// The seat.
        seat: usize,
        /// The deck.
        deck: Kind,
        /// What was drawn (shown to the table).
        fragments: Vec<Fragment>,
    },
    /// The die's roll.
    Rolled {
        /// The seat.
        seat: usize,
        /// Its face.
        die: Die,
    },
    /// Nessie set down after the roll.
    Swam {
        /// The seat who moved her.
        seat: usize,
        /// Where she lies now.
        nessie: Nessie,
    },
    /// A photographer saw Nessie and drew fragments of its point's kind.
    Photo {
        /// The photographer's seat.
        seat: usize,
        /// Its point.
        point: usize,
        /// The point's kind.
        kind: Kind,
        /// The fragments drawn, shown to the table.
        fragments: Vec<Fragment>,
    },
    /// A drawn fragment mounted on the ruler.
    Kept {
        /// The seat.
        seat: usize,
        /// The fragment.
        fragment: Fragment,
        /// Above or below.
        row: Row,
        /// The fragment it replaced, which went under its deck.
        replaced: Option<Fragment>,
    },
    /// None of the drawn fragments kept.
    KeptNone {
        /// The seat.
        seat: usize,
        /// How many were on show.
        count: usize,
    },
    /// A photographer taken off the lake (the five-player variant).
    Withdrew {
        /// The seat.
        seat: usize,
        /// The point.
        point: usize,
    },
    /// A ruler's column flipped.
    Flipped {
        /// The seat.
        seat: usize,
        /// The column.
        column: Kind,
    },
    /// Someone completed both photos: this round is the last.
    LastRound {
        /// The seats with both photos complete.
        seats: Vec<usize>,
    },
    /// The game is over.
    Over {
        /// The seats with both photos complete, which ended it.
        completed: Vec<usize>,
        /// The winners.
        winners: Vec<usize>,
        /// The winners' score.
        score: Score,
        /// Whether the winners were told apart from others on the same points by their
        /// 2-point joints.
        by_twos: bool,
    },
}

impl Event {
    /// A short name of the event's kind, for the page's `data-event`.
    pub fn name(&self) -> &'static str {
        match self {
            Event::Placed { .. } => "placed",
            Event::Moved { .. } => "moved",
            Event::Stayed { .. } => "stayed",
            Event::NoSecond { .. } => "no-second",
            Event::Relocated { .. } => "relocated",
            Event::Drew { .. } => "drew",
            Event::Rolled { .. } => "rolled",
            Event::Swam { .. } => "swam",
            Event::Photo { .. } => "photo",
            Event::Kept { .. } => "kept",
            Event::KeptNone { .. } => "kept-none",
            Event::Withdrew { .. } => "withdrew",
            Event::Flipped { .. } => "flipped",
            Event::LastRound { .. } => "last-round",
            Event::Over { .. } => "over",
        }
    }

    /// The seat that acted, or that the event is about (none for the end of the game).
    pub fn seat(&self) -> Option<usize> {
        match self {
            Event::Placed { seat, .. }
            | Event::Moved { seat, .. }
            | Event::Stayed { seat }
            | Event::NoSecond { seat }
            | Event::Relocated { seat, .. }
            | Event::Drew { seat, .. }
            | Event::Rolled { seat, .. }
            | Event::Swam { seat, .. }
            | Event::Photo { seat, .. }
            | Event::Kept { seat, .. }
            | Event::KeptNone { seat, .. }
            | Event::Withdrew { seat, .. }
            | Event::Flipped { seat, .. } => Some(*seat),
            Event::LastRound { .. } | Event::Over { .. } => None,
        }
    }
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The number of actions the game had after the one this line comes from (from 1),
    /// so undo drops the lines of the actions it takes back.
    pub after: usize,
    /// What happened.
    pub event: Event,
}

/// The lines `action` adds, from the game `before` it to the game `after` it; `seat` is
/// the seat that took it.
pub fn events(before: &Game, action: Action, after: &Game) -> Vec<Event> {
    let seat = before.to_act().unwrap_or_else(|| before.active());
    let kind_of = |point: usize| before.board().point(point).map_or(Kind::Bench, |p| p.kind);
    let mut out = Vec::new();
    match action {
        Action::Place { point } => out.push(Event::Placed {
            seat,
            point,
            kind: kind_of(point),
        }),
        Action::Move { from, to } => out.push(Event::Moved {
            seat,
            from,
            to,
            kind: kind_of(to),
            bumped: before.occupant(to).map(|(s, _)| s),
        }),
        Action::Pass => out.push(if before.step() == Step::PlaceSecond {
            Event::NoSecond { seat }
        } else {
            Event::Stayed { seat }
        }),
        Action::Relocate { to } => out.push(Event::Relocated {
            seat,
            to,
            kind: kind_of(to),
        }),
        // Where the table deals the luck, the fragment and the face come with its draw.
        Action::Draw { deck } if after.step() == Step::Keep => out.push(Event::Drew {
            seat,
            deck,
            fragments: after.hand().to_vec(),
        }),
        Action::Draw { .. } => {}
        // The die shows its face when the roll is made, or when the table draws it.
        Action::Roll | Action::Chance { .. } if after.step() == Step::Swim => {
            if let Some(die) = after.die() {
                out.push(Event::Rolled { seat, die });
            }
        }
        Action::Roll => {}
        Action::Chance { .. } => {
            // The table's draw for a bumped player: the hand on show is not a photo's.
            if let (Step::Keep, None, Some(drawer), Some(first)) = (
                after.step(),
                after.photo_point(),
                after.to_act(),
                after.hand().first(),
            ) {
                out.push(Event::Drew {
                    seat: drawer,
                    deck: first.kind,
                    fragments: after.hand().to_vec(),
                });
            }
        }
        Action::Swim { nessie } => out.push(Event::Swam { seat, nessie }),
        Action::Keep { index, row } => {
            if let Some(&fragment) = before.hand().get(index) {
                let replaced = before
                    .rulers()
                    .get(seat)
                    .and_then(|r| r.slot(row, fragment.kind));
                out.push(Event::Kept {
                    seat,
                    fragment,
                    row,
                    replaced,
                });
            }
        }
        Action::Discard => out.push(Event::KeptNone {
            seat,
            count: before.hand().len(),
        }),
        Action::Withdraw { point } => out.push(Event::Withdrew { seat, point }),
        Action::Flip { seat, column } => out.push(Event::Flipped { seat, column }),
    }
    // A photo's draw that this action led to (after the swim, or after the previous
    // photo's keep).
    if let (Some(point), Some(photographer)) = (after.photo_point(), after.to_act()) {
        // A flip changes no hand: any other action that leaves a photo's hand on show drew it.
        if !matches!(action, Action::Flip { .. }) {
            out.push(Event::Photo {
                seat: photographer,
                point,
                kind: kind_of(point),
                fragments: after.hand().to_vec(),
            });
        }
    }
    let complete = |game: &Game| -> Vec<usize> {
        game.rulers()
            .iter()
            .enumerate()
            .filter(|(_, r)| r.is_complete())
            .map(|(s, _)| s)
            .collect()
    };
    if after.last_round() && !before.last_round() {
        out.push(Event::LastRound {
            seats: complete(after),
        });
    }
    if after.is_over() && !before.is_over() {
        let winners = after.winners().unwrap_or_default();
        let scores = after.scores();
        let score = winners
            .first()
            .and_then(|&w| scores.get(w).copied())
            .unwrap_or_default();
        let by_twos = scores
            .iter()
            .enumerate()
            .any(|(s, other)| !winners.contains(&s) && other.points == score.points);
        out.push(Event::Over {
            completed: complete(after),
            winners,
            score,
            by_twos,
        });
    }
    out
}

/// The whole log of `game`, replayed from its setup.
pub fn of(game: &Game) -> Vec<Entry> {
    let Ok(mut replay) = Game::new(game.setup()) else {
        return Vec::new();
    };
    let mut log = Vec::new();
    for (i, &action) in game.actions().iter().enumerate() {
        let before = replay.clone();
        if replay.apply(action).is_err() {
            break;
        }
        log.extend(
            events(&before, action, &replay)
                .into_iter()
                .map(|event| Entry {
                    after: i + 1,
                    event,
                }),
        );
    }
    log
}
