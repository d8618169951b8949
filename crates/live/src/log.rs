//! The table log as it travels: the table's settings and the signed entries after them,
//! and the seat requests an invited player sends the table's host.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::table_game::TableGame;
use crate::{LiveError, PublicKey, TableId};

/// The protocol's version, the `v` of every log. A log of another version is refused with
/// [`LiveError::Version`], so a page older or newer than the table says so instead of
/// misreading it. Version 1 (no hash chain, claims without an invite) and version 2
/// (unsigned presence, fork choice by an entry's text) are no longer read.
pub const PROTOCOL_VERSION: u32 = 3;

/// The largest message read, in bytes. A finished four-player Block Ness game's log is under
/// 10 KiB; a Loch Ness game's, with every seat's part of every draw, is longer (the longest
/// five-player games about 56 KiB). Anything longer is refused before it is parsed (and
/// before it is copied, where the transport allows).
pub const MAX_MESSAGE: usize = 128 * 1024;

/// `value` as JSON bytes, for the protocol's own types, which always serialise: their
/// maps have string keys and their numbers are integers.
pub(crate) fn to_json<T: Serialize + ?Sized>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).expect("the protocol's types serialise")
}

/// The shortest grace time a table may set, in seconds.
pub const MIN_GRACE: u32 = 1;

/// The longest grace time a table may set, in seconds (an hour).
pub const MAX_GRACE: u32 = 3600;

/// The largest seat request read, in bytes (a request is about 250 bytes).
pub const MAX_REQUEST: usize = 1024;

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

/// A computer seat, played by the host's device and signed with the host's key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BotSeat {
    /// The seat, from 0.
    pub seat: u8,
    /// How strong it plays.
    pub level: BotLevel,
}

/// A person seated by the settings themselves (a rematch seats everyone of the last game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatedPlayer {
    /// The seat, from 0.
    pub seat: u8,
    /// The player's public key.
    pub key: String,
    /// The name shown at the table.
    pub name: String,
}

/// A table's settings, fixed when it is made: the id is their hash.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// 128 random bits in hexadecimal: two tables with the same rules still differ.
    pub nonce: String,
    /// The game: Block Ness unless it says another ([`crate::games`]). A program built
    /// without that game refuses the table as [`LiveError::OtherGame`].
    #[serde(default, skip_serializing_if = "TableGame::is_block_ness")]
    pub game: TableGame,
    /// Number of seats: 2 to 4 for Block Ness, 2 to 5 for Loch Ness (five play the
    /// rulebook's five-player variant).
    pub players: u8,
    /// The expert variant (Block Ness).
    pub expert: bool,
    /// The swap option (Block Ness, two players).
    pub swap: bool,
    /// The built-in edition a Block Ness game is played on; empty for Loch Ness.
    pub edition: String,
    /// The key of the device that made the table: it seats the invited, first come first
    /// seated, and its device plays the computer seats.
    pub host: String,
    /// The invite's gate key (see [`crate::InviteSecret`]): a claim counts only with a
    /// ticket signed by it. Without one, no seat can be claimed: every seat is set below.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gate: Option<String>,
    /// The computer seats.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bots: Vec<BotSeat>,
    /// People seated from the start (a rematch, a table made for known players).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seated: Vec<SeatedPlayer>,
    /// The table this one is the rematch of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch_of: Option<String>,
    /// The grace time in seconds ([`MIN_GRACE`] to [`MAX_GRACE`]): how long a seat's device
    /// may be away before another seated player may hand the seat to a computer player
    /// ([`Entry::HandOver`]). Without it no seat is ever handed over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grace: Option<u32>,
}

impl Settings {
    /// The settings of a table of `players` seats of `game` on the built-in `edition` (empty
    /// for Loch Ness), made by `host`, told apart by `nonce` (32 hexadecimal digits): no
    /// invite, computer seats, people seated, grace time, expert variant or swap, which the
    /// caller sets as it needs.
    pub fn new(
        game: TableGame,
        players: u8,
        edition: &str,
        host: &PublicKey,
        nonce: String,
    ) -> Settings {
        Settings {
            nonce,
            game,
            players,
            expert: false,
            swap: false,
            edition: edition.to_string(),
            host: host.to_string(),
            gate: None,
            bots: Vec::new(),
            seated: Vec::new(),
            rematch_of: None,
            grace: None,
        }
    }

    /// The table id these settings make: the first 16 bytes of the SHA-256 of their JSON.
    pub fn table_id(&self) -> TableId {
        let digest = Sha256::digest(to_json(self));
        let mut first = [0u8; 16];
        first.copy_from_slice(&digest[..16]);
        TableId(u128::from_be_bytes(first))
    }
}

/// One signed entry of a table log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum Entry {
    /// The host seats an invited player in a free seat.
    Claim {
        /// The seat, from 0.
        seat: u8,
        /// The player's public key.
        key: String,
        /// The name shown at the table (see [`crate::names`]).
        name: String,
        /// The invite's proof: the gate key's signature over the table, key and name.
        ticket: String,
        /// Signature by the host's key.
        sig: String,
    },
    /// The seat to move plays a move, written in the game's notation.
    Move {
        /// The ply, from 0: the number of moves before this one (Loch Ness: of actions,
        /// the table's draws included).
        ply: u32,
        /// The move in notation (`S e5-e6`, `H4 e7-e9`, `swap`); for Loch Ness the
        /// action's JSON (`{"kind":"roll"}`).
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
    /// A seated player hands a seat whose device has been away longer than the table's
    /// grace time to a computer player, which the signer's device runs from then on. No
    /// client can check a clock, so the seat's own key may take it back at any moment
    /// ([`Entry::TakeBack`]).
    #[serde(rename = "handover")]
    HandOver {
        /// The seat handed over, from 0.
        seat: u8,
        /// How strong the computer plays it.
        level: BotLevel,
        /// The signer's own seat, a person's.
        by: u8,
        /// In a game with luck: the commitment to the chain the signer's device reveals for
        /// the seat from now on (see [`crate::chance`]).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        commitment: Option<String>,
        /// Signature by the key of seat `by`.
        sig: String,
    },
    /// A seat's own key takes the seat back from the computer player standing in for it.
    #[serde(rename = "takeback")]
    TakeBack {
        /// The seat, from 0.
        seat: u8,
        /// In a game with luck: the commitment to the seat's new chain.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        commitment: Option<String>,
        /// Signature by the seat's key (the host's for a computer seat of the settings).
        sig: String,
    },
    /// In a game with luck: a seat commits to the chain its device reveals one link of per
    /// draw.
    Commit {
        /// The seat, from 0.
        seat: u8,
        /// The chain's bottom link ([`crate::chance::Commitment`]).
        commitment: String,
        /// Signature by the key that plays the seat.
        sig: String,
    },
    /// In a game with luck: the table's draw, from every seat's part. It needs no
    /// signature: each part proves itself against its seat's chain, so only one draw can
    /// stand at its place and any device holding every part may write it.
    Draw {
        /// The draw's number ([`crate::chance::Dealer::number`]).
        number: u64,
        /// Every seat's part, in seat order, in base64url.
        parts: Vec<String>,
    },
    /// The proof that one key signed two different entries for one place: the two entries,
    /// in the order of their JSON text (so a proof has one form). It needs no signature of
    /// its own, stands at that place in place of both, and ends the game there with the
    /// key's seats ranked last ([`crate::Forfeit`]).
    Forfeit {
        /// The two entries, each signed by the same key for this place.
        entries: Vec<Entry>,
    },
    /// After the end, a seated player calls the rematch: the next table is the one every
    /// client derives from this one ([`crate::Table::rematch_settings`]).
    Rematch {
        /// The next table's id.
        table: String,
        /// The calling player's key (one that holds a seat here).
        key: String,
        /// Signature by `key`.
        sig: String,
    },
}

impl Entry {
    /// The text the entry's signature covers (besides the table, the entry's place and the
    /// chain of entries before it).
    pub fn signed_content(&self) -> String {
        match self {
            Entry::Claim {
                seat,
                key,
                name,
                ticket,
                ..
            } => format!("claim:{seat}:{key}:{ticket}:{name}"),
            Entry::Move { ply, mv, .. } => format!("move:{ply}:{mv}"),
            Entry::Resign { seat, .. } => format!("resign:{seat}"),
            Entry::HandOver {
                seat,
                level,
                by,
                commitment: Some(c),
                ..
            } => format!("handover:{seat}:{}:{by}:{c}", level.name()),
            Entry::HandOver {
                seat, level, by, ..
            } => format!("handover:{seat}:{}:{by}", level.name()),
            Entry::TakeBack {
                seat,
                commitment: Some(c),
                ..
            } => format!("takeback:{seat}:{c}"),
            Entry::TakeBack { seat, .. } => format!("takeback:{seat}"),
            Entry::Commit {
                seat, commitment, ..
            } => format!("commit:{seat}:{commitment}"),
            Entry::Draw { number, parts } => format!("draw:{number}:{}", parts.join(",")),
            Entry::Rematch { table, key, .. } => format!("rematch:{table}:{key}"),
            // Never signed: the two entries it holds carry the signatures.
            Entry::Forfeit { .. } => "forfeit".to_string(),
        }
    }

    /// The entry's signature (empty for a draw, which has none).
    pub fn sig(&self) -> &str {
        match self {
            Entry::Claim { sig, .. }
            | Entry::Move { sig, .. }
            | Entry::Resign { sig, .. }
            | Entry::HandOver { sig, .. }
            | Entry::TakeBack { sig, .. }
            | Entry::Rematch { sig, .. }
            | Entry::Commit { sig, .. } => sig,
            Entry::Draw { .. } | Entry::Forfeit { .. } => "",
        }
    }

    /// Whether the entry is of a kind that carries no signature of its own: a draw or a
    /// proof, each of which proves itself.
    pub fn proves_itself(&self) -> bool {
        matches!(self, Entry::Forfeit { .. } | Entry::Draw { .. })
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

/// Reads the `v` of a message that failed to parse as a log, so an old table is told
/// apart from garbage.
#[derive(Deserialize)]
struct VersionOnly {
    v: u32,
}

impl Log {
    /// Reads a message, refusing it unread when it is over [`MAX_MESSAGE`]. A log is read
    /// only in its one canonical form, the bytes [`Log::to_wire`] writes for it: anything a
    /// signer could vary without changing what it signed (white space, escapes, the order
    /// of fields) is refused, so no two texts ever stand for one entry.
    pub fn from_wire(bytes: &[u8]) -> Result<Log, LiveError> {
        if bytes.len() > MAX_MESSAGE {
            return Err(LiveError::TooLarge { bytes: bytes.len() });
        }
        match serde_json::from_slice::<Log>(bytes) {
            Ok(log) if log.v == PROTOCOL_VERSION && log.to_wire() != bytes => {
                Err(LiveError::NotCanonical)
            }
            Ok(log) if log.v == PROTOCOL_VERSION => Ok(log),
            Ok(log) => Err(LiveError::Version { version: log.v }),
            Err(e) => match serde_json::from_slice::<VersionOnly>(bytes) {
                Ok(VersionOnly { v }) if v != PROTOCOL_VERSION => {
                    Err(LiveError::Version { version: v })
                }
                _ => Err(LiveError::garbled(&e)),
            },
        }
    }

    /// The message's bytes.
    pub fn to_wire(&self) -> Vec<u8> {
        to_json(self)
    }
}

/// What an invited player sends the host to be seated: their key, their name, the seat
/// they would like, and the ticket that proves they hold the invite. Published retained on
/// the player's request topic ([`crate::topics::request`]), so a host that reconnects
/// still finds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatRequest {
    /// [`PROTOCOL_VERSION`].
    pub v: u32,
    /// The player's public key.
    pub key: String,
    /// The name to sit under.
    pub name: String,
    /// The seat asked for; when it is taken, or none is named, the first free one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    /// The gate key's signature over the table, the key and the name.
    pub ticket: String,
}

impl SeatRequest {
    /// Reads a request, refusing it unread when it is over [`MAX_REQUEST`].
    pub fn from_wire(bytes: &[u8]) -> Result<SeatRequest, LiveError> {
        if bytes.len() > MAX_REQUEST {
            return Err(LiveError::TooLarge { bytes: bytes.len() });
        }
        let request: SeatRequest =
            serde_json::from_slice(bytes).map_err(|e| LiveError::garbled(&e))?;
        if request.v != PROTOCOL_VERSION {
            return Err(LiveError::Version { version: request.v });
        }
        Ok(request)
    }

    /// The request's bytes.
    pub fn to_wire(&self) -> Vec<u8> {
        to_json(self)
    }
}
