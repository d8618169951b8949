//! The names of the marks an analysis puts on moves ("blunder", "best move"), shown in every
//! move list; the analysis's other words belong to the page.

use blockness_bots::analysis::Label;
use blockness_web_common::Tr;

/// The marks' fixed words.
pub mod texts {
    blockness_web_common::texts! {
        LABEL_BEST = "best move", "meilleur coup", "bester Zug", "mossa migliore";
        LABEL_GOOD = "good move", "bon coup", "guter Zug", "buona mossa";
        LABEL_INACCURACY = "inaccuracy", "imprécision", "Ungenauigkeit", "imprecisione";
        LABEL_MISTAKE = "mistake", "erreur", "Fehler", "errore";
        LABEL_BLUNDER = "blunder", "gaffe", "grober Fehler", "grave errore";
    }
}

/// A label's name.
pub fn label_text(label: Label) -> Tr {
    match label {
        Label::Best => texts::LABEL_BEST,
        Label::Good => texts::LABEL_GOOD,
        Label::Inaccuracy => texts::LABEL_INACCURACY,
        Label::Mistake => texts::LABEL_MISTAKE,
        Label::Blunder => texts::LABEL_BLUNDER,
    }
}

/// The CSS class of a label: `label-blunder`, …
pub fn label_class(label: Label) -> &'static str {
    match label {
        Label::Best => "label-best",
        Label::Good => "label-good",
        Label::Inaccuracy => "label-inaccuracy",
        Label::Mistake => "label-mistake",
        Label::Blunder => "label-blunder",
    }
}
