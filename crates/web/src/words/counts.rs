//! The page's counted nouns, worded by each language's own rule for the singular
//! ([`blockness_web_common::Plural`]).

blockness_web_common::plurals! {
    MOVES = ("move", "moves"), ("coup", "coups"), ("Zug", "Züge"), ("mossa", "mosse");
}
