//! The fuzzing corpus of the worker's messages, replayed through the same property checks
//! as the fuzz target (see docs/fuzzing.md), so every past finding is checked again on the
//! stable toolchain.

#[path = "../../../fuzz/checks/corpus.rs"]
mod corpus;
#[path = "../../../fuzz/checks/worker.rs"]
mod worker;

#[test]
fn worker_corpus_keeps_its_properties() {
    corpus::replay("worker", worker::check);
}
