//! Links of random legal games read back to the same record and replay to the same game;
//! random text never panics the reader.

use blockness_lochness::link::{decode, decode_game, encode};
use blockness_lochness::rng::Rng;
use blockness_lochness::{Game, Record, Setup};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};

/// A game of `players` played by random legal choices (flips included) for up to `steps` actions.
fn random_game(players: usize, seed: u64, steps: usize) -> Game {
    let mut game = Game::new(Setup::seeded(players, seed)).expect("a valid setup");
    let mut rng = Rng::new(seed ^ 0x5eed);
    for _ in 0..steps {
        let legal = game.legal();
        if legal.is_empty() {
            break;
        }
        let action = legal[rng.below(legal.len())];
        game.apply(action).expect("a legal action");
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 64,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(0x10C4_1124),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn a_random_legal_game_round_trips(players in 2usize..=5, seed: u64, steps in 0usize..400) {
        let game = random_game(players, seed, steps);
        let record = Record::of(&game);
        let text = encode(&record);
        prop_assert_eq!(decode(&text), Ok(record));
        let replayed = decode_game(&text).expect("it replays");
        prop_assert_eq!(replayed.actions(), game.actions());
        prop_assert_eq!(serde_json::to_string(&replayed.state()).unwrap(), serde_json::to_string(&game.state()).unwrap());
    }

    #[test]
    fn any_text_is_read_or_refused_without_panic(text in "\\PC{0,64}") {
        let _ = decode(&text);
        let _ = decode_game(&text);
    }

    #[test]
    fn any_bytes_after_the_version_are_read_or_refused(bytes in proptest::collection::vec(any::<u8>(), 0..80)) {
        use base64::Engine;
        let text = format!("1{}", base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes));
        if let Ok(record) = decode(&text) {
            // Whatever reads, writes back to a text that reads the same.
            prop_assert_eq!(decode(&encode(&record)), Ok(record));
        }
    }
}
