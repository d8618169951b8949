//! The board's counted nouns, worded by each language's own rule for the singular
//! ([`blockness_web_common::Plural`]).

blockness_web_common::plurals! {
    WAYS_OUT = ("way out", "ways out"), ("coup possible", "coups possibles"), ("möglicher Zug", "mögliche Züge"), ("mossa possibile", "mosse possibili");
    SEGMENTS_LEFT = ("segment left", "segments left"), ("segment restant", "segments restants"), ("Segment übrig", "Segmente übrig"), ("segmento rimasto", "segmenti rimasti");
}
