//! The person's rating as the rating page shows it: the figure and its uncertainty, the
//! last rated games as points (each naming its game, opened from the graph while My games
//! keeps it), and the results by level.

use blockness_core::GameId;

use super::PageState;
use crate::ratings::LevelTally;

/// The rating page's model.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingView {
    /// The rating now.
    pub rating: f64,
    /// Its deviation: the true strength lies within twice this, 19 times in 20.
    pub deviation: f64,
    /// Too few games stand behind it to mean much yet.
    pub provisional: bool,
    /// Rated games played.
    pub games: u32,
    /// The rating before the first point drawn.
    pub start: f64,
    /// The last rated games, at most
    /// [`GRAPH_GAMES`](crate::ratings::GRAPH_GAMES), first to last.
    pub points: Vec<RatingPointItem>,
    /// Wins, draws and losses by level, weakest first.
    pub tallies: Vec<LevelTally>,
}

/// One rated game of the graph.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingPointItem {
    /// Its number among all the person's rated games, from 1.
    pub number: usize,
    /// The game.
    pub game: GameId,
    /// The rating after it.
    pub rating: f64,
    /// The person's place.
    pub place: u32,
    /// The person finished ahead of every computer player.
    pub won: bool,
    /// Players in the game.
    pub players: usize,
    /// The computer players' levels, in the order they sat.
    pub levels: Vec<String>,
    /// Whether My games still keeps the game, so the point opens it.
    pub kept: bool,
}

impl PageState {
    /// The rating page's model.
    pub fn rating_view(&self) -> RatingView {
        let rating = self.ratings.rating();
        let (start, points) = self.ratings.graph();
        let first = self.ratings.games().len() - points.len() + 1;
        RatingView {
            rating: rating.rating,
            deviation: rating.deviation,
            provisional: rating.is_provisional(),
            games: rating.games,
            start: start.rating,
            points: points
                .into_iter()
                .enumerate()
                .map(|(i, point)| RatingPointItem {
                    number: first + i,
                    kept: self.library.get(&point.game.game).is_some(),
                    game: point.game.game,
                    rating: point.rating.rating,
                    place: point.game.place,
                    won: point
                        .game
                        .opponents
                        .iter()
                        .all(|o| point.game.place < o.place),
                    players: point.game.opponents.len() + 1,
                    levels: point.game.opponents.into_iter().map(|o| o.level).collect(),
                })
                .collect(),
            tallies: self.ratings.by_level(),
        }
    }
}
