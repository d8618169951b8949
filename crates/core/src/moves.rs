//! Moves: placing a starter during setup, or extending a monster at one end.

use serde::{Deserialize, Serialize};

use crate::cell::Cell;

/// One end of a monster.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum End {
    /// The head.
    Head,
    /// The tail.
    Tail,
}

impl End {
    /// Both ends, head first.
    pub const BOTH: [End; 2] = [End::Head, End::Tail];

    /// The other end.
    pub const fn other(self) -> End {
        match self {
            End::Head => End::Tail,
            End::Tail => End::Head,
        }
    }

    /// `"head"` or `"tail"`.
    pub const fn name(self) -> &'static str {
        match self {
            End::Head => "head",
            End::Tail => "tail",
        }
    }
}

/// A move, in the interchange form of the rules (§7): cells are `[x, y]` in JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)]
pub enum Move {
    /// Setup: the starter goes from `head` to `tail`, with the head and tail on those feet.
    Start {
        /// Cell of the head.
        head: Cell,
        /// Cell of the tail.
        tail: Cell,
    },
    /// A turn: segment `piece` of the player's set goes from `from`, next to `end`,
    /// to `to`, and `end` moves onto `to`.
    Extend {
        /// The end that grows.
        end: End,
        /// Index of the segment in the colour's set (1 to 9).
        piece: u8,
        /// The start cell, next to that end.
        from: Cell,
        /// The second foot, where the end goes.
        to: Cell,
    },
}

impl Move {
    /// The two feet of the placed segment, first then second.
    pub fn feet(&self) -> (Cell, Cell) {
        match *self {
            Move::Start { head, tail } => (head, tail),
            Move::Extend { from, to, .. } => (from, to),
        }
    }

    /// Index in the colour's set of the segment this move lays: 0, the starter, for
    /// [`Move::Start`]. The one place that knows a starter move names no piece.
    pub fn piece(&self) -> usize {
        match *self {
            Move::Start { .. } => 0,
            Move::Extend { piece, .. } => usize::from(piece),
        }
    }

    /// The move as compact JSON (the form of the rules, §7).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}
