//! The fuzzing corpus of Loch Ness's referee input, replayed through the same property
//! checks as the fuzz target (see docs/fuzzing.md), so every past finding
//! is checked again on the stable toolchain.

#[path = "../../../fuzz/checks/corpus.rs"]
mod corpus;
#[path = "../../../fuzz/checks/lochness_referee.rs"]
mod lochness_referee;

#[test]
fn lochness_referee_corpus_keeps_its_properties() {
    corpus::replay("lochness_referee", lochness_referee::check);
}
