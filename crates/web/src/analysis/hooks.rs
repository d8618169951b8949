//! The analysis's effects and derived views: reading and writing the analyses kept on
//! the device, and the panel's and board's models, worked out once per change.

use std::rc::Rc;

use blockness_bots::analysis::Label;
use yew::prelude::*;

use crate::analysis::{
    board_with_analysis, marks, panel_model, PanelModel, ANALYSIS_KEY, ANALYSIS_SET_ASIDE_KEY,
};
use crate::page::PageState;
use blockness_web_board::board::view::BoardModel;
use blockness_web_common::platform;

/// Reads the analyses kept on the device into the page's first state. Unreadable text
/// is moved aside (only once its copy is stored), not read again.
pub fn read_stored_analyses(state: &mut PageState) {
    let text = platform::load(ANALYSIS_KEY);
    if let Err(why) = state.read_analysis_cache(text.as_deref()) {
        web_sys::console::warn_1(&format!("stored analyses set aside: {why}").into());
        if let Err(why) = platform::set_aside(ANALYSIS_KEY, ANALYSIS_SET_ASIDE_KEY) {
            web_sys::console::warn_1(
                &format!("unreadable analyses stay under {ANALYSIS_KEY}: {why}").into(),
            );
        }
    }
}

/// Writes the analyses to storage whenever a ply is added. A failure (a full storage)
/// only costs a later reload its analysis, so it is reported to the console alone.
#[hook]
pub fn use_analysis_store(state: &UseReducerHandle<PageState>) {
    let epoch = state.analysis().cache_epoch();
    let text = {
        let state = state.clone();
        use_memo(epoch, move |_| state.analysis().cache_text())
    };
    use_effect_with((text, epoch), |(text, epoch)| {
        if *epoch > 0 {
            if let Err(why) = platform::try_store(ANALYSIS_KEY, text) {
                web_sys::console::warn_1(&format!("the analysis was not stored: {why}").into());
            }
        }
    });
}

/// What the analysis shows: the panel, the move list's marks, and the board's drawing
/// with the ghost best move and the territory wash.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisViews {
    /// The analysis panel under the board.
    pub panel: Rc<PanelModel>,
    /// The move list's marks, by move from 0.
    pub marks: Vec<Option<Label>>,
    /// The board's drawing.
    pub board: Rc<BoardModel>,
}

/// The analysis's views of the page, derived once per change of the analysis or the
/// board; `board` is the board's own drawing.
#[hook]
pub fn use_analysis_views(
    state: &UseReducerHandle<PageState>,
    board: Rc<BoardModel>,
) -> Rc<AnalysisViews> {
    let epoch = state.analysis().epoch();
    let version = state.board().version();
    let state = state.clone();
    use_memo((epoch, version, board), move |(_, _, board)| {
        let plies = state.analysed_plies();
        AnalysisViews {
            panel: Rc::new(panel_model(state.analysis(), state.board())),
            marks: marks::move_marks(plies),
            board: board_with_analysis(board, state.analysis(), state.board()),
        }
    })
}
