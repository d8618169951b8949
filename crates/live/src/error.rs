//! Why a message, an invite or an entry was refused.

use std::fmt;

/// Everything the live protocol can refuse. Received messages that are refused are
/// ignored (never shown as moves); the messages here say why, for logs and the command
/// line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveError {
    /// The text given as an invite holds no table id.
    BadInvite {
        /// The start of the text.
        text: String,
    },
    /// A message over the size limit.
    TooLarge {
        /// Its size.
        bytes: usize,
    },
    /// A message that is not a table log.
    Garbled {
        /// What the parser said, with every control or hidden character escaped: the text
        /// quotes the message, which anyone may have written.
        reason: String,
    },
    /// A log that is not written in the one form every client writes it in: white space,
    /// escapes or an order of fields that only a hand could have put there.
    NotCanonical,
    /// A log of another protocol version.
    Version {
        /// The version it names.
        version: u32,
    },
    /// A log whose settings do not hash to the table's id.
    WrongTable,
    /// Settings no game can be played with.
    BadSettings {
        /// Why.
        reason: String,
    },
    /// A key that is not an Ed25519 public key in base64url.
    BadKey,
    /// A signature that does not verify for the entry's signer.
    BadSignature {
        /// The entry's index.
        index: usize,
    },
    /// A claim for a seat that is not free (or not there).
    SeatTaken {
        /// The seat.
        seat: usize,
    },
    /// A claim by a key that already holds a seat.
    AlreadySeated,
    /// A name that is empty, too long, or holds hidden or reordering characters.
    BadName,
    /// A claim or seat request without a valid ticket: the invite's secret is missing (a
    /// spectator's link) or belongs to another table.
    NoTicket,
    /// A claim or seat request once every seat is taken.
    TableFull,
    /// A seating signed by a key that is not the host's.
    NotHost,
    /// A move or resignation while seats are free or after the end.
    NotPlaying,
    /// A move at another ply than the next.
    OutOfOrder {
        /// Its ply.
        ply: usize,
        /// The next ply.
        expected: usize,
    },
    /// A move the rules refuse.
    IllegalMove {
        /// The rules' reason.
        reason: String,
    },
    /// A rematch before the end, or a second one.
    NotOver,
    /// A rematch by a key that holds no seat.
    NotSeated,
    /// A hand-over the table does not allow.
    CannotHandOver {
        /// The seat it names.
        seat: usize,
        /// Why not.
        reason: &'static str,
    },
    /// A take-back of a seat no computer stands in for.
    NoStandIn {
        /// The seat.
        seat: usize,
    },
    /// A table of another game than the device plays (a Loch Ness table opened on the
    /// Block Ness page).
    OtherGame {
        /// The table's game.
        game: crate::TableGame,
    },
    /// A Loch Ness table's commitment or draw that does not check out against the seats'
    /// chains.
    Chance {
        /// Why.
        reason: String,
    },
    /// This client does not sign with the seat's key: another one does (another tab of the
    /// same browser).
    SignsElsewhere,
    /// A proof of a key signing twice for one place that does not hold.
    BadProof {
        /// Why.
        reason: &'static str,
    },
    /// The broker sent bytes that are not MQTT, or refused the connection.
    Broker {
        /// What went wrong.
        reason: String,
    },
}

impl fmt::Display for LiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LiveError::BadInvite { text } => write!(
                f,
                "'{text}' is not a table invite: an invite is 32 hexadecimal digits, alone or after 'live=' in a page address"
            ),
            LiveError::TooLarge { bytes } => write!(
                f,
                "a message of {bytes} bytes is over the limit of {} bytes",
                crate::MAX_MESSAGE
            ),
            LiveError::Garbled { reason } => write!(f, "a message is not a table log: {reason}"),
            LiveError::NotCanonical => f.write_str(
                "a log is not written in the one form every client writes it in",
            ),
            LiveError::Version { version } => write!(
                f,
                "the table speaks version {version} of the live protocol; this program speaks version {}",
                crate::PROTOCOL_VERSION
            ),
            LiveError::WrongTable => f.write_str("a log's settings do not match the table's id"),
            LiveError::BadSettings { reason } => write!(f, "the table's settings are unusable: {reason}"),
            LiveError::BadKey => f.write_str("a key is not an Ed25519 public key in base64url"),
            LiveError::BadSignature { index } => write!(f, "entry {index} is not signed by its seat's key"),
            LiveError::SeatTaken { seat } => write!(f, "seat {} is not free", seat + 1),
            LiveError::AlreadySeated => f.write_str("that key already holds a seat at this table"),
            LiveError::BadName => write!(
                f,
                "a name must have 1 to {} characters, with no hidden, control or direction characters",
                crate::MAX_NAME
            ),
            LiveError::NoTicket => f.write_str(
                "a seat can only be taken with the invite link's secret: a spectator's link can only watch"
            ),
            LiveError::TableFull => f.write_str("every seat of the table is taken"),
            LiveError::NotHost => f.write_str("only the table's host can seat a player"),
            LiveError::NotPlaying => f.write_str("no move can be played now: seats are free or the game is over"),
            LiveError::OutOfOrder { ply, expected } => {
                write!(f, "a move for ply {ply} came when ply {expected} is next")
            }
            LiveError::IllegalMove { reason } => write!(f, "an illegal move: {reason}"),
            LiveError::NotOver => f.write_str("a rematch can only follow the end of the game, once"),
            LiveError::NotSeated => f.write_str("only a seated player can call a rematch"),
            LiveError::CannotHandOver { seat, reason } => {
                write!(f, "seat {} cannot be handed to a computer: {reason}", seat + 1)
            }
            LiveError::NoStandIn { seat } => write!(
                f,
                "no computer plays seat {} for its player: there is nothing to take back",
                seat + 1
            ),
            LiveError::OtherGame { game } => write!(
                f,
                "the table plays {}: open it where that game is played",
                game.name()
            ),
            LiveError::Chance { reason } => write!(f, "the table's draw: {reason}"),
            LiveError::SignsElsewhere => {
                f.write_str("this seat is played by another client with the same key")
            }
            LiveError::BadProof { reason } => write!(f, "a proof of a double signature: {reason}"),
            LiveError::Broker { reason } => write!(f, "the broker: {reason}"),
        }
    }
}

impl std::error::Error for LiveError {}

impl LiveError {
    /// A message that could not be read, with the parser's words escaped: they quote the
    /// message (an unknown field's name, say), which may hold terminal escapes.
    pub(crate) fn garbled(error: &impl fmt::Display) -> LiveError {
        LiveError::Garbled {
            reason: crate::names::escaped(&error.to_string()),
        }
    }
}
