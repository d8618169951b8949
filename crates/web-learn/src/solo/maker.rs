//! "Make a puzzle": a person builds a solo puzzle of their own on a hot-seat board.
//!
//! They play the statues as a normal game (every colour in turn, every seat played by
//! clicks), lay their own starter and any segments among them, then choose their colour
//! (the puzzle's seat) and the goal. The puzzle is offered only once the worker's solver
//! has proved it solvable; a refusal (no way to the goal, or no answer within the
//! solver's budget) leaves the board, the colour and the goal exactly as they were.
//!
//! [`Maker`] holds that state. The solo view's reducer ([`super::SoloState`]) routes
//! [`MakerAction`]s to it and asks the worker the question it builds
//! ([`Maker::level`]); every rule question is the core's, through the shared
//! [`BoardState`].

use std::sync::Arc;

use blockness_core::{Colour, Edition, Game, GameRecord, Setup};
use blockness_puzzles::{Level, LevelError};

use blockness_web_board::board::{BoardAction, BoardEvent, BoardState};

/// The id a made puzzle carries while it is played on this device (its link does not
/// carry ids: opened from a link, it is a "puzzle from a link").
pub const MADE_ID: &str = "made";

/// The tier label of a made puzzle. Only the solver's proof of solvability is asked of
/// the worker, not the measure that grades shipped levels, so a made puzzle is labelled
/// with the lowest tier rather than a guessed one.
pub const MADE_TIER: u8 = 1;

/// What the solver said about the puzzle as it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Not asked since the last change.
    Unasked,
    /// The question with this id is with the worker.
    Checking(u64),
    /// The solver found a way to the goal: the puzzle and its address (after `#`).
    Solvable {
        /// The puzzle, ready to play.
        level: Box<Level>,
        /// Its link's text after `#` (the `p/g/...` form).
        link: String,
    },
    /// The goal cannot be reached: the puzzle is refused.
    Unsolvable,
    /// The solver could not tell within its budget: the puzzle is refused.
    Undecided,
    /// The puzzle as set cannot be played (no colour chosen, no starter, goal out of
    /// range).
    Invalid(MakerError),
}

/// Why the puzzle as set cannot be asked about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MakerError {
    /// No colour has been chosen as the one that moves.
    NoSeat,
    /// The chosen colour has no segment left to place.
    NothingLeft,
    /// The level built from the board was refused (a starter missing, say).
    Level(LevelError),
    /// The solver could not take the question, in its words.
    Solver(String),
}

/// Everything a person can do in the puzzle maker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MakerAction {
    /// Another number of colours on the loch (only before the first move).
    Players(usize),
    /// The base or the expert variant (only before the first move).
    Expert(bool),
    /// An action on the maker's board: clicks, choices, undo and redo.
    Board(BoardAction),
    /// Empty the loch and start again with the same setup.
    Clear,
    /// The colour that will move alone.
    Seat(usize),
    /// The number of segments to place.
    Goal(usize),
}

/// The puzzle maker's state.
#[derive(Clone, Debug, PartialEq)]
pub struct Maker {
    edition: Arc<Edition>,
    players: usize,
    expert: bool,
    board: BoardState,
    seat: Option<usize>,
    /// The goal asked for; [`Maker::goal`] keeps it within the seat's reserve.
    goal: Option<usize>,
    verdict: Verdict,
}

/// A fresh game of `players` colours (the edition's first ones).
fn fresh_game(edition: &Arc<Edition>, players: usize, expert: bool) -> Option<Game> {
    let setup = Setup::new(edition, players, None, expert).ok()?;
    Some(Game::new(Arc::clone(edition), setup))
}

impl Maker {
    /// An empty loch for two colours, base variant; `None` for an edition that cannot
    /// seat two.
    pub fn new(edition: Arc<Edition>) -> Option<Maker> {
        let game = fresh_game(&edition, 2, false)?;
        Some(Maker {
            edition,
            players: 2,
            expert: false,
            board: BoardState::prepared(game),
            seat: None,
            goal: None,
            verdict: Verdict::Unasked,
        })
    }

    /// Colours on the loch.
    pub fn players(&self) -> usize {
        self.players
    }

    /// Most colours a loch of this edition takes.
    pub fn max_players(&self) -> usize {
        self.edition
            .colours()
            .len()
            .min(blockness_core::MAX_PLAYERS)
    }

    /// Whether the expert variant is played.
    pub fn expert(&self) -> bool {
        self.expert
    }

    /// The maker's board.
    pub fn board(&self) -> &BoardState {
        &self.board
    }

    /// Whether the setup (colours, variant) may still change: nothing is on the loch.
    pub fn can_change_setup(&self) -> bool {
        self.board.game().moves().is_empty() && self.board.redo_moves().is_empty()
    }

    /// The colour of `seat`.
    pub fn colour(&self, seat: usize) -> Option<Colour> {
        self.board
            .game()
            .rules()
            .setup()
            .colours()
            .get(seat)
            .copied()
    }

    /// The seats that may be chosen: those whose monster is on the loch.
    pub fn seats_on_loch(&self) -> Vec<usize> {
        let position = self.board.game().position();
        (0..self.players)
            .filter(|&seat| position.has_started(seat))
            .collect()
    }

    /// The chosen seat, while its monster is on the loch.
    pub fn seat(&self) -> Option<usize> {
        self.seat
            .filter(|&seat| self.board.game().position().has_started(seat))
    }

    /// Segments left in the chosen seat's reserve (0 without a seat).
    pub fn left(&self) -> usize {
        self.seat()
            .map_or(0, |seat| self.board.game().position().left(seat))
    }

    /// The goal: the one asked for, at most what is left; all that is left by default.
    pub fn goal(&self) -> usize {
        let left = self.left();
        self.goal.map_or(left, |goal| goal.min(left))
    }

    /// What the solver said.
    pub fn verdict(&self) -> &Verdict {
        &self.verdict
    }

    /// Whether the solver is being asked.
    pub fn is_checking(&self) -> bool {
        matches!(self.verdict, Verdict::Checking(_))
    }

    /// The puzzle the maker shows, when the solver proved it solvable.
    pub fn solvable(&self) -> Option<(&Level, &str)> {
        match &self.verdict {
            Verdict::Solvable { level, link } => Some((level, link)),
            _ => None,
        }
    }

    /// The puzzle as set, checked as any level is (the core replays its game).
    pub fn level(&self) -> Result<Level, MakerError> {
        let seat = self.seat().ok_or(MakerError::NoSeat)?;
        let goal = self.goal();
        if goal == 0 {
            return Err(MakerError::NothingLeft);
        }
        let level = Level {
            id: MADE_ID.to_string(),
            tier: MADE_TIER,
            game: GameRecord::of(self.board.game()),
            seat,
            goal,
            solution: None,
        };
        level
            .start_on(Arc::clone(&self.edition))
            .map_err(MakerError::Level)?;
        Ok(level)
    }

    /// Applies one action; says whether the puzzle changed (and so any verdict is void).
    pub fn apply(&mut self, action: MakerAction) -> bool {
        let changed = match action {
            MakerAction::Players(players) => self.set_setup(players, self.expert),
            MakerAction::Expert(expert) => self.set_setup(self.players, expert),
            MakerAction::Board(action) => self.board_action(action),
            MakerAction::Clear => {
                let cleared = fresh_game(&self.edition, self.players, self.expert)
                    .map(|game| self.board = BoardState::prepared(game));
                self.seat = None;
                self.goal = None;
                cleared.is_some()
            }
            MakerAction::Seat(seat) => {
                let ok = self.seats_on_loch().contains(&seat) && self.seat() != Some(seat);
                if ok {
                    self.seat = Some(seat);
                }
                ok
            }
            MakerAction::Goal(goal) => {
                let ok = (1..=self.left()).contains(&goal) && goal != self.goal();
                if ok {
                    self.goal = Some(goal);
                }
                ok
            }
        };
        if changed {
            self.verdict = Verdict::Unasked;
        }
        changed
    }

    fn set_setup(&mut self, players: usize, expert: bool) -> bool {
        if !self.can_change_setup() || (players == self.players && expert == self.expert) {
            return false;
        }
        let Some(game) = fresh_game(&self.edition, players, expert) else {
            return false;
        };
        self.players = players;
        self.expert = expert;
        self.board = BoardState::prepared(game);
        self.seat = None;
        self.goal = None;
        true
    }

    fn board_action(&mut self, action: BoardAction) -> bool {
        // Every move of every colour is played here by clicks; the swap rule is off and
        // the replay of past positions is the game page's business.
        if !(action.places() || matches!(action, BoardAction::Undo | BoardAction::Redo)) {
            return false;
        }
        match self.board.apply(action) {
            BoardEvent::Unchanged | BoardEvent::Refused(_) => false,
            BoardEvent::Played { .. }
            | BoardEvent::TakenBack
            | BoardEvent::Redone
            | BoardEvent::RedoDropped(_) => true,
        }
    }

    /// Notes that the question `id` went to the worker.
    pub(super) fn asked(&mut self, id: u64) {
        self.verdict = Verdict::Checking(id);
    }

    /// Takes the solver's answer to question `id`: `Some(true)` proved, `Some(false)` no
    /// way, `None` no answer within the budget. An answer to another question (the
    /// puzzle changed meanwhile) is dropped; returns whether it was taken.
    pub(super) fn answered(&mut self, id: u64, reachable: Option<bool>) -> bool {
        if self.verdict != Verdict::Checking(id) {
            return false;
        }
        self.verdict = match reachable {
            Some(true) => match self.level() {
                Ok(level) => match super::link::PuzzleLink::of_level(&level, &self.edition) {
                    Some(link) => Verdict::Solvable {
                        level: Box::new(level),
                        link,
                    },
                    None => Verdict::Unasked,
                },
                Err(e) => Verdict::Invalid(e),
            },
            Some(false) => Verdict::Unsolvable,
            None => Verdict::Undecided,
        };
        true
    }

    /// Shows why the puzzle cannot be asked about.
    pub(super) fn refuse(&mut self, error: MakerError) {
        self.verdict = Verdict::Invalid(error);
    }

    /// Forgets a question the worker will not answer (it broke down, or another question
    /// took its place).
    pub(super) fn forget_question(&mut self) {
        if self.is_checking() {
            self.verdict = Verdict::Unasked;
        }
    }
}
