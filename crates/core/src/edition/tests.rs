//! The edition's tests: every built-in edition, and each way a custom one is refused.

use super::*;

fn with(edit: impl FnOnce(&mut serde_json::Value)) -> Result<Edition, EditionError> {
    let mut v: serde_json::Value = serde_json::from_str(LOCHSIDE_V1_JSON).unwrap();
    edit(&mut v);
    Edition::from_json(&v.to_string())
}

#[test]
fn every_built_in_edition_loads_under_its_name_and_keeps_the_rulebooks_constraints() {
    let names: Vec<&str> = Edition::built_in_names().collect();
    assert_eq!(names, ["lochside-v1", "lochside-v2"]);
    for name in names {
        let e = Edition::built_in(name).unwrap();
        assert_eq!(e.name(), name);
        let starters: Vec<u8> = e
            .colours()
            .iter()
            .map(|&c| e.set(c).unwrap()[0].span)
            .collect();
        for (i, &c) in e.colours().iter().enumerate() {
            let set = e.set(c).unwrap();
            // The starter is the lowest segment, and every height from 1 to 6 is there.
            assert!(
                set[1..].iter().all(|s| s.height > set[0].height),
                "{name} {c:?}"
            );
            for h in 1..=6 {
                assert!(set.iter().any(|s| s.height == h), "{name} {c:?} height {h}");
            }
            // Starters differ between colours.
            assert!(!starters[..i].contains(&starters[i]), "{name} {c:?}");
        }
    }
    assert_eq!(Edition::built_in("lochside-v3"), None);
    assert_eq!(Edition::standard().name(), Edition::STANDARD_NAME);
    assert_eq!(Edition::STANDARD_NAME, "lochside-v2");
    assert_eq!(Edition::lochside_v1().name(), "lochside-v1");
}

#[test]
fn standard_edition_loads() {
    let e = Edition::lochside_v1();
    assert_eq!((e.width(), e.height()), (11, 11));
    assert_eq!(e.colours(), &Colour::ALL);
    assert_eq!(e.zone(Cell::new(5, 5)), Some(Zone::Deep));
    assert_eq!(e.zone(Cell::new(0, 0)), None);
    assert_eq!(e.zone(Cell::new(2, 0)), Some(Zone::Shallow));
    assert_eq!(e.zone(Cell::new(1, 1)), Some(Zone::Shallow));
    assert_eq!(e.zone(Cell::new(2, 1)), Some(Zone::Medium));
    assert_eq!(e.zone(Cell::new(11, 0)), None);
    assert_eq!(
        e.set(Colour::Black).unwrap()[0],
        Segment { span: 4, height: 1 }
    );
}

#[test]
fn json_round_trip() {
    let e = Edition::lochside_v1();
    assert_eq!(Edition::from_json(&e.to_json()), Ok(e));
}

#[test]
fn non_rectangular_map() {
    let r = with(|v| v["board"][3] = "4322222223".into());
    assert_eq!(
        r,
        Err(EditionError::NotRectangular {
            row: 3,
            len: 10,
            expected: 11
        })
    );
}

#[test]
fn unknown_map_character() {
    let r = with(|v| v["board"][1] = ".433x33334.".into());
    assert_eq!(
        r,
        Err(EditionError::UnknownMapChar {
            ch: 'x',
            cell: Cell::new(4, 1)
        })
    );
}

#[test]
fn set_without_ten_segments() {
    let r = with(|v| {
        v["sets"]["green"].as_array_mut().unwrap().pop();
    });
    assert_eq!(
        r,
        Err(EditionError::WrongSetSize {
            colour: Colour::Green,
            count: 9
        })
    );
}

#[test]
fn starter_not_lowest() {
    let r = with(|v| v["sets"]["purple"][4]["height"] = 1.into());
    assert_eq!(
        r,
        Err(EditionError::StarterNotLowest {
            colour: Colour::Purple,
            piece: 4
        })
    );
}

#[test]
fn span_and_height_out_of_range() {
    let r = with(|v| v["sets"]["orange"][2]["span"] = 0.into());
    assert_eq!(
        r,
        Err(EditionError::SpanOutOfRange {
            colour: Colour::Orange,
            piece: 2,
            span: 0
        })
    );
    let r = with(|v| v["sets"]["orange"][2]["height"] = 42.into());
    assert_eq!(
        r,
        Err(EditionError::HeightOutOfRange {
            colour: Colour::Orange,
            piece: 2,
            height: 42
        })
    );
}

#[test]
fn unknown_colour_name() {
    let r = with(|v| v["colors"][1] = "teal".into());
    assert_eq!(
        r,
        Err(EditionError::UnknownColour {
            name: "teal".into()
        })
    );
    let r = with(|v| {
        v["sets"]["teal"] = v["sets"]["green"].clone();
    });
    assert_eq!(
        r,
        Err(EditionError::UnknownColour {
            name: "teal".into()
        })
    );
}

#[test]
fn other_malformed_editions() {
    assert!(matches!(
        Edition::from_json("{"),
        Err(EditionError::Json { .. })
    ));
    assert!(matches!(
        Edition::from_json("[]"),
        Err(EditionError::Json { .. })
    ));
    assert_eq!(
        with(|v| v["board"] = serde_json::json!([])),
        Err(EditionError::EmptyBoard)
    );
    assert_eq!(
        with(|v| v["board"] = serde_json::json!(["333", "333"])),
        Err(EditionError::NoDeepZone)
    );
    let wide = "2".repeat(27);
    assert!(matches!(
        with(|v| v["board"] = serde_json::json!([wide])),
        Err(EditionError::BoardTooLarge { .. })
    ));
    assert_eq!(
        with(|v| v["colors"][1] = "orange".into()),
        Err(EditionError::DuplicateColour {
            colour: Colour::Orange
        })
    );
    assert_eq!(
        with(|v| {
            v["sets"].as_object_mut().unwrap().remove("black");
        }),
        Err(EditionError::MissingSet {
            colour: Colour::Black
        })
    );
}
