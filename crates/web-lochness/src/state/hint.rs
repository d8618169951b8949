//! The hint for the person to act, as the view draws it: the strong level's action turned
//! into marks on the lake and the panel ([`HintMarks`]) and a sentence ([`HintSay`]). The
//! table asks for it and keeps it ([`super::table::Table::hint`]).

use blockness_lochness::{Action, Fragment, Kind, Nessie, Row, Step};

use super::table::Table;

/// The hint shown for the person to act, in words: the strong level's action with what it
/// names resolved (the fragment a keep takes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintSay {
    /// Post a photographer on a point.
    Place(usize),
    /// Move the photographer from one point to another.
    Move {
        /// Where it stands.
        from: usize,
        /// Where it goes.
        to: usize,
    },
    /// Pass: don't move (`moving`), or go on without a second photographer.
    Pass {
        /// Whether the game waits for a move.
        moving: bool,
    },
    /// Send the bumped photographer to a point.
    Relocate(usize),
    /// Draw from a deck.
    Draw(Kind),
    /// Keep a drawn fragment in the photo above or below.
    Keep {
        /// The fragment.
        fragment: Fragment,
        /// Where it goes.
        row: Row,
    },
    /// Keep none.
    Discard,
    /// Roll the die.
    Roll,
    /// Set Nessie down there.
    Swim(Nessie),
    /// Take the photographer on a point off the lake.
    Withdraw(usize),
    /// Swap the two slots of a column of one's ruler.
    Flip(Kind),
}

/// Where and how the hint shown for the person to act is drawn: the points, Nessie's
/// cells and the button it suggests, and its sentence. Empty when no hint is shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HintMarks {
    /// The points it names (a move's two).
    pub points: Vec<usize>,
    /// Nessie's new place.
    pub nessie: Option<Nessie>,
    /// The deck to draw from.
    pub deck: Option<Kind>,
    /// The drawn fragment to keep, by its place in the hand, and where.
    pub keep: Option<(usize, Row)>,
    /// Keep none.
    pub discard: bool,
    /// Roll.
    pub roll: bool,
    /// Pass.
    pub pass: bool,
    /// The column of the person's ruler to swap.
    pub flip: Option<Kind>,
    /// The sentence.
    pub say: Option<HintSay>,
}

/// Where the hint shown for the person to act is drawn.
pub fn hint_marks(table: &Table) -> HintMarks {
    let Some(action) = table.hint() else {
        return HintMarks::default();
    };
    let game = table.game();
    let mut marks = HintMarks::default();
    marks.say = match action {
        Action::Place { point } => {
            marks.points = vec![point];
            Some(HintSay::Place(point))
        }
        Action::Move { from, to } => {
            marks.points = vec![from, to];
            Some(HintSay::Move { from, to })
        }
        Action::Pass => {
            marks.pass = true;
            Some(HintSay::Pass {
                moving: game.step() == Step::Move,
            })
        }
        Action::Relocate { to } => {
            marks.points = vec![to];
            Some(HintSay::Relocate(to))
        }
        Action::Draw { deck } => {
            marks.deck = Some(deck);
            Some(HintSay::Draw(deck))
        }
        Action::Keep { index, row } => {
            marks.keep = Some((index, row));
            game.hand()
                .get(index)
                .map(|&fragment| HintSay::Keep { fragment, row })
        }
        Action::Discard => {
            marks.discard = true;
            Some(HintSay::Discard)
        }
        Action::Roll => {
            marks.roll = true;
            Some(HintSay::Roll)
        }
        Action::Swim { nessie } => {
            marks.nessie = Some(nessie);
            Some(HintSay::Swim(nessie))
        }
        Action::Withdraw { point } => {
            marks.points = vec![point];
            Some(HintSay::Withdraw(point))
        }
        Action::Flip { column, .. } => {
            marks.flip = Some(column);
            Some(HintSay::Flip(column))
        }
        // The table's draw is nobody's choice: no hint names it.
        Action::Chance { .. } => None,
    };
    marks
}
