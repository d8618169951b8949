//! The game library: links that update or add games, older saves, export and import,
//! storage failures, games kept by other views.

use super::*;
use blockness_bots::Level;

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
        rated: None,
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
        [SeatKind::Human, SeatKind::bot(Level::Medium)]
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

#[test]
fn a_game_a_view_keeps_joins_the_library_as_it_stands_and_opens_when_asked() {
    let mut s = after_setup();
    let on_board = s.game().moves().to_vec();
    // A live table's game, as its view sends it: its link, its id, this device's seats.
    let mut live = two_players();
    live.set_up_two();
    click_first(&mut live);
    let game = live.game().clone();
    let id: GameId = "LiveTable123".parse().unwrap();
    let address = address_text(
        &encode_link(&game),
        Some(&id),
        &[SeatKind::ByLink, SeatKind::Human],
    );
    let before = s.library_epoch();
    let table = format!(
        "live={}&broker=ws%3A%2F%2F127.0.0.1%3A1883",
        "0a".repeat(16)
    );
    s.apply(PageAction::Keep {
        kept: KeptGame {
            address: address.clone(),
            table: Some(table.clone()),
            others: vec![
                "Bob".into(),
                "\u{7}Carl, whose name is far too long".into(),
                " ".into(),
            ],
        },
        open: false,
    });
    assert!(s.library_epoch() > before, "the library is stored again");
    assert_eq!(s.game().moves(), on_board, "the board is untouched");
    let kept = s.library().get(&id).expect("kept under its own id");
    assert_eq!(kept.saved.game.moves(), game.moves());
    assert_eq!(kept.saved.seats, vec![SeatKind::ByLink, SeatKind::Human]);
    assert_eq!(
        kept.table.as_ref(),
        Some(&table),
        "with the table to open again"
    );
    assert_eq!(
        kept.others,
        ["Bob", "Carl, whose name is far"],
        "who it was played with, cleaned and cut"
    );
    // The next move updates the same game; asked to, it takes the board.
    click_first(&mut live);
    let longer = address_text(
        &encode_link(live.game()),
        Some(&id),
        &[SeatKind::ByLink, SeatKind::Human],
    );
    s.apply(PageAction::Keep {
        kept: KeptGame {
            address: longer,
            table: Some("live=not-a-table".into()),
            others: Vec::new(),
        },
        open: true,
    });
    assert_eq!(s.current_id(), &id);
    assert_eq!(s.game().moves(), live.game().moves());
    assert_eq!(s.board().seats(), &[SeatKind::ByLink, SeatKind::Human]);
    let kept = s.library().get(&id).unwrap();
    assert_eq!(
        kept.table.as_ref(),
        Some(&table),
        "what names no table changes nothing"
    );
    // Carried on by link, the game moves on here: it has left its table.
    click_first(&mut live);
    let by_link = address_text(
        &encode_link(live.game()),
        Some(&id),
        &[SeatKind::ByLink, SeatKind::Human],
    );
    s.apply(PageAction::Keep {
        kept: KeptGame {
            address: by_link,
            table: None,
            others: Vec::new(),
        },
        open: true,
    });
    assert!(s.library().get(&id).unwrap().table.is_some());
    let before = s.game().moves().len();
    click_first(&mut s);
    assert_eq!(s.game().moves().len(), before + 1, "a move played here");
    let kept = s.library().get(&id).unwrap();
    assert_eq!(kept.table, None);
    assert_eq!(kept.others.len(), 2, "it was still played with them");
    let item = s.library_items().into_iter().find(|i| i.id == id).unwrap();
    assert_eq!(item.others, kept.others);
    let back = crate::library::decode_library(&s.library().encode()).unwrap();
    assert_eq!(
        back.get(&id).unwrap().others,
        kept.others,
        "stored and read back"
    );
    // Something that is no game changes nothing but a notice.
    let epoch = s.library_epoch();
    s.apply(PageAction::Keep {
        kept: KeptGame {
            address: "%%%".into(),
            table: None,
            others: Vec::new(),
        },
        open: true,
    });
    assert_eq!(s.library_epoch(), epoch);
    assert_eq!(s.current_id(), &id);
}
