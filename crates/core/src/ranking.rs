//! The final ranking (§5): fewer segments left first, then the taller head, a full tie
//! sharing the place; the one sort key every ranking, bot and result uses.

use std::cmp::Reverse;

use serde::Serialize;

use crate::colour::Colour;

/// How a seat's place was decided against the seats closest to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    /// No other seat has as many segments left.
    Segments,
    /// Tied on segments left, separated by the heights of the heads.
    HeadHeight,
    /// Tied on both: the place is shared.
    Shared,
}

/// One line of the final ranking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Standing {
    /// The seat.
    pub seat: usize,
    /// The person who plays the seat, numbered by the seat each person sat in at the
    /// start (person 0 opened the game). The same as `seat` unless the people swapped
    /// colours under the swap option.
    pub person: usize,
    /// Its colour.
    pub colour: Colour,
    /// 1 for the winners; seats that share a place have the same number.
    pub place: usize,
    /// Segments left in the reserve (fewer is better).
    pub left: usize,
    /// Height of the segment under the head (taller wins a tie).
    pub head_height: u8,
    /// What decided this place.
    pub tie_break: TieBreak,
}

/// The ranking order of §5 as a sort key: fewer segments left ranks first, then the
/// taller head. Equal keys share a place. Every ranking, bot and result in the project
/// compares seats with this key, so the tie-break lives in one place.
pub fn rank_key(left: usize, head_height: u8) -> (usize, Reverse<u8>) {
    (left, Reverse(head_height))
}

/// The ranking of `seats` given each one's segments left and head height: fewer left
/// first, then the taller head, and a full tie shares the place. Each seat's person is the
/// seat itself; [`Game::standings`] knows about swaps.
pub fn rank(entries: &[(usize, Colour, usize, u8)]) -> Vec<Standing> {
    let key = |&(_, _, left, head): &(usize, Colour, usize, u8)| rank_key(left, head);
    let mut standings: Vec<Standing> = entries
        .iter()
        .map(|e| {
            let better = entries.iter().filter(|o| key(o) < key(e)).count();
            let same_left = entries.iter().filter(|o| o.2 == e.2).count() > 1;
            let same_both = entries.iter().filter(|o| key(o) == key(e)).count() > 1;
            Standing {
                seat: e.0,
                person: e.0,
                colour: e.1,
                place: better + 1,
                left: e.2,
                head_height: e.3,
                tie_break: if same_both {
                    TieBreak::Shared
                } else if same_left {
                    TieBreak::HeadHeight
                } else {
                    TieBreak::Segments
                },
            }
        })
        .collect();
    standings.sort_by_key(|s| (s.place, s.seat));
    standings
}
