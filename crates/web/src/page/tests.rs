use super::*;
use crate::board::clicks::Clicks;
use crate::board::{view, BoardAction, BoardState};
use crate::i18n::Lang;
use blockness_core::{encode_link, Cell};
use blockness_web_common::StorageError;

fn edition() -> Arc<Edition> {
    Arc::new(Edition::lochside_v1())
}

fn two_players() -> PageState {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(NewGame {
        colours: vec![Colour::Orange, Colour::Green],
        seats: vec![SeatKind::Human; 2],
        expert: false,
        swap: false,
    }));
    s
}

impl Clicks for PageState {
    fn board_state(&self) -> &BoardState {
        self.board()
    }

    fn click(&mut self, action: BoardAction) {
        self.apply(action);
    }
}

fn click_first(s: &mut PageState) {
    s.click_first();
}

/// Both starters in open water: orange e5-e7, green h4-h7.
fn after_setup() -> PageState {
    let mut s = two_players();
    s.set_up_two();
    s
}

#[test]
fn boot_resumes_the_saved_game_and_a_reload_keeps_redo() {
    let mut s = after_setup();
    click_first(&mut s);
    s.apply(BoardAction::Undo);
    let saved = s.library_text();
    let (back, fx) = PageState::boot(edition(), "", Stored::library(&saved));
    assert_eq!(fx, BootEffects::default());
    assert_eq!(back.game().moves(), s.game().moves());
    assert_eq!(back.board().redo_moves(), s.board().redo_moves());
    let (reload, _) = PageState::boot(
        edition(),
        &format!("#{}", s.link()),
        Stored::library(&saved),
    );
    assert_eq!(reload.board().redo_moves(), s.board().redo_moves());
    assert!(reload.notices().is_empty());
}

#[test]
fn boot_with_a_good_link_shows_that_game() {
    let mut s = after_setup();
    click_first(&mut s);
    let (opened, _) = PageState::boot(edition(), &s.link(), Stored::nothing());
    assert_eq!(opened.game().moves(), s.game().moves());
    assert!(!opened.dialog_open());
    assert!(opened.should_persist());
}

#[test]
fn boot_with_a_bad_link_explains_and_keeps_the_saved_game() {
    let saved = after_setup().library_text();
    let (s, fx) = PageState::boot(edition(), "1AQI", Stored::library(&saved));
    assert!(!fx.set_aside_saved);
    assert_eq!(s.notices().len(), 1);
    assert!(
        s.notices()[0].message.text(Lang::En).contains("cut short"),
        "{:?}",
        s.notices()
    );
    assert!(!s.should_persist());
    assert_eq!(s.game().moves().len(), 0);
    assert_eq!(
        s.board().highlights().0.len(),
        s.game().legal_starts().len()
    );
    assert!(s.has_kept_game());
    let mut s = s;
    s.apply(PageAction::ResumeKept);
    assert_eq!(s.game().moves().len(), 2);
    assert!(s.should_persist());
}

#[test]
fn boot_with_corrupt_saved_data_reports_and_sets_it_aside() {
    let (s, fx) = PageState::boot(edition(), "", Stored::legacy("{not json"));
    assert!(fx.set_aside_saved);
    assert_eq!(s.notices().len(), 1);
    assert!(s.notices()[0].message.text(Lang::En).contains("set aside"));
    assert!(s.dialog_open());
    let (s, fx) = PageState::boot(edition(), "", Stored::library("{not json"));
    assert!(fx.set_aside_library && !fx.set_aside_saved);
    assert!(s.notices()[0].message.text(Lang::En).contains("set aside"));
    assert!(s.library().entries().is_empty());
}

#[test]
fn a_refused_pasted_link_keeps_the_game_and_restores_the_address() {
    let mut s = after_setup();
    let link = s.link();
    s.apply(PageAction::OpenLink("#1zzz".into()));
    assert_eq!(s.link(), link);
    assert!(s.notices()[0].message.text(Lang::En).contains("unchanged"));
    let other = two_players().link();
    s.apply(PageAction::OpenLink(other.clone()));
    assert_eq!(s.link(), other);
}

#[test]
fn rematch_keeps_the_setup() {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(NewGame {
        colours: vec![Colour::Black, Colour::Purple, Colour::Orange],
        seats: vec![SeatKind::Human; 3],
        expert: true,
        swap: false,
    }));
    click_first(&mut s);
    s.apply(PageAction::Rematch);
    assert!(s.game().moves().is_empty());
    assert_eq!(
        s.game().rules().setup().colours(),
        &[Colour::Black, Colour::Purple, Colour::Orange]
    );
    assert!(s.game().rules().setup().expert());
}

#[test]
fn a_refused_setup_is_a_notice() {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(NewGame {
        colours: vec![Colour::Green, Colour::Green],
        seats: vec![SeatKind::Human; 2],
        expert: false,
        swap: false,
    }));
    assert!(s.dialog_open());
    assert!(s.notices()[0].message.text(Lang::En).contains("Green"));
}

// ----- computer players -----

use blockness_bots::Level;

fn human_vs(level: Level) -> PageState {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(NewGame {
        colours: vec![Colour::Orange, Colour::Green],
        seats: vec![SeatKind::Human, SeatKind::Bot(level)],
        expert: false,
        swap: false,
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
        seats: vec![SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)],
        expert: false,
        swap: false,
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
        &[SeatKind::Bot(Level::Medium), SeatKind::Human],
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
        seats: vec![SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)],
        expert: false,
        swap: false,
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
        &[SeatKind::Human, SeatKind::Bot(Level::Strong)]
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
        &[SeatKind::Human, SeatKind::Bot(Level::Medium)]
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

// ----- the swap rule -----

fn with_swap(seats: Vec<SeatKind>) -> PageState {
    let mut s = PageState::fresh(edition());
    s.apply(PageAction::Start(NewGame {
        colours: vec![Colour::Orange, Colour::Green],
        seats,
        expert: false,
        swap: true,
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
    let mut s = with_swap(vec![SeatKind::Human, SeatKind::Bot(Level::Easy)]);
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
    assert_eq!(s.board().kind_of_seat(0), SeatKind::Bot(Level::Easy));
    s.apply(BoardAction::ClickCell(Cell::new(7, 3)));
    s.apply(BoardAction::ClickCell(Cell::new(7, 6)));
    assert_eq!(s.game().moves().len(), 3);
    assert!(
        s.bot_thinking(),
        "the bot plays orange, which moves first now"
    );
    // The seat code follows the people, so the link reopens with the bot on orange.
    let (opened, _) = PageState::boot(edition(), &format!("#{}", s.link()), Stored::nothing());
    assert_eq!(opened.board().kind_of_seat(0), SeatKind::Bot(Level::Easy));
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
    }));
    assert!(s.notices()[0].message.text(Lang::En).contains("two-player"));
}

// ----- the game library -----

fn kept_moves(s: &PageState) -> Vec<usize> {
    let mut moves: Vec<usize> = s
        .library()
        .entries()
        .iter()
        .map(|e| e.saved.game.moves().len())
        .collect();
    moves.sort_unstable();
    moves
}

#[test]
fn opening_another_games_link_keeps_the_game_in_progress() {
    let mut home = after_setup();
    click_first(&mut home);
    let mut friend = two_players();
    click_first(&mut friend);
    home.apply(PageAction::OpenLink(friend.link()));
    assert_eq!(home.game().moves(), friend.game().moves());
    assert_eq!(kept_moves(&home), vec![1, 3]);
    // Both are in the list, the one on the board marked.
    let items = home.library_items();
    assert_eq!(items.len(), 2);
    assert_eq!(items.iter().filter(|i| i.current).count(), 1);
}

#[test]
fn a_longer_link_updates_the_game_an_older_one_opens_it_and_a_different_one_is_kept_beside() {
    let mut a = after_setup();
    let early = a.link();
    click_first(&mut a);
    let later = a.link();
    let mut b = PageState::boot(edition(), &early, Stored::nothing()).0;
    assert_eq!(b.game().moves().len(), 2);
    b.apply(PageAction::OpenLink(later.clone()));
    assert_eq!(b.game().moves().len(), 3);
    assert_eq!(kept_moves(&b), vec![3], "updated in place");
    b.apply(PageAction::OpenLink(early.clone()));
    assert_eq!(b.game().moves().len(), 3, "the game as it now stands");
    assert!(b.notices()[0]
        .message
        .text(Lang::En)
        .contains("earlier state"));
    // The same game continued another way on a third device.
    let mut c = PageState::boot(edition(), &early, Stored::nothing()).0;
    let other_move = c.game().legal_moves()[1];
    c.apply(BoardAction::ClickCell(other_move.feet().0));
    c.apply(BoardAction::ClickCell(other_move.feet().1));
    if let Some(&mv) = c.board().selection().choices.first() {
        c.apply(BoardAction::Choose(mv));
    }
    assert_eq!(c.game().moves().len(), 3);
    assert_ne!(c.game().moves(), a.game().moves());
    b.apply(PageAction::OpenLink(c.link()));
    assert_eq!(b.game().moves(), c.game().moves());
    assert_eq!(kept_moves(&b), vec![3, 3], "both continuations kept");
    assert!(b
        .notices()
        .iter()
        .any(|n| n.message.text(Lang::En).contains("both versions")));
    let (reloaded, _) = PageState::boot(edition(), "", Stored::library(&b.library_text()));
    assert_eq!(kept_moves(&reloaded), vec![3, 3]);
    assert_eq!(
        reloaded.game().moves(),
        c.game().moves(),
        "the game on the board"
    );
}

#[test]
fn the_one_saved_game_of_earlier_versions_becomes_the_first_of_the_library() {
    let mut s = after_setup();
    click_first(&mut s);
    let old = crate::persist::encode_saved(s.game(), &[], s.board().seats());
    let (migrated, fx) = PageState::boot(edition(), "", Stored::legacy(&old));
    assert_eq!(fx, BootEffects::default());
    assert_eq!(migrated.game().moves(), s.game().moves());
    assert!(!migrated.dialog_open());
    assert_eq!(kept_moves(&migrated), vec![3]);
    // Once a library exists, it is what loads.
    let (again, _) = PageState::boot(
        edition(),
        "",
        Stored {
            library: Some(&migrated.library_text()),
            legacy: Some(&old),
            ..Stored::nothing()
        },
    );
    assert_eq!(kept_moves(&again), vec![3]);
}

#[test]
fn two_devices_play_by_link_each_only_its_own_seat() {
    let mut alice = PageState::fresh(edition());
    alice.apply(PageAction::Start(NewGame {
        colours: vec![Colour::Orange, Colour::Green],
        seats: vec![SeatKind::Human, SeatKind::ByLink],
        expert: false,
        swap: false,
    }));
    click_first(&mut alice);
    let status = view::status_model(alice.board());
    assert!(status.send_link, "Alice is asked to send the link");
    assert!(!alice.board().accepts_moves(), "green is played elsewhere");
    assert!(alice.link().ends_with("~hl"));
    assert_eq!(
        alice.library_items()[0].state,
        GameState::WaitingFor(Colour::Green)
    );

    let (mut bob, _) = PageState::boot(edition(), &alice.link(), Stored::nothing());
    assert_eq!(bob.board().seats(), &[SeatKind::ByLink, SeatKind::Human]);
    assert!(bob.board().accepts_moves());
    assert_eq!(
        bob.library_items()[0].state,
        GameState::YourTurn(Colour::Green)
    );
    click_first(&mut bob);
    assert!(bob.link().ends_with("~lh"));
    assert!(!bob.board().accepts_moves());

    alice.apply(PageAction::OpenLink(bob.link()));
    assert_eq!(alice.game().moves(), bob.game().moves());
    assert_eq!(alice.board().seats(), &[SeatKind::Human, SeatKind::ByLink]);
    assert!(alice.board().accepts_moves());
    assert_eq!(kept_moves(&alice), vec![2]);
    // Bob's move is not Alice's to take back.
    assert!(!alice.can_undo());
    alice.apply(BoardAction::Undo);
    assert_eq!(alice.game().moves().len(), 2);
    click_first(&mut alice);
    assert!(alice.can_undo(), "her own move, not yet sent");
}

#[test]
fn export_then_import_restores_every_game_and_a_broken_file_changes_nothing() {
    let mut home = after_setup();
    click_first(&mut home);
    let mut second = two_players();
    click_first(&mut second);
    home.apply(PageAction::OpenLink(second.link()));
    let file = home.library_text();

    let mut elsewhere = PageState::boot(edition(), "", Stored::nothing()).0;
    elsewhere.apply(PageAction::Import(file.clone()));
    assert_eq!(kept_moves(&elsewhere), vec![1, 3]);
    assert!(elsewhere.notices()[0]
        .message
        .text(Lang::En)
        .contains("2 new"));
    // Importing again adds nothing.
    elsewhere.apply(PageAction::Import(file));
    assert_eq!(kept_moves(&elsewhere), vec![1, 3]);

    let before = elsewhere.library_text();
    elsewhere.apply(PageAction::Import("{\"format\":\"blockness-games\"".into()));
    assert_eq!(elsewhere.library_text(), before);
    assert!(elsewhere
        .notices()
        .last()
        .unwrap()
        .message
        .text(Lang::En)
        .contains("cannot be imported"));
}

#[test]
fn a_storage_failure_is_told_once_and_cleared_when_storage_works_again() {
    let mut s = after_setup();
    s.apply(PageAction::StorageFailed(StorageError::QuotaExceeded));
    s.apply(PageAction::StorageFailed(StorageError::QuotaExceeded));
    assert_eq!(s.notices().len(), 1);
    assert!(s.notices()[0].message.text(Lang::En).contains("full"));
    assert_eq!(kept_moves(&s), vec![2], "the library in memory is whole");
    s.apply(PageAction::StorageWorks);
    assert!(s.notices().is_empty());
}

#[test]
fn a_game_can_be_archived_deleted_and_brought_back_but_not_the_one_on_the_board() {
    let mut s = after_setup();
    let first = s.current_id().clone();
    let mut other = two_players();
    click_first(&mut other);
    s.apply(PageAction::OpenLink(other.link()));
    let current = s.current_id().clone();
    s.apply(PageAction::Delete(current.clone()));
    assert_eq!(kept_moves(&s), vec![1, 2]);
    s.apply(PageAction::Archive(first.clone(), true));
    assert!(s.library().get(&first).unwrap().archived);
    s.apply(PageAction::Delete(first.clone()));
    assert_eq!(kept_moves(&s), vec![1]);
    assert!(s.can_undo_delete());
    s.apply(PageAction::UndoDelete);
    assert_eq!(kept_moves(&s), vec![1, 2]);
    s.apply(PageAction::OpenGame(first.clone()));
    assert_eq!(s.game().moves().len(), 2);
    assert_eq!(s.current_id(), &first);
}

#[test]
fn a_new_game_without_a_move_is_not_kept_once_another_is_started() {
    let mut s = two_players();
    s.apply(PageAction::Rematch);
    s.apply(PageAction::Rematch);
    assert_eq!(kept_moves(&s), vec![0]);
}

#[test]
fn play_the_computer_seats_the_person_first_against_a_medium_computer_player() {
    let mut s = PageState::fresh(edition());
    assert!(s.dialog_open(), "a first visit opens the dialog");
    let colours = s.edition().colours().to_vec();
    s.apply(PageAction::Start(NewGame::against_computer(&colours)));
    assert!(!s.dialog_open(), "one tap starts the game");
    assert_eq!(s.game().rules().setup().colours(), &colours[..2]);
    assert_eq!(
        s.board().seats(),
        [SeatKind::Human, SeatKind::Bot(Level::Medium)]
    );
    assert_eq!(
        COMPUTER_LEVEL,
        Level::Medium,
        "the dialog's note names this level"
    );
    assert!(!s.game().rules().setup().expert() && !s.game().rules().setup().swap());
    // The person lays the first starter; the computer player answers it.
    assert_eq!(s.game().to_move(), Some(0));
    assert_eq!(s.bot_request(), None, "the person moves first");
    assert!(s.board().accepts_moves());
    click_first(&mut s);
    assert_eq!(s.game().to_move(), Some(1));
    let request = s.bot_request().expect("the computer player is asked");
    assert_eq!(request.level, Level::Medium);
}
