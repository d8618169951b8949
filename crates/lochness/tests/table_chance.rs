//! Games whose luck the table deals, draw by draw, as a live table deals it: where the game
//! waits, what each draw means, what is refused, and what a seat can know.

use blockness_lochness::{
    choose_within, Action, ActionError, Chance, Die, Game, Level, Nessie, Record, SeatView, Setup,
    SetupError, Step,
};

fn table_game(players: usize) -> Game {
    Game::new(Setup {
        players,
        seed: 0,
        variant5: players == 5,
        chance: Chance::Table,
    })
    .unwrap()
}

/// Takes the table's draw `value`, which must be in range.
fn draw(game: &mut Game, value: u32) {
    assert!(game.chance_range().is_some_and(|r| value < r), "{value}");
    game.apply(Action::Chance { value }).unwrap();
}

/// A two-player game dealt by the table, with photographers on 0 to 5, at its first roll.
fn at_first_roll() -> Game {
    let mut game = table_game(2);
    draw(&mut game, 0);
    for point in 0..6 {
        game.apply(Action::Place { point }).unwrap();
    }
    game.apply(Action::Pass).unwrap();
    game
}

#[test]
fn the_game_waits_for_nessies_first_place_and_nobody_is_to_act() {
    let mut game = table_game(3);
    assert_eq!(game.step(), Step::Chance);
    assert_eq!(game.to_act(), None);
    assert!(!game.is_over());
    let chains = Nessie::chains(game.board());
    assert_eq!(game.chance_range(), Some(chains.len() as u32));
    assert_eq!(game.step_actions().len(), chains.len());
    assert_eq!(
        game.apply(Action::Place { point: 0 }),
        Err(ActionError::NotNow {
            action: "place",
            step: Step::Chance
        })
    );
    draw(&mut game, 7);
    assert_eq!(game.nessie(), chains[7]);
    assert_eq!(game.step(), Step::Setup);
    assert_eq!(game.to_act(), Some(0));
    assert_eq!(game.chance_range(), None);
}

#[test]
fn a_draw_out_of_range_or_out_of_turn_is_refused_and_changes_nothing() {
    let mut game = table_game(2);
    let range = game.chance_range().unwrap();
    let before = game.clone();
    assert_eq!(
        game.apply(Action::Chance { value: range }),
        Err(ActionError::ChanceOutOfRange {
            value: range,
            range
        })
    );
    assert_eq!(game.actions(), before.actions());
    assert_eq!(game.step(), Step::Chance);
    // A seeded game never takes one, and a game dealt by the table only when it waits.
    let mut seeded = Game::new(Setup::seeded(2, 9)).unwrap();
    assert!(matches!(
        seeded.apply(Action::Chance { value: 0 }),
        Err(ActionError::NotNow { .. })
    ));
    let mut game = at_first_roll();
    assert!(matches!(
        game.apply(Action::Chance { value: 0 }),
        Err(ActionError::NotNow { .. })
    ));
    assert_eq!(
        Game::new(Setup {
            seed: 3,
            ..table_game(2).setup()
        })
        .err(),
        Some(SetupError::SeedWithTableChance(3))
    );
}

#[test]
fn a_roll_waits_for_the_table_and_each_number_is_one_face() {
    for (value, face) in [
        (0, Die::Steps(1)),
        (2, Die::Steps(3)),
        (4, Die::Steps(5)),
        (5, Die::Wave),
    ] {
        let mut game = at_first_roll();
        game.apply(Action::Roll).unwrap();
        assert_eq!(
            (game.step(), game.die(), game.to_act()),
            (Step::Chance, None, None)
        );
        assert_eq!(game.chance_range(), Some(6));
        draw(&mut game, value);
        assert_eq!((game.step(), game.die()), (Step::Swim, Some(face)));
        assert_eq!(game.to_act(), Some(0));
    }
}

#[test]
fn a_draw_turns_up_unseen_fragments_one_after_another_by_the_number() {
    // Play on until a photo draws; the number picks among the unseen ones, sorted.
    let mut game = at_first_roll();
    game.apply(Action::Roll).unwrap();
    draw(&mut game, 5);
    // The wave: anywhere. Put Nessie where a point sees all three pieces, if any.
    let swim = game
        .step_actions()
        .into_iter()
        .max_by_key(|a| match a {
            Action::Swim { nessie } => game
                .photographers()
                .iter()
                .flatten()
                .map(|&p| nessie.pieces_on(&game.board().point(p).unwrap().sees))
                .max()
                .unwrap_or(0),
            _ => 0,
        })
        .unwrap();
    game.apply(swim).unwrap();
    assert_eq!(game.step(), Step::Chance, "a photographer sees her");
    assert!(game.hand().is_empty());
    let range = game.chance_range().unwrap();
    // Ranges are falling products of the unseen count: 10, 90 or 720 on a full deck.
    assert!([10, 90, 720].contains(&range), "{range}");
    let picks = match range {
        10 => 1,
        90 => 2,
        _ => 3,
    };
    // The deck is read off the hand; the picks are checked against it as it was before.
    let decks_before = game.decks().clone();
    let value = (3 + 10 * 4 + 90 * 7) % range;
    draw(&mut game, value);
    assert_eq!(game.step(), Step::Keep);
    let hand = game.hand().to_vec();
    assert_eq!(hand.len(), picks);
    let kind = hand[0].kind;
    let mut unseen: Vec<_> = decks_before.deck(kind).copied().collect();
    let mut rest = value as usize;
    let mut expected = Vec::new();
    for k in 0..picks {
        let n = 10 - k;
        expected.push(unseen.remove(rest % n));
        rest /= n;
    }
    assert_eq!(hand, expected);
}

#[test]
fn a_game_dealt_by_the_table_hides_nothing_and_the_strong_level_plays_it() {
    let mut game = at_first_roll();
    game.apply(Action::Roll).unwrap();
    draw(&mut game, 2);
    let seat = game.to_act().unwrap();
    let view = SeatView::of(&game, seat);
    assert_eq!(view.table().decks(), game.decks());
    let choice = choose_within(&game, Level::Strong, 7, 30).unwrap();
    assert!(game.legal().contains(&choice));
    // The computer players never answer for the table.
    let mut waiting = table_game(2);
    assert_eq!(choose_within(&waiting, Level::Strong, 7, 30), None);
    draw(&mut waiting, 0);
    assert!(choose_within(&waiting, Level::Medium, 7, 30).is_some());
}

#[test]
fn the_record_names_the_table_only_when_it_deals() {
    let seeded = Game::new(Setup::seeded(2, 5)).unwrap();
    let json = serde_json::to_value(Record::of(&seeded)).unwrap();
    assert!(json.get("chance").is_none());
    assert!(serde_json::to_value(seeded.state())
        .unwrap()
        .get("chance")
        .is_none());
    let game = table_game(2);
    let json = serde_json::to_value(Record::of(&game)).unwrap();
    assert_eq!(json["chance"], "table");
    let state = serde_json::to_value(game.state()).unwrap();
    assert_eq!(state["chance"], "table");
    assert_eq!(state["step"], "chance");
    assert_eq!(state["chance_range"], game.chance_range().unwrap());
    let back: Record = serde_json::from_value(json).unwrap();
    assert_eq!(back.chance, Chance::Table);
}
