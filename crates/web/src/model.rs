//! What each component draws, derived from the [`AppState`] for the position shown.
//!
//! Plain data with `PartialEq`, so components re-render only when their part changes, and
//! so the derivations are tested natively. Facts about the game come from the core.

use std::collections::BTreeSet;

use blockness_core::{Cell, Colour, Direction, End, Move, Notation, Phase, TieBreak, Zone};

use crate::i18n::{CellContent, Message};
use crate::seat::SeatKind;
use crate::state::AppState;

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
    /// Whether it is this seat's turn.
    pub to_move: bool,
    /// Segments left.
    pub left: usize,
    /// Height under the head.
    pub head_height: u8,
    /// Started, but with no legal placement now: its turns are skipped.
    pub blocked: bool,
    /// Its segments, starter first.
    pub items: Vec<TrayItem>,
    /// Whether clicking a segment does something.
    pub interactive: bool,
    /// A second foot was chosen that several segments fit: only the offered ones can be picked.
    pub choosing: bool,
}

/// One line of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveEntry {
    /// Index in the game, from 0.
    pub index: usize,
    /// Colour of the mover.
    pub colour: Colour,
    /// The move in notation (the same in every language).
    pub text: String,
    /// An undone move, waiting for redo.
    pub undone: bool,
    /// The last move of the position shown.
    pub current: bool,
}

/// The status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatusModel {
    /// The colour to move, if any.
    pub colour: Option<Colour>,
    /// Main sentence.
    pub headline: Message,
    /// What to do next.
    pub detail: Message,
    /// Skipped turns and seats that may play again, after the last move shown.
    pub notes: Vec<Message>,
    /// A choice between the two ends for one segment: the moves to offer.
    pub end_choices: Vec<(End, Move)>,
}

/// One line of the ranking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankLine {
    /// Place, shared places repeat.
    pub place: usize,
    /// The colour.
    pub colour: Colour,
    /// Segments left.
    pub left: usize,
    /// Head height.
    pub head_height: u8,
    /// How the place was decided.
    pub decided_by: TieBreak,
}

impl AppState {
    fn shown_position(&self) -> &blockness_core::Position {
        self.game()
            .position_at(self.shown_moves())
            .unwrap_or_else(|| self.game().position())
    }

    /// The board of the position shown.
    pub fn board_model(&self) -> BoardModel {
        let game = self.game();
        let rules = game.rules();
        let edition = rules.edition();
        let n = self.shown_moves();
        let pos = self.shown_position();
        let (starts, ends): (BTreeSet<Cell>, BTreeSet<Cell>) = self.highlights();
        let hint_feet = self.hint().map(|m| m.feet());
        let bot_move = self.last_bot_move();
        let placed = &game.segments()[..n.min(game.segments().len())];
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
                    selected: self.selection().start == Some(cell),
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
                last: s.order + 1 == n,
                by_bot: s.order + 1 == n && bot_move.is_some(),
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
                        to_move: pos.to_move() == Some(seat),
                    });
                }
            }
        }
        BoardModel {
            width: edition.width(),
            height: edition.height(),
            cells,
            arches,
            ends: end_views,
        }
    }

    /// Every seat's tray for the position shown.
    pub fn tray_models(&self) -> Vec<TrayModel> {
        let game = self.game();
        let rules = game.rules();
        let pos = self.shown_position();
        let selection = self.selection();
        (0..rules.players())
            .map(|seat| {
                let mut placeable_shapes = Vec::new();
                rules.for_each_move(pos, seat, |m| {
                    let piece = match m {
                        Move::Start { .. } => 0,
                        Move::Extend { piece, .. } => usize::from(piece),
                    };
                    placeable_shapes.push(rules.set(seat)[piece]);
                });
                let to_move = pos.to_move() == Some(seat);
                let live_turn = to_move && self.accepts_moves();
                let chosen_shape = selection
                    .piece
                    .filter(|_| live_turn)
                    .map(|p| rules.set(seat)[p]);
                let hinted_piece = self.hint().map(|m| match m {
                    Move::Start { .. } => 0,
                    Move::Extend { piece, .. } => usize::from(piece),
                });
                let offered: Vec<_> = if live_turn {
                    selection
                        .choices
                        .iter()
                        .filter_map(|m| match *m {
                            Move::Extend { piece, .. } => Some(rules.set(seat)[usize::from(piece)]),
                            Move::Start { .. } => None,
                        })
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
                            placeable: in_reserve && placeable_shapes.contains(shape),
                            offered: in_reserve && offered.contains(shape),
                            chosen: in_reserve && chosen_shape == Some(*shape),
                            hinted: in_reserve && to_move && hinted_piece == Some(piece),
                        }
                    })
                    .collect();
                TrayModel {
                    seat,
                    colour: rules.setup().colours()[seat],
                    kind: self.seats().get(seat).copied().unwrap_or_default(),
                    to_move,
                    left: pos.left(seat),
                    head_height: pos.head_height(seat),
                    blocked: pos.has_started(seat) && placeable_shapes.is_empty(),
                    items,
                    interactive: live_turn && game.phase() == Phase::Play,
                    choosing: live_turn && !selection.choices.is_empty(),
                }
            })
            .collect()
    }

    /// The moves played, then the undone ones, in notation.
    pub fn move_entries(&self) -> Vec<MoveEntry> {
        let game = self.game();
        let rules = game.rules();
        let shown = self.shown_moves();
        let mut entries: Vec<MoveEntry> = game
            .moves()
            .iter()
            .zip(game.movers())
            .enumerate()
            .map(|(index, (mv, seat))| {
                let before = game.position_at(index).unwrap_or_else(|| game.position());
                MoveEntry {
                    index,
                    colour: rules.setup().colours()[seat],
                    text: Notation::of(rules, before, mv).to_string(),
                    undone: false,
                    current: index + 1 == shown,
                }
            })
            .collect();
        let mut ahead = game.clone();
        for mv in self.redo_moves() {
            let before = *ahead.position();
            let Some(seat) = before.to_move() else { break };
            if ahead.play(*mv).is_err() {
                break;
            }
            entries.push(MoveEntry {
                index: entries.len(),
                colour: rules.setup().colours()[seat],
                text: Notation::of(rules, &before, mv).to_string(),
                undone: true,
                current: false,
            });
        }
        entries
    }

    /// Notes on the last move shown: whose turns were skipped, who can play again.
    pub fn turn_notes(&self) -> Vec<Message> {
        let game = self.game();
        let rules = game.rules();
        let n = self.shown_moves();
        if n == 0 {
            return Vec::new();
        }
        let (Some(before), Some(after)) = (game.position_at(n - 1), game.position_at(n)) else {
            return Vec::new();
        };
        let Some(mover) = before.to_move() else {
            return Vec::new();
        };
        let players = rules.players();
        let colour = |seat: usize| rules.setup().colours()[seat];
        let mut notes = Vec::new();
        if let Some(next) = after.to_move() {
            let mut seat = (mover + 1) % players;
            while seat != next {
                notes.push(if after.left(seat) == 0 {
                    Message::SkipsNoSegmentLeft(colour(seat))
                } else {
                    Message::SkipsBlocked(colour(seat))
                });
                seat = (seat + 1) % players;
            }
        }
        for seat in 0..players {
            if seat != mover
                && before.has_started(seat)
                && !rules.has_move(before, seat)
                && rules.has_move(after, seat)
            {
                notes.push(Message::CanPlayAgain(colour(seat)));
            }
        }
        notes
    }

    /// The status line for the position shown.
    pub fn status_model(&self) -> StatusModel {
        let game = self.game();
        let rules = game.rules();
        let total = game.moves().len();
        let shown = self.shown_moves();
        let pos = self.shown_position();
        let colour = pos.to_move().map(|s| rules.setup().colours()[s]);
        let notes = self.turn_notes();
        let mut end_choices = Vec::new();
        let (headline, detail) = if !self.is_live() {
            (
                Message::ReplayPosition { shown, total },
                Message::ReplayReadOnly,
            )
        } else if let Some(colour) = colour {
            let selection = self.selection();
            if game.phase() == Phase::Setup {
                let detail = if selection.start.is_none() {
                    Message::ChooseHeadCell
                } else {
                    Message::ChooseTailCell
                };
                (Message::PlacesStarter(colour), detail)
            } else if !selection.choices.is_empty() {
                let seat = pos.to_move().unwrap_or(0);
                let shapes: BTreeSet<_> = selection
                    .choices
                    .iter()
                    .filter_map(|m| match *m {
                        Move::Extend { piece, .. } => Some(usize::from(piece)),
                        Move::Start { .. } => None,
                    })
                    .map(|p| rules.set(seat)[p])
                    .map(|s| (s.span, s.height))
                    .collect();
                if shapes.len() == 1 {
                    for &mv in &selection.choices {
                        if let Move::Extend { end, .. } = mv {
                            end_choices.push((end, mv));
                        }
                    }
                    (Message::ToMove(colour), Message::ChooseWhichEnd)
                } else {
                    (Message::ToMove(colour), Message::ChooseSegmentInTray)
                }
            } else if selection.start.is_some() {
                (Message::ToMove(colour), Message::ChooseSecondFoot)
            } else {
                (Message::ToMove(colour), Message::ChooseStartCell)
            }
        } else {
            let winners = game
                .standings()
                .iter()
                .filter(|s| s.place == 1)
                .map(|s| s.colour)
                .collect();
            (Message::GameOver { winners }, Message::NobodyCanPlace)
        };
        StatusModel {
            colour,
            headline,
            detail,
            notes,
            end_choices,
        }
    }

    /// What the live region says about the position shown: the last move (or that one was
    /// taken back), who was skipped, and whose turn it is or who won.
    pub fn announcement(&self) -> Vec<Message> {
        let game = self.game();
        let rules = game.rules();
        let n = self.shown_moves();
        let mut said = Vec::new();
        if self.undone_last() && self.is_live() {
            said.push(Message::Undone);
        } else if let (Some(mv), Some(seat), Some(before)) = (
            n.checked_sub(1).and_then(|i| game.moves().get(i)),
            n.checked_sub(1).and_then(|i| game.movers().nth(i)),
            n.checked_sub(1).and_then(|i| game.position_at(i)),
        ) {
            said.push(Message::Played {
                colour: rules.setup().colours()[seat],
                mv: Notation::of(rules, before, mv),
            });
            said.extend(self.turn_notes());
        }
        if n > 0 || self.undone_last() {
            said.push(self.status_model().headline);
        }
        said
    }

    /// The final ranking, once the game is over and the last move is shown.
    pub fn ranking_lines(&self) -> Option<Vec<RankLine>> {
        if !self.is_live() {
            return None;
        }
        let standings = self.game().ranking()?;
        Some(
            standings
                .iter()
                .map(|s| RankLine {
                    place: s.place,
                    colour: s.colour,
                    left: s.left,
                    head_height: s.head_height,
                    decided_by: s.tie_break,
                })
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::state::{Action, NewGame};
    use blockness_core::Edition;
    use std::sync::Arc;

    fn game_of(colours: Vec<Colour>) -> AppState {
        let mut s = AppState::fresh(Arc::new(Edition::standard()));
        let n = colours.len();
        s.apply(Action::Start(NewGame {
            colours,
            seats: vec![SeatKind::Human; n],
            expert: false,
        }));
        s
    }

    fn play_first(s: &mut AppState) {
        let mv = s.game().legal_moves()[0];
        let (a, b) = mv.feet();
        s.apply(Action::ClickCell(a));
        s.apply(Action::ClickCell(b));
        if let Some(&c) = s.selection().choices.first() {
            s.apply(Action::Choose(c));
        }
    }

    #[test]
    fn the_board_marks_zones_out_of_play_and_sorts_arches_by_height() {
        let mut s = game_of(vec![Colour::Orange, Colour::Green, Colour::Purple]);
        let board = s.board_model();
        assert_eq!(board.cells.len(), s.edition().cells().count());
        assert!(board
            .cells
            .iter()
            .all(|c| c.active == (c.zone != Zone::Shallow)));
        for _ in 0..9 {
            play_first(&mut s);
        }
        let board = s.board_model();
        assert_eq!(board.arches.len(), 9);
        assert!(board.arches.windows(2).all(|w| w[0].height <= w[1].height));
        assert_eq!(board.ends.len(), 6);
        assert_eq!(board.arches.iter().filter(|a| a.last).count(), 1);
    }

    #[test]
    fn trays_mark_what_cannot_be_placed() {
        let mut s = game_of(vec![Colour::Orange, Colour::Green]);
        play_first(&mut s);
        play_first(&mut s);
        let trays = s.tray_models();
        assert!(trays[0].to_move && trays[0].interactive);
        assert!(!trays[0].items[0].in_reserve, "the starter is on the board");
        let playable = s.game().playable_pieces();
        for item in &trays[0].items[1..] {
            let twin_playable = playable
                .iter()
                .any(|&p| s.shape(0, p) == s.shape(0, item.piece));
            assert_eq!(item.placeable, twin_playable, "piece {}", item.piece);
        }
    }

    #[test]
    fn a_shared_second_foot_offers_only_the_fitting_segments() {
        let mut s = game_of(vec![Colour::Orange, Colour::Green]);
        for (head, tail) in [((4, 4), (4, 6)), ((7, 3), (7, 6))] {
            s.apply(Action::ClickCell(Cell::new(head.0, head.1)));
            s.apply(Action::ClickCell(Cell::new(tail.0, tail.1)));
        }
        let start = Cell::new(4, 3);
        s.apply(Action::ClickCell(start));
        let feet = s.game().legal_second_feet(start);
        let (&to, options) = feet.iter().find(|(_, v)| v.len() > 1).unwrap();
        s.apply(Action::ClickCell(to));
        let tray = &s.tray_models()[0];
        assert!(tray.choosing);
        let offered: Vec<usize> = tray
            .items
            .iter()
            .filter(|i| i.offered)
            .map(|i| i.piece)
            .collect();
        let shapes: Vec<_> = options
            .iter()
            .map(|m| match *m {
                Move::Extend { piece, .. } => s.shape(0, usize::from(piece)),
                Move::Start { .. } => None,
            })
            .collect();
        assert!(offered.len() >= options.len());
        assert!(offered.iter().all(|&p| shapes.contains(&s.shape(0, p))));
        assert_eq!(s.status_model().detail, Message::ChooseSegmentInTray);
    }

    #[test]
    fn the_move_list_shows_notation_and_undone_moves() {
        let mut s = game_of(vec![Colour::Orange, Colour::Green]);
        for _ in 0..3 {
            play_first(&mut s);
        }
        s.apply(Action::Undo);
        let entries = s.move_entries();
        assert_eq!(entries.len(), 3);
        assert!(entries[0].text.starts_with("S "));
        assert!(entries[2].undone);
        assert!(entries[2].text.starts_with('H') || entries[2].text.starts_with('T'));
        assert!(entries[1].current);
    }

    #[test]
    fn status_follows_the_turn_and_the_replay() {
        let mut s = game_of(vec![Colour::Orange, Colour::Green]);
        assert_eq!(
            s.status_model().headline,
            Message::PlacesStarter(Colour::Orange)
        );
        assert_eq!(
            s.status_model().headline.text(Lang::En),
            "Orange (O) places the starter"
        );
        play_first(&mut s);
        assert_eq!(
            s.status_model().headline,
            Message::PlacesStarter(Colour::Green)
        );
        s.apply(Action::ViewAt(0));
        assert_eq!(
            s.status_model().headline,
            Message::ReplayPosition { shown: 0, total: 1 }
        );
    }

    #[test]
    fn a_skipped_turn_is_noted_with_the_skipped_seat() {
        let mut s = game_of(vec![Colour::Orange, Colour::Green, Colour::Purple]);
        let mut noted = 0;
        while s.game().phase() != Phase::Over {
            let mover = s.game().to_move().unwrap();
            play_first(&mut s);
            let Some(next) = s.game().to_move() else {
                break;
            };
            let expected_next = (mover + 1) % 3;
            let notes = s.turn_notes();
            if next != expected_next {
                let skipped = s.game().rules().setup().colours()[expected_next];
                assert!(
                    notes.iter().any(|n| matches!(n,
                        Message::SkipsBlocked(c) | Message::SkipsNoSegmentLeft(c) if *c == skipped)),
                    "{notes:?}"
                );
                let announced = s.announcement();
                assert!(announced.iter().any(|m| notes.contains(m)), "{announced:?}");
                noted += 1;
            } else {
                assert!(
                    notes.iter().all(|n| !matches!(
                        n,
                        Message::SkipsBlocked(_) | Message::SkipsNoSegmentLeft(_)
                    )),
                    "{notes:?}"
                );
            }
        }
        assert!(noted > 0, "this game has skipped turns");
    }

    #[test]
    fn the_end_has_a_ranking() {
        let mut s = game_of(vec![Colour::Orange, Colour::Green]);
        assert!(s.ranking_lines().is_none());
        while s.game().phase() != Phase::Over {
            play_first(&mut s);
        }
        let lines = s.ranking_lines().unwrap();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].place, 1);
        assert!(matches!(
            s.status_model().headline,
            Message::GameOver { .. }
        ));
    }

    #[test]
    fn the_live_region_says_each_move_and_each_undo() {
        let mut s = game_of(vec![Colour::Orange, Colour::Green]);
        assert!(s.announcement().is_empty(), "nothing to say before a move");
        play_first(&mut s);
        let said = s.announcement();
        assert!(
            matches!(
                said[0],
                Message::Played {
                    colour: Colour::Orange,
                    mv: Notation::Start { .. }
                }
            ),
            "{said:?}"
        );
        assert_eq!(said.last(), Some(&Message::PlacesStarter(Colour::Green)));
        s.apply(Action::Undo);
        assert_eq!(s.announcement()[0], Message::Undone);
        play_first(&mut s);
        assert!(matches!(s.announcement()[0], Message::Played { .. }));
    }

    #[test]
    fn arrow_keys_walk_the_holes_and_skip_the_gaps() {
        let s = game_of(vec![Colour::Orange, Colour::Green]);
        let board = s.board_model();
        let cell = |name: &str| name.parse::<Cell>().unwrap();
        assert_eq!(
            board.neighbour(cell("e5"), Direction::Right),
            Some(cell("f5"))
        );
        assert_eq!(board.neighbour(cell("e5"), Direction::Up), Some(cell("e4")));
        // The map's corners are not holes: from b2 leftward the next hole is a... none, a2 is
        // a gap and the edge follows.
        assert_eq!(board.neighbour(cell("b2"), Direction::Left), None);
        // From c1 upward is the edge; from a3 upward a2 and a1 are gaps.
        assert_eq!(board.neighbour(cell("c1"), Direction::Up), None);
        assert_eq!(board.neighbour(cell("a3"), Direction::Up), None);
        // From b2 going up, b1 is a gap: the edge.
        assert_eq!(board.neighbour(cell("b2"), Direction::Up), None);
        assert_eq!(board.neighbour(cell("k6"), Direction::Right), None);
        // The tab stop is the first highlighted hole, or the one focused before.
        let first = board.tab_stop(None).unwrap();
        assert!(board.cells.iter().any(|c| c.cell == first && c.legal_start));
        assert_eq!(board.tab_stop(Some(cell("c3"))), Some(cell("c3")));
        assert_eq!(
            board.tab_stop(Some(cell("a1"))),
            Some(first),
            "a1 is no hole"
        );
    }

    #[test]
    fn cells_list_what_stands_on_them() {
        let mut s = game_of(vec![Colour::Orange, Colour::Green]);
        let mv = s.game().legal_moves()[0];
        let (head, _) = mv.feet();
        play_first(&mut s);
        let board = s.board_model();
        let view = board.cells.iter().find(|c| c.cell == head).unwrap();
        assert!(view.contents.contains(&CellContent::End {
            colour: Colour::Orange,
            end: End::Head
        }));
        assert!(view.contents.iter().any(|c| matches!(
            c,
            CellContent::Foot {
                colour: Colour::Orange,
                ..
            }
        )));
        let label = Message::CellLabel {
            cell: head,
            contents: view.contents.clone(),
            out_of_play: false,
            role: crate::i18n::CellRole::None,
        };
        assert!(label.text(Lang::En).contains("Orange's head"));
        assert!(label.text(Lang::De).contains("Kopf von Orange"));
    }
}
