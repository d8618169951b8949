//! The interactive tutorial: seven short steps, each a prepared game on which the learner
//! plays one move as orange. A step knows which moves complete it; a legal move that
//! misses the point is taken back with a word on what was wanted, and an illegal click is
//! explained by the page's usual explanations ([`blockness_web_board::board::explain`]). Each step's
//! board is a [`BoardState`] like the game's, driven directly by the board's actions.
//!
//! The steps themselves (their texts, positions and goals) are in `steps`; this module is
//! the reducer that walks the learner through them.

mod steps;

pub use steps::{Goal, Refusal, Step, LEARNER, STEPS};

use std::sync::Arc;

use blockness_core::{Edition, Game, Setup};

use blockness_web_board::board::{BoardAction, BoardEvent, BoardState};
use blockness_web_board::words::Tr;

/// What the tutorial says under the board after the learner's last action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// Nothing yet: the instructions speak.
    Waiting,
    /// A legal move missed the goal and was taken back; the step's `wrong` text.
    Wrong(Tr),
    /// The goal was reached; the step's `success` text.
    Success(Tr),
    /// The step's game could not be prepared (an edition without these colours, say).
    Broken(String),
}

/// Something the learner did on the tutorial page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TutorialAction {
    /// An action on the step's board (a click on a hole or in the tray, pointing, Escape).
    Board(BoardAction),
    /// Go to the next step.
    Next,
    /// Go back one step.
    Previous,
    /// Set the current step's board up again.
    Restart,
    /// Go to the step of this index.
    GoTo(usize),
}

/// The tutorial's state: which step is shown, its board, and which steps are done.
#[derive(Clone, Debug)]
pub struct Tutorial {
    edition: Arc<Edition>,
    step: usize,
    board: BoardState,
    completed: [bool; STEPS.len()],
    feedback: Feedback,
    revision: u64,
}

impl Tutorial {
    /// The tutorial at its first step.
    pub fn new(edition: Arc<Edition>) -> Tutorial {
        let board = BoardState::picture(stand_in(&edition));
        let mut tutorial = Tutorial {
            edition,
            step: 0,
            board,
            completed: [false; STEPS.len()],
            feedback: Feedback::Waiting,
            revision: 0,
        };
        tutorial.load();
        tutorial
    }

    /// Sets the current step's prepared game on the board.
    fn load(&mut self) {
        let step = &STEPS[self.step];
        match step.position.game(&self.edition) {
            Ok(game) => {
                self.board = BoardState::prepared(game);
                // A step done before is shown as it starts, but only shows.
                self.board.set_frozen(self.completed[self.step]);
                self.feedback = Feedback::Waiting;
            }
            Err(why) => {
                self.board = BoardState::picture(stand_in(&self.edition));
                self.feedback = Feedback::Broken(why);
            }
        }
    }

    /// Index of the step shown.
    pub fn step_index(&self) -> usize {
        self.step
    }

    /// The step shown.
    pub fn step(&self) -> &'static Step {
        &STEPS[self.step]
    }

    /// The board of the step shown.
    pub fn board(&self) -> &BoardState {
        &self.board
    }

    /// What to say under the board.
    pub fn feedback(&self) -> &Feedback {
        &self.feedback
    }

    /// Whether step `index` has been completed.
    pub fn is_completed(&self, index: usize) -> bool {
        self.completed.get(index).copied().unwrap_or(false)
    }

    /// Whether every step has been completed.
    pub fn is_finished(&self) -> bool {
        self.completed.iter().all(|&c| c)
    }

    /// Counts the actions applied, so the page can mark when it has drawn the last one.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Whether the board takes clicks: the step is not yet done and could be prepared.
    pub fn accepts_moves(&self) -> bool {
        self.board.accepts_moves()
    }

    /// Applies one action.
    pub fn apply(&mut self, action: TutorialAction) {
        self.revision += 1;
        match action {
            TutorialAction::Board(action) => self.board_action(action),
            TutorialAction::Next => {
                if self.step + 1 < STEPS.len() {
                    self.step += 1;
                    self.load();
                }
            }
            TutorialAction::Previous => {
                if self.step > 0 {
                    self.step -= 1;
                    self.load();
                }
            }
            TutorialAction::GoTo(index) => {
                if index < STEPS.len() && index != self.step {
                    self.step = index;
                    self.load();
                }
            }
            TutorialAction::Restart => {
                self.completed[self.step] = false;
                self.load();
            }
        }
    }

    fn board_action(&mut self, action: BoardAction) {
        let BoardEvent::Played { mv, .. } = self.board.apply(action) else {
            return;
        };
        let mut before = self.board.game().clone();
        before.undo();
        let step = self.step();
        if step.goal.is_met(&before, &mv) {
            self.completed[self.step] = true;
            self.feedback = Feedback::Success(step.success);
            // The step is done: its board only shows now, nobody is asked to move.
            self.board.set_frozen(true);
        } else {
            self.board.apply(BoardAction::Undo);
            self.feedback = Feedback::Wrong(step.wrong);
        }
    }
}

/// The board shown when a step's game cannot be prepared: an empty two-player loch.
fn stand_in(edition: &Arc<Edition>) -> Game {
    let setup = Setup::new(edition, 2, None, false)
        .expect("the built-in edition has colours for two players");
    Game::new(Arc::clone(edition), setup)
}

#[cfg(test)]
mod tests {
    use super::super::{parse, Prepared};
    use super::*;
    use blockness_core::{Cell, End, IllegalMove, Move, Phase, TieBreak};

    fn edition() -> Arc<Edition> {
        Arc::new(Edition::standard())
    }

    fn game_of(step: &Step) -> Game {
        step.position
            .game(&edition())
            .unwrap_or_else(|e| panic!("{}: {e}", step.title.en))
    }

    /// Plays `mv` on a tutorial by clicks, as a learner would: start cell, far foot, then
    /// the segment in the tray and the end when the page asks.
    fn click(t: &mut Tutorial, mv: Move) {
        let (a, b) = mv.feet();
        t.apply(TutorialAction::Board(BoardAction::ClickCell(a)));
        t.apply(TutorialAction::Board(BoardAction::ClickCell(b)));
        if !t.board().selection().choices.is_empty() {
            t.apply(TutorialAction::Board(BoardAction::Choose(mv)));
        }
    }

    #[test]
    fn every_step_is_prepared_for_orange_to_move() {
        for step in &STEPS {
            let game = game_of(step);
            assert_eq!(game.to_move(), Some(LEARNER), "{}", step.title.en);
        }
    }

    #[test]
    fn each_taught_move_is_legal_and_completes_its_step() {
        for step in &STEPS {
            let mut game = game_of(step);
            let mv = parse(&game, step.taught).unwrap();
            assert_eq!(game.check(LEARNER, &mv), Ok(()), "{}", step.taught);
            assert!(step.goal.is_met(&game, &mv), "{}", step.taught);
            assert!(step.goal.moves(&game).contains(&mv));
            game.play(mv).unwrap();
        }
    }

    #[test]
    fn steps_with_a_narrow_goal_leave_legal_moves_that_miss_it() {
        for step in &STEPS {
            let game = game_of(step);
            let legal = game.legal_moves().len();
            let good = step.goal.moves(&game).len();
            assert!(good >= 1, "{}", step.title.en);
            match step.goal {
                Goal::AnyStarter | Goal::AnyExtension => assert_eq!(good, legal),
                _ => assert!(good < legal, "{}: {good} of {legal}", step.title.en),
            }
        }
    }

    #[test]
    fn the_first_steps_show_six_start_cells_and_a_crossing() {
        let game = game_of(&STEPS[1]);
        assert_eq!(game.legal_starts().len(), 6);
        // f5 to h5 passes over green's height-1 starter; e4 to e3 passes over nothing.
        let over = parse(&game, "H2 f5-h5").unwrap();
        let beside = parse(&game, "H2 e4-e3").unwrap();
        assert!(Goal::CrossesLower.is_met(&game, &over));
        assert!(!Goal::CrossesLower.is_met(&game, &beside));
        assert_eq!(game.check(LEARNER, &beside), Ok(()));
    }

    #[test]
    fn refused_moves_are_refused_for_the_reason_the_step_gives() {
        let mut kinds = Vec::new();
        for step in &STEPS {
            let game = game_of(step);
            for &(text, refusal) in step.refused {
                let mv = parse(&game, text).unwrap();
                let reason = game.check(LEARNER, &mv).expect_err(text);
                assert!(refusal.matches(&reason), "{text}: {reason:?}");
                kinds.push(refusal);
            }
        }
        for kind in [
            Refusal::PassesUnder,
            Refusal::SameHeight,
            Refusal::OverAnEnd,
        ] {
            assert!(kinds.contains(&kind), "{kind:?} is taught");
        }
        // Not every refusal matches every kind: the check can fail.
        let under = IllegalMove::SameHeight {
            by: blockness_core::SegmentRef {
                seat: 1,
                colour: blockness_core::Colour::Green,
                height: 4,
            },
        };
        assert!(!Refusal::PassesUnder.matches(&under));
    }

    #[test]
    fn the_crossing_step_shows_a_head_that_may_not_be_crossed() {
        let mut t = tutorial_at(2);
        t.apply(TutorialAction::Board(BoardAction::ClickCell(Cell::new(
            4, 3,
        ))));
        let reason =
            blockness_web_board::board::explain::explain(t.board(), Cell::new(7, 3)).unwrap();
        assert!(
            matches!(
                reason,
                blockness_web_board::words::Message::SecondFootCannotGo {
                    reason: IllegalMove::CrossesEnd {
                        end: blockness_core::End::Head,
                        ..
                    },
                    ..
                }
            ),
            "{reason:?}"
        );
        assert!(reason
            .text(blockness_web_board::words::Lang::En)
            .contains("pass over Green's head on g4"));
    }

    #[test]
    fn from_f7_exactly_one_far_foot_works_and_the_refused_ones_are_explained() {
        let step = &STEPS[3];
        let game = game_of(step);
        let good = step.goal.moves(&game);
        assert_eq!(good, vec![parse(&game, step.taught).unwrap()]);
        // The page explains the refused far feet once f7 is chosen.
        let mut t = tutorial_at(3);
        t.apply(TutorialAction::Board(BoardAction::ClickCell(Cell::new(
            5, 6,
        ))));
        for (cell, words) in [
            ((2, 6), "would pass under"),
            ((8, 6), "just as tall"),
            ((5, 8), "would pass over Green's tail"),
        ] {
            let text =
                blockness_web_board::board::explain::explain(t.board(), Cell::new(cell.0, cell.1))
                    .unwrap()
                    .text(blockness_web_board::words::Lang::En);
            assert!(text.contains(words), "{text}");
        }
    }

    #[test]
    fn after_the_blocking_move_green_has_no_move_and_orange_plays_again() {
        let step = &STEPS[4];
        let mut game = game_of(step);
        assert!(game.can_place(1), "green can move before");
        game.play(parse(&game, step.taught).unwrap()).unwrap();
        assert!(!game.can_place(1));
        assert_eq!(game.to_move(), Some(LEARNER));
        assert_eq!(game.phase(), Phase::Play);
    }

    #[test]
    fn the_last_move_ends_the_game_and_the_heads_break_the_tie() {
        let step = &STEPS[5];
        let game = game_of(step);
        let mut head = game.clone();
        head.play(parse(&game, step.taught).unwrap()).unwrap();
        assert_eq!(head.phase(), Phase::Over);
        let ranking = head.ranking().unwrap();
        assert_eq!(ranking[0].seat, LEARNER);
        assert_eq!(ranking[0].left, ranking[1].left);
        assert!(ranking[0].head_height > ranking[1].head_height);
        assert!(ranking.iter().all(|s| s.tie_break == TieBreak::HeadHeight));
        // The same arch grown from the tail also ends the game, but green wins the tie.
        let tail = game
            .legal_moves()
            .into_iter()
            .find(|m| matches!(m, Move::Extend { end: End::Tail, .. }))
            .unwrap();
        let mut lost = game.clone();
        lost.play(tail).unwrap();
        assert_eq!(lost.ranking().unwrap()[0].seat, 1);
        assert!(!step.goal.is_met(&game, &tail));
    }

    #[test]
    fn the_expert_move_is_legal_only_in_the_expert_variant() {
        let step = &STEPS[6];
        let expert = game_of(step);
        let mv = parse(&expert, step.taught).unwrap();
        assert_eq!(expert.check(LEARNER, &mv), Ok(()));
        let base = Prepared {
            expert: false,
            ..step.position
        }
        .game(&edition())
        .unwrap();
        assert!(matches!(
            base.check(LEARNER, &mv),
            Err(IllegalMove::NotNextToEnd { .. })
        ));
    }

    #[test]
    fn every_text_is_translated() {
        for step in &STEPS {
            for tr in [step.title, step.instructions, step.wrong, step.success] {
                assert!(tr.is_translated(), "{tr:?}");
            }
        }
    }

    fn tutorial_at(index: usize) -> Tutorial {
        let mut t = Tutorial::new(edition());
        for _ in 0..index {
            t.apply(TutorialAction::Next);
        }
        assert_eq!(t.step_index(), index);
        t
    }

    #[test]
    fn a_wrong_legal_move_is_taken_back_with_the_steps_words() {
        let mut t = tutorial_at(2);
        let beside = parse(t.board().game(), "H2 e4-e3").unwrap();
        click(&mut t, beside);
        assert!(t.board().game().moves().len() == 2, "taken back");
        assert_eq!(t.feedback(), &Feedback::Wrong(STEPS[2].wrong));
        assert!(!t.is_completed(2));
        let over = parse(t.board().game(), STEPS[2].taught).unwrap();
        click(&mut t, over);
        assert_eq!(t.board().game().moves().last(), Some(&over));
        assert_eq!(t.feedback(), &Feedback::Success(STEPS[2].success));
        assert!(t.is_completed(2));
        // A completed step's board takes no more moves and shows no highlights.
        t.apply(TutorialAction::Board(BoardAction::ClickCell(Cell::new(
            6, 3,
        ))));
        assert_eq!(t.board().selection().start, None);
        assert!(
            !t.board().game().legal_starts().is_empty(),
            "green could move"
        );
        let board = blockness_web_board::board::view::board_model(t.board());
        assert!(board.cells.iter().all(|c| !c.legal_start));
        let trays = blockness_web_board::board::view::tray_models(t.board());
        assert!(trays.iter().all(|tray| !tray.interactive));
    }

    #[test]
    fn an_illegal_click_changes_nothing_and_is_explained() {
        let mut t = tutorial_at(1);
        // c3 is shallow water, out of play with two players.
        let cell = Cell::new(2, 2);
        t.apply(TutorialAction::Board(BoardAction::ClickCell(cell)));
        assert_eq!(t.board().game().moves().len(), 2);
        assert_eq!(t.feedback(), &Feedback::Waiting);
        assert!(blockness_web_board::board::explain::explain(t.board(), cell).is_some());
    }

    #[test]
    fn playing_every_taught_move_finishes_the_tutorial() {
        let mut t = Tutorial::new(edition());
        for (index, step) in STEPS.iter().enumerate() {
            assert!(!t.is_finished());
            let mv = parse(t.board().game(), step.taught).unwrap();
            click(&mut t, mv);
            assert!(t.is_completed(index), "{}", step.title.en);
            t.apply(TutorialAction::Next);
        }
        assert!(t.is_finished());
        assert_eq!(t.step_index(), STEPS.len() - 1);
        // Going back shows the step afresh; it stays completed.
        t.apply(TutorialAction::Previous);
        assert_eq!(
            t.board().game().moves().len(),
            STEPS[5].position.moves.len()
        );
        assert!(t.is_finished());
        t.apply(TutorialAction::Restart);
        assert!(!t.is_completed(5));
    }
}
