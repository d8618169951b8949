//! Photo fragments and the five decks they are drawn from.
//!
//! Five photos, told apart by their border colour, are cut into five fragments each:
//! left panorama, head, body, tail, right panorama. Each kind of fragment has its own
//! deck, drawn at the observation point of the same kind. The game holds two copies
//! of every fragment (kind and colour), so ten fragments a deck and fifty in all.

use std::collections::VecDeque;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::rng::Rng;

/// A kind of observation point, and the kind of fragment drawn there. The order of
/// [`Kind::ALL`] is the order of the rulers' columns, left to right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The bench: left panoramas.
    Bench,
    /// The lighthouse: Nessie's head.
    Lighthouse,
    /// The bush: Nessie's body.
    Bush,
    /// The pier: Nessie's tail.
    Pier,
    /// The boat: right panoramas.
    Boat,
}

impl Kind {
    /// The five kinds in column order: bench, lighthouse, bush, pier, boat.
    pub const ALL: [Kind; 5] = [
        Kind::Bench,
        Kind::Lighthouse,
        Kind::Bush,
        Kind::Pier,
        Kind::Boat,
    ];

    /// The column of this kind on a ruler, from 0 (left) to 4.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The name used in JSON: `bench`, `lighthouse`, `bush`, `pier` or `boat`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Bench => "bench",
            Kind::Lighthouse => "lighthouse",
            Kind::Bush => "bush",
            Kind::Pier => "pier",
            Kind::Boat => "boat",
        }
    }

    /// The part of the photo a fragment of this kind shows.
    pub fn part(self) -> &'static str {
        match self {
            Kind::Bench => "left panorama",
            Kind::Lighthouse => "head",
            Kind::Bush => "body",
            Kind::Pier => "tail",
            Kind::Boat => "right panorama",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The border colour of a photo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Red border.
    Red,
    /// Orange border.
    Orange,
    /// Yellow border.
    Yellow,
    /// Green border.
    Green,
    /// Purple border.
    Purple,
}

impl Colour {
    /// The five colours.
    pub const ALL: [Colour; 5] = [
        Colour::Red,
        Colour::Orange,
        Colour::Yellow,
        Colour::Green,
        Colour::Purple,
    ];
}

/// One fragment tile: which part of which photo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Fragment {
    /// Its kind, which is also its deck and its column.
    pub kind: Kind,
    /// The border colour of its photo.
    pub colour: Colour,
}

/// How many copies of each fragment (kind and colour) the game holds.
pub const COPIES: usize = 2;
/// Fragments in one deck at the start: five colours, [`COPIES`] of each.
pub const DECK_SIZE: usize = 5 * COPIES;
/// Fragments in the whole game.
pub const FRAGMENTS: usize = 5 * DECK_SIZE;

/// The five decks, one per kind; the front of each is its top.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decks {
    decks: [VecDeque<Fragment>; 5],
    /// How many fragments at the bottom of each deck the whole table has seen go there
    /// (discarded face up, in a known order); the rest of the deck is unseen.
    seen_below: [usize; 5],
}

impl Decks {
    /// The full decks, each shuffled by `rng` in the order bench, lighthouse, bush, pier, boat.
    pub fn shuffled(rng: &mut Rng) -> Decks {
        Decks::full(|deck| rng.shuffle(deck))
    }

    /// The full decks, each in sorted order: the decks of a game whose luck the table deals,
    /// where the order of what nobody has seen is never decided ahead.
    pub(crate) fn sorted() -> Decks {
        Decks::full(|deck| deck.sort())
    }

    /// The full decks, each put in order by `order`, in the order bench to boat.
    fn full(mut order: impl FnMut(&mut [Fragment])) -> Decks {
        let decks = Kind::ALL.map(|kind| {
            let mut deck: Vec<Fragment> = Colour::ALL
                .iter()
                .flat_map(|&colour| std::iter::repeat_n(Fragment { kind, colour }, COPIES))
                .collect();
            order(&mut deck);
            deck.into_iter().collect()
        });
        Decks {
            decks,
            seen_below: [0; 5],
        }
    }

    /// Fragments left in the deck of `kind`.
    pub fn len(&self, kind: Kind) -> usize {
        self.decks[kind.index()].len()
    }

    /// Whether every deck is empty.
    pub fn is_empty(&self) -> bool {
        self.decks.iter().all(VecDeque::is_empty)
    }

    /// Fragments left in all five decks.
    pub fn total(&self) -> usize {
        self.decks.iter().map(VecDeque::len).sum()
    }

    /// The fragments of the deck of `kind`, from the top.
    pub fn deck(&self, kind: Kind) -> impl Iterator<Item = &Fragment> {
        self.decks[kind.index()].iter()
    }

    /// Takes up to `n` fragments from the top of the deck of `kind` (fewer when it runs out).
    pub fn draw(&mut self, kind: Kind, n: usize) -> Vec<Fragment> {
        let deck = &mut self.decks[kind.index()];
        let n = n.min(deck.len());
        let drawn = deck.drain(..n).collect();
        let seen = &mut self.seen_below[kind.index()];
        *seen = (*seen).min(deck.len());
        drawn
    }

    /// Puts `fragment` at the bottom of the deck of its kind, in view of the whole table.
    pub fn put_bottom(&mut self, fragment: Fragment) {
        self.decks[fragment.kind.index()].push_back(fragment);
        self.seen_below[fragment.kind.index()] += 1;
    }

    /// How many fragments at the top of the deck of `kind` nobody has seen: the fragments
    /// never drawn, over those put back at its bottom.
    pub fn unseen(&self, kind: Kind) -> usize {
        self.len(kind) - self.seen_below[kind.index()]
    }

    /// Takes the fragment at `index` among the unseen ones of the deck of `kind`, counted
    /// from the top; `None` when there are not that many.
    pub(crate) fn take_unseen(&mut self, kind: Kind, index: usize) -> Option<Fragment> {
        if index >= self.unseen(kind) {
            return None;
        }
        self.decks[kind.index()].remove(index)
    }

    /// The same decks with the unseen fragments of each in another order: sorted without
    /// `rng` (an order that tells nothing), else shuffled by it. What was seen going to the
    /// bottom stays where it is.
    pub(crate) fn with_unseen_reordered(&self, mut rng: Option<&mut Rng>) -> Decks {
        let mut decks = self.clone();
        for kind in Kind::ALL {
            let unseen = self.unseen(kind);
            let deck = decks.decks[kind.index()].make_contiguous();
            let top = &mut deck[..unseen];
            match rng.as_deref_mut() {
                Some(rng) => {
                    top.sort();
                    rng.shuffle(top);
                }
                None => top.sort(),
            }
        }
        decks
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_game_has_two_of_every_fragment() {
        let decks = Decks::shuffled(&mut Rng::new(3));
        assert_eq!(decks.total(), FRAGMENTS);
        for kind in Kind::ALL {
            assert_eq!(decks.len(kind), DECK_SIZE);
            for colour in Colour::ALL {
                let copies = decks.deck(kind).filter(|f| f.colour == colour).count();
                assert_eq!(copies, COPIES);
            }
            assert!(decks.deck(kind).all(|f| f.kind == kind));
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_decks() {
        assert_eq!(
            Decks::shuffled(&mut Rng::new(9)),
            Decks::shuffled(&mut Rng::new(9))
        );
        assert_ne!(
            Decks::shuffled(&mut Rng::new(9)),
            Decks::shuffled(&mut Rng::new(10))
        );
    }

    #[test]
    fn drawing_from_a_short_deck_takes_what_is_left() {
        let mut decks = Decks::shuffled(&mut Rng::new(1));
        let all = decks.draw(Kind::Pier, 99);
        assert_eq!(all.len(), DECK_SIZE);
        assert!(decks.draw(Kind::Pier, 2).is_empty());
        decks.put_bottom(all[0]);
        assert_eq!(decks.len(Kind::Pier), 1);
    }
}
