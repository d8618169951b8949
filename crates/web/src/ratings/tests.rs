//! Rated results: kept once per game, the rating replayed from them exactly as the rating
//! crate computes it, read back from storage and files with every result checked.

use super::*;

fn id(text: &str) -> GameId {
    text.parse().unwrap()
}

fn won_against(game: &str, level: &str, rating: f64) -> RatedGame {
    RatedGame::new(
        id(game),
        1_000.0,
        RatedResult::new(1, vec![Opponent::new(level, rating, 2)]),
    )
}

fn lost_to(game: &str, level: &str, rating: f64) -> RatedGame {
    RatedGame::new(
        id(game),
        2_000.0,
        RatedResult::new(2, vec![Opponent::new(level, rating, 1)]),
    )
}

#[test]
fn each_result_moves_the_rating_as_the_rating_crate_says() {
    let mut ratings = Ratings::default();
    assert_eq!(ratings.rating(), Rating::default());
    let first = won_against("aaaa1111", "medium", 1465.0);
    assert_eq!(ratings.record(first.clone()), Ok(true));
    let expected = Rating::default().after(&first.result()).unwrap();
    assert_eq!(ratings.rating(), expected);
    assert!(ratings.rating().rating > Rating::default().rating);
    // Three players: Weng-Lin, through the same crate.
    let three = RatedGame::new(
        id("bbbb2222"),
        3_000.0,
        RatedResult::new(
            3,
            vec![
                Opponent::new("easy", 1000.0, 1),
                Opponent::new("casual", 1204.0, 2),
            ],
        ),
    );
    assert_eq!(ratings.record(three.clone()), Ok(true));
    assert_eq!(ratings.rating(), expected.after(&three.result()).unwrap());
    assert!(ratings.rating().rating < expected.rating);
    assert_eq!(ratings.rating().games, 2);
}

#[test]
fn a_game_counts_once_and_an_impossible_result_not_at_all() {
    let mut ratings = Ratings::default();
    assert_eq!(
        ratings.record(won_against("aaaa1111", "easy", 1000.0)),
        Ok(true)
    );
    assert_eq!(
        ratings.record(lost_to("aaaa1111", "easy", 1000.0)),
        Ok(false)
    );
    assert_eq!(ratings.games().len(), 1);
    let impossible = RatedGame::new(id("cccc3333"), 0.0, RatedResult::new(5, vec![]));
    assert!(ratings.record(impossible).is_err());
    assert_eq!(ratings.games().len(), 1);
}

#[test]
fn results_read_back_as_written_and_damage_is_refused_whole() {
    let mut ratings = Ratings::default();
    ratings
        .record(won_against("aaaa1111", "medium", 1465.0))
        .unwrap();
    ratings
        .record(lost_to("bbbb2222", "strong", 1803.0))
        .unwrap();
    let text = ratings.encode();
    assert_eq!(decode_ratings(&text), Ok(ratings.clone()));
    assert!(matches!(decode_ratings("{"), Err(RatingsError::Json(_))));
    assert!(matches!(
        decode_ratings(r#"{"format":"blockness-games","version":1,"games":[]}"#),
        Err(RatingsError::Format(_))
    ));
    assert_eq!(
        decode_ratings(r#"{"format":"blockness-ratings","version":7,"games":[]}"#),
        Err(RatingsError::Version(7))
    );
    let twice = text.replace("bbbb2222", "aaaa1111");
    assert_eq!(
        decode_ratings(&twice),
        Err(RatingsError::DuplicateGame(id("aaaa1111")))
    );
    // The first game's opponent finished in a place a two-player game has not.
    let bad_place = text.replacen(r#""place":2"#, r#""place":9"#, 1);
    assert!(matches!(
        decode_ratings(&bad_place),
        Err(RatingsError::Result { index: 0, .. })
    ));
}

#[test]
fn tallies_count_each_opponent_by_level_weakest_first() {
    let mut ratings = Ratings::default();
    ratings
        .record(won_against("aaaa1111", "medium", 1465.0))
        .unwrap();
    ratings
        .record(lost_to("bbbb2222", "medium", 1465.0))
        .unwrap();
    ratings
        .record(RatedGame::new(
            id("cccc3333"),
            0.0,
            RatedResult::new(
                1,
                vec![
                    Opponent::new("easy", 1000.0, 1),
                    Opponent::new("medium", 1465.0, 3),
                ],
            ),
        ))
        .unwrap();
    let tallies = ratings.by_level();
    let rows: Vec<(&str, u32, u32, u32)> = tallies
        .iter()
        .map(|t| (t.level.as_str(), t.wins, t.draws, t.losses))
        .collect();
    assert_eq!(rows, [("easy", 0, 1, 0), ("medium", 2, 0, 1)]);
}

#[test]
fn the_graph_holds_the_last_fifty_games_and_where_it_starts() {
    let mut ratings = Ratings::default();
    for n in 0..60 {
        let game = format!("game{n:04}");
        ratings.record(won_against(&game, "easy", 1000.0)).unwrap();
    }
    let history = ratings.history();
    let (start, points) = ratings.graph();
    assert_eq!(points.len(), GRAPH_GAMES);
    assert_eq!(points[0].game.game, id("game0010"));
    assert_eq!(start, history[9].rating);
    assert_eq!(points.last().unwrap().rating, ratings.rating());
}

#[test]
fn merging_a_file_adds_only_new_games_in_the_order_they_ended() {
    let mut here = Ratings::default();
    here.record(lost_to("bbbb2222", "medium", 1465.0)).unwrap();
    let mut file = Ratings::default();
    file.record(won_against("aaaa1111", "medium", 1465.0))
        .unwrap();
    file.record(lost_to("bbbb2222", "medium", 1465.0)).unwrap();
    assert_eq!(here.merge(&file), 1);
    let order: Vec<String> = here.games().iter().map(|g| g.game.to_string()).collect();
    assert_eq!(order, ["aaaa1111", "bbbb2222"]);
    assert_eq!(here.merge(&file), 0);
}
