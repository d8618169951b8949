//! Bots against bots: many seeded games, with scores per level, seat and colour.
//!
//! Game `g` rotates the level list by `g` seats and the colours by `g / players`, so over
//! `players × colours` games every level sits in every seat and plays every colour equally
//! often. A game's score for a seat is 1 for a sole first place, `1/k` when `k` seats share
//! it, and 0 otherwise; intervals are the normal approximation `mean ± 1.96·sd/√n` over
//! the per-game values.

use std::fmt;
use std::sync::Arc;

use blockness_core::{Colour, Edition, Game, GameRecord, IllegalMove, Move, Setup, SetupError};
use serde::Serialize;

use crate::{decide, mix_seed, Budget, Clock, Level};

/// What to play.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaConfig {
    /// Seats per game, 2 to 4.
    pub players: usize,
    /// The level of each seat in the first game (rotated in later games).
    pub levels: Vec<Level>,
    /// Number of games.
    pub games: usize,
    /// Whether the expert variant is played.
    pub expert: bool,
    /// Thinking budget of every move.
    pub budget: Budget,
    /// Seed of the whole run; each game and move derives its own from it.
    pub seed: u64,
}

impl ArenaConfig {
    /// `games` base-variant games of `levels` (one per seat), 300 ms a move, seed 0.
    pub fn new(levels: Vec<Level>, games: usize) -> ArenaConfig {
        ArenaConfig {
            players: levels.len(),
            levels,
            games,
            expert: false,
            budget: Budget::time_ms(300.0),
            seed: 0,
        }
    }
}

/// Why an arena could not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArenaError {
    /// The level list does not name one level per seat.
    LevelCount {
        /// Seats per game.
        players: usize,
        /// Levels given.
        levels: usize,
    },
    /// The player count does not fit the edition.
    Setup(SetupError),
    /// A bot chose a move the rules refuse (a bug in the bots).
    IllegalMove {
        /// Game index, from 0.
        game: usize,
        /// The level that chose it.
        level: Level,
        /// The move.
        mv: Move,
        /// Why it was refused.
        reason: IllegalMove,
    },
    /// A bot found no move although the game was not over (a bug in the bots).
    NoMove {
        /// Game index, from 0.
        game: usize,
        /// The level that failed.
        level: Level,
    },
}

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArenaError::LevelCount { players, levels } => write!(
                f,
                "{players} players need {players} bot levels, {levels} were given"
            ),
            ArenaError::Setup(e) => e.fmt(f),
            ArenaError::IllegalMove {
                game,
                level,
                mv,
                reason,
            } => write!(
                f,
                "game {}: the {level} bot chose the illegal move {}: {reason}",
                game + 1,
                mv.to_json()
            ),
            ArenaError::NoMove { game, level } => write!(
                f,
                "game {}: the {level} bot found no move in an unfinished game",
                game + 1
            ),
        }
    }
}

impl std::error::Error for ArenaError {}

impl From<SetupError> for ArenaError {
    fn from(e: SetupError) -> ArenaError {
        ArenaError::Setup(e)
    }
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameResult {
    /// Game index, from 0.
    pub index: usize,
    /// Level of each seat.
    pub levels: Vec<Level>,
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

/// How a level used its budget.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Thinking {
    /// The level.
    pub level: Level,
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
    /// Time and depth per level.
    pub thinking: Vec<Thinking>,
    /// Every game.
    pub results: Vec<GameResult>,
}

/// Plays the games of `config` on the standard edition.
pub fn run(config: &ArenaConfig, clock: &dyn Clock) -> Result<ArenaReport, ArenaError> {
    run_on(Arc::new(Edition::standard()), config, clock, &mut |_| {})
}

/// Plays the games of `config` on `edition`, calling `progress` after each game.
pub fn run_on(
    edition: Arc<Edition>,
    config: &ArenaConfig,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&GameResult),
) -> Result<ArenaReport, ArenaError> {
    let n = config.players;
    if config.levels.len() != n {
        return Err(ArenaError::LevelCount {
            players: n,
            levels: config.levels.len(),
        });
    }
    Setup::new(&edition, n, None, config.expert)?;
    let palette = edition.colours().to_vec();
    let mut results = Vec::with_capacity(config.games);
    // Per level: (moves, total ms, max ms, total nodes, total depth, exact moves).
    let mut thinking: Vec<(Level, usize, f64, f64, u64, u64, usize)> = Vec::new();
    for g in 0..config.games {
        let levels: Vec<Level> = (0..n).map(|s| config.levels[(s + g) % n]).collect();
        let colours: Vec<Colour> = (0..n)
            .map(|s| palette[(s + g / n) % palette.len()])
            .collect();
        let setup = Setup::new(&edition, n, Some(colours.clone()), config.expert)?;
        let mut game = Game::new(Arc::clone(&edition), setup);
        let game_seed = mix_seed(config.seed, g as u64);
        while let Some(seat) = game.to_move() {
            let level = levels[seat];
            let seed = mix_seed(game_seed, game.moves().len() as u64);
            let rules = game.rules_arc();
            let d = decide(&rules, game.position(), level, &config.budget, seed, clock);
            let Some(mv) = d.mv else {
                return Err(ArenaError::NoMove { game: g, level });
            };
            game.play(mv).map_err(|reason| ArenaError::IllegalMove {
                game: g,
                level,
                mv,
                reason,
            })?;
            let k = match thinking.iter().position(|t| t.0 == level) {
                Some(k) => k,
                None => {
                    thinking.push((level, 0, 0.0, 0.0, 0, 0, 0));
                    thinking.len() - 1
                }
            };
            let t = &mut thinking[k];
            t.1 += 1;
            t.2 += d.info.elapsed_ms;
            t.3 = t.3.max(d.info.elapsed_ms);
            t.4 += d.info.nodes;
            t.5 += u64::from(d.info.depth);
            t.6 += usize::from(d.info.exact);
        }
        let standings = game.standings();
        let winners = standings.iter().filter(|s| s.place == 1).count().max(1);
        let mut scores = vec![0.0; n];
        let mut placed = vec![0; n];
        for st in &standings {
            if st.place == 1 {
                scores[st.seat] = 1.0 / winners as f64;
            }
            placed[st.seat] = blockness_core::SET_SIZE - st.left;
        }
        let result = GameResult {
            index: g,
            levels,
            colours,
            placed,
            scores,
            record: GameRecord::of(&game),
        };
        progress(&result);
        results.push(result);
    }

    let group = |name: String, pick: &dyn Fn(&GameResult, usize) -> bool| {
        let mut score = Vec::new();
        let mut placed = Vec::new();
        for r in &results {
            for s in 0..n {
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
    };
    let mut distinct_levels = config.levels.clone();
    distinct_levels.sort();
    distinct_levels.dedup();
    let by_level = distinct_levels
        .iter()
        .map(|&l| group(l.to_string(), &|r, s| r.levels[s] == l))
        .collect();
    let by_seat = (0..n)
        .map(|seat| group(format!("seat {seat}"), &|_, s| s == seat))
        .collect();
    let by_colour = palette
        .iter()
        .map(|&c| group(c.to_string(), &|r, s| r.colours[s] == c))
        .filter(|row| row.samples > 0)
        .collect();
    let thinking = thinking
        .into_iter()
        .map(
            |(level, moves, total_ms, max_ms, nodes, depth, exact)| Thinking {
                level,
                moves,
                mean_ms: total_ms / moves.max(1) as f64,
                max_ms,
                mean_nodes: nodes as f64 / moves.max(1) as f64,
                mean_depth: depth as f64 / moves.max(1) as f64,
                exact_share: exact as f64 / moves.max(1) as f64,
            },
        )
        .collect();
    Ok(ArenaReport {
        config: config.clone(),
        by_level,
        by_seat,
        by_colour,
        thinking,
        results,
    })
}

impl fmt::Display for ArenaReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.config;
        let levels: Vec<String> = c.levels.iter().map(Level::to_string).collect();
        writeln!(
            f,
            "{} games, {} players ({}), {} variant, seed {}, budget{}{}",
            self.results.len(),
            c.players,
            levels.join(", "),
            if c.expert { "expert" } else { "base" },
            c.seed,
            c.budget
                .time_ms
                .map_or(String::new(), |t| format!(" {t} ms")),
            c.budget
                .nodes
                .map_or(String::new(), |n| format!(" {n} nodes")),
        )?;
        for (title, rows) in [
            ("level", &self.by_level),
            ("seat", &self.by_seat),
            ("colour", &self.by_colour),
        ] {
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
