//! The actions that drive a game, the steps it waits at, and why an action is refused.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::fragments::Kind;
use crate::nessie::Nessie;
use crate::ruler::Row;

/// A decision in the game, written in JSON as `{"kind": ..., ...}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Action {
    /// Put a photographer on a free point: at setup, or the variant's second photographer.
    Place {
        /// The point.
        point: usize,
    },
    /// Move the photographer standing on `from` to `to`, bumping whoever stands there.
    Move {
        /// Where the photographer stands.
        from: usize,
        /// Where it goes.
        to: usize,
    },
    /// Leave an optional step out: no move, or no second photographer in the variant.
    Pass,
    /// The bumped photographer's owner sends it to a free point.
    Relocate {
        /// The free point.
        to: usize,
    },
    /// The bumped photographer's owner draws one fragment from the deck of their choice.
    Draw {
        /// The deck.
        deck: Kind,
    },
    /// Keep one drawn fragment and mount it; the rest go to the bottom of their deck, and
    /// so does the fragment it replaces, if any.
    Keep {
        /// The fragment's position in the hand, from 0.
        index: usize,
        /// The photo it goes into.
        row: Row,
    },
    /// Keep none of the drawn fragments.
    Discard,
    /// Roll the die.
    Roll,
    /// Set Nessie down after the roll: where her swim ends, or where the wave puts her.
    Swim {
        /// Her cells, `[head, body, tail]`.
        nessie: Nessie,
    },
    /// In the variant, take one of one's two photographers off the board at the end of one's turn.
    Withdraw {
        /// The point it leaves.
        point: usize,
    },
    /// Exchange the upper and lower slots of a column of a seat's ruler; any seat, any time.
    Flip {
        /// The seat whose ruler it is.
        seat: usize,
        /// The column.
        column: Kind,
    },
    /// The table's draw, in a game whose luck the table deals: a number below the range
    /// [`crate::Game::chance_range`] gives, which decides what the game waits for
    /// (Nessie's first place, a roll, or the unseen fragments a draw turns up).
    Chance {
        /// The number drawn.
        value: u32,
    },
}

/// Where the game stands: what it waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Photographers are placed in turn.
    Setup,
    /// The player may move one photographer (or pass).
    Move,
    /// Variant: the player may place their second photographer (or pass).
    PlaceSecond,
    /// A bumped photographer's owner picks the free point it goes to.
    Relocate,
    /// A bumped photographer's owner picks the deck to draw from.
    BumpDraw,
    /// A player picks which drawn fragment to keep, if any.
    Keep,
    /// The player rolls the die.
    Roll,
    /// The player sets Nessie down.
    Swim,
    /// Variant: the player takes one of their two photographers off.
    Withdraw,
    /// The table draws: the luck of a game dealt by the table ([`Action::Chance`]).
    Chance,
    /// The game is over.
    Over,
}

/// Why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The game is over.
    GameOver,
    /// This kind of action is not what the game waits for.
    NotNow {
        /// The action's kind.
        action: &'static str,
        /// What the game waits for.
        step: Step,
    },
    /// No point has this id.
    NoSuchPoint(usize),
    /// No seat has this number.
    NoSuchSeat(usize),
    /// The player has no photographer on this point.
    NotYours(usize),
    /// A photographer must move to another point.
    SamePoint(usize),
    /// The player already has a photographer on this point.
    OwnPoint(usize),
    /// The point is not free.
    Occupied(usize),
    /// Nessie cannot end there.
    Unreachable(Nessie),
    /// The deck is empty.
    EmptyDeck(Kind),
    /// The hand has no fragment at this position.
    NoSuchFragment(usize),
    /// Both slots of the column are empty.
    NothingToFlip(usize, Kind),
    /// The table's draw is not below its range.
    ChanceOutOfRange {
        /// The number given.
        value: u32,
        /// The numbers the draw may take: 0 to this, less one.
        range: u32,
    },
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => f.write_str("the game is over"),
            ActionError::NotNow { action, step } => {
                write!(
                    f,
                    "a {action} action is not possible now: the game waits for {}",
                    step.describe()
                )
            }
            ActionError::NoSuchPoint(p) => write!(f, "there is no point {p}"),
            ActionError::NoSuchSeat(s) => write!(f, "there is no seat {s}"),
            ActionError::NotYours(p) => write!(f, "the player has no photographer on point {p}"),
            ActionError::SamePoint(p) => write!(f, "the photographer is already on point {p}"),
            ActionError::OwnPoint(p) => {
                write!(f, "point {p} holds one of the player's own photographers")
            }
            ActionError::Occupied(p) => write!(f, "point {p} is not free"),
            ActionError::Unreachable(n) => write!(
                f,
                "Nessie cannot end on head {}, body {}, tail {}",
                n.head, n.body, n.tail
            ),
            ActionError::EmptyDeck(kind) => write!(f, "the {kind} deck is empty"),
            ActionError::NoSuchFragment(i) => write!(f, "the hand has no fragment {i}"),
            ActionError::NothingToFlip(seat, kind) => {
                write!(f, "seat {seat} has no fragment in the {kind} column")
            }
            ActionError::ChanceOutOfRange { value, range } => {
                write!(f, "the table's draw {value} is not below {range}")
            }
        }
    }
}

impl std::error::Error for ActionError {}

impl Step {
    pub(crate) fn describe(self) -> &'static str {
        match self {
            Step::Setup => "a photographer to be placed",
            Step::Move => "a photographer's move or a pass",
            Step::PlaceSecond => "the second photographer to be placed or a pass",
            Step::Relocate => "the bumped photographer to be sent to a free point",
            Step::BumpDraw => "the bumped player's choice of deck",
            Step::Keep => "a drawn fragment to be kept or all discarded",
            Step::Roll => "the die to be rolled",
            Step::Swim => "Nessie to be set down",
            Step::Withdraw => "a photographer to be withdrawn",
            Step::Chance => "the table's draw",
            Step::Over => "nothing: it is over",
        }
    }
}

impl Action {
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Action::Place { .. } => "place",
            Action::Move { .. } => "move",
            Action::Pass => "pass",
            Action::Relocate { .. } => "relocate",
            Action::Draw { .. } => "draw",
            Action::Keep { .. } => "keep",
            Action::Discard => "discard",
            Action::Roll => "roll",
            Action::Swim { .. } => "swim",
            Action::Withdraw { .. } => "withdraw",
            Action::Flip { .. } => "flip",
            Action::Chance { .. } => "chance",
        }
    }
}
