//! What a table asks of the game it plays: each game plugs in through [`TableRules`], and
//! the table, its log, its chain, the choice between two logs, the keys, presence and the
//! lobby know nothing else of it. The games themselves are in [`crate::games`].

use std::any::Any;
use std::fmt;

use crate::LiveError;

/// A game as a table plays it: moves written in the game's one text, the table's luck when
/// the game has any, who is to act.
pub trait TableRules: fmt::Debug + Send + Sync {
    /// A copy of the game as it stands (a table is copied to weigh a rival branch).
    fn boxed_clone(&self) -> Box<dyn TableRules>;

    /// Plays `text`, the move of the seat to act, or says why not: not the game's one text
    /// for a move ([`LiveError::NotCanonical`]), or a move the rules refuse
    /// ([`LiveError::IllegalMove`]). The game is unchanged when it refuses.
    fn play(&mut self, text: &str) -> Result<(), LiveError>;

    /// The seat to act now, when one is: none while the game waits for the table's luck,
    /// nor after its end.
    fn to_act(&self) -> Option<usize>;

    /// Whether the game ever asks for the table's luck: only then do its seats commit to
    /// chains ([`crate::chance`]).
    fn has_luck(&self) -> bool;

    /// The number of outcomes of the draw the game waits for, when it waits for one.
    fn luck_wanted(&self) -> Option<u32>;

    /// Takes the table's draw, a number below [`TableRules::luck_wanted`]'s.
    fn take_luck(&mut self, value: u32) -> Result<(), LiveError>;

    /// The moves played and draws taken.
    fn plies(&self) -> usize;

    /// Whether the game is over by its rules.
    fn is_over(&self) -> bool;

    /// The game's ordinary link, as its own command line writes it: it opens offline.
    fn link(&self) -> String;

    /// The game itself, for its own code ([`crate::games`]) to read.
    fn as_any(&self) -> &dyn Any;
}

impl Clone for Box<dyn TableRules> {
    fn clone(&self) -> Self {
        self.boxed_clone()
    }
}

/// What the game waited for before an entry of the log: who had to sign a move there, and
/// whether a draw could stand there, told without replaying the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The seat to act, if a seat was.
    pub to_act: Option<usize>,
    /// Whether the game waited for the table's draw.
    pub draw: bool,
    /// Moves and draws taken before it: the ply a move there names.
    pub plies: usize,
}
