//! Why a cell cannot be picked: the refusals a board shows when a click does nothing.
//!
//! A person picks a move in two clicks, its first foot then its second (during setup,
//! the head's cell then the tail's). When a cell is not offered, every move that the
//! click could have started (or finished) is refused by the checker of `legality`, each
//! for its own reason; the answer keeps, for each end, the reason that says most about
//! the cell asked about.

use crate::cell::{Cell, Direction};
use crate::game::Game;
use crate::legality::IllegalMove;
use crate::legality::{area_refusal, deep_refusal, foot_refusal, named_piece, starter_refusal};
use crate::moves::{End, Move};
use crate::segment::{Segment, SET_SIZE};

/// How much `reason` tells about why `cell` cannot be picked, higher first.
///
/// A person asked about one cell, so a reason about that cell itself (taken, under an
/// arch, out of play) says most. Next comes the path the arch would take (an end in the
/// way, an arch it would pass under or meet at the same height), then the other foot
/// (taken, under an arch, out of play), then pure geometry (not in one line, not the
/// segment's span) which only says that this direction does not fit. A start cell that is
/// not next to the end says least: it is true of every cell but a handful.
fn relevance(reason: &IllegalMove, cell: Cell) -> u8 {
    use IllegalMove::*;
    match *reason {
        FootTaken { cell: c, .. }
        | FootUnderArch { cell: c, .. }
        | StarterOverlaps { cell: c, .. }
        | OffBoard { cell: c }
        | OutsideArea { cell: c }
        | OutsideDeep { cell: c }
            if c == cell =>
        {
            6
        }
        CrossesEnd { .. } | CrossesOwnEnd { .. } | PassesUnder { .. } | SameHeight { .. } => 5,
        FootTaken { .. } | FootUnderArch { .. } | StarterOverlaps { .. } => 4,
        OffBoard { .. } | OutsideArea { .. } | OutsideDeep { .. } => 3,
        NotStraight { .. } | WrongSpan { .. } => 1,
        _ => 0,
    }
}

impl Game {
    /// Why `cell` cannot be the first pick of the seat to move: during setup the head's
    /// cell, during play the start cell (first foot) of an extension. `shape`, when given,
    /// narrows the question to segments of that shape.
    ///
    /// Returns an empty `Vec` when the cell is a legal first pick (or nobody is to move).
    /// Otherwise the refusals, most telling first, at most one per end during play, so a
    /// person reads the reason about the head and the reason about the tail; a reason
    /// that is the same for both ends is given once. A cell that no move may use at all
    /// (off the map, out of play, outside the deep zone for a starter, under or on a
    /// segment) gets that single reason, not a complaint about its distance to the ends.
    ///
    /// During setup only the starter can be placed: a `shape` other than the starter's is
    /// refused with [`IllegalMove::StarterFirst`]. During play a `shape` absent from the
    /// reserve is refused with [`IllegalMove::NotInReserve`] (or
    /// [`IllegalMove::NoSuchPiece`] when the set has no segment of that shape).
    pub fn why_not_first(&self, cell: Cell, shape: Option<Segment>) -> Vec<IllegalMove> {
        let Some(seat) = self.to_move() else {
            return Vec::new();
        };
        let rules = self.rules();
        let segments = self.segments();
        if !self.position().has_started(seat) {
            if let Some(refusal) = self.starter_cell_refusal(seat, cell, shape) {
                return vec![refusal];
            }
            let span = rules.set(seat)[0].span;
            let moves = Direction::ALL
                .iter()
                .filter_map(|&d| cell.step(d, span))
                .map(|tail| Move::Start { head: cell, tail })
                .collect();
            return self.refusals(seat, cell, vec![moves], false);
        }
        let pieces = match self.pieces_of_shape(seat, shape) {
            Ok(pieces) => pieces,
            Err(refusal) => return vec![refusal],
        };
        if let Some(refusal) = area_refusal(rules, cell).or_else(|| foot_refusal(segments, cell)) {
            return vec![refusal];
        }
        let groups = End::BOTH
            .iter()
            .map(|&end| {
                let mut moves = Vec::new();
                for &piece in &pieces {
                    let span = rules.set(seat)[piece].span;
                    for d in Direction::ALL {
                        if let Some(to) = cell.step(d, span) {
                            moves.push(Move::Extend {
                                end,
                                piece: piece as u8,
                                from: cell,
                                to,
                            });
                        }
                    }
                }
                moves
            })
            .collect();
        self.refusals(seat, cell, groups, false)
    }

    /// Why `to` cannot be the second pick after `from`: during setup the tail's cell after
    /// the head's, during play the second foot after the start cell. `shape` narrows the
    /// question as for [`Game::why_not_first`].
    ///
    /// Empty when at least one legal move has feet (`from`, `to`) (or nobody is to move).
    /// Otherwise the refusals, most telling first, at most one per end, a reason shared
    /// by both ends given once. An end that `from` is not a start cell of is left out when
    /// the other end has a reason of its own: `from` was picked for that other end.
    pub fn why_not_second(&self, from: Cell, to: Cell, shape: Option<Segment>) -> Vec<IllegalMove> {
        let Some(seat) = self.to_move() else {
            return Vec::new();
        };
        let rules = self.rules();
        let segments = self.segments();
        if !self.position().has_started(seat) {
            if let Some(refusal) = self.starter_cell_refusal(seat, to, shape) {
                return vec![refusal];
            }
            let moves = vec![Move::Start {
                head: from,
                tail: to,
            }];
            return self.refusals(seat, to, vec![moves], false);
        }
        let pieces = match self.pieces_of_shape(seat, shape) {
            Ok(pieces) => pieces,
            Err(refusal) => return vec![refusal],
        };
        if let Some(refusal) = area_refusal(rules, to).or_else(|| foot_refusal(segments, to)) {
            return vec![refusal];
        }
        let groups = End::BOTH
            .iter()
            .map(|&end| {
                pieces
                    .iter()
                    .map(|&piece| Move::Extend {
                        end,
                        piece: piece as u8,
                        from,
                        to,
                    })
                    .collect()
            })
            .collect();
        self.refusals(seat, to, groups, true)
    }

    /// During setup, the one reason no starter may use `cell` (or be of `shape`), if any:
    /// the shape is not the starter's, or the cell is out of play, not deep, or taken.
    fn starter_cell_refusal(
        &self,
        seat: usize,
        cell: Cell,
        shape: Option<Segment>,
    ) -> Option<IllegalMove> {
        let rules = self.rules();
        self.starter_shape_refusal(seat, shape)
            .or_else(|| area_refusal(rules, cell))
            .or_else(|| deep_refusal(rules, cell))
            .or_else(|| starter_refusal(self.segments(), cell))
    }

    /// Refuses a `shape` other than the starter's while `seat` still has to place it.
    fn starter_shape_refusal(&self, seat: usize, shape: Option<Segment>) -> Option<IllegalMove> {
        let starter = self.rules().set(seat)[0];
        shape
            .filter(|&s| s != starter)
            .map(|_| IllegalMove::StarterFirst)
    }

    /// The pieces a move of `seat` may name, one per distinct shape in its reserve (the
    /// lowest index of each), narrowed to `shape` when given.
    fn pieces_of_shape(
        &self,
        seat: usize,
        shape: Option<Segment>,
    ) -> Result<Vec<usize>, IllegalMove> {
        let pos = self.position();
        let set = self.rules().set(seat);
        let pieces: Vec<usize> = pos
            .reserve(seat)
            .filter(|&p| p > 0 && named_piece(self.rules(), pos, seat, p) == p)
            .filter(|&p| shape.is_none_or(|s| set[p] == s))
            .collect();
        match shape {
            Some(s) if pieces.is_empty() => Err(match set.iter().position(|&p| p == s) {
                Some(piece) => IllegalMove::NotInReserve { piece },
                None => IllegalMove::NoSuchPiece { piece: SET_SIZE },
            }),
            _ => Ok(pieces),
        }
    }

    /// Checks every candidate (grouped by end; one group during setup); empty when one is
    /// legal, else the most telling refusal of each group, most telling first, each distinct refusal once. With `drop_far_ends`,
    /// a group refused only for not being next to its end is left out when another group
    /// has a reason of its own.
    fn refusals(
        &self,
        seat: usize,
        cell: Cell,
        groups: Vec<Vec<Move>>,
        drop_far_ends: bool,
    ) -> Vec<IllegalMove> {
        let mut best: Vec<IllegalMove> = Vec::new();
        for group in &groups {
            let mut chosen: Option<IllegalMove> = None;
            for mv in group {
                match self.check(seat, mv) {
                    Ok(()) => return Vec::new(),
                    Err(reason) => {
                        if chosen.is_none_or(|c| relevance(&reason, cell) > relevance(&c, cell)) {
                            chosen = Some(reason);
                        }
                    }
                }
            }
            best.extend(chosen);
        }
        let far = |r: &IllegalMove| matches!(r, IllegalMove::NotNextToEnd { .. });
        if drop_far_ends && best.iter().any(|r| !far(r)) {
            best.retain(|r| !far(r));
        }
        best.sort_by_key(|r| std::cmp::Reverse(relevance(r, cell)));
        let mut distinct = Vec::with_capacity(best.len());
        for reason in best {
            if !distinct.contains(&reason) {
                distinct.push(reason);
            }
        }
        distinct
    }
}
