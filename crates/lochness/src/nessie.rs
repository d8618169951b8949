//! Nessie on the lake, and where a roll of the die lets her swim.
//!
//! The head swims along lines, one cell a step, never onto the cells her body and tail
//! stand on when the move begins and never twice onto the same cell; the body and the
//! tail follow the head's path. When no path of the rolled length exists she swims the
//! longest path there is (possibly none at all, when every cell beside her head is her
//! own body or tail), and the player chooses among the places such paths end in.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::board::Board;

/// Nessie's three pieces, each on a lake cell; written `[head, body, tail]` in JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Nessie {
    /// The cell of her head.
    pub head: usize,
    /// The cell of her body.
    pub body: usize,
    /// The cell of her tail.
    pub tail: usize,
}

impl Nessie {
    /// Her cells as `[head, body, tail]`.
    pub fn cells(self) -> [usize; 3] {
        [self.head, self.body, self.tail]
    }

    /// Nessie on `[head, body, tail]`.
    pub fn from_cells([head, body, tail]: [usize; 3]) -> Nessie {
        Nessie { head, body, tail }
    }

    /// Whether she lies on three distinct cells joined in a chain on `board`.
    pub fn is_chained(self, board: &Board) -> bool {
        self.head != self.tail
            && board.joined(self.head, self.body)
            && board.joined(self.body, self.tail)
    }

    /// How many of her pieces stand on the given cells (each cell counted once).
    pub fn pieces_on(self, cells: &[usize]) -> usize {
        self.cells().iter().filter(|c| cells.contains(c)).count()
    }
}

impl Serialize for Nessie {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.cells().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Nessie {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Nessie, D::Error> {
        <[usize; 3]>::deserialize(deserializer).map(Nessie::from_cells)
    }
}

/// Where a numbered roll lets Nessie swim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Swims {
    /// How many steps she swims: the roll, or fewer when no path is that long.
    pub steps: usize,
    /// The places she may end in, without repeats, in increasing order. When `steps`
    /// is 0 this is her present place alone.
    pub destinations: Vec<Nessie>,
}

/// Where Nessie may swim from `from` on a roll of `roll` steps.
///
/// This is a depth-first search over simple paths of the head; the tests check it
/// against a plain enumeration of walks.
pub fn swims(board: &Board, from: Nessie, roll: usize) -> Swims {
    // by_length[d]: the places reached by paths of exactly d steps.
    let mut by_length: Vec<Vec<Nessie>> = vec![Vec::new(); roll + 1];
    let mut path = vec![from.tail, from.body, from.head];
    extend(board, &mut path, roll, &mut by_length);
    let steps = (0..=roll)
        .rev()
        .find(|&d| !by_length[d].is_empty())
        .unwrap_or(0);
    let mut destinations = std::mem::take(&mut by_length[steps]);
    if steps == 0 {
        destinations = vec![from];
    }
    destinations.sort_unstable();
    destinations.dedup();
    Swims {
        steps,
        destinations,
    }
}

/// Where Nessie may swim from `from` on each roll from 1 to `most` steps (entry `r - 1`
/// for a roll of `r`): [`swims`] for each, from one search of the longest paths.
pub(crate) fn swims_up_to(board: &Board, from: Nessie, most: usize) -> Vec<Swims> {
    let mut by_length: Vec<Vec<Nessie>> = vec![Vec::new(); most + 1];
    let mut path = vec![from.tail, from.body, from.head];
    extend(board, &mut path, most, &mut by_length);
    (1..=most)
        .map(|roll| {
            let steps = (0..=roll)
                .rev()
                .find(|&d| !by_length[d].is_empty())
                .unwrap_or(0);
            let mut destinations = if steps == 0 {
                vec![from]
            } else {
                by_length[steps].clone()
            };
            destinations.sort_unstable();
            destinations.dedup();
            Swims {
                steps,
                destinations,
            }
        })
        .collect()
}

/// Extends `path` (tail, body, head, then the head's steps) by every allowed step,
/// recording where each path ends.
fn extend(board: &Board, path: &mut Vec<usize>, left: usize, by_length: &mut [Vec<Nessie>]) {
    let taken = path.len() - 3;
    if taken > 0 {
        let n = path.len();
        by_length[taken].push(Nessie {
            head: path[n - 1],
            body: path[n - 2],
            tail: path[n - 3],
        });
    }
    if left == 0 {
        return;
    }
    let head = path[path.len() - 1];
    for &next in board.neighbours(head) {
        // The path holds the tail's and body's cells and every cell the head has been on.
        if !path.contains(&next) {
            path.push(next);
            extend(board, path, left - 1, by_length);
            path.pop();
        }
    }
}

impl Nessie {
    /// Every way to lay Nessie on three chained cells (head, body, tail) of `board`, in
    /// increasing order: the places a wave lets the player choose from.
    pub fn chains(board: &Board) -> Vec<Nessie> {
        let mut chains = Vec::new();
        for head in 0..board.cell_count() {
            for &body in board.neighbours(head) {
                for &tail in board.neighbours(body) {
                    if tail != head {
                        chains.push(Nessie { head, body, tail });
                    }
                }
            }
        }
        chains
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_search_finds_what_each_roll_finds() {
        let board = Board::standard();
        for from in Nessie::chains(&board).into_iter().step_by(7) {
            let all = swims_up_to(&board, from, 5);
            for roll in 1..=5 {
                assert_eq!(all[roll - 1], swims(&board, from, roll), "{from:?}, {roll}");
            }
        }
    }

    #[test]
    fn a_chain_is_three_distinct_joined_cells() {
        let board = Board::standard();
        let chains = Nessie::chains(&board);
        assert!(!chains.is_empty());
        for n in chains {
            assert!(board.joined(n.head, n.body) && board.joined(n.body, n.tail));
            assert_ne!(n.head, n.tail);
        }
    }

    #[test]
    fn one_step_moves_body_and_tail_up() {
        let board = Board::standard();
        // Along the south row: tail 3, body 5, head 7.
        let from = Nessie::from_cells([7, 5, 3]);
        let swims = swims(&board, from, 1);
        assert_eq!(swims.steps, 1);
        for n in &swims.destinations {
            assert_eq!((n.body, n.tail), (7, 5));
            assert!(board.joined(7, n.head));
        }
    }
}
