//! What each component draws, derived from the [`AppState`] for the position shown.
//!
//! Plain data with `PartialEq`, so components re-render only when their part changes, and
//! so the derivations are tested natively. Facts about the game come from the core.

use std::collections::BTreeSet;

use blockness_core::{Cell, Colour, End, Move, Notation, Phase, TieBreak, Zone};

use crate::seat::SeatKind;
use crate::state::{colour_letter, colour_title, AppState};

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
    /// The move in notation.
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
    pub headline: String,
    /// What to do next.
    pub detail: String,
    /// Skipped turns and seats that may play again, after the last move shown.
    pub notes: Vec<String>,
    /// A choice between the two ends for one segment: the moves to offer.
    pub end_choices: Vec<(String, Move)>,
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
    /// How the place was decided, in words.
    pub decided_by: String,
}

/// A colour's name with its letter, as players see it: `Orange (O)`.
pub fn player_name(colour: Colour) -> String {
    format!("{} ({})", colour_title(colour), colour_letter(colour))
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
                })
            })
            .collect();
        let placed = &game.segments()[..n.min(game.segments().len())];
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
    pub fn turn_notes(&self) -> Vec<String> {
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
        let name = |seat: usize| player_name(rules.setup().colours()[seat]);
        let mut notes = Vec::new();
        if let Some(next) = after.to_move() {
            let mut seat = (mover + 1) % players;
            while seat != next {
                let why = if after.left(seat) == 0 {
                    "has no segment left"
                } else {
                    "is blocked"
                };
                notes.push(format!("{} {why} and skips this turn.", name(seat)));
                seat = (seat + 1) % players;
            }
        }
        for seat in 0..players {
            if seat != mover
                && before.has_started(seat)
                && !rules.has_move(before, seat)
                && rules.has_move(after, seat)
            {
                notes.push(format!("{} can play again.", name(seat)));
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
                format!("Replay: position after move {shown} of {total}"),
                "This earlier position is read-only. Step through the moves, go to the last one, or continue from here.".to_string(),
            )
        } else if let Some(colour) = colour {
            let who = player_name(colour);
            let selection = self.selection();
            if game.phase() == Phase::Setup {
                if selection.start.is_none() {
                    (
                        format!("{who} places the starter"),
                        "Choose the cell for the head in the deep water.".to_string(),
                    )
                } else {
                    (
                        format!("{who} places the starter"),
                        "Choose the cell for the tail (or click the head's cell again to cancel)."
                            .to_string(),
                    )
                }
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
                            end_choices.push((format!("Grow the {}", end.name()), mv));
                        }
                    }
                    (
                        format!("{who} to move"),
                        "This segment fits from both ends: choose which end grows.".to_string(),
                    )
                } else {
                    (
                        format!("{who} to move"),
                        "Several segments fit there: choose one in the tray.".to_string(),
                    )
                }
            } else if selection.start.is_some() {
                (
                    format!("{who} to move"),
                    "Choose where the second foot goes (click the start cell again or press Escape to cancel).".to_string(),
                )
            } else {
                (
                    format!("{who} to move"),
                    "Choose a start cell next to the head or the tail, or pick a segment in the tray first.".to_string(),
                )
            }
        } else {
            let winners: Vec<String> = game
                .standings()
                .iter()
                .filter(|s| s.place == 1)
                .map(|s| player_name(s.colour))
                .collect();
            let verb = if winners.len() > 1 {
                "share the win"
            } else {
                "wins"
            };
            (
                format!("Game over: {} {verb}", winners.join(" and ")),
                "Nobody can place any more segments.".to_string(),
            )
        };
        StatusModel {
            colour,
            headline,
            detail,
            notes,
            end_choices,
        }
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
                    decided_by: match s.tie_break {
                        TieBreak::Segments => "fewest segments left".to_string(),
                        TieBreak::HeadHeight => {
                            "tied on segments left; the taller head decides".to_string()
                        }
                        TieBreak::Shared => {
                            "tied on segments left and head height: place shared".to_string()
                        }
                    },
                })
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
        assert!(s.status_model().detail.contains("choose one in the tray"));
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
        assert!(s
            .status_model()
            .headline
            .contains("Orange (O) places the starter"));
        play_first(&mut s);
        assert!(s.status_model().headline.contains("Green (G)"));
        s.apply(Action::ViewAt(0));
        assert!(s.status_model().headline.starts_with("Replay"));
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
                let name = player_name(skipped);
                assert!(
                    notes
                        .iter()
                        .any(|n| n.starts_with(&name) && n.ends_with("skips this turn.")),
                    "{notes:?}"
                );
                noted += 1;
            } else {
                assert!(notes.iter().all(|n| !n.contains("skips")), "{notes:?}");
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
        assert!(s.status_model().headline.starts_with("Game over"));
    }
}
