//! The analysis in English.

use blockness_bots::analysis::Label;
use blockness_web_common::Lang;

use super::{label_text, label_threshold, AnalysisWord, Loss, Standing};

const LANG: Lang = Lang::En;

fn colour(c: blockness_core::Colour) -> &'static str {
    super::colour(c, LANG)
}

/// The sentence in English.
pub(super) fn say(w: &AnalysisWord) -> String {
    match w {
        AnalysisWord::Standing(standing) => match *standing {
            Standing::WinsBy { winner, segments } => format!(
                "with best play {} wins by {}",
                colour(winner),
                super::texts::SEGMENTS.count(segments, LANG)
            ),
            Standing::WinsOnHead { winner } => format!(
                "with best play {} wins on head height, level on segments",
                colour(winner)
            ),
            Standing::Shared => "with best play the win is shared".into(),
            Standing::Ahead { leader, by } => format!(
                "{} is about {} ahead",
                colour(leader),
                by.of(super::texts::SEGMENTS, LANG)
            ),
            Standing::Level => "about level".into(),
        },
        AnalysisWord::ExpectedPlace { colour: c, place } => {
            format!("{}'s expected final place: {}", colour(*c), place.number(LANG))
        }
        AnalysisWord::Lost { loss, unit } => match loss {
            Loss::Nothing => "nothing lost".into(),
            Loss::Slight => match unit {
                super::Unit::Segments => "lost less than a tenth of a segment".into(),
                super::Unit::Places => "lost less than a hundredth of a place".into(),
            },
            Loss::Of(amount) => format!("lost {}", amount.of(unit.noun(), LANG)),
        },
        AnalysisWord::Accuracy(Some(percent)) => format!("{percent}%"),
        AnalysisWord::Accuracy(None) => super::texts::NO_ACCURACY.get(LANG).into(),
        AnalysisWord::AccuracyNote { half, quarter, unit } => format!(
            "A move as good as the engine's best scores 100%, one that loses {} 50%, one that loses {} 25%; accuracy is the mean over a colour's moves.",
            half.of(unit.noun(), LANG),
            quarter.of(unit.noun(), LANG)
        ),
        AnalysisWord::MarginCaption { above, below } => format!(
            "Segments ahead after each move if both play on as the engine would: above the middle line {} is ahead, below it {}. Exact once the engine sees to the end, an estimate before.",
            colour(*above),
            colour(*below)
        ),
        AnalysisWord::PlacesCaption => "Expected final place of each colour after each move, 1 at the top, if everyone plays on as the engine would: an estimate, from many games played out to the end.".into(),
        AnalysisWord::LabelKey { label, unit } => {
            let name = label_text(*label).get(LANG);
            let sign = label.mark();
            let at = label_threshold(*label, *unit).map(|a| a.of(unit.noun(), LANG));
            match (label, at) {
                (Label::Best, _) | (_, None) => format!("{name}: nothing lost"),
                (Label::Good, Some(at)) => format!("{name}: lost less than {at}"),
                (_, Some(at)) => format!("{name} {sign}: lost {at} or more"),
            }
        }
        AnalysisWord::AheadKey(c) => format!("{} ahead", colour(*c)),
        AnalysisWord::PlaceLineKey(c) => format!("{}'s expected place", colour(*c)),
        AnalysisWord::ReachedFirst(c) => format!("reached first by {}", colour(*c)),
    }
}
