//! Properties of random legal games: Nessie always lies on three chained cells, no
//! fragment is lost or made, the legal list is exactly what `apply` accepts, and every
//! game ends, whether the seed deals its luck or the table does, draw by draw.

use blockness_lochness::fragments::FRAGMENTS;
use blockness_lochness::rng::Rng;
use blockness_lochness::{link, Action, Chance, Game, Kind, Nessie, Record, Row, Setup, Step};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};

/// Actions worth trying at any state: the legal ones and a spread of others.
fn candidates(game: &Game, rng: &mut Rng) -> Vec<Action> {
    let points = game.board().points().len() + 1;
    let mut list = game.legal();
    for _ in 0..40 {
        let p = rng.below(points);
        let q = rng.below(points);
        let kind = Kind::ALL[rng.below(5)];
        list.extend([
            Action::Place { point: p },
            Action::Move { from: p, to: q },
            Action::Relocate { to: q },
            Action::Draw { deck: kind },
            Action::Keep {
                index: rng.below(4),
                row: if rng.below(2) == 0 {
                    Row::Upper
                } else {
                    Row::Lower
                },
            },
            Action::Withdraw { point: p },
            Action::Flip {
                seat: rng.below(6),
                column: kind,
            },
            Action::Swim {
                nessie: Nessie::from_cells([rng.below(30), rng.below(30), rng.below(30)]),
            },
            Action::Chance {
                value: rng.below(800) as u32,
            },
        ]);
    }
    list.extend([Action::Pass, Action::Discard, Action::Roll]);
    list
}

fn check_invariants(game: &Game) -> Result<(), TestCaseError> {
    prop_assert!(game.nessie().is_chained(game.board()));
    prop_assert_eq!(game.fragment_count(), FRAGMENTS);
    for ruler in game.rulers() {
        for (i, kind) in Kind::ALL.into_iter().enumerate() {
            for slot in [ruler.upper[i], ruler.lower[i]].into_iter().flatten() {
                prop_assert_eq!(slot.kind, kind);
            }
        }
    }
    // One photographer a point, except the moment a bumped one waits to be sent away.
    let mut points: Vec<usize> = game.photographers().iter().flatten().copied().collect();
    let all = points.len();
    points.sort_unstable();
    points.dedup();
    let shared = usize::from(game.step() == Step::Relocate);
    prop_assert_eq!(points.len() + shared, all);
    // The table's draw is awaited exactly at the step that says so.
    prop_assert_eq!(game.chance_range().is_some(), game.step() == Step::Chance);
    if game.setup().chance == Chance::Table {
        // Nothing hidden is ordered: what nobody has seen lies sorted.
        for kind in Kind::ALL {
            let unseen: Vec<_> = game
                .decks()
                .deck(kind)
                .take(game.decks().unseen(kind))
                .collect();
            prop_assert!(unseen.is_sorted(), "{:?}", unseen);
        }
    }
    Ok(())
}

/// Plays a random legal game, flips now and then, and checks the invariants throughout;
/// every few actions it also checks that `apply` accepts exactly the legal actions.
fn random_game(players: usize, seed: u64, chance: Chance) -> Result<Game, TestCaseError> {
    let mut game = Game::new(Setup {
        players,
        seed: if chance == Chance::Table { 0 } else { seed },
        variant5: players == 5,
        chance,
    })
    .unwrap();
    let mut rng = Rng::new(seed ^ 0x5EED);
    let mut count = 0;
    while !game.is_over() {
        check_invariants(&game)?;
        if count % 13 == 0 {
            let legal = game.legal();
            for action in candidates(&game, &mut rng) {
                let mut trial = game.clone();
                let accepted = trial.apply(action).is_ok();
                prop_assert_eq!(accepted, legal.contains(&action), "{:?}", action);
            }
        }
        let flips = game.flips();
        let action = if !flips.is_empty() && rng.below(10) == 0 {
            flips[rng.below(flips.len())]
        } else {
            let steps = game.step_actions();
            steps[rng.below(steps.len())]
        };
        game.apply(action).unwrap();
        count += 1;
        prop_assert!(count < 50_000, "the game does not end");
    }
    check_invariants(&game)?;
    prop_assert!(game.winners().is_some_and(|w| !w.is_empty()));
    Ok(game)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 24,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0x10C4_9209),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_legal_games_keep_the_rules_and_end(players in 2usize..=5, seed in any::<u64>()) {
        let game = random_game(players, seed, Chance::Seed)?;
        // Replaying the record gives the same game.
        let again = Game::replay(game.setup(), game.actions()).unwrap();
        prop_assert_eq!(again.rulers(), game.rulers());
        prop_assert_eq!(again.nessie(), game.nessie());
        prop_assert_eq!(again.scores(), game.scores());
    }

    #[test]
    fn games_the_table_deals_keep_the_rules_end_and_travel_by_link(
        players in 2usize..=5,
        seed in any::<u64>(),
    ) {
        let game = random_game(players, seed, Chance::Table)?;
        let draws = game.actions().iter().filter(|a| matches!(a, Action::Chance { .. })).count();
        prop_assert!(draws > 0, "the table drew {} times", draws);
        let text = link::encode(&Record::of(&game));
        let record = link::decode(&text).unwrap();
        prop_assert_eq!(record.chance, Chance::Table);
        let again = record.replay().unwrap();
        prop_assert_eq!(again.actions(), game.actions());
        prop_assert_eq!(again.rulers(), game.rulers());
        prop_assert_eq!(again.scores(), game.scores());
    }
}
