//! Property checks on the page reading everything that reaches it from outside, as it
//! does in the browser: the address after `#` and storage at load (`PageState::boot`),
//! then a games file imported (`PageAction::Import`).
//!
//! The input is up to four texts separated by NUL characters (which cannot appear in an
//! address or in JSON): the address, the stored library, the imported file, and the one
//! saved game of earlier versions (read only when there is no library: an empty
//! library text stands for none).
//!
//! Shared by the `page` fuzz target and the corpus replay in
//! `crates/web/tests/fuzz_corpus.rs`: any input may be given, and a broken property
//! panics.

use std::sync::{Arc, OnceLock};

use blockness_core::{decode_link, AddressParts, Edition, Game};
use blockness_web::library::{decode_library, Library};
use blockness_web::page::{PageAction, PageState, Stored};
use blockness_web::persist::decode_saved;

fn edition() -> Arc<Edition> {
    static EDITION: OnceLock<Arc<Edition>> = OnceLock::new();
    Arc::clone(EDITION.get_or_init(|| Arc::new(Edition::lochside_v1())))
}

/// Checks every property on `data`, read as text (invalid UTF-8 replaced).
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let mut parts = text.split('\0');
    let address = parts.next().unwrap_or("");
    let library = parts.next().filter(|t| !t.is_empty());
    let file = parts.next().unwrap_or("");
    let legacy = parts.next();

    let stored = Stored {
        library,
        legacy,
        ..Stored::nothing()
    };
    let (mut page, effects) = PageState::boot(edition(), address, stored);

    // What storage held is read, or set aside when it cannot be read.
    match library {
        Some(text) => {
            assert_eq!(effects.set_aside_library, decode_library(text).is_err());
            assert!(!effects.set_aside_saved);
        }
        None => {
            assert!(!effects.set_aside_library);
            let refused = legacy.is_some_and(|t| decode_saved(t).is_err());
            assert_eq!(effects.set_aside_saved, refused);
        }
    }

    // A link that reads is the game on the board.
    let link = AddressParts::split(address.trim_start_matches('#')).link;
    if !link.is_empty() {
        let edition = blockness_web_board::editions::edition_of_link(link);
        if let Ok(game) = edition.and_then(|edition| decode_link(link, edition)) {
            assert_same_game(page.game(), &game);
        }
    }

    // The page's library reads back, whatever it was built from.
    let before_text = page.library_text();
    let before = read(&before_text);

    // An import that is refused changes nothing; one that is read loses no move, and a
    // second import of the same file changes nothing.
    let readable = decode_library(file).is_ok();
    page.apply(PageAction::Import(file.to_string()));
    let after_text = page.library_text();
    if !readable {
        assert_eq!(
            after_text, before_text,
            "a refused import changed the library"
        );
        return;
    }
    let after = read(&after_text);
    assert_no_move_lost(&before, &after);
    page.apply(PageAction::Import(file.to_string()));
    assert_eq!(
        page.library_text(),
        after_text,
        "a second import changed the library"
    );

    // A reload shows the same game.
    let (again, effects) = PageState::boot(edition(), "", Stored::library(&after_text));
    assert!(!effects.set_aside_library);
    assert_eq!(
        again.library_text(),
        after_text,
        "a reload changed the library"
    );
}

fn read(text: &str) -> Library {
    decode_library(text).expect("the page's own library text reads")
}

fn assert_same_game(a: &Game, b: &Game) {
    assert_eq!(a.rules().setup(), b.rules().setup());
    assert_eq!(a.moves(), b.moves());
}

/// Every game of `before` is still in `after`, its moves the start of a game there of
/// the same setup.
fn assert_no_move_lost(before: &Library, after: &Library) {
    for old in before.entries() {
        let kept = after.entries().iter().any(|new| {
            new.saved.game.rules().setup() == old.saved.game.rules().setup()
                && new.saved.game.moves().starts_with(old.saved.game.moves())
        });
        assert!(kept, "the moves of game {} were lost", old.id);
    }
}
