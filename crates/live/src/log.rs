//! The table log as it travels: the table's settings and the signed entries after them.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::{LiveError, TableId};

/// The protocol's version, the `v` of every log. A log of another version is refused with
/// [`LiveError::Version`], so a page older than the table says so instead of misreading it.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest message read, in bytes. A finished four-player game's log is under 8 KiB;
/// anything longer is refused before it is parsed.
pub const MAX_MESSAGE: usize = 16 * 1024;

/// How strong a computer seat plays (the bots' levels, by name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotLevel {
    /// The bots' easy level.
    Easy,
    /// The bots' medium level.
    Medium,
    /// The bots' strong level.
    Strong,
}

impl BotLevel {
    /// The level's name, as the command line and the log write it.
    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Medium => "medium",
            BotLevel::Strong => "strong",
        }
    }

    /// Reads a level's name.
    pub fn parse(text: &str) -> Option<BotLevel> {
        match text {
            "easy" => Some(BotLevel::Easy),
            "medium" => Some(BotLevel::Medium),
            "strong" => Some(BotLevel::Strong),
            _ => None,
        }
    }
}

/// A computer seat, played by the device of the table's creator with `key`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BotSeat {
    /// The seat, from 0.
    pub seat: u8,
    /// How strong it plays.
    pub level: BotLevel,
    /// The creator's public key, which signs the computer's moves.
    pub key: String,
}

/// A table's settings, fixed when it is made: the id is their hash.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// 128 random bits in hexadecimal: two tables with the same rules still differ.
    pub nonce: String,
    /// Number of seats, 2 to 4.
    pub players: u8,
    /// The expert variant.
    pub expert: bool,
    /// The swap option (two players).
    pub swap: bool,
    /// The built-in edition the game is played on.
    pub edition: String,
    /// The computer seats; every other seat is taken by a claim.
    #[serde(default)]
    pub bots: Vec<BotSeat>,
}

impl Settings {
    /// The table id these settings make: the first 16 bytes of the SHA-256 of their JSON.
    pub fn table_id(&self) -> TableId {
        let json = serde_json::to_string(self).expect("settings always serialise");
        let digest = Sha256::digest(json.as_bytes());
        let mut first = [0u8; 16];
        first.copy_from_slice(&digest[..16]);
        TableId(u128::from_be_bytes(first))
    }
}

/// One signed entry of a table log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum Entry {
    /// A player takes a free seat with their key.
    Claim {
        /// The seat, from 0.
        seat: u8,
        /// The player's public key.
        key: String,
        /// The name shown at the table (at most [`crate::MAX_NAME`] characters).
        name: String,
        /// Signature by `key`.
        sig: String,
    },
    /// The seat to move plays a move, written in the game's notation.
    Move {
        /// The ply, from 0: the number of moves before this one.
        ply: u32,
        /// The move in notation (`S e5-e6`, `H4 e7-e9`, `swap`).
        mv: String,
        /// Signature by the key of the seat to move.
        sig: String,
    },
    /// A seat resigns: the game ends and that seat ranks last.
    Resign {
        /// The seat, from 0.
        seat: u8,
        /// Signature by the seat's key.
        sig: String,
    },
    /// After the end, a seated player invites everyone to a new table.
    Rematch {
        /// The new table's id.
        table: String,
        /// The inviting player's key (one that holds a seat here).
        key: String,
        /// Signature by `key`.
        sig: String,
    },
}

impl Entry {
    /// The text the entry's signature covers (besides the table and the entry's place).
    pub fn signed_content(&self) -> String {
        match self {
            Entry::Claim {
                seat, key, name, ..
            } => format!("claim:{seat}:{key}:{name}"),
            Entry::Move { ply, mv, .. } => format!("move:{ply}:{mv}"),
            Entry::Resign { seat, .. } => format!("resign:{seat}"),
            Entry::Rematch { table, key, .. } => format!("rematch:{table}:{key}"),
        }
    }
}

/// A whole table log: what is retained on the table's topic and what every update sends.
/// Each message carries everything, so a late joiner, a reconnecting player or a client
/// that missed a message is whole again with the next one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Log {
    /// [`PROTOCOL_VERSION`].
    pub v: u32,
    /// The table's settings.
    pub settings: Settings,
    /// The signed entries, oldest first.
    pub entries: Vec<Entry>,
}

impl Log {
    /// Reads a message, refusing it unread when it is over [`MAX_MESSAGE`].
    pub fn from_wire(bytes: &[u8]) -> Result<Log, LiveError> {
        if bytes.len() > MAX_MESSAGE {
            return Err(LiveError::TooLarge { bytes: bytes.len() });
        }
        let log: Log = serde_json::from_slice(bytes).map_err(|e| LiveError::Garbled {
            reason: e.to_string(),
        })?;
        if log.v != PROTOCOL_VERSION {
            return Err(LiveError::Version { version: log.v });
        }
        Ok(log)
    }

    /// The message's bytes.
    pub fn to_wire(&self) -> Vec<u8> {
        serde_json::to_vec(self).expect("logs always serialise")
    }
}
