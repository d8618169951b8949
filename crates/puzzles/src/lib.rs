//! Solo puzzles for Block Ness: one monster moves alone among statues and must place a
//! given number of segments.
//!
//! - [`Level`]: a puzzle as data (the JSON form shared with the command line and the
//!   browser), checked as untrusted input ([`LevelError`]);
//! - [`Puzzle`]: a level being played, with undo, restart, stuck detection
//!   ([`Puzzle::can_still_reach_goal`]) and hints ([`Puzzle::hint`]);
//! - [`solver`]: the exact solver, which proves a level, gives a solution and counts
//!   solutions and dead ends;
//! - [`grade`]: the measured difficulty (the share of random playouts that succeed) and
//!   the tiers as ranges of it;
//! - [`generate()`]: levels made from a seed, proved and graded;
//! - [`campaign()`]: the shipped levels; [`daily()`]: the puzzle of the day.
//!
//! Nothing here reads a clock, a file or the system's randomness, and nothing starts a
//! thread: the crate runs as it is in a browser's worker compiled to wasm32, and gives
//! the same levels there as natively.
//!
//! ```
//! use blockness_puzzles::{campaign, Puzzle};
//! let level = campaign().into_iter().next().unwrap();
//! let mut puzzle = Puzzle::new(level.clone()).unwrap();
//! for mv in level.solution.unwrap() {
//!     puzzle.play(mv).unwrap();
//! }
//! assert!(puzzle.is_solved());
//! ```

#![warn(missing_docs)]

mod campaign;
mod daily;
mod generate;
pub mod grade;
mod level;
mod puzzle;
pub mod solver;

pub use campaign::{campaign, plan, LEVELS_PER_TIER};
pub use daily::{daily, tier_of_weekday, Date, DateError, DAILY_SEED};
pub use generate::{generate, GenerateError, Generated, Request, GENERATE_LIMITS, MAX_ATTEMPTS};
pub use grade::{Measure, Tier, TIERS};
pub use level::{Level, LevelError, MAX_ID_LEN};
pub use puzzle::{CheckError, Progress, Puzzle};
pub use solver::{analyse, find_solution, Analysis, Limits, Reach};
