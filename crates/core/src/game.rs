//! A game from its setup to the ranking: history, undo, and the queries a board needs.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Serialize;

use crate::cell::Cell;
use crate::edition::Edition;
use crate::legality::{check, IllegalMove};
use crate::moves::{End, Move};
use crate::position::{Position, Rules, Setup};
use crate::segment::PlacedSegment;

use crate::ranking::{rank, Standing};

/// The stage a game is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// The seat to move places its starter.
    Setup,
    /// The seat to move extends its monster.
    Play,
    /// Nobody can place.
    Over,
}

/// A game in progress: its rules, every move so far and the position after each.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Arc<Rules>,
    /// `positions[i]` is the position after `i` moves.
    positions: Vec<Position>,
    moves: Vec<Move>,
    segments: Vec<PlacedSegment>,
    /// Set once the game became a solo puzzle ([`Game::start_solo`]).
    solo: Option<Solo>,
}

/// A solo puzzle within a game: the seat that moves alone, from which move on.
#[derive(Clone, Copy, Debug)]
struct Solo {
    seat: usize,
    /// Moves played when the solo began; undoing below it ends the solo.
    from: usize,
}

impl Game {
    /// A new game of `setup` on `edition`.
    pub fn new(edition: Arc<Edition>, setup: Setup) -> Game {
        let rules = Arc::new(Rules::new(edition, setup));
        let start = rules.start_position();
        Game {
            rules,
            positions: vec![start],
            moves: Vec::new(),
            segments: Vec::new(),
            solo: None,
        }
    }

    /// A new game on the default edition ([`Edition::standard`]).
    pub fn standard(setup: Setup) -> Game {
        Game::new(Arc::new(Edition::standard()), setup)
    }

    /// A new game on the first edition ([`Edition::lochside_v1`]), which the figures of
    /// examples and tests written before the balanced edition were measured on.
    pub fn lochside_v1(setup: Setup) -> Game {
        Game::new(Arc::new(Edition::lochside_v1()), setup)
    }

    /// The rules of this game.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// A shared handle on the rules, for searches that outlive a borrow of the game.
    pub fn rules_arc(&self) -> Arc<Rules> {
        Arc::clone(&self.rules)
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    /// The position after the first `n` moves, if that many were played.
    pub fn position_at(&self, n: usize) -> Option<&Position> {
        self.positions.get(n)
    }

    /// Every move played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The seat that played each move, in order.
    pub fn movers(&self) -> impl Iterator<Item = usize> + '_ {
        self.positions
            .iter()
            .filter_map(Position::to_move)
            .take(self.moves.len())
    }

    /// The segments on the board, in the order they were placed.
    pub fn segments(&self) -> &[PlacedSegment] {
        &self.segments
    }

    /// Seat to move, or `None` once the game is over.
    pub fn to_move(&self) -> Option<usize> {
        self.position().to_move()
    }

    /// Setup, play or over.
    pub fn phase(&self) -> Phase {
        match self.to_move() {
            None => Phase::Over,
            Some(seat) if !self.position().has_started(seat) => Phase::Setup,
            Some(_) => Phase::Play,
        }
    }

    /// The legal moves of the seat to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        self.rules.legal_moves(self.position())
    }

    /// Why `seat` may not play `mv` now, or `Ok` when it may.
    pub fn check(&self, seat: usize, mv: &Move) -> Result<(), IllegalMove> {
        check(&self.rules, self.position(), &self.segments, seat, mv)
    }

    /// Plays `mv` for the seat to move, or says why it is refused.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        let seat = self.to_move().ok_or(IllegalMove::GameOver)?;
        self.check(seat, &mv)?;
        let pos = *self.position();
        if let Some((from, to)) = mv.placement() {
            let piece = mv.piece();
            self.segments.push(PlacedSegment {
                seat,
                colour: self.rules.setup().colours()[seat],
                piece,
                segment: self.rules.set(seat)[piece],
                from,
                to,
                order: self.moves.len(),
            });
        }
        let next = match self.solo {
            Some(solo) => self.rules.play_solo(&pos, solo.seat, &mv),
            None => self.rules.play_unchecked(&pos, &mv),
        };
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Turns the game into a solo puzzle (§6) from the current position: from now on
    /// `seat` alone moves, every other monster is a statue, and after each of its moves it
    /// is `seat`'s turn again until it cannot place, when the game is over. Legal moves,
    /// checks and the board queries then all answer for `seat`; undo works as before,
    /// and undoing past this point ends the solo. Returns `false`, changing nothing, when
    /// the game has no such seat.
    ///
    /// Moves played in a solo are out of the normal turn order, so a record of the game
    /// ([`GameRecord::of`](crate::GameRecord::of)) no longer replays past this point; a
    /// puzzle keeps its own record.
    pub fn start_solo(&mut self, seat: usize) -> bool {
        if seat >= self.rules.players() {
            return false;
        }
        let handed = self.rules.solo_turn(self.position(), seat);
        if let Some(last) = self.positions.last_mut() {
            *last = handed;
        }
        self.solo = Some(Solo {
            seat,
            from: self.moves.len(),
        });
        true
    }

    /// The seat playing alone, once [`Game::start_solo`] made the game a solo puzzle.
    pub fn solo_seat(&self) -> Option<usize> {
        self.solo.map(|s| s.seat)
    }

    /// The moves played when [`Game::start_solo`] made the game a solo puzzle: the
    /// puzzle's set-up, which a display shows as the scenery rather than as moves.
    pub fn solo_start(&self) -> Option<usize> {
        self.solo.map(|s| s.from)
    }

    /// Takes back the last move (a swap included); `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        if !mv.is_swap() {
            self.segments.pop();
        }
        if self.solo.is_some_and(|s| self.moves.len() < s.from) {
            // The position the solo began from, with its turn handed over, was just taken
            // back: what remains is the normal game.
            self.solo = None;
        }
        Some(mv)
    }

    /// Whether the people have swapped colours (swap option).
    pub fn swapped(&self) -> bool {
        self.position().swapped()
    }

    /// The person who plays `seat` now: person 0 opened the game (sat in seat 0 at the
    /// start), person 1 answered. The same as `seat` unless the people swapped.
    pub fn person_of(&self, seat: usize) -> usize {
        self.position().person_of(seat)
    }

    /// The seat `person` plays now; the inverse of [`Game::person_of`].
    pub fn seat_of(&self, person: usize) -> usize {
        self.position().seat_of(person)
    }

    /// Takes back moves until only the first `n` remain (nothing happens if fewer were played).
    pub fn undo_to(&mut self, n: usize) {
        while self.moves.len() > n {
            self.undo();
        }
    }

    /// The final ranking, once the game is over.
    pub fn ranking(&self) -> Option<Vec<Standing>> {
        if !self.position().is_over() {
            return None;
        }
        Some(self.standings())
    }

    /// The ranking the game would have if it ended now. It ranks seats (colours); each
    /// line also names the person who plays the seat, so results can be told by person
    /// after a swap.
    pub fn standings(&self) -> Vec<Standing> {
        let pos = self.position();
        let entries: Vec<_> = (0..self.rules.players())
            .map(|s| {
                (
                    s,
                    self.rules.setup().colours()[s],
                    pos.left(s),
                    pos.head_height(s),
                )
            })
            .collect();
        let mut standings = rank(&entries);
        for s in &mut standings {
            s.person = pos.person_of(s.seat);
        }
        standings
    }

    /// The place of `person` (see [`Game::person_of`]) in the standings: 1 for a winner;
    /// `None` for a person the game does not have.
    pub fn place_of_person(&self, person: usize) -> Option<usize> {
        self.standings()
            .iter()
            .find(|s| s.person == person)
            .map(|s| s.place)
    }

    /// Where each seat's head and tail stand (`None` before its starter).
    pub fn end_cell(&self, seat: usize, end: End) -> Option<Cell> {
        self.position().end_cell(&self.rules, seat, end)
    }

    /// Whether the seat to move may swap now (swap option, second action of the game).
    pub fn may_swap(&self) -> bool {
        self.rules.may_swap(self.position())
    }

    /// The start cells the seat to move may use: the first feet of its legal placements
    /// (during setup, the cells its head may take; a swap has none).
    pub fn legal_starts(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self
            .legal_moves()
            .iter()
            .filter_map(|m| m.placement())
            .map(|(a, _)| a)
            .collect();
        cells.sort();
        cells.dedup();
        cells
    }

    /// From start cell `from`, each legal second foot with the moves that reach it
    /// (one per distinct segment, and per end when both ends share the start cell).
    pub fn legal_second_feet(&self, from: Cell) -> BTreeMap<Cell, Vec<Move>> {
        let mut feet: BTreeMap<Cell, Vec<Move>> = BTreeMap::new();
        for m in self.legal_moves() {
            let Some((a, b)) = m.placement() else {
                continue;
            };
            if a == from {
                feet.entry(b).or_default().push(m);
            }
        }
        feet
    }

    /// Whether `seat` could place something if it were its turn now.
    pub fn can_place(&self, seat: usize) -> bool {
        self.rules.has_move(self.position(), seat)
    }

    /// The pieces of the seat to move's reserve that fit somewhere right now
    /// (a piece counts when an identical one has a legal placement).
    pub fn playable_pieces(&self) -> Vec<usize> {
        match self.to_move() {
            Some(seat) => self.rules.placeable_pieces(self.position(), seat),
            None => Vec::new(),
        }
    }

    /// The segments already placed that the arch of `mv` would pass over, lowest first:
    /// those with a foot or their own arch strictly between `mv`'s feet. Legality is not
    /// asked here; [`Game::check`] says whether such a crossing is allowed. A swap
    /// passes over nothing.
    pub fn crossed_by(&self, mv: &Move) -> Vec<&PlacedSegment> {
        let Some((from, to)) = mv.placement() else {
            return Vec::new();
        };
        let Some((dir, span)) = from.line_to(to) else {
            return Vec::new();
        };
        let mut crossed: Vec<&PlacedSegment> = self
            .segments
            .iter()
            .filter(|s| {
                (1..span)
                    .filter_map(|k| from.step(dir, k))
                    .any(|c| s.covers(c))
            })
            .collect();
        crossed.sort_by_key(|s| s.segment.height);
        crossed
    }

    /// What the `ply`-th move (counted from 1) did to the turn order: the seats it made
    /// skip, in turn order from the mover's next up to the seat now to move, then the
    /// seats it freed. Empty for ply 0 or beyond the moves played. Skipped turns are never
    /// recorded (§7), so this is how a display tells that they happened.
    pub fn turn_events(&self, ply: usize) -> Vec<TurnEvent> {
        let Some(n) = ply.checked_sub(1) else {
            return Vec::new();
        };
        let (Some(before), Some(after)) = (self.positions.get(n), self.positions.get(ply)) else {
            return Vec::new();
        };
        let Some(mover) = before.to_move() else {
            return Vec::new();
        };
        if self.moves.get(n).is_some_and(Move::is_swap) {
            // A swap changes who plays which colour, not whose turn it is.
            return Vec::new();
        }
        if self.solo.is_some_and(|s| n >= s.from) {
            // Statues never move, so no turn of theirs is passed over.
            return Vec::new();
        }
        let players = self.rules.players();
        let mut events = Vec::new();
        // Once the game is over nobody is passed over: there is no next turn.
        if let Some(next) = after.to_move() {
            let mut seat = (mover + 1) % players;
            while seat != next {
                let reason = if after.left(seat) == 0 {
                    SkipReason::NoSegmentLeft
                } else {
                    SkipReason::Blocked
                };
                events.push(TurnEvent::Skipped { seat, reason });
                seat = (seat + 1) % players;
            }
        }
        for seat in (0..players).filter(|&s| s != mover) {
            if before.has_started(seat)
                && !self.rules.has_move(before, seat)
                && self.rules.has_move(after, seat)
            {
                events.push(TurnEvent::CanPlayAgain { seat });
            }
        }
        events
    }

    /// Why the game ended at the position after `ply` moves: each seat that counted, in seat
    /// order, and why it could not place (out of segments, or blocked). `None` while the game
    /// goes on then, or beyond the moves played. In a solo puzzle only the soloist counts:
    /// the statues never move.
    pub fn ending_at(&self, ply: usize) -> Option<Vec<(usize, SkipReason)>> {
        let pos = self.positions.get(ply)?;
        if pos.to_move().is_some() {
            return None;
        }
        let seats: Vec<usize> = match self.solo {
            Some(solo) if ply >= solo.from => vec![solo.seat],
            _ => (0..self.rules.players()).collect(),
        };
        Some(
            seats
                .into_iter()
                .map(|seat| {
                    let reason = if pos.left(seat) == 0 {
                        SkipReason::NoSegmentLeft
                    } else {
                        SkipReason::Blocked
                    };
                    (seat, reason)
                })
                .collect(),
        )
    }
}

/// Why a seat's turn was passed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SkipReason {
    /// Every segment of its reserve is on the board.
    NoSegmentLeft,
    /// It still has segments but none has a legal placement.
    Blocked,
}

/// Something that happened to the turn order with one ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnEvent {
    /// `seat`'s turn was passed over after this ply.
    Skipped {
        /// The seat passed over.
        seat: usize,
        /// Why it could not play.
        reason: SkipReason,
    },
    /// `seat` had no legal placement before this ply and has one after it.
    CanPlayAgain {
        /// The seat freed.
        seat: usize,
    },
}
