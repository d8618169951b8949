//! The fuzzing corpora of the rules engine's parsers, replayed through the same property
//! checks as the fuzz targets (see docs/fuzzing.md), so every past finding is checked
//! again on the stable toolchain.

#[path = "../../../fuzz/checks/corpus.rs"]
mod corpus;
#[path = "../../../fuzz/checks/edition_json.rs"]
mod edition_json;
#[path = "../../../fuzz/checks/referee_json.rs"]
mod referee_json;

#[test]
fn referee_json_corpus_keeps_its_properties() {
    corpus::replay("referee_json", referee_json::check);
}

#[test]
fn edition_json_corpus_keeps_its_properties() {
    corpus::replay("edition_json", edition_json::check);
}

// Findings of the fuzz targets, each pinned by its input (also kept in its corpus).

/// `address` target: a character after the last move, where a link of that length
/// holds no byte, was dropped without a word, so a link with a stray character read
/// whole, and two texts read as the same game. It is now trailing data: the strict
/// reader refuses it, and salvage still gives the whole game.
#[test]
fn finding_a_stray_character_after_the_moves_is_trailing_data() {
    use blockness_core::{decode_link, encode_link, salvage_link, Edition, LinkError};
    use std::sync::Arc;
    let edition = Arc::new(Edition::lochside_v1());
    let written = "1AQIBAgMAagFA";
    let game = decode_link(written, Arc::clone(&edition)).unwrap();
    assert_eq!(encode_link(&game), written);
    let stray = "1AQIBAgMAagFAU";
    assert_eq!(
        decode_link(stray, Arc::clone(&edition)).unwrap_err(),
        LinkError::TrailingData
    );
    let (salvaged, problem) = salvage_link(stray, edition).unwrap();
    assert_eq!(salvaged.moves(), game.moves());
    assert_eq!(problem, Some(LinkError::TrailingData));
}
