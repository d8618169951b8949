//! Moves: placing a starter during setup, extending a monster at one end, or (under the
//! swap option) exchanging colours instead of placing the second starter.

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
#[serde(
    tag = "kind",
    rename_all = "lowercase",
    deny_unknown_fields,
    from = "MoveForm"
)]
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
    /// The swap option (§6, two players): as the game's second action, the second player
    /// takes over the colour already on the loch instead of placing a starter. The board
    /// does not change and the second colour is still to place its starter; only the
    /// people change colours. In JSON `{"kind": "swap"}`.
    Swap,
}

/// The JSON form a move is read from: [`Move`]'s own, except that the swap is an empty
/// struct variant, so that unknown fields are refused on it as on the others (serde lets a
/// unit variant of an internally tagged enum ignore them).
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)]
enum MoveForm {
    Start {
        head: Cell,
        tail: Cell,
    },
    Extend {
        end: End,
        piece: u8,
        from: Cell,
        to: Cell,
    },
    Swap {},
}

impl From<MoveForm> for Move {
    fn from(form: MoveForm) -> Move {
        match form {
            MoveForm::Start { head, tail } => Move::Start { head, tail },
            MoveForm::Extend {
                end,
                piece,
                from,
                to,
            } => Move::Extend {
                end,
                piece,
                from,
                to,
            },
            MoveForm::Swap {} => Move::Swap,
        }
    }
}

impl Move {
    /// The cell a swap gives as its feet: off every board (no edition has 256 columns),
    /// so no hole, highlight or footprint ever matches it.
    pub const NOWHERE: Cell = Cell::new(u8::MAX, u8::MAX);

    /// The two feet of the placed segment, first then second.
    ///
    /// A swap lays no segment: its feet are [`Move::NOWHERE`] twice, which lies on no
    /// board. Code that may meet a swap should ask [`Move::placement`] instead.
    pub fn feet(&self) -> (Cell, Cell) {
        self.placement().unwrap_or((Move::NOWHERE, Move::NOWHERE))
    }

    /// The two feet of the placed segment, first then second; `None` for a swap, which
    /// places nothing.
    pub fn placement(&self) -> Option<(Cell, Cell)> {
        match *self {
            Move::Start { head, tail } => Some((head, tail)),
            Move::Extend { from, to, .. } => Some((from, to)),
            Move::Swap => None,
        }
    }

    /// Whether this is the swap of the swap option.
    pub fn is_swap(&self) -> bool {
        matches!(self, Move::Swap)
    }

    /// Index in the colour's set of the segment this move lays: 0, the starter, for
    /// [`Move::Start`]. The one place that knows a starter move names no piece. A swap
    /// lays nothing and also answers 0, so that a caller indexing a set cannot go out of
    /// it; check [`Move::is_swap`] where the difference matters.
    pub fn piece(&self) -> usize {
        match *self {
            Move::Start { .. } | Move::Swap => 0,
            Move::Extend { piece, .. } => usize::from(piece),
        }
    }

    /// The move as compact JSON (the form of the rules, §7).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}
