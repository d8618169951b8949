//! How Loch Ness looks, written once for the table and the rules page alike: each point
//! kind's mark and plate colour, each photo colour's mark and fill, Nessie's colours and
//! the seats' colours. The drawings of `ui::signs` read them from here, so a point, a
//! fragment or a piece of Nessie is the same picture wherever it is drawn.
//!
//! Every colour also has a mark of its own, so colour is never the only cue.

use blockness_lochness::{Colour, Kind};

/// How one kind of observation point is drawn: its mark on a plate of its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KindLook {
    /// The mark on its points, on its fragments and over its ruler column.
    pub mark: &'static str,
    /// The plate's colour.
    pub plate: &'static str,
}

/// The point kinds' looks, in [`Kind::ALL`] order (bench, lighthouse, bush, pier, boat).
pub const KIND_LOOKS: [KindLook; 5] = [
    KindLook {
        mark: "▭",
        plate: "#d8b98a",
    },
    KindLook {
        mark: "△",
        plate: "#f3f3f3",
    },
    KindLook {
        mark: "♣",
        plate: "#9fd39a",
    },
    KindLook {
        mark: "⊥",
        plate: "#b9c3cc",
    },
    KindLook {
        mark: "◡",
        plate: "#9cc8f0",
    },
];

/// The ink of a point's mark and outline (dark on every plate).
pub const PLATE_INK: &str = "#14212b";

/// How one photo's colour is drawn: its fill, its own mark, and the ink that reads on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColourLook {
    /// The mark printed beside the kind's mark on its fragments.
    pub mark: &'static str,
    /// The fill.
    pub fill: &'static str,
    /// Text on the fill, dark or light, whichever reads better.
    pub ink: &'static str,
}

/// The photo colours' looks, in [`Colour::ALL`] order.
pub const COLOUR_LOOKS: [ColourLook; 5] = [
    ColourLook {
        mark: "●",
        fill: "#d0312d",
        ink: "#ffffff",
    },
    ColourLook {
        mark: "▲",
        fill: "#f07f1a",
        ink: "#000000",
    },
    ColourLook {
        mark: "■",
        fill: "#e8c21c",
        ink: "#000000",
    },
    ColourLook {
        mark: "◆",
        fill: "#2e9e4f",
        ink: "#000000",
    },
    ColourLook {
        mark: "★",
        fill: "#7b3fb5",
        ink: "#ffffff",
    },
];

/// The shore around the lake.
pub const SHORE: &str = "#cfe3d4";
/// The water joining the cells.
pub const WATER: &str = "#5d9cc9";
/// A lake cell and its edge.
pub const CELL_FILL: &str = "#3d7fb0";
/// A lake cell's edge.
pub const CELL_EDGE: &str = "#2a6592";

/// Nessie's fills: head, body, tail (the order of `Nessie::cells`).
pub const NESSIE_FILLS: [&str; 3] = ["#1f6b3a", "#2e8a4c", "#57b36f"];
/// Nessie's outline.
pub const NESSIE_INK: &str = "#0b2d17";

/// Seat colours of the photographers and the rulers (each also carries its seat number).
pub const SEAT_COLOURS: [&str; 5] = ["#1d5fc4", "#b52a7a", "#0c7f68", "#8a5a12", "#3d3d3d"];

/// The look of `kind`.
pub fn kind_look(kind: Kind) -> KindLook {
    KIND_LOOKS[kind.index()]
}

/// The mark drawn on a point of a kind (and on its fragments and its ruler column).
pub fn kind_mark(kind: Kind) -> &'static str {
    kind_look(kind).mark
}

/// The index of `colour` in [`Colour::ALL`].
pub fn colour_index(colour: Colour) -> usize {
    Colour::ALL.iter().position(|&c| c == colour).unwrap_or(0)
}

/// The look of `colour`.
pub fn colour_look(colour: Colour) -> ColourLook {
    COLOUR_LOOKS[colour_index(colour)]
}

/// The mark drawn beside a colour, so that colour is never the only cue.
pub fn colour_mark(colour: Colour) -> &'static str {
    colour_look(colour).mark
}

/// The colour of seat `seat`.
pub fn seat_colour(seat: usize) -> &'static str {
    SEAT_COLOURS[seat % SEAT_COLOURS.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mark_is_its_own() {
        let mut marks: Vec<&str> = KIND_LOOKS
            .iter()
            .map(|k| k.mark)
            .chain(COLOUR_LOOKS.iter().map(|c| c.mark))
            .collect();
        let all = marks.len();
        marks.sort_unstable();
        marks.dedup();
        assert_eq!(marks.len(), all, "a mark stands for one thing only");
        let mut plates: Vec<&str> = KIND_LOOKS.iter().map(|k| k.plate).collect();
        plates.dedup();
        assert_eq!(plates.len(), 5);
    }
}
