//! The fuzzing corpus of puzzle levels, replayed through the same property checks as the
//! fuzz target (see docs/fuzzing.md), so every past finding is checked again on the stable
//! toolchain.

#[path = "../../../fuzz/checks/corpus.rs"]
mod corpus;
#[path = "../../../fuzz/checks/level_json.rs"]
mod level_json;

#[test]
fn level_json_corpus_keeps_its_properties() {
    corpus::replay("level_json", level_json::check);
}
