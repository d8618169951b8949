//! A broker in memory for the session's tests: it reads the few MQTT 3.1.1 packets a
//! session sends (CONNECT, SUBSCRIBE, PUBLISH, PINGREQ, DISCONNECT), keeps retained
//! messages, forwards publications to the other subscribers and answers as a broker does,
//! so two or more sessions play through it exactly as through a real one.

use std::collections::BTreeMap;

use super::TableSession;

/// What speaks MQTT to the broker in memory: a table's session or a seeker.
pub trait Wired {
    /// The CONNECT of a new connection as `client_id`.
    fn connect_as(&mut self, client_id: &str) -> Vec<u8>;
    /// What it queued for the broker.
    fn outgoing(&mut self) -> Vec<Vec<u8>>;
    /// Takes what the broker sent, at `now_ms` by the devices' clock.
    fn deliver(&mut self, bytes: &[u8], now_ms: u64);
}

impl<S: TableSession> Wired for S {
    fn connect_as(&mut self, client_id: &str) -> Vec<u8> {
        self.connect(client_id)
    }

    fn outgoing(&mut self) -> Vec<Vec<u8>> {
        self.take_outgoing()
    }

    fn deliver(&mut self, bytes: &[u8], now_ms: u64) {
        self.receive(bytes, now_ms).expect("the broker speaks MQTT");
    }
}

/// One connected client: its subscriptions and the bytes waiting for it.
#[derive(Default)]
struct Client {
    filters: Vec<String>,
    inbox: Vec<u8>,
}

/// The broker.
#[derive(Default)]
pub struct FakeBroker {
    /// The devices' clock (milliseconds): every message is delivered at this time.
    pub now_ms: u64,
    retained: BTreeMap<String, Vec<u8>>,
    clients: Vec<Client>,
}

/// Whether `topic` matches the subscription `filter` (`+` for one level, `#` for the rest).
fn matches(filter: &str, topic: &str) -> bool {
    let mut f = filter.split('/');
    let mut t = topic.split('/');
    loop {
        match (f.next(), t.next()) {
            (Some("#"), _) => return true,
            (Some("+"), Some(_)) => {}
            (Some(a), Some(b)) if a == b => {}
            (None, None) => return true,
            _ => return false,
        }
    }
}

fn remaining_length(mut n: usize) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let mut byte = (n % 128) as u8;
        n /= 128;
        if n > 0 {
            byte |= 0x80;
        }
        out.push(byte);
        if n == 0 {
            return out;
        }
    }
}

/// A PUBLISH at QoS 0 from the broker.
fn publish(topic: &str, payload: &[u8], retain: bool) -> Vec<u8> {
    let mut body = (topic.len() as u16).to_be_bytes().to_vec();
    body.extend_from_slice(topic.as_bytes());
    body.extend_from_slice(payload);
    let mut out = vec![0x30 | u8::from(retain)];
    out.extend(remaining_length(body.len()));
    out.extend(body);
    out
}

fn string(bytes: &[u8], at: usize) -> (String, usize) {
    let len = usize::from(u16::from_be_bytes([bytes[at], bytes[at + 1]]));
    let text = String::from_utf8(bytes[at + 2..at + 2 + len].to_vec()).unwrap();
    (text, at + 2 + len)
}

impl FakeBroker {
    /// A new client's place.
    pub fn attach(&mut self) -> usize {
        self.clients.push(Client::default());
        self.clients.len() - 1
    }

    /// The client's connection drops: its subscriptions go.
    pub fn drop_client(&mut self, client: usize) {
        self.clients[client] = Client::default();
    }

    /// The broker restarts without persistence: every connection drops and nothing
    /// retained is left.
    pub fn restart(&mut self) {
        self.retained.clear();
        for client in &mut self.clients {
            *client = Client::default();
        }
    }

    /// The retained message on `topic`.
    pub fn retained(&self, topic: &str) -> Option<&[u8]> {
        self.retained.get(topic).map(Vec::as_slice)
    }

    /// Takes the bytes a client sent, packet by packet.
    pub fn take(&mut self, from: usize, mut bytes: &[u8]) {
        while !bytes.is_empty() {
            let mut length = 0usize;
            let mut i = 1;
            loop {
                let byte = bytes[i];
                length |= usize::from(byte & 0x7F) << (7 * (i - 1));
                i += 1;
                if byte & 0x80 == 0 {
                    break;
                }
            }
            let packet = &bytes[..i + length];
            self.packet(from, packet[0], &packet[i..]);
            bytes = &bytes[i + length..];
        }
    }

    fn packet(&mut self, from: usize, header: u8, body: &[u8]) {
        match header >> 4 {
            1 => self.clients[from].inbox.extend([0x20, 0x02, 0x00, 0x00]),
            8 => {
                let mut at = 2;
                let mut granted = vec![0x90];
                let mut codes = body[..2].to_vec();
                while at < body.len() {
                    let (filter, next) = string(body, at);
                    at = next + 1;
                    codes.push(0);
                    self.clients[from].filters.push(filter);
                }
                granted.extend(remaining_length(codes.len()));
                granted.extend(codes);
                self.clients[from].inbox.extend(granted);
                // What is retained follows the grant.
                let retained: Vec<(String, Vec<u8>)> = self
                    .retained
                    .iter()
                    .filter(|(topic, _)| {
                        self.clients[from].filters.iter().any(|f| matches(f, topic))
                    })
                    .map(|(t, p)| (t.clone(), p.clone()))
                    .collect();
                for (topic, payload) in retained {
                    self.clients[from]
                        .inbox
                        .extend(publish(&topic, &payload, true));
                }
            }
            3 => {
                let qos = (header >> 1) & 3;
                let retain = header & 1 == 1;
                let (topic, mut at) = string(body, 0);
                if qos > 0 {
                    let id = [body[at], body[at + 1]];
                    at += 2;
                    self.clients[from].inbox.extend([0x40, 0x02, id[0], id[1]]);
                }
                let payload = body[at..].to_vec();
                // An empty retained message clears what the topic retained.
                if retain && payload.is_empty() {
                    self.retained.remove(&topic);
                } else if retain {
                    self.retained.insert(topic.clone(), payload.clone());
                }
                for (i, client) in self.clients.iter_mut().enumerate() {
                    if i != from && client.filters.iter().any(|f| matches(f, &topic)) {
                        client.inbox.extend(publish(&topic, &payload, false));
                    }
                }
            }
            12 => self.clients[from].inbox.extend([0xD0, 0x00]),
            14 => self.clients[from] = Client::default(),
            _ => panic!("a packet a session never sends: {header:#x}"),
        }
    }

    /// A broker whose clock starts at `now_ms`.
    pub fn at(now_ms: u64) -> FakeBroker {
        FakeBroker {
            now_ms,
            ..FakeBroker::default()
        }
    }

    /// Moves bytes both ways between a session and the broker until neither has more.
    pub fn pump<S: Wired>(&mut self, sessions: &mut [(&mut S, usize)]) {
        for _ in 0..50 {
            let mut moved = false;
            for (session, client) in sessions.iter_mut() {
                for frame in session.outgoing() {
                    moved = true;
                    self.take(*client, &frame);
                }
                let inbox = std::mem::take(&mut self.clients[*client].inbox);
                if !inbox.is_empty() {
                    moved = true;
                    session.deliver(&inbox, self.now_ms);
                }
            }
            if !moved {
                return;
            }
        }
        panic!("the sessions never stop talking");
    }

    /// Opens a connection for `session` as `client`.
    pub fn connect(&mut self, session: &mut impl Wired, client: usize) {
        let connect = session.connect_as(&format!("test-{client}"));
        self.take(client, &connect);
    }
}

#[test]
fn filters_match_as_mqtt_says() {
    assert!(matches("a/+/c", "a/b/c"));
    assert!(matches("a/#", "a/b/c"));
    assert!(!matches("a/+", "a/b/c"));
    assert!(!matches("a/b", "a/c"));
}
