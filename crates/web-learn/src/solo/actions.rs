//! Everything the solo view can be asked to do ([`SoloAction`]) and the reducer that does
//! it ([`SoloState::apply`]): opening levels and links, playing, undo and hints, the
//! worker's answers and the puzzle maker's questions. Apart from the state's definition and
//! read-only questions in [`super`] so the one place where the state changes reads on its
//! own.

use std::sync::Arc;

use blockness_puzzles::Level;
use blockness_worker_messages::puzzle::{PuzzleAnswer, PuzzleQuestion, PuzzleReply, PuzzleRequest};

use super::link::{is_campaign_id, PuzzleLink, PUZZLE_PREFIX};
use super::maker::{Maker, MakerAction, MakerError};
use super::words::SoloNote;
use super::{Play, ReachState, Screen, SoloState};
use blockness_web_board::board::{BoardAction, BoardEvent, BoardState};

/// Everything the solo view can be asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum SoloAction {
    /// Show the list of levels.
    ShowCampaign,
    /// Open a campaign level by id.
    OpenLevel(String),
    /// Open today's daily puzzle.
    OpenDaily,
    /// Open the puzzle of an address (the text after `#`).
    OpenLink(String),
    /// An action on the puzzle's board.
    Board(BoardAction),
    /// Take back the last segment.
    Undo,
    /// Back to the puzzle's start (after a solve: play it again from scratch).
    Restart,
    /// Show a move that keeps the goal in reach.
    Hint,
    /// Open the level after the one solved.
    NextLevel,
    /// The worker's reply to a question.
    Answer(PuzzleReply),
    /// The worker cannot run or broke down.
    WorkerFailed(String),
    /// Open the puzzle maker, as it was left.
    OpenMaker,
    /// An action in the puzzle maker.
    Maker(MakerAction),
    /// Ask the solver whether the made puzzle can be solved.
    Verify,
    /// Play the made puzzle, once the solver proved it.
    PlayMade,
    /// Say something.
    Notify(SoloNote),
    /// Drop the notice.
    Dismiss,
}

impl SoloState {
    /// Applies one action.
    pub fn apply(&mut self, action: SoloAction) {
        self.revision += 1;
        match action {
            SoloAction::ShowCampaign => self.show_campaign(),
            SoloAction::OpenLevel(id) => {
                if is_campaign_id(&id) {
                    self.load(PuzzleQuestion::Level(id));
                }
            }
            SoloAction::OpenDaily => self.load(PuzzleQuestion::Daily(self.today.clone())),
            SoloAction::OpenLink(text) => self.open_link(&text),
            SoloAction::Board(action) => self.board_action(action),
            SoloAction::Undo => self.undo(),
            SoloAction::Restart => self.restart(),
            SoloAction::Hint => self.hint(),
            SoloAction::NextLevel => {
                if let Some(id) = self.next_level() {
                    self.load(PuzzleQuestion::Level(id));
                }
            }
            SoloAction::Answer(reply) => self.answer(reply),
            SoloAction::WorkerFailed(why) => {
                self.question = None;
                if let Some(maker) = &mut self.maker {
                    maker.forget_question();
                }
                if self.screen == Screen::Loading {
                    self.screen = Screen::Campaign;
                }
                if let Screen::Playing(play) = &mut self.screen {
                    play.hint_wanted = false;
                    if play.reach == ReachState::Checking {
                        play.reach = ReachState::Unknown;
                    }
                }
                self.notice = Some(SoloNote::WorkerFailed(why));
            }
            SoloAction::OpenMaker => self.open_maker(),
            SoloAction::Maker(action) => {
                if self.screen == Screen::Making {
                    if let Some(maker) = &mut self.maker {
                        if maker.apply(action) {
                            // A question about the puzzle as it was is void.
                            self.question = None;
                        }
                    }
                }
            }
            SoloAction::Verify => self.verify(),
            SoloAction::PlayMade => {
                let level = self
                    .maker
                    .as_ref()
                    .and_then(|m| m.solvable())
                    .map(|(level, _)| level.clone());
                if let (Some(level), Screen::Making) = (level, &self.screen) {
                    self.start(level);
                }
            }
            SoloAction::Notify(note) => self.notice = Some(note),
            SoloAction::Dismiss => self.notice = None,
        }
    }

    pub(super) fn open_link(&mut self, text: &str) {
        match PuzzleLink::parse(text, &self.edition) {
            Ok(PuzzleLink::Campaign) => self.show_campaign(),
            Ok(PuzzleLink::Level(id)) => self.load(PuzzleQuestion::Level(id)),
            Ok(PuzzleLink::Daily(date)) => self.load(PuzzleQuestion::Daily(date.to_string())),
            Ok(PuzzleLink::Custom(level)) => self.start(level),
            Err(e) => {
                // Whatever was on screen stays; the refused link stays in the address.
                self.notice = Some(SoloNote::LinkRefused(e));
                self.address = None;
            }
        }
    }

    fn open_maker(&mut self) {
        if self.maker.is_none() {
            self.maker = Maker::new(Arc::clone(&self.edition)).map(Box::new);
        }
        let Some(maker) = &mut self.maker else {
            return;
        };
        // A question asked before the maker was left has been replaced or dropped.
        maker.forget_question();
        self.screen = Screen::Making;
        self.question = None;
        self.notice = None;
        self.address = Some(PUZZLE_PREFIX.to_string());
    }

    fn verify(&mut self) {
        if self.screen != Screen::Making {
            return;
        }
        let Some(maker) = &mut self.maker else {
            return;
        };
        if maker.is_checking() {
            return;
        }
        match maker.level() {
            Ok(level) => {
                self.last_id += 1;
                let id = self.last_id;
                maker.asked(id);
                self.question = Some(PuzzleRequest {
                    id,
                    puzzle: PuzzleQuestion::Reach {
                        level,
                        moves: Vec::new(),
                    },
                });
            }
            Err(error) => maker.refuse(error),
        }
    }

    fn show_campaign(&mut self) {
        self.screen = Screen::Campaign;
        self.question = None;
        self.address = Some(PUZZLE_PREFIX.to_string());
    }

    fn ask(&mut self, question: PuzzleQuestion) {
        self.last_id += 1;
        self.question = Some(PuzzleRequest {
            id: self.last_id,
            puzzle: question,
        });
    }

    fn load(&mut self, question: PuzzleQuestion) {
        self.screen = Screen::Loading;
        self.notice = None;
        self.ask(question);
    }

    fn start(&mut self, level: Level) {
        match Play::new(level, &self.edition) {
            Ok(play) => {
                self.address = Some(play.link.clone());
                self.screen = Screen::Playing(Box::new(play));
                self.check();
            }
            Err(why) => {
                self.screen = Screen::Campaign;
                self.question = None;
                self.notice = Some(SoloNote::WorkerFailed(why));
            }
        }
    }

    /// Asks whether the goal is still in reach (and for a way on), unless the board
    /// already tells: solved, or the seat cannot move at all.
    fn check(&mut self) {
        let Screen::Playing(play) = &mut self.screen else {
            return;
        };
        if play.is_solved() {
            play.reach = ReachState::Open(None);
            play.hint_wanted = false;
            self.question = None;
            return;
        }
        if play.board.game().to_move().is_none() {
            play.reach = ReachState::Stuck;
            play.hint_wanted = false;
            self.question = None;
            return;
        }
        play.reach = ReachState::Checking;
        let question = PuzzleQuestion::Reach {
            level: play.level.clone(),
            moves: play.own_moves().to_vec(),
        };
        self.ask(question);
    }

    fn board_action(&mut self, action: BoardAction) {
        // Undo, redo, swap and replay are the game's; a puzzle has its own undo.
        if !action.places() {
            return;
        }
        let Screen::Playing(play) = &mut self.screen else {
            return;
        };
        if let BoardEvent::Played { .. } = play.board.apply(action) {
            play.moves += 1;
            if play.is_solved() {
                play.board.set_frozen(true);
                let clean = play.is_clean();
                let id = play.level.id.clone();
                if self.progress.record(&id, clean) {
                    self.progress_epoch += 1;
                }
            }
            self.check();
        }
    }

    fn undo(&mut self) {
        let Screen::Playing(play) = &mut self.screen else {
            return;
        };
        if !play.can_undo() {
            return;
        }
        if play.board.apply(BoardAction::Undo) == BoardEvent::TakenBack {
            play.undos += 1;
            self.check();
        }
    }

    fn restart(&mut self) {
        let Screen::Playing(play) = &mut self.screen else {
            return;
        };
        let Ok(game) = play.level.start_on(Arc::clone(&self.edition)) else {
            return;
        };
        if play.is_solved() {
            play.moves = 0;
            play.undos = 0;
            play.hints = 0;
        } else if play.placed() > 0 {
            play.undos += 1;
        }
        play.board = BoardState::prepared(game);
        self.check();
    }

    fn hint(&mut self) {
        let Screen::Playing(play) = &mut self.screen else {
            return;
        };
        if !play.can_hint() {
            return;
        }
        match play.reach {
            ReachState::Open(Some(mv)) => {
                play.board.set_hint(mv);
                play.hints += 1;
            }
            ReachState::Checking => play.hint_wanted = true,
            ReachState::Open(None) | ReachState::Stuck | ReachState::Unknown => {}
        }
    }

    fn answer(&mut self, reply: PuzzleReply) {
        if self.question.as_ref().map(|q| q.id) != Some(reply.id) {
            return;
        }
        self.question = None;
        if let (Some(maker), PuzzleAnswer::Reach { reachable, .. }) =
            (&mut self.maker, &reply.answer)
        {
            if maker.answered(reply.id, *reachable) {
                return;
            }
        }
        if let (Some(maker), PuzzleAnswer::Error(why)) = (&mut self.maker, &reply.answer) {
            if maker.is_checking() {
                maker.refuse(MakerError::Solver(why.clone()));
                return;
            }
        }
        match reply.answer {
            PuzzleAnswer::Level(level) => {
                if self.screen == Screen::Loading {
                    self.start(level);
                }
            }
            PuzzleAnswer::Reach { reachable, hint } => {
                let Screen::Playing(play) = &mut self.screen else {
                    return;
                };
                play.reach = match reachable {
                    Some(true) => ReachState::Open(hint),
                    Some(false) => ReachState::Stuck,
                    None => ReachState::Unknown,
                };
                if std::mem::take(&mut play.hint_wanted) {
                    if let Some(mv) = hint {
                        play.board.set_hint(mv);
                        play.hints += 1;
                    }
                }
            }
            PuzzleAnswer::Error(why) => {
                if self.screen == Screen::Loading {
                    self.screen = Screen::Campaign;
                }
                if let Screen::Playing(play) = &mut self.screen {
                    play.reach = ReachState::Unknown;
                    play.hint_wanted = false;
                }
                self.notice = Some(SoloNote::WorkerFailed(why));
            }
        }
    }
}
