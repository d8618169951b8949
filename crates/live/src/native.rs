//! A blocking MQTT-over-WebSocket connection for native programs (feature `native`).
//!
//! The page talks to the broker through the browser's WebSocket; the command line needs a
//! socket of its own. [`Connection`] opens one (`ws://`, or `wss://` checked against the
//! Web PKI roots), asks for the `mqtt` subprotocol that brokers such as Mosquitto insist
//! on, and runs an [`MqttSession`] over it: one thread per connection, every wait bounded
//! by a timeout, every failure a [`NativeError`] of one line.

mod error;
mod transport;

use std::collections::{BTreeSet, VecDeque};
use std::fmt;
use std::io;
use std::time::{Duration, Instant};

use tungstenite::client::IntoClientRequest;
use tungstenite::http::HeaderValue;
use tungstenite::protocol::WebSocketConfig;
use tungstenite::{Message, WebSocket};

use crate::{MqttEvent, MqttSession, KEEP_ALIVE_SECS};
pub use error::NativeError;
use error::{handshake_error, socket_error};
pub use transport::BrokerUrl;
use transport::{open_tcp, open_tls, Stream};

/// How long a write to the broker may block before the connection is given up: a broker
/// that takes no bytes for this long is as good as gone.
const WRITE_TIMEOUT: Duration = Duration::from_secs(30);

/// One MQTT connection over a WebSocket, driven by the thread that owns it.
///
/// Events that arrive while the owner waits for something else (a SUBACK, a PUBACK) are
/// kept and handed out by [`Connection::next_event`] in their order.
pub struct Connection {
    socket: WebSocket<Stream>,
    session: MqttSession,
    queue: VecDeque<MqttEvent>,
    unacknowledged: BTreeSet<u16>,
    last_sent: Instant,
    last_heard: Instant,
    ping_sent: Option<Instant>,
    /// A message too large to read was skipped.
    oversized: bool,
}

impl fmt::Debug for Connection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Connection")
            .field("queued", &self.queue.len())
            .field("unacknowledged", &self.unacknowledged)
            .finish()
    }
}

impl Connection {
    /// Connects to the broker at `url` as `client_id` with an optional retained last
    /// will, and returns once the broker has accepted the MQTT connection (its CONNACK),
    /// or fails after `timeout`.
    pub fn connect(
        url: &str,
        client_id: &str,
        will: Option<(String, Vec<u8>)>,
        timeout: Duration,
    ) -> Result<Connection, NativeError> {
        let deadline = Instant::now() + timeout;
        let broker = BrokerUrl::parse(url)?;
        let tcp = open_tcp(&broker, timeout)?;
        let handshake_timeout = remaining(deadline).max(Duration::from_millis(1));
        let _ = tcp.set_read_timeout(Some(handshake_timeout));
        let _ = tcp.set_write_timeout(Some(WRITE_TIMEOUT));
        let _ = tcp.set_nodelay(true);
        let stream = if broker.tls {
            Stream::Tls(Box::new(open_tls(&broker, tcp)?))
        } else {
            Stream::Plain(tcp)
        };
        let mut request =
            broker
                .url
                .as_str()
                .into_client_request()
                .map_err(|e| NativeError::BadUrl {
                    url: broker.url.clone(),
                    reason: e.to_string(),
                })?;
        request
            .headers_mut()
            .insert("Sec-WebSocket-Protocol", HeaderValue::from_static("mqtt"));
        // Small buffers: a load test holds a thousand of these, and a table log is a few KiB.
        let config = WebSocketConfig::default()
            .read_buffer_size(16 * 1024)
            .write_buffer_size(0);
        let (socket, _) = tungstenite::client::client_with_config(request, stream, Some(config))
            .map_err(|e| handshake_error(&broker.url, e))?;
        let now = Instant::now();
        let mut connection = Connection {
            socket,
            session: MqttSession::new(),
            queue: VecDeque::new(),
            unacknowledged: BTreeSet::new(),
            last_sent: now,
            last_heard: now,
            ping_sent: None,
            oversized: false,
        };
        connection.send(MqttSession::connect(client_id, will))?;
        loop {
            if let Some(at) = connection
                .queue
                .iter()
                .position(|e| *e == MqttEvent::Connected)
            {
                connection.queue.remove(at);
                return Ok(connection);
            }
            if !connection.pump(deadline)? {
                return Err(NativeError::TimedOut {
                    what: "the broker to accept the MQTT connection".into(),
                });
            }
        }
    }

    /// Subscribes to `filters` and waits for the broker's SUBACK (retained messages come
    /// after it).
    pub fn subscribe(&mut self, filters: &[String], timeout: Duration) -> Result<(), NativeError> {
        let deadline = Instant::now() + timeout;
        let packet = self.session.subscribe(filters);
        self.send(packet)?;
        loop {
            if let Some(at) = self.queue.iter().position(|e| *e == MqttEvent::Subscribed) {
                self.queue.remove(at);
                return Ok(());
            }
            if !self.pump(deadline)? {
                return Err(NativeError::TimedOut {
                    what: "the broker to accept the subscription".into(),
                });
            }
        }
    }

    /// Publishes `payload` on `topic` at QoS 1 and returns the packet id without waiting
    /// for the broker's acknowledgement (see [`Connection::wait_acknowledged`]).
    pub fn publish(
        &mut self,
        topic: &str,
        payload: &[u8],
        retain: bool,
    ) -> Result<u16, NativeError> {
        let (packet, id) = self.session.publish(topic, payload, retain);
        self.send(packet)?;
        self.unacknowledged.insert(id);
        Ok(id)
    }

    /// Publishes a retained message at QoS 0 (presence: the next one replaces it anyway).
    pub fn publish_retained_once(
        &mut self,
        topic: &str,
        payload: &[u8],
    ) -> Result<(), NativeError> {
        self.send(MqttSession::publish_retained_once(topic, payload))
    }

    /// How many QoS 1 publications the broker has not acknowledged yet.
    pub fn unacknowledged(&self) -> usize {
        self.unacknowledged.len()
    }

    /// Waits until the broker has acknowledged every publication made so far.
    pub fn wait_acknowledged(&mut self, timeout: Duration) -> Result<(), NativeError> {
        let deadline = Instant::now() + timeout;
        while !self.unacknowledged.is_empty() {
            if !self.pump(deadline)? {
                return Err(NativeError::TimedOut {
                    what: "the broker to acknowledge a publication".into(),
                });
            }
        }
        Ok(())
    }

    /// The next event from the broker, or `None` when nothing came within `timeout` (with
    /// a zero timeout: when nothing had arrived yet).
    /// Keeps the connection alive meanwhile: a PINGREQ goes out after half the keep-alive
    /// of silence on our side, and a broker silent for a whole keep-alive after a ping is
    /// taken for gone.
    pub fn next_event(&mut self, timeout: Duration) -> Result<Option<MqttEvent>, NativeError> {
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(event) = self.queue.pop_front() {
                return Ok(Some(event));
            }
            if !self.pump(deadline)? {
                return Ok(None);
            }
        }
    }

    /// The next message on a subscribed topic, as (topic, payload), or `None` when none
    /// came within `timeout`; other events are taken in on the way.
    pub fn next_message(
        &mut self,
        timeout: Duration,
    ) -> Result<Option<(String, Vec<u8>)>, NativeError> {
        let deadline = Instant::now() + timeout;
        loop {
            match self.next_event(remaining(deadline))? {
                Some(MqttEvent::Message { topic, payload }) => return Ok(Some((topic, payload))),
                Some(MqttEvent::Oversized) => self.oversized = true,
                Some(_) => {}
                None => return Ok(None),
            }
        }
    }

    /// Whether a message too large to read was skipped since the last call (it may have
    /// replaced a retained log: the caller's client owes its own, see
    /// [`crate::TableClient::oversized`]).
    pub fn take_oversized(&mut self) -> bool {
        std::mem::take(&mut self.oversized)
    }

    /// Sends a PINGREQ and waits for its PINGRESP, keeping what arrives meanwhile. A
    /// broker answers in order, so once this returns, every retained message of the
    /// subscriptions made before it is in hand: it tells "no retained log" from "not yet".
    pub fn sync(&mut self, timeout: Duration) -> Result<(), NativeError> {
        let deadline = Instant::now() + timeout;
        // A pong still queued from an earlier keep-alive ping would answer too early.
        self.queue.retain(|e| *e != MqttEvent::Pong);
        self.send(MqttSession::ping())?;
        self.ping_sent = Some(Instant::now());
        loop {
            if let Some(at) = self.queue.iter().position(|e| *e == MqttEvent::Pong) {
                self.queue.remove(at);
                return Ok(());
            }
            if !self.pump(deadline)? {
                return Err(NativeError::TimedOut {
                    what: "the broker to answer a ping".into(),
                });
            }
        }
    }

    /// Says goodbye: an MQTT DISCONNECT (the broker then drops the last will) and a
    /// WebSocket close. Failures are ignored: the connection is being dropped anyway.
    pub fn disconnect(mut self) {
        let _ = self.send(MqttSession::disconnect());
        let _ = self.socket.close(None);
        let _ = self.socket.flush();
    }

    /// Sends bytes as one binary WebSocket message.
    fn send(&mut self, bytes: Vec<u8>) -> Result<(), NativeError> {
        self.socket
            .send(Message::binary(bytes))
            .map_err(|e| socket_error(e, "writing to the broker"))?;
        self.last_sent = Instant::now();
        Ok(())
    }

    /// Reads what the broker sends until `deadline`, at most one WebSocket message, and
    /// queues its events. Returns whether anything arrived; pings when it is time.
    fn pump(&mut self, deadline: Instant) -> Result<bool, NativeError> {
        let ping_every = Duration::from_secs(u64::from(KEEP_ALIVE_SECS) / 2);
        let dead_after = Duration::from_secs(u64::from(KEEP_ALIVE_SECS));
        loop {
            let now = Instant::now();
            if let Some(sent) = self.ping_sent {
                if self.last_heard < sent && now.duration_since(sent) >= dead_after {
                    return Err(NativeError::TimedOut {
                        what: "the broker to answer a ping".into(),
                    });
                }
            }
            if now.duration_since(self.last_sent) >= ping_every {
                self.send(MqttSession::ping())?;
                self.ping_sent = Some(Instant::now());
            }
            // Past the deadline, only what has already arrived is read, without waiting.
            let poll_only = now >= deadline;
            let tcp = self.socket.get_ref().tcp();
            if poll_only {
                let _ = tcp.set_nonblocking(true);
            } else {
                let wake = deadline.min(self.last_sent + ping_every);
                let wait = wake
                    .saturating_duration_since(now)
                    .max(Duration::from_millis(1));
                let _ = tcp.set_read_timeout(Some(wait));
            }
            let read = self.socket.read();
            if poll_only {
                let _ = self.socket.get_ref().tcp().set_nonblocking(false);
            }
            let message = match read {
                Ok(message) => message,
                Err(tungstenite::Error::Io(e))
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) =>
                {
                    if poll_only {
                        return Ok(false);
                    }
                    continue;
                }
                Err(e) => return Err(socket_error(e, "reading from the broker")),
            };
            self.last_heard = Instant::now();
            let bytes = match message {
                Message::Binary(bytes) => bytes.to_vec(),
                // MQTT travels in binary messages; a text one is read the same way rather
                // than refused, since its bytes are all that matter.
                Message::Text(text) => text.as_bytes().to_vec(),
                Message::Close(frame) => {
                    return Err(NativeError::Closed {
                        reason: match frame {
                            Some(frame) if !frame.reason.is_empty() => {
                                format!("the broker closed it ({})", frame.reason)
                            }
                            _ => "the broker closed it".into(),
                        },
                    })
                }
                Message::Ping(_) | Message::Pong(_) | Message::Frame(_) => return Ok(true),
            };
            let (events, reply) = self
                .session
                .receive(&bytes)
                .map_err(|e| NativeError::Mqtt {
                    reason: e.to_string(),
                })?;
            if !reply.is_empty() {
                self.send(reply)?;
            }
            for event in events {
                if let MqttEvent::Acknowledged(id) = event {
                    self.unacknowledged.remove(&id);
                }
                self.queue.push_back(event);
            }
            return Ok(true);
        }
    }
}

/// Time left until `deadline` (zero once it has passed).
fn remaining(deadline: Instant) -> Duration {
    deadline.saturating_duration_since(Instant::now())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::net::TcpListener;

    #[test]
    fn broker_addresses_are_read_or_refused() {
        let url = BrokerUrl::parse("ws://127.0.0.1:9001").unwrap();
        assert_eq!(
            (url.host.as_str(), url.port, url.tls),
            ("127.0.0.1", 9001, false)
        );
        let url = BrokerUrl::parse("wss://broker.example.org/mqtt").unwrap();
        assert_eq!(
            (url.host.as_str(), url.port, url.tls),
            ("broker.example.org", 443, true)
        );
        let url = BrokerUrl::parse("ws://[::1]:8080/").unwrap();
        assert_eq!((url.host.as_str(), url.port), ("::1", 8080));
        for bad in ["", "127.0.0.1:9001", "http://h:1", "ws://", "not a url"] {
            assert!(
                matches!(BrokerUrl::parse(bad), Err(NativeError::BadUrl { .. })),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_closed_port_is_a_connect_error() {
        let port = {
            let listener = TcpListener::bind("127.0.0.1:0").unwrap();
            listener.local_addr().unwrap().port()
        };
        let error = Connection::connect(
            &format!("ws://127.0.0.1:{port}"),
            "t",
            None,
            Duration::from_secs(5),
        )
        .unwrap_err();
        assert!(matches!(error, NativeError::Connect { .. }), "{error}");
        assert!(!error.to_string().contains('\n'));
    }

    #[test]
    fn a_server_that_is_not_a_websocket_is_a_handshake_error() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let server = std::thread::spawn(move || {
            let (mut socket, _) = listener.accept().unwrap();
            let mut request = [0u8; 1024];
            let _ = socket.read(&mut request);
            let _ = socket.write_all(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
        });
        let error = Connection::connect(
            &format!("ws://127.0.0.1:{port}/"),
            "t",
            None,
            Duration::from_secs(5),
        )
        .unwrap_err();
        server.join().unwrap();
        assert!(matches!(error, NativeError::Handshake { .. }), "{error}");
        assert!(error.to_string().contains("404"), "{error}");
    }

    #[test]
    fn a_silent_server_is_a_timeout() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let error = Connection::connect(
            &format!("ws://127.0.0.1:{port}/"),
            "t",
            None,
            Duration::from_millis(300),
        )
        .unwrap_err();
        drop(listener);
        assert!(matches!(error, NativeError::TimedOut { .. }), "{error}");
    }
}
