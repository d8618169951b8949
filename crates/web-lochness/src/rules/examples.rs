//! The drawn examples of the Loch Ness rules page, worked out by the rules engine: the
//! places on the real board come from `Board::standard()`, where Nessie may swim from
//! `swims`, what a photographer sees from the point's own lines, and a ruler's points
//! from `Ruler::score`. Each example keeps the engine's answer beside its drawing, so the
//! tests can hold the texts to it, and the page only draws what is here.

use blockness_lochness::ruler::{photo_score, Photo};
use blockness_lochness::{swims, Board, Colour, Fragment, Kind, Nessie, Row, Ruler, Score, Swims};

/// How far the window around an example reaches beyond the cells it is about, in the
/// board's units (a cell is about 32 across), so that the lines leaving them show.
const MARGIN: i32 = 44;

/// A place on a drawing, in the board's own coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spot {
    /// Across, to the right.
    pub x: i32,
    /// Down.
    pub y: i32,
}

/// A lake cell as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellSpot {
    /// The cell's id on the board.
    pub id: usize,
    /// Where it is.
    pub at: Spot,
    /// Ringed: a place the example points out (where the head may end, a hiding place).
    pub ringed: bool,
}

/// An observation point as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointSpot {
    /// The point's id on the board.
    pub id: usize,
    /// Where it is.
    pub at: Spot,
    /// Its kind, which names its deck.
    pub kind: Kind,
    /// Whether the example looks through this point (its white lines are drawn).
    pub lit: bool,
}

/// Nessie's three pieces on a drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NessieSpots {
    /// Her head.
    pub head: Spot,
    /// Her body.
    pub body: Spot,
    /// Her tail.
    pub tail: Spot,
}

/// A window on the lake with what an example marks on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LakePicture {
    /// The window: left, top, width, height, in the board's units.
    pub view_box: [i32; 4],
    /// The lake cells in the window.
    pub cells: Vec<CellSpot>,
    /// The lines Nessie swims along, ends first, that show in the window.
    pub lines: Vec<[Spot; 2]>,
    /// The observation points in the window.
    pub points: Vec<PointSpot>,
    /// The white lines of the lit points, from the point to a cell it sees.
    pub sight_lines: Vec<[Spot; 2]>,
    /// Where Nessie was before the example's move, if it moves her.
    pub before: Option<NessieSpots>,
    /// Where Nessie is.
    pub nessie: Option<NessieSpots>,
    /// The head's path, from where it started to where it ends, when she swam.
    pub path: Vec<Spot>,
}

/// What an example frames and marks, in the engine's terms.
#[derive(Clone, Debug, Default)]
struct Scene {
    /// Cells the window must hold.
    focus: Vec<usize>,
    /// Whether the observation points are drawn.
    with_points: bool,
    /// Points whose lines are drawn.
    lit: Vec<usize>,
    ringed: Vec<usize>,
    before: Option<Nessie>,
    nessie: Option<Nessie>,
    path: Vec<usize>,
}

fn spot(board: &Board, cell: usize) -> Spot {
    board
        .lake()
        .get(cell)
        .map_or(Spot { x: 0, y: 0 }, |c| Spot { x: c.x, y: c.y })
}

fn nessie_spots(board: &Board, nessie: Nessie) -> NessieSpots {
    NessieSpots {
        head: spot(board, nessie.head),
        body: spot(board, nessie.body),
        tail: spot(board, nessie.tail),
    }
}

impl Scene {
    /// Lays the scene out on `board`: the window around its cells, and everything in it.
    fn picture(&self, board: &Board) -> LakePicture {
        let mut focus: Vec<Spot> = self.focus.iter().map(|&c| spot(board, c)).collect();
        focus.extend(
            self.lit
                .iter()
                .filter_map(|&p| board.point(p))
                .map(|p| Spot { x: p.x, y: p.y }),
        );
        let left = focus.iter().map(|s| s.x).min().unwrap_or(0) - MARGIN;
        let right = focus.iter().map(|s| s.x).max().unwrap_or(0) + MARGIN;
        let top = focus.iter().map(|s| s.y).min().unwrap_or(0) - MARGIN;
        let bottom = focus.iter().map(|s| s.y).max().unwrap_or(0) + MARGIN;
        let inside = |s: Spot| (left..=right).contains(&s.x) && (top..=bottom).contains(&s.y);
        let cells = board
            .lake()
            .iter()
            .map(|c| CellSpot {
                id: c.id,
                at: Spot { x: c.x, y: c.y },
                ringed: self.ringed.contains(&c.id),
            })
            .filter(|c| inside(c.at))
            .collect();
        // A line with one end outside still shows the way out of the window.
        let lines = board
            .lines()
            .iter()
            .map(|&[a, b]| [spot(board, a), spot(board, b)])
            .filter(|[a, b]| inside(*a) || inside(*b))
            .collect();
        let points: Vec<PointSpot> = board
            .points()
            .iter()
            .filter(|p| self.with_points || self.lit.contains(&p.id))
            .map(|p| PointSpot {
                id: p.id,
                at: Spot { x: p.x, y: p.y },
                kind: p.kind,
                lit: self.lit.contains(&p.id),
            })
            .filter(|p| inside(p.at))
            .collect();
        let sight_lines = board
            .points()
            .iter()
            .filter(|p| self.lit.contains(&p.id))
            .flat_map(|p| {
                p.sees
                    .map(|cell| [Spot { x: p.x, y: p.y }, spot(board, cell)])
            })
            .collect();
        LakePicture {
            view_box: [left, top, right - left, bottom - top],
            cells,
            lines,
            points,
            sight_lines,
            before: self.before.map(|n| nessie_spots(board, n)),
            nessie: self.nessie.map(|n| nessie_spots(board, n)),
            path: self.path.iter().map(|&c| spot(board, c)).collect(),
        }
    }
}

/// The cells the head passes through on a swim from `from` to `to`, start and end
/// included: the body and the tail follow the head, so after a swim of two steps or more
/// the tail stands on the head's first step and the body on its last but one.
pub fn head_path(from: Nessie, to: Nessie, steps: usize) -> Vec<usize> {
    match steps {
        0 => vec![from.head],
        1 => vec![from.head, to.head],
        2 => vec![from.head, to.body, to.head],
        _ => vec![from.head, to.tail, to.body, to.head],
    }
}

/// The whole lake with its fifteen observation points, and the cells no point sees ringed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LakeExample {
    /// The cells no point sees, as the engine finds them.
    pub hiding_places: Vec<usize>,
    /// The drawing.
    pub picture: LakePicture,
}

/// The whole board, its points numbered by ruler column, the hiding places ringed.
pub fn lake_example(board: &Board) -> LakeExample {
    let hiding_places = board.unseen_cells();
    let scene = Scene {
        focus: (0..board.cell_count()).collect(),
        with_points: true,
        ringed: hiding_places.clone(),
        ..Scene::default()
    };
    LakeExample {
        picture: scene.picture(board),
        hiding_places,
    }
}

/// Where the swim example's Nessie lies: along the south shore, head to the east.
pub const SWIM_FROM: Nessie = Nessie {
    head: 9,
    body: 7,
    tail: 5,
};
/// The swim example's roll.
pub const SWIM_ROLL: usize = 3;

/// A roll and where it lets Nessie swim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwimExample {
    /// Where she starts.
    pub from: Nessie,
    /// The die's number.
    pub roll: usize,
    /// The engine's answer: how far she swims and where she may end.
    pub swims: Swims,
    /// The place the drawing shows her in after the swim, one of the destinations.
    pub chosen: Nessie,
    /// Before the swim: her place, and the cells where her head may end ringed.
    pub before_picture: LakePicture,
    /// After the swim: the chosen place, where she was, and the head's path.
    pub after_picture: LakePicture,
}

impl SwimExample {
    /// The different cells where her head may end.
    pub fn head_ends(&self) -> Vec<usize> {
        let mut heads: Vec<usize> = self.swims.destinations.iter().map(|n| n.head).collect();
        heads.sort_unstable();
        heads.dedup();
        heads
    }
}

/// Nessie at `from` rolling `roll`, drawn before and after; she ends in the destination
/// whose head lies furthest east (the first such in the engine's order), which keeps the
/// drawing moving the same way as the text reads.
pub fn swim_example(board: &Board, from: Nessie, roll: usize) -> SwimExample {
    let swims = swims(board, from, roll);
    let chosen = swims
        .destinations
        .iter()
        .copied()
        .min_by_key(|n| (-spot(board, n.head).x, *n))
        .unwrap_or(from);
    let mut heads: Vec<usize> = swims.destinations.iter().map(|n| n.head).collect();
    heads.sort_unstable();
    heads.dedup();
    let mut focus = from.cells().to_vec();
    focus.extend(swims.destinations.iter().flat_map(|n| n.cells()));
    let before_picture = Scene {
        focus: focus.clone(),
        ringed: heads,
        nessie: Some(from),
        ..Scene::default()
    }
    .picture(board);
    let after_picture = Scene {
        focus,
        before: Some(from),
        nessie: Some(chosen),
        path: head_path(from, chosen, swims.steps),
        ..Scene::default()
    }
    .picture(board);
    SwimExample {
        from,
        roll,
        swims,
        chosen,
        before_picture,
        after_picture,
    }
}

/// Nessie swimming up the river at the north-east end, where it runs out.
pub const RIVER_FROM: Nessie = Nessie {
    head: 27,
    body: 26,
    tail: 25,
};
/// The roll that asks more of the river than it has.
pub const RIVER_ROLL: usize = 3;
/// Nessie with her head at the tip of the south-west inlet, her body right behind it.
pub const INLET_FROM: Nessie = Nessie {
    head: 0,
    body: 1,
    tail: 3,
};
/// Any roll leaves her where she is; the example uses this one.
pub const INLET_ROLL: usize = 4;

/// The river's swim: the roll is longer than any path, so she swims what there is.
pub fn river_example(board: &Board) -> SwimExample {
    swim_example(board, RIVER_FROM, RIVER_ROLL)
}

/// The inlet's swim: her own body closes the only way out, so she stays.
pub fn inlet_example(board: &Board) -> SwimExample {
    swim_example(board, INLET_FROM, INLET_ROLL)
}

/// The point the sight example looks through (a lighthouse on the south shore).
pub const SIGHT_POINT: usize = 6;
/// Where Nessie lies in the sight example.
pub const SIGHT_NESSIE: Nessie = Nessie {
    head: 11,
    body: 9,
    tail: 7,
};

/// One observation point, its three white lines, and how many fragments it earns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SightExample {
    /// The point's kind: the deck its photographer draws from.
    pub kind: Kind,
    /// The cells its lines reach.
    pub sees: [usize; 3],
    /// Nessie's pieces on those cells: the fragments its photographer draws.
    pub pieces_seen: usize,
    /// The drawing.
    pub picture: LakePicture,
}

/// The sight example: `point` with Nessie at `nessie`.
pub fn sight_example(board: &Board, point: usize, nessie: Nessie) -> SightExample {
    let (kind, sees) = board
        .point(point)
        .map_or((Kind::Bench, [0; 3]), |p| (p.kind, p.sees));
    let mut focus = sees.to_vec();
    focus.extend(nessie.cells());
    let picture = Scene {
        focus,
        with_points: true,
        lit: vec![point],
        nessie: Some(nessie),
        ..Scene::default()
    }
    .picture(board);
    SightExample {
        kind,
        sees,
        pieces_seen: nessie.pieces_on(&sees),
        picture,
    }
}

/// One photo of a ruler as drawn: its slots, and what each joint and the bonus score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PhotoPicture {
    /// Above or below the ruler.
    pub row: Row,
    /// The border colour in each column, left to right; `None` for an empty slot.
    pub slots: [Option<Colour>; 5],
    /// Points of the four joints, left to right.
    pub joints: [u32; 4],
    /// The one-colour bonus (0 when the photo does not earn it).
    pub bonus: u32,
    /// The photo's score, as the engine counts it.
    pub score: Score,
}

/// A ruler as drawn, with its score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulerExample {
    /// The ruler.
    pub ruler: Ruler,
    /// The photo above, then the photo below.
    pub photos: [PhotoPicture; 2],
    /// The ruler's score, as the engine counts it.
    pub total: Score,
}

/// The ruler example's photo above: five purple fragments.
pub const UPPER: [Option<Colour>; 5] = [Some(Colour::Purple); 5];
/// The ruler example's photo below: red, red, green, green, and an empty slot.
pub const LOWER: [Option<Colour>; 5] = [
    Some(Colour::Red),
    Some(Colour::Red),
    Some(Colour::Green),
    Some(Colour::Green),
    None,
];

fn photo_of(colours: [Option<Colour>; 5]) -> Photo {
    let mut photo: Photo = [None; 5];
    for ((slot, colour), kind) in photo.iter_mut().zip(colours).zip(Kind::ALL) {
        *slot = colour.map(|colour| Fragment { kind, colour });
    }
    photo
}

fn photo_picture(row: Row, photo: &Photo) -> PhotoPicture {
    // A joint's points are the score of a photo holding that joint's two slots alone.
    let joints = std::array::from_fn(|i| {
        let mut pair: Photo = [None; 5];
        pair[i] = photo[i];
        pair[i + 1] = photo[i + 1];
        photo_score(&pair).points
    });
    let score = photo_score(photo);
    PhotoPicture {
        row,
        slots: photo.map(|slot| slot.map(|f| f.colour)),
        joints,
        bonus: score.points - joints.iter().sum::<u32>(),
        score,
    }
}

/// A ruler with `upper` above and `lower` below, scored.
pub fn ruler_example(upper: [Option<Colour>; 5], lower: [Option<Colour>; 5]) -> RulerExample {
    let ruler = Ruler {
        upper: photo_of(upper),
        lower: photo_of(lower),
    };
    RulerExample {
        photos: [
            photo_picture(Row::Upper, &ruler.upper),
            photo_picture(Row::Lower, &ruler.lower),
        ],
        total: ruler.score(),
        ruler,
    }
}

/// Every example of the page, worked out once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Examples {
    /// The whole lake.
    pub lake: LakeExample,
    /// A roll of [`SWIM_ROLL`].
    pub swim: SwimExample,
    /// The river running out.
    pub river: SwimExample,
    /// The boxed-in head.
    pub inlet: SwimExample,
    /// A point's view.
    pub sight: SightExample,
    /// A scored ruler.
    pub ruler: RulerExample,
}

impl Examples {
    /// The page's examples on the edition's board.
    pub fn standard() -> Examples {
        let board = Board::standard();
        Examples {
            lake: lake_example(&board),
            swim: swim_example(&board, SWIM_FROM, SWIM_ROLL),
            river: river_example(&board),
            inlet: inlet_example(&board),
            sight: sight_example(&board, SIGHT_POINT, SIGHT_NESSIE),
            ruler: ruler_example(UPPER, LOWER),
        }
    }
}
