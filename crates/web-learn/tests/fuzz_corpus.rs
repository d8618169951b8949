//! The fuzzing corpus of the puzzle links, replayed through the same property checks as the
//! fuzz target (see docs/fuzzing.md), so every past finding is checked again on the stable
//! toolchain.

#[path = "../../../fuzz/checks/corpus.rs"]
mod corpus;
#[path = "../../../fuzz/checks/puzzle_link.rs"]
mod puzzle_link;

#[test]
fn puzzle_link_corpus_keeps_its_properties() {
    corpus::replay("puzzle_link", puzzle_link::check);
}
