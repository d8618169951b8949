//! Loch Ness at a table: its engine with its luck left to the table ([`Chance::Table`])
//! behind [`TableRules`], and what a Loch Ness device reads and does at a table
//! ([`LochNessTable`]). The table deals the luck from every seat's chain
//! ([`crate::chance`]); the engine only takes the draws.

use std::any::Any;

use blockness_lochness::{link, Action, Chance, Game, Level, Record, Setup, Step};

use crate::chance::Link;
use crate::log::{BotLevel, Settings};
use crate::rules::TableRules;
use crate::{LiveError, SeatKey, Table};

/// A Loch Ness game as a table plays it: 2 to 5 players (five play the rulebook's variant),
/// the luck dealt by the table.
#[derive(Clone, Debug)]
pub struct LochRules {
    game: Game,
}

impl LochRules {
    /// The game of a new table with `settings`: no edition, expert variant or swap.
    pub(crate) fn new(settings: &Settings) -> Result<LochRules, LiveError> {
        let bad = |reason: String| LiveError::BadSettings { reason };
        if settings.expert || settings.swap || !settings.edition.is_empty() {
            return Err(bad(
                "a Loch Ness table has no edition, expert variant or swap".into(),
            ));
        }
        let players = settings.players as usize;
        let setup = Setup {
            players,
            seed: 0,
            variant5: players == 5,
            chance: Chance::Table,
        };
        let game = Game::new(setup).map_err(|e| bad(e.to_string()))?;
        Ok(LochRules { game })
    }
}

impl TableRules for LochRules {
    fn boxed_clone(&self) -> Box<dyn TableRules> {
        Box::new(self.clone())
    }

    fn play(&mut self, text: &str) -> Result<(), LiveError> {
        let illegal = |reason: String| LiveError::IllegalMove { reason };
        let action: Action = serde_json::from_str(text).map_err(|e| illegal(e.to_string()))?;
        // One text for one action: its JSON as every client writes it.
        if serde_json::to_string(&action).ok().as_deref() != Some(text) {
            return Err(LiveError::NotCanonical);
        }
        match action {
            Action::Chance { .. } => {
                return Err(illegal("only the table's draw decides the luck".into()))
            }
            // A seat rearranges its own ruler, on its own turn.
            Action::Flip { seat, .. } if Some(seat) != self.game.to_act() => {
                return Err(illegal(
                    "a seat flips its own ruler's columns on its turn".into(),
                ))
            }
            _ => {}
        }
        self.game.apply(action).map_err(|e| illegal(e.to_string()))
    }

    fn to_act(&self) -> Option<usize> {
        self.game.to_act()
    }

    fn has_luck(&self) -> bool {
        true
    }

    fn luck_wanted(&self) -> Option<u32> {
        (self.game.step() == Step::Chance).then(|| self.game.chance_range().unwrap_or(0))
    }

    fn take_luck(&mut self, value: u32) -> Result<(), LiveError> {
        self.game
            .apply(Action::Chance { value })
            .map_err(|e| LiveError::Chance {
                reason: e.to_string(),
            })
    }

    fn plies(&self) -> usize {
        self.game.actions().len()
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn link(&self) -> String {
        link::encode(&Record::of(&self.game))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A Loch Ness table as its devices read it: the game, and the table's luck.
#[derive(Clone, Copy, Debug)]
pub struct LochView<'a> {
    table: &'a Table,
    rules: &'a LochRules,
}

impl<'a> LochView<'a> {
    /// The game as the log has played it, draws included.
    pub fn game(&self) -> &'a Game {
        &self.rules.game
    }

    /// The number of the draw under way.
    pub fn draw_number(&self) -> u64 {
        self.table.draw_number()
    }

    /// Whether the game waits for the table's draw, every seat having committed.
    pub fn wants_draw(&self) -> bool {
        self.table.wants_draw()
    }

    /// Whether `seat` has committed to a chain.
    pub fn committed(&self, seat: usize) -> bool {
        self.table.committed(seat)
    }

    /// The number of the contribution `seat` owes the draw under way, once committed.
    pub fn due(&self, seat: usize) -> Option<u32> {
        self.table.due(seat)
    }

    /// The index of the entry that set `seat`'s chain.
    pub fn chain_set_at(&self, seat: usize) -> Option<usize> {
        self.table.chain_set_at(seat)
    }

    /// Whether `link` is `seat`'s part of the draw under way.
    pub fn part_fits(&self, seat: usize, link: &Link) -> bool {
        self.table.part_fits(seat, link)
    }

    /// The seat to act, when one is (not while the table draws).
    pub fn to_act(&self) -> Option<usize> {
        self.rules.game.to_act()
    }

    /// The game's ordinary Loch Ness link, with every draw in it.
    pub fn link(&self) -> String {
        self.rules.link()
    }

    /// The seat that was to act before the log's entry `index`, if one was.
    pub fn seat_before(&self, index: usize) -> Option<usize> {
        self.table.turn_before(index).and_then(|t| t.to_act)
    }

    /// The game's action that the log's entry `index` made, if it made one (a move or a
    /// draw).
    pub fn action_of(&self, index: usize) -> Option<&'a Action> {
        let before = self.table.turn_before(index)?.plies;
        let after = self
            .table
            .turn_before(index + 1)
            .map_or(self.rules.game.actions().len(), |t| t.plies);
        (after > before)
            .then(|| self.rules.game.actions().get(before))
            .flatten()
    }
}

/// What a Loch Ness device reads and does at a table.
pub trait LochNessTable {
    /// The Loch Ness game and the table's luck (none at a table of another game).
    fn lochness(&self) -> Option<LochView<'_>>;

    /// Takes `action` for the seat to act, which `key` must hold, at a Loch Ness table.
    fn act(&self, key: &SeatKey, action: &Action) -> Result<Table, LiveError>;
}

impl LochNessTable for Table {
    fn lochness(&self) -> Option<LochView<'_>> {
        let rules = self.rules().as_any().downcast_ref::<LochRules>()?;
        Some(LochView { table: self, rules })
    }

    fn act(&self, key: &SeatKey, action: &Action) -> Result<Table, LiveError> {
        if self.lochness().is_none() {
            return Err(LiveError::IllegalMove {
                reason: "a table of another game takes that game's moves".into(),
            });
        }
        let text = serde_json::to_string(action).map_err(|e| LiveError::IllegalMove {
            reason: e.to_string(),
        })?;
        self.sign_move(key, text)
    }
}

/// A Loch Ness computer seat plays at the engine's level of the same name.
impl From<BotLevel> for Level {
    fn from(level: BotLevel) -> Self {
        match level {
            BotLevel::Easy => Level::Easy,
            BotLevel::Medium => Level::Medium,
            BotLevel::Strong => Level::Strong,
        }
    }
}

/// The table's level of a Loch Ness computer player.
impl From<Level> for BotLevel {
    fn from(level: Level) -> Self {
        match level {
            Level::Easy => BotLevel::Easy,
            Level::Medium => BotLevel::Medium,
            Level::Strong => BotLevel::Strong,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_table_level_is_the_loch_ness_level_of_its_name_and_back() {
        for level in [BotLevel::Easy, BotLevel::Medium, BotLevel::Strong] {
            let engine = Level::from(level);
            assert_eq!(engine.to_string(), level.name());
            assert_eq!(BotLevel::from(engine), level);
        }
    }
}
