//! The fuzzing corpora of the addresses, the stored games and the page reading them,
//! replayed through the same property checks as the fuzz targets (see docs/fuzzing.md),
//! so every past finding is checked again on the stable toolchain.

#[path = "../../../fuzz/checks/address.rs"]
mod address;
#[path = "../../../fuzz/checks/corpus.rs"]
mod corpus;
#[path = "../../../fuzz/checks/library.rs"]
mod library;
#[path = "../../../fuzz/checks/page.rs"]
mod page;
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

// Findings of the fuzz targets, each pinned by its input (also kept in its corpus).

/// `library` target: a game's time of 55 digits was read as the double next to the nearest
/// (serde_json reads long numbers fast, not exactly), written out as that double's
/// digits, and read again as yet another double, so a library's text was not a fixed
/// point. A time is now kept only as whole milliseconds within the dates JavaScript can
/// hold, which read back exactly, and is unknown (0) otherwise.
#[test]
fn finding_a_time_of_many_digits_reads_back_the_same() {
    use blockness_web::library::decode_library;
    let game = |id: &str, updated: &str| {
        format!(r#"{{"id":"{id}","link":"1AAYAAQD0ARwAmgB7AB8AmA","updated":{updated}}}"#)
    };
    let stored = format!(
        r#"{{"format":"blockness-games","version":1,"games":[{},{},{},{}]}}"#,
        game(
            "abcdef24",
            "5777777777000000000000000000000000000624073026488966256"
        ),
        game("abcdef25", "1700000000000.25"),
        game("abcdef26", "-3"),
        game("abcdef27", "1764158400000"),
    );
    let library = decode_library(&stored).unwrap();
    let times: Vec<f64> = library.entries().iter().map(|e| e.updated).collect();
    assert_eq!(times, [0.0, 1_700_000_000_000.0, 0.0, 1_764_158_400_000.0]);
    let text = library.encode();
    let again = decode_library(&text).unwrap();
    assert_eq!(again.encode(), text);
}

/// Found by the `library` target (after 4,309,905 inputs, on the merged page code): a
/// whole-millisecond time of 16 digits, `7777777777777775`, was written as
/// `7777777777777775.0` and read back by serde_json's fast float parser as
/// `7777777777777774.0`, so a library's text was not a fixed point. serde_json's
/// `float_roundtrip` parser (a workspace feature now) reads every number it writes back
/// exactly.
#[test]
fn finding_a_sixteen_digit_time_reads_back_the_same() {
    use blockness_web::library::decode_library;
    let stored = r#"{"format":"blockness-games","version":1,"games":[{"id":"abcdef28","link":"1AAYAAQD0ARwAmgB7AB8AmA","updated":7777777777777775}]}"#;
    let library = decode_library(stored).unwrap();
    assert_eq!(library.entries()[0].updated, 7_777_777_777_777_775.0);
    let text = library.encode();
    let again = decode_library(&text).unwrap();
    assert_eq!(again.entries()[0].updated, 7_777_777_777_777_775.0);
    assert_eq!(again.encode(), text);
}
