//! Why a broker connection failed, in one line each.

use std::fmt;
use std::io;

use tungstenite::error::ProtocolError;
use tungstenite::handshake::{HandshakeError, HandshakeRole};

/// Why a connection could not be made or could not go on. Each one displays as one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NativeError {
    /// The broker's address is not a `ws://` or `wss://` URL.
    BadUrl {
        /// The address given.
        url: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The broker's host name did not resolve.
    Resolve {
        /// The host.
        host: String,
        /// What the resolver said.
        reason: String,
    },
    /// No TCP connection could be made (nothing listens there, or it is unreachable).
    Connect {
        /// The host and port.
        address: String,
        /// What the system said.
        reason: String,
    },
    /// The TLS handshake of a `wss://` address failed.
    Tls {
        /// The host.
        host: String,
        /// What TLS said.
        reason: String,
    },
    /// The server did not accept a WebSocket carrying MQTT.
    Handshake {
        /// The address.
        url: String,
        /// What the server answered.
        reason: String,
    },
    /// The broker sent bytes that are not MQTT, or refused the MQTT connection.
    Mqtt {
        /// Why.
        reason: String,
    },
    /// Something the broker should have done did not happen in time.
    TimedOut {
        /// What was awaited.
        what: String,
    },
    /// The broker closed the connection, or it broke.
    Closed {
        /// How.
        reason: String,
    },
}

impl fmt::Display for NativeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NativeError::BadUrl { url, reason } => {
                write!(f, "'{url}' is not a broker address ({reason}); give ws://HOST:PORT or wss://HOST[:PORT][/PATH]")
            }
            NativeError::Resolve { host, reason } => {
                write!(f, "the broker's host '{host}' cannot be found: {reason}")
            }
            NativeError::Connect { address, reason } => {
                write!(f, "the broker at {address} cannot be reached: {reason}")
            }
            NativeError::Tls { host, reason } => {
                write!(f, "the secure connection to {host} failed: {reason}")
            }
            NativeError::Handshake { url, reason } => {
                write!(f, "{url} is not an MQTT-over-WebSocket broker: {reason}")
            }
            NativeError::Mqtt { reason } => write!(f, "the broker's MQTT: {reason}"),
            NativeError::TimedOut { what } => write!(f, "timed out waiting for {what}"),
            NativeError::Closed { reason } => write!(f, "the broker connection ended: {reason}"),
        }
    }
}

impl std::error::Error for NativeError {}

/// Names what went wrong in the WebSocket upgrade.
pub(super) fn handshake_error(url: &str, error: HandshakeError<impl HandshakeRole>) -> NativeError {
    let failure = match error {
        HandshakeError::Interrupted(_) => {
            return NativeError::TimedOut {
                what: format!("the WebSocket handshake with {url}"),
            }
        }
        HandshakeError::Failure(failure) => failure,
    };
    let reason = match failure {
        tungstenite::Error::Http(response) => format!(
            "it answered HTTP {} instead of switching to a WebSocket",
            response.status()
        ),
        tungstenite::Error::Protocol(ProtocolError::SecWebSocketSubProtocolError(_)) => {
            "it did not agree to the WebSocket subprotocol 'mqtt'".into()
        }
        tungstenite::Error::Io(e)
            if matches!(
                e.kind(),
                io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
            ) =>
        {
            return NativeError::TimedOut {
                what: format!("the WebSocket handshake with {url}"),
            }
        }
        tungstenite::Error::Io(e) => format!("the connection failed during the upgrade: {e}"),
        other => one_line(&other.to_string()),
    };
    NativeError::Handshake {
        url: url.to_string(),
        reason,
    }
}

/// Names a failure of an open connection.
pub(super) fn socket_error(error: tungstenite::Error, doing: &str) -> NativeError {
    match error {
        tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed => {
            NativeError::Closed {
                reason: "the WebSocket was closed".into(),
            }
        }
        tungstenite::Error::Io(e)
            if matches!(
                e.kind(),
                io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
            ) =>
        {
            NativeError::TimedOut {
                what: format!("{doing} (the broker takes no data)"),
            }
        }
        tungstenite::Error::Io(e) => NativeError::Closed {
            reason: format!("{doing}: {e}"),
        },
        other => NativeError::Closed {
            reason: format!("{doing}: {}", one_line(&other.to_string())),
        },
    }
}

/// Messages from other crates may hold line breaks; ours are one line each.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
