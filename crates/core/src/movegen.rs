//! Move generation: the legal placements of a seat, counted, listed or applied.
//!
//! The generator walks the (at most) eight start cells, four directions and the distinct
//! spans in the reserve, and decides every height of a span at once: the heights that
//! may cross a ray's interior are exactly those above the tallest segment it meets.
//! Nothing here allocates.

use crate::board::{bit, members, CellSet, NO_CELL};
use crate::cell::Direction;
use crate::moves::{End, Move};
use crate::position::{Position, Rules};
use crate::segment::{MAX_SPAN, SET_SIZE};

/// For one reserve: the heights available for each span.
struct ReserveShapes {
    /// `heights[span]`: bit `h` set when a segment of that span and height `h` is in the reserve.
    heights: [u16; MAX_SPAN + 1],
    /// Bit `span` set when some segment of that span is in the reserve.
    spans: u8,
}

impl Rules {
    fn shapes(&self, seat: usize, reserve: u16) -> ReserveShapes {
        let mut shapes = ReserveShapes {
            heights: [0; MAX_SPAN + 1],
            spans: 0,
        };
        let set = &self.sets[seat];
        let mut bits = reserve & !1;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let span = usize::from(set[i].span);
            shapes.heights[span] |= 1 << set[i].height;
            shapes.spans |= 1 << span;
        }
        shapes
    }

    /// The lowest index in `reserve` of a segment of `seat`'s set with this shape: the
    /// index a move names (identical segments are interchangeable).
    fn piece_of_shape(&self, seat: usize, reserve: u16, span: u8, height: u8) -> u8 {
        let set = &self.sets[seat];
        (1..SET_SIZE)
            .find(|&i| reserve >> i & 1 == 1 && set[i].span == span && set[i].height == height)
            .unwrap_or(0) as u8
    }

    /// Cells under the ends that `seat`, extending `end`, may not cross: every other
    /// monster's head and tail, and its own other end.
    fn forbidden_ends(&self, pos: &Position, seat: usize, end: End) -> CellSet {
        let mut forbidden = CellSet::EMPTY;
        for (s, m) in pos.monsters[..self.players()].iter().enumerate() {
            if s != seat {
                forbidden |= m.ends();
            }
        }
        forbidden | bit(pos.monsters[seat].end(end.other()))
    }

    /// Calls `visit` for every placement of `seat` that passes the rules, and for the swap
    /// where `seat` may take it, stopping early when `visit` returns `false`. Returns
    /// `false` when it stopped early.
    ///
    /// For an extension, `visit` gets the move and the shape heights left to it; the
    /// counting and listing functions below share this one walk.
    #[inline]
    fn walk(&self, pos: &Position, seat: usize, mut visit: impl FnMut(Walked) -> bool) -> bool {
        let Some(monster) = pos.monsters[..self.players()].get(seat) else {
            return true;
        };
        let occupied = pos.covered[0];
        let board = &self.board;
        if !monster.started() {
            // The swap is offered only to a seat still without its starter, so the
            // question costs nothing once the game is under way.
            if self.may_swap(pos) && pos.to_move() == Some(seat) && !visit(Walked::Swap) {
                return false;
            }
            if monster.reserve & 1 == 0 {
                return true;
            }
            let span = self.sets[seat][0].span;
            let free_deep = board.deep - occupied;
            for head in members(free_deep) {
                for dir in Direction::ALL {
                    let ray = board.ray(head, dir, span);
                    if ray.target != NO_CELL
                        && ray.footprint.is_subset(free_deep)
                        && !visit(Walked::Start {
                            head,
                            tail: ray.target,
                        })
                    {
                        return false;
                    }
                }
            }
            return true;
        }
        let shapes = self.shapes(seat, monster.reserve);
        if shapes.spans == 0 {
            return true;
        }
        for end in End::BOTH {
            let forbidden = self.forbidden_ends(pos, seat, end);
            for &from in board.starts(monster.end(end)) {
                if from == NO_CELL || occupied.intersects(bit(from)) {
                    continue;
                }
                for dir in Direction::ALL {
                    let mut spans = shapes.spans;
                    while spans != 0 {
                        let span = spans.trailing_zeros() as u8;
                        spans &= spans - 1;
                        let ray = board.ray(from, dir, span);
                        if ray.target == NO_CELL
                            || occupied.intersects(bit(ray.target))
                            || ray.interior.intersects(forbidden)
                        {
                            continue;
                        }
                        // Heights above the tallest segment met by the interior may cross;
                        // `covered` shrinks as the height grows, so the lowest height that
                        // meets nothing decides for all taller ones.
                        let mut heights = shapes.heights[usize::from(span)];
                        while heights != 0 {
                            let lowest = heights.trailing_zeros() as usize;
                            if !ray.interior.intersects(pos.covered[lowest]) {
                                break;
                            }
                            heights &= heights - 1;
                        }
                        if heights != 0
                            && !visit(Walked::Extend {
                                end,
                                from,
                                to: ray.target,
                                span,
                                heights,
                            })
                        {
                            return false;
                        }
                    }
                }
            }
        }
        true
    }

    /// Number of legal moves of `seat` in `pos` (each distinct shape counted once; the
    /// swap, where it is legal, is a move too).
    pub fn count_moves(&self, pos: &Position, seat: usize) -> u64 {
        let mut n = 0u64;
        self.walk(pos, seat, |w| {
            n += match w {
                Walked::Start { .. } | Walked::Swap => 1,
                Walked::Extend { heights, .. } => u64::from(heights.count_ones()),
            };
            true
        });
        n
    }

    /// Whether `seat` has at least one legal placement in `pos` (a swap places nothing and
    /// does not count).
    pub fn has_move(&self, pos: &Position, seat: usize) -> bool {
        !self.walk(pos, seat, |w| matches!(w, Walked::Swap))
    }

    /// The pieces of `seat`'s reserve that have at least one legal placement in `pos`,
    /// whether or not it is that seat's turn: sorted, each index once, and every piece of
    /// a shape that fits (moves name only the lowest of identical pieces, but a tray shows
    /// them all). Before its starter, a seat can place only piece 0.
    pub fn placeable_pieces(&self, pos: &Position, seat: usize) -> Vec<usize> {
        let mut starter = false;
        let mut fits = [0u16; MAX_SPAN + 1];
        self.walk(pos, seat, |w| {
            match w {
                Walked::Start { .. } => starter = true,
                Walked::Extend { span, heights, .. } => fits[usize::from(span)] |= heights,
                Walked::Swap => {}
            }
            // A starter is found once and is all a seat without one can place.
            !starter
        });
        if starter {
            return vec![0];
        }
        let Some(set) = self.sets.get(seat) else {
            return Vec::new();
        };
        pos.reserve(seat)
            .filter(|&i| i > 0 && fits[usize::from(set[i].span)] >> set[i].height & 1 == 1)
            .collect()
    }

    /// Calls `f` with every legal move of `seat` in `pos`: the placements, then the swap
    /// where it is legal.
    pub fn for_each_move(&self, pos: &Position, seat: usize, mut f: impl FnMut(Move)) {
        let board = &self.board;
        let mut swap = false;
        self.walk(pos, seat, |w| {
            match w {
                Walked::Swap => swap = true,
                Walked::Start { head, tail } => f(Move::Start {
                    head: board.cell(head),
                    tail: board.cell(tail),
                }),
                Walked::Extend {
                    end,
                    from,
                    to,
                    span,
                    heights,
                } => {
                    let reserve = pos.monsters[seat].reserve;
                    let (from, to) = (board.cell(from), board.cell(to));
                    let mut h = heights;
                    while h != 0 {
                        let height = h.trailing_zeros() as u8;
                        h &= h - 1;
                        f(Move::Extend {
                            end,
                            piece: self.piece_of_shape(seat, reserve, span, height),
                            from,
                            to,
                        });
                    }
                }
            }
            true
        });
        // Listed last, after the placements it is an alternative to.
        if swap {
            f(Move::Swap);
        }
    }

    /// The legal moves of the seat to move (empty when the game is over).
    pub fn legal_moves(&self, pos: &Position) -> Vec<Move> {
        let mut moves = Vec::new();
        if let Some(seat) = pos.to_move() {
            self.for_each_move(pos, seat, |m| moves.push(m));
        }
        moves
    }

    /// The first seat after `seat`, in turn order, that can place; `seat` itself last.
    pub(crate) fn next_to_move(&self, pos: &Position, seat: usize) -> Option<u8> {
        let n = self.players();
        (1..=n)
            .map(|k| (seat + k) % n)
            .find(|&s| self.has_move(pos, s))
            .map(|s| s as u8)
    }

    /// The position after the seat to move plays `mv`, which must be legal there
    /// (check it with [`Game::check`](crate::Game::check) or take it from the generator).
    pub fn play_unchecked(&self, pos: &Position, mv: &Move) -> Position {
        let Some(seat) = pos.to_move() else {
            return *pos;
        };
        let mut next = self.place(pos, seat, mv);
        // A swap exchanges the people; the seat to move stays.
        if !mv.is_swap() {
            next.to_move = self.next_to_move(&next, seat);
        }
        next
    }

    /// Solo puzzles (§6): the position after `seat` plays `mv`, whoever was to move, with
    /// the turn back to `seat` while it can place and nobody to move once it cannot (the
    /// other monsters are statues). `mv` must be legal for `seat`, as the generator lists
    /// for it ([`Rules::for_each_move`]); a seat the game does not have changes nothing.
    pub fn play_solo(&self, pos: &Position, seat: usize, mv: &Move) -> Position {
        if seat >= self.players() {
            return *pos;
        }
        self.solo_turn(&self.place(pos, seat, mv), seat)
    }

    /// Solo puzzles (§6): `pos` with the turn handed to `seat`, or to nobody when `seat`
    /// cannot place (or the game has no such seat). The start of a puzzle: a position
    /// reached by a normal game, from which `seat` moves alone.
    pub fn solo_turn(&self, pos: &Position, seat: usize) -> Position {
        let mut next = *pos;
        next.to_move = (seat < self.players() && self.has_move(pos, seat)).then_some(seat as u8);
        next
    }

    /// `pos` with `mv` laid by `seat` and counted as a move; whose turn comes next is the
    /// caller's to set, since normal play and solo puzzles decide it differently.
    #[inline]
    fn place(&self, pos: &Position, seat: usize, mv: &Move) -> Position {
        let mut next = *pos;
        let board = &self.board;
        let (a, b, piece, end) = match *mv {
            Move::Start { head, tail } => (head, tail, 0, None),
            Move::Extend {
                end,
                piece,
                from,
                to,
            } => (from, to, usize::from(piece), Some(end)),
            Move::Swap => {
                // The people exchange colours; the board stays.
                next.swapped = true;
                next.moves_played += 1;
                return next;
            }
        };
        let index = |c| board.index(Some(c)).unwrap_or(0);
        let (from, to) = (index(a), index(b));
        let segment = self.sets[seat][piece.min(SET_SIZE - 1)];
        let dir = board
            .cell(from)
            .line_to(board.cell(to))
            .map_or(Direction::Up, |(d, _)| d);
        let footprint = board.ray(from, dir, segment.span).footprint;
        for h in 0..=usize::from(segment.height) {
            next.covered[h] |= footprint;
        }
        let m = &mut next.monsters[seat];
        m.reserve &= !(1 << piece);
        match end {
            None => {
                m.head = from;
                m.tail = to;
                m.head_height = segment.height;
                m.tail_height = segment.height;
            }
            Some(End::Head) => {
                m.head = to;
                m.head_height = segment.height;
            }
            Some(End::Tail) => {
                m.tail = to;
                m.tail_height = segment.height;
            }
        }
        next.moves_played += 1;
        next
    }
}

/// What the walk found: a starter placement, an extension with the heights that fit, or
/// the swap (visited before the starters of the seat that may take it).
enum Walked {
    Swap,
    Start {
        head: u8,
        tail: u8,
    },
    Extend {
        end: End,
        from: u8,
        to: u8,
        span: u8,
        heights: u16,
    },
}
