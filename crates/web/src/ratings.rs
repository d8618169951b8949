//! The person's rated games and the rating they give: every result against the computer
//! players of a rated game, kept on the device under its own key (a damaged record of
//! ratings leaves the games alone), and in the games file beside the games when exported.
//!
//! Only results are kept; the rating is worked out again from them, in order, with the
//! rating crate ([`Rating::replay`]), so a rating and its history cannot disagree. Each
//! result names its game, so a point of the history opens the game it came from while the
//! library still holds it.
//!
//! Everything read is untrusted: [`decode_ratings`] checks every result as the rating
//! crate would take it and refuses the whole text with a [`RatingsError`] rather than guess.

use std::fmt;

use blockness_core::GameId;
use blockness_rating::{Opponent, RatedResult, Rating, RatingError};
use serde::{Deserialize, Serialize};

/// Storage key of the rated results.
pub const RATINGS_KEY: &str = "blockness.ratings";
/// Storage key where an unreadable record of results is moved: kept, not read again.
pub const RATINGS_SET_ASIDE_KEY: &str = "blockness.ratings.unreadable";
/// The `format` field of the stored results.
pub const RATINGS_FORMAT: &str = "blockness-ratings";
/// Version written by this build; other versions are refused, not guessed at.
pub const RATINGS_VERSION: u32 = 1;
/// How many of the last rated games the rating page draws.
pub const GRAPH_GAMES: usize = 50;
/// The longest level name kept with a result, in characters.
const MAX_LEVEL_CHARS: usize = 24;

/// One rated game's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RatedGame {
    /// The game, as the library knows it.
    pub game: GameId,
    /// When it ended, in milliseconds since 1970 (0 when unknown).
    #[serde(default)]
    pub finished: f64,
    /// The person's place: 1 for first, equal places for a shared one.
    pub place: u32,
    /// The computer players, with their places.
    pub opponents: Vec<Opponent>,
}

impl RatedGame {
    /// The result of `game`, ended at `finished`.
    pub fn new(game: GameId, finished: f64, result: RatedResult) -> RatedGame {
        RatedGame {
            game,
            finished,
            place: result.place,
            opponents: result.opponents,
        }
    }

    /// The result as the rating crate takes it.
    pub fn result(&self) -> RatedResult {
        RatedResult::new(self.place, self.opponents.clone())
    }
}

/// A rated game with the person's rating after it, for the graph.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingPoint {
    /// The game and its result.
    pub game: RatedGame,
    /// The rating after it.
    pub rating: Rating,
}

/// Wins, draws and losses against one level: each opponent of a game counts once, won
/// when the person finished ahead of it.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelTally {
    /// The level's name on the ladder.
    pub level: String,
    /// Its rating.
    pub rating: f64,
    /// Games the person finished ahead of it.
    pub wins: u32,
    /// Games they shared its place.
    pub draws: u32,
    /// Games it finished ahead.
    pub losses: u32,
}

/// Every rated result kept on the device, in the order the games ended.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ratings {
    games: Vec<RatedGame>,
}

/// Why a record of results could not be read. Nothing of it is used then.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingsError {
    /// Not the JSON this page writes.
    Json(String),
    /// Not a record of ratings of this page.
    Format(String),
    /// Written in another version of the format.
    Version(u32),
    /// One of its results cannot be rated.
    Result {
        /// Its place in the record, from 0.
        index: usize,
        /// Why, in the rating crate's words ([`RatingError`]).
        error: String,
    },
    /// Two results name the same game.
    DuplicateGame(GameId),
}

impl fmt::Display for RatingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingsError::Json(e) => write!(f, "it is not a record of rated games ({e})"),
            RatingsError::Format(found) => {
                write!(f, "its format is {found:?}, not {RATINGS_FORMAT:?}")
            }
            RatingsError::Version(v) => write!(
                f,
                "it was written in version {v} of the format, and this page reads version {RATINGS_VERSION}"
            ),
            RatingsError::Result { index, error } => {
                write!(f, "rated game {}: {error}", index + 1)
            }
            RatingsError::DuplicateGame(id) => write!(f, "two results are for the game {id}"),
        }
    }
}

impl std::error::Error for RatingsError {}

/// The stored form.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredRatings {
    format: String,
    version: u32,
    games: Vec<RatedGame>,
}

/// Reads stored results, checking each.
pub fn decode_ratings(text: &str) -> Result<Ratings, RatingsError> {
    let value = blockness_web_common::json::Document::parse(text).map_err(RatingsError::Json)?;
    match value.text_field("format").as_deref() {
        Some(RATINGS_FORMAT) => {}
        Some(other) => return Err(RatingsError::Format(other.chars().take(40).collect())),
        None => return Err(RatingsError::Format(String::new())),
    }
    match value.count_field("version") {
        Some(v) if v == u64::from(RATINGS_VERSION) => {}
        Some(v) => return Err(RatingsError::Version(u32::try_from(v).unwrap_or(u32::MAX))),
        None => return Err(RatingsError::Json("no version number".into())),
    }
    let stored: StoredRatings = value.read().map_err(RatingsError::Json)?;
    Ratings::checked(stored.games)
}

impl Ratings {
    /// Results as read from storage or a file, each checked: rateable as the rating crate
    /// takes them, one per game, level names cut to a sensible length.
    pub fn checked(games: Vec<RatedGame>) -> Result<Ratings, RatingsError> {
        let mut ratings = Ratings::default();
        let mut rating = Rating::default();
        for (index, mut game) in games.into_iter().enumerate() {
            if ratings.has(&game.game) {
                return Err(RatingsError::DuplicateGame(game.game));
            }
            rating = rating.after(&game.result()).map_err(|error: RatingError| {
                RatingsError::Result {
                    index,
                    error: error.to_string(),
                }
            })?;
            for opponent in &mut game.opponents {
                opponent.level = opponent.level.chars().take(MAX_LEVEL_CHARS).collect();
            }
            game.finished = crate::library::stored_time(game.finished);
            ratings.games.push(game);
        }
        Ok(ratings)
    }

    /// The results, in the order the games ended.
    pub fn games(&self) -> &[RatedGame] {
        &self.games
    }

    /// Whether the result of `game` is kept.
    pub fn has(&self, game: &GameId) -> bool {
        self.games.iter().any(|g| &g.game == game)
    }

    /// The person's rating now: a new player's before any rated game.
    pub fn rating(&self) -> Rating {
        self.history()
            .last()
            .map_or_else(Rating::default, |p| p.rating)
    }

    /// Each result with the rating after it, first to last.
    pub fn history(&self) -> Vec<RatingPoint> {
        let mut rating = Rating::default();
        self.games
            .iter()
            .map(|game| {
                // Every kept result was checked to be rateable.
                rating = rating.after(&game.result()).unwrap_or(rating);
                RatingPoint {
                    game: game.clone(),
                    rating,
                }
            })
            .collect()
    }

    /// The last [`GRAPH_GAMES`] points of the history, with the rating before the first
    /// of them (where the graph starts).
    pub fn graph(&self) -> (Rating, Vec<RatingPoint>) {
        let history = self.history();
        let skip = history.len().saturating_sub(GRAPH_GAMES);
        let before = skip
            .checked_sub(1)
            .map_or_else(Rating::default, |i| history[i].rating);
        (before, history.into_iter().skip(skip).collect())
    }

    /// Keeps the result of a rated game that just ended; `Ok(false)` when its game's result
    /// is already kept (a game counts once).
    pub fn record(&mut self, game: RatedGame) -> Result<bool, RatingError> {
        if self.has(&game.game) {
            return Ok(false);
        }
        self.rating().after(&game.result())?;
        self.games.push(game);
        Ok(true)
    }

    /// Names the game `to` in the result that named it `from` (a game of a file the
    /// library keeps under another id).
    pub fn rename_game(&mut self, from: &GameId, to: &GameId) {
        if from == to || self.has(to) {
            return;
        }
        if let Some(game) = self.games.iter_mut().find(|g| &g.game == from) {
            game.game = to.clone();
        }
    }

    /// Takes in the results of a games file that are not kept here yet, in the order the
    /// games ended; returns how many. A result that cannot follow the others is left out.
    pub fn merge(&mut self, other: &Ratings) -> usize {
        let mut games = self.games.clone();
        let before = games.len();
        games.extend(other.games.iter().filter(|g| !self.has(&g.game)).cloned());
        let added = games.len() - before;
        games.sort_by(|a, b| a.finished.total_cmp(&b.finished));
        match Ratings::checked(games) {
            Ok(merged) => {
                *self = merged;
                added
            }
            Err(_) => 0,
        }
    }

    /// Wins, draws and losses by level, weakest level first.
    pub fn by_level(&self) -> Vec<LevelTally> {
        let mut tallies: Vec<LevelTally> = Vec::new();
        for game in &self.games {
            for opponent in &game.opponents {
                let tally = match tallies.iter().position(|t| t.level == opponent.level) {
                    Some(i) => &mut tallies[i],
                    None => {
                        tallies.push(LevelTally {
                            level: opponent.level.clone(),
                            rating: opponent.rating,
                            wins: 0,
                            draws: 0,
                            losses: 0,
                        });
                        tallies.last_mut().expect("just pushed")
                    }
                };
                match game.place.cmp(&opponent.place) {
                    std::cmp::Ordering::Less => tally.wins += 1,
                    std::cmp::Ordering::Equal => tally.draws += 1,
                    std::cmp::Ordering::Greater => tally.losses += 1,
                }
            }
        }
        tallies.sort_by(|a, b| a.rating.total_cmp(&b.rating));
        tallies
    }

    /// The text to store.
    pub fn encode(&self) -> String {
        blockness_web_common::json::to_string(&StoredRatings {
            format: RATINGS_FORMAT.into(),
            version: RATINGS_VERSION,
            games: self.games.clone(),
        })
    }
}

/// The result of a rated game that has ended, as the rating sees it: the place of the
/// one person (`person`, by the seat they sat in at the start) and of each computer
/// player in the order they sat, with its level's name and rating (`level_of`, by person;
/// `None` for a person, which makes the game no rated game).
pub fn rated_result(
    standings: &[blockness_core::Standing],
    person: usize,
    level_of: impl Fn(usize) -> Option<(&'static str, f64)>,
) -> Option<RatedResult> {
    let place_of = |p: usize| {
        let place = standings.iter().find(|s| s.person == p)?.place;
        u32::try_from(place).ok()
    };
    let place = place_of(person)?;
    // In the order the computer players sat at the start.
    let opponents: Vec<Opponent> = (0..standings.len())
        .filter(|&p| p != person)
        .map(|p| {
            let (level, rating) = level_of(p)?;
            Some(Opponent::new(level, rating, place_of(p)?))
        })
        .collect::<Option<_>>()?;
    Some(RatedResult::new(place, opponents))
}

#[cfg(test)]
mod tests;
