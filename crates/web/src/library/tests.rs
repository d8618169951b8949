use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};

use super::*;
use blockness_core::{Colour, Edition, Setup};
use std::sync::Arc;

fn edition() -> Arc<Edition> {
    Arc::new(Edition::lochside_v1())
}

fn id(text: &str) -> GameId {
    text.parse().expect("an id")
}

/// A two-player game: the first legal move `picks[i] % count` at each ply.
fn game_from(picks: &[usize]) -> Game {
    let edition = edition();
    let mut game = Game::new(
        Arc::clone(&edition),
        Setup::new(&edition, 2, None, false).unwrap(),
    );
    for &pick in picks {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[pick % moves.len()]).unwrap();
    }
    game
}

fn entry(name: &str, game: Game) -> Entry {
    let players = game.rules().players();
    Entry {
        id: id(name),
        saved: Restored {
            game,
            redo: Vec::new(),
            seats: vec![SeatKind::Human; players],
            hinted: Vec::new(),
            rated: false,
        },
        updated: 0.0,
        archived: false,
        table: None,
        others: Vec::new(),
    }
}

fn fresh() -> GameId {
    id("FRESH000")
}

#[test]
fn a_longer_state_updates_a_shorter_one_and_the_reverse_opens_the_kept_game() {
    let mut library = Library::default();
    assert_eq!(
        library.receive(entry("gameAAAA", game_from(&[0, 0, 1])), fresh),
        (Receipt::New, id("gameAAAA"))
    );
    let (receipt, at) = library.receive(entry("gameAAAA", game_from(&[0, 0, 1, 3, 2])), fresh);
    assert_eq!((receipt, at.as_str()), (Receipt::Updated, "gameAAAA"));
    assert_eq!(library.entries().len(), 1);
    assert_eq!(library.entries()[0].saved.game.moves().len(), 5);
    let (receipt, _) = library.receive(entry("gameAAAA", game_from(&[0, 0, 1])), fresh);
    assert_eq!(receipt, Receipt::Older);
    assert_eq!(
        library.entries()[0].saved.game.moves().len(),
        5,
        "nothing dropped"
    );
}

#[test]
fn a_different_continuation_is_kept_beside_the_game_under_a_new_id() {
    let mut library = Library::default();
    library.receive(entry("gameAAAA", game_from(&[0, 0, 1, 1])), fresh);
    let (receipt, at) = library.receive(entry("gameAAAA", game_from(&[0, 0, 1, 2])), fresh);
    assert_eq!((receipt, at), (Receipt::Diverged, fresh()));
    assert_eq!(library.entries().len(), 2);
    // The same diverging link again opens the copy already kept.
    let (receipt, at) = library.receive(entry("gameAAAA", game_from(&[0, 0, 1, 2])), || {
        id("OTHER000")
    });
    assert_eq!((receipt, at), (Receipt::Same, fresh()));
}

#[test]
fn undone_moves_survive_an_update_that_replays_them() {
    let mut library = Library::default();
    let mut first = entry("gameAAAA", game_from(&[0, 0]));
    let full = game_from(&[0, 0, 1, 1]);
    first.saved.redo = full.moves()[2..].to_vec();
    library.receive(first, fresh);
    library.receive(entry("gameAAAA", game_from(&[0, 0, 1])), fresh);
    assert_eq!(library.entries()[0].saved.redo, full.moves()[3..].to_vec());
}

#[test]
fn another_setup_under_a_known_id_is_a_second_game() {
    let mut library = Library::default();
    library.receive(entry("gameAAAA", game_from(&[0, 0])), fresh);
    let edition = edition();
    let three = Game::new(
        Arc::clone(&edition),
        Setup::new(&edition, 3, None, false).unwrap(),
    );
    let (receipt, at) = library.receive(entry("gameAAAA", three), fresh);
    assert_eq!((receipt, at), (Receipt::New, fresh()));
    assert_eq!(library.entries().len(), 2);
}

#[test]
fn the_library_round_trips_through_its_text() {
    let mut library = Library::default();
    let mut a = entry("gameAAAA", game_from(&[0, 1, 2]));
    a.updated = 1_700_000_000_000.0;
    a.archived = true;
    a.saved.seats = vec![SeatKind::Human, SeatKind::ByLink];
    library.put(a);
    library.put(entry("gameBBBB", game_from(&[3])));
    library.set_current(Some(id("gameBBBB")));
    let back = decode_library(&library.encode()).unwrap();
    assert_eq!(back.encode(), library.encode());
    assert_eq!(back.current().unwrap().id, id("gameBBBB"));
    assert!(back.entries()[0].archived);
    assert!(back.entries()[0].by_link());
}

#[test]
fn the_moves_played_with_a_hint_are_kept_with_their_game() {
    let mut library = Library::default();
    let mut hinted = entry("gameAAAA", game_from(&[0, 1, 2]));
    hinted.saved.hinted = vec![2];
    library.put(hinted);
    library.put(entry("gameBBBB", game_from(&[3])));
    let text = library.encode();
    let back = decode_library(&text).unwrap();
    assert_eq!(back.get(&id("gameAAAA")).unwrap().saved.hinted, vec![2]);
    assert!(back.get(&id("gameBBBB")).unwrap().saved.hinted.is_empty());
    // A game without hints is written as before.
    assert_eq!(text.matches("\"hinted\"").count(), 1);
    // Plies the game does not have, repeats and disorder are mended on reading.
    let odd = text.replace("\"hinted\":[2]", "\"hinted\":[9,2,0,2]");
    let back = decode_library(&odd).unwrap();
    assert_eq!(back.get(&id("gameAAAA")).unwrap().saved.hinted, vec![0, 2]);
}

#[test]
fn a_live_tables_game_keeps_its_table_and_a_table_address_that_names_none_is_dropped() {
    let mut library = Library::default();
    let table = format!(
        "live={}&broker=wss%3A%2F%2Fbroker.example%2Fmqtt",
        "7f".repeat(16)
    );
    let mut live = entry("gameAAAA", game_from(&[0, 1, 2]));
    live.table = Some(table.clone());
    library.put(live);
    library.put(entry("gameBBBB", game_from(&[3])));
    let text = library.encode();
    let back = decode_library(&text).unwrap();
    assert_eq!(
        back.get(&id("gameAAAA")).unwrap().table,
        Some(table.clone())
    );
    assert_eq!(back.get(&id("gameBBBB")).unwrap().table, None);
    // Other games are written as before.
    assert_eq!(text.matches("\"table\"").count(), 1);
    // From a file, a table address that names no table, or is too long, only opens the
    // game: the game itself is read as ever.
    let long = format!("live={}&broker={}", "7f".repeat(16), "x".repeat(700));
    for bad in [
        "live=new&players=2".to_string(),
        "javascript:alert(1)".to_string(),
        long,
    ] {
        let odd = text.replace(&table, &bad);
        let back = decode_library(&odd).unwrap();
        let game = back.get(&id("gameAAAA")).unwrap();
        assert_eq!(
            (game.table.clone(), game.saved.game.moves().len()),
            (None, 3),
            "{bad}"
        );
    }
}

#[test]
fn broken_or_foreign_text_is_refused_whole() {
    assert!(matches!(decode_library("{"), Err(LibraryError::Json(_))));
    assert!(matches!(
        decode_library(r#"{"format":"photos","version":1,"games":[]}"#),
        Err(LibraryError::Format(_))
    ));
    assert_eq!(
        decode_library(r#"{"format":"blockness-games","version":9,"games":[]}"#).unwrap_err(),
        LibraryError::Version(9)
    );
    let bad_game =
        r#"{"format":"blockness-games","version":1,"games":[{"id":"gameAAAA","link":"1A"}]}"#;
    assert!(matches!(
        decode_library(bad_game),
        Err(LibraryError::Game { index: 0, .. })
    ));
    let link = encode_link(&game_from(&[0]));
    let twice = format!(
        r#"{{"format":"blockness-games","version":1,"games":[{{"id":"gameAAAA","link":"{link}"}},{{"id":"gameAAAA","link":"{link}"}}]}}"#
    );
    assert_eq!(
        decode_library(&twice).unwrap_err(),
        LibraryError::DuplicateId(id("gameAAAA"))
    );
    let bad_id = format!(
        r#"{{"format":"blockness-games","version":1,"games":[{{"id":"no","link":"{link}"}}]}}"#
    );
    assert!(decode_library(&bad_id).is_err());
}

#[test]
fn a_deleted_game_comes_back_in_its_place() {
    let mut library = Library::default();
    for name in ["gameAAAA", "gameBBBB", "gameCCCC"] {
        library.put(entry(name, game_from(&[0])));
    }
    let (index, removed) = library.remove(&id("gameBBBB")).unwrap();
    assert_eq!(library.entries().len(), 2);
    library.restore_removed(index, removed);
    let ids: Vec<&str> = library.entries().iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, ["gameAAAA", "gameBBBB", "gameCCCC"]);
}

/// A stream of games as links and files bring them: a few ids, related move lists.
fn arriving() -> impl Strategy<Value = Vec<(u8, Vec<usize>)>> {
    prop::collection::vec((0u8..3, prop::collection::vec(0usize..4, 0..8)), 1..12)
}

fn kept_move_lists(library: &Library) -> Vec<Vec<Move>> {
    library
        .entries()
        .iter()
        .map(|e| e.saved.game.moves().to_vec())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 48,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0x11B2_A2E5),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Receiving what has just been received changes nothing, and no move list the
    /// library held is ever lost: each is still the beginning of some kept game.
    #[test]
    fn receiving_is_idempotent_and_never_drops_a_stored_move(stream in arriving()) {
        let mut library = Library::default();
        let mut counter = 0u32;
        for (which, picks) in stream {
            let before = kept_move_lists(&library);
            let name = format!("game{which}AAA");
            let incoming = entry(&name, game_from(&picks));
            let mut next_id = || {
                counter += 1;
                id(&format!("fresh{counter:03}"))
            };
            library.receive(incoming.clone(), &mut next_id);
            let after = kept_move_lists(&library);
            for old in &before {
                prop_assert!(after.iter().any(|new| new.starts_with(old)), "a stored move was dropped");
            }
            let text = library.encode();
            let (again, _) = library.receive(incoming, &mut next_id);
            prop_assert!(matches!(again, Receipt::Same | Receipt::Older));
            prop_assert_eq!(library.encode(), text);
        }
    }
}

#[test]
fn a_finished_game_says_to_the_one_person_here_whether_they_won() {
    let game = game_from(&[0; 200]);
    assert!(
        game.to_move().is_none(),
        "the first moves play the game to its end"
    );
    let winners: Vec<Colour> = game
        .standings()
        .iter()
        .filter(|s| s.place == 1)
        .map(|s| s.colour)
        .collect();
    let colours = game.rules().setup().colours().to_vec();
    // Two people here: nobody is "you".
    let both = entry("BOTH0000", game.clone());
    assert_eq!(
        game_state(&both),
        GameState::Finished(winners.clone(), None)
    );
    // One person against the computer, in either seat.
    for (person, colour) in colours.iter().enumerate() {
        let mut alone = entry("ALONE000", game.clone());
        alone.saved.seats[1 - person] = SeatKind::bot(blockness_bots::Level::Easy);
        let won = winners.contains(colour);
        assert_eq!(
            game_state(&alone),
            GameState::Finished(winners.clone(), Some(won))
        );
    }
}
