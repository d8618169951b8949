//! Spoiled and forged table logs: what the attacker of the `live_attack` tests makes of
//! the real logs it sees.

// Shared by the test programs that attack, each of which uses part of it.
#![allow(dead_code)]

use blockness_live::chance::ChanceSeed;
use blockness_live::{BotLevel, Entry, Log, SeatKey, Table, TableClient};

use super::hostile::{spoil, Rng};

/// A key of the attacker's own, from its generator: it holds no seat anywhere.
pub fn fresh_key(rng: &mut Rng) -> SeatKey {
    let mut seed = [0u8; 32];
    seed.iter_mut().for_each(|b| *b = rng.next() as u8);
    SeatKey::from_seed(seed)
}

/// A log spoiled in one of many ways, from a real one (`payload`) or from the table's latest
/// as `follower` follows it (`logs`: the real logs that moved it on), with the name of the
/// attack: an entry tampered with under its signature, entries cut, duplicated, reordered
/// or moved, a signature of another entry; an entry re-signed by a fresh key at a place
/// already taken; a claim of a taken seat, a hand-over, a commitment or a resignation signed
/// by a fresh key; a proof of signing twice framed with a fresh key's entry; the settings
/// changed; or one of [`spoil`]'s.
pub fn spoil_log(
    rng: &mut Rng,
    follower: &TableClient,
    logs: &[Vec<u8>],
    payload: &[u8],
) -> Option<(&'static str, Vec<u8>)> {
    let fresh = fresh_key(rng);
    let choice = rng.below(13);
    let table = follower.table()?.clone();
    let id = table.id();
    if choice == 0 {
        return Some(("spoiled (hostile::spoil)", spoil(logs, follower, rng)));
    }
    let mut log = Log::from_wire(payload).ok()?;
    let n = log.entries.len();
    let current = table.log().clone();
    let len = current.entries.len();
    let (i, j) = (rng.below(n), rng.below(n));
    let kind = match choice {
        1 if n > 0 => {
            tamper(&mut log.entries[i], rng);
            "entry tampered, signature kept"
        }
        2 if n > 0 => {
            log.entries.truncate(i);
            "entries cut"
        }
        3 if n > 0 => {
            let copy = log.entries[i].clone();
            log.entries.insert(i + 1, copy);
            "entry duplicated"
        }
        4 if i != j => {
            log.entries.swap(i, j);
            "entries reordered"
        }
        5 if i != j && !log.entries[j].sig().is_empty() => {
            let sig = log.entries[j].sig().to_string();
            set_sig(&mut log.entries[i], sig);
            "signature of another entry"
        }
        6 if len > 0 => {
            // The entry at a place already taken, re-signed there by a fresh key (its
            // content tampered with or not), with or without what followed it.
            let at = rng.below(len);
            log = current;
            let mut entry = log.entries[at].clone();
            if rng.below(2) == 0 {
                tamper(&mut entry, rng);
            }
            log.entries[at] = signed(&table, &fresh, at, entry);
            if rng.below(2) == 0 {
                log.entries.truncate(at + 1);
            }
            "entry re-signed by a fresh key at its place"
        }
        7..=9 => {
            log = current;
            let seats = table.seats().len();
            let seat = rng.below(seats) as u8;
            let entry = match choice {
                7 => Entry::Claim {
                    seat,
                    key: fresh.public().to_string(),
                    name: "Mallory".into(),
                    ticket: claim_ticket(&log).unwrap_or_default(),
                    sig: String::new(),
                },
                8 => Entry::HandOver {
                    seat,
                    level: BotLevel::Strong,
                    by: ((usize::from(seat) + 1) % seats) as u8,
                    commitment: table.is_loch_ness().then(|| {
                        ChanceSeed::from_bytes(fresh.to_seed())
                            .commitment(id, usize::from(seat))
                            .to_text()
                    }),
                    sig: String::new(),
                },
                _ if table.is_loch_ness() => Entry::Commit {
                    seat,
                    commitment: ChanceSeed::from_bytes(fresh.to_seed())
                        .commitment(id, usize::from(seat))
                        .to_text(),
                    sig: String::new(),
                },
                _ => Entry::Resign {
                    seat,
                    sig: String::new(),
                },
            };
            log.entries.push(signed(&table, &fresh, len, entry));
            [
                "claim of a taken seat by a fresh key",
                "hand-over signed by a fresh key",
                "commitment or resignation by a fresh key",
            ][choice - 7]
        }
        10 if len > 0 => {
            // A proof that a seat signed twice, whose second entry is a fresh key's.
            let at = rng.below(len);
            log = current;
            let real = log.entries[at].clone();
            if real.proves_itself() {
                return None;
            }
            let mut twin = real.clone();
            tamper(&mut twin, rng);
            let twin = signed(&table, &fresh, at, twin);
            let mut pair = vec![real, twin];
            pair.sort_by_key(|e| serde_json::to_string(e).unwrap());
            log.entries.truncate(at);
            log.entries.push(Entry::Forfeit { entries: pair });
            "proof of signing twice framed with a fresh key"
        }
        11 => {
            log.settings.grace = Some(log.settings.grace.unwrap_or(1) + 1);
            "settings changed"
        }
        12 if n > 1 => {
            let moved = log.entries.remove(i);
            log.entries.push(moved);
            "entry moved to the end"
        }
        _ => return None,
    };
    Some((kind, log.to_wire()))
}

/// A ticket of the log's first claim, if any.
fn claim_ticket(log: &Log) -> Option<String> {
    log.entries.iter().find_map(|e| match e {
        Entry::Claim { ticket, .. } => Some(ticket.clone()),
        _ => None,
    })
}

/// `entry` signed by `key` at place `index` of `table`'s chain.
fn signed(table: &Table, key: &SeatKey, index: usize, mut entry: Entry) -> Entry {
    let chain = table.chain_at(index).unwrap_or_default();
    let sig = key.sign(table.id(), index, &chain, &entry.signed_content());
    set_sig(&mut entry, sig);
    entry
}

fn set_sig(entry: &mut Entry, new: String) {
    match entry {
        Entry::Claim { sig, .. }
        | Entry::Move { sig, .. }
        | Entry::Resign { sig, .. }
        | Entry::HandOver { sig, .. }
        | Entry::TakeBack { sig, .. }
        | Entry::Commit { sig, .. }
        | Entry::Rematch { sig, .. } => *sig = new,
        Entry::Draw { .. } | Entry::Forfeit { .. } => {}
    }
}

/// Changes one field of `entry`, its signature left as it was.
fn tamper(entry: &mut Entry, rng: &mut Rng) {
    let flip = rng.below(2) == 0;
    match entry {
        Entry::Claim { seat, .. } if flip => *seat = (*seat + 1) % 4,
        Entry::Claim { name, .. } => name.push('!'),
        Entry::Move { ply, .. } if flip => *ply += 1,
        Entry::Move { mv, .. } => mv.insert(0, ' '),
        Entry::Resign { seat, .. } | Entry::TakeBack { seat, .. } => *seat ^= 1,
        Entry::HandOver { by, .. } if flip => *by ^= 1,
        Entry::HandOver { level, .. } => *level = BotLevel::Easy,
        Entry::Commit { seat, .. } if flip => *seat ^= 1,
        Entry::Commit { commitment, .. } => {
            let first = if commitment.starts_with('A') {
                "B"
            } else {
                "A"
            };
            commitment.replace_range(..1, first);
        }
        Entry::Draw { number, .. } if flip => *number += 1,
        Entry::Draw { parts, .. } => parts.reverse(),
        Entry::Forfeit { entries } => entries.reverse(),
        Entry::Rematch { table, .. } => {
            let first = if table.starts_with('0') { "1" } else { "0" };
            table.replace_range(..1, first);
        }
    }
}
