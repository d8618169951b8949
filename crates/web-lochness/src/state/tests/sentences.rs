//! The state's words: every fixed text and sentence in four languages, counts in each
//! language's singular, and the log told from a whole game.

use super::super::hint::HintSay;
use super::*;

#[test]
fn every_fixed_text_has_its_own_words_in_four_languages() {
    // The kinds and pieces are declared with the other texts: `texts!` checks them all.
    for w in words::KINDS.iter().chain(&words::PIECES) {
        assert!(words::ALL.contains(w), "{w:?}");
    }
    // "Orange" is the same word in English, French and German.
    for w in &words::COLOURS {
        assert!([w.en, w.fr, w.de, w.it].iter().all(|s| !s.is_empty()));
    }
}

/// A game of two bots played to its end.
fn bots_game(seed: u64) -> LochState {
    let seats = vec![SeatKind::bot(Level::Medium), SeatKind::bot(Level::Easy)];
    let mut state = started(2, seats, seed);
    while state.apply(LochAction::BotMove) {}
    assert!(state.game().unwrap().is_over());
    state
}

#[test]
fn every_sentence_is_written_in_four_languages() {
    let state = bots_game(5);
    let mut sayings = vec![
        Say::Player(0),
        Say::Status(Standing::Over {
            winners: vec![0, 1],
        }),
        Say::WaitingFor("Ada".to_string()),
        Say::YourTurn(Standing::Waiting {
            seat: 0,
            step: blockness_lochness::Step::Setup,
            bot: false,
            picked: 0,
            chosen: false,
            last_round: true,
        }),
        Say::Score { points: 3, twos: 1 },
        Say::Die(view::DieFace::Idle),
        Say::Die(view::DieFace::Waiting),
        Say::Die(view::DieFace::Rolled(blockness_lochness::Die::Wave)),
        Say::KeptGame {
            players: 2,
            actions: 9,
        },
        Say::KeptUnreadable,
        Say::Notice(Note::OtherGameKept),
        Say::Notice(Note::LinkRefused(AddressError::Empty)),
        Say::Notice(Note::ThinkingOnPage(String::new())),
        Say::Notice(Note::ThinkingOnPage("NetworkError".to_string())),
    ];
    sayings.extend((2..=5).map(Say::PlayersNote));
    let fragment = blockness_lochness::Fragment {
        kind: blockness_lochness::Kind::Pier,
        colour: blockness_lochness::Colour::ALL[2],
    };
    sayings.extend(
        [
            HintSay::Place(3),
            HintSay::Move { from: 1, to: 9 },
            HintSay::Pass { moving: true },
            HintSay::Pass { moving: false },
            HintSay::Relocate(7),
            HintSay::Draw(blockness_lochness::Kind::Boat),
            HintSay::Keep {
                fragment,
                row: blockness_lochness::Row::Upper,
            },
            HintSay::Keep {
                fragment,
                row: blockness_lochness::Row::Lower,
            },
            HintSay::Discard,
            HintSay::Roll,
            HintSay::Swim(blockness_lochness::Nessie {
                head: 8,
                body: 9,
                tail: 10,
            }),
            HintSay::Withdraw(4),
            HintSay::Flip(blockness_lochness::Kind::Bench),
        ]
        .map(Say::Hint),
    );
    for entry in state.table().unwrap().log() {
        sayings.push(Say::Log {
            event: entry.event.clone(),
            bots: vec![1],
        });
    }
    for say in sayings {
        let texts = Lang::ALL.map(|lang| say.text(lang));
        assert!(texts.iter().all(|t| !t.trim().is_empty()), "{say:?}");
        if matches!(
            say,
            Say::Notice(_)
                | Say::Status(_)
                | Say::YourTurn(_)
                | Say::WaitingFor(_)
                | Say::Log { .. }
                | Say::PlayersNote(_)
                | Say::Die(_)
                | Say::Hint(_)
        ) {
            for other in &texts[1..] {
                assert_ne!(other, &texts[0], "{say:?}");
            }
        }
    }
}

#[test]
fn the_workers_details_are_added_only_when_there_are_any() {
    let bare = Say::Notice(Note::ThinkingOnPage(String::new())).text(Lang::En);
    assert!(bare.ends_with("did not answer."), "{bare}");
    let detailed = Say::Notice(Note::ThinkingOnPage("NetworkError".to_string())).text(Lang::En);
    assert!(
        detailed.ends_with("did not answer (NetworkError)."),
        "{detailed}"
    );
}

#[test]
fn counts_take_each_language_singular() {
    let one = Say::Score { points: 1, twos: 1 };
    assert_eq!(
        Lang::ALL.map(|lang| one.text(lang)),
        [
            "1 point (1 two-point joint)",
            "1 point (1 jointure à 2 points)",
            "1 Punkt (1 Nahtstelle zu 2 Punkten)",
            "1 punto (1 giuntura da 2 punti)",
        ]
    );
    let none = Say::Score { points: 0, twos: 0 };
    assert_eq!(none.text(Lang::Fr), "0 point (0 jointure à 2 points)");
    assert_eq!(none.text(Lang::En), "0 points (0 two-point joints)");
    let kept = Say::KeptGame {
        players: 2,
        actions: 1,
    };
    assert_eq!(
        Lang::ALL.map(|lang| kept.text(lang)),
        [
            "2 players, 1 action",
            "2 joueurs, 1 action",
            "2 Spieler, 1 Aktion",
            "2 giocatori, 1 azione",
        ]
    );
}

#[test]
fn decks_and_points_count_in_each_language() {
    let one = Say::Deck {
        kind: Kind::Bench,
        left: 1,
    };
    assert_eq!(
        Lang::ALL.map(|lang| one.text(lang)),
        [
            "bench (1 fragment left)",
            "banc (1 fragment restant)",
            "Bank (1 Fragment übrig)",
            "panchina (1 frammento rimasto)",
        ]
    );
    let none = Say::Deck {
        kind: Kind::Boat,
        left: 0,
    };
    assert_eq!(none.text(Lang::Fr), "bateau (0 fragment restant)");
    assert_eq!(none.text(Lang::It), "barca (0 frammenti rimasti)");
    let shared = |seats: Vec<usize>| Say::Point {
        id: 3,
        kind: Kind::Pier,
        seats,
    };
    assert_eq!(
        shared(vec![0]).text(Lang::En),
        "Point 3, pier, photographer of player 1"
    );
    assert_eq!(
        shared(vec![0, 1]).text(Lang::En),
        "Point 3, pier, photographers of players 1 and 2"
    );
    assert_eq!(
        shared(vec![0, 1]).text(Lang::Fr),
        "Point 3, ponton, photographes des joueurs 1 et 2"
    );
}

#[test]
fn the_players_note_matches_the_number_chosen() {
    assert_eq!(
        Say::PlayersNote(2).text(Lang::En),
        "With 2 players, each posts 3 photographers around the lake."
    );
    assert_eq!(
        Say::PlayersNote(3).text(Lang::De),
        "Bei 3 Spielern stellt jeder 2 Fotografen am Ufer auf."
    );
    for lang in Lang::ALL {
        assert_eq!(Say::PlayersNote(5).text(lang), words::FIVE_NOTE.get(lang));
        for players in 2..=4 {
            assert_ne!(
                Say::PlayersNote(players).text(lang),
                words::FIVE_NOTE.get(lang)
            );
        }
    }
}

#[test]
fn the_log_tells_every_action_in_order_and_how_the_game_ended() {
    use super::log::Event;
    let state = bots_game(11);
    let table = state.table().unwrap();
    let game = table.game();
    let log = table.log();
    // Kept as the game went, it is the log replayed from the link.
    assert_eq!(log, super::log::of(game).as_slice());
    // In order, every action has its line, and the rolls their faces.
    assert!(log.windows(2).all(|w| w[0].after <= w[1].after));
    let rolls = game
        .actions()
        .iter()
        .filter(|a| **a == Action::Roll)
        .count();
    assert_eq!(
        log.iter()
            .filter(|e| matches!(e.event, Event::Rolled { .. }))
            .count(),
        rolls
    );
    for i in 1..=game.actions().len() {
        assert!(log.iter().any(|e| e.after == i), "action {i} has a line");
    }
    // Each photo's fragments are what the keep that follows chose from.
    for (i, entry) in log.iter().enumerate() {
        if let Event::Photo {
            seat, fragments, ..
        } = &entry.event
        {
            assert!(!fragments.is_empty());
            match &log[i + 1].event {
                Event::Kept {
                    seat: s, fragment, ..
                } => {
                    assert_eq!(s, seat);
                    assert!(fragments.contains(fragment));
                }
                Event::KeptNone { seat: s, count } => {
                    assert_eq!(s, seat);
                    assert_eq!(*count, fragments.len());
                }
                other => panic!("a photo is followed by its keep, not {other:?}"),
            }
        }
    }
    assert!(log
        .iter()
        .any(|e| matches!(e.event, Event::LastRound { .. })));
    match &log.last().unwrap().event {
        Event::Over {
            winners,
            completed,
            score,
            ..
        } => {
            assert_eq!(Some(winners.clone()), game.winners());
            assert!(!completed.is_empty());
            assert_eq!(*score, game.scores()[winners[0]]);
        }
        other => panic!("the log ends with the game's end, not {other:?}"),
    }
    let end = Say::Log {
        event: log.last().unwrap().event.clone(),
        bots: vec![0, 1],
    };
    assert!(end.text(Lang::En).starts_with("The game is over: player"));
}

#[test]
fn who_would_photograph_nessie_is_said_with_each_language_count() {
    let photos = Say::PreviewPhotos(vec![(0, 3, 2), (1, 11, 1)]);
    assert_eq!(
        photos.text(Lang::En),
        "Photos: Player 1 at point 3 (2 pieces), Player 2 at point 11 (1 piece)."
    );
    assert_eq!(
        photos.text(Lang::Fr),
        "Photos\u{202f}: joueur 1 au point 3 (2 parties), joueur 2 au point 11 (1 partie)."
    );
    assert_eq!(
        Say::PreviewPhotos(Vec::new()).text(Lang::De),
        "Kein Fotograf würde sie sehen."
    );
}
