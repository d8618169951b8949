//! The game's log: the moves in notation with their words, the turns passed over between
//! them, the game's end with its reason, then the undone moves. The move list draws it, one
//! column a seat, and the status and the live region say its last lines. Re-exported by
//! [`super::view`].

use blockness_core::{Colour, Game, Move, Notation, Position, SkipReason, TurnEvent};

use super::BoardState;
use crate::words::Message;

/// One move of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveEntry {
    /// Index in the game, from 0.
    pub index: usize,
    /// The seat that moved (the move list's column).
    pub seat: usize,
    /// Colour of the mover.
    pub colour: Colour,
    /// The move in notation (the same in every language).
    pub text: String,
    /// The move in words, for the list's title and for readers of it.
    pub words: Message,
    /// An undone move, waiting for redo.
    pub undone: bool,
    /// The last move of the position shown.
    pub current: bool,
    /// Played while a suggested move was on the board.
    pub hinted: bool,
    /// The turns passed over right after this move, in turn order.
    pub skipped: Vec<Skip>,
}

/// A turn passed over: the seat could not place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skip {
    /// The seat passed over (the move list's column).
    pub seat: usize,
    /// Its colour.
    pub colour: Colour,
    /// Why, in words.
    pub note: Message,
}

/// The moves played, each with the turns passed over after it, then the undone ones.
pub fn move_entries(board: &BoardState) -> Vec<MoveEntry> {
    let game = board.game();
    let shown = board.shown_moves();
    let mut entries: Vec<MoveEntry> = game
        .moves()
        .iter()
        .zip(game.movers())
        .enumerate()
        .map(|(index, (mv, seat))| {
            let before = game.position_at(index).unwrap_or_else(|| game.position());
            MoveEntry {
                current: index + 1 == shown,
                hinted: board.hinted_plies().contains(&index),
                skipped: skips(game, index + 1),
                ..entry(game, index, seat, before, mv)
            }
        })
        .collect();
    let mut ahead = game.clone();
    for mv in board.redo_moves() {
        let before = *ahead.position();
        let Some(seat) = before.to_move() else { break };
        if ahead.play(*mv).is_err() {
            break;
        }
        entries.push(MoveEntry {
            undone: true,
            ..entry(game, entries.len(), seat, &before, mv)
        });
    }
    entries
}

/// The line of move `index`, played by `seat` from `before`: live, not current, no hint,
/// nobody passed over after it.
fn entry(game: &Game, index: usize, seat: usize, before: &Position, mv: &Move) -> MoveEntry {
    let notation = Notation::of(game.rules(), before, mv);
    MoveEntry {
        index,
        seat,
        colour: colour(game, seat),
        text: notation.to_string(),
        words: Message::Played {
            colour: colour(game, seat),
            mv: notation,
        },
        undone: false,
        current: false,
        hinted: false,
        skipped: Vec::new(),
    }
}

/// Notes on the last move shown, from the core's turn events: whose turns were skipped,
/// who can play again.
pub fn turn_notes(board: &BoardState) -> Vec<Message> {
    let game = board.game();
    game.turn_events(board.shown_moves())
        .into_iter()
        .map(|event| match event {
            TurnEvent::Skipped { seat, reason } => skip_note(colour(game, seat), reason),
            TurnEvent::CanPlayAgain { seat } => Message::CanPlayAgain(colour(game, seat)),
        })
        .collect()
}

/// Why the game ended at the position shown, in words; `None` while it goes on there.
pub fn ending(board: &BoardState) -> Option<Message> {
    ending_at(board.game(), board.shown_moves())
}

/// Why the game ended, in words, for the log's last line; `None` while it goes on.
pub fn log_ending(board: &BoardState) -> Option<Message> {
    ending_at(board.game(), board.game().moves().len())
}

fn ending_at(game: &Game, ply: usize) -> Option<Message> {
    let ending = game.ending_at(ply)?;
    let with = |wanted: SkipReason| {
        ending
            .iter()
            .filter(|&&(_, reason)| reason == wanted)
            .map(|&(seat, _)| colour(game, seat))
            .collect::<Vec<_>>()
    };
    Some(Message::GameEnded {
        blocked: with(SkipReason::Blocked),
        finished: with(SkipReason::NoSegmentLeft),
    })
}

fn skips(game: &Game, ply: usize) -> Vec<Skip> {
    game.turn_events(ply)
        .into_iter()
        .filter_map(|event| match event {
            TurnEvent::Skipped { seat, reason } => Some(Skip {
                seat,
                colour: colour(game, seat),
                note: skip_note(colour(game, seat), reason),
            }),
            TurnEvent::CanPlayAgain { .. } => None,
        })
        .collect()
}

fn skip_note(colour: Colour, reason: SkipReason) -> Message {
    match reason {
        SkipReason::NoSegmentLeft => Message::SkipsNoSegmentLeft(colour),
        SkipReason::Blocked => Message::SkipsBlocked(colour),
    }
}

fn colour(game: &Game, seat: usize) -> Colour {
    game.rules().setup().colours()[seat]
}
