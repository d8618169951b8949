use super::*;
use crate::words::{Lang, Message};
use blockness_core::{encode_link, Cell};
use blockness_web_board::board::clicks::Clicks;
use blockness_web_board::board::{view, BoardAction, BoardState};
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
        rated: None,
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
        rated: None,
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
        rated: None,
    }));
    assert!(s.dialog_open());
    assert!(s.notices()[0].message.text(Lang::En).contains("Green"));
}

mod bots;
mod library;
mod rated;
mod swap;
