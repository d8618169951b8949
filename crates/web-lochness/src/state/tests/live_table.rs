//! A live table's view of its game: it deals nothing itself, follows the table's game
//! action by action, starts again from it when its own click was not taken, takes clicks
//! only for this device's seat, and flips a ruler only on that seat's turn.

use blockness_lochness::{Action, Chance, Game, Setup, Step};

use super::super::table::{Clicked, Table};
use super::*;

fn dealt_by_the_table() -> Game {
    Game::new(Setup {
        players: 2,
        seed: 0,
        variant5: false,
        chance: Chance::Table,
    })
    .unwrap()
}

fn seats(mine: usize) -> Vec<SeatKind> {
    (0..2)
        .map(|s| {
            if s == mine {
                SeatKind::Human
            } else {
                SeatKind::Elsewhere
            }
        })
        .collect()
}

#[test]
fn a_live_table_deals_nothing_and_follows_the_tables_game() {
    let mut game = dealt_by_the_table();
    let mut view = Table::live("ab".into(), game.clone(), seats(0));
    // Nessie's first place waits for the table's draw: the view draws nothing.
    assert_eq!(view.game().step(), Step::Chance);
    assert!(view.person_to_act().is_none());

    game.apply(Action::Chance { value: 2 }).unwrap();
    game.apply(Action::Place { point: 0 }).unwrap();
    game.apply(Action::Place { point: 1 }).unwrap();
    view.follow(&game, seats(0));
    assert_eq!(view.game().actions(), game.actions());
    // Each action the table took is told in the log, as on this screen's own games.
    assert!(view.log().len() >= 2);
    assert_eq!(view.person_to_act(), Some(0));
    assert_eq!(view.bot_to_act(), None);

    // A choice in the middle of a click stays while the game has not moved.
    let before = view.log().len();
    view.follow(&game, seats(0));
    assert_eq!(view.log().len(), before);
}

#[test]
fn a_click_not_taken_by_the_table_goes_back_to_its_game() {
    let mut game = dealt_by_the_table();
    game.apply(Action::Chance { value: 2 }).unwrap();
    let mut view = Table::live("ab".into(), game.clone(), seats(0));
    let point = view.point_targets()[0];
    assert!(matches!(view.click_point(point), Clicked::Acted(_)));
    assert_eq!(view.game().actions().len(), game.actions().len() + 1);
    // The table refused it: the view is the table's game again.
    view.follow(&game, seats(0));
    assert_eq!(view.game().actions(), game.actions());
    assert_eq!(view.log().len(), super::super::log::of(&game).len());
    // Another device's seat takes no click here.
    game.apply(Action::Place { point }).unwrap();
    view.follow(&game, seats(0));
    assert_eq!(view.game().to_act(), Some(1));
    assert!(view.point_targets().is_empty());
    assert_eq!(view.click_point(2), Clicked::Nothing);
}

#[test]
fn a_live_ruler_is_flipped_only_on_its_seats_turn() {
    let mut game = dealt_by_the_table();
    game.apply(Action::Chance { value: 2 }).unwrap();
    let view = Table::live("ab".into(), game.clone(), seats(1));
    assert_eq!(game.to_act(), Some(0));
    assert!(!view.may_flip(1), "not on another seat's turn");
    assert!(!view.may_flip(0), "nor another device's ruler");
    let view = Table::live("ab".into(), game, seats(0));
    assert!(view.may_flip(0));
    let local = Table::new("ab".into(), dealt_by_the_table(), vec![SeatKind::Human; 2]);
    assert!(local.may_flip(1), "on this screen's own games, at any time");
}
