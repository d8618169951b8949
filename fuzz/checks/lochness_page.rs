//! Property checks on what the Loch Ness view reads: an address after `#l/` (the game's
//! link from `blockness_lochness::link`, then an optional `~` seat code) and the games kept
//! on the device (`state::store::Saved`). The input's first byte picks which.
//!
//! Shared by the `lochness_page` fuzz target and the corpus replay in
//! `crates/web-lochness/tests/fuzz_corpus.rs`: any input may be given, and a broken property
//! panics.

use blockness_lochness::link::{decode, decode_game, encode, LinkError};
use blockness_lochness::Record;
use blockness_web_common::address::{is_lochness_link, is_puzzle_link};
use blockness_web_lochness::state::address::{self, AddressError};
use blockness_web_lochness::state::seat::SeatKind;
use blockness_web_lochness::state::store::Saved;

/// Checks every property on `data`: its first byte chooses the reader, the rest is read as
/// text (invalid UTF-8 replaced, as a browser does with a percent-decoded address).
pub fn check(data: &[u8]) {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    if choice % 2 == 0 {
        check_address(&text);
    } else {
        check_store(&text);
    }
}

fn check_address(text: &str) {
    let read = address::read(text);
    // The page leaves to the view exactly the texts the view reads as its own, good or bad,
    // and none of them is a puzzle link.
    assert_eq!(
        is_lochness_link(text),
        !matches!(read, Err(AddressError::NotLochNess)),
        "is_lochness_link and read disagree"
    );
    if is_lochness_link(text) {
        assert!(
            !is_puzzle_link(text),
            "a Loch Ness address is also a puzzle link"
        );
    }

    // The link alone: what reads writes a canonical text that reads back the same.
    let link_text = text
        .trim_start_matches('#')
        .strip_prefix(address::LOCHNESS_PREFIX)
        .map(|rest| rest.split_once('~').map_or(rest, |(link, _)| link));
    if let Some(link_text) = link_text {
        check_link(link_text);
    }

    let Ok(found) = read else {
        return;
    };
    let players = found.game.setup().players;
    assert_eq!(found.seats.len(), players, "one kind per seat");
    assert!(found.seats.iter().all(|k| SeatKind::ALL.contains(k)));
    // Written back, it reads as the same game and seats, and the text is a fixed point.
    let written = address::write(&found.game, &found.seats);
    let again = address::read(&written).expect("an address the view writes reads");
    assert_eq!(Record::of(&again.game), Record::of(&found.game));
    assert_eq!(again.seats, found.seats);
    assert_eq!(address::write(&again.game, &again.seats), written);
    // The game offers its seat to act something to do, unless it is over.
    assert_eq!(found.game.is_over(), found.game.to_act().is_none());
    if !found.game.is_over() {
        assert!(
            !found.game.legal().is_empty(),
            "a game in progress offers no action"
        );
    }
}

fn check_link(text: &str) {
    let record = decode(text);
    let game = decode_game(text);
    match (&record, &game) {
        (Ok(record), Ok(game)) => {
            assert_eq!(
                &Record::of(game),
                record,
                "the replayed game is not the link's"
            );
        }
        (Ok(record), Err(LinkError::Game(why))) => {
            assert_eq!(
                record.replay().err().as_ref(),
                Some(why),
                "the link's game replays differently"
            );
        }
        (Err(a), Err(b)) => assert_eq!(a, b, "decode and decode_game refuse differently"),
        _ => panic!("decode and decode_game disagree: {record:?} / {game:?}"),
    }
    let Ok(record) = record else {
        return;
    };
    let canonical = encode(&record);
    let back = decode(&canonical).expect("a link the engine writes reads");
    assert_eq!(back, record);
    assert_eq!(
        encode(&back),
        canonical,
        "a written link is not a fixed point"
    );
}

fn check_store(text: &str) {
    let Ok(saved) = Saved::decode(text) else {
        return;
    };
    // Written back, it reads the same, and the text is a fixed point.
    let written = saved.encode();
    let back = Saved::decode(&written).expect("the view's own text reads");
    assert_eq!(back, saved);
    assert_eq!(back.encode(), written);
    // Keeping another game never drops a game in progress.
    let mut probe = saved.clone();
    probe.put(blockness_web_lochness::state::store::Entry {
        id: "fuzz-probe".to_string(),
        link: String::new(),
        seats: String::new(),
        over: false,
        hinted: Vec::new(),
    });
    for entry in saved
        .entries()
        .iter()
        .filter(|e| !e.over && e.id != "fuzz-probe")
    {
        assert!(
            probe.get(&entry.id).is_some(),
            "a game in progress was dropped"
        );
    }
}
