//! The solo view's state: the campaign's list of levels, the puzzle being played and the
//! questions for the solver, as a thin reducer ([`SoloState::apply`]) above the puzzle's
//! [`BoardState`] (the same board state and components as the game's).
//!
//! The page never solves anything itself: the levels of the campaign, the daily puzzle,
//! the stuck check and the hints all come from the worker
//! (`blockness_worker_messages::puzzle`). The state says which question it wants answered
//! ([`SoloState::question`], a fresh id each time); the page's hook posts it and hands the
//! reply back as [`SoloAction::Answer`], and a reply whose id is not the one awaited (the
//! player moved on meanwhile) is dropped.
//!
//! A puzzle is played on a [`BoardState`] of the level's game, turned solo by the core
//! (`Game::start_solo`): highlights, refusals and explanations are the game's own. The
//! reducer adds only what a puzzle needs: undo stops at the level's start, the board
//! freezes once the goal is placed, and moves, undos and hints are counted.
//!
//! Here: the state and what it answers. The actions and the reducer are in `actions`,
//! the puzzle being played in `play`; links, progress, the maker, the words and what the
//! puzzle says of where it stands (`speech`) have modules of their own.
//!
//! [`BoardState`]: blockness_web_board::board::BoardState

pub mod link;
pub mod maker;
pub mod progress;
pub mod speech;
pub mod words;

mod actions;
mod play;

pub use actions::SoloAction;
pub use play::{Outcome, Play, ReachState};

use std::sync::Arc;

use blockness_core::Edition;
use blockness_puzzles::{LEVELS_PER_TIER, TIERS};
use blockness_worker_messages::puzzle::PuzzleRequest;

use link::{campaign_id, is_campaign_id, PUZZLE_PREFIX};
use maker::Maker;
use progress::{Progress, ProgressError, PROGRESS_SET_ASIDE_KEY};
use words::SoloNote;

// The tests reach the board through `use super::*`, as they did when the reducer was here.
#[cfg(test)]
use blockness_web_board::board::{BoardAction, BoardState};

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
mod speech_tests;
#[cfg(test)]
mod tests;
