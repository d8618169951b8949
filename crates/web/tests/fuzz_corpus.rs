//! The fuzzing corpora of the addresses, the stored games and the page reading them,
//! replayed through the same property checks as the fuzz targets (see FUZZ-README.md),
//! so every past finding is checked again on the stable toolchain.

#[path = "../../../fuzz/checks/address.rs"]
mod address;
#[path = "../../../fuzz/checks/corpus.rs"]
mod corpus;
#[path = "../../../fuzz/checks/library.rs"]
mod library;
#[path = "../../../fuzz/checks/page.rs"]
mod page;
#[path = "../../../fuzz/checks/puzzle_link.rs"]
mod puzzle_link;
#[path = "../../../fuzz/checks/saved_game.rs"]
mod saved_game;

#[test]
fn address_corpus_keeps_its_properties() {
    corpus::replay("address", address::check);
}

#[test]
fn library_corpus_keeps_its_properties() {
    corpus::replay("library", library::check);
}

#[test]
fn saved_game_corpus_keeps_its_properties() {
    corpus::replay("saved_game", saved_game::check);
}

#[test]
fn page_corpus_keeps_its_properties() {
    corpus::replay("page", page::check);
}

#[test]
fn puzzle_link_corpus_keeps_its_properties() {
    corpus::replay("puzzle_link", puzzle_link::check);
}
