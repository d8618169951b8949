//! The rating page's sentences: the rating with its uncertainty, and each rated game of
//! the graph as a screen reader hears it.

use blockness_web_common::rung_words::rung_words;
use blockness_web_common::{say, Lang};

/// A sentence of the rating page, in no language yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingWord {
    /// The rating, its uncertainty (twice the deviation: the range the true strength lies
    /// in 19 times in 20) and the games behind it.
    Figure {
        /// The rating, rounded.
        rating: i64,
        /// Twice the deviation, rounded.
        range: i64,
        /// Rated games played.
        games: u32,
        /// Too few games for it to mean much yet.
        provisional: bool,
    },
    /// One rated game of the graph.
    Point {
        /// Its number among the person's rated games, from 1.
        number: usize,
        /// The person's place.
        place: u32,
        /// Players in the game.
        players: usize,
        /// The computer players' level names.
        levels: Vec<String>,
        /// The rating after it, rounded.
        rating: i64,
        /// My games no longer keeps the game.
        gone: bool,
    },
}

/// A level's name in `lang`: the ladder's word for it, or the name as kept.
pub fn level_word(name: &str, lang: Lang) -> String {
    rung_words(name).map_or_else(|| name.to_string(), |words| words.get(lang).to_string())
}

impl RatingWord {
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            RatingWord::Figure {
                rating,
                range,
                games,
                provisional,
            } => {
                let figure = say!(
                    lang,
                    "{rating} ± {range}, from {games} rated games",
                    "{rating} ± {range}, sur {games} parties classées",
                    "{rating} ± {range}, aus {games} gewerteten Spielen",
                    "{rating} ± {range}, su {games} partite valutate",
                );
                if !*provisional {
                    return figure;
                }
                say!(
                    lang,
                    "{figure}: provisional, a few more games will settle it",
                    "{figure}\u{202f}: provisoire, quelques parties de plus le fixeront",
                    "{figure}: vorläufig, ein paar Spiele mehr festigen sie",
                    "{figure}: provvisoria, qualche partita in più la consoliderà",
                )
            }
            RatingWord::Point {
                number,
                place,
                players,
                levels,
                rating,
                gone,
            } => {
                let levels: Vec<String> = levels.iter().map(|l| level_word(l, lang)).collect();
                let levels = blockness_web_board::words::list(&levels, lang);
                let line = say!(
                    lang,
                    "Rated game {number}: place {place} of {players} against {levels}; rating {rating}",
                    "Partie classée {number}\u{202f}: place {place} sur {players} contre {levels}\u{202f}; classement {rating}",
                    "Gewertetes Spiel {number}: Platz {place} von {players} gegen {levels}; Wertung {rating}",
                    "Partita valutata {number}: posto {place} su {players} contro {levels}; valutazione {rating}",
                );
                if !*gone {
                    return line;
                }
                say!(
                    lang,
                    "{line} (no longer in My games)",
                    "{line} (plus dans Mes parties)",
                    "{line} (nicht mehr in Meine Spiele)",
                    "{line} (non più in Le mie partite)",
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rating_sentence_has_its_own_words_in_each_language() {
        let samples = [
            RatingWord::Figure {
                rating: 1534,
                range: 240,
                games: 3,
                provisional: true,
            },
            RatingWord::Figure {
                rating: 1534,
                range: 120,
                games: 30,
                provisional: false,
            },
            RatingWord::Point {
                number: 4,
                place: 1,
                players: 2,
                levels: vec!["medium".into()],
                rating: 1534,
                gone: false,
            },
            RatingWord::Point {
                number: 5,
                place: 2,
                players: 3,
                levels: vec!["casual".into(), "sharp".into()],
                rating: 1490,
                gone: true,
            },
        ];
        for word in samples {
            let en = word.text(Lang::En);
            for lang in [Lang::Fr, Lang::De, Lang::It] {
                assert_ne!(word.text(lang), en, "{lang:?} left in English: {word:?}");
            }
        }
        assert_eq!(level_word("keen", Lang::En), "keen");
        assert_eq!(level_word("not a level", Lang::Fr), "not a level");
    }
}
