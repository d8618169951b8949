//! The analysis of the game on the board, as the page shows it.
//!
//! The search itself runs in the bot worker (`blockness_bots::analysis`, compiled into the
//! worker's wasm, not the page's). This module keeps the page's side, plain Rust tested
//! natively:
//!
//! - [`PageAnalysis`]: which game is analysed, the plies known so far, the one question in
//!   flight ([`AnalysisRequest`], one ply at a time so results arrive move by move and a
//!   cancel takes effect between plies), and the analyses kept on the device
//!   ([`cache`]);
//! - the derived pictures: the evaluation graph ([`graph`]), the marks of the move list,
//!   the best move drawn as a ghost arch and the territory wash ([`marks`]), and the
//!   panel's model of it all ([`PanelModel`]);
//! - its words in the four languages ([`words`]);
//! - in the browser, its components (the panel, the graph and the keys) and its effects
//!   (the analyses kept on the device, the views derived once per change).
//!
//! A ply's analysis depends only on the moves up to it and the settings (a node budget,
//! see [`AnalysisSettings::for_players`]), so whatever was analysed of a game stays true
//! of any game that begins with the same moves: after an undo, a few more moves, or a
//! reload. The page shows the plies the analysed game and the board's game share.

pub mod cache;
pub mod graph;
pub mod marks;
mod panel;
pub mod words;

// The analysis's components and effects, in the browser (and natively with the feature
// `ssr`).
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod components;
#[cfg(any(target_arch = "wasm32", feature = "ssr"))]
pub mod hooks;

use blockness_bots::analysis::{AnalysisSettings, PlyAnalysis};
use blockness_core::{encode_link, Game, GameId, Move};
use blockness_worker_messages::{AnalyseMessage, AnalysisReply, AnalysisRequest, GameSource};

pub use cache::{AnalysisCache, CacheError, ANALYSIS_KEY, ANALYSIS_SET_ASIDE_KEY};
pub use panel::{board_with_analysis, panel_model, PanelModel, PlyRow};

/// What the player can do with the analysis.
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisAction {
    /// Analyse the game on the board (what is already known is kept).
    Start,
    /// Stop asking; what was found so far stays.
    Cancel,
    /// The worker answered an analysis question.
    Answer(AnalysisReply),
    /// Draw (true) or hide the territory wash.
    ShowTerritory(bool),
    /// Draw the best move as a ghost at every analysed move that had a better one (true),
    /// or only at the marked ones (false).
    ShowBest(bool),
    /// Show the next move marked as an inaccuracy or worse after the one on the board
    /// (from the first again after the last).
    NextMistake,
}

/// Where an analysis stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Nothing analysed for this game.
    Idle,
    /// Plies are being analysed: `done` of `total`.
    Running {
        /// Plies known.
        done: usize,
        /// Plies of the game analysed.
        total: usize,
    },
    /// Stopped by the player (or the game changed) with `done` of `total` plies known.
    Stopped {
        /// Plies known.
        done: usize,
        /// Plies of the game analysed.
        total: usize,
    },
    /// Every ply is known.
    Done,
    /// The worker could not analyse a ply; its words.
    Failed(String),
}

/// What became of an answer from the worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Received {
    /// A ply was added.
    Added,
    /// The worker refused the question: its words.
    Failed(String),
    /// Not an answer to the question in flight (cancelled, superseded): ignored.
    Stale,
}

/// The analysis of one game: its plies known so far and the question in flight.
#[derive(Clone, Debug)]
struct Session {
    game: Game,
    link: String,
    settings: AnalysisSettings,
    plies: Vec<PlyAnalysis>,
    pending: Option<AnalysisRequest>,
    failure: Option<String>,
}

impl Session {
    fn total(&self) -> usize {
        self.game.moves().len()
    }

    fn complete(&self) -> bool {
        self.plies.len() >= self.total()
    }

    /// The plies that also belong to `game`: as many as both games share moves.
    fn shared_with(&self, game: &Game) -> &[PlyAnalysis] {
        let shared = common_prefix(self.game.moves(), game.moves());
        &self.plies[..shared.min(self.plies.len())]
    }
}

/// Number of moves two games share from the first.
fn common_prefix(a: &[Move], b: &[Move]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// The page's analysis: the game analysed, the question in flight, the analyses kept on
/// the device, and how the board shows them.
#[derive(Clone, Debug, Default)]
pub struct PageAnalysis {
    session: Option<Session>,
    cache: AnalysisCache,
    /// Bumped whenever the cache changes, so it is written to storage then.
    cache_epoch: u64,
    /// Bumped whenever anything shown changes.
    epoch: u64,
    next_id: u64,
    /// The moves of the board's game when last synced.
    synced: Option<Vec<Move>>,
    /// The id of the board's game when last synced.
    synced_id: Option<GameId>,
    territory: bool,
    show_best: bool,
}

impl PartialEq for PageAnalysis {
    /// Two states compare equal when nothing shown differs (the epochs say so).
    fn eq(&self, other: &PageAnalysis) -> bool {
        self.epoch == other.epoch && self.cache_epoch == other.cache_epoch
    }
}

impl PageAnalysis {
    /// Takes the analyses stored on the device. Unreadable text leaves the cache empty
    /// and says why, so the page can set it aside.
    pub fn read_cache(&mut self, text: Option<&str>) -> Result<(), CacheError> {
        let Some(text) = text else { return Ok(()) };
        let result = AnalysisCache::decode(text).map(|cache| self.cache = cache);
        self.synced = None;
        self.epoch += 1;
        result
    }

    /// The text to store, when the cache changed.
    pub fn cache_text(&self) -> String {
        self.cache.encode()
    }

    /// Changes whenever the cache changes.
    pub fn cache_epoch(&self) -> u64 {
        self.cache_epoch
    }

    /// Changes whenever anything the page shows of the analysis changes.
    pub fn epoch(&self) -> u64 {
        self.epoch
    }

    /// The analyses kept.
    pub fn cache(&self) -> &AnalysisCache {
        &self.cache
    }

    /// Follows the board's game, `id`, after any action. Another game on the board (another
    /// id: a game opened from My games, a link to another game, a new game) ends the
    /// analysis before it, even where the two games share their first moves, turns its
    /// best-move and territory drawings off, and brings back what the device kept for the
    /// game now on the board, if anything. Within one game, a change that keeps some of
    /// its first moves (an undo, more moves) keeps the plies they share.
    pub fn sync(&mut self, id: &GameId, game: &Game) {
        let same_game = self.synced_id.as_ref() == Some(id);
        if same_game && self.synced.as_deref() == Some(game.moves()) {
            return;
        }
        self.synced = Some(game.moves().to_vec());
        self.epoch += 1;
        if !same_game {
            self.synced_id = Some(id.clone());
            self.session = None;
            self.territory = false;
            self.show_best = false;
        }
        let related = self.session.as_ref().is_some_and(|s| {
            s.game.rules().setup() == game.rules().setup()
                && common_prefix(s.game.moves(), game.moves()) > 0
        });
        if related {
            return;
        }
        self.session = None;
        let settings = settings_for(game);
        let link = encode_link(game);
        let plies = self.cache.get(&link, game, &settings);
        if !plies.is_empty() {
            self.session = Some(Session {
                game: game.clone(),
                link,
                settings,
                plies,
                pending: None,
                failure: None,
            });
        }
    }

    /// Applies one of the player's actions (or the worker's answer). `game` is the
    /// board's game.
    pub fn apply(&mut self, action: AnalysisAction, game: &Game) -> Option<Received> {
        self.epoch += 1;
        match action {
            AnalysisAction::Start => self.start(game),
            AnalysisAction::Cancel => {
                if let Some(s) = &mut self.session {
                    s.pending = None;
                }
            }
            AnalysisAction::Answer(reply) => return Some(self.receive(&reply)),
            AnalysisAction::ShowTerritory(on) => self.territory = on,
            AnalysisAction::ShowBest(on) => self.show_best = on,
            // The page moves the board; nothing changes here.
            AnalysisAction::NextMistake => {}
        }
        None
    }

    /// Starts (or carries on) the analysis of `game`, keeping every ply already known of
    /// it, in memory or on the device.
    fn start(&mut self, game: &Game) {
        if game.moves().is_empty() {
            return;
        }
        let settings = settings_for(game);
        let link = encode_link(game);
        let mut plies = self.cache.get(&link, game, &settings);
        if let Some(s) = &self.session {
            let shared = s.shared_with(game);
            if s.settings == settings && shared.len() > plies.len() {
                plies = shared.to_vec();
            }
        }
        self.session = Some(Session {
            game: game.clone(),
            link,
            settings,
            plies,
            pending: None,
            failure: None,
        });
        self.ask_next();
    }

    /// Asks for the next ply of the session, or nothing once all are known.
    fn ask_next(&mut self) {
        let Some(s) = &mut self.session else { return };
        if s.complete() {
            s.pending = None;
            return;
        }
        self.next_id += 1;
        s.pending = Some(AnalysisRequest {
            id: self.next_id,
            game: GameSource::Link(s.link.clone()),
            ply: s.plies.len() + 1,
            settings: s.settings,
        });
    }

    /// Takes the worker's answer: added when it answers the question in flight.
    fn receive(&mut self, reply: &AnalysisReply) -> Received {
        let Some(s) = &mut self.session else {
            return Received::Stale;
        };
        let Some(pending) = s.pending.as_ref().filter(|p| p.id == reply.id) else {
            return Received::Stale;
        };
        let expected = pending.ply;
        s.pending = None;
        // Read with the page's own JSON reader (`AnalysisReply::ply_analysis` would bring
        // serde_json into the page's wasm).
        let read = reply
            .result
            .as_deref()
            .map(blockness_web_common::json::from_str::<PlyAnalysis>);
        match (read, &reply.error) {
            (Some(Ok(ply)), None)
                if ply.ply == expected && s.game.moves().get(expected - 1) == Some(&ply.mv) =>
            {
                s.plies.push(ply);
                self.cache.put(&s.link, &s.settings, &s.plies);
                self.cache_epoch += 1;
                self.ask_next();
                Received::Added
            }
            (_, Some(error)) => {
                s.failure = Some(error.clone());
                Received::Failed(error.clone())
            }
            _ => {
                let why = format!("the answer about move {expected} does not fit the game");
                s.failure = Some(why.clone());
                Received::Failed(why)
            }
        }
    }

    /// The question to post to the worker now, if any (each id once).
    pub fn request(&self) -> Option<AnalyseMessage> {
        let pending = self.session.as_ref()?.pending.clone()?;
        Some(AnalyseMessage { analyse: pending })
    }

    /// Where the analysis of the board's `game` stands.
    pub fn progress(&self, game: &Game) -> Progress {
        let Some(s) = &self.session else {
            return Progress::Idle;
        };
        if let Some(why) = &s.failure {
            return Progress::Failed(why.clone());
        }
        let (done, total) = (s.plies.len(), s.total());
        if s.pending.is_some() {
            Progress::Running { done, total }
        } else if s.complete() && s.game.moves() == game.moves() {
            Progress::Done
        } else if done == 0 && s.game.moves() != game.moves() {
            Progress::Idle
        } else {
            Progress::Stopped { done, total }
        }
    }

    /// Whether an analysis is running.
    pub fn is_running(&self) -> bool {
        self.session.as_ref().is_some_and(|s| s.pending.is_some())
    }

    /// The plies known of the board's `game`, from the first.
    pub fn plies_for(&self, game: &Game) -> &[PlyAnalysis] {
        self.session
            .as_ref()
            .map_or(&[][..], |s| s.shared_with(game))
    }

    /// Whether the territory wash is on.
    pub fn territory(&self) -> bool {
        self.territory
    }

    /// Whether the best move is drawn at every analysed move that had a better one.
    pub fn show_best(&self) -> bool {
        self.show_best
    }
}

/// The analysis settings of `game`: the defaults for its player count (a node budget, so
/// that the results are the same on every machine and may be kept).
pub fn settings_for(game: &Game) -> AnalysisSettings {
    AnalysisSettings::for_players(game.rules().players())
}

#[cfg(test)]
mod tests;
