//! Block Ness at a table: the core's rules behind [`TableRules`], and what a Block Ness
//! device reads and does at a table ([`BlockNessTable`]).

use std::any::Any;
use std::sync::Arc;

use blockness_core::{encode_link, Edition, Game, Move, Notation, NotationError, Phase, Setup};

use crate::log::Settings;
use crate::rules::TableRules;
use crate::{names, LiveError, SeatKey, Table};

/// A Block Ness game as a table plays it, on a built-in edition.
#[derive(Clone, Debug)]
pub struct BlockNessRules {
    game: Game,
}

impl BlockNessRules {
    /// The game of a new table with `settings`: a built-in edition, 2 to 4 players, the
    /// expert variant and the swap option as they say.
    pub(crate) fn new(settings: &Settings) -> Result<BlockNessRules, LiveError> {
        let bad = |reason: String| LiveError::BadSettings { reason };
        let edition = Edition::built_in(&settings.edition).ok_or_else(|| {
            bad(format!(
                "no built-in edition is called '{}'",
                names::escaped(&settings.edition)
            ))
        })?;
        let setup = Setup::new(&edition, settings.players as usize, None, settings.expert)
            .and_then(|s| s.with_swap(settings.swap))
            .map_err(|e| bad(e.to_string()))?;
        Ok(BlockNessRules {
            game: Game::new(Arc::new(edition), setup),
        })
    }
}

impl TableRules for BlockNessRules {
    fn boxed_clone(&self) -> Box<dyn TableRules> {
        Box::new(self.clone())
    }

    fn play(&mut self, text: &str) -> Result<(), LiveError> {
        let illegal = |reason: String| LiveError::IllegalMove { reason };
        let notation: Notation = text
            .parse()
            .map_err(|e: NotationError| illegal(e.to_string()))?;
        let game = &mut self.game;
        let mv = notation
            .to_move(game.rules(), game.position())
            .map_err(|e| illegal(e.to_string()))?;
        // One text for one move: the notation as every client writes it.
        if Notation::of(game.rules(), game.position(), &mv).to_string() != text {
            return Err(LiveError::NotCanonical);
        }
        game.play(mv).map_err(|e| illegal(e.to_string()))
    }

    fn to_act(&self) -> Option<usize> {
        let colour_seat = self.game.to_move()?;
        Some(self.game.person_of(colour_seat))
    }

    fn has_luck(&self) -> bool {
        false
    }

    fn luck_wanted(&self) -> Option<u32> {
        None
    }

    fn take_luck(&mut self, _value: u32) -> Result<(), LiveError> {
        Err(LiveError::Chance {
            reason: "Block Ness has no luck".into(),
        })
    }

    fn plies(&self) -> usize {
        self.game.moves().len()
    }

    fn is_over(&self) -> bool {
        self.game.phase() == Phase::Over
    }

    fn link(&self) -> String {
        encode_link(&self.game)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// What a Block Ness device reads and does at a table.
pub trait BlockNessTable {
    /// The Block Ness game the log's moves make (none at a table of another game).
    fn game(&self) -> Option<&Game>;

    /// Plays `mv` for the seat to move, which `key` must hold, at a Block Ness table.
    fn play(&self, key: &SeatKey, mv: &Move) -> Result<Table, LiveError>;
}

impl BlockNessTable for Table {
    fn game(&self) -> Option<&Game> {
        let rules = self.rules().as_any().downcast_ref::<BlockNessRules>()?;
        Some(&rules.game)
    }

    fn play(&self, key: &SeatKey, mv: &Move) -> Result<Table, LiveError> {
        let game = self.game().ok_or_else(|| LiveError::IllegalMove {
            reason: "a table of another game takes that game's moves".into(),
        })?;
        let text = Notation::of(game.rules(), game.position(), mv).to_string();
        self.sign_move(key, text)
    }
}
