//! Sets of cells as one 128-bit word: what the move generator and the bots' evaluation
//! compute with.
//!
//! Cell `(x, y)` of a board `width` columns wide is bit `y * width + x`, its index (see
//! [`Rules::cell_index`](crate::Rules::cell_index)); every edition has at most
//! [`MAX_CELLS`](crate::MAX_CELLS) = 128 cells, so any footprint, the occupied cells or
//! the active area fit in one set, and a rule check or a flood step is a few word
//! operations. The type is a transparent wrapper, as cheap as the bare word.

use std::fmt;
use std::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

/// A set of cells of one board, by index (`y * width + x`).
///
/// Operators work as on sets: `&` intersection, `|` union, `^` symmetric difference, `-`
/// difference. `!` complements within all 128 indices, not within the board: intersect
/// the result with [`Rules::active_cells`](crate::Rules::active_cells) to stay on it.
/// Indices of 128 or more are never members; inserting one does nothing.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct CellSet(u128);

/// `BITS[i]` is the set holding index `i` alone.
///
/// A table lookup instead of `1 << i`: variable 128-bit shifts are slow, above all in
/// wasm32, which has no 128-bit integers and emulates them.
static BITS: [u128; 128] = {
    let mut bits = [0; 128];
    let mut i = 0;
    while i < 128 {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet(0);

    /// The set whose bit `i` is bit `i` of `bits`.
    #[inline]
    pub const fn from_bits(bits: u128) -> CellSet {
        CellSet(bits)
    }

    /// The set as a word, bit `i` set for index `i`.
    #[inline]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set holding `index` alone (empty for an index of 128 or more).
    #[inline]
    pub fn single(index: usize) -> CellSet {
        CellSet(BITS.get(index).copied().unwrap_or(0))
    }

    /// Whether `index` is in the set.
    #[inline]
    pub fn contains(self, index: usize) -> bool {
        self.intersects(CellSet::single(index))
    }

    /// Adds `index`; returns whether it was not there before.
    #[inline]
    pub fn insert(&mut self, index: usize) -> bool {
        let added = !self.contains(index) && index < 128;
        *self |= CellSet::single(index);
        added
    }

    /// Takes `index` out; returns whether it was there.
    #[inline]
    pub fn remove(&mut self, index: usize) -> bool {
        let present = self.contains(index);
        *self -= CellSet::single(index);
        present
    }

    /// Number of cells in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no cell.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the two sets share a cell.
    #[inline]
    pub const fn intersects(self, other: CellSet) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether every cell of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The indices in the set, lowest first.
    #[inline]
    pub fn indices(self) -> Indices {
        Indices(self.0)
    }

    /// Every index moved up by `n` (toward higher indices); those that pass 127 drop out.
    #[inline]
    pub(crate) fn shifted_up(self, n: usize) -> CellSet {
        CellSet(
            u32::try_from(n)
                .ok()
                .and_then(|n| self.0.checked_shl(n))
                .unwrap_or(0),
        )
    }

    /// Every index moved down by `n`; those that pass 0 drop out.
    #[inline]
    pub(crate) fn shifted_down(self, n: usize) -> CellSet {
        CellSet(
            u32::try_from(n)
                .ok()
                .and_then(|n| self.0.checked_shr(n))
                .unwrap_or(0),
        )
    }
}

/// The indices of a [`CellSet`], lowest first.
#[derive(Clone, Debug)]
pub struct Indices(u128);

impl Iterator for Indices {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Indices {}

impl IntoIterator for CellSet {
    type Item = usize;
    type IntoIter = Indices;

    fn into_iter(self) -> Indices {
        self.indices()
    }
}

impl FromIterator<usize> for CellSet {
    /// The set of the given indices (those of 128 or more are left out).
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        for i in iter {
            set.insert(i);
        }
        set
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.indices()).finish()
    }
}

macro_rules! set_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign:ident, $op:tt) => {
        impl $trait for CellSet {
            type Output = CellSet;

            #[inline]
            fn $method(self, other: CellSet) -> CellSet {
                CellSet(self.0 $op other.0)
            }
        }

        impl $assign_trait for CellSet {
            #[inline]
            fn $assign(&mut self, other: CellSet) {
                self.0 = self.0 $op other.0;
            }
        }
    };
}

set_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
set_operator!(BitOr, bitor, BitOrAssign, bitor_assign, |);
set_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for CellSet {
    type Output = CellSet;

    /// The cells of `self` that are not in `other`.
    #[inline]
    fn sub(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }
}

impl SubAssign for CellSet {
    #[inline]
    fn sub_assign(&mut self, other: CellSet) {
        self.0 &= !other.0;
    }
}

impl Not for CellSet {
    type Output = CellSet;

    /// Every index of 0 to 127 not in the set.
    #[inline]
    fn not(self) -> CellSet {
        CellSet(!self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_behaves_as_a_set_of_indices() {
        let mut set = CellSet::EMPTY;
        assert!(set.is_empty());
        assert!(set.insert(3));
        assert!(!set.insert(3), "already there");
        assert!(set.insert(127));
        assert!(!set.insert(128), "beyond any board");
        assert!(set.contains(3) && set.contains(127) && !set.contains(128));
        assert_eq!(set.len(), 2);
        assert_eq!(set.indices().collect::<Vec<_>>(), vec![3, 127]);
        assert_eq!(format!("{set:?}"), "{3, 127}");
        let other: CellSet = [3, 4].into_iter().collect();
        assert_eq!((set & other).indices().collect::<Vec<_>>(), vec![3]);
        assert_eq!((set | other).len(), 3);
        assert_eq!((set ^ other).indices().collect::<Vec<_>>(), vec![4, 127]);
        assert_eq!((set - other).indices().collect::<Vec<_>>(), vec![127]);
        assert_eq!((!set).len(), 126);
        assert!(CellSet::single(4).is_subset(other) && !set.is_subset(other));
        assert!(set.remove(3) && !set.remove(3));
        assert_eq!(CellSet::from_bits(set.bits()), set);
        assert_eq!(CellSet::single(0).shifted_up(130), CellSet::EMPTY);
        assert_eq!(CellSet::single(5).shifted_down(2), CellSet::single(3));
    }
}
