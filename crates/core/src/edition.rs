//! Editions: the board map and each colour's set of segments, built in or loaded from JSON.

use std::collections::BTreeMap;

use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};

use crate::cell::Cell;
use crate::colour::Colour;
use crate::segment::{Segment, MAX_HEIGHT, MAX_SPAN, SET_SIZE};

mod error;

pub use error::EditionError;

/// The JSON of the first edition, as shipped in `crates/core/data/edition-v1.json`.
const LOCHSIDE_V1_JSON: &str = include_str!("../data/edition-v1.json");
/// The JSON of the balanced edition, the default for new games (`edition-v2.json`).
const LOCHSIDE_V2_JSON: &str = include_str!("../data/edition-v2.json");
/// Every built-in edition: its name and its JSON, oldest first.
const BUILT_IN: [(&str, &str); 2] = [
    ("lochside-v1", LOCHSIDE_V1_JSON),
    ("lochside-v2", LOCHSIDE_V2_JSON),
];

/// Largest number of cells a board may have (the engine keeps a board in one 128-bit set).
pub const MAX_CELLS: usize = 128;
/// Largest board width: columns are named by the letters `a` to `z`.
pub const MAX_WIDTH: usize = 26;

/// The zone of a hole; a zone is in play from a given player count up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Zone {
    /// Deep water: every game uses it; starters go here.
    Deep,
    /// Medium water: used with 3 or 4 players.
    Medium,
    /// Shallow water: used with 4 players.
    Shallow,
}

impl Zone {
    /// The smallest player count that plays on this zone.
    pub const fn min_players(self) -> usize {
        match self {
            Zone::Deep => 2,
            Zone::Medium => 3,
            Zone::Shallow => 4,
        }
    }

    /// Whether a game of `players` uses this zone.
    pub const fn in_play(self, players: usize) -> bool {
        players >= self.min_players()
    }

    fn map_char(self) -> char {
        match self {
            Zone::Deep => '2',
            Zone::Medium => '3',
            Zone::Shallow => '4',
        }
    }
}

/// The schema of an edition file, before validation.
#[derive(Deserialize)]
struct EditionFile {
    #[serde(default)]
    edition: String,
    #[serde(default)]
    about: String,
    board: Vec<String>,
    colors: Vec<String>,
    sets: BTreeMap<String, Vec<RawSegment>>,
}

#[derive(Deserialize)]
struct RawSegment {
    span: i64,
    height: i64,
}

/// A validated edition: board map and the monster sets of each colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edition {
    name: String,
    about: String,
    width: usize,
    height: usize,
    zones: Vec<Option<Zone>>,
    colours: Vec<Colour>,
    sets: Vec<[Segment; SET_SIZE]>,
}

impl Edition {
    /// The default edition for new games (`lochside-v2`, whose colours are balanced).
    pub fn standard() -> Edition {
        // The embedded text is part of the program and checked by tests, so this cannot fail.
        Edition::from_json(LOCHSIDE_V2_JSON).expect("the built-in edition is valid")
    }

    /// The first edition (`lochside-v1`): links of version 1, kept games and puzzles made
    /// with it play on it.
    pub fn lochside_v1() -> Edition {
        Edition::from_json(LOCHSIDE_V1_JSON).expect("the built-in edition is valid")
    }

    /// The name of the default edition.
    pub const STANDARD_NAME: &'static str = "lochside-v2";

    /// The text of the default edition, in the JSON schema of `edition-v1.json`.
    pub const STANDARD_JSON: &'static str = LOCHSIDE_V2_JSON;

    /// The names of the built-in editions, oldest first.
    pub fn built_in_names() -> impl Iterator<Item = &'static str> {
        BUILT_IN.iter().map(|(name, _)| *name)
    }

    /// The JSON text of the built-in edition called `name`, if there is one.
    pub fn built_in_json(name: &str) -> Option<&'static str> {
        BUILT_IN
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, json)| *json)
    }

    /// The built-in edition called `name` (`lochside-v1`, `lochside-v2`), if there is one.
    pub fn built_in(name: &str) -> Option<Edition> {
        // The built-in texts are checked by the tests.
        Edition::built_in_json(name)
            .map(|json| Edition::from_json(json).expect("the built-in editions are valid"))
    }

    /// Reads and validates an edition in the schema of `edition-v1.json` from any serde
    /// deserializer (the page reads it from the browser's own JSON parser, which keeps a
    /// JSON parser out of its wasm). [`Edition::from_json`] is this with serde_json.
    pub fn from_deserializer<'de, D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Edition, EditionError> {
        let file = EditionFile::deserialize(deserializer).map_err(|e| EditionError::Json {
            message: e.to_string(),
        })?;
        Edition::validate(file)
    }

    /// Reads and validates an edition in the JSON schema of `edition-v1.json`.
    pub fn from_json(text: &str) -> Result<Edition, EditionError> {
        let file: EditionFile = serde_json::from_str(text).map_err(|e| EditionError::Json {
            message: e.to_string(),
        })?;
        Edition::validate(file)
    }

    fn validate(file: EditionFile) -> Result<Edition, EditionError> {
        let height = file.board.len();
        let width = file.board.first().map_or(0, |r| r.chars().count());
        if height == 0 || width == 0 {
            return Err(EditionError::EmptyBoard);
        }
        for (row, line) in file.board.iter().enumerate() {
            let len = line.chars().count();
            if len != width {
                return Err(EditionError::NotRectangular {
                    row,
                    len,
                    expected: width,
                });
            }
        }
        if width > MAX_WIDTH || width * height > MAX_CELLS || height > 255 {
            return Err(EditionError::BoardTooLarge { width, height });
        }
        let mut zones = Vec::with_capacity(width * height);
        for (y, line) in file.board.iter().enumerate() {
            for (x, ch) in line.chars().enumerate() {
                zones.push(match ch {
                    '2' => Some(Zone::Deep),
                    '3' => Some(Zone::Medium),
                    '4' => Some(Zone::Shallow),
                    '.' => None,
                    _ => {
                        return Err(EditionError::UnknownMapChar {
                            ch,
                            cell: Cell::new(x as u8, y as u8),
                        })
                    }
                });
            }
        }
        if !zones.contains(&Some(Zone::Deep)) {
            return Err(EditionError::NoDeepZone);
        }

        let mut colours = Vec::new();
        for name in &file.colors {
            let colour: Colour = name.parse()?;
            if colours.contains(&colour) {
                return Err(EditionError::DuplicateColour { colour });
            }
            colours.push(colour);
        }
        for name in file.sets.keys() {
            let colour: Colour = name.parse()?;
            if !colours.contains(&colour) {
                return Err(EditionError::SetWithoutColour { colour });
            }
        }
        if colours.len() < 2 {
            return Err(EditionError::TooFewColours {
                count: colours.len(),
            });
        }
        let mut sets = Vec::new();
        for &colour in &colours {
            let raw = file
                .sets
                .get(colour.name())
                .ok_or(EditionError::MissingSet { colour })?;
            sets.push(validate_set(colour, raw)?);
        }
        Ok(Edition {
            name: file.edition,
            about: file.about,
            width,
            height,
            zones,
            colours,
            sets,
        })
    }

    /// The edition's name, such as `lochside-v1`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Number of columns of the map.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Number of rows of the map.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The zone of every cell, row by row from the top (`None` for no hole).
    pub(crate) fn zones(&self) -> &[Option<Zone>] {
        &self.zones
    }

    /// The zone of `cell`, or `None` where the map has no hole (or outside the map).
    pub fn zone(&self, cell: Cell) -> Option<Zone> {
        let (x, y) = (usize::from(cell.x), usize::from(cell.y));
        if x >= self.width || y >= self.height {
            return None;
        }
        self.zones[y * self.width + x]
    }

    /// Every hole of the map, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.height).flat_map(move |y| {
            (0..self.width)
                .map(move |x| Cell::new(x as u8, y as u8))
                .filter(|&c| self.zone(c).is_some())
        })
    }

    /// The colours this edition has sets for, in its default seat order.
    pub fn colours(&self) -> &[Colour] {
        &self.colours
    }

    /// The ten segments of `colour`'s set (index 0 is the starter), if the edition has it.
    pub fn set(&self, colour: Colour) -> Option<&[Segment; SET_SIZE]> {
        let i = self.colours.iter().position(|&c| c == colour)?;
        Some(&self.sets[i])
    }

    /// The edition as JSON in the schema it is loaded from.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

fn validate_set(colour: Colour, raw: &[RawSegment]) -> Result<[Segment; SET_SIZE], EditionError> {
    if raw.len() != SET_SIZE {
        return Err(EditionError::WrongSetSize {
            colour,
            count: raw.len(),
        });
    }
    let mut set = [Segment { span: 1, height: 1 }; SET_SIZE];
    for (piece, (slot, r)) in set.iter_mut().zip(raw).enumerate() {
        if !(1..=MAX_SPAN as i64).contains(&r.span) {
            return Err(EditionError::SpanOutOfRange {
                colour,
                piece,
                span: r.span,
            });
        }
        if !(1..=MAX_HEIGHT as i64).contains(&r.height) {
            return Err(EditionError::HeightOutOfRange {
                colour,
                piece,
                height: r.height,
            });
        }
        *slot = Segment {
            span: r.span as u8,
            height: r.height as u8,
        };
    }
    if let Some(piece) = (1..SET_SIZE).find(|&i| set[i].height <= set[0].height) {
        return Err(EditionError::StarterNotLowest { colour, piece });
    }
    Ok(set)
}

impl Serialize for Edition {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Sets<'a>(&'a Edition);
        impl Serialize for Sets<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(self.0.colours.len()))?;
                for (colour, set) in self.0.colours.iter().zip(&self.0.sets) {
                    map.serialize_entry(colour.name(), &set[..])?;
                }
                map.end()
            }
        }
        let board: Vec<String> = (0..self.height)
            .map(|y| {
                (0..self.width)
                    .map(|x| self.zones[y * self.width + x].map_or('.', Zone::map_char))
                    .collect()
            })
            .collect();
        let mut map = serializer.serialize_map(Some(5))?;
        map.serialize_entry("edition", &self.name)?;
        map.serialize_entry("about", &self.about)?;
        map.serialize_entry("board", &board)?;
        map.serialize_entry("colors", &self.colours)?;
        map.serialize_entry("sets", &Sets(self))?;
        map.end()
    }
}

#[cfg(test)]
mod tests;
