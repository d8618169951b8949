//! The analysis's sentences, in no language yet, and their words: each sentence's four
//! languages side by side in [`AnalysisWord::text`].

use blockness_bots::analysis::Label;
use blockness_core::Colour;
use blockness_web_common::{say, Lang};

use super::{label_text, label_threshold, texts, Amount, Loss, Standing, Unit};

/// A sentence of the analysis, in no language yet (see the module's documentation).
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisWord {
    /// Two players: where the game stands after a move.
    Standing(Standing),
    /// Three or four players: the mover's expected final place after its move.
    ExpectedPlace {
        /// The mover's colour.
        colour: Colour,
        /// The place, 1 being first.
        place: Amount,
    },
    /// What a move lost.
    Lost {
        /// How much.
        loss: Loss,
        /// In what.
        unit: Unit,
    },
    /// A colour's accuracy in percent, `None` before its first move.
    Accuracy(Option<u64>),
    /// What accuracy means: the score of a move that loses `half` (a mistake's worth) and
    /// `quarter` (a blunder's worth).
    AccuracyNote {
        /// The loss that halves a move's score.
        half: Amount,
        /// The loss that quarters it.
        quarter: Amount,
        /// In what.
        unit: Unit,
    },
    /// The two-player graph's caption: above its middle line `above` is ahead, below it
    /// `below`.
    MarginCaption {
        /// The first colour.
        above: Colour,
        /// The second colour.
        below: Colour,
    },
    /// The three- and four-player graph's caption.
    PlacesCaption,
    /// The key of a label's mark: its name, its sign and the losses it stands for.
    LabelKey {
        /// The label.
        label: Label,
        /// In what losses are counted.
        unit: Unit,
    },
    /// The key of a two-player shading: `colour` is ahead.
    AheadKey(Colour),
    /// The key of a line of the three- and four-player graph: `colour`'s expected place.
    PlaceLineKey(Colour),
    /// The key of the territory wash: holes `colour` reaches first.
    ReachedFirst(Colour),
}

impl AnalysisWord {
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let colour = |c| crate::words::colour_name(c, lang);
        match self {
            AnalysisWord::Standing(Standing::WinsBy { winner, segments }) => say!(
                lang,
                "with best play {} wins by {}",
                "avec le meilleur jeu, {} gagne de {}",
                "bei bestem Spiel gewinnt {}, am Ende {} vorn",
                "con il gioco migliore vince {} di {}",
                colour(*winner),
                texts::SEGMENTS.count(*segments, lang)
            ),
            AnalysisWord::Standing(Standing::WinsOnHead { winner }) => say!(
                lang,
                "with best play {} wins on head height, level on segments",
                "avec le meilleur jeu, {} gagne par la hauteur de sa tête, à égalité de segments",
                "bei bestem Spiel gewinnt {} durch den höheren Kopf, bei gleich vielen Segmenten",
                "con il gioco migliore vince {} per l'altezza della testa, a parità di segmenti",
                colour(*winner)
            ),
            AnalysisWord::Standing(Standing::Shared) => say!(
                lang,
                "with best play the win is shared",
                "avec le meilleur jeu, la victoire est partagée",
                "bei bestem Spiel wird der Sieg geteilt",
                "con il gioco migliore la vittoria è condivisa",
            ),
            AnalysisWord::Standing(Standing::Ahead { leader, by }) => say!(
                lang,
                "{} is about {} ahead",
                "{} a environ {} d'avance",
                "{} liegt etwa {} vorn",
                "{} è avanti di circa {}",
                colour(*leader),
                by.of(texts::SEGMENTS, lang)
            ),
            AnalysisWord::Standing(Standing::Level) => say!(
                lang,
                "about level",
                "à peu près à égalité",
                "etwa ausgeglichen",
                "circa in parità",
            ),
            AnalysisWord::ExpectedPlace { colour: c, place } => say!(
                lang,
                "{}'s expected final place: {}",
                "{}\u{202f}: place finale attendue {}",
                "erwarteter Endplatz von {}: {}",
                "posizione finale attesa di {}: {}",
                colour(*c),
                place.number(lang)
            ),
            AnalysisWord::Lost {
                loss: Loss::Nothing,
                ..
            } => say!(
                lang,
                "nothing lost",
                "rien de perdu",
                "nichts verloren",
                "nessuna perdita",
            ),
            AnalysisWord::Lost {
                loss: Loss::Slight,
                unit: Unit::Segments,
            } => say!(
                lang,
                "lost less than a tenth of a segment",
                "perte de moins d'un dixième de segment",
                "Verlust: weniger als ein Zehntel Segment",
                "perdita di meno di un decimo di segmento",
            ),
            AnalysisWord::Lost {
                loss: Loss::Slight,
                unit: Unit::Places,
            } => say!(
                lang,
                "lost less than a hundredth of a place",
                "perte de moins d'un centième de place",
                "Verlust: weniger als ein Hundertstel Platz",
                "perdita di meno di un centesimo di posizione",
            ),
            AnalysisWord::Lost {
                loss: Loss::Of(amount),
                unit,
            } => say!(
                lang,
                "lost {}",
                "perte de {}",
                "Verlust: {}",
                "perdita di {}",
                amount.of(unit.noun(), lang)
            ),
            AnalysisWord::Accuracy(Some(percent)) => say!(
                lang,
                "{percent}%",
                "{percent}\u{202f}%",
                "{percent}\u{a0}%",
                "{percent}%",
            ),
            AnalysisWord::Accuracy(None) => texts::NO_ACCURACY.get(lang).into(),
            AnalysisWord::AccuracyNote { half, quarter, unit } => say!(
                lang,
                "A move as good as the engine's best scores 100%, one that loses {half} 50%, one that loses {quarter} 25%; accuracy is the mean over a colour's moves.",
                "Un coup aussi bon que le meilleur de l'ordinateur compte 100\u{202f}%, un coup qui perd {half} 50\u{202f}%, un coup qui perd {quarter} 25\u{202f}%\u{202f}; la précision est la moyenne des coups d'une couleur.",
                "Ein Zug so gut wie der beste des Computers zählt 100\u{a0}%, einer, der {half} verliert, 50\u{a0}%, einer, der {quarter} verliert, 25\u{a0}%; die Genauigkeit ist der Mittelwert über die Züge einer Farbe.",
                "Una mossa buona quanto la migliore del computer vale 100%, una che perde {half} 50%, una che perde {quarter} 25%; la precisione è la media sulle mosse di un colore.",
                half = half.of(unit.noun(), lang),
                quarter = quarter.of(unit.noun(), lang)
            ),
            AnalysisWord::MarginCaption { above, below } => say!(
                lang,
                "Segments ahead after each move if both play on as the engine would: above the middle line {above} is ahead, below it {below}. Exact once the engine sees to the end, an estimate before.",
                "Segments d'avance après chaque coup si les deux camps continuent comme jouerait l'ordinateur\u{202f}: au-dessus de la ligne du milieu, {above} mène\u{202f}; en dessous, {below}. Valeur exacte dès que l'ordinateur voit la fin, estimée avant.",
                "Segmente Vorsprung nach jedem Zug, wenn beide so weiterspielen wie der Computer: über der Mittellinie liegt {above} vorn, darunter {below}. Exakt, sobald der Computer das Ende sieht, vorher geschätzt.",
                "Segmenti di vantaggio dopo ogni mossa se entrambi continuano come giocherebbe il computer: sopra la linea di mezzo è avanti {above}, sotto {below}. Esatto quando il computer vede la fine, stimato prima.",
                above = colour(*above),
                below = colour(*below)
            ),
            AnalysisWord::PlacesCaption => say!(
                lang,
                "Expected final place of each colour after each move, 1 at the top, if everyone plays on as the engine would: an estimate, from many games played out to the end.",
                "Place finale attendue de chaque couleur après chaque coup, 1 en haut, si chacun continue comme jouerait l'ordinateur\u{202f}: une estimation, tirée de nombreuses parties jouées jusqu'au bout.",
                "Erwarteter Endplatz jeder Farbe nach jedem Zug, 1 oben, wenn alle so weiterspielen wie der Computer: eine Schätzung aus vielen zu Ende gespielten Partien.",
                "Posizione finale attesa di ogni colore dopo ogni mossa, 1 in alto, se tutti continuano come giocherebbe il computer: una stima, ricavata da molte partite giocate fino alla fine.",
            ),
            AnalysisWord::LabelKey { label, unit } => {
                let name = label_text(*label).get(lang);
                let sign = label.mark();
                match (label, label_threshold(*label, *unit)) {
                    (Label::Best, _) | (_, None) => say!(
                        lang,
                        "{name}: nothing lost",
                        "{name}\u{202f}: rien de perdu",
                        "{name}: nichts verloren",
                        "{name}: nessuna perdita",
                    ),
                    (Label::Good, Some(at)) => say!(
                        lang,
                        "{name}: lost less than {at}",
                        "{name}\u{202f}: perte de moins de {at}",
                        "{name}: weniger als {at} verloren",
                        "{name}: perdita inferiore a {at}",
                        at = at.of(unit.noun(), lang)
                    ),
                    (_, Some(at)) => say!(
                        lang,
                        "{name} {sign}: lost {at} or more",
                        "{name} {sign}\u{202f}: perte de {at} ou plus",
                        "{name} {sign}: {at} oder mehr verloren",
                        "{name} {sign}: perdita di {at} o più",
                        at = at.of(unit.noun(), lang)
                    ),
                }
            }
            AnalysisWord::AheadKey(c) => say!(
                lang,
                "{} ahead",
                "{} mène",
                "{} vorn",
                "{} in vantaggio",
                colour(*c)
            ),
            AnalysisWord::PlaceLineKey(c) => say!(
                lang,
                "{}'s expected place",
                "{}\u{202f}: place attendue",
                "erwarteter Platz von {}",
                "posizione attesa di {}",
                colour(*c)
            ),
            AnalysisWord::ReachedFirst(c) => say!(
                lang,
                "reached first by {}",
                "atteint d'abord par {}",
                "zuerst von {} erreicht",
                "raggiunto prima da {}",
                colour(*c)
            ),
        }
    }
}
