//! Rated games on the page: starting one (the person alone against computer players, at
//! the rung nearest their rating or at the rungs they chose), keeping its result when it
//! ends, and the rated results in storage and in the games file.
//!
//! A rated game's board takes nothing back ([`BoardState::with_rated`]); the page adds
//! what only it has: no hint, and no analysis, until the game is over. The library keeps
//! the game as rated, so no link replaces its moves ([`crate::library::Library::receive`]).
//!
//! [`BoardState::with_rated`]: blockness_web_board::board::BoardState::with_rated

use blockness_bots::{Step, LADDER};

use super::dialog::new_game;
use super::{NewGame, NoticeKind, PageState, RatedPick};
use crate::persist::Restored;
use crate::ratings::{rated_result, RatedGame, Ratings};
use crate::words::PageMessage;
use blockness_web_board::seat::SeatKind;

impl PageState {
    /// The person's rated results.
    pub fn ratings(&self) -> &Ratings {
        &self.ratings
    }

    /// Changes whenever a rated result is kept.
    pub fn ratings_epoch(&self) -> u64 {
        self.ratings_epoch
    }

    /// The rated results' text, to store.
    pub fn ratings_text(&self) -> String {
        self.ratings.encode()
    }

    /// A games file of every game kept and every rated result.
    pub fn export_text(&self) -> String {
        self.library.encode_with(&self.ratings)
    }

    /// Whether a rated game is being played on the board: no hint and no analysis then.
    pub fn rated_in_play(&self) -> bool {
        self.board.is_rated() && self.board.game().to_move().is_some()
    }

    /// Starts a rated game: one person, every other seat a computer player, the base game
    /// and, for two players, the swap rule (the first player would otherwise win most games).
    pub(super) fn start_rated(&mut self, mut spec: NewGame, pick: RatedPick) {
        let people = spec.seats.iter().filter(|&&k| k == SeatKind::Human).count();
        let computers = spec.seats.iter().filter(|k| k.is_computer()).count();
        if people != 1 || people + computers != spec.seats.len() {
            return self.notify(NoticeKind::Error, PageMessage::RatedNeedsComputers);
        }
        if pick == RatedPick::Nearest {
            if let Some(step) = Step::nearest(&LADDER, self.ratings.rating().rating) {
                for kind in spec.seats.iter_mut().filter(|k| k.is_computer()) {
                    *kind = SeatKind::Bot(step);
                }
            }
        }
        spec.expert = false;
        spec.swap = spec.seats.len() == 2;
        match new_game(&self.edition, &spec) {
            Ok(game) => {
                let levels = spec.seats.iter().filter_map(|k| k.computer()).collect();
                self.load_new(Restored {
                    game,
                    redo: Vec::new(),
                    seats: spec.seats,
                    hinted: Vec::new(),
                    rated: true,
                });
                self.dialog_open = false;
                self.notify(NoticeKind::Info, PageMessage::RatedStarted(levels));
            }
            Err(e) => self.notify(NoticeKind::Error, PageMessage::GameCannotStart(e)),
        }
    }

    /// Keeps the result of the rated game on the board once it has ended (once per game),
    /// and says how the rating moved.
    pub(super) fn record_if_rated_and_over(&mut self) {
        let game = self.board.game();
        if !self.board.is_rated() || game.to_move().is_some() || self.ratings.has(&self.current) {
            return;
        }
        let seats = self.board.seats();
        let Some(person) = seats.iter().position(|&k| k == SeatKind::Human) else {
            return;
        };
        let level_of = |p: usize| {
            seats
                .get(p)
                .and_then(|k| k.computer())
                .map(|step| (step.name(), step.rung().rating))
        };
        let Some(result) = rated_result(&game.standings(), person, level_of) else {
            return;
        };
        let before = self.ratings.rating().rating;
        let rated = RatedGame::new(self.current.clone(), (self.clock)(), result);
        if let Ok(true) = self.ratings.record(rated) {
            self.ratings_epoch += 1;
            let after = self.ratings.rating().rating;
            self.notify(
                NoticeKind::Info,
                PageMessage::RatingMoved {
                    before: before.round() as i64,
                    after: after.round() as i64,
                },
            );
        }
    }

    /// Takes in the rated results of a games file; returns how many were new.
    pub(super) fn merge_ratings(&mut self, from: &Ratings) -> usize {
        let added = self.ratings.merge(from);
        if added > 0 {
            self.ratings_epoch += 1;
        }
        added
    }
}
