//! The analysis in German.

use blockness_bots::analysis::Label;
use blockness_web_common::Lang;

use super::{label_text, label_threshold, AnalysisWord, Loss, Standing};

const LANG: Lang = Lang::De;

fn colour(c: blockness_core::Colour) -> &'static str {
    super::colour(c, LANG)
}

/// The sentence in German.
pub(super) fn say(w: &AnalysisWord) -> String {
    match w {
        AnalysisWord::Standing(standing) => match *standing {
            Standing::WinsBy { winner, segments } => format!(
                "bei bestem Spiel gewinnt {}, am Ende {} vorn",
                colour(winner),
                super::texts::SEGMENTS.count(segments, LANG)
            ),
            Standing::WinsOnHead { winner } => format!(
                "bei bestem Spiel gewinnt {} durch den höheren Kopf, bei gleich vielen Segmenten",
                colour(winner)
            ),
            Standing::Shared => "bei bestem Spiel wird der Sieg geteilt".into(),
            Standing::Ahead { leader, by } => format!(
                "{} liegt etwa {} vorn",
                colour(leader),
                by.of(super::texts::SEGMENTS, LANG)
            ),
            Standing::Level => "etwa ausgeglichen".into(),
        },
        AnalysisWord::ExpectedPlace { colour: c, place } => {
            format!("erwarteter Endplatz von {}: {}", colour(*c), place.number(LANG))
        }
        AnalysisWord::Lost { loss, unit } => match loss {
            Loss::Nothing => "nichts verloren".into(),
            Loss::Slight => match unit {
                super::Unit::Segments => "Verlust: weniger als ein Zehntel Segment".into(),
                super::Unit::Places => "Verlust: weniger als ein Hundertstel Platz".into(),
            },
            Loss::Of(amount) => format!("Verlust: {}", amount.of(unit.noun(), LANG)),
        },
        AnalysisWord::Accuracy(Some(percent)) => format!("{percent}\u{a0}%"),
        AnalysisWord::Accuracy(None) => super::texts::NO_ACCURACY.get(LANG).into(),
        AnalysisWord::AccuracyNote { half, quarter, unit } => format!(
            "Ein Zug so gut wie der beste des Computers zählt 100\u{a0}%, einer, der {} verliert, 50\u{a0}%, einer, der {} verliert, 25\u{a0}%; die Genauigkeit ist der Mittelwert über die Züge einer Farbe.",
            half.of(unit.noun(), LANG),
            quarter.of(unit.noun(), LANG)
        ),
        AnalysisWord::MarginCaption { above, below } => format!(
            "Segmente Vorsprung nach jedem Zug, wenn beide so weiterspielen wie der Computer: über der Mittellinie liegt {} vorn, darunter {}. Exakt, sobald der Computer das Ende sieht, vorher geschätzt.",
            colour(*above),
            colour(*below)
        ),
        AnalysisWord::PlacesCaption => "Erwarteter Endplatz jeder Farbe nach jedem Zug, 1 oben, wenn alle so weiterspielen wie der Computer: eine Schätzung aus vielen zu Ende gespielten Partien.".into(),
        AnalysisWord::LabelKey { label, unit } => {
            let name = label_text(*label).get(LANG);
            let sign = label.mark();
            let at = label_threshold(*label, *unit).map(|a| a.of(unit.noun(), LANG));
            match (label, at) {
                (Label::Best, _) | (_, None) => format!("{name}: nichts verloren"),
                (Label::Good, Some(at)) => format!("{name}: weniger als {at} verloren"),
                (_, Some(at)) => format!("{name} {sign}: {at} oder mehr verloren"),
            }
        }
        AnalysisWord::AheadKey(c) => format!("{} vorn", colour(*c)),
        AnalysisWord::PlaceLineKey(c) => format!("erwarteter Platz von {}", colour(*c)),
        AnalysisWord::ReachedFirst(c) => format!("zuerst von {} erreicht", colour(*c)),
    }
}
