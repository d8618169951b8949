//! Who sits at each seat of a game.

use serde::{Deserialize, Serialize};

/// What controls a seat. Only people for now; the game asks every seat's kind before
/// waiting for a click, so computer players can be added as further variants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    /// A person at this screen (hot-seat).
    #[default]
    Human,
}

impl SeatKind {
    /// Every kind a seat can have, in the order the new-game dialog lists them.
    pub const ALL: [SeatKind; 1] = [SeatKind::Human];

    /// Word shown to players.
    pub const fn label(self) -> &'static str {
        match self {
            SeatKind::Human => "Human",
        }
    }

    /// Whether the game waits for clicks from this seat.
    pub const fn plays_by_clicks(self) -> bool {
        match self {
            SeatKind::Human => true,
        }
    }
}
