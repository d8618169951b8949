use blockness_bots::analysis::Label;
use blockness_core::Colour;
use blockness_web_common::Lang;

use super::*;

const O: Colour = Colour::Orange;
const G: Colour = Colour::Green;

#[test]
fn amounts_keep_only_the_decimals_they_need() {
    assert_eq!(Amount::tenths(7.795).number(Lang::En), "7.8");
    assert_eq!(Amount::tenths(-6.355).number(Lang::Fr), "6,4");
    assert_eq!(Amount::tenths(4.999).number(Lang::En), "5");
    assert_eq!(Amount::hundredths(0.25).number(Lang::De), "0,25");
    assert_eq!(Amount::hundredths(1.8).number(Lang::It), "1,8");
    assert_eq!(Amount::hundredths(0.5).number(Lang::En), "0.5");
    assert!(Amount::tenths(0.04).is_zero());
    assert!(Amount::tenths(f64::NAN).is_zero());
}

#[test]
fn counted_amounts_take_each_language_s_form() {
    let segments = |v: f64| Lang::ALL.map(|lang| Amount::tenths(v).of(texts::SEGMENTS, lang));
    assert_eq!(
        segments(1.0),
        ["1 segment", "1 segment", "1 Segment", "1 segmento"]
    );
    assert_eq!(
        segments(2.0),
        ["2 segments", "2 segments", "2 Segmente", "2 segmenti"]
    );
    assert_eq!(
        segments(0.3),
        [
            "0.3 segments",
            "0,3 segment",
            "0,3 Segmente",
            "0,3 segmenti"
        ]
    );
    assert_eq!(
        segments(1.5),
        [
            "1.5 segments",
            "1,5 segment",
            "1,5 Segmente",
            "1,5 segmenti"
        ]
    );
    assert_eq!(
        segments(7.8),
        [
            "7.8 segments",
            "7,8 segments",
            "7,8 Segmente",
            "7,8 segmenti"
        ]
    );
    assert_eq!(
        Lang::ALL.map(|lang| Amount::hundredths(0.25).of(texts::PLACES, lang)),
        ["0.25 places", "0,25 place", "0,25 Plätze", "0,25 posizioni"]
    );
}

#[test]
fn a_two_player_value_reads_as_who_wins_or_leads_by_how_much() {
    // Exact: whole segments, then the head-height hundredths as the tie-break.
    assert_eq!(
        super::Standing::of(-2.04, true, O, G),
        Standing::WinsBy {
            winner: G,
            segments: 2
        }
    );
    assert_eq!(
        super::Standing::of(1.97, true, O, G),
        Standing::WinsBy {
            winner: O,
            segments: 2
        }
    );
    assert_eq!(
        super::Standing::of(0.03, true, O, G),
        Standing::WinsOnHead { winner: O }
    );
    assert_eq!(Standing::of(0.0, true, O, G), Standing::Shared);
    // Estimated: about how far ahead, to a tenth.
    assert_eq!(
        super::Standing::of(-6.355, false, O, G),
        Standing::Ahead {
            leader: G,
            by: Amount::tenths(6.4)
        }
    );
    assert_eq!(Standing::of(0.04, false, O, G), Standing::Level);
    let said = AnalysisWord::Standing(Standing::of(-2.04, true, O, G));
    assert_eq!(
        said.text(Lang::En),
        "with best play Green wins by 2 segments"
    );
    assert_eq!(
        said.text(Lang::Fr),
        "avec le meilleur jeu, Vert gagne de 2 segments"
    );
}

#[test]
fn losses_say_nothing_slight_or_how_much() {
    assert_eq!(Loss::of(0.0, Unit::Segments), Loss::Nothing);
    assert_eq!(Loss::of(0.02, Unit::Segments), Loss::Slight);
    assert_eq!(
        Loss::of(0.02, Unit::Places),
        Loss::Of(Amount::hundredths(0.02))
    );
    assert_eq!(Loss::of(0.004, Unit::Places), Loss::Nothing);
    let lost = |v: f64| AnalysisWord::Lost {
        loss: Loss::of(v, Unit::Segments),
        unit: Unit::Segments,
    };
    assert_eq!(lost(7.795).text(Lang::En), "lost 7.8 segments");
    assert_eq!(lost(0.97).text(Lang::En), "lost 1 segment");
    assert_eq!(lost(0.285).text(Lang::Fr), "perte de 0,3 segment");
    assert_eq!(
        lost(0.02).text(Lang::En),
        "lost less than a tenth of a segment"
    );
}

#[test]
fn the_key_of_each_label_names_its_losses() {
    let key = |label, unit| AnalysisWord::LabelKey { label, unit }.text(Lang::En);
    assert_eq!(key(Label::Best, Unit::Segments), "best move: nothing lost");
    assert_eq!(
        key(Label::Good, Unit::Segments),
        "good move: lost less than 0.5 segments"
    );
    assert_eq!(
        key(Label::Mistake, Unit::Segments),
        "mistake ?: lost 1 segment or more"
    );
    assert_eq!(
        key(Label::Blunder, Unit::Segments),
        "blunder ??: lost 2 segments or more"
    );
    assert_eq!(
        key(Label::Inaccuracy, Unit::Places),
        "inaccuracy ?!: lost 0.25 places or more"
    );
    assert_eq!(
        AnalysisWord::LabelKey {
            label: Label::Mistake,
            unit: Unit::Places
        }
        .text(Lang::Fr),
        "erreur ?\u{202f}: perte de 0,5 place ou plus"
    );
}

#[test]
fn accuracy_is_a_percentage_written_each_language_s_way() {
    assert_eq!(
        Lang::ALL.map(|lang| AnalysisWord::Accuracy(Some(63)).text(lang)),
        ["63%", "63\u{202f}%", "63\u{a0}%", "63%"]
    );
    assert_eq!(AnalysisWord::Accuracy(None).text(Lang::En), "no move yet");
    let note = accuracy_note(Unit::Segments).text(Lang::En);
    assert!(note.contains("loses 1 segment 50%") && note.contains("loses 2 segments 25%"));
}

/// One sentence of every kind.
fn samples() -> Vec<AnalysisWord> {
    use AnalysisWord::*;
    let mut all = vec![
        ExpectedPlace {
            colour: Colour::Purple,
            place: Amount::hundredths(1.83),
        },
        Accuracy(Some(76)),
        Accuracy(None),
        accuracy_note(Unit::Segments),
        accuracy_note(Unit::Places),
        MarginCaption { above: O, below: G },
        PlacesCaption,
        AheadKey(G),
        PlaceLineKey(Colour::Black),
        ReachedFirst(O),
    ];
    for standing in [
        super::Standing::of(3.02, true, O, G),
        super::Standing::of(-0.02, true, O, G),
        super::Standing::of(0.0, true, O, G),
        super::Standing::of(1.3, false, O, G),
        super::Standing::of(0.01, false, O, G),
    ] {
        all.push(Standing(standing));
    }
    for unit in [Unit::Segments, Unit::Places] {
        for loss in [0.0, 0.001, 0.02, 1.0] {
            all.push(Lost {
                loss: super::Loss::of(loss, unit),
                unit,
            });
        }
        for label in [
            Label::Best,
            Label::Good,
            Label::Inaccuracy,
            Label::Mistake,
            Label::Blunder,
        ] {
            all.push(LabelKey { label, unit });
        }
    }
    all
}

#[test]
fn every_sentence_has_its_own_words_in_each_language() {
    for word in samples() {
        let [en, fr, de, it] = Lang::ALL.map(|lang| word.text(lang));
        assert!(!en.trim().is_empty(), "{word:?}");
        // A bare percentage is the same number everywhere.
        if matches!(word, AnalysisWord::Accuracy(Some(_))) {
            continue;
        }
        for (other, name) in [(fr, "French"), (de, "German"), (it, "Italian")] {
            assert!(!other.trim().is_empty(), "{word:?}");
            assert_ne!(other, en, "{name} left in English: {word:?}");
        }
    }
}
