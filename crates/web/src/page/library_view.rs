//! The library as the "My games" view lists it.

use blockness_core::{Colour, GameId};

use super::PageState;
use crate::library::{game_state, GameState};

/// One line of the list.
#[derive(Clone, Debug, PartialEq)]
pub struct LibraryItem {
    /// The game's id.
    pub id: GameId,
    /// The colours, in seat order.
    pub colours: Vec<Colour>,
    /// Expert variant.
    pub expert: bool,
    /// Moves played.
    pub moves: usize,
    /// Where it stands.
    pub state: GameState,
    /// When its moves last changed, in milliseconds since 1970 (0 when unknown).
    pub updated: f64,
    /// Put away.
    pub archived: bool,
    /// It is the game on the board.
    pub current: bool,
    /// Played by sending its link between devices.
    pub by_link: bool,
    /// The live table it was played at (its live address), if any.
    pub table: Option<String>,
    /// Who a live table's game was played with, on other devices.
    pub others: Vec<String>,
}

impl PageState {
    /// The games kept on the device, the most recently played first.
    pub fn library_items(&self) -> Vec<LibraryItem> {
        let mut items: Vec<LibraryItem> = self
            .library
            .entries()
            .iter()
            .map(|entry| {
                let setup = entry.saved.game.rules().setup();
                LibraryItem {
                    id: entry.id.clone(),
                    colours: setup.colours().to_vec(),
                    expert: setup.expert(),
                    moves: entry.saved.game.moves().len(),
                    state: game_state(entry),
                    updated: entry.updated,
                    archived: entry.archived,
                    current: entry.id == self.current,
                    by_link: entry.by_link(),
                    table: entry.table.clone(),
                    others: entry.others.clone(),
                }
            })
            .collect();
        items.sort_by(|a, b| b.updated.total_cmp(&a.updated));
        items
    }
}
