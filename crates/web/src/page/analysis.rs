//! The page's side of the analysis: the actions that start, cancel and feed it, and
//! what it shows (see [`crate::analysis`]).

use blockness_bot_worker::AnalyseMessage;
use blockness_bots::analysis::PlyAnalysis;

use super::{NoticeKind, PageState};
use crate::analysis::{marks, AnalysisAction, CacheError, PageAnalysis, Progress, Received};
use crate::board::BoardAction;
use crate::i18n::{Message, WorkerTrouble};

impl PageState {
    /// Takes the analyses stored on the device (at load). Unreadable text is refused,
    /// so the caller can set it aside.
    pub fn read_analysis_cache(&mut self, text: Option<&str>) -> Result<(), CacheError> {
        let result = self.analysis.read_cache(text);
        self.analysis.sync(self.board.game());
        result
    }

    /// The analysis of the game on the board.
    pub fn analysis(&self) -> &PageAnalysis {
        &self.analysis
    }

    /// The question to post to the worker for the analysis now, if any (each id once).
    pub fn analysis_request(&self) -> Option<AnalyseMessage> {
        self.analysis.request()
    }

    /// Where the analysis of the board's game stands.
    pub fn analysis_progress(&self) -> Progress {
        self.analysis.progress(self.board.game())
    }

    /// The analysed plies of the board's game, from the first.
    pub fn analysed_plies(&self) -> &[PlyAnalysis] {
        self.analysis.plies_for(self.board.game())
    }

    pub(super) fn analysis_action(&mut self, action: AnalysisAction) {
        if action == AnalysisAction::NextMistake {
            let shown = self.board.shown_moves();
            if let Some(ply) = marks::next_marked(self.analysed_plies(), shown) {
                self.apply_action(BoardAction::ViewAt(ply).into());
            }
            return;
        }
        let game = self.board.game().clone();
        if let Some(Received::Failed(why)) = self.analysis.apply(action, &game) {
            self.notify(
                NoticeKind::Error,
                Message::BotFailed(WorkerTrouble::Reported(why)),
            );
        }
    }
}
