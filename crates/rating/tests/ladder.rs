//! A ladder finds its rungs by name or number, and a blend plays its upper level about as
//! often as it says, the same level for the same seed; a step names a rung by its place:
//! letters for seat codes, the level nearest a blend, and equality by place.

use blockness_rating::{Rung, Step, Style};

#[derive(Clone, Copy, Debug, PartialEq)]
enum Level {
    Low,
    High,
}

const LADDER: [Rung<Level>; 3] = [
    Rung::new("low", Style::Level(Level::Low), 1000.0, 0.0, ""),
    Rung::new(
        "middle",
        Style::Blend {
            lower: Level::Low,
            upper: Level::High,
            upper_per_mille: 250,
        },
        1100.0,
        30.0,
        "a command",
    ),
    Rung::new("high", Style::Level(Level::High), 1250.0, 30.0, "a command"),
];

#[test]
fn rungs_are_found_by_name_in_any_case_or_by_number() {
    assert_eq!(Rung::find(&LADDER, "Middle").unwrap().name, "middle");
    assert_eq!(Rung::find(&LADDER, " 3 ").unwrap().name, "high");
    assert_eq!(LADDER[1].number_on(&LADDER), 2);
    for wrong in ["0", "4", "top", ""] {
        let err = Rung::find(&LADDER, wrong).unwrap_err();
        assert_eq!(err.names, ["low", "middle", "high"]);
        assert!(err.to_string().contains("low, middle, high"), "{err}");
    }
}

#[test]
fn a_blend_plays_its_upper_level_as_often_as_it_says() {
    let blend = LADDER[1].style;
    let upper = (0..4000u64)
        .filter(|&seed| blend.level_for(seed) == Level::High)
        .count();
    // 1,000 expected; four standard deviations either side.
    assert!((890..=1110).contains(&upper), "{upper} of 4000");
    assert!((0..100u64).all(|seed| blend.level_for(seed) == blend.level_for(seed)));
    assert!((0..100u64).all(|seed| LADDER[0].style.level_for(seed) == Level::Low));
}

#[test]
fn ratings_predict_scores_by_the_elo_expectation() {
    let (low, high) = (LADDER[0], LADDER[2]);
    let p = high.expected_score_against(&low);
    assert!((p - 1.0 / (1.0 + 10f64.powf(-250.0 / 400.0))).abs() < 1e-12);
    assert!((p + low.expected_score_against(&high) - 1.0).abs() < 1e-12);
    assert_eq!(
        LADDER[1],
        Rung::new("middle", Style::Level(Level::Low), 0.0, 0.0, "")
    );
}

#[test]
fn a_level_finds_the_rung_that_plays_it() {
    assert_eq!(Rung::of_level(&LADDER, Level::High).name, "high");
    assert_eq!(Rung::of_level(&LADDER, Level::Low).name, "low");
    let empty: [Rung<Level>; 0] = [];
    assert_eq!(
        Rung::of_level(&empty, Level::High).style,
        Style::Level(Level::High)
    );
}

fn named(level: Level) -> char {
    match level {
        Level::Low => 'l',
        Level::High => 'h',
    }
}

#[test]
fn a_level_keeps_its_letter_and_a_blend_is_written_as_its_number() {
    let letters: String = Step::all(&LADDER).map(|s| s.letter(named)).collect();
    assert_eq!(letters, "l2h");
}

#[test]
fn levels_and_places_are_read_back() {
    let high = Step::of_level(&LADDER, Level::High).unwrap();
    assert_eq!(
        (high.number(), high.name(), high.level()),
        (3, "high", Some(Level::High))
    );
    let middle = Step::at(&LADDER, 1).unwrap();
    assert_eq!(middle.level(), None);
    assert_ne!(middle, high);
    assert!(Step::at(&LADDER, 3).is_none());
}

#[test]
fn a_constant_holds_every_step_and_a_blend_stands_for_its_nearest_level() {
    const STEPS: [Step<Level>; 3] = Step::every(&LADDER);
    assert_eq!(STEPS.to_vec(), Step::all(&LADDER).collect::<Vec<_>>());
    assert_eq!(STEPS[1].nearest_level(), Some(Level::Low));
    assert_eq!(STEPS[2].nearest_level(), Some(Level::High));
}

#[test]
fn a_rating_is_matched_to_the_rung_rated_nearest_it() {
    let nearest = |rating| Step::nearest(&LADDER, rating).map(|s| s.name());
    assert_eq!(nearest(1500.0), Some("high"));
    assert_eq!(nearest(1120.0), Some("middle"));
    assert_eq!(nearest(0.0), Some("low"));
    // Halfway between two rungs, the lower one.
    assert_eq!(nearest(1050.0), Some("low"));
    const EMPTY: [Rung<Level>; 0] = [];
    assert_eq!(Step::nearest(&EMPTY, 1500.0), None);
}
