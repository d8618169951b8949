//! Why a proposed placement is illegal, in terms a player understands.
//!
//! The generator in `movegen` decides legality fast; this module explains it. Tests
//! check that the two always agree.

use std::fmt;

use crate::cell::Cell;
use crate::colour::Colour;
use crate::edition::Zone;
use crate::moves::{End, Move};
use crate::position::{Position, Rules};
use crate::segment::{PlacedSegment, SET_SIZE};

/// A placed segment named in a refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SegmentRef {
    /// Seat of its monster.
    pub seat: usize,
    /// Colour of its monster.
    pub colour: Colour,
    /// Its height.
    pub height: u8,
}

impl From<&PlacedSegment> for SegmentRef {
    fn from(s: &PlacedSegment) -> SegmentRef {
        SegmentRef {
            seat: s.seat,
            colour: s.colour,
            height: s.segment.height,
        }
    }
}

impl fmt::Display for SegmentRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}'s {}", self.colour, self.height)
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalMove {
    /// Nobody can place any more.
    GameOver,
    /// It is another seat's turn.
    NotYourTurn {
        /// The seat that asked.
        seat: usize,
        /// The seat to move.
        to_move: usize,
    },
    /// A starter move from a seat whose starter is already on the board.
    SetupOver,
    /// An extension from a seat that has not placed its starter yet.
    StarterFirst,
    /// A piece index beyond the set.
    NoSuchPiece {
        /// The index given.
        piece: usize,
    },
    /// That segment is already on the board.
    NotInReserve {
        /// The index given.
        piece: usize,
    },
    /// An identical segment with a lower index is still in the reserve; moves name that one.
    UseLowerPiece {
        /// The index given.
        piece: usize,
        /// The index to name instead.
        lower: usize,
    },
    /// A cell outside the map.
    OffBoard {
        /// The cell.
        cell: Cell,
    },
    /// The two feet are not on one row or column (or are the same cell).
    NotStraight {
        /// First foot.
        from: Cell,
        /// Second foot.
        to: Cell,
    },
    /// The feet are not the segment's span apart.
    WrongSpan {
        /// The segment's span.
        span: u8,
        /// The distance between the given feet.
        distance: u8,
    },
    /// The start cell is not next to that end (adjacent, or exactly two away in the expert variant).
    NotNextToEnd {
        /// The start cell given.
        from: Cell,
        /// The end extended.
        end: End,
        /// Where that end stands.
        at: Cell,
    },
    /// A cell of the footprint is not in play at this player count.
    OutsideArea {
        /// The cell.
        cell: Cell,
    },
    /// A starter must lie wholly in the deep zone.
    OutsideDeep {
        /// The cell outside it.
        cell: Cell,
    },
    /// A foot on a cell where another segment already stands.
    FootTaken {
        /// The cell.
        cell: Cell,
        /// The segment standing there.
        by: SegmentRef,
    },
    /// A foot under another segment's arch.
    FootUnderArch {
        /// The cell.
        cell: Cell,
        /// The arch above it.
        by: SegmentRef,
    },
    /// A starter lying across a placed segment.
    StarterOverlaps {
        /// The cell shared.
        cell: Cell,
        /// The segment there.
        by: SegmentRef,
    },
    /// The arch would pass over another monster's head or tail.
    CrossesEnd {
        /// The cell under that end.
        cell: Cell,
        /// Its seat.
        seat: usize,
        /// Its colour.
        colour: Colour,
        /// Head or tail.
        end: End,
    },
    /// The arch would pass over the player's own other end.
    CrossesOwnEnd {
        /// The cell under it.
        cell: Cell,
        /// That end.
        end: End,
    },
    /// The arch would pass under a taller segment.
    PassesUnder {
        /// The height of the segment placed.
        height: u8,
        /// The taller segment.
        by: SegmentRef,
    },
    /// The arch would meet a segment of the same height.
    SameHeight {
        /// The segment of equal height.
        by: SegmentRef,
    },
    /// A swap where the rules do not allow one.
    SwapRefused {
        /// Why not.
        why: SwapRefusal,
    },
}

/// Why a swap is refused: the swap option allows one swap, as the second action of a
/// two-player game that has the option on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SwapRefusal {
    /// The game is not played with the swap option.
    NotOffered,
    /// The people already swapped once.
    AlreadySwapped,
    /// Only the game's second action, answering the first starter, may be a swap.
    NotNow,
}

impl fmt::Display for SwapRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SwapRefusal::NotOffered => write!(f, "this game is not played with the swap option"),
            SwapRefusal::AlreadySwapped => write!(f, "the colours were already swapped once"),
            SwapRefusal::NotNow => write!(
                f,
                "a swap may only answer the first starter, as the game's second action"
            ),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalMove::*;
        match self {
            GameOver => write!(f, "the game is over"),
            NotYourTurn { seat, to_move } => {
                write!(f, "it is seat {to_move}'s turn, not seat {seat}'s")
            }
            SetupOver => write!(f, "this monster's starter is already on the board"),
            StarterFirst => write!(f, "the starter must be placed first"),
            NoSuchPiece { piece } => {
                write!(f, "there is no segment {piece}: a set has segments 0 to {}", SET_SIZE - 1)
            }
            NotInReserve { piece } => write!(f, "segment {piece} is not in the reserve any more"),
            UseLowerPiece { piece, lower } => write!(
                f,
                "segment {piece} is identical to segment {lower}, still in the reserve: name {lower}"
            ),
            OffBoard { cell } => write!(f, "{cell} is off the board"),
            NotStraight { from, to } => {
                write!(f, "{from} and {to} are not on one row or column")
            }
            WrongSpan { span, distance } => write!(
                f,
                "this segment spans {span}, but its feet would be {distance} apart"
            ),
            NotNextToEnd { from, end, at } => {
                write!(f, "{from} is not a start cell of the {} on {at}", end.name())
            }
            OutsideArea { cell } => write!(f, "{cell} is not in play with this many players"),
            OutsideDeep { cell } => write!(f, "a starter must lie in the deep zone; {cell} is not"),
            FootTaken { cell, by } => write!(f, "{cell} is taken by {by}"),
            FootUnderArch { cell, by } => write!(f, "{cell} is under {by}"),
            StarterOverlaps { cell, by } => write!(f, "the starter would lie on {by} at {cell}"),
            CrossesEnd { cell, colour, end, .. } => {
                write!(f, "it would cross {colour}'s {} on {cell}", end.name())
            }
            CrossesOwnEnd { cell, end } => {
                write!(f, "it would cross its own {} on {cell}", end.name())
            }
            PassesUnder { height, by } => {
                write!(f, "a {height} would pass under {by}")
            }
            SameHeight { by } => write!(f, "it would cross {by}, of the same height"),
            SwapRefused { why } => write!(f, "no swap: {why}"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// The index a move names for `piece` of `seat`'s set: the lowest index in the reserve
/// of a segment of the same shape (identical segments are interchangeable, §7), or
/// `piece` itself when none lower is left.
pub(crate) fn named_piece(rules: &Rules, pos: &Position, seat: usize, piece: usize) -> usize {
    let set = rules.set(seat);
    let Some(shape) = set.get(piece) else {
        return piece;
    };
    (0..piece)
        .find(|&i| set[i] == *shape && pos.in_reserve(seat, i))
        .unwrap_or(piece)
}

/// Why no segment may touch `cell` at this player count: it is off the map or out of play.
pub(crate) fn area_refusal(rules: &Rules, cell: Cell) -> Option<IllegalMove> {
    if rules.board.index(Some(cell)).is_none() {
        Some(IllegalMove::OffBoard { cell })
    } else if !rules.is_active(cell) {
        Some(IllegalMove::OutsideArea { cell })
    } else {
        None
    }
}

/// Why no starter may touch `cell`: starters lie in the deep zone only.
pub(crate) fn deep_refusal(rules: &Rules, cell: Cell) -> Option<IllegalMove> {
    (rules.edition().zone(cell) != Some(Zone::Deep)).then_some(IllegalMove::OutsideDeep { cell })
}

/// The segment standing over `cell`, the latest placed when several do (the one a
/// player sees on top).
fn segment_at(segments: &[PlacedSegment], cell: Cell) -> Option<&PlacedSegment> {
    segments.iter().rev().find(|s| s.covers(cell))
}

/// Why no extension may put a foot on `cell`, whatever its other foot: a segment stands
/// on it or arches over it.
pub(crate) fn foot_refusal(segments: &[PlacedSegment], cell: Cell) -> Option<IllegalMove> {
    let s = segment_at(segments, cell)?;
    let by = s.into();
    Some(if s.spans_over(cell) {
        IllegalMove::FootUnderArch { cell, by }
    } else {
        IllegalMove::FootTaken { cell, by }
    })
}

/// Why no starter may lie on `cell`: a segment is already there.
pub(crate) fn starter_refusal(segments: &[PlacedSegment], cell: Cell) -> Option<IllegalMove> {
    let s = segment_at(segments, cell)?;
    Some(IllegalMove::StarterOverlaps { cell, by: s.into() })
}

/// Why the seat to move in `pos` may not swap, or `None` when it may.
fn swap_refusal(rules: &Rules, pos: &Position) -> Option<SwapRefusal> {
    if !rules.setup().swap() {
        Some(SwapRefusal::NotOffered)
    } else if pos.swapped() {
        Some(SwapRefusal::AlreadySwapped)
    } else if !rules.may_swap(pos) {
        Some(SwapRefusal::NotNow)
    } else {
        None
    }
}

/// Checks `mv` for `seat` in `pos`, where `segments` are the segments on the board.
pub(crate) fn check(
    rules: &Rules,
    pos: &Position,
    segments: &[PlacedSegment],
    seat: usize,
    mv: &Move,
) -> Result<(), IllegalMove> {
    use IllegalMove::*;
    let to_move = pos.to_move().ok_or(GameOver)?;
    if seat != to_move {
        return Err(NotYourTurn { seat, to_move });
    }
    if mv.is_swap() {
        return swap_refusal(rules, pos).map_or(Ok(()), |why| Err(SwapRefused { why }));
    }
    let on_board = |cell: Cell| {
        if rules.board.index(Some(cell)).is_none() {
            Err(OffBoard { cell })
        } else {
            Ok(())
        }
    };
    let piece = mv.piece();
    let (from, to) = mv.feet();
    match *mv {
        Move::Start { .. } => {
            if pos.has_started(seat) {
                return Err(SetupOver);
            }
        }
        // Answered above: a swap places nothing.
        Move::Swap => return Ok(()),
        Move::Extend { end, .. } => {
            if !pos.has_started(seat) {
                return Err(StarterFirst);
            }
            if piece >= SET_SIZE {
                return Err(NoSuchPiece { piece });
            }
            if !pos.in_reserve(seat, piece) {
                return Err(NotInReserve { piece });
            }
            let lower = named_piece(rules, pos, seat, piece);
            if lower != piece {
                return Err(UseLowerPiece { piece, lower });
            }
            on_board(from)?;
            let at = pos.end_cell(rules, seat, end).ok_or(StarterFirst)?;
            if at.line_to(from).map(|(_, d)| d) != Some(rules.start_distance()) {
                return Err(NotNextToEnd { from, end, at });
            }
        }
    }
    on_board(from)?;
    on_board(to)?;
    let segment = rules.set(seat)[piece];
    let (dir, distance) = from.line_to(to).ok_or(NotStraight { from, to })?;
    if distance != segment.span {
        return Err(WrongSpan {
            span: segment.span,
            distance,
        });
    }
    let footprint: Vec<Cell> = (0..=distance).filter_map(|k| from.step(dir, k)).collect();
    for &cell in &footprint {
        if let Some(refusal) = area_refusal(rules, cell) {
            return Err(refusal);
        }
    }
    if let Move::Start { .. } = mv {
        for &cell in &footprint {
            if let Some(refusal) = deep_refusal(rules, cell) {
                return Err(refusal);
            }
        }
        for &cell in &footprint {
            if let Some(refusal) = starter_refusal(segments, cell) {
                return Err(refusal);
            }
        }
        return Ok(());
    }
    for cell in [from, to] {
        if let Some(refusal) = foot_refusal(segments, cell) {
            return Err(refusal);
        }
    }
    let Move::Extend { end, .. } = *mv else {
        return Ok(());
    };
    let interior = &footprint[1..footprint.len() - 1];
    for &cell in interior {
        for other in 0..rules.players() {
            for e in End::BOTH {
                if pos.end_cell(rules, other, e) != Some(cell) {
                    continue;
                }
                if other != seat {
                    let colour = rules.setup().colours()[other];
                    return Err(CrossesEnd {
                        cell,
                        seat: other,
                        colour,
                        end: e,
                    });
                }
                if e != end {
                    return Err(CrossesOwnEnd { cell, end: e });
                }
            }
        }
    }
    let tallest = segments
        .iter()
        .filter(|s| interior.iter().any(|&c| s.covers(c)))
        .max_by_key(|s| s.segment.height);
    if let Some(s) = tallest {
        if s.segment.height > segment.height {
            return Err(PassesUnder {
                height: segment.height,
                by: s.into(),
            });
        }
        if s.segment.height == segment.height {
            return Err(SameHeight { by: s.into() });
        }
    }
    Ok(())
}
