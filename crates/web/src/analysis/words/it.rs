//! The analysis in Italian.

use blockness_bots::analysis::Label;
use blockness_web_common::Lang;

use super::{label_text, label_threshold, AnalysisWord, Loss, Standing};

const LANG: Lang = Lang::It;

fn colour(c: blockness_core::Colour) -> &'static str {
    super::colour(c, LANG)
}

/// The sentence in Italian.
pub(super) fn say(w: &AnalysisWord) -> String {
    match w {
        AnalysisWord::Standing(standing) => match *standing {
            Standing::WinsBy { winner, segments } => format!(
                "con il gioco migliore vince {} di {}",
                colour(winner),
                super::texts::SEGMENTS.count(segments, LANG)
            ),
            Standing::WinsOnHead { winner } => format!(
                "con il gioco migliore vince {} per l'altezza della testa, a parità di segmenti",
                colour(winner)
            ),
            Standing::Shared => "con il gioco migliore la vittoria è condivisa".into(),
            Standing::Ahead { leader, by } => format!(
                "{} è avanti di circa {}",
                colour(leader),
                by.of(super::texts::SEGMENTS, LANG)
            ),
            Standing::Level => "circa in parità".into(),
        },
        AnalysisWord::ExpectedPlace { colour: c, place } => {
            format!("posizione finale attesa di {}: {}", colour(*c), place.number(LANG))
        }
        AnalysisWord::Lost { loss, unit } => match loss {
            Loss::Nothing => "nessuna perdita".into(),
            Loss::Slight => match unit {
                super::Unit::Segments => "perdita di meno di un decimo di segmento".into(),
                super::Unit::Places => "perdita di meno di un centesimo di posizione".into(),
            },
            Loss::Of(amount) => format!("perdita di {}", amount.of(unit.noun(), LANG)),
        },
        AnalysisWord::Accuracy(Some(percent)) => format!("{percent}%"),
        AnalysisWord::Accuracy(None) => super::texts::NO_ACCURACY.get(LANG).into(),
        AnalysisWord::AccuracyNote { half, quarter, unit } => format!(
            "Una mossa buona quanto la migliore del computer vale 100%, una che perde {} 50%, una che perde {} 25%; la precisione è la media sulle mosse di un colore.",
            half.of(unit.noun(), LANG),
            quarter.of(unit.noun(), LANG)
        ),
        AnalysisWord::MarginCaption { above, below } => format!(
            "Segmenti di vantaggio dopo ogni mossa se entrambi continuano come giocherebbe il computer: sopra la linea di mezzo è avanti {}, sotto {}. Esatto quando il computer vede la fine, stimato prima.",
            colour(*above),
            colour(*below)
        ),
        AnalysisWord::PlacesCaption => "Posizione finale attesa di ogni colore dopo ogni mossa, 1 in alto, se tutti continuano come giocherebbe il computer: una stima, ricavata da molte partite giocate fino alla fine.".into(),
        AnalysisWord::LabelKey { label, unit } => {
            let name = label_text(*label).get(LANG);
            let sign = label.mark();
            let at = label_threshold(*label, *unit).map(|a| a.of(unit.noun(), LANG));
            match (label, at) {
                (Label::Best, _) | (_, None) => format!("{name}: nessuna perdita"),
                (Label::Good, Some(at)) => format!("{name}: perdita inferiore a {at}"),
                (_, Some(at)) => format!("{name} {sign}: perdita di {at} o più"),
            }
        }
        AnalysisWord::AheadKey(c) => format!("{} in vantaggio", colour(*c)),
        AnalysisWord::PlaceLineKey(c) => format!("posizione attesa di {}", colour(*c)),
        AnalysisWord::ReachedFirst(c) => format!("raggiunto prima da {}", colour(*c)),
    }
}
