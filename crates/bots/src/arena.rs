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

use crate::{decide_as, mix_seed, Budget, Clock, Rung, LADDER};

mod report;

pub(crate) use report::distinct_games;
pub use report::{ArenaReport, Estimate, GameResult, Row, Thinking};

/// What to play.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaConfig {
    /// Seats per game, 2 to 4.
    pub players: usize,
    /// The ladder rung of each seat in the first game (rotated in later games).
    pub levels: Vec<Rung>,
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
    /// `games` base-variant games of `levels` (one per seat: a [`crate::Level`] or any
    /// other rung), 300 ms a move, seed 0.
    pub fn new<L: Into<Rung>>(levels: Vec<L>, games: usize) -> ArenaConfig {
        let levels: Vec<Rung> = levels.into_iter().map(Into::into).collect();
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
        level: Rung,
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
        level: Rung,
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
    let mut thinking: Vec<(Rung, usize, f64, f64, u64, u64, usize)> = Vec::new();
    for g in 0..config.games {
        let mut levels: Vec<Rung> = (0..n).map(|s| config.levels[(s + g) % n]).collect();
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
            let d = decide_as(&level, &rules, game.position(), &budget, seed, clock);
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
    distinct_levels.sort_by_key(|rung| rung.number_on(&LADDER));
    distinct_levels.dedup_by_key(|rung| rung.name);
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
