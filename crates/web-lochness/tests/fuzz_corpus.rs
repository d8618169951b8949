//! The fuzzing corpus of what the Loch Ness view reads (its `#l/` addresses and its kept
//! games), replayed through the same property checks as the fuzz target (see
//! docs/fuzzing.md), so every past finding is checked again on the stable toolchain.

#[path = "../../../fuzz/checks/corpus.rs"]
mod corpus;
#[path = "../../../fuzz/checks/lochness_page.rs"]
mod lochness_page;

#[test]
fn lochness_page_corpus_keeps_its_properties() {
    corpus::replay("lochness_page", lochness_page::check);
}
