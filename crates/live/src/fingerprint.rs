//! Key fingerprints: two pictures that every screen draws the same for one key, so players
//! can tell at a glance that the "Anna" at their table is the Anna they invited.
//!
//! A picture is a plain shape in a colour ([`Picture`]): the page draws it itself, with no
//! font, and the command line says it in words ("red circle, blue star"). The shape carries
//! most of what tells two pictures apart, so a colour-blind player compares them too; the
//! colour adds to it.

use std::fmt;

use sha2::{Digest, Sha256};

/// The shape of a picture: eight that stay apart when drawn 16 pixels big.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Shape {
    /// A round disc.
    Circle,
    /// A square on its side.
    Square,
    /// A triangle, point up.
    Triangle,
    /// A square on its corner.
    Diamond,
    /// A five-pointed star.
    Star,
    /// A plus sign, its four arms the same.
    Cross,
    /// A heart.
    Heart,
    /// A crescent moon.
    Moon,
}

impl Shape {
    /// Every shape, in the order the hash picks them.
    pub const ALL: [Shape; 8] = [
        Shape::Circle,
        Shape::Square,
        Shape::Triangle,
        Shape::Diamond,
        Shape::Star,
        Shape::Cross,
        Shape::Heart,
        Shape::Moon,
    ];

    /// The shape's English word, which is also its name in [`Fingerprint::code`] ("circle").
    pub fn name(self) -> &'static str {
        match self {
            Shape::Circle => "circle",
            Shape::Square => "square",
            Shape::Triangle => "triangle",
            Shape::Diamond => "diamond",
            Shape::Star => "star",
            Shape::Cross => "cross",
            Shape::Heart => "heart",
            Shape::Moon => "moon",
        }
    }
}

/// The colour of a picture: eight that people with the common kinds of colour blindness
/// still tell apart by their lightness (the Okabe-Ito palette, with white for its sky
/// blue).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Hue {
    /// Black.
    Black,
    /// White (drawn with a dark outline, like every picture).
    White,
    /// Red, towards orange (vermilion).
    Red,
    /// Orange, towards yellow.
    Orange,
    /// Yellow.
    Yellow,
    /// Green, towards blue.
    Green,
    /// Blue.
    Blue,
    /// Pink, towards purple.
    Pink,
}

impl Hue {
    /// Every colour, in the order the hash picks them.
    pub const ALL: [Hue; 8] = [
        Hue::Black,
        Hue::White,
        Hue::Red,
        Hue::Orange,
        Hue::Yellow,
        Hue::Green,
        Hue::Blue,
        Hue::Pink,
    ];

    /// The colour's English word, which is also its name in [`Fingerprint::code`] ("red").
    pub fn name(self) -> &'static str {
        match self {
            Hue::Black => "black",
            Hue::White => "white",
            Hue::Red => "red",
            Hue::Orange => "orange",
            Hue::Yellow => "yellow",
            Hue::Green => "green",
            Hue::Blue => "blue",
            Hue::Pink => "pink",
        }
    }
}

/// One picture of a fingerprint: a shape in a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Picture {
    /// What is drawn.
    pub shape: Shape,
    /// What it is filled with.
    pub hue: Hue,
}

impl Picture {
    /// The picture of six bits: the low three pick the shape, the next three the colour.
    fn of_bits(bits: u8) -> Picture {
        Picture {
            shape: Shape::ALL[(bits & 7) as usize],
            hue: Hue::ALL[((bits >> 3) & 7) as usize],
        }
    }

    /// The picture in a stable form for programs: shape and colour joined by a hyphen
    /// ("circle-red").
    pub fn code(self) -> String {
        format!("{}-{}", self.shape.name(), self.hue.name())
    }
}

impl fmt::Display for Picture {
    /// The picture in English words: "red circle".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.hue.name(), self.shape.name())
    }
}

/// The fingerprint of a key: two pictures from its hash (12 bits, six a picture: two seats
/// of one table share one by chance once in 4,096 tables, and nobody can pick a key for a
/// wanted fingerprint without as many tries as there are fingerprints, which is why it is a
/// check between people, beside the name, never a key by itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fingerprint([Picture; 2]);

impl Fingerprint {
    /// The fingerprint of a key's 32 bytes.
    pub fn of(key: &[u8; 32]) -> Fingerprint {
        let digest = Sha256::digest([b"blockness-fingerprint".as_slice(), key].concat());
        Fingerprint([Picture::of_bits(digest[0]), Picture::of_bits(digest[1])])
    }

    /// The two pictures, in the order they are shown.
    pub fn pictures(&self) -> [Picture; 2] {
        self.0
    }

    /// The fingerprint in a stable form for programs and tests: each picture's
    /// [`Picture::code`], separated by a space ("circle-red star-blue").
    pub fn code(&self) -> String {
        format!("{} {}", self.0[0].code(), self.0[1].code())
    }
}

impl fmt::Display for Fingerprint {
    /// The fingerprint in English words, for the command line: "red circle, blue star".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, {}", self.0[0], self.0[1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn fingerprints_are_stable_two_pictures_and_spread() {
        let one = Fingerprint::of(&[1; 32]);
        assert_eq!(one, Fingerprint::of(&[1; 32]));
        assert_eq!(one.pictures().len(), 2);
        let all: HashSet<Fingerprint> = (0..=255u8).map(|b| Fingerprint::of(&[b; 32])).collect();
        assert!(all.len() > 240, "{} distinct of 256", all.len());
        // Every shape and every colour comes up, in either place.
        for place in 0..2 {
            let shapes: HashSet<Shape> = all.iter().map(|f| f.pictures()[place].shape).collect();
            let hues: HashSet<Hue> = all.iter().map(|f| f.pictures()[place].hue).collect();
            assert_eq!((shapes.len(), hues.len()), (8, 8), "place {place}");
        }
        assert_eq!(Shape::ALL.iter().collect::<HashSet<_>>().len(), 8);
        assert_eq!(Hue::ALL.iter().collect::<HashSet<_>>().len(), 8);
    }

    #[test]
    fn the_same_twelve_bits_of_the_hash_as_ever_pick_the_pictures() {
        let digest = Sha256::digest([b"blockness-fingerprint".as_slice(), &[7; 32]].concat());
        let print = Fingerprint::of(&[7; 32]);
        let bits = |p: Picture| {
            let shape = Shape::ALL.iter().position(|&s| s == p.shape).unwrap() as u8;
            let hue = Hue::ALL.iter().position(|&h| h == p.hue).unwrap() as u8;
            shape | hue << 3
        };
        assert_eq!(bits(print.pictures()[0]), digest[0] & 63);
        assert_eq!(bits(print.pictures()[1]), digest[1] & 63);
    }

    #[test]
    fn a_fingerprint_is_said_in_words_and_coded_for_programs() {
        let print = Fingerprint([
            Picture {
                shape: Shape::Circle,
                hue: Hue::Red,
            },
            Picture {
                shape: Shape::Star,
                hue: Hue::Blue,
            },
        ]);
        assert_eq!(print.to_string(), "red circle, blue star");
        assert_eq!(print.code(), "circle-red star-blue");
        // Each of the 64 pictures has words and a code of its own, in ASCII.
        let pictures: Vec<Picture> = Shape::ALL
            .iter()
            .flat_map(|&shape| Hue::ALL.iter().map(move |&hue| Picture { shape, hue }))
            .collect();
        let words: HashSet<String> = pictures.iter().map(Picture::to_string).collect();
        let codes: HashSet<String> = pictures.iter().map(|p| p.code()).collect();
        assert_eq!((words.len(), codes.len()), (64, 64));
        assert!(codes
            .iter()
            .all(|c| c.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')));
    }
}
