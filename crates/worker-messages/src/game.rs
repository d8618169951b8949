//! Block Ness's questions to the worker (a bot's move, the analysis of a ply) and its
//! answers.

use std::fmt;
use std::sync::Arc;

use blockness_bots::analysis::{AnalysisSettings, PlyAnalysis};
use blockness_bots::{Budget, Level};
use blockness_core::{decode_link, link_edition, Edition, Game, GameRecord, Move};
use serde::{Deserialize, Serialize};

/// The game a bot is asked about, in either of the two forms the core can read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameSource {
    /// The setup and moves as a record (`{"record": {...}}`).
    Record(GameRecord),
    /// The text of a shareable link, without the `#` (`{"link": "1AAM..."}`).
    Link(String),
}

impl GameSource {
    /// Rebuilds the game on the built-in edition the record or link names, refereed by the
    /// core move by move.
    pub fn game(&self) -> Result<Game, String> {
        let built_in = |name: &str| {
            Edition::built_in(name).map(Arc::new).ok_or_else(|| {
                format!("the game is on the edition {name:?}, which is not built in")
            })
        };
        match self {
            GameSource::Record(record) => record
                .replay(built_in(record.edition_name())?)
                .map_err(|e| format!("the game record cannot be replayed: {e}")),
            GameSource::Link(text) => {
                let text = text.trim_start_matches('#');
                let name =
                    link_edition(text).map_err(|e| format!("the game link cannot be read: {e}"))?;
                decode_link(text, built_in(name)?)
                    .map_err(|e| format!("the game link cannot be read: {e}"))
            }
        }
    }
}

/// A question from the page: which move would `level` play now in `game`?
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotRequest {
    /// Chosen by the page and echoed in the reply.
    pub id: u64,
    /// The game so far; the bot plays for the seat to move.
    pub game: GameSource,
    /// How well to play.
    pub level: Level,
    /// How long the strong level may think (the other levels answer at once).
    #[serde(default)]
    pub budget: Budget,
    /// Seed of every random choice, so the same request always gets the same move
    /// under a node budget.
    #[serde(default)]
    pub seed: u64,
}

/// How the bot found its move; mirrors [`blockness_bots::SearchInfo`] in a form the page
/// can read back.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ThinkingInfo {
    /// Positions visited or evaluated.
    pub nodes: u64,
    /// Deepest fully searched iteration, in moves.
    pub depth: u32,
    /// Whether the rest of the game was solved exactly.
    pub exact: bool,
    /// Evaluation of the chosen move for the mover (search units).
    pub score: i32,
    /// Milliseconds spent thinking, by the worker's clock.
    pub elapsed_ms: f64,
}

/// The worker's answer to one [`BotRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotReply {
    /// The id of the request answered (0 when the request was unreadable).
    pub id: u64,
    /// The chosen move; absent when the game is over or the request was refused.
    #[serde(rename = "move", default)]
    pub mv: Option<Move>,
    /// The same move in the core's notation (`H4 e7-e9`, see [`blockness_core::Notation`]), as a log or a
    /// move list writes it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notation: Option<String>,
    /// Statistics of the search.
    #[serde(default)]
    pub info: ThinkingInfo,
    /// Why the request could not be answered, in words for a player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// A question from the page about one ply of a game: what was it worth, and what did it
/// cost? Posted wrapped as `{"analyse": {...}}` ([`AnalyseMessage`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisRequest {
    /// Chosen by the page and echoed in the reply.
    pub id: u64,
    /// The whole game (or at least its moves up to the ply).
    pub game: GameSource,
    /// The ply, counted from 1.
    pub ply: usize,
    /// The budget and seed of the ply's search; with a node budget the answer depends on
    /// nothing else.
    pub settings: AnalysisSettings,
}

/// The form in which an [`AnalysisRequest`] is posted: `{"analyse": {...}}`, so that the
/// worker tells it from a [`BotRequest`] at a glance.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalyseMessage {
    /// The question.
    pub analyse: AnalysisRequest,
}

/// The worker's answer to one [`AnalysisRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisReply {
    /// The id of the request answered (0 when the request was unreadable).
    pub id: u64,
    /// The ply asked about (0 when the request was unreadable).
    #[serde(default)]
    pub ply: usize,
    /// The ply's analysis as JSON text (the form of [`PlyAnalysis`], as `blockness
    /// analyse` prints it); absent when the request was refused. Text, as the page keeps
    /// analyses ([`AnalysisReply::ply_analysis`] reads it back).
    #[serde(default)]
    pub result: Option<String>,
    /// Milliseconds spent, by the worker's clock.
    #[serde(default)]
    pub elapsed_ms: f64,
    /// Why the request could not be answered, in words for a player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl AnalysisReply {
    /// The ply's analysis read back from [`AnalysisReply::result`]: `None` when absent,
    /// an error when the text is not a ply's analysis.
    pub fn ply_analysis(&self) -> Option<Result<PlyAnalysis, serde_json::Error>> {
        self.result.as_deref().map(serde_json::from_str)
    }

    /// A reply without a result: the request numbered `id`, about `ply`, is refused for
    /// `error`.
    pub fn refusal(id: u64, ply: usize, error: impl fmt::Display) -> AnalysisReply {
        AnalysisReply {
            id,
            ply,
            result: None,
            elapsed_ms: 0.0,
            error: Some(error.to_string()),
        }
    }
}

impl BotReply {
    /// A reply without a move: the request numbered `id` is refused for `error`.
    pub fn refusal(id: u64, error: impl fmt::Display) -> BotReply {
        BotReply {
            id,
            mv: None,
            notation: None,
            info: ThinkingInfo::default(),
            error: Some(error.to_string()),
        }
    }
}
