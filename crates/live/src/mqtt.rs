//! An MQTT 3.1.1 session without I/O: bytes in, events and bytes out. The page feeds it
//! a browser WebSocket, the command line a native one; the packets themselves are read
//! and written by the `mqttbytes` crate.

use bytes::BytesMut;
use mqttbytes::v4::{self, Connect, LastWill, Packet, Publish, Subscribe};
use mqttbytes::QoS;

use crate::{LiveError, MAX_MESSAGE};

/// The keep-alive asked of the broker, in seconds: the client pings at half of it, and
/// the broker publishes the last will when it hears nothing for one and a half times it.
pub const KEEP_ALIVE_SECS: u16 = 20;

/// The largest packet decoded. Larger ones are skipped unread (their payload could not be
/// a valid log anyway), so a flood of huge messages costs bandwidth, not memory.
const MAX_PACKET: usize = MAX_MESSAGE + 1024;

/// What the broker said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MqttEvent {
    /// The connection was accepted.
    Connected,
    /// A subscription was accepted.
    Subscribed,
    /// A message on a subscribed topic.
    Message {
        /// Its topic.
        topic: String,
        /// Its payload.
        payload: Vec<u8>,
    },
    /// The broker has a message we published with QoS 1 (its packet id).
    Acknowledged(u16),
    /// An answer to a ping.
    Pong,
    /// A message too large to read came and was skipped unread (its topic included).
    Oversized,
}

/// One connection's MQTT state: a buffer of bytes not yet framed and the packet ids.
#[derive(Debug, Default)]
pub struct MqttSession {
    buffer: BytesMut,
    /// Bytes of an oversized packet still to skip.
    skipping: usize,
    next_id: u16,
}

impl MqttSession {
    /// A session for a new connection.
    pub fn new() -> MqttSession {
        MqttSession::default()
    }

    /// The CONNECT packet: a clean session with `client_id`, and a retained last will.
    pub fn connect(client_id: &str, will: Option<(String, Vec<u8>)>) -> Vec<u8> {
        let mut connect = Connect::new(client_id);
        connect.keep_alive = KEEP_ALIVE_SECS;
        connect.clean_session = true;
        connect.last_will =
            will.map(|(topic, payload)| LastWill::new(topic, payload, QoS::AtMostOnce, true));
        write(|b| connect.write(b))
    }

    /// A SUBSCRIBE to `filters` at QoS 0 (logs are whole, so a lost one is made good by
    /// the next; the broker still delivers in order on one connection).
    pub fn subscribe(&mut self, filters: &[String]) -> Vec<u8> {
        let mut subscribe = Subscribe::empty_subscribe();
        for filter in filters {
            subscribe.add(filter.clone(), QoS::AtMostOnce);
        }
        subscribe.pkid = self.packet_id();
        write(|b| subscribe.write(b))
    }

    /// A PUBLISH at QoS 1 (the broker acknowledges it), retained or not. Returns the packet
    /// and its id.
    pub fn publish(&mut self, topic: &str, payload: &[u8], retain: bool) -> (Vec<u8>, u16) {
        let mut publish = Publish::new(topic, QoS::AtLeastOnce, payload.to_vec());
        publish.retain = retain;
        publish.pkid = self.packet_id();
        let id = publish.pkid;
        (write(|b| publish.write(b)), id)
    }

    /// A PUBLISH at QoS 0, retained: presence.
    pub fn publish_retained_once(topic: &str, payload: &[u8]) -> Vec<u8> {
        let mut publish = Publish::new(topic, QoS::AtMostOnce, payload.to_vec());
        publish.retain = true;
        write(|b| publish.write(b))
    }

    /// A PINGREQ.
    pub fn ping() -> Vec<u8> {
        vec![0xC0, 0x00]
    }

    /// A DISCONNECT: the broker then drops the last will.
    pub fn disconnect() -> Vec<u8> {
        vec![0xE0, 0x00]
    }

    /// Takes bytes from the broker. Returns the events of every whole packet in them and
    /// the bytes to send back (acknowledgements). An error means the stream is not MQTT
    /// or the broker refused the connection: close it and connect again.
    pub fn receive(&mut self, bytes: &[u8]) -> Result<(Vec<MqttEvent>, Vec<u8>), LiveError> {
        self.receive_with(bytes.len(), |at, len| bytes[at..at + len].to_vec())
    }

    /// [`MqttSession::receive`] for a message of `total` bytes that stays where it is (a
    /// browser's array buffer) until `copy(at, len)` brings a range of it over. Only what a
    /// packet within the size limit needs is ever copied: a packet over the limit is told
    /// by its header and skipped unread ([`MqttEvent::Oversized`]), so a hostile message of
    /// any size costs a few header bytes.
    pub fn receive_with(
        &mut self,
        total: usize,
        mut copy: impl FnMut(usize, usize) -> Vec<u8>,
    ) -> Result<(Vec<MqttEvent>, Vec<u8>), LiveError> {
        let mut events = Vec::new();
        let mut reply = Vec::new();
        let mut at = 0;
        while at < total {
            if self.skipping > 0 {
                let skip = self.skipping.min(total - at);
                self.skipping -= skip;
                at += skip;
                continue;
            }
            // What the packet being read still needs, as far as its header tells: its
            // whole frame once the header is in, else the header's longest form.
            let want = match frame_length(&self.buffer) {
                Some(frame) => frame.saturating_sub(self.buffer.len()).max(1),
                None if self.buffer.len() >= 5 => {
                    return Err(LiveError::Broker {
                        reason: "bytes that are not MQTT (a malformed length)".into(),
                    })
                }
                None => 5 - self.buffer.len(),
            };
            let take = want.min(total - at);
            self.buffer.extend_from_slice(&copy(at, take));
            at += take;
            self.read_packets(&mut events, &mut reply)?;
        }
        Ok((events, reply))
    }

    /// Reads every whole packet in the buffer; a packet over the limit is skipped.
    fn read_packets(
        &mut self,
        events: &mut Vec<MqttEvent>,
        reply: &mut Vec<u8>,
    ) -> Result<(), LiveError> {
        while let Some(frame) = frame_length(&self.buffer) {
            if frame > MAX_PACKET {
                events.push(MqttEvent::Oversized);
                let here = frame.min(self.buffer.len());
                let _ = self.buffer.split_to(here);
                self.skipping = frame - here;
                if self.skipping > 0 {
                    return Ok(());
                }
                continue;
            }
            if self.buffer.len() < frame {
                return Ok(());
            }
            // The MQTT library's own error names are left out: their formatting code would be
            // shipped in every table module for a message that only says the broker is broken.
            let packet = v4::read(&mut self.buffer, MAX_PACKET).map_err(|_| LiveError::Broker {
                reason: "bytes that are not MQTT".into(),
            })?;
            match packet {
                Packet::ConnAck(ack) => {
                    if ack.code == v4::ConnectReturnCode::Success {
                        events.push(MqttEvent::Connected);
                    } else {
                        return Err(LiveError::Broker {
                            reason: format!(
                                "the connection was refused (MQTT return code {})",
                                ack.code as u8
                            ),
                        });
                    }
                }
                Packet::SubAck(_) => events.push(MqttEvent::Subscribed),
                Packet::PubAck(ack) => events.push(MqttEvent::Acknowledged(ack.pkid)),
                Packet::PingResp => events.push(MqttEvent::Pong),
                Packet::Publish(publish) => {
                    if publish.qos == QoS::AtLeastOnce {
                        let ack = v4::PubAck::new(publish.pkid);
                        reply.extend(write(|b| ack.write(b)));
                    }
                    events.push(MqttEvent::Message {
                        topic: publish.topic,
                        payload: publish.payload.to_vec(),
                    });
                }
                // Nothing else is sent to a subscriber that asked for QoS 0 and 1.
                _ => {}
            }
        }
        Ok(())
    }

    fn packet_id(&mut self) -> u16 {
        self.next_id = self.next_id.checked_add(1).unwrap_or(1);
        self.next_id
    }
}

/// A packet's whole length from its fixed header, if the header is all there.
fn frame_length(buffer: &[u8]) -> Option<usize> {
    let mut length = 0usize;
    for (i, byte) in buffer.iter().skip(1).take(4).enumerate() {
        length |= ((byte & 0x7F) as usize) << (7 * i);
        if byte & 0x80 == 0 {
            return Some(1 + (i + 1) + length);
        }
    }
    None
}

fn write(f: impl FnOnce(&mut BytesMut) -> Result<usize, mqttbytes::Error>) -> Vec<u8> {
    let mut buffer = BytesMut::new();
    // Writing only fails for topics or payloads past MQTT's limits, which ours never reach.
    let _ = f(&mut buffer);
    buffer.to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn incoming_publish(topic: &str, payload: &[u8]) -> Vec<u8> {
        let publish = Publish::new(topic, QoS::AtMostOnce, payload.to_vec());
        write(|b| publish.write(b))
    }

    #[test]
    fn packets_split_anywhere_come_out_whole() {
        let mut bytes = vec![0x20, 0x02, 0x00, 0x00]; // CONNACK accepted
        bytes.extend(incoming_publish("a/b", b"hello"));
        bytes.extend([0xD0, 0x00]); // PINGRESP
        for cut in 0..bytes.len() {
            let mut session = MqttSession::new();
            let (mut events, _) = session.receive(&bytes[..cut]).unwrap();
            events.extend(session.receive(&bytes[cut..]).unwrap().0);
            assert_eq!(
                events,
                vec![
                    MqttEvent::Connected,
                    MqttEvent::Message {
                        topic: "a/b".into(),
                        payload: b"hello".to_vec()
                    },
                    MqttEvent::Pong
                ]
            );
        }
    }

    #[test]
    fn an_oversized_packet_is_never_copied() {
        let mut bytes = incoming_publish("a/b", &vec![b'x'; 10 * MAX_PACKET]);
        bytes.extend(incoming_publish("a/b", b"next"));
        let mut session = MqttSession::new();
        let mut copied = 0;
        let (events, _) = session
            .receive_with(bytes.len(), |at, len| {
                copied += len;
                bytes[at..at + len].to_vec()
            })
            .unwrap();
        assert_eq!(events.len(), 2);
        assert_eq!(events[0], MqttEvent::Oversized);
        assert!(copied < 32, "{copied} bytes copied");
    }

    #[test]
    fn an_oversized_packet_is_skipped_and_the_next_read() {
        let mut bytes = incoming_publish("a/b", &vec![b'x'; MAX_PACKET + 10]);
        bytes.extend(incoming_publish("a/b", b"next"));
        for chunk in [7usize, 1000, bytes.len()] {
            let mut session = MqttSession::new();
            let mut events = Vec::new();
            for part in bytes.chunks(chunk) {
                events.extend(session.receive(part).unwrap().0);
            }
            assert_eq!(
                events,
                vec![
                    MqttEvent::Oversized,
                    MqttEvent::Message {
                        topic: "a/b".into(),
                        payload: b"next".to_vec()
                    }
                ]
            );
        }
    }

    #[test]
    fn a_qos1_message_is_acknowledged_and_a_refusal_is_an_error() {
        let mut publish = Publish::new("t", QoS::AtLeastOnce, b"p".to_vec());
        publish.pkid = 9;
        let bytes = write(|b| publish.write(b));
        let (_, reply) = MqttSession::new().receive(&bytes).unwrap();
        assert_eq!(reply, vec![0x40, 0x02, 0x00, 0x09]);
        assert!(MqttSession::new()
            .receive(&[0x20, 0x02, 0x00, 0x05])
            .is_err());
        assert!(MqttSession::new().receive(&[0x00, 0x00]).is_err());
    }
}
