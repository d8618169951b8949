//! The page says what the engine does: every number and claim of the texts is checked
//! against the rules crate, and each drawing against an engine call of its own.

use blockness_lochness::ruler::{MIXED_JOINT, ONE_COLOUR_BONUS, SAME_COLOUR_JOINT};
use blockness_lochness::{swims, Board, Colour, Kind, Score, Setup};

use super::examples::*;
use super::words;
use super::{figures, Drawing, SECTIONS};
use blockness_web_common::Tr;

/// Fails unless every language's text holds `needle` as a word of its own (so that "1"
/// is not found inside "16").
fn says(text: Tr, needle: &str) {
    for (lang, t) in ["en", "fr", "de", "it"].iter().zip(text.all()) {
        let found = t
            .split(|c: char| !c.is_alphanumeric())
            .any(|word| word == needle);
        assert!(found, "{lang} does not say {needle}: {t}");
    }
}

/// Fails unless every language's text shows the mark `mark`.
fn shows(text: Tr, mark: &str) {
    for (lang, t) in ["en", "fr", "de", "it"].iter().zip(text.all()) {
        assert!(t.contains(mark), "{lang} does not show {mark}: {t}");
    }
}

/// The lake's cells of the south row of the main basin, as docs/lochness.md lays it out: the
/// odd ids from 3 to 25 (each lies below its even neighbours).
fn south_row(board: &Board, cell: usize) -> bool {
    (3..=25).contains(&cell)
        && cell % 2 == 1
        && board
            .neighbours(cell)
            .iter()
            .filter(|&&n| n % 2 == 0 && (2..=24).contains(&n))
            .all(|&n| board.lake()[n].y < board.lake()[cell].y)
}

#[test]
fn a_text_left_untranslated_is_caught() {
    let untranslated = Tr {
        en: "the lake",
        fr: "le lac",
        de: "the lake",
        it: "il lago",
    };
    assert!(!untranslated.is_translated());
    let missing = Tr {
        it: " ",
        ..words::TITLE
    };
    assert!(!missing.is_translated());
}

#[test]
fn every_section_has_a_heading_and_text_and_every_drawing_appears_once() {
    let mut ids = Vec::new();
    for section in SECTIONS.iter().chain(SECTIONS.iter().flat_map(|s| s.parts)) {
        assert!(!section.paragraphs.is_empty(), "{}", section.id);
        ids.push(section.id);
    }
    let count = ids.len();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), count, "section ids are unique");
    let drawn: Vec<Drawing> = figures().map(|f| f.drawing).collect();
    for drawing in [
        Drawing::Lake,
        Drawing::SwimBefore,
        Drawing::SwimAfter,
        Drawing::River,
        Drawing::Inlet,
        Drawing::Sight,
        Drawing::Ruler,
    ] {
        assert_eq!(drawn.iter().filter(|&&d| d == drawing).count(), 1);
    }
}

#[test]
fn the_lake_counts_and_hiding_places_are_the_boards() {
    let board = Board::standard();
    says(words::COMPONENTS_LAKE, &board.cell_count().to_string());
    says(words::COMPONENTS_LAKE, &board.points().len().to_string());
    let lake = lake_example(&board);
    assert_eq!(lake.hiding_places, board.unseen_cells());
    says(words::LAKE_CAPTION, &lake.hiding_places.len().to_string());
    // The tips of the two inlets, and one cell of the north row.
    let [first, middle, last] = lake.hiding_places[..] else {
        panic!("{:?}", lake.hiding_places)
    };
    assert_eq!(board.neighbours(first).len(), 1);
    assert_eq!(board.neighbours(last).len(), 1);
    assert!(middle % 2 == 0 && (2..=24).contains(&middle) && !south_row(&board, middle));
    assert_eq!(lake.picture.cells.len(), board.cell_count());
    assert_eq!(lake.picture.points.len(), board.points().len());
    let ringed: Vec<usize> = lake
        .picture
        .cells
        .iter()
        .filter(|c| c.ringed)
        .map(|c| c.id)
        .collect();
    assert_eq!(ringed, lake.hiding_places);
    // The caption names each kind by the mark the table and the drawings give it.
    for kind in Kind::ALL {
        shows(words::LAKE_CAPTION, crate::look::kind_mark(kind));
    }
}

#[test]
fn the_setup_numbers_are_the_engines() {
    let each = |players, variant5| {
        let setup = Setup {
            players,
            seed: 0,
            variant5,
            chance: blockness_lochness::Chance::Seed,
        };
        assert_eq!(setup.check(), Ok(()));
        setup.photographers_each()
    };
    assert_eq!(each(2, false), 3);
    assert_eq!(each(3, false), 2);
    assert_eq!(each(4, false), 2);
    assert_eq!(each(5, true), 1);
    says(words::SETUP_PHOTOGRAPHERS, "3");
    says(words::SETUP_PHOTOGRAPHERS, "2");
    says(words::SETUP_FIVE, "1");
    let five_plain = Setup {
        players: 5,
        seed: 0,
        variant5: false,
        chance: blockness_lochness::Chance::Seed,
    };
    assert!(
        five_plain.check().is_err(),
        "five players play the variant only"
    );
}

#[test]
fn the_swim_example_ends_where_the_engine_lets_her() {
    let board = Board::standard();
    let example = swim_example(&board, SWIM_FROM, SWIM_ROLL);
    let engine = swims(&board, SWIM_FROM, SWIM_ROLL);
    assert_eq!(engine.steps, SWIM_ROLL, "the whole roll is swum");
    assert!(engine.destinations.contains(&example.chosen));
    says(words::SWIM_BEFORE_CAPTION, &SWIM_ROLL.to_string());
    says(words::SWIM_AFTER_CAPTION, &SWIM_ROLL.to_string());
    // The ringed cells are the heads of the engine's destinations, and the caption counts them.
    let mut heads: Vec<usize> = engine.destinations.iter().map(|n| n.head).collect();
    heads.sort_unstable();
    heads.dedup();
    assert_eq!(example.head_ends(), heads);
    says(words::SWIM_BEFORE_CAPTION, &heads.len().to_string());
    let ringed: Vec<usize> = example
        .before_picture
        .cells
        .iter()
        .filter(|c| c.ringed)
        .map(|c| c.id)
        .collect();
    assert_eq!(ringed, heads, "every head end is in the window, ringed");
    // As the texts say: she starts along the south shore, head east, and swims on along it.
    for cell in SWIM_FROM.cells().into_iter().chain(example.chosen.cells()) {
        assert!(south_row(&board, cell), "cell {cell}");
    }
    let x = |cell: usize| board.lake()[cell].x;
    assert!(x(SWIM_FROM.head) > x(SWIM_FROM.body) && x(SWIM_FROM.body) > x(SWIM_FROM.tail));
    assert!(x(example.chosen.head) > x(SWIM_FROM.head));
    // The drawn path is one the head can swim: joined cells, none twice, none of the old
    // body or tail, with the new body and tail on it in order.
    let path = head_path(SWIM_FROM, example.chosen, engine.steps);
    assert_eq!(path.len(), SWIM_ROLL + 1);
    assert!(path.windows(2).all(|w| board.joined(w[0], w[1])));
    assert!(path[1..]
        .iter()
        .all(|c| *c != SWIM_FROM.body && *c != SWIM_FROM.tail));
    assert_eq!(
        path[path.len() - 3..],
        [
            example.chosen.tail,
            example.chosen.body,
            example.chosen.head
        ]
    );
    assert_eq!(example.after_picture.path.len(), path.len());
    assert_eq!(example.after_picture.before, example.before_picture.nessie);
}

#[test]
fn the_river_runs_out_before_the_roll_does() {
    let board = Board::standard();
    let example = river_example(&board);
    let engine = swims(&board, RIVER_FROM, RIVER_ROLL);
    assert_eq!(engine.steps, 1);
    assert_eq!(engine.destinations, vec![example.chosen]);
    says(words::RIVER_CAPTION, &RIVER_ROLL.to_string());
    says(words::RIVER_CAPTION, &engine.steps.to_string());
    // The head reaches the river's last cell, a dead end; the only other way is her body.
    assert_eq!(board.neighbours(example.chosen.head), [RIVER_FROM.head]);
    let others: Vec<usize> = board
        .neighbours(RIVER_FROM.head)
        .iter()
        .copied()
        .filter(|&c| c != example.chosen.head)
        .collect();
    assert_eq!(others, [RIVER_FROM.body]);
}

#[test]
fn the_boxed_in_head_stays_whatever_the_roll() {
    let board = Board::standard();
    assert_eq!(board.neighbours(INLET_FROM.head), [INLET_FROM.body]);
    for roll in 1..=5 {
        let engine = swims(&board, INLET_FROM, roll);
        assert_eq!(engine.steps, 0);
        assert_eq!(engine.destinations, vec![INLET_FROM]);
    }
    let example = inlet_example(&board);
    assert_eq!(example.chosen, INLET_FROM);
    assert!(example.after_picture.path.len() <= 1);
}

#[test]
fn the_photographer_draws_one_fragment_per_piece_seen() {
    let board = Board::standard();
    let example = sight_example(&board, SIGHT_POINT, SIGHT_NESSIE);
    let point = board.point(SIGHT_POINT).expect("the point exists");
    assert_eq!(example.kind, Kind::Lighthouse);
    assert_eq!(example.sees, point.sees);
    assert_eq!(example.pieces_seen, SIGHT_NESSIE.pieces_on(&point.sees));
    assert_eq!(example.pieces_seen, 2);
    says(words::SIGHT_CAPTION, &example.pieces_seen.to_string());
    says(
        words::SIGHT_CAPTION,
        &(example.kind.index() + 1).to_string(),
    );
    // Head and body seen, tail not, as the text alternative says.
    assert!(point.sees.contains(&SIGHT_NESSIE.head));
    assert!(point.sees.contains(&SIGHT_NESSIE.body));
    assert!(!point.sees.contains(&SIGHT_NESSIE.tail));
    assert!(SIGHT_NESSIE.is_chained(&board));
    assert!(
        point.y > board.lake()[SIGHT_NESSIE.head].y,
        "a south-shore point"
    );
    assert_eq!(example.picture.sight_lines.len(), 3);
    assert_eq!(
        example.picture.points.iter().filter(|p| p.lit).count(),
        1,
        "one point looks"
    );
}

#[test]
fn the_ruler_scores_what_the_caption_says() {
    let example = ruler_example(UPPER, LOWER);
    assert_eq!(example.total, example.ruler.score());
    let [upper, lower] = example.photos;
    assert_eq!(upper.joints, [SAME_COLOUR_JOINT; 4]);
    assert_eq!(upper.bonus, ONE_COLOUR_BONUS);
    assert_eq!(
        lower.joints,
        [SAME_COLOUR_JOINT, MIXED_JOINT, SAME_COLOUR_JOINT, 0]
    );
    assert_eq!(lower.bonus, 0);
    assert_eq!(
        upper.score.points + lower.score.points,
        example.total.points
    );
    assert_eq!(
        example.total,
        Score {
            points: 16,
            twos: 6
        }
    );
    says(words::RULER_CAPTION, &upper.score.points.to_string());
    says(words::RULER_CAPTION, &lower.score.points.to_string());
    says(words::RULER_CAPTION, &example.total.points.to_string());
    says(words::RULER_CAPTION, &example.total.twos.to_string());
    says(words::RULER_CAPTION, &ONE_COLOUR_BONUS.to_string());
    let sum = lower.joints.map(|j| j.to_string()).join(" + ");
    for text in words::RULER_CAPTION.all() {
        assert!(text.contains(&sum), "{text}");
    }
    assert_eq!(upper.slots, [Some(Colour::Purple); 5]);
    assert_eq!(lower.slots[4], None);
    // The scoring rules' own numbers.
    says(words::SCORING_TEXT, &SAME_COLOUR_JOINT.to_string());
    says(words::SCORING_TEXT, &MIXED_JOINT.to_string());
    says(words::SCORING_TEXT, &ONE_COLOUR_BONUS.to_string());
}

#[test]
fn every_example_stays_inside_its_window() {
    let examples = Examples::standard();
    let board = Board::standard();
    let pictures = [
        (&examples.lake.picture, Vec::new()),
        (
            &examples.swim.before_picture,
            examples.swim.from.cells().to_vec(),
        ),
        (
            &examples.swim.after_picture,
            examples.swim.chosen.cells().to_vec(),
        ),
        (
            &examples.river.after_picture,
            examples.river.chosen.cells().to_vec(),
        ),
        (
            &examples.inlet.after_picture,
            examples.inlet.chosen.cells().to_vec(),
        ),
        (&examples.sight.picture, SIGHT_NESSIE.cells().to_vec()),
    ];
    for (picture, nessie) in pictures {
        let [left, top, width, height] = picture.view_box;
        assert!(width > 0 && height > 0);
        let inside =
            |s: Spot| (left..=left + width).contains(&s.x) && (top..=top + height).contains(&s.y);
        for cell in nessie {
            let c = &board.lake()[cell];
            assert!(inside(Spot { x: c.x, y: c.y }), "cell {cell}");
        }
        assert!(picture.cells.iter().all(|c| inside(c.at)));
        assert!(picture.points.iter().all(|p| inside(p.at)));
    }
}

#[test]
fn the_sight_caption_names_the_lit_point_by_its_mark() {
    let example = Examples::standard().sight;
    let lit = example.picture.points.iter().find(|p| p.lit).unwrap();
    shows(words::SIGHT_CAPTION, crate::look::kind_mark(lit.kind));
}
