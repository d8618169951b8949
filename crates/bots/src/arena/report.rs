//! What an arena run measured: each game's result, scores with their intervals by level,
//! seat, colour and person, how each level used its budget, and the printed table.

use std::fmt;

use blockness_core::{Colour, GameRecord};
use serde::Serialize;

use super::ArenaConfig;
use crate::Rung;

/// One finished game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameResult {
    /// Game index, from 0.
    pub index: usize,
    /// Level of each seat at the end of the game (after a swap, each level sits in the
    /// seat its person took over).
    pub levels: Vec<Rung>,
    /// Person of each seat at the end: 0 opened the game, 1 answered (the seat itself
    /// unless the people swapped).
    pub people: Vec<usize>,
    /// Whether the people swapped colours.
    pub swapped: bool,
    /// Colour of each seat.
    pub colours: Vec<Colour>,
    /// Segments placed by each seat (starter included).
    pub placed: Vec<usize>,
    /// Score of each seat: 1 for a sole win, `1/k` for a win shared by `k`, else 0.
    pub scores: Vec<f64>,
    /// The whole game, to replay it.
    pub record: GameRecord,
}

/// A mean with its 95 % interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Estimate {
    /// Sample mean.
    pub mean: f64,
    /// Half-width of the 95 % interval (normal approximation).
    pub margin: f64,
}

impl Estimate {
    fn of(samples: &[f64]) -> Estimate {
        let n = samples.len() as f64;
        if samples.is_empty() {
            return Estimate {
                mean: 0.0,
                margin: 0.0,
            };
        }
        let mean = samples.iter().sum::<f64>() / n;
        let var = if samples.len() > 1 {
            samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
        } else {
            0.0
        };
        Estimate {
            mean,
            margin: 1.96 * var.sqrt() / n.sqrt(),
        }
    }
}

impl fmt::Display for Estimate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.3} ± {:.3}", self.mean, self.margin)
    }
}

/// Scores of one group of seat-games (a level, a seat or a colour).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Row {
    /// The level, seat (`seat 0`…) or colour.
    pub name: String,
    /// Seat-games counted.
    pub samples: usize,
    /// Score per game.
    pub score: Estimate,
    /// Segments placed per game.
    pub placed: Estimate,
}

impl Row {
    /// The row of the seat-games of `results` that `pick` keeps (a result and a seat).
    pub(crate) fn of(
        name: String,
        results: &[GameResult],
        pick: &dyn Fn(&GameResult, usize) -> bool,
    ) -> Row {
        let mut score = Vec::new();
        let mut placed = Vec::new();
        for r in results {
            for s in 0..r.scores.len() {
                if pick(r, s) {
                    score.push(r.scores[s]);
                    placed.push(r.placed[s] as f64);
                }
            }
        }
        Row {
            name,
            samples: score.len(),
            score: Estimate::of(&score),
            placed: Estimate::of(&placed),
        }
    }
}

/// How a level used its budget.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Thinking {
    /// The level.
    pub level: Rung,
    /// Moves it chose.
    pub moves: usize,
    /// Mean milliseconds per move.
    pub mean_ms: f64,
    /// Longest move, in milliseconds.
    pub max_ms: f64,
    /// Mean nodes per move.
    pub mean_nodes: f64,
    /// Mean depth of the last completed iteration.
    pub mean_depth: f64,
    /// Share of its moves that came from an exact solve.
    pub exact_share: f64,
}

/// Everything an arena run measured.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaReport {
    /// What was played.
    pub config: ArenaConfig,
    /// Per level (a level that holds several seats counts once per seat).
    pub by_level: Vec<Row>,
    /// Per seat.
    pub by_seat: Vec<Row>,
    /// Per colour.
    pub by_colour: Vec<Row>,
    /// Per person (`opener`, `answerer`), with the swap option only.
    pub by_person: Vec<Row>,
    /// Games in which the answerer swapped.
    pub swaps: usize,
    /// Different games among those played (the same moves count once): equal bots with
    /// an exact node budget may replay few games many times, and the intervals are only
    /// as good as the games are independent.
    pub distinct_games: usize,
    /// Time and depth per level.
    pub thinking: Vec<Thinking>,
    /// Every game.
    pub results: Vec<GameResult>,
}

/// How many of `results` are different games (the same moves count once).
pub(crate) fn distinct_games(results: &[GameResult]) -> usize {
    let mut distinct: Vec<&GameRecord> = Vec::new();
    for record in results.iter().map(|r| &r.record) {
        if !distinct.contains(&record) {
            distinct.push(record);
        }
    }
    distinct.len()
}

impl fmt::Display for ArenaReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.config;
        let levels: Vec<String> = c.levels.iter().map(Rung::to_string).collect();
        writeln!(
            f,
            "{} games, {} players ({}), {} variant{}, seed {}, budget{}{}",
            self.results.len(),
            c.players,
            levels.join(", "),
            if c.expert { "expert" } else { "base" },
            if c.swap { " with the swap option" } else { "" },
            c.seed,
            c.budget
                .time_ms
                .map_or(String::new(), |t| format!(" {t} ms")),
            c.budget
                .nodes
                .map_or(String::new(), |n| format!(" {n} nodes")),
        )?;
        if c.jitter > 0.0 {
            writeln!(
                f,
                "node budget drawn per move within ±{:.0}%",
                c.jitter * 100.0
            )?;
        }
        writeln!(
            f,
            "distinct games: {} of {}",
            self.distinct_games,
            self.results.len()
        )?;
        if c.swap {
            writeln!(
                f,
                "swaps: {} of {} games ({:.3})",
                self.swaps,
                self.results.len(),
                self.swaps as f64 / self.results.len().max(1) as f64
            )?;
        }
        for (title, rows) in [
            ("level", &self.by_level),
            ("seat", &self.by_seat),
            ("colour", &self.by_colour),
            ("person", &self.by_person),
        ] {
            if rows.is_empty() {
                continue;
            }
            writeln!(f)?;
            writeln!(
                f,
                "{:<10} {:>7}  {:<17}  {:<17}",
                title, "games", "score (95%)", "placed (95%)"
            )?;
            for r in rows {
                writeln!(
                    f,
                    "{:<10} {:>7}  {:<17}  {:<17}",
                    r.name,
                    r.samples,
                    r.score.to_string(),
                    r.placed.to_string()
                )?;
            }
        }
        writeln!(f)?;
        writeln!(
            f,
            "{:<10} {:>7} {:>9} {:>9} {:>11} {:>7} {:>7}",
            "thinking", "moves", "mean ms", "max ms", "mean nodes", "depth", "exact"
        )?;
        for t in &self.thinking {
            writeln!(
                f,
                "{:<10} {:>7} {:>9.1} {:>9.1} {:>11.0} {:>7.2} {:>6.0}%",
                t.level.to_string(),
                t.moves,
                t.mean_ms,
                t.max_ms,
                t.mean_nodes,
                t.mean_depth,
                t.exact_share * 100.0
            )?;
        }
        Ok(())
    }
}
