//! What a flood of rewritten logs costs a client at a finished table: 10,000 distinct logs,
//! each the real game with one entry re-signed by a key that holds no seat (on the real
//! chain, so only the key is wrong) and entries after it dropped or added, then the last
//! 1,000 of them again (remembered as refused). Prints the time a log and the signature
//! checks spent, for docs/performance.md:
//!
//! ```text
//! cargo run --release -p blockness-live --example flood_cost
//! ```

use blockness_live::BlockNessTable;
use std::time::Instant;

use blockness_core::Edition;
use blockness_live::{chain, topics, Entry, InviteSecret, SeatKey, Settings, Table, TableClient};

fn main() {
    let host = SeatKey::from_seed([200; 32]);
    let secret = InviteSecret([9; 16]);
    let nonce = format!("{:032x}", 1);
    let game = blockness_live::TableGame::BlockNess;
    let mut settings = Settings::new(game, 2, Edition::STANDARD_NAME, &host.public(), nonce);
    settings.gate = Some(secret.gate().public().to_string());
    let mut table = Table::create(settings).expect("the settings are valid");
    let keys = [SeatKey::from_seed([10; 32]), SeatKey::from_seed([11; 32])];
    for (seat, key) in keys.iter().enumerate() {
        let request = secret
            .request(table.id(), key, &format!("P{seat}"), Some(seat))
            .expect("a valid name");
        table = table.admit(&host, &request).expect("a free seat").0;
    }
    while let Some(seat) = table.seat_to_move() {
        let moves = table.game().unwrap().legal_moves();
        let mv = moves[(table.game().unwrap().moves().len() * 7 + 3) % moves.len()];
        table = table.play(&keys[seat], &mv).expect("a legal move");
    }
    let real = table.log().clone();
    let n = real.entries.len();
    let rewritten: Vec<Vec<u8>> = (0..10_000usize)
        .map(|i| {
            let at = 2 + i % (n - 2);
            // A key of its own for each rewrite: every log is new to the client.
            let mut seed = [66u8; 32];
            seed[..8].copy_from_slice(&(i as u64).to_le_bytes());
            let attacker = SeatKey::from_seed(seed);
            let mut log = real.clone();
            log.entries.truncate(at + 1);
            let before = table.chain_at(at).expect("a place of the log");
            let content = log.entries[at].signed_content();
            let sig = attacker.sign(table.id(), at, &before, &content);
            if let Entry::Move { sig: s, .. } = &mut log.entries[at] {
                *s = sig;
            }
            // Entries after it, as many as the rewrite wants: never checked.
            let mut last = chain::next(&before, &log.entries[at]);
            for k in 0..(i % 7) {
                let extra = Entry::Resign {
                    seat: (k % 2) as u8,
                    sig: attacker.sign(table.id(), at + 1 + k, &last, "resign"),
                };
                last = chain::next(&last, &extra);
                log.entries.push(extra);
            }
            log.to_wire()
        })
        .collect();
    let topic = topics::log(table.id());
    let mut client = TableClient::with_table(table.clone(), keys[0].clone());
    let again = &rewritten[rewritten.len() - 1000..];
    for (round, (what, logs)) in [("new", &rewritten[..]), ("already refused", again)]
        .into_iter()
        .enumerate()
    {
        let work = client.work();
        let started = Instant::now();
        for (t, wire) in logs.iter().enumerate() {
            client.receive(&topic, wire, (round * 20_000 + t) as u64);
            client.take_republish();
        }
        let took = started.elapsed();
        assert_eq!(client.table().map(|t| t.log()), Some(&real));
        println!(
            "{} {what} rewritten logs ({} bytes on average): {:.1} ms in all, {:.1} µs a log, {} signature checks",
            logs.len(),
            logs.iter().map(Vec::len).sum::<usize>() / logs.len(),
            took.as_secs_f64() * 1000.0,
            took.as_secs_f64() * 1e6 / logs.len() as f64,
            client.work() - work,
        );
    }
}
