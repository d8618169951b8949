//! The rules page of Loch Ness, the second game: its sections in reading order, and the
//! drawings that go with them.
//!
//! Plain Rust, tested natively. The drawings are worked out by the rules engine in
//! [`examples`]; the words, in four languages, are all in [`words`]. The page's component
//! (`ui::lochness_rules`) only lays these out.

pub mod examples;
pub mod words;

#[cfg(test)]
mod tests;

use blockness_web_common::Tr;
use words::*;

/// Which example a drawing shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawing {
    /// The whole lake, its points and its hiding places.
    Lake,
    /// Nessie before a roll of 3, with the cells her head may reach.
    SwimBefore,
    /// Nessie after that roll.
    SwimAfter,
    /// The river running out before the roll does.
    River,
    /// The head boxed in at the tip of an inlet.
    Inlet,
    /// A point's three white lines and what they see.
    Sight,
    /// A scored ruler.
    Ruler,
}

/// A drawing with its words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figure {
    /// A short name for tests and the page's ids.
    pub id: &'static str,
    /// What it draws.
    pub drawing: Drawing,
    /// The caption shown under it.
    pub caption: Tr,
    /// Its text alternative: what the drawing shows, for those who cannot see it.
    pub alt: Tr,
    /// A line under the caption that the drawing needs to be read (the colours' letters).
    pub note: Option<Tr>,
}

/// One section of the page, or one part of a section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    /// A short name for the page's anchors and tests.
    pub id: &'static str,
    /// Its heading.
    pub title: Tr,
    /// Its paragraphs.
    pub paragraphs: &'static [Tr],
    /// Its drawings, after the paragraphs.
    pub figures: &'static [Figure],
    /// Its parts, each under a heading one level down.
    pub parts: &'static [Section],
    /// Whether the key to the lake drawings (Nessie's pieces, the marks) comes first.
    pub legend: bool,
}

const fn section(id: &'static str, title: Tr, paragraphs: &'static [Tr]) -> Section {
    Section {
        id,
        title,
        paragraphs,
        figures: &[],
        parts: &[],
        legend: false,
    }
}

/// The sections, in reading order.
pub const SECTIONS: [Section; 7] = [
    section("goal", GOAL, &[GOAL_TEXT]),
    Section {
        figures: &[Figure {
            id: "lake",
            drawing: Drawing::Lake,
            caption: LAKE_CAPTION,
            alt: LAKE_ALT,
            note: None,
        }],
        ..section(
            "components",
            COMPONENTS,
            &[COMPONENTS_LAKE, COMPONENTS_FRAGMENTS, COMPONENTS_DIE],
        )
    },
    section(
        "setup",
        SETUP,
        &[SETUP_DECKS, SETUP_PHOTOGRAPHERS, SETUP_FIVE],
    ),
    Section {
        parts: &[
            section("move", MOVE, &[MOVE_TEXT, MOVE_BUMP]),
            Section {
                figures: &[
                    Figure {
                        id: "swim-before",
                        drawing: Drawing::SwimBefore,
                        caption: SWIM_BEFORE_CAPTION,
                        alt: SWIM_BEFORE_ALT,
                        note: None,
                    },
                    Figure {
                        id: "swim-after",
                        drawing: Drawing::SwimAfter,
                        caption: SWIM_AFTER_CAPTION,
                        alt: SWIM_AFTER_ALT,
                        note: None,
                    },
                    Figure {
                        id: "river",
                        drawing: Drawing::River,
                        caption: RIVER_CAPTION,
                        alt: RIVER_ALT,
                        note: None,
                    },
                    Figure {
                        id: "inlet",
                        drawing: Drawing::Inlet,
                        caption: INLET_CAPTION,
                        alt: INLET_ALT,
                        note: None,
                    },
                ],
                ..section("roll", ROLL, &[ROLL_TEXT, ROLL_SHORT, ROLL_WAVE])
            },
            Section {
                figures: &[Figure {
                    id: "sight",
                    drawing: Drawing::Sight,
                    caption: SIGHT_CAPTION,
                    alt: SIGHT_ALT,
                    note: None,
                }],
                ..section("photos", PHOTOS, &[PHOTOS_TEXT, PHOTOS_KEEP])
            },
        ],
        legend: true,
        ..section("turn", TURN, &[TURN_TEXT])
    },
    section("mounting", MOUNTING, &[MOUNTING_TEXT, MOUNTING_FLIP]),
    section("end", END, &[END_TEXT]),
    Section {
        figures: &[Figure {
            id: "ruler",
            drawing: Drawing::Ruler,
            caption: RULER_CAPTION,
            alt: RULER_ALT,
            note: Some(LEGEND_COLOURS),
        }],
        ..section("scoring", SCORING, &[SCORING_TEXT, SCORING_WINNER])
    },
];

/// Every figure of the page, in reading order.
pub fn figures() -> impl Iterator<Item = &'static Figure> {
    SECTIONS.iter().flat_map(|s| {
        s.figures
            .iter()
            .chain(s.parts.iter().flat_map(|p| p.figures))
    })
}
