//! A seek: one player's wish for a game, published retained on the lobby, signed by the
//! key they will sit with.

use serde::{Deserialize, Serialize};

use crate::domain::DOMAIN;
use crate::{names, LiveError, PublicKey, SeatKey, TableGame, PROTOCOL_VERSION};

/// The largest seek read, in bytes (a seek naming four keys is about 500 bytes).
pub const MAX_SEEK: usize = 2048;

/// The game a seek asks for. Only seeks of one class are paired.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct SeekClass {
    /// The game (Block Ness when left out). A program built without that game finds the
    /// class unplayable, so it never pairs for it.
    #[serde(default, skip_serializing_if = "TableGame::is_block_ness")]
    pub game: TableGame,
    /// Number of seats, 2 to 4 (Loch Ness: 2 to 5).
    pub players: u8,
    /// The expert variant.
    pub expert: bool,
    /// The swap option (two players).
    pub swap: bool,
    /// The built-in edition.
    pub edition: String,
}

impl SeekClass {
    /// Whether a table can be made of this class: for Block Ness 2 to 4 seats, the swap
    /// option with two, a built-in edition; for Loch Ness 2 to 5 seats and none of Block
    /// Ness's options; in both cases a game this program was built with.
    pub fn is_playable(&self) -> bool {
        if !crate::games::is_played(self.game) {
            return false;
        }
        match self.game {
            TableGame::BlockNess => {
                (2..=4).contains(&self.players)
                    && (!self.swap || self.players == 2)
                    && crate::games::is_built_in_edition(&self.edition)
            }
            TableGame::LochNess => {
                (2..=5).contains(&self.players)
                    && !self.swap
                    && !self.expert
                    && self.edition.is_empty()
            }
        }
    }

    /// The class as a seek's signature and a group's table cover it. A Block Ness class
    /// is written as it was before Loch Ness came.
    pub(crate) fn signed_text(&self) -> String {
        let block = format!(
            "{}:{}:{}:{}",
            self.players, self.expert, self.swap, self.edition
        );
        match self.game {
            TableGame::BlockNess => block,
            TableGame::LochNess => format!("lochness:{block}"),
        }
    }
}

/// One player's seek, as it travels on their lobby topic.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seek {
    /// [`PROTOCOL_VERSION`].
    pub v: u32,
    /// The seeker's public key: the key they will sit with.
    pub key: String,
    /// The name they will sit under.
    pub name: String,
    /// The game they ask for.
    #[serde(flatten)]
    pub class: SeekClass,
    /// When the seek was last published, in milliseconds since the Unix epoch on the
    /// seeker's clock: a seek not published again for a while is stale.
    pub at: u64,
    /// The group the seeker proposes to play with (every member's key, sorted, its own
    /// included); empty while it proposes none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub with: Vec<String>,
    /// How many groups the seeker has proposed: a group proposed again, after another,
    /// is a new proposal, which earlier agreements do not count for.
    #[serde(default)]
    pub round: u32,
    /// For a member of `with` that is not its leader (the lowest key): the leader's
    /// `round` it agrees to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<u32>,
    /// The seeker has gone to the table of `with`: every member proposed it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub seated: bool,
    /// The seeker has left the lobby without a table. Only a seeker's signed word takes it
    /// out of the others' pools: an empty message on its topic, which anyone can send,
    /// does not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub left: bool,
    /// The seeker's signature over all of the above.
    pub sig: String,
}

impl Seek {
    /// A seek signed by `key`.
    #[allow(clippy::too_many_arguments)]
    pub fn signed(
        key: &SeatKey,
        name: &str,
        class: &SeekClass,
        at: u64,
        with: &[String],
        (round, to): (u32, Option<u32>),
        seated: bool,
    ) -> Seek {
        let mut seek = Seek {
            v: PROTOCOL_VERSION,
            key: key.public().to_string(),
            name: name.to_string(),
            class: class.clone(),
            at,
            with: with.to_vec(),
            round,
            to,
            seated,
            left: false,
            sig: String::new(),
        };
        seek.sig = key.sign_bytes(&seek.signed_bytes());
        seek
    }

    /// The seek of `key` saying, at `at`, that it left the lobby without a table.
    pub fn leaving(key: &SeatKey, name: &str, class: &SeekClass, at: u64) -> Seek {
        let mut seek = Seek::signed(key, name, class, at, &[], (0, None), false);
        seek.left = true;
        seek.sig = key.sign_bytes(&seek.signed_bytes());
        seek
    }

    /// What the signature covers: the domain, what the seek says (`seek`, or `seek-left`
    /// for a seeker that left), and every field but the signature.
    fn signed_bytes(&self) -> Vec<u8> {
        let text = format!(
            "{}:{}:{}:{}:{}:{}:{}:{}:{}",
            if self.left { "seek-left" } else { "seek" },
            self.key,
            self.class.signed_text(),
            self.at,
            self.with.join(","),
            self.round,
            self.to.map_or(String::new(), |r| r.to_string()),
            self.seated,
            self.name
        );
        let mut bytes = DOMAIN.to_vec();
        bytes.extend_from_slice(text.as_bytes());
        bytes
    }

    /// Reads a seek and checks it: the size, the version, the key and its signature, the
    /// name, the class, and a group of the class's size that holds the seeker's key.
    /// Returns the seek with its key.
    pub fn from_wire(bytes: &[u8]) -> Result<(Seek, PublicKey), LiveError> {
        if bytes.len() > MAX_SEEK {
            return Err(LiveError::TooLarge { bytes: bytes.len() });
        }
        let seek: Seek = serde_json::from_slice(bytes).map_err(|e| LiveError::garbled(&e))?;
        if seek.v != PROTOCOL_VERSION {
            return Err(LiveError::Version { version: seek.v });
        }
        let key = PublicKey::parse(&seek.key)?;
        names::check(&seek.name)?;
        if !seek.class.is_playable() {
            return Err(LiveError::BadSettings {
                reason: "a seek asks for a game no table can be made of".into(),
            });
        }
        if !seek.with.is_empty() {
            let sorted = seek.with.windows(2).all(|w| w[0] < w[1]);
            if seek.with.len() != usize::from(seek.class.players)
                || !sorted
                || !seek.with.contains(&seek.key)
            {
                return Err(LiveError::BadSettings {
                    reason: "a seek proposes a group that is not one of its class".into(),
                });
            }
            for member in &seek.with {
                PublicKey::parse(member)?;
            }
        }
        if seek.seated && seek.with.is_empty() {
            return Err(LiveError::BadSettings {
                reason: "a seek is seated with nobody".into(),
            });
        }
        if !key.verifies_bytes(&seek.signed_bytes(), &seek.sig) {
            return Err(LiveError::BadSignature { index: 0 });
        }
        Ok((seek, key))
    }

    /// The seek's bytes.
    pub fn to_wire(&self) -> Vec<u8> {
        crate::log::to_json(self)
    }
}
