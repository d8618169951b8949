//! Property checks on the game library: the text kept in storage, and a games file
//! imported into it (`library::decode_library`, `Library::receive`). The page's own
//! import is checked by the `page` target.
//!
//! The input is the stored library, then optionally a NUL character and the imported
//! file (NUL cannot appear in JSON text, so the two never run into each other); without
//! a NUL the library imports its own text.
//!
//! Shared by the `library` fuzz target and the corpus replay in
//! `crates/web/tests/fuzz_corpus.rs`: any input may be given, and a broken property
//! panics.

use blockness_core::{Game, GameId};
use blockness_web::library::{decode_library, Library, Receipt};

/// Checks every property on `data`, read as text (invalid UTF-8 replaced).
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let (stored, file) = text.split_once('\0').unwrap_or((&text, &text));
    let library = decode_library(stored);
    if let Ok(library) = &library {
        check_round_trip(library);
    }
    let import = decode_library(file);
    if let Ok(import) = &import {
        check_round_trip(import);
        if let Ok(library) = &library {
            check_receive(library, import);
        }
    }
}

/// Written out and read back, the library is the same, and its text a fixed point.
fn check_round_trip(library: &Library) {
    let text = library.encode();
    let back = decode_library(&text).expect("a library's own text reads");
    assert_eq!(back.encode(), text, "library text is not a fixed point");
    assert_eq!(back.entries().len(), library.entries().len());
    let mut ids: Vec<&GameId> = library.entries().iter().map(|e| &e.id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), library.entries().len(), "two games share an id");
    if let Some(current) = library.current() {
        assert!(library.get(&current.id).is_some());
    }
}

/// Ids for games kept beside another, none of them already in `library`.
fn fresh_id(library: &Library, counter: &mut u32) -> GameId {
    loop {
        *counter += 1;
        let id: GameId = format!("fresh{counter:05}").parse().expect("a valid id");
        if library.get(&id).is_none() {
            return id;
        }
    }
}

/// Every game of `before` is still in `after`, with its moves the start of a game there
/// of the same setup.
fn assert_no_move_lost(before: &Library, after: &Library) {
    for old in before.entries() {
        let kept = after.entries().iter().any(|new| {
            same_setup(&new.saved.game, &old.saved.game)
                && new.saved.game.moves().starts_with(old.saved.game.moves())
        });
        assert!(kept, "the moves of game {} were lost", old.id);
    }
}

fn same_setup(a: &Game, b: &Game) -> bool {
    a.rules().setup() == b.rules().setup()
}

/// Receiving every game of `import` into `library`, as links and files are received.
fn check_receive(library: &Library, import: &Library) {
    let mut merged = library.clone();
    let mut counter = 0;
    for entry in import.entries() {
        let before = merged.clone();
        let fresh = fresh_id(&merged, &mut counter);
        let (receipt, id) = merged.receive(entry.clone(), || fresh);
        assert_no_move_lost(&before, &merged);
        // The game received is found under the id returned, as it came or further on.
        let found = merged.get(&id).expect("the id returned names a game");
        assert!(same_setup(&found.saved.game, &entry.saved.game));
        assert!(
            found
                .saved
                .game
                .moves()
                .starts_with(entry.saved.game.moves()),
            "{receipt:?}: the game under {id} does not continue the one received"
        );
        let grew = merged.entries().len() - before.entries().len();
        let added = matches!(receipt, Receipt::New | Receipt::Diverged);
        assert_eq!(grew, usize::from(added), "{receipt:?} added {grew} games");
        // Receiving it again changes nothing.
        let text = merged.encode();
        let fresh = fresh_id(&merged, &mut counter);
        let (again, again_id) = merged.receive(entry.clone(), || fresh);
        assert!(
            matches!(again, Receipt::Same | Receipt::Older),
            "received twice: {receipt:?} then {again:?}"
        );
        assert_eq!(
            merged.encode(),
            text,
            "a second receipt changed the library"
        );
        let found = merged.get(&again_id).expect("the id returned names a game");
        assert!(found
            .saved
            .game
            .moves()
            .starts_with(entry.saved.game.moves()));
        check_round_trip(&merged);
    }
    assert_no_move_lost(library, &merged);
    assert_no_move_lost(import, &merged);
}
