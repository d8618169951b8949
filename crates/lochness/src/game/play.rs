//! The legal actions of a game and how one is applied.

use super::action::{Action, ActionError, Step};
use super::{DrawSource, Game};
use crate::fragments::{Fragment, Kind};

use crate::ruler::Row;

impl Game {
    /// Every legal action: those of the seat to act, then the flips any seat may make.
    pub fn legal(&self) -> Vec<Action> {
        let mut legal = self.step_actions();
        legal.extend(self.flips());
        legal
    }

    /// The legal actions of the seat to act, flips left out.
    pub fn step_actions(&self) -> Vec<Action> {
        let active = &self.photographers[self.active];
        match self.step {
            Step::Over => Vec::new(),
            Step::Setup | Step::PlaceSecond => {
                let mut list: Vec<Action> = self
                    .free_points()
                    .into_iter()
                    .map(|point| Action::Place { point })
                    .collect();
                if self.step == Step::PlaceSecond {
                    list.push(Action::Pass);
                }
                list
            }
            Step::Move => {
                let mut list = vec![Action::Pass];
                for &from in active {
                    for to in 0..self.board.points().len() {
                        if !active.contains(&to) {
                            list.push(Action::Move { from, to });
                        }
                    }
                }
                list
            }
            Step::Relocate => self
                .free_points()
                .into_iter()
                .map(|to| Action::Relocate { to })
                .collect(),
            Step::BumpDraw => Kind::ALL
                .into_iter()
                .filter(|&kind| self.decks.len(kind) > 0)
                .map(|deck| Action::Draw { deck })
                .collect(),
            Step::Keep => {
                let mut list = Vec::new();
                for index in 0..self.hand.len() {
                    for row in [Row::Upper, Row::Lower] {
                        list.push(Action::Keep { index, row });
                    }
                }
                list.push(Action::Discard);
                list
            }
            Step::Roll => vec![Action::Roll],
            Step::Chance => (0..self.chance_range().unwrap_or(0))
                .map(|value| Action::Chance { value })
                .collect(),
            Step::Swim => self
                .destinations()
                .into_iter()
                .map(|nessie| Action::Swim { nessie })
                .collect(),
            Step::Withdraw => active
                .iter()
                .map(|&point| Action::Withdraw { point })
                .collect(),
        }
    }

    /// The flips any seat may make now.
    pub fn flips(&self) -> Vec<Action> {
        if matches!(self.step, Step::Over | Step::Setup) {
            return Vec::new();
        }
        let mut list = Vec::new();
        for (seat, ruler) in self.rulers.iter().enumerate() {
            for column in Kind::ALL {
                if ruler.empty_in(column) < 2 {
                    list.push(Action::Flip { seat, column });
                }
            }
        }
        list
    }

    /// Takes `action`, or says why it is illegal (the game is then unchanged).
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        if self.step == Step::Over {
            return Err(ActionError::GameOver);
        }
        let not_now = ActionError::NotNow {
            action: action.name(),
            step: self.step,
        };
        match (self.step, action) {
            (_, Action::Flip { seat, column }) => {
                let ruler = self
                    .rulers
                    .get_mut(seat)
                    .ok_or(ActionError::NoSuchSeat(seat))?;
                if ruler.empty_in(column) == 2 {
                    return Err(ActionError::NothingToFlip(seat, column));
                }
                ruler.flip(column);
            }
            (Step::Setup, Action::Place { point }) => {
                self.check_free(point)?;
                let seat = self.placed % self.setup.players;
                self.photographers[seat].push(point);
                self.placed += 1;
                if self.placed == self.setup.players * self.setup.photographers_each() {
                    self.step = Step::Move;
                }
            }
            (Step::Move, Action::Pass) => self.after_move(),
            (Step::Move, Action::Move { from, to }) => {
                self.check_point(to)?;
                let mine = &self.photographers[self.active];
                let index = mine
                    .iter()
                    .position(|&p| p == from)
                    .ok_or(ActionError::NotYours(from))?;
                if from == to {
                    return Err(ActionError::SamePoint(to));
                }
                if mine.contains(&to) {
                    return Err(ActionError::OwnPoint(to));
                }
                let occupant = self.occupant(to);
                self.photographers[self.active][index] = to;
                match occupant {
                    Some((seat, i)) => {
                        self.bumped = Some((seat, i));
                        self.decider = seat;
                        self.step = Step::Relocate;
                    }
                    None => self.after_move(),
                }
            }
            (Step::PlaceSecond, Action::Pass) => self.step = Step::Roll,
            (Step::PlaceSecond, Action::Place { point }) => {
                self.check_free(point)?;
                self.photographers[self.active].push(point);
                self.step = Step::Roll;
            }
            (Step::Relocate, Action::Relocate { to }) => {
                self.check_free(to)?;
                if let Some((seat, i)) = self.bumped.take() {
                    self.photographers[seat][i] = to;
                }
                if self.decks.is_empty() {
                    self.after_move();
                } else {
                    self.step = Step::BumpDraw;
                }
            }
            (Step::BumpDraw, Action::Draw { deck }) => {
                if self.decks.len(deck) == 0 {
                    return Err(ActionError::EmptyDeck(deck));
                }
                self.source = DrawSource::Bump;
                self.photo_point = None;
                self.deal_hand(deck, 1);
            }
            (Step::Keep, Action::Keep { index, row }) => {
                let kept = *self
                    .hand
                    .get(index)
                    .ok_or(ActionError::NoSuchFragment(index))?;
                self.hand.remove(index);
                let replaced = self.rulers[self.decider].mount(kept, row);
                self.put_back(replaced);
            }
            (Step::Keep, Action::Discard) => self.put_back(None),
            (Step::Roll, Action::Roll) => self.roll(),
            (Step::Chance, Action::Chance { value }) => self.take_chance(value)?,
            (Step::Swim, Action::Swim { nessie }) => {
                if !self.destinations().contains(&nessie) {
                    return Err(ActionError::Unreachable(nessie));
                }
                self.nessie = nessie;
                self.queue_photos();
                self.next_photo();
            }
            (Step::Withdraw, Action::Withdraw { point }) => {
                let mine = &mut self.photographers[self.active];
                let index = mine
                    .iter()
                    .position(|&p| p == point)
                    .ok_or(ActionError::NotYours(point))?;
                mine.remove(index);
                self.end_turn();
            }
            _ => return Err(not_now),
        }
        self.actions.push(action);
        Ok(())
    }

    fn check_point(&self, point: usize) -> Result<(), ActionError> {
        if point < self.board.points().len() {
            Ok(())
        } else {
            Err(ActionError::NoSuchPoint(point))
        }
    }

    fn check_free(&self, point: usize) -> Result<(), ActionError> {
        self.check_point(point)?;
        match self.occupant(point) {
            Some(_) => Err(ActionError::Occupied(point)),
            None => Ok(()),
        }
    }

    /// After the move (and its bump, if any): the variant's second photographer, or the roll.
    fn after_move(&mut self) {
        self.step = if self.setup.variant5 && self.photographers[self.active].len() == 1 {
            Step::PlaceSecond
        } else {
            Step::Roll
        };
    }

    /// Puts the hand back under its decks (in the order drawn), then `replaced`.
    fn put_back(&mut self, replaced: Option<Fragment>) {
        for fragment in self.hand.drain(..).chain(replaced) {
            self.decks.put_bottom(fragment);
        }
        match self.source {
            DrawSource::Bump => self.after_move(),
            DrawSource::Photo => self.next_photo(),
        }
    }

    /// Lists the photographers that see Nessie: the player whose turn it is first, then
    /// the others in turn order, each player's photographers in the order of their list.
    fn queue_photos(&mut self) {
        self.photos.clear();
        for k in 0..self.setup.players {
            let seat = (self.active + k) % self.setup.players;
            for &point in &self.photographers[seat] {
                let sees = self.board.point(point).map_or([0; 3], |p| p.sees);
                let pieces = self.nessie.pieces_on(&sees);
                if pieces > 0 {
                    self.photos.push_back((seat, point, pieces));
                }
            }
        }
    }

    /// Draws for the next photographer that sees Nessie, or ends the turn.
    fn next_photo(&mut self) {
        while let Some((seat, point, pieces)) = self.photos.pop_front() {
            let Some(kind) = self.board.point(point).map(|p| p.kind) else {
                continue;
            };
            if self.decks.len(kind) > 0 {
                self.decider = seat;
                self.source = DrawSource::Photo;
                self.photo_point = Some(point);
                self.deal_hand(kind, pieces);
                return;
            }
        }
        if self.setup.variant5 && self.photographers[self.active].len() > 1 {
            self.step = Step::Withdraw;
        } else {
            self.end_turn();
        }
    }

    /// Ends the turn: the game ends after the last seat's turn of a round in which
    /// someone completed both photos; otherwise the next seat moves.
    fn end_turn(&mut self) {
        self.turns += 1;
        if self.active + 1 == self.setup.players && self.last_round() {
            self.step = Step::Over;
        } else {
            self.active = (self.active + 1) % self.setup.players;
            self.step = Step::Move;
        }
    }
}
