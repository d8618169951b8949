//! What the Loch Ness components draw, as free functions of the table: the lake with its
//! highlighted targets, the die, the drawn fragments with their choices, every ruler with
//! its score, and the buttons the step offers. Every answer comes from the game.

use blockness_lochness::{Action, Die, Fragment, Kind, Nessie, Row, Score, Step};

use super::hint::HintMarks;
use super::log::Event;
use super::table::Table;

/// A piece of Nessie.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// Her head.
    Head,
    /// Her body.
    Body,
    /// Her tail.
    Tail,
}

impl Piece {
    /// The pieces in the order of [`Nessie::cells`].
    pub const ALL: [Piece; 3] = [Piece::Head, Piece::Body, Piece::Tail];
}

/// A lake cell as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellView {
    /// Its id.
    pub id: usize,
    /// Centre, in the board's units.
    pub x: i32,
    /// Centre, in the board's units.
    pub y: i32,
    /// Nessie's piece on it.
    pub piece: Option<Piece>,
    /// Whether a click picks it now (after the roll).
    pub target: bool,
    /// The piece it was picked for, while Nessie's new place is being chosen.
    pub picked: Option<Piece>,
    /// The piece Nessie's new place, shown before it is set, puts on it.
    pub preview: Option<Piece>,
    /// Nessie's piece here in the hint shown, if any.
    pub hint: Option<Piece>,
}

/// An observation point as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointView {
    /// Its id.
    pub id: usize,
    /// Its kind.
    pub kind: Kind,
    /// Where it stands.
    pub x: i32,
    /// Where it stands.
    pub y: i32,
    /// The ends of its three white lines: the cells it sees.
    pub sees: [(i32, i32); 3],
    /// The seats of the photographers on it (two only while a bumped one waits).
    pub seats: Vec<usize>,
    /// Whether a click acts on it now.
    pub target: bool,
    /// Whether it holds the photographer picked to move.
    pub chosen: bool,
    /// How many of Nessie's pieces it sees.
    pub sees_nessie: usize,
    /// How many pieces it would see of Nessie's new place, shown before it is set.
    pub would_see: usize,
    /// Whether the hint shown names it.
    pub hint: bool,
}

/// The lake as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LakeModel {
    /// The cells.
    pub cells: Vec<CellView>,
    /// The lines between neighbouring cells, as `(x1, y1, x2, y2)`.
    pub lines: Vec<(i32, i32, i32, i32)>,
    /// The observation points.
    pub points: Vec<PointView>,
    /// Nessie's place.
    pub nessie: Nessie,
}

/// The piece of `nessie` that lies on `cell`, if any.
fn piece_at(nessie: Nessie, cell: usize) -> Option<Piece> {
    Piece::ALL
        .into_iter()
        .zip(nessie.cells())
        .find_map(|(piece, c)| (c == cell).then_some(piece))
}

/// The lake of `table`, with the marks of `hint` (its [`hint_marks`](super::hint::hint_marks),
/// which the view's hint panel shows too).
pub fn lake(table: &Table, hint: &HintMarks) -> LakeModel {
    let game = table.game();
    let board = game.board();
    let nessie = game.nessie();
    let targets = table.cell_targets();
    let picked = table.swim_picked();
    let preview = table.swim_preview();
    let cells = board
        .lake()
        .iter()
        .map(|c| CellView {
            id: c.id,
            x: c.x,
            y: c.y,
            piece: piece_at(nessie, c.id),
            target: targets.contains(&c.id),
            picked: picked
                .iter()
                .position(|&p| p == c.id)
                .map(|i| Piece::ALL[i]),
            preview: preview.and_then(|n| piece_at(n, c.id)),
            hint: hint.nessie.and_then(|n| piece_at(n, c.id)),
        })
        .collect();
    let at = |cell: usize| board.lake().get(cell).map_or((0, 0), |c| (c.x, c.y));
    let lines = board
        .lines()
        .iter()
        .map(|&[a, b]| {
            let ((x1, y1), (x2, y2)) = (at(a), at(b));
            (x1, y1, x2, y2)
        })
        .collect();
    let point_targets = table.point_targets();
    let points = board
        .points()
        .iter()
        .map(|p| PointView {
            id: p.id,
            kind: p.kind,
            x: p.x,
            y: p.y,
            sees: p.sees.map(at),
            seats: game
                .photographers()
                .iter()
                .enumerate()
                .filter(|(_, list)| list.contains(&p.id))
                .map(|(seat, _)| seat)
                .collect(),
            target: point_targets.contains(&p.id),
            chosen: table.chosen() == Some(p.id),
            sees_nessie: nessie.pieces_on(&p.sees),
            would_see: preview.map_or(0, |n| n.pieces_on(&p.sees)),
            hint: hint.points.contains(&p.id),
        })
        .collect();
    LakeModel {
        cells,
        lines,
        points,
        nessie,
    }
}

/// Nessie's new place, shown before the person sets it: who would photograph her.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwimPreview {
    /// Each photographer that would see her: seat, point, and how many pieces it sees.
    pub photos: Vec<(usize, usize, usize)>,
}

/// The new place of Nessie the person has picked, before it is set.
pub fn swim_preview(table: &Table) -> Option<SwimPreview> {
    let nessie = table.swim_preview()?;
    let game = table.game();
    let photos = game
        .board()
        .points()
        .iter()
        .filter_map(|p| {
            let seen = nessie.pieces_on(&p.sees);
            (seen > 0).then_some((p.id, seen))
        })
        .flat_map(|(point, seen)| {
            game.photographers()
                .iter()
                .enumerate()
                .filter(move |(_, list)| list.contains(&point))
                .map(move |(seat, _)| (seat, point, seen))
        })
        .collect();
    Some(SwimPreview { photos })
}

/// One seat's ruler as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulerView {
    /// The seat.
    pub seat: usize,
    /// Whether a person plays it (only a person's columns are flipped by click).
    pub person: bool,
    /// Whether the game waits for this seat.
    pub to_act: bool,
    /// The photo above, by column.
    pub upper: [Option<Fragment>; 5],
    /// The photo below, by column.
    pub lower: [Option<Fragment>; 5],
    /// The points of each joint of the photo above, left to right (`None` at a gap).
    pub upper_joints: [Option<u32>; 4],
    /// The same below.
    pub lower_joints: [Option<u32>; 4],
    /// Its score as it stands.
    pub score: Score,
    /// By column, whether the two slots may be exchanged now.
    pub flips: [bool; 5],
    /// Whether the seat is among the winners (once the game is over).
    pub winner: bool,
}

/// Every seat's ruler.
pub fn rulers(table: &Table) -> Vec<RulerView> {
    let game = table.game();
    let flips = game.flips();
    let scores = game.scores();
    let winners = game.winners().unwrap_or_default();
    game.rulers()
        .iter()
        .enumerate()
        .map(|(seat, ruler)| {
            let person = table.seats().get(seat).is_some_and(|k| k.plays_by_clicks());
            let may_flip = table.may_flip(seat);
            RulerView {
                seat,
                person,
                to_act: game.to_act() == Some(seat),
                upper: ruler.upper,
                lower: ruler.lower,
                upper_joints: blockness_lochness::joints(&ruler.upper),
                lower_joints: blockness_lochness::joints(&ruler.lower),
                score: scores.get(seat).copied().unwrap_or_default(),
                flips: Kind::ALL
                    .map(|column| may_flip && flips.contains(&Action::Flip { seat, column })),
                winner: winners.contains(&seat),
            }
        })
        .collect()
}

/// A drawn fragment on show, with what keeping it would do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandFragment {
    /// Its position in the hand.
    pub index: usize,
    /// The fragment.
    pub fragment: Fragment,
    /// The fragment it would replace above the ruler, if that slot is taken.
    pub replaces_upper: Option<Fragment>,
    /// The fragment it would replace below the ruler, if that slot is taken.
    pub replaces_lower: Option<Fragment>,
}

/// The drawn fragments on show (to the whole table), and whose choice it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandView {
    /// The seat who keeps one or none.
    pub seat: usize,
    /// Whether that seat is a person here (the buttons are live).
    pub person: bool,
    /// The fragments.
    pub fragments: Vec<HandFragment>,
}

/// The hand, while the game waits for a keep.
pub fn hand(table: &Table) -> Option<HandView> {
    let game = table.game();
    if game.step() != Step::Keep {
        return None;
    }
    let seat = game.to_act()?;
    let ruler = game.rulers().get(seat)?;
    Some(HandView {
        seat,
        person: table.person_to_act().is_some(),
        fragments: game
            .hand()
            .iter()
            .enumerate()
            .map(|(index, &fragment)| HandFragment {
                index,
                fragment,
                replaces_upper: ruler.slot(Row::Upper, fragment.kind),
                replaces_lower: ruler.slot(Row::Lower, fragment.kind),
            })
            .collect(),
    })
}

/// A deck a bumped player may draw from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeckChoice {
    /// The deck.
    pub kind: Kind,
    /// Fragments left in it.
    pub left: usize,
    /// Whether drawing from it is legal now.
    pub legal: bool,
}

/// The decks, with the ones a bumped person may draw from now.
pub fn decks(table: &Table) -> Vec<DeckChoice> {
    let game = table.game();
    let actions = if table.person_to_act().is_some() {
        game.step_actions()
    } else {
        Vec::new()
    };
    Kind::ALL
        .into_iter()
        .map(|kind| DeckChoice {
            kind,
            left: game.decks().len(kind),
            legal: actions.contains(&Action::Draw { deck: kind }),
        })
        .collect()
}

/// The buttons the step offers the person to act.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Buttons {
    /// Roll the die.
    pub roll: bool,
    /// Pass: no move, or no second photographer.
    pub pass: bool,
    /// Choose a deck after a bump.
    pub draw: bool,
}

/// The buttons of `table` now.
pub fn buttons(table: &Table) -> Buttons {
    if table.person_to_act().is_none() {
        return Buttons::default();
    }
    let actions = table.game().step_actions();
    Buttons {
        roll: actions.contains(&Action::Roll),
        pass: actions.contains(&Action::Pass),
        draw: table.game().step() == Step::BumpDraw,
    }
}

/// Where the game stands, for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The game waits for `seat` at `step`; `bot` when a computer plays it.
    Waiting {
        /// The seat.
        seat: usize,
        /// The step.
        step: Step,
        /// Whether a bot plays the seat.
        bot: bool,
        /// Nessie's cells picked so far after the roll (3 once her new place is shown).
        picked: usize,
        /// Whether a photographer is picked to move.
        chosen: bool,
        /// Whether it is the last round.
        last_round: bool,
    },
    /// The game is over.
    Over {
        /// The winning seats.
        winners: Vec<usize>,
    },
}

/// The status of `table`.
pub fn standing(table: &Table) -> Standing {
    let game = table.game();
    // A draw (a live table's, whose seats' parts are awaited) is still the active seat's turn.
    let seat = match game.step() {
        Step::Chance => Some(game.active()),
        _ => game.to_act(),
    };
    match seat {
        None => Standing::Over {
            winners: game.winners().unwrap_or_default(),
        },
        Some(seat) => Standing::Waiting {
            seat,
            step: game.step(),
            bot: table.bot_to_act().is_some(),
            // Nessie shown at her new place: every piece is picked.
            picked: if table.swim_preview().is_some() {
                Piece::ALL.len()
            } else {
                table.swim_picked().len()
            },
            chosen: table.chosen().is_some(),
            last_round: game.last_round(),
        },
    }
}

/// What the die shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DieFace {
    /// The game's first roll is asked for: the die shows no number.
    Waiting,
    /// This turn's roll.
    Rolled(Die),
    /// The roll of an earlier turn, by `seat`, kept on the die until the next one so that
    /// a player who looks away (or a computer's quick turn) misses no roll; `waiting` when
    /// the game now asks for the next roll.
    Earlier {
        /// Who rolled it.
        seat: usize,
        /// Its face.
        die: Die,
        /// Whether the next roll is asked for.
        waiting: bool,
    },
    /// Nothing rolled yet in the game, and no roll asked for.
    Idle,
}

/// The die of `table`: this turn's roll while the turn goes on after it (Nessie's swim, the
/// photos, a withdrawal); else the last roll of the game, with who rolled it, until the
/// next one; before the first roll, waiting when a roll is asked for, else idle.
pub fn die(table: &Table) -> DieFace {
    let game = table.game();
    let waiting = game.step() == Step::Roll;
    // This turn's roll, if the actions since it are the swim and its photos' keeps (a
    // keep before the roll is a bumped player's, and a flip may come at any time).
    let since_roll = game
        .actions()
        .iter()
        .rev()
        .filter(|a| !matches!(a, Action::Flip { .. }))
        .find(|a| {
            !matches!(
                a,
                Action::Swim { .. } | Action::Keep { .. } | Action::Discard
            )
        });
    let after_roll = matches!(game.step(), Step::Swim | Step::Keep | Step::Withdraw);
    if let (true, Some(Action::Roll), Some(face)) = (after_roll, since_roll, game.die()) {
        return DieFace::Rolled(face);
    }
    let earlier = table
        .log()
        .iter()
        .rev()
        .find_map(|entry| match entry.event {
            Event::Rolled { seat, die } => Some((seat, die)),
            _ => None,
        });
    match earlier {
        Some((seat, die)) => DieFace::Earlier { seat, die, waiting },
        None if waiting => DieFace::Waiting,
        None => DieFace::Idle,
    }
}
