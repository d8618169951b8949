//! Property checks on the whole text after `#` of an address: the game link
//! (`decode_link`, `salvage_link`), its split into link, game id and seat code
//! (`AddressParts`) and the seat code (`decode_seat_code`). The page reading a whole
//! address at load is checked by the `page` target.
//!
//! Shared by the `address` fuzz target and the corpus replay in
//! `crates/web/tests/fuzz_corpus.rs`: any input may be given, and a broken property
//! panics.

use std::sync::{Arc, OnceLock};

use blockness_bots::{decode_seat_code, encode_seat_code, SeatKind};
use blockness_core::{
    decode_link, encode_link, join_address, salvage_link, AddressParts, Edition, Game, GameRecord,
    MAX_ID_LEN, MIN_ID_LEN,
};

fn edition() -> Arc<Edition> {
    static EDITION: OnceLock<Arc<Edition>> = OnceLock::new();
    Arc::clone(EDITION.get_or_init(|| Arc::new(Edition::lochside_v1())))
}

/// Checks every property on `data`, read as text (invalid UTF-8 replaced, as a browser
/// does with a percent-decoded address).
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    check_link(&text);
    check_parts(&text);
}

/// The same game, move for move and seat for seat.
fn assert_same_game(a: &Game, b: &Game, what: &str) {
    assert_eq!(
        a.rules().setup(),
        b.rules().setup(),
        "{what}: setups differ"
    );
    assert_eq!(a.moves(), b.moves(), "{what}: moves differ");
}

/// The link codec alone, on the text as a link.
fn check_link(text: &str) {
    // `decode_link` is `salvage_link` refusing any problem, so only the latter is run:
    // building a game's rules is the costly part of reading a link.
    let Ok((game, problem)) = salvage_link(text, edition()) else {
        return;
    };

    // Never more moves than the text can hold: two bytes a move after the header of two
    // bytes and one per seat, six bits a character.
    let payload = text.strip_prefix('#').unwrap_or(text).chars().count() - 1;
    let bytes = payload * 6 / 8;
    let header = 2 + game.rules().players();
    assert!(
        game.moves().len() <= bytes.saturating_sub(header) / 2,
        "{} moves from {payload} characters",
        game.moves().len()
    );

    // Every move replays legally through the engine, from the record of the game.
    let replayed = GameRecord::of(&game)
        .replay(edition())
        .expect("a game read from a link replays as a record");
    assert_same_game(&replayed, &game, "record replay");

    // Re-encoding gives a canonical link, read back to the same game and written again
    // the same; a link read whole was already that canonical text.
    let link = encode_link(&game);
    let again = decode_link(&link, edition()).expect("a written link reads back");
    assert_same_game(&again, &game, "re-encoded link");
    assert_eq!(encode_link(&again), link, "re-encoding is not stable");
    if problem.is_none() {
        assert_eq!(
            text.strip_prefix('#').unwrap_or(text),
            link,
            "a link that reads whole is not the engine's own text of its game"
        );
    }

    // Whatever the engine offers next is accepted by its own referee.
    if let Some(seat) = game.to_move() {
        for mv in game.legal_moves().iter().take(64) {
            assert_eq!(game.check(seat, mv), Ok(()), "offered move {mv:?} refused");
        }
    }
}

/// The split into parts, the game id and the seat code.
fn check_parts(text: &str) {
    let parts = AddressParts::split(text);
    let bare = text.strip_prefix('#').unwrap_or(text);
    assert!(
        !parts.link.contains(['.', '~']),
        "link part {:?}",
        parts.link
    );
    if let Some(id) = parts.id {
        assert!(!id.contains('~'), "id part {id:?}");
    }
    match parts.game_id() {
        Ok(Some(id)) => {
            let s = id.as_str();
            assert!((MIN_ID_LEN..=MAX_ID_LEN).contains(&s.len()), "id {s:?}");
            assert!(s.bytes().all(|b| b.is_ascii_alphanumeric()), "id {s:?}");
            assert_eq!(Some(s), parts.id);
        }
        Ok(None) => assert_eq!(parts.id, None),
        Err(_) => assert!(parts.id.is_some()),
    }
    // Parts that are valid join back into the same text (an empty seat code is written
    // as nothing, so a bare `~` at the end is the one thing lost). A link part that
    // itself starts with `#` is not valid: it would be taken for the address's `#`.
    if let (Ok(id), false) = (parts.game_id(), parts.link.starts_with('#')) {
        let seats = parts.seats.unwrap_or("");
        let joined = join_address(parts.link, id.as_ref(), seats);
        let expected = bare.strip_suffix('~').filter(|_| seats.is_empty());
        assert_eq!(joined, expected.unwrap_or(bare), "split and join differ");
        assert_eq!(AddressParts::split(&joined).link, parts.link);
        assert_eq!(AddressParts::split(&joined).game_id(), Ok(id));
    }
    let code = parts.seats.unwrap_or(bare);
    for players in 2..=4 {
        check_seat_code(code, players);
    }
}

fn check_seat_code(code: &str, players: usize) {
    match decode_seat_code(code, players) {
        Ok(seats) => {
            assert_eq!(seats.len(), players);
            let written = encode_seat_code(&seats);
            if seats.iter().all(|&k| k == SeatKind::Human) {
                assert_eq!(written, "");
            } else {
                assert_eq!(written, code, "seat code does not write back");
            }
        }
        Err(_) => {
            let known = code.chars().all(|c| SeatKind::from_letter(c).is_some());
            assert!(
                !known || code.chars().count() != players,
                "{code:?} refused"
            );
        }
    }
}
