//! `blockness rating`: a person's rating replayed from their rated results, with the same
//! crate and the same formulas as the site's rating page.

use blockness_rating::{Opponent, RatedResult, Rating};
use clap::Args;
use serde::{Deserialize, Serialize};

use crate::error::CliError;
use crate::table::GameName;
use crate::{input, output};

/// The long help of the command.
pub const LONG_ABOUT: &str = "Read a list of rated results as JSON on stdin, oldest first, and \
    print the rating they give a new player, as one line of JSON: {\"rating\", \"deviation\", \
    \"volatility\", \"games\", \"provisional\", \"history\"}, where history holds the rating \
    after each game. A result is {\"place\": P, \"opponents\": [{\"level\": NAME, \"place\": P}, \
    ...]}: the person's place and each computer opponent's (1 for first, equal places for a \
    shared one), one to three opponents. An opponent's rating is its level's on the game's \
    ladder (`blockness levels`, or `--game lochness` for Loch Ness's), or the \"rating\" given \
    with it. One opponent rates the game with \
    Glicko-2, two or three with Weng-Lin on the same scale. A rating is provisional while its \
    deviation is above 110.";

/// Arguments of `blockness rating`.
#[derive(Args, Debug)]
pub struct RatingArgs {
    /// The game whose ladder rates the opponents named without a rating.
    #[arg(long, value_enum, default_value_t = GameName::Blockness)]
    game: GameName,
}

/// An opponent as the input names it: its level, and its rating when not the ladder's.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct OpponentInput {
    level: String,
    #[serde(default)]
    rating: Option<f64>,
    place: u32,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct ResultInput {
    place: u32,
    opponents: Vec<OpponentInput>,
}

#[derive(Serialize, Debug)]
struct RatingOutput {
    #[serde(flatten)]
    rating: Rating,
    provisional: bool,
    history: Vec<f64>,
}

/// The rating of the level called `name` on `game`'s ladder.
fn ladder_rating(game: GameName, name: &str) -> Result<f64, blockness_rating::UnknownRung> {
    match game {
        GameName::Blockness => blockness_bots::find_rung(name).map(|rung| rung.rating),
        GameName::Lochness => blockness_lochness::ladder::find_rung(name).map(|rung| rung.rating),
    }
}

fn rated(game: GameName, index: usize, input: ResultInput) -> Result<RatedResult, CliError> {
    let opponents = input
        .opponents
        .into_iter()
        .map(|o| {
            let rating = match o.rating {
                Some(rating) => rating,
                None => ladder_rating(game, &o.level)
                    .map_err(|e| CliError::BadInput(format!("result {index}: {e}")))?,
            };
            Ok(Opponent::new(&o.level, rating, o.place))
        })
        .collect::<Result<Vec<_>, CliError>>()?;
    Ok(RatedResult::new(input.place, opponents))
}

/// Replays the results and prints the rating.
pub fn run(args: &RatingArgs) -> Result<(), CliError> {
    let text = input::read_stdin()?;
    let inputs: Vec<ResultInput> = serde_json::from_str(&text)
        .map_err(|e| CliError::BadInput(format!("the rated results are malformed: {e}")))?;
    let mut rating = Rating::default();
    let mut history = Vec::with_capacity(inputs.len());
    for (index, input) in inputs.into_iter().enumerate() {
        let result = rated(args.game, index, input)?;
        rating = rating
            .after(&result)
            .map_err(|e| CliError::BadInput(format!("result {index}: {e}")))?;
        history.push(rating.rating);
    }
    output::print_json(&RatingOutput {
        provisional: rating.is_provisional(),
        rating,
        history,
    })
}
