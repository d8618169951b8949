//! A game whose luck the table deals (a live game's record) opened on the page: the page
//! is the table, draws what the game waits for, and never draws the same place twice.

use blockness_lochness::{link, Action, Chance, Game, Kind, Record, Setup, Step};

use super::super::log::Event;
use super::*;

/// A two-player game dealt by the table, Nessie on the chain `first` and the
/// photographers on points 0 to 5 (player 1 on the even ones).
fn set_up(first: u32) -> Game {
    let mut game = Game::new(Setup {
        players: 2,
        seed: 0,
        variant5: false,
        chance: Chance::Table,
    })
    .unwrap();
    game.apply(Action::Chance { value: first }).unwrap();
    for point in 0..6 {
        game.apply(Action::Place { point }).unwrap();
    }
    game
}

/// A two-player game dealt by the table, stopped where it waits for its first roll's face.
fn waiting_for_the_roll() -> Game {
    let mut game = set_up(3);
    for action in [Action::Pass, Action::Roll] {
        game.apply(action).unwrap();
    }
    assert_eq!(game.step(), Step::Chance);
    game
}

fn opened(game: &Game, id: &str) -> LochState {
    let hash = format!("#{}", address::write(game, &[SeatKind::Human; 2]));
    LochState::boot(&hash, Ok(None), id).0
}

#[test]
fn the_page_draws_what_the_game_waits_for_and_plays_on_to_the_end() {
    let game = waiting_for_the_roll();
    let mut state = opened(&game, "g7");
    let table = state.table().unwrap();
    let shown = table.game();
    assert_eq!(shown.step(), Step::Swim, "the face is drawn");
    assert_eq!(shown.actions().len(), game.actions().len() + 1);
    assert!(matches!(
        shown.actions().last(),
        Some(Action::Chance { .. })
    ));
    assert!(matches!(
        table.log().last().map(|e| &e.event),
        Some(Event::Rolled { seat: 0, .. })
    ));
    // The draw is final, as a roll is.
    assert!(!table.can_undo());
    // The same table draws the same; it plays to the end by clicks, the page drawing each
    // photo's fragments as they come.
    assert_eq!(
        opened(&game, "g7").game().unwrap().actions(),
        shown.actions()
    );
    let mut guard = 0;
    while click_first(&mut state) {
        guard += 1;
        assert!(guard < 5_000, "the game does not end");
    }
    let end = state.game().unwrap();
    assert!(end.is_over());
    let record = link::decode(&address::link_of(end)).unwrap();
    assert_eq!(record, Record::of(end));
    assert_eq!(record.chance, Chance::Table);
    let photos = state
        .table()
        .unwrap()
        .log()
        .iter()
        .filter(|e| matches!(e.event, Event::Photo { .. }))
        .count();
    assert!(photos > 0, "photos are logged when the table draws them");
}

#[test]
fn a_draw_the_page_made_is_final_so_undo_cannot_draw_again() {
    let mut state = opened(&set_up(0), "g9");
    // Player 1 moves onto player 2's photographer; player 2 sends it away and draws.
    for action in [
        Action::Move { from: 0, to: 1 },
        Action::Relocate { to: 6 },
        Action::Draw { deck: Kind::Pier },
    ] {
        assert!(state.apply(LochAction::Act(action)), "{action:?}");
    }
    let table = state.table().unwrap();
    assert_eq!(
        table.game().step(),
        Step::Keep,
        "the page drew the fragment"
    );
    assert!(matches!(
        table.game().actions().last(),
        Some(Action::Chance { .. })
    ));
    assert!(matches!(
        table.log().last().map(|e| &e.event),
        Some(Event::Drew {
            seat: 1,
            deck: Kind::Pier,
            ..
        })
    ));
    // Where the seed deals, the same person could take the draw back and pick another deck.
    assert!(!table.can_undo());
}
