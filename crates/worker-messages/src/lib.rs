//! The messages between a page and the bot worker, and the page's end of the worker
//! ([`port`]). The worker (`blockness-bot-worker`) answers them with the bots, the puzzle
//! solver and Loch Ness's players; this crate holds only what both ends read, so a page
//! carries the questions of its own game and none of the compute.
//!
//! A search can take a second or more; run on the page's thread it would freeze every click
//! and animation meanwhile. So the page starts the worker as a dedicated Web Worker and talks
//! to it with structured-clone messages, JavaScript values written and read by
//! `serde-wasm-bindgen` ([`js`], built for wasm32 and natively with the feature `js`):
//!
//! - the worker announces itself once with [`WorkerMessage::Ready`] (messages posted before
//!   its WebAssembly has loaded could otherwise be lost);
//! - Block Ness (feature `blockness`): the page posts a [`BotRequest`] (the game so far, the
//!   level, a budget and a seed, tagged with an id of the page's choosing) and gets a
//!   [`WorkerMessage::Reply`] with the same id, so it can drop answers to positions it has
//!   since left; or `{"analyse": {...}}`, an [`AnalysisRequest`] for one ply, answered with
//!   [`WorkerMessage::Analysis`]. One ply per question keeps each answer short, so the page
//!   shows progress from the start and stops between plies by no longer asking;
//! - the solo puzzles (feature `puzzles`): a [`puzzle::PuzzleRequest`], told apart by its
//!   `puzzle` key, answered with [`WorkerMessage::Puzzle`];
//! - Loch Ness (feature `lochness`): `{"lochness": {...}}`, a [`lochness::LochnessRequest`]
//!   with the game's link, answered with [`WorkerMessage::Lochness`], the action chosen.
//!
//! The values have the shape of the messages' JSON, except that 64-bit integers (ids,
//! seeds, node counts) are `BigInt`s, since a seed uses all 64 bits and a JavaScript number
//! keeps only 53.

#![warn(missing_docs)]

#[cfg(feature = "blockness")]
mod game;
#[cfg(feature = "lochness")]
pub mod lochness;
#[cfg(any(target_arch = "wasm32", feature = "js"))]
pub mod port;
#[cfg(feature = "puzzles")]
pub mod puzzle;

#[cfg(feature = "blockness")]
pub use game::{
    AnalyseMessage, AnalysisReply, AnalysisRequest, BotReply, BotRequest, GameSource, ThinkingInfo,
};

use std::fmt;

use serde::{Deserialize, Serialize};

/// Everything the worker posts to the page. A page reads the answers to its own questions
/// and none other comes to it; the variants are those of the games this build asks about.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[non_exhaustive]
pub enum WorkerMessage {
    /// The worker has loaded and now listens (`"ready"`).
    Ready,
    /// An answer to a Block Ness bot's question (`{"reply": {...}}`).
    #[cfg(feature = "blockness")]
    Reply(BotReply),
    /// An answer to a puzzle question (`{"puzzle": {...}}`, see [`puzzle`]).
    #[cfg(feature = "puzzles")]
    Puzzle(puzzle::PuzzleReply),
    /// An answer to an analysis request (`{"analysis": {...}}`).
    #[cfg(feature = "blockness")]
    Analysis(AnalysisReply),
    /// An answer to a Loch Ness question (`{"lochness": {...}}`).
    #[cfg(feature = "lochness")]
    Lochness(lochness::LochnessReply),
}

/// What the worker posts, as a string, once it has loaded ([`WorkerMessage::Ready`]).
pub const READY: &str = "ready";

impl WorkerMessage {
    /// The id of the request this message answers; 0 for [`WorkerMessage::Ready`].
    pub fn id(&self) -> u64 {
        match self {
            WorkerMessage::Ready => 0,
            #[cfg(feature = "blockness")]
            WorkerMessage::Reply(reply) => reply.id,
            #[cfg(feature = "blockness")]
            WorkerMessage::Analysis(reply) => reply.id,
            #[cfg(feature = "puzzles")]
            WorkerMessage::Puzzle(reply) => reply.id,
            #[cfg(feature = "lochness")]
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

/// The structured-clone form of the messages, shared by the page and the worker so both
/// ends write the same JavaScript values.
#[cfg(any(target_arch = "wasm32", feature = "js"))]
pub mod js {
    use serde::de::DeserializeOwned;
    use serde::Serialize;
    use wasm_bindgen::JsValue;

    /// Why a message could not be turned into or read from a JavaScript value.
    pub type Error = serde_wasm_bindgen::Error;

    /// 64-bit integers become `BigInt`s: a seed uses all 64 bits, and
    /// `serde-wasm-bindgen`'s default refuses any integer above 2^53.
    const SERIALIZER: serde_wasm_bindgen::Serializer =
        serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);

    /// `value` as the JavaScript value posted to the other end.
    pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, Error> {
        value.serialize(&SERIALIZER)
    }

    /// A message received from the other end, read back as `T`. Numbers and `BigInt`s
    /// are both accepted for integers.
    pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, Error> {
        serde_wasm_bindgen::from_value(value)
    }
}
