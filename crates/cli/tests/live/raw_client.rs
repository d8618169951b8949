//! A raw client of the test's broker, on a thread of its own: what the attackers and the
//! observers of the live tests are made of.

// Shared by several test programs, each of which uses part of it.
#![allow(dead_code)]

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use blockness_live::native::Connection;

/// A connection of its own to `url`, subscribed to `topics`, which hands `step` every
/// message it receives (and `None` every 20 ms when none comes) with the connection to
/// publish on, until `stop` is set or `step` says to stop (`None`). Returns the sum of what
/// `step` counted (the messages it published, say).
pub fn raw_client(
    url: String,
    name: &'static str,
    topics: Vec<String>,
    stop: Arc<AtomicBool>,
    mut step: impl FnMut(&mut Connection, Option<(String, Vec<u8>)>) -> Option<usize> + Send + 'static,
) -> thread::JoinHandle<usize> {
    thread::spawn(move || {
        let wait = Duration::from_secs(10);
        let mut connection = Connection::connect(&url, name, None, wait).unwrap();
        connection.subscribe(&topics, wait).unwrap();
        let mut counted = 0;
        while !stop.load(Ordering::Relaxed) {
            let message = connection.next_message(Duration::from_millis(20)).unwrap();
            match step(&mut connection, message) {
                Some(n) => counted += n,
                None => break,
            }
        }
        connection.disconnect();
        counted
    })
}
