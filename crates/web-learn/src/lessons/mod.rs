//! The rules page and the interactive tutorial: prepared games, what each tutorial step
//! asks for, and the texts that explain them.
//!
//! Plain Rust, tested natively like the rest of the page's logic. The positions are built
//! by playing moves through the core, so every board a lesson shows is one a real game
//! can reach, and every claim a lesson makes is checked by the engine in the tests below.

pub mod positions;
pub mod rules;
pub mod tutorial;
pub mod words;

/// Words of the rules and tutorial pages' buttons and headings.
pub use words as labels;

use std::sync::Arc;

use blockness_core::{Edition, Game, Notation, Setup};

/// A game prepared for a lesson: the player count, the variant, and the moves that lead
/// to the position shown, in the notation of the move list (`S e5-e7`, `H3 f5-h5`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prepared {
    /// Number of seats; their colours are the edition's first ones.
    pub players: usize,
    /// Whether the expert variant is played.
    pub expert: bool,
    /// The moves, in order.
    pub moves: &'static [&'static str],
}

impl Prepared {
    /// The game after the prepared moves, or what went wrong while replaying them.
    pub fn game(&self, edition: &Arc<Edition>) -> Result<Game, String> {
        let setup =
            Setup::new(edition, self.players, None, self.expert).map_err(|e| e.to_string())?;
        let mut game = Game::new(Arc::clone(edition), setup);
        play_all(&mut game, self.moves)?;
        Ok(game)
    }
}

/// Plays moves written in notation on `game`, stopping at the first that does not fit.
pub fn play_all(game: &mut Game, moves: &[&str]) -> Result<(), String> {
    for text in moves {
        let mv = parse(game, text)?;
        game.play(mv).map_err(|e| format!("{text}: {e}"))?;
    }
    Ok(())
}

/// Reads one move in notation for the seat to move in `game`.
pub fn parse(game: &Game, text: &str) -> Result<blockness_core::Move, String> {
    let notation: Notation = text.parse().map_err(|e| format!("{text}: {e}"))?;
    notation
        .to_move(game.rules(), game.position())
        .map_err(|e| format!("{text}: {e}"))
}
