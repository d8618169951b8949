//! The state the referee prints.

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use super::Game;
use crate::fragments::{Decks, Kind};

impl Game {
    /// The state as the referee prints it.
    pub fn state(&self) -> State<'_> {
        State { game: self }
    }
}

/// The state the referee prints: a view of a [`Game`] that serialises to JSON.
///
/// Fields: `players`, `seed`, `variant5`, `chance` (`"table"`, only when the table deals
/// the luck), `step`, `turn` (the seat whose turn it is),
/// `turns` (completed), `to_act` (null at the end), `die`, `nessie`, `photographers`,
/// `rulers`, `decks` (sizes by kind), `hand` (drawn fragments on show), `last_round`,
/// `legal`, `scores`, and `winners` once the game is over.
#[derive(Clone, Copy, Debug)]
pub struct State<'a> {
    game: &'a Game,
}

impl Serialize for State<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let g = self.game;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("players", &g.setup.players)?;
        map.serialize_entry("seed", &g.setup.seed)?;
        map.serialize_entry("variant5", &g.setup.variant5)?;
        if g.table_deals() {
            map.serialize_entry("chance", &g.setup.chance)?;
        }
        map.serialize_entry("step", &g.step)?;
        map.serialize_entry("turn", &g.active)?;
        map.serialize_entry("turns", &g.turns)?;
        map.serialize_entry("to_act", &g.to_act())?;
        map.serialize_entry("die", &g.die)?;
        map.serialize_entry("nessie", &g.nessie)?;
        map.serialize_entry("photographers", &g.photographers)?;
        map.serialize_entry("rulers", &g.rulers)?;
        map.serialize_entry("decks", &DeckSizes(&g.decks))?;
        map.serialize_entry("hand", &g.hand)?;
        map.serialize_entry("last_round", &g.last_round())?;
        if let Some(range) = g.chance_range() {
            map.serialize_entry("chance_range", &range)?;
        }
        map.serialize_entry("legal", &g.legal())?;
        map.serialize_entry("scores", &g.scores())?;
        if let Some(winners) = g.winners() {
            map.serialize_entry("winners", &winners)?;
        }
        map.end()
    }
}

/// Deck sizes by kind, written in column order.
struct DeckSizes<'a>(&'a Decks);

impl Serialize for DeckSizes<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(5))?;
        for kind in Kind::ALL {
            map.serialize_entry(kind.name(), &self.0.len(kind))?;
        }
        map.end()
    }
}
