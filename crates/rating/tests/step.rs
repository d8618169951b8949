//! A step names a rung by its place: letters for seat codes, the rung nearest a rating,
//! and equality by place.

use blockness_rating::{Rung, Step, Style};

#[derive(Clone, Copy, Debug, PartialEq)]
enum Level {
    Low,
    High,
}

static LADDER: [Rung<Level>; 3] = [
    Rung::new("low", Style::Level(Level::Low), 1000.0, 0.0, ""),
    Rung::new(
        "middle",
        Style::blend(Level::Low, Level::High, 250),
        1100.0,
        30.0,
        "a command",
    ),
    Rung::new("high", Style::Level(Level::High), 1250.0, 30.0, "a command"),
];

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
    for step in Step::all(&LADDER) {
        assert_eq!(
            Step::from_letter(&LADDER, step.letter(named), named),
            Some(step)
        );
        assert_eq!(Step::named(&LADDER, step.name()), Some(step));
    }
    assert_eq!(Step::from_letter(&LADDER, '4', named), None);
    assert_eq!(Step::named(&LADDER, "wizard"), None);
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
fn the_nearest_rung_to_a_rating_is_offered() {
    let near = |rating| Step::nearest(&LADDER, rating).unwrap().name();
    assert_eq!(near(0.0), "low");
    assert_eq!(near(1140.0), "middle");
    assert_eq!(near(1175.0), "middle");
    assert_eq!(near(1200.0), "high");
    assert_eq!(near(3000.0), "high");
}
