//! The built-in editions side by side: new games are on the balanced edition, and every
//! link, record and game made on the first edition still opens on it, move for move.

use std::sync::Arc;

use blockness_core::{
    decode_link, encode_link, link_edition, Edition, Game, GameRecord, LinkError, Setup,
};

/// Plays `plies` moves, each the `pick`-th legal move (wrapping), from a new game.
fn game_on(edition: Edition, players: usize, plies: usize, pick: usize) -> Game {
    let setup = Setup::new(&edition, players, None, false).expect("a valid setup");
    let mut game = Game::new(Arc::new(edition), setup);
    for i in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[(pick + 3 * i) % moves.len()])
            .expect("a legal move");
    }
    game
}

#[test]
fn a_link_says_which_edition_its_game_is_on() {
    for (edition, version) in [(Edition::lochside_v1(), '1'), (Edition::standard(), '2')] {
        let name = edition.name().to_string();
        for players in 2..=4 {
            let game = game_on(edition.clone(), players, 14, players);
            let link = encode_link(&game);
            assert!(link.starts_with(version), "{name}: {link}");
            assert_eq!(link_edition(&link), Ok(name.as_str()));
            assert_eq!(link_edition(&format!("#{link}")), Ok(name.as_str()));
            let back = decode_link(&link, Arc::new(Edition::built_in(&name).unwrap())).unwrap();
            assert_eq!(back.moves(), game.moves());
            assert_eq!(back.rules().edition().name(), name);
        }
    }
    assert_eq!(link_edition(""), Err(LinkError::Empty));
    assert_eq!(
        link_edition("9AAA"),
        Err(LinkError::UnknownVersion { version: '9' })
    );
}

#[test]
fn links_shared_before_the_balanced_edition_open_on_the_first_edition_as_before() {
    // Links from the browser tests, written before the second edition existed.
    for link in [
        "1AAgAAQDGARgAUQApACoASACQAXE",
        "1AA8AAQDGASAAUwAaAEkBcwA6AS4BmwFHASkBUgAUATUAcA",
    ] {
        assert_eq!(link_edition(link), Ok("lochside-v1"));
        let game = decode_link(link, Arc::new(Edition::lochside_v1())).unwrap();
        assert_eq!(encode_link(&game), link);
        assert_eq!(game.rules().edition().name(), "lochside-v1");
    }
}

#[test]
fn a_record_names_its_edition_unless_it_is_the_first() {
    let first = game_on(Edition::lochside_v1(), 3, 10, 1);
    let record = GameRecord::of(&first);
    assert_eq!(record.edition, None);
    assert_eq!(record.edition_name(), "lochside-v1");
    let json = serde_json::to_string(&record).unwrap();
    assert!(!json.contains("edition"), "{json}");

    let balanced = game_on(Edition::standard(), 3, 10, 1);
    let record = GameRecord::of(&balanced);
    assert_eq!(record.edition_name(), "lochside-v2");
    let json = serde_json::to_string(&record).unwrap();
    let back: GameRecord = serde_json::from_str(&json).unwrap();
    assert_eq!(back, record);
    let replayed = back
        .replay(Arc::new(Edition::built_in(back.edition_name()).unwrap()))
        .unwrap();
    assert_eq!(replayed.moves(), balanced.moves());
}
