//! The analysis's words, in the four languages, kept with the analysis rather than among
//! the page's shared words (`crate::words`): fixed text and counted nouns in [`texts`],
//! sentences built from an analysis as [`AnalysisWord`]s, each written once with its four
//! languages side by side (in `sentences`).
//!
//! What a number says is decided here, in no language yet: [`Standing`] turns a
//! two-player value into who is ahead and by how many segments, [`Loss`] what a move gave
//! away, [`Amount`] how a number is rounded. The languages only word them.

use blockness_bots::analysis::{Label, Thresholds};
use blockness_core::Colour;
use blockness_web_common::{Lang, Plural};

mod sentences;
pub mod texts;

pub use sentences::AnalysisWord;

/// A number of segments or places, never negative, rounded to tenths or hundredths and
/// written without the decimals it does not need: "7.8", "5", "0,25".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Amount {
    /// The amount in units of `1 / scale`.
    units: u64,
    /// 10 or 100.
    scale: u64,
}

impl Amount {
    /// `value`'s size to a tenth.
    pub fn tenths(value: f64) -> Amount {
        Amount::scaled(value, 10)
    }

    /// `value`'s size to a hundredth.
    pub fn hundredths(value: f64) -> Amount {
        Amount::scaled(value, 100)
    }

    fn scaled(value: f64, scale: u64) -> Amount {
        let units = (value.abs() * scale as f64).round();
        Amount {
            units: if units.is_finite() { units as u64 } else { 0 },
            scale,
        }
    }

    /// Whether it rounds to nothing.
    pub fn is_zero(&self) -> bool {
        self.units == 0
    }

    /// The digits after the decimal sign that are needed: none for a whole amount.
    fn decimals(&self) -> String {
        let mut digits = format!("{:0width$}", self.units % self.scale, width = self.width());
        while digits.ends_with('0') {
            digits.pop();
        }
        digits
    }

    fn width(&self) -> usize {
        if self.scale >= 100 {
            2
        } else {
            1
        }
    }

    /// The number, with `lang`'s decimal sign. Written with integers only: the standard
    /// float formatting would add its whole machinery to the page's wasm.
    pub fn number(&self, lang: Lang) -> String {
        let whole = self.units / self.scale;
        let decimals = self.decimals();
        if decimals.is_empty() {
            whole.to_string()
        } else {
            format!("{whole}{}{decimals}", decimal_sign(lang))
        }
    }

    /// The number and `noun` in the form it takes: "1 segment", "0.5 segments", "0,5 segment".
    pub fn of(&self, noun: Plural, lang: Lang) -> String {
        let whole = self.units / self.scale;
        let word = if self.decimals().is_empty() {
            noun.word(whole, lang)
        } else {
            noun.word_for_decimal(whole, lang)
        };
        format!("{} {word}", self.number(lang))
    }
}

/// The decimal sign of `lang`.
pub fn decimal_sign(lang: Lang) -> &'static str {
    texts::DECIMAL_SIGN.get(lang)
}

/// What an analysis counts in: segments of final margin (two players) or expected final
/// places (three and four).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Segments, two players.
    Segments,
    /// Places, three and four players.
    Places,
}

impl Unit {
    /// The unit of a game of `players`.
    pub fn for_players(players: usize) -> Unit {
        if players <= 2 {
            Unit::Segments
        } else {
            Unit::Places
        }
    }

    /// The counted noun.
    pub fn noun(self) -> Plural {
        match self {
            Unit::Segments => texts::SEGMENTS,
            Unit::Places => texts::PLACES,
        }
    }

    /// An amount of this unit, rounded as it is shown: segments to a tenth (their
    /// hundredths are head height, a tie-break), places to a hundredth.
    pub fn amount(self, value: f64) -> Amount {
        match self {
            Unit::Segments => Amount::tenths(value),
            Unit::Places => Amount::hundredths(value),
        }
    }
}

/// Where a two-player game stands after a move, in plain terms: who wins or leads, by how
/// many segments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Exact: with best play `winner` ends `segments` (one or more) segments ahead.
    WinsBy {
        /// Who wins.
        winner: Colour,
        /// By how many segments.
        segments: u64,
    },
    /// Exact: level on segments, and `winner`'s head ends taller.
    WinsOnHead {
        /// Who wins.
        winner: Colour,
    },
    /// Exact: level on segments and head height, so the win is shared.
    Shared,
    /// Estimated: `leader` is about `by` segments ahead.
    Ahead {
        /// Who leads.
        leader: Colour,
        /// By about how much.
        by: Amount,
    },
    /// Estimated: about level.
    Level,
}

impl Standing {
    /// The standing of `value`, a margin from the side of `first` against `second`: whole
    /// segments plus a hundredth per unit of head height, so an exact value is read as
    /// segments, then head height.
    pub fn of(value: f64, exact: bool, first: Colour, second: Colour) -> Standing {
        let ahead = if value > 0.0 { first } else { second };
        if !exact {
            let by = Amount::tenths(value);
            return if by.is_zero() {
                Standing::Level
            } else {
                Standing::Ahead { leader: ahead, by }
            };
        }
        // Head heights differ by five at most, so the hundredths never reach half a segment.
        let segments = value.abs().round() as u64;
        if segments > 0 {
            Standing::WinsBy {
                winner: ahead,
                segments,
            }
        } else if Amount::hundredths(value).is_zero() {
            Standing::Shared
        } else {
            Standing::WinsOnHead { winner: ahead }
        }
    }
}

/// What a move gave away against the engine's best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loss {
    /// Nothing: the move was as good as the best.
    Nothing,
    /// Something, less than the amount shown can say (a tenth of a segment, a hundredth
    /// of a place).
    Slight,
    /// This much.
    Of(Amount),
}

impl Loss {
    /// The loss `value` in `unit`.
    pub fn of(value: f64, unit: Unit) -> Loss {
        if Amount::hundredths(value).is_zero() {
            Loss::Nothing
        } else {
            let amount = unit.amount(value);
            if amount.is_zero() {
                Loss::Slight
            } else {
                Loss::Of(amount)
            }
        }
    }
}

pub use blockness_web_board::words::marks::label_text;

/// The loss a label's key names, in `unit`: the threshold a good move stays under, or the
/// one an inaccuracy, a mistake or a blunder reaches; `None` for the best move, which
/// loses nothing.
pub fn label_threshold(label: Label, unit: Unit) -> Option<Amount> {
    let t = thresholds(unit);
    let at = match label {
        Label::Best => return None,
        Label::Good | Label::Inaccuracy => t.inaccuracy,
        Label::Mistake => t.mistake,
        Label::Blunder => t.blunder,
    };
    Some(Amount::hundredths(at))
}

fn thresholds(unit: Unit) -> Thresholds {
    match unit {
        Unit::Segments => Thresholds::SEGMENTS,
        Unit::Places => Thresholds::PLACES,
    }
}

/// The note on accuracy for a game counted in `unit`: a mistake's worth of loss halves a
/// move's score, a blunder's quarters it.
pub fn accuracy_note(unit: Unit) -> AnalysisWord {
    let t = thresholds(unit);
    AnalysisWord::AccuracyNote {
        half: Amount::hundredths(t.mistake),
        quarter: Amount::hundredths(2.0 * t.mistake),
        unit,
    }
}

#[cfg(test)]
mod tests;
