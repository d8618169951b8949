//! A rated result moves the person's rating exactly as `skillratings` computes it, for two,
//! three and four players; in the direction of the result; and refuses results that cannot be.

use blockness_rating::{
    weng_lin_config, Opponent, RatedResult, Rating, RatingError, OPPONENT_DEVIATION,
};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinRating};
use skillratings::{MultiTeamOutcome, Outcomes};

fn someone() -> Rating {
    Rating {
        rating: 1620.0,
        deviation: 140.0,
        volatility: 0.061,
        games: 7,
    }
}

#[test]
fn two_players_follow_glicko2() {
    for (place, theirs, outcome) in [
        (1, 2, Outcomes::WIN),
        (2, 1, Outcomes::LOSS),
        (1, 1, Outcomes::DRAW),
    ] {
        let result = RatedResult::new(place, vec![Opponent::new("sharp", 1711.0, theirs)]);
        let after = someone().after(&result).unwrap();
        let (expected, _) = glicko2(
            &Glicko2Rating {
                rating: 1620.0,
                deviation: 140.0,
                volatility: 0.061,
            },
            &Glicko2Rating {
                rating: 1711.0,
                deviation: OPPONENT_DEVIATION,
                volatility: 0.06,
            },
            &outcome,
            &Glicko2Config::new(),
        );
        assert_eq!(after.rating, expected.rating);
        assert_eq!(after.deviation, expected.deviation);
        assert_eq!(after.volatility, expected.volatility);
        assert_eq!(after.games, 8);
    }
}

/// The person's new Weng-Lin rating, computed straight from the crate.
fn weng_lin_of(person: Rating, place: usize, opponents: &[(f64, usize)]) -> WengLinRating {
    let mine = [WengLinRating {
        rating: person.rating,
        uncertainty: person.deviation,
    }];
    let theirs: Vec<[WengLinRating; 1]> = opponents
        .iter()
        .map(|&(rating, _)| {
            [WengLinRating {
                rating,
                uncertainty: OPPONENT_DEVIATION,
            }]
        })
        .collect();
    let mut teams = vec![(&mine[..], MultiTeamOutcome::new(place))];
    for (team, &(_, their_place)) in theirs.iter().zip(opponents) {
        teams.push((&team[..], MultiTeamOutcome::new(their_place)));
    }
    weng_lin_multi_team(&teams, &weng_lin_config())[0][0]
}

#[test]
fn three_and_four_players_follow_weng_lin() {
    let cases: [(u32, &[(f64, u32)]); 4] = [
        (1, &[(1500.0, 2), (1380.0, 3)]),
        (3, &[(1500.0, 1), (1380.0, 2)]),
        (2, &[(1711.0, 1), (1500.0, 3), (1380.0, 4)]),
        (1, &[(1711.0, 1), (1500.0, 3), (1380.0, 3)]),
    ];
    for (place, opponents) in cases {
        let result = RatedResult::new(
            place,
            opponents
                .iter()
                .map(|&(rating, their)| Opponent::new("bot", rating, their))
                .collect(),
        );
        let after = someone().after(&result).unwrap();
        let plain: Vec<(f64, usize)> = opponents.iter().map(|&(r, p)| (r, p as usize)).collect();
        let expected = weng_lin_of(someone(), place as usize, &plain);
        assert_eq!(after.rating, expected.rating, "{place} {opponents:?}");
        assert_eq!(after.deviation, expected.uncertainty);
        assert_eq!(after.volatility, someone().volatility);
        assert_eq!(after.games, 8);
    }
}

#[test]
fn wins_raise_losses_lower_and_a_new_rating_settles() {
    let medium =
        |mine, theirs| RatedResult::new(mine, vec![Opponent::new("medium", 1500.0, theirs)]);
    let start = Rating::default();
    assert!(start.is_provisional());
    assert!(start.after(&medium(1, 2)).unwrap().rating > start.rating);
    assert!(start.after(&medium(2, 1)).unwrap().rating < start.rating);
    let four = |mine| {
        RatedResult::new(
            mine,
            (1..=4)
                .filter(|&p| p != mine)
                .map(|p| Opponent::new("bot", 1500.0, p))
                .collect(),
        )
    };
    assert!(start.after(&four(1)).unwrap().rating > start.rating);
    assert!(start.after(&four(4)).unwrap().rating < start.rating);
    let games: Vec<RatedResult> = (0..12).map(|i| medium(1 + i % 2, 2 - i % 2)).collect();
    let settled = Rating::replay(&games).unwrap();
    assert_eq!(settled.games, 12);
    assert!(!settled.is_provisional(), "{settled:?}");
}

#[test]
fn impossible_results_are_refused() {
    let r = Rating::default();
    assert_eq!(
        r.after(&RatedResult::new(1, vec![])),
        Err(RatingError::OpponentCount(0))
    );
    let four: Vec<Opponent> = (2..=5).map(|p| Opponent::new("bot", 1500.0, p)).collect();
    assert_eq!(
        r.after(&RatedResult::new(1, four)),
        Err(RatingError::OpponentCount(4))
    );
    assert_eq!(
        r.after(&RatedResult::new(3, vec![Opponent::new("bot", 1500.0, 1)])),
        Err(RatingError::Place {
            place: 3,
            players: 2
        })
    );
    assert_eq!(
        r.after(&RatedResult::new(0, vec![Opponent::new("bot", 1500.0, 1)])),
        Err(RatingError::Place {
            place: 0,
            players: 2
        })
    );
    assert!(matches!(
        r.after(&RatedResult::new(
            1,
            vec![Opponent::new("bot", f64::NAN, 2)]
        )),
        Err(RatingError::NotFinite(_))
    ));
    // JSON with a missing field is a serde error, not a panic.
    assert!(serde_json::from_str::<Vec<RatedResult>>(r#"[{"place":1}]"#).is_err());
}
