//! A player's photo-mounting ruler and the final scoring.
//!
//! A ruler has five columns (bench, lighthouse, bush, pier, boat, left to right) and two
//! photos: one above it and one below. Each slot holds at most one fragment of its
//! column's kind. Between two neighbouring columns of a photo is a joint: 2 points when
//! both sides hold fragments of one border colour, 1 when the colours differ, 0 when a
//! side is empty. A photo of five fragments of one colour earns 3 more.

use serde::{Deserialize, Serialize};

use crate::fragments::{Fragment, Kind};

/// Points of a joint whose two fragments share a colour.
pub const SAME_COLOUR_JOINT: u32 = 2;
/// Points of a joint whose two fragments differ in colour.
pub const MIXED_JOINT: u32 = 1;
/// Extra points of a complete photo in one colour.
pub const ONE_COLOUR_BONUS: u32 = 3;

/// One of the two photos of a ruler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Row {
    /// The photo above the ruler.
    Upper,
    /// The photo below the ruler.
    Lower,
}

/// A photo: five slots, by column.
pub type Photo = [Option<Fragment>; 5];

/// A player's ruler: the photo above and the photo below.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ruler {
    /// The photo above the ruler, by column.
    pub upper: Photo,
    /// The photo below the ruler, by column.
    pub lower: Photo,
}

/// A score and its tie-break.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Score {
    /// Points: joints and one-colour bonuses of both photos.
    pub points: u32,
    /// Joints worth 2 (same colour on both sides): the tie-break.
    pub twos: u32,
}

impl Ruler {
    /// The photo of `row`.
    pub fn photo(&self, row: Row) -> &Photo {
        match row {
            Row::Upper => &self.upper,
            Row::Lower => &self.lower,
        }
    }

    /// The photo of `row`, to change.
    pub fn photo_mut(&mut self, row: Row) -> &mut Photo {
        match row {
            Row::Upper => &mut self.upper,
            Row::Lower => &mut self.lower,
        }
    }

    /// The fragment in the slot of `row` and `column`.
    pub fn slot(&self, row: Row, column: Kind) -> Option<Fragment> {
        self.photo(row)[column.index()]
    }

    /// Puts `fragment` in its column on `row` and gives back the fragment it replaces.
    pub fn mount(&mut self, fragment: Fragment, row: Row) -> Option<Fragment> {
        self.photo_mut(row)[fragment.kind.index()].replace(fragment)
    }

    /// Exchanges the upper and lower slots of `column` (moving a lone fragment across).
    pub fn flip(&mut self, column: Kind) {
        let i = column.index();
        std::mem::swap(&mut self.upper[i], &mut self.lower[i]);
    }

    /// Empty slots in `column` (0, 1 or 2).
    pub fn empty_in(&self, column: Kind) -> usize {
        let i = column.index();
        usize::from(self.upper[i].is_none()) + usize::from(self.lower[i].is_none())
    }

    /// Slots holding a fragment (0 to 10).
    pub fn filled(&self) -> usize {
        self.fragments().count()
    }

    /// Every mounted fragment, upper photo first.
    pub fn fragments(&self) -> impl Iterator<Item = Fragment> + '_ {
        self.upper
            .iter()
            .chain(self.lower.iter())
            .flatten()
            .copied()
    }

    /// Whether both photos are complete (all ten slots filled), which ends the game.
    pub fn is_complete(&self) -> bool {
        self.filled() == 10
    }

    /// The ruler's score.
    pub fn score(&self) -> Score {
        let (a, b) = (photo_score(&self.upper), photo_score(&self.lower));
        Score {
            points: a.points + b.points,
            twos: a.twos + b.twos,
        }
    }
}

/// The points of each of a photo's four joints, left to right (the joint `i` lies between
/// columns `i` and `i + 1`): `None` where a side is empty.
pub fn joints(photo: &Photo) -> [Option<u32>; 4] {
    std::array::from_fn(|i| match (photo[i], photo[i + 1]) {
        (Some(a), Some(b)) if a.colour == b.colour => Some(SAME_COLOUR_JOINT),
        (Some(_), Some(_)) => Some(MIXED_JOINT),
        _ => None,
    })
}

/// The score of one photo: its four joints, plus the bonus when it is complete in one colour.
pub fn photo_score(photo: &Photo) -> Score {
    let mut score = Score::default();
    for points in joints(photo).into_iter().flatten() {
        score.points += points;
        score.twos += u32::from(points == SAME_COLOUR_JOINT);
    }
    if score.twos == 4 {
        score.points += ONE_COLOUR_BONUS;
    }
    score
}

/// The winning seats: the most points, then the most 2-point joints; a tie after that
/// is shared, so several seats may be named.
pub fn winners(scores: &[Score]) -> Vec<usize> {
    let Some(best) = scores.iter().max() else {
        return Vec::new();
    };
    (0..scores.len()).filter(|&s| scores[s] == *best).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fragments::Colour::{self, *};

    fn photo(colours: [Option<Colour>; 5]) -> Photo {
        let mut photo = [None; 5];
        for (i, colour) in colours.into_iter().enumerate() {
            photo[i] = colour.map(|colour| Fragment {
                kind: Kind::ALL[i],
                colour,
            });
        }
        photo
    }

    #[test]
    fn the_rulebook_example_scores_fourteen() {
        // Upper photo all red; lower: purple, purple, red, gap, gap.
        let ruler = Ruler {
            upper: photo([Some(Red); 5]),
            lower: photo([Some(Purple), Some(Purple), Some(Red), None, None]),
        };
        assert_eq!(
            ruler.score(),
            Score {
                points: 14,
                twos: 5
            }
        );
    }

    #[test]
    fn gaps_score_nothing_and_mixed_joints_one() {
        assert_eq!(photo_score(&photo([None; 5])), Score::default());
        let mixed = photo([Some(Red), Some(Green), Some(Red), Some(Green), Some(Red)]);
        assert_eq!(photo_score(&mixed), Score { points: 4, twos: 0 });
        let gap = photo([Some(Red), Some(Red), None, Some(Red), Some(Red)]);
        assert_eq!(photo_score(&gap), Score { points: 4, twos: 2 });
    }

    #[test]
    fn each_joint_is_told_where_it_lies() {
        let gap = photo([Some(Red), Some(Red), None, Some(Green), Some(Red)]);
        assert_eq!(joints(&gap), [Some(2), None, None, Some(1)]);
        assert_eq!(joints(&photo([None; 5])), [None; 4]);
        let one = photo([Some(Green); 5]);
        assert_eq!(joints(&one), [Some(2); 4]);
        // The bonus is the photo's, not a joint's.
        assert_eq!(photo_score(&one).points, 8 + ONE_COLOUR_BONUS);
    }

    #[test]
    fn ties_go_to_more_twos_then_are_shared() {
        let a = Score {
            points: 10,
            twos: 3,
        };
        let b = Score {
            points: 10,
            twos: 4,
        };
        let c = Score { points: 9, twos: 4 };
        assert_eq!(winners(&[a, b, c]), vec![1]);
        assert_eq!(winners(&[a, c, a]), vec![0, 2]);
        assert_eq!(winners(&[c, a]), vec![1]);
    }

    #[test]
    fn mounting_replaces_and_flipping_moves_across() {
        let mut ruler = Ruler::default();
        let red = Fragment {
            kind: Kind::Pier,
            colour: Red,
        };
        let green = Fragment {
            kind: Kind::Pier,
            colour: Green,
        };
        assert_eq!(ruler.mount(red, Row::Upper), None);
        assert_eq!(ruler.mount(green, Row::Upper), Some(red));
        ruler.flip(Kind::Pier);
        assert_eq!(ruler.slot(Row::Lower, Kind::Pier), Some(green));
        assert_eq!(ruler.slot(Row::Upper, Kind::Pier), None);
        assert_eq!(ruler.empty_in(Kind::Pier), 1);
    }
}
