//! Ratings for the site's games: the ladder of computer opponents each game measures by
//! self-play ([`ladder`]), and a person's rating from the rated games they play against
//! it ([`person`]).
//!
//! Nothing here knows a game's rules: a game names its own levels and plugs them into a
//! [`Rung`], and a rated game reaches [`Rating::after`] as places and opponents' ratings.
//!
//! ```
//! use blockness_rating::{Opponent, RatedResult, Rating};
//! let win = RatedResult::new(1, vec![Opponent::new("medium", 1500.0, 2)]);
//! let after = Rating::default().after(&win).unwrap();
//! assert!(after.rating > 1500.0 && after.is_provisional());
//! ```

#![warn(missing_docs)]

pub mod ladder;
pub mod person;
pub mod step;

pub use ladder::{Rung, Style, UnknownRung};
pub use person::{
    weng_lin_config, Opponent, RatedResult, Rating, RatingError, OPPONENT_DEVIATION,
    PROVISIONAL_DEVIATION,
};
pub use step::Step;
