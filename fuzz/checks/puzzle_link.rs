//! Property checks on a solo puzzle link, the text after `#p/` (`is_puzzle_link`,
//! `PuzzleLink::parse`, `PuzzleLink::of_level`): the campaign, a level of it, a daily
//! puzzle, or a puzzle carried whole (`p/g/T/S/G/LINK`).
//!
//! Shared by the `puzzle_link` fuzz target and the corpus replay in
//! `crates/web-learn/tests/fuzz_corpus.rs`: any input may be given, and a broken property
//! panics.

use std::sync::{Arc, OnceLock};

use blockness_core::{decode_link, Edition};
use blockness_puzzles::{campaign, Level, Puzzle};
use blockness_web_learn::solo::link::{
    is_campaign_id, is_puzzle_link, PuzzleLink, PuzzleLinkError, DAILY_PREFIX, MAX_PUZZLE_LINK,
    PUZZLE_PREFIX,
};

fn edition() -> Arc<Edition> {
    static EDITION: OnceLock<Arc<Edition>> = OnceLock::new();
    Arc::clone(EDITION.get_or_init(|| Arc::new(Edition::lochside_v1())))
}

/// The shipped campaign, read once.
fn levels() -> &'static [Level] {
    static LEVELS: OnceLock<Vec<Level>> = OnceLock::new();
    LEVELS.get_or_init(campaign)
}

/// Checks every property on `data`, read as text (invalid UTF-8 replaced, as a browser
/// does with a percent-decoded address).
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let bare = text.trim_start_matches('#');
    let parsed = PuzzleLink::parse(&text, &edition());

    // The page leaves to the solo view exactly the texts the solo view reads as puzzle
    // links (good or bad), and no text is both a puzzle link and a game link.
    assert_eq!(
        is_puzzle_link(&text),
        parsed != Err(PuzzleLinkError::NotAPuzzle),
        "is_puzzle_link and parse disagree"
    );
    if is_puzzle_link(&text) {
        assert!(
            decode_link(bare, edition()).is_err(),
            "a puzzle link reads as a game link"
        );
    }

    let Ok(link) = parsed else {
        return;
    };
    assert!(
        bare.len() <= MAX_PUZZLE_LINK,
        "a link of {} bytes",
        bare.len()
    );

    // What reads writes a canonical text that reads back the same, and writes again the
    // same. The campaign, a level and a day have one text only: the one read.
    let canonical = match &link {
        PuzzleLink::Campaign => PUZZLE_PREFIX.to_string(),
        PuzzleLink::Level(id) => {
            assert!(is_campaign_id(id), "level {id:?}");
            let level = levels().iter().find(|l| &l.id == id);
            let level = level.unwrap_or_else(|| panic!("a link to level {id}, not shipped"));
            let written = PuzzleLink::of_level(level, &edition());
            assert_eq!(
                written.as_deref(),
                Some(bare),
                "level {id} has another link"
            );
            bare.to_string()
        }
        PuzzleLink::Daily(date) => format!("{PUZZLE_PREFIX}{DAILY_PREFIX}{date}"),
        PuzzleLink::Custom(level) => custom(level),
    };
    if !matches!(link, PuzzleLink::Custom(_)) {
        assert_eq!(canonical, bare, "one puzzle, two texts");
    }
    let again = PuzzleLink::parse(&canonical, &edition())
        .unwrap_or_else(|e| panic!("the canonical {canonical:?} is refused: {e}"));
    assert_eq!(
        again, link,
        "the canonical {canonical:?} reads another puzzle"
    );
}

/// A carried puzzle: written back by `of_level` and started as a puzzle.
fn custom(level: &Level) -> String {
    let written = PuzzleLink::of_level(level, &edition()).expect("a read level writes a link");
    let again = match PuzzleLink::parse(&written, &edition()) {
        Ok(PuzzleLink::Custom(again)) => again,
        other => panic!("{written:?} reads as {other:?}"),
    };
    assert_eq!(&again, level, "{written:?} reads another level");
    assert_eq!(
        PuzzleLink::of_level(&again, &edition()),
        Some(written.clone())
    );

    // The puzzle starts, unsolved, at the link's game, and a move it offers is played.
    let mut puzzle = Puzzle::new(level.clone()).expect("a read level starts as a puzzle");
    assert_eq!(puzzle.placed(), 0);
    assert!(!puzzle.is_solved(), "a carried puzzle starts solved");
    let moves = puzzle.legal_moves();
    if let Some(&mv) = moves.first() {
        puzzle.play(mv).expect("an offered move is played");
        assert_eq!(puzzle.placed(), 1);
    }
    written
}
