//! Key fingerprints: two pictures that every screen draws the same for one key, so players
//! can tell at a glance that the "Anna" at their table is the Anna they invited.

use sha2::{Digest, Sha256};

/// Animals: the first picture.
const ANIMALS: [&str; 64] = [
    "🐙", "🦀", "🐢", "🐸", "🦊", "🐻", "🐼", "🐨", "🦁", "🐯", "🐮", "🐷", "🐵", "🐔", "🐧", "🐦",
    "🦆", "🦉", "🦇", "🐺", "🐗", "🐴", "🦄", "🐝", "🐛", "🦋", "🐌", "🐞", "🐜", "🦂", "🐍", "🦎",
    "🦖", "🦕", "🐳", "🐬", "🐟", "🐠", "🐡", "🦈", "🐊", "🐅", "🐆", "🦓", "🦍", "🐘", "🦏", "🐪",
    "🦒", "🦘", "🐃", "🐄", "🐎", "🐖", "🐏", "🐑", "🦙", "🐐", "🦌", "🐕", "🐩", "🐈", "🐇", "🦔",
];

/// Plants, food and things: the second picture.
const THINGS: [&str; 64] = [
    "🍎", "🍐", "🍊", "🍋", "🍌", "🍉", "🍇", "🍓", "🍒", "🍑", "🥭", "🍍", "🥥", "🥝", "🍅", "🍆",
    "🥑", "🥦", "🌽", "🥕", "🍄", "🌰", "🍞", "🧀", "🍕", "🍔", "🍟", "🌭", "🍿", "🧁", "🍩", "🍪",
    "🌵", "🌲", "🌴", "🌻", "🌹", "🌷", "🍀", "🍁", "🌙", "🌈", "🔥", "💧", "🎈", "🎸", "🎺", "🔔",
    "🔑", "🎲", "🧩", "🪁", "🚀", "🚲", "🎩", "👑", "💎", "🧲", "🔭", "📚", "🧭", "🏆", "🎁", "🪐",
];

/// The fingerprint of a key's 32 bytes: an animal and a thing, from the key's hash (12
/// bits: two seats of one table share one by chance once in 4,096 tables, and nobody can
/// pick a key for a wanted picture without as many tries as there are pictures, which is
/// why the picture is a check between people, beside the name, never a key by itself).
pub fn of(key: &[u8; 32]) -> String {
    let digest = Sha256::digest([b"blockness-fingerprint".as_slice(), key].concat());
    let animal = ANIMALS[(digest[0] & 63) as usize];
    let thing = THINGS[(digest[1] & 63) as usize];
    format!("{animal}{thing}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn fingerprints_are_stable_two_pictures_and_spread() {
        let one = of(&[1; 32]);
        assert_eq!(one, of(&[1; 32]));
        assert_eq!(one.chars().count(), 2);
        let all: HashSet<String> = (0..=255u8).map(|b| of(&[b; 32])).collect();
        assert!(all.len() > 240, "{} distinct of 256", all.len());
        assert_eq!(ANIMALS.iter().collect::<HashSet<_>>().len(), 64);
        assert_eq!(THINGS.iter().collect::<HashSet<_>>().len(), 64);
        assert!(ANIMALS
            .iter()
            .chain(&THINGS)
            .all(|p| p.chars().count() == 1));
    }
}
