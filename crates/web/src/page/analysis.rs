//! The page's side of the analysis: the actions that start, cancel and feed it, and
//! what it shows (see [`crate::analysis`]).

use blockness_bots::analysis::PlyAnalysis;
use blockness_worker_messages::AnalyseMessage;

use super::{NoticeKind, PageState};
use crate::analysis::{marks, AnalysisAction, CacheError, PageAnalysis, Progress, Received};
use crate::words::{PageMessage, WorkerTrouble};
use blockness_web_board::board::BoardAction;

impl PageState {
    /// Takes the analyses stored on the device (at load). Unreadable text is refused,
    /// so the caller can set it aside.
    pub fn read_analysis_cache(&mut self, text: Option<&str>) -> Result<(), CacheError> {
        let result = self.analysis.read_cache(text);
        self.analysis.sync(&self.current, self.board.game());
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
        // The engine's view of a rated game waits for its end: it would be a hint.
        if action == AnalysisAction::Start && self.rated_in_play() {
            return;
        }
        let game = self.board.game().clone();
        if let Some(Received::Failed(why)) = self.analysis.apply(action, &game) {
            self.notify(
                NoticeKind::Error,
                PageMessage::AnalysisFailed(WorkerTrouble::Reported(why)),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use blockness_bot_worker::answer_analysis;
    use blockness_bots::{Budget, SystemClock};
    use blockness_core::{encode_link, Edition, Game, Setup};
    use blockness_worker_messages::AnalysisReply;

    use super::*;
    use crate::page::PageAction;

    fn link_of(moves: usize) -> String {
        let edition = Edition::lochside_v1();
        let mut game = Game::lochside_v1(Setup::new(&edition, 2, None, false).unwrap());
        for i in 0..moves {
            let legal = game.legal_moves();
            game.play(legal[(i * 5) % legal.len()]).unwrap();
        }
        encode_link(&game)
    }

    fn answer(state: &PageState) -> AnalysisReply {
        let mut request = state.analysis_request().expect("a question").analyse;
        request.settings.budget = Budget::nodes(300);
        answer_analysis(&request, &SystemClock::new())
    }

    #[test]
    fn analyse_next_mistake_and_another_game() {
        let mut state = PageState::fresh(Arc::new(Edition::lochside_v1()));
        state.apply(PageAction::OpenLink(link_of(5)));
        assert_eq!(state.analysis_progress(), Progress::Idle);
        state.apply(PageAction::Analysis(AnalysisAction::Start));
        assert_eq!(state.analysis_request().unwrap().analyse.ply, 1);
        while state.analysis_request().is_some() {
            let reply = answer(&state);
            state.apply(PageAction::Analysis(AnalysisAction::Answer(reply)));
        }
        assert_eq!(state.analysis_progress(), Progress::Done);
        assert_eq!(state.analysed_plies().len(), 5);
        // "Next mistake" moves the board only when some move is marked.
        let marked = marks::next_marked(state.analysed_plies(), state.board().shown_moves());
        state.apply(PageAction::Analysis(AnalysisAction::NextMistake));
        assert_eq!(
            state.board().shown_moves(),
            marked.unwrap_or(state.game().moves().len())
        );
        // Another game: nothing of this analysis is shown, nothing is asked.
        state.apply(PageAction::OpenLink(link_of(0)));
        assert_eq!(state.analysis_progress(), Progress::Idle);
        assert!(state.analysed_plies().is_empty());
        // And back: the cache brings it back without a question.
        state.apply(PageAction::OpenLink(link_of(5)));
        assert_eq!(state.analysis_progress(), Progress::Done);
        assert!(state.analysis_request().is_none());
    }

    #[test]
    fn a_game_opened_again_from_the_list_keeps_its_hints_and_nothing_of_another_analysis() {
        use blockness_web_board::board::clicks::Clicks;
        let mut state = PageState::fresh(Arc::new(Edition::lochside_v1()));
        // A game whose third move is played with a hint shown.
        state.apply(PageAction::OpenLink(link_of(2)));
        let hinted = state.current_id().clone();
        state.apply(PageAction::AskHint);
        let id = state.bot_request().expect("the hint's question").id;
        let mv = state.game().legal_moves()[0];
        state.apply(PageAction::BotAnswer {
            id,
            mv: Some(mv),
            error: None,
        });
        state.click_first();
        assert_eq!(state.board().hinted_plies().len(), 1);
        // Another game, analysed, its best moves and territory drawn.
        state.apply(PageAction::OpenLink(link_of(5)));
        state.apply(PageAction::Analysis(AnalysisAction::Start));
        while state.analysis_request().is_some() {
            let reply = answer(&state);
            state.apply(PageAction::Analysis(AnalysisAction::Answer(reply)));
        }
        state.apply(PageAction::Analysis(AnalysisAction::ShowBest(true)));
        state.apply(PageAction::Analysis(AnalysisAction::ShowTerritory(true)));
        // The first game again, from the list.
        state.apply(PageAction::OpenGame(hinted));
        assert_eq!(
            state
                .board()
                .hinted_plies()
                .iter()
                .copied()
                .collect::<Vec<_>>(),
            vec![2]
        );
        assert!(state.analysed_plies().is_empty());
        assert_eq!(state.analysis_progress(), Progress::Idle);
        assert!(!state.analysis().show_best() && !state.analysis().territory());
    }

    #[test]
    fn a_refused_ply_is_told_as_an_analysis_failure() {
        let mut state = PageState::fresh(Arc::new(Edition::lochside_v1()));
        state.apply(PageAction::OpenLink(link_of(3)));
        state.apply(PageAction::Analysis(AnalysisAction::Start));
        let id = state.analysis_request().unwrap().analyse.id;
        state.apply(PageAction::Analysis(AnalysisAction::Answer(
            AnalysisReply::refusal(id, 1, "no"),
        )));
        assert!(matches!(
            state.notices().last().map(|n| &n.message),
            Some(PageMessage::AnalysisFailed(_))
        ));
        assert!(matches!(state.analysis_progress(), Progress::Failed(_)));
    }
}
