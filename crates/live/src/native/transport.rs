//! The socket under a broker connection: the address, TCP, and TLS for `wss://`.

use std::io::{self, Read, Write};
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use tungstenite::http::Uri;

use super::NativeError;

/// A broker address taken apart: where to connect, and whether to speak TLS.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrokerUrl {
    /// The address as given (what the handshake requests).
    pub url: String,
    /// The host, without IPv6 brackets.
    pub host: String,
    /// The port (80 or 443 when the address names none).
    pub port: u16,
    /// Whether the scheme is `wss`.
    pub tls: bool,
}

impl BrokerUrl {
    /// Reads a `ws://` or `wss://` address.
    pub fn parse(url: &str) -> Result<BrokerUrl, NativeError> {
        let bad = |reason: &str| NativeError::BadUrl {
            url: url.chars().take(120).collect(),
            reason: reason.to_string(),
        };
        let uri: Uri = url.trim().parse().map_err(|_| bad("it cannot be read"))?;
        let tls = match uri.scheme_str() {
            Some("ws") => false,
            Some("wss") => true,
            Some(_) => return Err(bad("the scheme must be ws or wss")),
            None => return Err(bad("it has no scheme")),
        };
        let host = uri
            .host()
            .filter(|h| !h.is_empty())
            .ok_or_else(|| bad("it has no host"))?;
        let host = host
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_string();
        let port = uri.port_u16().unwrap_or(if tls { 443 } else { 80 });
        Ok(BrokerUrl {
            url: url.trim().to_string(),
            host,
            port,
            tls,
        })
    }
}

/// The socket under the WebSocket: plain TCP or TLS over TCP.
pub(super) enum Stream {
    Plain(TcpStream),
    Tls(Box<rustls::StreamOwned<rustls::ClientConnection, TcpStream>>),
}

impl Stream {
    pub(super) fn tcp(&self) -> &TcpStream {
        match self {
            Stream::Plain(tcp) => tcp,
            Stream::Tls(tls) => tls.get_ref(),
        }
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Stream::Plain(tcp) => tcp.read(buf),
            Stream::Tls(tls) => tls.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Stream::Plain(tcp) => tcp.write(buf),
            Stream::Tls(tls) => tls.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Stream::Plain(tcp) => tcp.flush(),
            Stream::Tls(tls) => tls.flush(),
        }
    }
}

/// Resolves the broker's host and connects to the first address that answers.
pub(super) fn open_tcp(broker: &BrokerUrl, timeout: Duration) -> Result<TcpStream, NativeError> {
    let address = format!("{}:{}", broker.host, broker.port);
    let addresses: Vec<SocketAddr> = (broker.host.as_str(), broker.port)
        .to_socket_addrs()
        .map_err(|e| NativeError::Resolve {
            host: broker.host.clone(),
            reason: e.to_string(),
        })?
        .collect();
    let mut last = None;
    for target in &addresses {
        match TcpStream::connect_timeout(target, timeout.max(Duration::from_millis(1))) {
            Ok(tcp) => return Ok(tcp),
            Err(e) => last = Some(e),
        }
    }
    Err(NativeError::Connect {
        address,
        reason: last.map_or_else(|| "the name has no address".to_string(), |e| e.to_string()),
    })
}

/// The TLS settings of every `wss://` connection: the Web PKI roots and ring's ciphers.
fn tls_config() -> Result<Arc<rustls::ClientConfig>, String> {
    static CONFIG: OnceLock<Result<Arc<rustls::ClientConfig>, String>> = OnceLock::new();
    CONFIG
        .get_or_init(|| {
            let roots = rustls::RootCertStore {
                roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
            };
            rustls::ClientConfig::builder_with_provider(Arc::new(
                rustls::crypto::ring::default_provider(),
            ))
            .with_safe_default_protocol_versions()
            .map(|builder| Arc::new(builder.with_root_certificates(roots).with_no_client_auth()))
            .map_err(|e| e.to_string())
        })
        .clone()
}

/// Runs the TLS handshake to the end before the WebSocket's, so that a certificate
/// problem is reported as one rather than as a broken upgrade.
pub(super) fn open_tls(
    broker: &BrokerUrl,
    mut tcp: TcpStream,
) -> Result<rustls::StreamOwned<rustls::ClientConnection, TcpStream>, NativeError> {
    let tls_error = |reason: String| NativeError::Tls {
        host: broker.host.clone(),
        reason,
    };
    let config = tls_config().map_err(tls_error)?;
    let name = rustls::pki_types::ServerName::try_from(broker.host.clone())
        .map_err(|e| tls_error(e.to_string()))?;
    let mut connection =
        rustls::ClientConnection::new(config, name).map_err(|e| tls_error(e.to_string()))?;
    while connection.is_handshaking() {
        connection.complete_io(&mut tcp).map_err(|e| {
            if matches!(
                e.kind(),
                io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
            ) {
                NativeError::TimedOut {
                    what: format!("the TLS handshake with {}", broker.host),
                }
            } else {
                tls_error(e.to_string())
            }
        })?;
    }
    Ok(rustls::StreamOwned::new(connection, tcp))
}
