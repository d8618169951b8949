//! The computer players' levels, and the one entry point that asks a level for its action:
//! easy and medium ([`crate::bots`]) decide from the game, strong ([`crate::strong`]) from
//! its seat's view.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::bots::{easy_choice, medium_choice};
use crate::game::action::Action;
use crate::game::Game;
use crate::strong::{strong, DEFAULT_BUDGET};
use crate::view::SeatView;

/// How well a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Mostly random: keeps a fragment when a slot is empty, sets Nessie where its own
    /// photographers see most of her half the time, otherwise chooses at random.
    Easy,
    /// Weighs each choice by what it is likely to draw this turn, and mounts for points.
    Medium,
    /// Plays each choice out to the end many times, in games dealt afresh from what its
    /// seat can see, and takes the one that wins most.
    Strong,
}

/// A bot level name that is not `easy`, `medium` or `strong`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown bot level {:?}: easy, medium or strong", self.0)
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        match s {
            "easy" => Ok(Level::Easy),
            "medium" => Ok(Level::Medium),
            "strong" => Ok(Level::Strong),
            other => Err(UnknownLevel(other.to_string())),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Strong => "strong",
        })
    }
}

/// The action a bot of `level` takes for the seat to act, or `None` when the game is over.
/// The same game, level and seed always give the same action. The strong level reads the
/// game only through the seat's [`SeatView`], with [`DEFAULT_BUDGET`].
pub fn choose(game: &Game, level: Level, seed: u64) -> Option<Action> {
    choose_within(game, level, seed, DEFAULT_BUDGET)
}

/// [`choose`], with the strong level playing out about `budget` games for its decision
/// (the other levels have no use for it).
pub fn choose_within(game: &Game, level: Level, seed: u64, budget: usize) -> Option<Action> {
    match level {
        Level::Easy => easy_choice(game, seed),
        Level::Medium => medium_choice(game, seed),
        Level::Strong => {
            let seat = game.to_act()?;
            // Every level picks from the legal list; this fallback only guards against a slip.
            strong(&SeatView::of(game, seat), budget, seed)
                .or_else(|| game.step_actions().first().copied())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_and_print() {
        assert_eq!("easy".parse::<Level>(), Ok(Level::Easy));
        assert_eq!("medium".parse::<Level>(), Ok(Level::Medium));
        assert_eq!("strong".parse::<Level>(), Ok(Level::Strong));
        assert!("hard".parse::<Level>().is_err());
        assert_eq!(Level::Medium.to_string(), "medium");
    }
}
