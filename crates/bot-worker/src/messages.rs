//! The messages between the page and the worker: what the page asks (a move, the
//! analysis of a ply) and what the worker answers, in the shapes both sides read.

use std::fmt;
use std::sync::Arc;

use blockness_bots::analysis::{AnalysisSettings, PlyAnalysis};
use blockness_bots::{Budget, Level};
use blockness_core::{decode_link, link_edition, Edition, Game, GameRecord, Move, Notation};
use serde::{Deserialize, Serialize};

use crate::puzzle;

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
    /// The same move in the core's notation (`H4 e7-e9`, see [`Notation`]), for a page that
    /// reads the move alone ([`BotMoveReply`]).
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
    /// analyse` prints it); absent when the request was refused. Text rather than a
    /// structured value because the page keeps analyses as JSON anyway: one reader for
    /// both keeps the page's wasm smaller ([`AnalysisReply::ply_analysis`] reads it
    /// natively; the page reads it with the browser's parser).
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

/// Everything the worker posts to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WorkerMessage {
    /// The worker has loaded and now listens (`"ready"`).
    Ready,
    /// An answer to a request (`{"reply": {...}}`).
    Reply(BotReply),
    /// An answer to a puzzle question (`{"puzzle": {...}}`, see [`puzzle`]).
    Puzzle(puzzle::PuzzleReply),
    /// An answer to an analysis request (`{"analysis": {...}}`).
    Analysis(AnalysisReply),
    /// An answer to a Loch Ness question (`{"lochness": {...}}`).
    Lochness(crate::lochness::LochnessReply),
}

/// What the worker posts, as a string, once it has loaded ([`WorkerMessage::Ready`]).
pub const READY: &str = "ready";

// Each view reads only the answers to what it asks, so its WebAssembly carries a reader for
// those alone: one reader of every [`WorkerMessage`] weighed 34 KB in each page module, the
// live table's included, with Loch Ness's actions and the puzzles' answers in it. The port
// (`port`) tells [`READY`] apart before reading an answer.

/// The answers the Block Ness game's views read: bot moves and hints, and analyses.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameViewAnswer {
    /// [`WorkerMessage::Reply`].
    Reply(BotReply),
    /// [`WorkerMessage::Analysis`].
    Analysis(AnalysisReply),
}

/// The answers a view that asks for bot moves only reads (the live tables' computer players):
/// [`WorkerMessage::Reply`], without the search's details.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotMoveAnswer {
    /// [`WorkerMessage::Reply`].
    Reply(BotMoveReply),
}

/// A [`BotReply`] read for its move alone, in notation: its `move` and `info` are left
/// unread, so a view that never shows how the bot searched carries no reader for them (the
/// move's tagged form alone weighed 4 KB of gzip in the live table's module, which reads
/// notation anyway, the notation of its log).
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct BotMoveReply {
    /// [`BotReply::id`].
    pub id: u64,
    /// [`BotReply::notation`].
    #[serde(default)]
    pub notation: Option<String>,
    /// [`BotReply::error`].
    #[serde(default)]
    pub error: Option<String>,
}

impl BotMoveReply {
    /// The reply with its move, read in `game`, the game asked about: a refusal when the
    /// notation does not name a move there (an answer about another game is refused so, or
    /// read as some other move, and the driver drops it as stale either way).
    pub fn in_game(&self, game: &Game) -> BotReply {
        let mv = match &self.notation {
            Some(text) => match text
                .parse::<Notation>()
                .and_then(|n| n.to_move(game.rules(), game.position()))
            {
                Ok(mv) => Some(mv),
                Err(e) => {
                    return BotReply::refusal(self.id, format!("the computer's move {text:?}: {e}"))
                }
            },
            None => None,
        };
        BotReply {
            id: self.id,
            mv,
            notation: self.notation.clone(),
            info: ThinkingInfo::default(),
            error: self.error.clone(),
        }
    }
}

/// The answer the solo puzzles read: [`WorkerMessage::Puzzle`].
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PuzzleViewAnswer {
    /// [`WorkerMessage::Puzzle`].
    Puzzle(puzzle::PuzzleReply),
}

/// The answer the Loch Ness view reads: [`WorkerMessage::Lochness`].
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LochnessViewAnswer {
    /// [`WorkerMessage::Lochness`].
    Lochness(crate::lochness::LochnessReply),
}

impl WorkerMessage {
    /// The id of the request this message answers; 0 for [`WorkerMessage::Ready`].
    pub fn id(&self) -> u64 {
        match self {
            WorkerMessage::Ready => 0,
            WorkerMessage::Reply(reply) => reply.id,
            WorkerMessage::Analysis(reply) => reply.id,
            WorkerMessage::Puzzle(reply) => reply.id,
            WorkerMessage::Lochness(reply) => reply.id,
        }
    }
}

impl fmt::Display for WorkerMessage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Serialising these plain types cannot fail: no maps with non-string keys, no
        // failing custom serialisers.
        let text = serde_json::to_string(self).map_err(|_| fmt::Error)?;
        f.write_str(&text)
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
