//! A person's rating, from the rated games they played against a game's computer
//! opponents.
//!
//! The formulas are those of the `skillratings` crate: Glicko-2 when the person met one
//! opponent, Weng-Lin (on the same scale) when they met two or three. Opponents are
//! ladder levels whose ratings were measured by self-play, so only the person's rating
//! moves. A rating is provisional while its deviation is above
//! [`PROVISIONAL_DEVIATION`]: after a handful of games it settles.

use std::fmt;

use serde::{Deserialize, Serialize};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::{MultiTeamOutcome, Outcomes};

/// A rating whose deviation is above this is provisional (the person has played too few
/// rated games for it to mean much).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The deviation given to a computer opponent: its rating comes from hundreds of measured
/// games, so it is known far better than a person's.
pub const OPPONENT_DEVIATION: f64 = 50.0;

/// A person's rating: Glicko-2's rating, deviation and volatility, and the number of rated
/// games it comes from.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating, on the Elo-like scale where a new player starts at 1500.
    pub rating: f64,
    /// Its uncertainty: the true strength is within about twice this of `rating`.
    pub deviation: f64,
    /// How erratic the results have been (Glicko-2's volatility).
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
}

impl Default for Rating {
    /// A new player's rating: 1500, with Glicko-2's starting deviation and volatility.
    fn default() -> Rating {
        Rating::from_glicko2(Glicko2Rating::new(), 0)
    }
}

/// One computer opponent of a rated game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Opponent {
    /// Its level's name on the game's ladder.
    pub level: String,
    /// Its level's rating.
    pub rating: f64,
    /// Its place at the end of the game: 1 for first, equal places for a shared one.
    pub place: u32,
}

impl Opponent {
    /// An opponent of level `level`, rated `rating`, that finished in `place`.
    pub fn new(level: &str, rating: f64, place: u32) -> Opponent {
        Opponent {
            level: level.to_string(),
            rating,
            place,
        }
    }
}

/// The result of one rated game, as the person's rating sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatedResult {
    /// The person's place: 1 for first, equal places for a shared one.
    pub place: u32,
    /// The computer opponents, one to three.
    pub opponents: Vec<Opponent>,
}

impl RatedResult {
    /// The person finished in `place` against `opponents`.
    pub fn new(place: u32, opponents: Vec<Opponent>) -> RatedResult {
        RatedResult { place, opponents }
    }
}

/// Why a result cannot be rated.
#[derive(Clone, Debug, PartialEq)]
pub enum RatingError {
    /// A rated game has one to three opponents.
    OpponentCount(usize),
    /// Places start at 1 and do not exceed the number of players.
    Place {
        /// The place given.
        place: u32,
        /// Players in the game.
        players: usize,
    },
    /// A rating that is not a finite number.
    NotFinite(f64),
}

impl fmt::Display for RatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingError::OpponentCount(n) => write!(
                f,
                "a rated game has one to three computer opponents, not {n}"
            ),
            RatingError::Place { place, players } => write!(
                f,
                "place {place} does not fit a game of {players} players (1 to {players})"
            ),
            RatingError::NotFinite(x) => write!(f, "{x} is not a rating"),
        }
    }
}

impl std::error::Error for RatingError {}

impl Rating {
    fn from_glicko2(r: Glicko2Rating, games: u32) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
            games,
        }
    }

    fn glicko2(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// Whether too few games stand behind it for it to mean much.
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating after `result`: Glicko-2 against one opponent, Weng-Lin against two or
    /// three (each seat a team of one, ranked by place). The opponents' ratings do not move.
    pub fn after(&self, result: &RatedResult) -> Result<Rating, RatingError> {
        let opponents = &result.opponents;
        let players = opponents.len() + 1;
        if !(1..=3).contains(&opponents.len()) {
            return Err(RatingError::OpponentCount(opponents.len()));
        }
        for place in std::iter::once(result.place).chain(opponents.iter().map(|o| o.place)) {
            if place == 0 || place as usize > players {
                return Err(RatingError::Place { place, players });
            }
        }
        for x in std::iter::once(self.rating).chain(opponents.iter().map(|o| o.rating)) {
            if !x.is_finite() {
                return Err(RatingError::NotFinite(x));
            }
        }
        let games = self.games.saturating_add(1);
        if let [opponent] = opponents.as_slice() {
            let outcome = match result.place.cmp(&opponent.place) {
                std::cmp::Ordering::Less => Outcomes::WIN,
                std::cmp::Ordering::Equal => Outcomes::DRAW,
                std::cmp::Ordering::Greater => Outcomes::LOSS,
            };
            let theirs = Glicko2Rating {
                rating: opponent.rating,
                deviation: OPPONENT_DEVIATION,
                volatility: Glicko2Rating::new().volatility,
            };
            let (mine, _) = glicko2(&self.glicko2(), &theirs, &outcome, &Glicko2Config::new());
            return Ok(Rating::from_glicko2(mine, games));
        }
        let mine = [WengLinRating {
            rating: self.rating,
            uncertainty: self.deviation,
        }];
        let theirs: Vec<[WengLinRating; 1]> = opponents
            .iter()
            .map(|o| {
                [WengLinRating {
                    rating: o.rating,
                    uncertainty: OPPONENT_DEVIATION,
                }]
            })
            .collect();
        let mut teams: Vec<(&[WengLinRating], MultiTeamOutcome)> =
            vec![(&mine, MultiTeamOutcome::new(result.place as usize))];
        teams.extend(
            theirs
                .iter()
                .zip(opponents)
                .map(|(team, o)| (team.as_slice(), MultiTeamOutcome::new(o.place as usize))),
        );
        let updated = weng_lin_multi_team(&teams, &weng_lin_config());
        let new = updated[0][0];
        Ok(Rating {
            rating: new.rating,
            deviation: new.uncertainty,
            volatility: self.volatility,
            games,
        })
    }

    /// The rating after each of `results` in turn, from a new player's.
    pub fn replay<'a>(
        results: impl IntoIterator<Item = &'a RatedResult>,
    ) -> Result<Rating, RatingError> {
        results
            .into_iter()
            .try_fold(Rating::default(), |rating, result| rating.after(result))
    }
}

/// Weng-Lin on Glicko-2's scale: its defaults (rating 25, uncertainty 25/3, skill width
/// 25/6) scaled by the ratio of the starting deviations, so that one rating serves both.
pub fn weng_lin_config() -> WengLinConfig {
    let scale = Glicko2Rating::new().deviation / WengLinRating::new().uncertainty;
    WengLinConfig {
        beta: WengLinConfig::new().beta * scale,
        ..WengLinConfig::new()
    }
}
