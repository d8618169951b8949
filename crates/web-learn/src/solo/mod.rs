//! The solo view's state: the campaign's list of levels, the puzzle being played and the
//! questions for the solver, as a thin reducer ([`SoloState::apply`]) above the puzzle's
//! [`BoardState`] (the same board state and components as the game's).
//!
//! The page never solves anything itself: the levels of the campaign, the daily puzzle,
//! the stuck check and the hints all come from the worker
//! (`blockness_bot_worker::puzzle`). The state says which question it wants answered
//! ([`SoloState::question`], a fresh id each time); the page's hook posts it and hands the
//! reply back as [`SoloAction::Answer`], and a reply whose id is not the one awaited (the
//! player moved on meanwhile) is dropped.
//!
//! A puzzle is played on a [`BoardState`] of the level's game, turned solo by the core
//! (`Game::start_solo`): highlights, refusals and explanations are the game's own. The
//! reducer adds only what a puzzle needs: undo stops at the level's start, the board
//! freezes once the goal is placed, and moves, undos and hints are counted.

pub mod link;
pub mod maker;
pub mod progress;
pub mod words;

use std::sync::Arc;

use blockness_bot_worker::puzzle::{PuzzleAnswer, PuzzleQuestion, PuzzleReply, PuzzleRequest};
use blockness_core::{Edition, Move};
use blockness_puzzles::{Level, LEVELS_PER_TIER, TIERS};

use blockness_web::board::{BoardAction, BoardEvent, BoardState};
use link::{campaign_id, is_campaign_id, PuzzleLink, DAILY_PREFIX, PUZZLE_PREFIX};
use maker::{Maker, MakerAction, MakerError};
use progress::{Progress, ProgressError, PROGRESS_SET_ASIDE_KEY};
use words::SoloNote;

/// What the solver said about the position on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReachState {
    /// The question is asked; no answer yet.
    Checking,
    /// The goal is still in reach; the move is one way on (the hint), when known.
    Open(Option<Move>),
    /// The goal can no longer be reached.
    Stuck,
    /// The solver could not tell within its budget.
    Unknown,
}

/// A puzzle being played.
#[derive(Clone, Debug, PartialEq)]
pub struct Play {
    level: Level,
    board: BoardState,
    /// Moves of the level's own game, before the player's.
    start: usize,
    moves: u32,
    undos: u32,
    hints: u32,
    reach: ReachState,
    /// A hint was asked for before the solver answered.
    hint_wanted: bool,
    /// The address of the puzzle (after `#`).
    link: String,
}

impl Play {
    fn new(level: Level, edition: &Arc<Edition>) -> Result<Play, String> {
        let game = level
            .start_on(Arc::clone(edition))
            .map_err(|e| e.to_string())?;
        let link = PuzzleLink::of_level(&level, edition).unwrap_or_else(|| PUZZLE_PREFIX.into());
        Ok(Play {
            start: game.moves().len(),
            board: BoardState::prepared(game),
            level,
            moves: 0,
            undos: 0,
            hints: 0,
            reach: ReachState::Checking,
            hint_wanted: false,
            link,
        })
    }

    /// The level played.
    pub fn level(&self) -> &Level {
        &self.level
    }

    /// The puzzle's board.
    pub fn board(&self) -> &BoardState {
        &self.board
    }

    /// Segments placed since the start.
    pub fn placed(&self) -> usize {
        self.board.game().moves().len().saturating_sub(self.start)
    }

    /// Segments to place.
    pub fn goal(&self) -> usize {
        self.level.goal
    }

    /// The player's moves since the start.
    pub fn own_moves(&self) -> &[Move] {
        self.board.game().moves().get(self.start..).unwrap_or(&[])
    }

    /// Whether the goal is placed.
    pub fn is_solved(&self) -> bool {
        self.placed() >= self.goal()
    }

    /// Whether the goal is out of reach (the solver said so, or the seat cannot move).
    pub fn is_stuck(&self) -> bool {
        !self.is_solved() && self.reach == ReachState::Stuck
    }

    /// What the solver said about the position.
    pub fn reach(&self) -> &ReachState {
        &self.reach
    }

    /// Whether a hint waits for the solver's answer.
    pub fn hint_wanted(&self) -> bool {
        self.hint_wanted
    }

    /// Placements made, undone ones included.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// Undos, a restart counting as one.
    pub fn undos(&self) -> u32 {
        self.undos
    }

    /// Hints shown.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Solved without undo and without hint.
    pub fn is_clean(&self) -> bool {
        self.undos == 0 && self.hints == 0
    }

    /// Whether undo has a segment of the player's to take back.
    pub fn can_undo(&self) -> bool {
        self.placed() > 0 && !self.is_solved()
    }

    /// Whether a hint can be asked for now.
    pub fn can_hint(&self) -> bool {
        !self.is_solved() && !self.is_stuck() && !self.hint_wanted && self.board.hint().is_none()
    }

    /// The share line of a solved daily puzzle.
    pub fn share_line(&self) -> Option<String> {
        let date = self.level.id.strip_prefix(DAILY_PREFIX)?;
        self.is_solved().then(|| {
            words::share_line(
                date,
                self.level.tier,
                self.placed(),
                self.goal(),
                self.undos,
                self.hints,
            )
        })
    }

    /// The seat's colour is the only one that moves; the others are statues.
    pub fn seat(&self) -> usize {
        self.level.seat
    }
}

/// What the solo view shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    /// The list of levels by tier.
    Campaign,
    /// Waiting for the worker to give a level.
    Loading,
    /// A puzzle on the board.
    Playing(Box<Play>),
    /// The puzzle maker ([`SoloState::maker`]).
    Making,
}

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

/// The solo view's state.
#[derive(Clone, Debug, PartialEq)]
pub struct SoloState {
    edition: Arc<Edition>,
    revision: u64,
    progress: Progress,
    progress_epoch: u64,
    screen: Screen,
    last_id: u64,
    question: Option<PuzzleRequest>,
    notice: Option<SoloNote>,
    /// Today's date (UTC), `YYYY-MM-DD`.
    today: String,
    /// The address to show (after `#`); `None` keeps the address as it is (a refused link
    /// stays there to be copied or mended).
    address: Option<String>,
    /// The puzzle maker, kept while other screens are shown.
    maker: Option<Box<Maker>>,
}

/// What the solo view should do with storage once it has read it at start.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SoloBootEffects {
    /// Move the unreadable progress to [`PROGRESS_SET_ASIDE_KEY`].
    pub set_aside_progress: bool,
}

impl SoloState {
    /// The solo view at start: the stored progress (`None`: nothing stored), today's date
    /// and the address's text after `#`, opened when it is a puzzle link.
    pub fn boot(
        edition: Arc<Edition>,
        hash: &str,
        stored: Option<&str>,
        today: &str,
    ) -> (SoloState, SoloBootEffects) {
        let mut effects = SoloBootEffects::default();
        let mut notice = None;
        let progress = match stored.map(Progress::decode) {
            None => Progress::default(),
            Some(Ok(progress)) => progress,
            Some(Err(error)) => {
                effects.set_aside_progress = true;
                notice = Some(set_aside_note(error));
                Progress::default()
            }
        };
        let mut state = SoloState {
            edition,
            revision: 0,
            progress,
            progress_epoch: 0,
            screen: Screen::Campaign,
            last_id: 0,
            question: None,
            notice,
            today: today.to_string(),
            address: Some(PUZZLE_PREFIX.to_string()),
            maker: None,
        };
        if link::is_puzzle_link(hash) {
            state.open_link(hash);
        }
        (state, effects)
    }

    /// The number of actions applied, for the page's settled mark.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The levels solved.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Changes with every change of the progress, so the page stores it then only.
    pub fn progress_epoch(&self) -> u64 {
        self.progress_epoch
    }

    /// What is shown.
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The puzzle being played.
    pub fn play(&self) -> Option<&Play> {
        match &self.screen {
            Screen::Playing(play) => Some(play),
            _ => None,
        }
    }

    /// The question the worker should answer now, if any.
    pub fn question(&self) -> Option<&PuzzleRequest> {
        self.question.as_ref()
    }

    /// The notice shown.
    pub fn notice(&self) -> Option<&SoloNote> {
        self.notice.as_ref()
    }

    /// Today's date, `YYYY-MM-DD` (UTC).
    pub fn today(&self) -> &str {
        &self.today
    }

    /// The address to show, after `#`.
    pub fn address(&self) -> Option<&str> {
        self.address.as_deref()
    }

    /// The puzzle maker, once opened.
    pub fn maker(&self) -> Option<&Maker> {
        self.maker.as_deref()
    }

    /// Whether the puzzle played is the one the maker proved (so the maker is offered
    /// to go back to).
    pub fn playing_made(&self) -> bool {
        match (self.play(), self.maker.as_ref().and_then(|m| m.solvable())) {
            (Some(play), Some((level, _))) => play.level == *level,
            _ => false,
        }
    }

    /// The campaign level after the one played, when it is open.
    pub fn next_level(&self) -> Option<String> {
        let play = self.play()?;
        let id = &play.level.id;
        if !is_campaign_id(id) {
            return None;
        }
        let bytes = id.as_bytes();
        let tier = usize::from(bytes[0] - b'0');
        let number = usize::from(bytes[2] - b'0') * 10 + usize::from(bytes[3] - b'0');
        let (tier, number) = if number < LEVELS_PER_TIER {
            (tier, number + 1)
        } else {
            (tier + 1, 1)
        };
        (tier <= TIERS.len() && self.progress.is_tier_open(tier)).then(|| campaign_id(tier, number))
    }

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

    fn open_link(&mut self, text: &str) {
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

/// The notice for a progress that could not be read.
fn set_aside_note(error: ProgressError) -> SoloNote {
    SoloNote::ProgressSetAside {
        error,
        key: PROGRESS_SET_ASIDE_KEY,
    }
}

#[cfg(test)]
mod maker_tests;
#[cfg(test)]
mod tests;
