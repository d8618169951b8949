//! The analysis in French.

use blockness_bots::analysis::Label;
use blockness_web_common::Lang;

use super::{label_text, label_threshold, AnalysisWord, Loss, Standing};

const LANG: Lang = Lang::Fr;

fn colour(c: blockness_core::Colour) -> &'static str {
    super::colour(c, LANG)
}

/// The sentence in French.
pub(super) fn say(w: &AnalysisWord) -> String {
    match w {
        AnalysisWord::Standing(standing) => match *standing {
            Standing::WinsBy { winner, segments } => format!(
                "avec le meilleur jeu, {} gagne de {}",
                colour(winner),
                super::texts::SEGMENTS.count(segments, LANG)
            ),
            Standing::WinsOnHead { winner } => format!(
                "avec le meilleur jeu, {} gagne par la hauteur de sa tête, à égalité de segments",
                colour(winner)
            ),
            Standing::Shared => "avec le meilleur jeu, la victoire est partagée".into(),
            Standing::Ahead { leader, by } => format!(
                "{} a environ {} d'avance",
                colour(leader),
                by.of(super::texts::SEGMENTS, LANG)
            ),
            Standing::Level => "à peu près à égalité".into(),
        },
        AnalysisWord::ExpectedPlace { colour: c, place } => {
            format!("{}\u{202f}: place finale attendue {}", colour(*c), place.number(LANG))
        }
        AnalysisWord::Lost { loss, unit } => match loss {
            Loss::Nothing => "rien de perdu".into(),
            Loss::Slight => match unit {
                super::Unit::Segments => "perte de moins d'un dixième de segment".into(),
                super::Unit::Places => "perte de moins d'un centième de place".into(),
            },
            Loss::Of(amount) => format!("perte de {}", amount.of(unit.noun(), LANG)),
        },
        AnalysisWord::Accuracy(Some(percent)) => format!("{percent}\u{202f}%"),
        AnalysisWord::Accuracy(None) => super::texts::NO_ACCURACY.get(LANG).into(),
        AnalysisWord::AccuracyNote { half, quarter, unit } => format!(
            "Un coup aussi bon que le meilleur de l'ordinateur compte 100\u{202f}%, un coup qui perd {} 50\u{202f}%, un coup qui perd {} 25\u{202f}%\u{202f}; la précision est la moyenne des coups d'une couleur.",
            half.of(unit.noun(), LANG),
            quarter.of(unit.noun(), LANG)
        ),
        AnalysisWord::MarginCaption { above, below } => format!(
            "Segments d'avance après chaque coup si les deux camps continuent comme jouerait l'ordinateur\u{202f}: au-dessus de la ligne du milieu, {} mène\u{202f}; en dessous, {}. Valeur exacte dès que l'ordinateur voit la fin, estimée avant.",
            colour(*above),
            colour(*below)
        ),
        AnalysisWord::PlacesCaption => "Place finale attendue de chaque couleur après chaque coup, 1 en haut, si chacun continue comme jouerait l'ordinateur\u{202f}: une estimation, tirée de nombreuses parties jouées jusqu'au bout.".into(),
        AnalysisWord::LabelKey { label, unit } => {
            let name = label_text(*label).get(LANG);
            let sign = label.mark();
            let at = label_threshold(*label, *unit).map(|a| a.of(unit.noun(), LANG));
            match (label, at) {
                (Label::Best, _) | (_, None) => format!("{name}\u{202f}: rien de perdu"),
                (Label::Good, Some(at)) => format!("{name}\u{202f}: perte de moins de {at}"),
                (_, Some(at)) => format!("{name} {sign}\u{202f}: perte de {at} ou plus"),
            }
        }
        AnalysisWord::AheadKey(c) => format!("{} mène", colour(*c)),
        AnalysisWord::PlaceLineKey(c) => format!("{}\u{202f}: place attendue", colour(*c)),
        AnalysisWord::ReachedFirst(c) => format!("atteint d'abord par {}", colour(*c)),
    }
}
