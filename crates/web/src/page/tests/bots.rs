//! The page with computer players: when the bot is asked, its answers, undo, hints, links
//! with seats.

use super::*;
use blockness_bots::Level;

fn human_vs(level: Level) -> PageState {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(NewGame {
        colours: vec![Colour::Orange, Colour::Green],
        seats: vec![SeatKind::Human, SeatKind::bot(level)],
        expert: false,
        swap: false,
        rated: None,
    }));
    s
}

/// Answers the bot's pending question with the first legal move, as the worker would.
fn answer_first(s: &mut PageState) -> Move {
    let id = s.bot_request().expect("a question is pending").id;
    let mv = s.game().legal_moves()[0];
    s.apply(PageAction::BotAnswer {
        id,
        mv: Some(mv),
        error: None,
    });
    mv
}

#[test]
fn the_bot_is_asked_after_the_person_moves_and_its_answer_is_played() {
    let mut s = human_vs(Level::Strong);
    assert_eq!(s.bot_request(), None, "the person starts");
    click_first(&mut s);
    assert!(s.bot_thinking());
    assert!(!s.board().accepts_moves(), "no clicks for the bot's seat");
    let request = s.bot_request().unwrap().clone();
    assert_eq!(request.level, Level::Strong);
    let mv = answer_first(&mut s);
    assert_eq!(s.game().moves().last(), Some(&mv));
    assert_eq!(s.board().last_bot_move(), Some(mv));
    assert!(view::board_model(s.board()).arches.iter().any(|a| a.by_bot));
    assert_eq!(s.bot_request(), None);
    assert!(s.board().accepts_moves());
    // The address carries the seats.
    assert!(s.link().ends_with("~hs"), "{}", s.link());
}

#[test]
fn one_undo_against_a_bot_gives_the_person_their_move_back() {
    let mut s = human_vs(Level::Easy);
    click_first(&mut s);
    answer_first(&mut s);
    click_first(&mut s);
    answer_first(&mut s);
    let line = s.game().moves().to_vec();
    s.apply(BoardAction::Undo);
    // The bot's answer and the person's move are both taken back.
    assert_eq!(s.game().moves(), &line[..2]);
    assert_eq!(s.board().redo_moves(), &line[2..]);
    assert!(s.board().accepts_moves(), "the person is to move");
    assert!(!s.bot_waiting());
    assert_eq!(s.bot_request(), None, "nothing replays the undone moves");
    // After the person's move the bot answers again by itself.
    click_first(&mut s);
    assert!(s.bot_thinking());
}

#[test]
fn undo_in_a_game_of_bots_takes_back_one_move_and_holds_them() {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(NewGame {
        colours: vec![Colour::Orange, Colour::Green],
        seats: vec![SeatKind::bot(Level::Easy), SeatKind::bot(Level::Easy)],
        expert: false,
        swap: false,
        rated: None,
    }));
    for _ in 0..3 {
        answer_first(&mut s);
    }
    s.apply(BoardAction::Undo);
    assert_eq!(s.game().moves().len(), 2);
    assert!(s.bot_waiting());
    assert_eq!(
        s.bot_request(),
        None,
        "the bot does not replay the undone move"
    );
    s.apply(PageAction::ResumeBots);
    assert!(s.bot_thinking());
}

#[test]
fn a_rematch_can_let_the_other_player_start() {
    let mut s = human_vs(Level::Medium);
    click_first(&mut s);
    s.apply(PageAction::RematchOtherStarts);
    assert!(s.game().moves().is_empty());
    assert_eq!(
        s.game().rules().setup().colours(),
        &[Colour::Green, Colour::Orange]
    );
    assert_eq!(
        s.board().seats(),
        &[SeatKind::bot(Level::Medium), SeatKind::Human],
        "each player keeps their colour and who plays it"
    );
    assert!(s.bot_thinking(), "the bot now starts");
}

#[test]
fn an_answer_after_an_undo_is_ignored() {
    let mut s = human_vs(Level::Strong);
    click_first(&mut s);
    let id = s.bot_request().unwrap().id;
    let mv = s.game().legal_moves()[0];
    s.apply(BoardAction::Undo);
    s.apply(PageAction::BotAnswer {
        id,
        mv: Some(mv),
        error: None,
    });
    assert!(s.game().moves().is_empty(), "the stale answer is dropped");
    assert!(s.notices().is_empty());
}

#[test]
fn a_failed_answer_is_told_and_the_bot_waits() {
    let mut s = human_vs(Level::Medium);
    click_first(&mut s);
    let id = s.bot_request().unwrap().id;
    s.apply(PageAction::BotAnswer {
        id,
        mv: None,
        error: Some("the worker broke".into()),
    });
    assert_eq!(s.game().moves().len(), 1);
    assert!(s.notices()[0]
        .message
        .text(Lang::En)
        .contains("the worker broke"));
    assert!(s.bot_waiting());
}

#[test]
fn bots_alone_play_on_until_paused() {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(NewGame {
        colours: vec![Colour::Orange, Colour::Green],
        seats: vec![SeatKind::bot(Level::Easy), SeatKind::bot(Level::Easy)],
        expert: false,
        swap: false,
        rated: None,
    }));
    for _ in 0..4 {
        answer_first(&mut s);
    }
    assert_eq!(s.game().moves().len(), 4);
    s.apply(PageAction::PauseBots);
    assert_eq!(s.bot_request(), None);
    s.apply(PageAction::ResumeBots);
    assert!(s.bot_thinking());
    // Opening the dialog holds the bots; closing it lets them go on.
    s.apply(PageAction::OpenDialog);
    assert_eq!(s.bot_request(), None);
    s.apply(PageAction::CloseDialog);
    assert!(s.bot_thinking());
}

#[test]
fn a_hint_is_shown_for_its_position_only_and_never_played() {
    let mut s = after_setup();
    s.apply(PageAction::AskHint);
    assert!(s.hint_pending());
    let id = s.bot_request().unwrap().id;
    let hinted = s.game().legal_moves()[2];
    s.apply(PageAction::BotAnswer {
        id,
        mv: Some(hinted),
        error: None,
    });
    assert_eq!(s.board().hint(), Some(hinted));
    assert_eq!(s.game().moves().len(), 2);
    let board = view::board_model(s.board());
    let (from, to) = hinted.feet();
    assert!(board.cells.iter().any(|c| c.cell == from && c.hint_start));
    assert!(board.cells.iter().any(|c| c.cell == to && c.hint_end));
    assert_eq!(
        view::tray_models(s.board())[0]
            .items
            .iter()
            .filter(|i| i.hinted)
            .count(),
        1
    );
    click_first(&mut s);
    assert_eq!(
        s.board().hint(),
        None,
        "the hint belonged to the earlier position"
    );
}

#[test]
fn a_link_with_a_seat_code_restores_the_bots_and_a_bad_code_is_explained() {
    let mut s = human_vs(Level::Strong);
    click_first(&mut s);
    answer_first(&mut s);
    let address = s.link();
    let (opened, _) = PageState::boot(edition(), &format!("#{address}"), Stored::nothing());
    assert_eq!(
        opened.board().seats(),
        &[SeatKind::Human, SeatKind::bot(Level::Strong)]
    );
    assert_eq!(opened.game().moves(), s.game().moves());
    assert_eq!(opened.link(), address);

    let core_link = address.split('~').next().unwrap();
    for bad in ["hx", "hss", ""] {
        let (fallback, _) =
            PageState::boot(edition(), &format!("{core_link}~{bad}"), Stored::nothing());
        assert_eq!(
            fallback.board().seats(),
            &[SeatKind::Human; 2],
            "code {bad:?}"
        );
        assert_eq!(fallback.game().moves(), s.game().moves());
        assert!(fallback.notices()[0]
            .message
            .text(Lang::En)
            .contains("computer players"));
    }

    // A saved game keeps its seats across a reload of the same address.
    let saved = s.library_text();
    let (reload, _) = PageState::boot(edition(), &address, Stored::library(&saved));
    assert_eq!(reload.board().seats(), s.board().seats());
}

#[test]
fn opening_a_link_with_bots_in_a_running_page_seats_them() {
    let mut s = human_vs(Level::Medium);
    click_first(&mut s);
    let core_link = encode_link(s.game());
    let mut other = two_players();
    other.apply(PageAction::OpenLink(format!("#{core_link}~hm")));
    assert_eq!(
        other.board().seats(),
        &[SeatKind::Human, SeatKind::bot(Level::Medium)]
    );
    assert!(other.bot_thinking(), "the medium bot is to move");
}

#[test]
fn a_damaged_link_offers_its_readable_moves() {
    let mut s = after_setup();
    click_first(&mut s);
    click_first(&mut s);
    let link = encode_link(s.game());
    // Cut the last move short: three moves read, the fourth does not.
    let damaged = &link[..link.len() - 2];
    let (mut opened, _) = PageState::boot(edition(), damaged, Stored::nothing());
    assert!(!opened.should_persist(), "the stand-in board is not saved");
    assert_eq!(opened.salvageable_moves(), Some(3));
    let texts: Vec<String> = opened
        .notices()
        .iter()
        .map(|n| n.message.text(Lang::En))
        .collect();
    assert!(texts.iter().any(|t| t.contains("3 moves")), "{texts:?}");
    opened.apply(PageAction::OpenSalvaged);
    assert_eq!(opened.game().moves(), &s.game().moves()[..3]);
    assert!(opened.should_persist());
    assert!(opened.notices().is_empty());
    // Random text is no Block Ness link at all, and offers nothing.
    let (other, _) = PageState::boot(edition(), "hello", Stored::nothing());
    assert_eq!(other.salvageable_moves(), None);
    assert!(other.notices()[0]
        .message
        .text(Lang::En)
        .contains("not a Block Ness link"));
}

#[test]
fn a_finished_game_shared_by_its_player_names_nobody_you_where_it_is_opened() {
    let mut s = human_vs(Level::Easy);
    while s.game().to_move().is_some() {
        if s.bot_request().is_some() {
            answer_first(&mut s);
        } else {
            click_first(&mut s);
        }
    }
    assert!(s.link().ends_with("~he"), "{}", s.link());
    let (reader, _) = PageState::boot(edition(), &s.link(), Stored::nothing());
    assert_eq!(reader.game().moves(), s.game().moves());
    assert_eq!(
        reader.board().seats(),
        &[SeatKind::ByLink, SeatKind::bot(Level::Easy)]
    );
    assert!(matches!(
        reader.library_items()[0].state,
        crate::library::GameState::Finished(_, None)
    ));
    // The player's own reload still says the game was theirs.
    let saved = s.library_text();
    let (back, _) = PageState::boot(
        edition(),
        &format!("#{}", s.link()),
        Stored::library(&saved),
    );
    assert_eq!(
        back.board().seats(),
        &[SeatKind::Human, SeatKind::bot(Level::Easy)]
    );
}
