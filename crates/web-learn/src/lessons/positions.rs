//! The prepared games the lessons are played on. Each was chosen to show one rule with as
//! few arches on the board as possible; the tests in `tutorial` and `rules` check that
//! each still shows what its lesson says.
//!
//! Seat 0 is orange (starter: span 2, height 1) and seat 1 green (starter: span 3,
//! height 1), the edition's first two colours.

use super::Prepared;

/// An empty two-player loch: orange is to lay its starter.
pub const EMPTY_TWO: Prepared = Prepared {
    players: 2,
    expert: false,
    moves: &[],
};

/// An empty three-player loch (deep and medium water in play).
pub const EMPTY_THREE: Prepared = Prepared {
    players: 3,
    expert: false,
    moves: &[],
};

/// An empty four-player loch (every hole in play).
pub const EMPTY_FOUR: Prepared = Prepared {
    players: 4,
    expert: false,
    moves: &[],
};

/// Orange's starter alone, head on e5 and tail on e7: the moment a swap may answer.
pub const FIRST_STARTER: Prepared = Prepared {
    players: 2,
    expert: false,
    moves: &["S e5-e7"],
};

/// Both starters in open water: orange's head on e5 and tail on e7, green's head on g4
/// and tail on g7. Orange is to move, with six start cells; green's low starter on
/// column g can be crossed from f5 to h5.
pub const OPENING: Prepared = Prepared {
    players: 2,
    expert: false,
    moves: &["S e5-e7", "S g4-g7"],
};

/// The same opening in the expert variant: orange's start cells are two holes away.
pub const EXPERT_OPENING: Prepared = Prepared {
    players: 2,
    expert: true,
    moves: &["S e5-e7", "S g4-g7"],
};

/// Eight moves in, orange to move with its tail on f6. From the start cell f7 one far foot
/// works (h7, a height-5 arch over green's height-4 foot on g7); toward c7 the only fitting
/// segment would pass under orange's own height-6 arch, toward i7 it would meet green's
/// height-4 arch, and toward f9 it would pass over green's tail.
pub const CROSSINGS: Prepared = Prepared {
    players: 2,
    expert: false,
    moves: &[
        "S e7-e5", "S d4-g4", "T3 f5-c5", "H3 d3-f3", "H6 d7-d9", "T4 g5-g7", "T5 c6-f6",
        "T2 g8-f8",
    ],
};

/// Orange's starter f4-h4 and green's d3-g3 along the top of the deep water. Green's
/// head on d3 can only grow through d4, and its tail's one free neighbour, h3, leads
/// nowhere: an orange arch over d4 leaves green without a move.
pub const CORNERED: Prepared = Prepared {
    players: 2,
    expert: false,
    moves: &["S f4-h4", "S d3-g3"],
};

/// Nine moves in, orange to move: both monsters are nearly stuck, 6 segments left for
/// orange and 5 for green. Orange's one placement runs from h8 to e8, and both of its ends
/// (head on h7, tail on i8) touch h8; afterwards nobody can place, 5 left each, and the
/// heads decide: grown from the head, orange's head stands on the height-5 arch and beats
/// green's on 3; grown from the tail, orange's head stays on its height-2 arch and loses.
pub const LAST_MOVE: Prepared = Prepared {
    players: 2,
    expert: false,
    moves: &[
        "S g6-e6", "S g7-d7", "T3 e5-h5", "T6 d8-d5", "T4 i5-i8", "T4 c5-c7", "H2 h6-h7",
        "H2 g8-f8", "H3 f9-d9",
    ],
};

/// [`OPENING`] after orange's arch from f5 to h5 over green's starter.
pub const CROSSED: Prepared = Prepared {
    players: 2,
    expert: false,
    moves: &["S e5-e7", "S g4-g7", "H3 f5-h5"],
};

/// [`CORNERED`] after orange's arch from e4 to c4 over d4: green is blocked.
pub const BLOCKED: Prepared = Prepared {
    players: 2,
    expert: false,
    moves: &["S f4-h4", "S d3-g3", "H3 e4-c4"],
};

/// [`LAST_MOVE`] played out: the game is over, tied on segments, orange's head taller.
pub const FINISHED: Prepared = Prepared {
    players: 2,
    expert: false,
    moves: &[
        "S g6-e6", "S g7-d7", "T3 e5-h5", "T6 d8-d5", "T4 i5-i8", "T4 c5-c7", "H2 h6-h7",
        "H2 g8-f8", "H3 f9-d9", "H5 h8-e8",
    ],
};
