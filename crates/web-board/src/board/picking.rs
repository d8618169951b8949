//! Picking a move by clicks: which holes are highlighted, and what a click on a hole or
//! on a tray segment does to the selection. The legal moves are the core's.

use std::collections::BTreeSet;

use blockness_core::{Cell, Move, Phase};

use super::{BoardEvent, BoardState};

impl BoardState {
    /// Cells highlighted as start cells (`legal-start`) and as second feet (`legal-end`),
    /// as the core's `legal_starts` and `legal_second_feet` give them.
    pub fn highlights(&self) -> (BTreeSet<Cell>, BTreeSet<Cell>) {
        if !self.accepts_moves() {
            return (BTreeSet::new(), BTreeSet::new());
        }
        if !self.selection.choices.is_empty() {
            let ends = self.selection.choices.iter().map(|m| m.feet().1).collect();
            return (BTreeSet::new(), ends);
        }
        let seat = self.game.to_move().unwrap_or_default();
        let wanted = self.chosen_shape();
        let fits = |moves: &[Move]| {
            wanted.is_none() || moves.iter().any(|m| self.shape(seat, m.piece()) == wanted)
        };
        match self.selection.start {
            Some(start) => {
                let ends = self
                    .game
                    .legal_second_feet(start)
                    .into_iter()
                    .filter(|(_, moves)| fits(moves))
                    .map(|(cell, _)| cell)
                    .collect();
                (BTreeSet::new(), ends)
            }
            None => {
                let starts = self
                    .game
                    .legal_starts()
                    .into_iter()
                    .filter(|&cell| {
                        wanted.is_none()
                            || self
                                .game
                                .legal_second_feet(cell)
                                .values()
                                .any(|moves| fits(moves))
                    })
                    .collect();
                (starts, BTreeSet::new())
            }
        }
    }

    pub(super) fn click_cell(&mut self, cell: Cell) -> BoardEvent {
        self.pointed = Some(cell);
        self.pointed_by_click = true;
        if !self.accepts_moves() {
            return BoardEvent::Unchanged;
        }
        self.selection.choices.clear();
        if self.selection.start == Some(cell) {
            self.selection.start = None;
            return BoardEvent::Unchanged;
        }
        if let Some(start) = self.selection.start {
            let wanted = self.chosen_shape();
            let seat = self.game.to_move().unwrap_or_default();
            let fitting: Vec<Move> = self
                .game
                .legal_second_feet(start)
                .remove(&cell)
                .unwrap_or_default()
                .into_iter()
                .filter(|m| wanted.is_none() || self.shape(seat, m.piece()) == wanted)
                .collect();
            match fitting.len() {
                0 => {}
                1 => return self.play(fitting[0]),
                _ => {
                    self.selection.choices = fitting;
                    return BoardEvent::Unchanged;
                }
            }
        }
        let (starts, _) = self.highlights();
        if starts.contains(&cell) {
            self.selection.start = Some(cell);
        } else if self.selection.piece.is_some() && self.game.legal_starts().contains(&cell) {
            // A start cell of another segment: follow the player and drop the tray filter.
            self.selection.piece = None;
            self.selection.start = Some(cell);
        }
        BoardEvent::Unchanged
    }

    pub(super) fn click_piece(&mut self, seat: usize, piece: usize) -> BoardEvent {
        if !self.accepts_moves()
            || self.game.to_move() != Some(seat)
            || self.game.phase() != Phase::Play
            || !self.game.position().in_reserve(seat, piece)
        {
            return BoardEvent::Unchanged;
        }
        let Some(shape) = self.shape(seat, piece) else {
            return BoardEvent::Unchanged;
        };
        if !self.selection.choices.is_empty() {
            let picked: Vec<Move> = self
                .selection
                .choices
                .iter()
                .copied()
                .filter(|m| self.shape(seat, m.piece()) == Some(shape))
                .collect();
            return match picked.len() {
                0 => BoardEvent::Unchanged,
                1 => self.play(picked[0]),
                // The same segment fits from both ends: the player picks the end next.
                _ => {
                    self.selection.choices = picked;
                    BoardEvent::Unchanged
                }
            };
        }
        if self.chosen_shape() == Some(shape) {
            self.selection.piece = None;
            return BoardEvent::Unchanged;
        }
        self.selection.piece = Some(piece);
        if let Some(start) = self.selection.start {
            // Keep the chosen start cell only if the segment can be laid from it.
            if !self
                .game
                .legal_second_feet(start)
                .values()
                .flatten()
                .any(|m| self.shape(seat, m.piece()) == Some(shape))
            {
                self.selection.start = None;
            }
        }
        BoardEvent::Unchanged
    }
}
