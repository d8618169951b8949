//! What each component draws: free functions of a [`BoardState`] for the position shown.
//!
//! Plain data with `PartialEq`, so components re-render only when their part changes, and
//! so the derivations are tested natively. Facts about the game come from the core.

use std::collections::BTreeSet;

use blockness_core::{Cell, Colour, Direction, End, Phase, Position, Zone};

use crate::board::BoardState;

pub use super::log::{ending, log_ending, move_entries, turn_notes, MoveEntry, Skip};
pub use super::panel::{
    announcement, move_announcement, ranking_lines, status_model, RankLine, SegmentChoice,
    StatusModel, Verdict,
};
use crate::seat::SeatKind;
use crate::words::CellContent;

/// One hole of the loch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellView {
    /// The cell.
    pub cell: Cell,
    /// Its zone.
    pub zone: Zone,
    /// Whether its zone is in play at this player count.
    pub active: bool,
    /// Highlighted as a start cell (class `legal-start`).
    pub legal_start: bool,
    /// Highlighted as a second foot (class `legal-end`).
    pub legal_end: bool,
    /// The chosen start cell.
    pub selected: bool,
    /// The start cell of the suggested move (class `hint-start`).
    pub hint_start: bool,
    /// The second foot of the suggested move (class `hint-end`).
    pub hint_end: bool,
    /// What stands on it or passes over it, lowest first, for its accessible name.
    pub contents: Vec<CellContent>,
}

/// A placed segment, drawn as an arch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArchView {
    /// Its monster's colour.
    pub colour: Colour,
    /// Its height.
    pub height: u8,
    /// First foot.
    pub from: Cell,
    /// Second foot.
    pub to: Cell,
    /// Whether it is the last segment placed in the position shown.
    pub last: bool,
    /// Whether a bot just placed it (class `bot-move`, a short highlight).
    pub by_bot: bool,
    /// Whether its monster is a statue of a solo puzzle (class `statue`): it never moves.
    pub statue: bool,
}

/// A head or tail on its foot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndView {
    /// Its monster's colour.
    pub colour: Colour,
    /// Head or tail.
    pub end: End,
    /// The cell it stands on.
    pub cell: Cell,
    /// Height of the segment under it, so it sits on top of that arch's foot.
    pub height: u8,
    /// Whether this monster is to move.
    pub to_move: bool,
    /// Whether its monster is a statue of a solo puzzle (class `statue`).
    pub statue: bool,
}

/// The loch as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardModel {
    /// Columns of the map.
    pub width: usize,
    /// Rows of the map.
    pub height: usize,
    /// Every hole.
    pub cells: Vec<CellView>,
    /// Placed segments, lowest first, so taller arches are drawn over lower ones.
    pub arches: Vec<ArchView>,
    /// Heads and tails.
    pub ends: Vec<EndView>,
    /// The arch a pointed second foot would lay, drawn see-through before the click.
    pub preview: Option<ArchView>,
    /// The analysis's best move, drawn as a ghost beside the move played (see
    /// the page's `analysis::marks::ghost`).
    pub ghost: Option<ArchView>,
    /// The analysis's territory wash: the free holes some monster reaches first.
    pub wash: Vec<WashCell>,
}

/// One free hole of the territory wash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WashCell {
    /// The hole.
    pub cell: Cell,
    /// The colour whose monster reaches it first; `None` when several reach it at the
    /// same step (contested, drawn hatched).
    pub colour: Option<Colour>,
}

impl BoardModel {
    /// The hole reached from `from` by the arrow key for `direction`: the next hole that
    /// way, skipping gaps in the map; `None` at the edge.
    pub fn neighbour(&self, from: Cell, direction: Direction) -> Option<Cell> {
        let mut at = from;
        loop {
            at = at.step(direction, 1)?;
            if usize::from(at.x) >= self.width || usize::from(at.y) >= self.height {
                return None;
            }
            if self.cells.iter().any(|c| c.cell == at) {
                return Some(at);
            }
        }
    }

    /// The columns and rows the holes in play span: `(x0, y0, x1, y1)`, inclusive; the
    /// whole map when no hole is in play.
    pub fn active_bounds(&self) -> (usize, usize, usize, usize) {
        let active = self.cells.iter().filter(|c| c.active).map(|c| c.cell);
        let mut bounds: Option<(usize, usize, usize, usize)> = None;
        for cell in active {
            let (x, y) = (usize::from(cell.x), usize::from(cell.y));
            bounds = Some(match bounds {
                None => (x, y, x, y),
                Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x), y1.max(y)),
            });
        }
        bounds.unwrap_or((
            0,
            0,
            self.width.saturating_sub(1),
            self.height.saturating_sub(1),
        ))
    }

    /// The hole that keyboard focus enters the board on: `current` while it is a hole,
    /// else the chosen start cell, else the first highlighted hole, else the middle one.
    pub fn tab_stop(&self, current: Option<Cell>) -> Option<Cell> {
        let has = |cell: Cell| self.cells.iter().any(|c| c.cell == cell);
        current
            .filter(|&c| has(c))
            .or_else(|| self.cells.iter().find(|c| c.selected).map(|c| c.cell))
            .or_else(|| {
                self.cells
                    .iter()
                    .find(|c| c.legal_start || c.legal_end)
                    .map(|c| c.cell)
            })
            .or_else(|| {
                let middle = Cell::new((self.width / 2) as u8, (self.height / 2) as u8);
                has(middle).then_some(middle)
            })
            .or_else(|| self.cells.first().map(|c| c.cell))
    }
}

/// One segment in a tray.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrayItem {
    /// Index in the colour's set.
    pub piece: usize,
    /// Distance between its feet.
    pub span: u8,
    /// Its height.
    pub height: u8,
    /// Still in the reserve.
    pub in_reserve: bool,
    /// It fits somewhere on the board now (for this seat, were it its turn).
    pub placeable: bool,
    /// Offered as a choice for the second foot just clicked.
    pub offered: bool,
    /// The segment picked to narrow the highlights.
    pub chosen: bool,
    /// The segment of the suggested move (class `hinted`).
    pub hinted: bool,
    /// It fits the second foot being pointed at.
    pub fits_here: bool,
}

/// One player's tray.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrayModel {
    /// The seat, from 0.
    pub seat: usize,
    /// Its colour.
    pub colour: Colour,
    /// Who plays it.
    pub kind: SeatKind,
    /// In a game with the swap rule between people at this device, the person playing it
    /// (from 0: person 0 opened), so the tray says who holds which colour after a swap.
    pub person: Option<usize>,
    /// In a game with the swap rule against computers or people elsewhere, whether the one
    /// person at this device plays it, so the tray says "you" wherever the colours went.
    pub you: bool,
    /// Whether it is this seat's turn.
    pub to_move: bool,
    /// Segments left.
    pub left: usize,
    /// Height under the head.
    pub head_height: u8,
    /// Started, but with no legal placement now while the game goes on: its turns are skipped.
    pub blocked: bool,
    /// Its legal placements in the position shown (counted once started, while the game
    /// goes on): how much room the monster has left.
    pub ways_out: Option<u64>,
    /// Its segments, starter first.
    pub items: Vec<TrayItem>,
    /// Whether clicking a segment does something.
    pub interactive: bool,
    /// A second foot was chosen that several segments fit: only the offered ones can be picked.
    pub choosing: bool,
}

/// The position on the board: the live one, or the one the replay shows.
pub(super) fn shown_position(board: &BoardState) -> &Position {
    board
        .game()
        .position_at(board.shown_moves())
        .unwrap_or_else(|| board.game().position())
}

/// The board of the position shown.
pub fn board_model(board: &BoardState) -> BoardModel {
    let game = board.game();
    let rules = game.rules();
    let edition = rules.edition();
    let n = board.shown_moves();
    let pos = shown_position(board);
    let (starts, ends): (BTreeSet<Cell>, BTreeSet<Cell>) = board.highlights();
    let hint_feet = board.hint().map(|m| m.feet());
    let bot_move = board.last_bot_move();
    let placed = &game.segments()[..n.min(game.segments().len())];
    // A solo puzzle's set-up is scenery: none of its moves is marked as the last one.
    let setup = game.solo_start().unwrap_or(0);
    // In a solo puzzle every colour but the solo seat's is a statue.
    let statue_colour = |colour| {
        game.solo_seat()
            .is_some_and(|seat| rules.setup().colours()[seat] != colour)
    };
    let ends_at: Vec<(Cell, CellContent)> = (0..rules.players())
        .flat_map(|seat| {
            let colour = rules.setup().colours()[seat];
            End::BOTH.into_iter().filter_map(move |end| {
                let cell = pos.end_cell(rules, seat, end)?;
                Some((cell, CellContent::End { colour, end }))
            })
        })
        .collect();
    let contents = |cell: Cell| {
        let mut on_cell: Vec<CellContent> = placed
            .iter()
            .filter(|s| s.covers(cell))
            .map(|s| {
                let (colour, height) = (s.colour, s.segment.height);
                if s.from == cell || s.to == cell {
                    CellContent::Foot { colour, height }
                } else {
                    CellContent::Arch { colour, height }
                }
            })
            .collect();
        on_cell.extend(ends_at.iter().filter(|(c, _)| *c == cell).map(|(_, e)| *e));
        on_cell
    };
    let cells = edition
        .cells()
        .filter_map(|cell| {
            let zone = edition.zone(cell)?;
            Some(CellView {
                cell,
                zone,
                active: rules.is_active(cell),
                legal_start: starts.contains(&cell),
                legal_end: ends.contains(&cell),
                selected: board.selection().start == Some(cell),
                hint_start: hint_feet.is_some_and(|(a, _)| a == cell),
                hint_end: hint_feet.is_some_and(|(_, b)| b == cell),
                contents: contents(cell),
            })
        })
        .collect();
    let mut arches: Vec<ArchView> = placed
        .iter()
        .map(|s| ArchView {
            colour: s.colour,
            height: s.segment.height,
            from: s.from,
            to: s.to,
            last: s.order + 1 == n && n > setup,
            by_bot: s.order + 1 == n && bot_move.is_some(),
            statue: statue_colour(s.colour),
        })
        .collect();
    // Stable sort: equal heights keep the order they were placed in.
    arches.sort_by_key(|a| a.height);
    let mut end_views = Vec::new();
    for seat in 0..rules.players() {
        let colour = rules.setup().colours()[seat];
        for end in End::BOTH {
            if let Some(cell) = pos.end_cell(rules, seat, end) {
                let height = match end {
                    End::Head => pos.head_height(seat),
                    End::Tail => pos.tail_height(seat),
                };
                end_views.push(EndView {
                    colour,
                    end,
                    cell,
                    height,
                    to_move: !board.is_frozen() && pos.to_move() == Some(seat),
                    statue: statue_colour(colour),
                });
            }
        }
    }
    // The tallest segment that fits is previewed: the tray lights every one that does.
    let preview = board
        .previewed_moves()
        .iter()
        .filter_map(|m| {
            let seat = pos.to_move()?;
            let (from, to) = m.feet();
            Some(ArchView {
                colour: rules.setup().colours()[seat],
                height: rules.set(seat)[m.piece()].height,
                from,
                to,
                last: false,
                by_bot: false,
                statue: false,
            })
        })
        .max_by_key(|a| a.height);
    BoardModel {
        preview,
        ghost: None,
        wash: Vec::new(),
        width: edition.width(),
        height: edition.height(),
        cells,
        arches,
        ends: end_views,
    }
}

/// Every seat's tray for the position shown.
pub fn tray_models(board: &BoardState) -> Vec<TrayModel> {
    let game = board.game();
    let rules = game.rules();
    let pos = shown_position(board);
    let selection = board.selection();
    let people_here = board.people_here();
    (0..rules.players())
        .map(|seat| {
            let placeable = rules.placeable_pieces(pos, seat);
            // A frozen board (a solved puzzle, a finished lesson) has nobody to move.
            let to_move = pos.to_move() == Some(seat) && !board.is_frozen();
            let live_turn = to_move && board.accepts_moves();
            let chosen_shape = selection
                .piece
                .filter(|_| live_turn)
                .map(|p| rules.set(seat)[p]);
            let hinted_piece = board.hint().map(|m| m.piece());
            let fitting: Vec<_> = if live_turn {
                board
                    .previewed_moves()
                    .iter()
                    .map(|m| rules.set(seat)[m.piece()])
                    .collect()
            } else {
                Vec::new()
            };
            let offered: Vec<_> = if live_turn {
                selection
                    .choices
                    .iter()
                    .map(|m| rules.set(seat)[m.piece()])
                    .collect()
            } else {
                Vec::new()
            };
            let items = rules
                .set(seat)
                .iter()
                .enumerate()
                .map(|(piece, shape)| {
                    let in_reserve = pos.in_reserve(seat, piece);
                    TrayItem {
                        piece,
                        span: shape.span,
                        height: shape.height,
                        in_reserve,
                        placeable: placeable.contains(&piece),
                        offered: in_reserve && offered.contains(shape),
                        chosen: in_reserve && chosen_shape == Some(*shape),
                        hinted: in_reserve && to_move && hinted_piece == Some(piece),
                        fits_here: in_reserve && fitting.contains(shape),
                    }
                })
                .collect();
            TrayModel {
                seat,
                colour: rules.setup().colours()[seat],
                // Who played the colour in the position shown, which may precede a swap.
                kind: board
                    .seats()
                    .get(pos.person_of(seat))
                    .copied()
                    .unwrap_or_default(),
                person: (rules.setup().swap() && people_here > 1).then(|| pos.person_of(seat)),
                you: rules.setup().swap()
                    && people_here == 1
                    && board.seats().get(pos.person_of(seat)) == Some(&SeatKind::Human),
                to_move,
                left: pos.left(seat),
                head_height: pos.head_height(seat),
                blocked: pos.has_started(seat) && !pos.is_over() && placeable.is_empty(),
                ways_out: (pos.has_started(seat) && !pos.is_over() && !board.is_frozen())
                    .then(|| rules.count_moves(pos, seat)),
                items,
                interactive: live_turn && game.phase() == Phase::Play,
                choosing: live_turn && !selection.choices.is_empty(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests;
