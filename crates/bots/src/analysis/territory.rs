//! Who owns which cells: the territory view.

use blockness_core::{Cell, CellSet, Position, Rules, MAX_PLAYERS};
use serde::{Deserialize, Serialize};

/// Who reaches a free cell first, for the territory view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TerritoryCell {
    /// The cell, `[x, y]` in JSON.
    pub cell: Cell,
    /// The seats whose monsters reach it first: one seat owns it, several contest it,
    /// none means no monster reaches it.
    pub seats: Vec<usize>,
    /// Steps of the flood it took, when it is reached.
    pub steps: Option<u32>,
}

impl TerritoryCell {
    /// The seat that alone reaches the cell first.
    pub fn owner(&self) -> Option<usize> {
        match self.seats[..] {
            [seat] => Some(seat),
            _ => None,
        }
    }

    /// Whether several seats reach the cell at the same step.
    pub fn is_contested(&self) -> bool {
        self.seats.len() > 1
    }
}

/// Who controls which water in `pos`: every free cell of the active area (in row order,
/// from the top), with the seats whose monsters reach it first.
///
/// This is the strong level's territory flood. All monsters flood at once, one step at a
/// time, from the cells under their heads and tails, through free cells only. A step
/// reaches the orthogonal neighbours of the cells a monster reached at the step before,
/// and in the expert variant also the cells two away in a straight line (where an
/// extension's first foot may go); heights and crossings are not considered. A cell
/// reached by one monster first is its territory and floods on; a cell reached at the
/// same step by several is contested and floods on for nobody. A monster before its
/// starter floods from nowhere.
pub fn territory(rules: &Rules, pos: &Position) -> Vec<TerritoryCell> {
    let n = rules.players();
    let distance = rules.start_distance();
    let spread = |set: CellSet| {
        let mut next = rules.neighbours(set, 1);
        if distance > 1 {
            next |= rules.neighbours(set, distance);
        }
        next
    };
    let free = rules.active_cells() - pos.occupied();
    let mut reached: Vec<(usize, Vec<usize>, u32)> = Vec::new();
    let mut frontier = [CellSet::EMPTY; MAX_PLAYERS];
    for (s, f) in frontier.iter_mut().enumerate().take(n) {
        *f = pos.ends(s);
    }
    let mut claimed = !free;
    let mut step = 0;
    loop {
        step += 1;
        let mut next = [CellSet::EMPTY; MAX_PLAYERS];
        let mut seen_once = CellSet::EMPTY;
        let mut seen_twice = CellSet::EMPTY;
        for s in 0..n {
            next[s] = spread(frontier[s]) - claimed;
            seen_twice |= seen_once & next[s];
            seen_once |= next[s];
        }
        if seen_once.is_empty() {
            break;
        }
        for i in seen_once.indices() {
            let seats = (0..n).filter(|&s| next[s].contains(i)).collect();
            reached.push((i, seats, step));
        }
        for s in 0..n {
            frontier[s] = next[s] - seen_twice;
        }
        claimed |= seen_once;
    }
    reached.sort_by_key(|r| r.0);
    free.indices()
        .filter_map(|i| {
            let cell = rules.cell_at(i)?;
            let found = reached
                .binary_search_by_key(&i, |r| r.0)
                .ok()
                .map(|k| &reached[k]);
            Some(TerritoryCell {
                cell,
                seats: found.map(|r| r.1.clone()).unwrap_or_default(),
                steps: found.map(|r| r.2),
            })
        })
        .collect()
}
