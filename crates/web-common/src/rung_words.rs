//! The words for the rungs of both games' ladders of computer opponents, by the name the
//! ladder gives each in English (`blockness levels`): one table, since the games share
//! most names ("casual", "medium"...), and each game's sentences put the word in place.

use crate::Tr;

/// Every rung's name, each with its words, weakest first within each game.
const RUNGS: [Tr; 10] = [
    tr("easy", "facile", "leicht", "facile"),
    tr("gentle", "doux", "sanft", "gentile"),
    tr("relaxed", "détendu", "locker", "rilassato"),
    tr("casual", "tranquille", "gemütlich", "tranquillo"),
    tr("steady", "régulier", "solide", "costante"),
    tr("eager", "ardent", "eifrig", "volenteroso"),
    tr("medium", "moyen", "mittel", "medio"),
    tr("keen", "appliqué", "scharfsinnig", "attento"),
    tr("sharp", "affûté", "scharf", "acuto"),
    tr("strong", "fort", "stark", "forte"),
];

const fn tr(en: &'static str, fr: &'static str, de: &'static str, it: &'static str) -> Tr {
    Tr { en, fr, de, it }
}

/// The words of the rung named `name`, if a ladder has one of that name.
pub fn rung_words(name: &str) -> Option<Tr> {
    RUNGS.into_iter().find(|words| words.en == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rung_has_its_own_word_in_each_language() {
        for lang in crate::Lang::ALL {
            let mut seen: Vec<&str> = RUNGS.iter().map(|w| w.get(lang)).collect();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), RUNGS.len(), "{lang:?}");
        }
        assert_eq!(rung_words("casual").map(|w| w.de), Some("gemütlich"));
        assert_eq!(rung_words("wizard"), None);
    }
}
