//! The hostile client's messages: real logs spoiled in every way it can think of.

// Shared by several test programs, each of which uses part of it.
#![allow(dead_code)]

use blockness_core::Notation;
use blockness_live::{BlockNessTable, LochNessTable};
use blockness_live::{Entry, Log, SeatKey, TableClient, MAX_MESSAGE};

/// A small seeded generator for the hostile client's choices.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// A message past the size limit: the latest real log padded with spaces (valid JSON,
/// refused for its size), or a packet too large for the session to read at all.
pub fn oversized(real: &[Vec<u8>], rng: &mut Rng) -> Vec<u8> {
    let mut bytes = real.last().cloned().unwrap_or_default();
    if rng.below(2) == 0 {
        bytes.resize(MAX_MESSAGE + 1 + rng.below(4000), b' ');
        bytes
    } else {
        vec![b'{'; 2 * MAX_MESSAGE + rng.below(4000)]
    }
}

/// One hostile message made from the real logs seen so far: a stale copy, a copy with a
/// byte changed, an entry changed, dropped or forged, a cut copy, or random bytes.
pub fn spoil(real: &[Vec<u8>], client: &TableClient, rng: &mut Rng) -> Vec<u8> {
    let latest = real.last().cloned().unwrap_or_default();
    match rng.below(6) {
        0 => real[rng.below(real.len().saturating_sub(1))].clone(),
        1 => {
            let mut bytes = latest;
            if !bytes.is_empty() {
                let at = rng.below(bytes.len());
                bytes[at] = b"0aZ_-\"{}:,"[rng.below(10)];
            }
            bytes
        }
        2 => {
            let Ok(mut log) = Log::from_wire(&latest) else {
                return latest;
            };
            let n = log.entries.len();
            match (rng.below(3), n) {
                (_, 0) => {}
                (0, _) => {
                    log.entries.remove(rng.below(n));
                }
                (1, _) => {
                    let copy = log.entries[rng.below(n)].clone();
                    log.entries.push(copy);
                }
                _ => {
                    if let Some(Entry::Move { mv, .. }) = log
                        .entries
                        .iter_mut()
                        .rev()
                        .find(|e| matches!(e, Entry::Move { .. }))
                    {
                        mv.push('x');
                    }
                }
            }
            log.to_wire()
        }
        3 => {
            // A legal next move, signed by a key that holds no seat.
            let (Some(table), Ok(mut log)) = (client.table(), Log::from_wire(&latest)) else {
                return latest;
            };
            // The next move (Block Ness, in notation) or action (Loch Ness, as JSON).
            let next = match (table.game(), table.lochness()) {
                (Some(game), _) => game.legal_moves().first().map(|mv| {
                    let text = Notation::of(game.rules(), game.position(), mv).to_string();
                    (game.moves().len() as u32, text)
                }),
                (None, Some(loch)) => loch.game().legal().first().map(|action| {
                    let text = serde_json::to_string(action).unwrap();
                    (loch.game().actions().len() as u32, text)
                }),
                (None, None) => None,
            };
            if let Some((ply, text)) = next {
                let forger = SeatKey::from_seed([66; 32]);
                let content = format!("move:{ply}:{text}");
                log.entries.push(Entry::Move {
                    ply,
                    // On the real chain, so only the key is wrong.
                    sig: forger.sign(
                        table.id(),
                        log.entries.len(),
                        &table.chain_at(log.entries.len()).unwrap_or_default(),
                        &content,
                    ),
                    mv: text,
                });
            }
            log.to_wire()
        }
        4 => latest[..rng.below(latest.len())].to_vec(),
        _ => (0..rng.below(3000)).map(|_| rng.next() as u8).collect(),
    }
}

/// How often the flood sends a message past the size limit. Few: Debian's Mosquitto 2.0
/// takes in WebSocket messages 4 KiB per 100 ms past the first 4 KiB, so each costs it
/// about half a second on that connection.
pub const OVERSIZED_EVERY: usize = 25;

/// One hostile message for a Loch Ness seat's part topic, made from the real parts seen so
/// far (topic and payload): a part of an earlier draw replayed, a real part on another
/// seat's topic, a part with a byte changed, the topic cleared, or random bytes.
pub fn spoil_part(real: &[(String, Vec<u8>)], rng: &mut Rng) -> (usize, Vec<u8>) {
    let seat = rng.below(2);
    let Some((_, latest)) = real.get(rng.below(real.len())) else {
        return (seat, b"{\"v\":2,\"number\":0,\"link\":\"AAAA\"}".to_vec());
    };
    match rng.below(4) {
        0 => (seat, latest.clone()),
        1 => {
            let mut bytes = latest.clone();
            let at = rng.below(bytes.len());
            bytes[at] = b"0aZ_-\"{}:,"[rng.below(10)];
            (seat, bytes)
        }
        2 => (seat, Vec::new()),
        _ => (
            seat,
            (0..rng.below(300)).map(|_| rng.next() as u8).collect(),
        ),
    }
}
