//! The swap rule on the page: when it is offered, undo and redo, bots that swap.

use super::*;
use blockness_bots::Level;

fn with_swap(seats: Vec<SeatKind>) -> PageState {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(NewGame {
        colours: vec![Colour::Orange, Colour::Green],
        seats,
        expert: false,
        swap: true,
        rated: None,
    }));
    s
}

/// Orange's starter e5-e7, laid by clicks.
fn open_orange(s: &mut PageState) {
    s.apply(BoardAction::ClickCell(Cell::new(4, 4)));
    s.apply(BoardAction::ClickCell(Cell::new(4, 6)));
    assert_eq!(s.game().moves().len(), 1);
}

fn tray_people(s: &PageState) -> Vec<Option<usize>> {
    view::tray_models(s.board())
        .iter()
        .map(|t| t.person)
        .collect()
}

#[test]
fn the_swap_is_offered_once_answering_the_first_starter_and_follows_undo_and_redo() {
    let mut s = with_swap(vec![SeatKind::Human; 2]);
    assert!(!s.board().offers_swap(), "nothing to take over yet");
    s.apply(BoardAction::Swap);
    assert!(
        s.game().moves().is_empty(),
        "a swap before any starter is ignored"
    );
    open_orange(&mut s);
    assert!(s.board().offers_swap());
    assert!(view::status_model(s.board()).can_swap);
    assert_eq!(tray_people(&s), vec![Some(0), Some(1)]);

    s.apply(BoardAction::Swap);
    assert!(s.game().swapped());
    assert_eq!(s.game().moves().last(), Some(&Move::Swap));
    assert!(!s.board().offers_swap(), "only once");
    // The people changed colours: the answerer holds orange, the opener lays green.
    assert_eq!(tray_people(&s), vec![Some(1), Some(0)]);
    assert_eq!(
        view::status_model(s.board()).headline,
        Message::PlacesStarter(Colour::Green)
    );
    let said = view::announcement(s.board());
    assert_eq!(said[0].text(Lang::En).split(':').next(), Some("Swap"));

    s.apply(BoardAction::Undo);
    assert!(!s.game().swapped());
    assert!(s.board().offers_swap(), "undone, the swap is offered again");
    s.apply(BoardAction::Redo);
    assert!(s.game().swapped());

    // The link and the saved game carry the option and the swap.
    let link = s.link();
    let (opened, _) = PageState::boot(edition(), &format!("#{link}"), Stored::nothing());
    assert_eq!(opened.game().moves(), s.game().moves());
    assert!(opened.game().rules().setup().swap());
    let (reloaded, _) = PageState::boot(edition(), "", Stored::library(&s.library_text()));
    assert!(reloaded.game().swapped());
}

#[test]
fn without_the_option_no_swap_is_offered() {
    let mut s = two_players();
    open_orange(&mut s);
    assert!(!s.board().offers_swap());
    assert!(!view::status_model(s.board()).can_swap);
    assert_eq!(tray_people(&s), vec![None, None]);
    s.apply(BoardAction::Swap);
    assert_eq!(s.game().moves().len(), 1);
}

#[test]
fn a_bot_that_swaps_takes_over_the_colour_on_the_loch() {
    let mut s = with_swap(vec![SeatKind::Human, SeatKind::bot(Level::Easy)]);
    open_orange(&mut s);
    let id = s.bot_request().expect("the bot answers the starter").id;
    s.apply(PageAction::BotAnswer {
        id,
        mv: Some(Move::Swap),
        error: None,
    });
    assert!(s.game().swapped());
    // Green, now the person's colour, is to move: no question for the bot.
    assert!(s.board().accepts_moves());
    assert_eq!(s.bot_request(), None);
    assert_eq!(s.board().kind_of_seat(0), SeatKind::bot(Level::Easy));
    s.apply(BoardAction::ClickCell(Cell::new(7, 3)));
    s.apply(BoardAction::ClickCell(Cell::new(7, 6)));
    assert_eq!(s.game().moves().len(), 3);
    assert!(
        s.bot_thinking(),
        "the bot plays orange, which moves first now"
    );
    // The seat code follows the people, so the link reopens with the bot on orange.
    let (opened, _) = PageState::boot(edition(), &format!("#{}", s.link()), Stored::nothing());
    assert_eq!(opened.board().kind_of_seat(0), SeatKind::bot(Level::Easy));
    assert!(opened.bot_thinking());
    // One undo gives the person their own move back, across the bot's swap.
    s.apply(BoardAction::Undo);
    assert_eq!(s.game().moves().len(), 2);
    assert!(s.board().accepts_moves());
}

#[test]
fn the_swap_rule_needs_two_players() {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(NewGame {
        colours: vec![Colour::Orange, Colour::Green, Colour::Black],
        seats: vec![SeatKind::Human; 3],
        expert: false,
        swap: true,
        rated: None,
    }));
    assert!(s.notices()[0].message.text(Lang::En).contains("two-player"));
}
