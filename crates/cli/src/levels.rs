//! `blockness levels`: the ladder of computer opponents, each with its measured rating.

use blockness_bots::{Level, LADDER};
use blockness_lochness::ladder::LADDER as LOCH_LADDER;
use blockness_lochness::Level as LochLevel;
use blockness_rating::{Rung, Style};
use clap::Args;
use serde::Serialize;

use crate::error::CliError;
use crate::output;
use crate::table::GameName;

/// The long help of the command.
pub const LONG_ABOUT: &str = "Print a game's ladder of computer opponents (Block Ness's, or \
    Loch Ness's with --game lochness), weakest first: each \
    level's number and name (both work wherever a level is asked for, as in `blockness arena \
    --bots` or `blockness lochness play --bots`), its rating on the Elo scale, the half-width \
    of the 95% interval of its step above the level below, how it plays, and the commands whose \
    scores against the level below set its rating. The lowest level is rated 1000; docs/bots.md \
    and docs/lochness.md say how each ladder was measured. --json prints a list of objects \
    with number, name, rating, margin, plays and measured_by.";

/// Arguments of `blockness levels`.
#[derive(Args, Debug)]
pub struct LevelsArgs {
    /// The game whose ladder to print.
    #[arg(long, value_enum, default_value_t = GameName::Blockness)]
    game: GameName,
    /// Print the ladder as a JSON list instead of a table.
    #[arg(long)]
    json: bool,
}

/// One level of the ladder as printed.
#[derive(Serialize, Debug)]
pub struct LevelRow {
    /// Place on the ladder, from 1.
    pub number: usize,
    /// Name, as the commands take it.
    pub name: &'static str,
    /// Rating, Elo scale.
    pub rating: f64,
    /// Half-width of the 95 % interval of its step above the level below (0 for the lowest).
    pub margin: f64,
    /// How it chooses, in words.
    pub plays: String,
    /// The commands that measured its step from the level below (empty for the lowest).
    pub measured_by: &'static str,
}

/// How a Block Ness level plays, in a few words.
fn plays(level: Level) -> String {
    match level {
        Level::Easy => "a random placement, leaning toward those that keep its options open",
        Level::Medium => "looks one move ahead for its placements against the others'",
        Level::Strong => "searches: alpha-beta with two players, tree search with more",
    }
    .to_string()
}

/// How a Loch Ness level plays, in a few words.
fn loch_plays(level: LochLevel) -> String {
    match level {
        LochLevel::Easy => "mostly random choices",
        LochLevel::Medium => "weighs each choice by what it is likely to bring this turn",
        LochLevel::Strong => "plays each choice out to the end in games dealt from what it can see",
    }
    .to_string()
}

/// A rung's style in words: its level's, put by `level_plays`, or which level plays how
/// often in a blend.
fn style_in_words<L: std::fmt::Display>(
    style: Style<L>,
    level_plays: impl Fn(L) -> String,
) -> String {
    match style {
        Style::Level(level) => level_plays(level),
        Style::Blend {
            lower,
            upper,
            upper_per_mille,
        } => format!(
            "{upper}'s move {}% of the time, else {lower}'s",
            f64::from(upper_per_mille) / 10.0
        ),
    }
}

/// The rows of `ladder`, weakest first, each level's way of playing put in words by `plays`.
fn rows_of<L: Copy + std::fmt::Display>(
    ladder: &[Rung<L>],
    plays: impl Fn(L) -> String,
) -> Vec<LevelRow> {
    ladder
        .iter()
        .map(|rung| LevelRow {
            number: rung.number_on(ladder),
            name: rung.name,
            rating: rung.rating,
            margin: rung.margin,
            plays: style_in_words(rung.style, &plays),
            measured_by: rung.measured_by,
        })
        .collect()
}

/// The ladder's rows of `game`, weakest first.
pub fn rows(game: GameName) -> Vec<LevelRow> {
    match game {
        GameName::Blockness => rows_of(&LADDER, plays),
        GameName::Lochness => rows_of(&LOCH_LADDER, loch_plays),
    }
}

/// Prints the ladder.
pub fn run(args: &LevelsArgs) -> Result<(), CliError> {
    let rows = rows(args.game);
    if args.json {
        return output::print_json(&rows);
    }
    let mut text = format!(
        "{:<3} {:<8} {:>6} {:>6}  plays\n",
        "#", "level", "rating", "step"
    );
    for row in &rows {
        text.push_str(&format!(
            "{:<3} {:<8} {:>6.0} {:>6}  {}\n",
            row.number,
            row.name,
            row.rating,
            if row.margin > 0.0 {
                format!("±{:.0}", row.margin)
            } else {
                "base".to_string()
            },
            row.plays
        ));
    }
    text.push_str("\nmeasured by:\n");
    for row in rows.iter().filter(|row| !row.measured_by.is_empty()) {
        text.push_str(&format!("{:<8} {}\n", row.name, row.measured_by));
    }
    text.push_str("\nstep: the 95% interval of the rating's step above the level below\n");
    output::print_text(&text)
}
