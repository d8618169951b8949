//! Bots against bots: many seeded games, with scores per level, seat and colour.
//!
//! Game `g` rotates the level list by `g` seats and the colours by `g / players`, so over
//! `players × colours` games every level sits in every seat and plays every colour equally
//! often. A game's score for a seat is 1 for a sole first place, `1/k` when `k` seats share
//! it, and 0 otherwise; intervals are the normal approximation `mean ± 1.96·sd/√n` over
//! the per-game values.
//!
//! With the swap option (two players) a bot plays for a person, not a seat: the bot that
//! swaps takes over the colour on the loch, and its level moves to that seat. The report
//! then also gives the scores by person: the opener (who placed the first starter) and
//! the answerer (who could swap).

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
    /// Whether the swap option is on (two players only).
    pub swap: bool,
    /// Thinking budget of every move.
    pub budget: Budget,
    /// Spread of the node budget, from 0 to 1: each move's node budget is drawn from
    /// `nodes × (1 ± jitter)` by the move's seed. Bots that search to a node budget are
    /// deterministic, so equal bots replay the same few games; a spread makes each game
    /// its own while keeping the bots equal on average. 0 (the default) leaves it exact.
    pub jitter: f64,
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
            swap: false,
            budget: Budget::time_ms(300.0),
            jitter: 0.0,
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
    /// Level of each seat at the end of the game (after a swap, each level sits in the
    /// seat its person took over).
    pub levels: Vec<Level>,
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

/// `budget` with its node count drawn from `nodes × (1 ± jitter)` by `seed`.
fn jittered(budget: &Budget, jitter: f64, seed: u64) -> Budget {
    let jitter = if jitter.is_finite() {
        jitter.clamp(0.0, 1.0)
    } else {
        0.0
    };
    match budget.nodes {
        Some(nodes) if jitter > 0.0 => {
            // A uniform draw in [-1, 1] from 53 bits of a seed of its own.
            let unit = (mix_seed(seed, 0x4A17) >> 11) as f64 / (1u64 << 53) as f64;
            let factor = 1.0 + jitter * (2.0 * unit - 1.0);
            Budget {
                nodes: Some(((nodes as f64 * factor).round() as u64).max(1)),
                ..*budget
            }
        }
        _ => *budget,
    }
}

/// Plays the games of `config` on the standard edition.
pub fn run(config: &ArenaConfig, clock: &dyn Clock) -> Result<ArenaReport, ArenaError> {
    run_on(Arc::new(Edition::lochside_v1()), config, clock, &mut |_| {})
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
    Setup::new(&edition, n, None, config.expert)?.with_swap(config.swap)?;
    let palette = edition.colours().to_vec();
    let mut results = Vec::with_capacity(config.games);
    // Per level: (moves, total ms, max ms, total nodes, total depth, exact moves).
    let mut thinking: Vec<(Level, usize, f64, f64, u64, u64, usize)> = Vec::new();
    for g in 0..config.games {
        let mut levels: Vec<Level> = (0..n).map(|s| config.levels[(s + g) % n]).collect();
        let colours: Vec<Colour> = (0..n)
            .map(|s| palette[(s + g / n) % palette.len()])
            .collect();
        let setup = Setup::new(&edition, n, Some(colours.clone()), config.expert)?
            .with_swap(config.swap)?;
        let mut game = Game::new(Arc::clone(&edition), setup);
        let game_seed = mix_seed(config.seed, g as u64);
        while let Some(seat) = game.to_move() {
            let level = levels[seat];
            let seed = mix_seed(game_seed, game.moves().len() as u64);
            let rules = game.rules_arc();
            let budget = jittered(&config.budget, config.jitter, seed);
            let d = decide(&rules, game.position(), level, &budget, seed, clock);
            let Some(mv) = d.mv else {
                return Err(ArenaError::NoMove { game: g, level });
            };
            game.play(mv).map_err(|reason| ArenaError::IllegalMove {
                game: g,
                level,
                mv,
                reason,
            })?;
            if mv.is_swap() {
                // The bots follow their people: the swapper now plays the first colour.
                levels.swap(0, 1);
            }
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
            people: (0..n).map(|s| game.person_of(s)).collect(),
            swapped: game.swapped(),
            colours,
            placed,
            scores,
            record: GameRecord::of(&game),
        };
        progress(&result);
        results.push(result);
    }

    let group =
        |name: String, pick: &dyn Fn(&GameResult, usize) -> bool| Row::of(name, &results, pick);
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
    let by_person = if config.swap {
        ["opener", "answerer"]
            .iter()
            .enumerate()
            .map(|(person, name)| group(name.to_string(), &|r, s| r.people[s] == person))
            .collect()
    } else {
        Vec::new()
    };
    let swaps = results.iter().filter(|r| r.swapped).count();
    let distinct_games = distinct_games(&results);
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
        by_person,
        swaps,
        distinct_games,
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
