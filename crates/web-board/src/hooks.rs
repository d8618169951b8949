//! The hooks every board of the site uses: its view models derived once per change, the
//! edition shared through a context, and the mark that tells scripts and tests a view has
//! caught up.

use std::rc::Rc;
use std::sync::Arc;

use blockness_core::Edition;
use yew::prelude::*;

use crate::board::explain::explain;
use crate::board::{view, BoardState};
use crate::words::{Lang, Message};

/// Marks on `<html>`, under `attribute`, the revision whose effects have run. Effects run
/// once every component has rendered, so scripts and tests that compare it with the
/// revision drawn in the page know the page has caught up with the last action, even when
/// the scheduler split the work.
#[hook]
pub fn use_settled_mark(attribute: &'static str, revision: u64) {
    use_effect_with(revision, move |revision| {
        let _ = gloo::utils::document_element().set_attribute(attribute, &revision.to_string());
    });
}

/// What the shared board components draw for one board, worked out again only when the
/// board changes (a new [`BoardState::version`](crate::board::BoardState::version)).
#[derive(Clone, Debug, PartialEq)]
pub struct BoardViews {
    /// The loch.
    pub board: Rc<view::BoardModel>,
    /// Every seat's tray.
    pub trays: Vec<view::TrayModel>,
    /// The status panel.
    pub status: view::StatusModel,
    /// The move list.
    pub entries: Vec<view::MoveEntry>,
    /// Why the game ended, the move list's last line.
    pub ending: Option<Message>,
    /// The final ranking, once the game is over.
    pub ranking: Option<Vec<view::RankLine>>,
    /// Why the hole pointed at is not available.
    pub explanation: Option<Message>,
}

/// The view models of `board`, derived once per change of the board, and what the live
/// region says about it in `lang`.
#[hook]
pub fn use_board_views(board: Rc<BoardState>, lang: Lang) -> (Rc<BoardViews>, Rc<String>) {
    let views = use_memo(board.clone(), |b| BoardViews {
        board: Rc::new(view::board_model(b)),
        trays: view::tray_models(b),
        status: view::status_model(b),
        entries: view::move_entries(b),
        ending: view::log_ending(b),
        ranking: view::ranking_lines(b),
        explanation: b.pointed().and_then(|c| explain(b, c)),
    });
    let announcement = use_memo((board, lang), |(b, lang)| {
        view::announcement(b)
            .iter()
            .map(|m| m.text(*lang))
            .collect::<Vec<_>>()
            .join(" ")
    });
    (views, announcement)
}

/// The edition every view plays, parsed once at start and shared through a context.
#[derive(Clone, Debug)]
pub struct SharedEdition(pub Arc<Edition>);

impl PartialEq for SharedEdition {
    fn eq(&self, other: &SharedEdition) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// The shared edition, from the context [`App`] provides.
#[hook]
pub fn use_edition() -> Arc<Edition> {
    match use_context::<SharedEdition>() {
        Some(shared) => shared.0,
        None => crate::editions::standard_edition(),
    }
}
