//! How often a client answers what the network did to a message it keeps on the broker.
//!
//! A table's log and a seeker's seek are retained on the broker, and anyone may overwrite
//! them (garbage, a stale copy, an empty message). The client that holds the real one puts
//! it back. It must, since the retained copy is what a late joiner reads; but if it answered
//! every spoiled copy at once, a hostile client republishing whatever it sees would turn
//! every honest client into a flood. So the first answer goes at once, each next one waits
//! twice as long as the last (from [`ANSWER_FIRST_MS`] to [`ANSWER_LONGEST_MS`], a little
//! more by a jitter of the client's own so that the devices of a table do not answer
//! together), and a debt is void as soon as the right copy is seen on the broker again
//! (another client's answer, or the client's own coming back). The waits only shorten
//! again after [`ANSWER_CALM_MS`] without a spoiled copy.
//!
//! The bound: an attack that lasts gets at most 6 answers from a client in its first
//! minute (at 0, 1, 3, 7, 15 and 31 seconds, each a little later with the jitter) and at
//! most one a minute after that, however many messages it sends.

use sha2::{Digest, Sha256};

/// The wait after the first answer, in milliseconds.
pub const ANSWER_FIRST_MS: u64 = 1_000;

/// The longest wait between two answers, in milliseconds.
pub const ANSWER_LONGEST_MS: u64 = 64_000;

/// How long without a spoiled copy before answers go at once again, in milliseconds.
pub const ANSWER_CALM_MS: u64 = 600_000;

/// A client's answers to one retained message: when the next may go.
#[derive(Clone, Debug)]
pub struct Backoff {
    /// An answer is owed, and may go from then on.
    due_at: Option<u64>,
    /// How long the next answer waits after the last one.
    wait: u64,
    /// When the last answer went.
    sent_at: Option<u64>,
    /// When the last debt arose.
    last_owed: Option<u64>,
    /// Answers sent, which vary the jitter.
    sent: u64,
    /// What makes this client's jitter its own (from its key).
    salt: [u8; 32],
}

impl Backoff {
    /// The answers of the client whose jitter comes from `salt`.
    pub fn new(salt: [u8; 32]) -> Backoff {
        Backoff {
            due_at: None,
            wait: 0,
            sent_at: None,
            last_owed: None,
            sent: 0,
            salt,
        }
    }

    /// Something on the broker at `now` may have spoiled the copy: an answer is owed.
    pub fn owe(&mut self, now: u64) {
        if self
            .last_owed
            .is_none_or(|last| now.saturating_sub(last) >= ANSWER_CALM_MS)
        {
            self.wait = 0;
            self.sent_at = None;
        }
        self.last_owed = Some(now);
        if self.due_at.is_none() {
            let earliest = self
                .sent_at
                .map_or(now, |sent| sent + self.wait + self.jitter());
            self.due_at = Some(earliest.max(now));
        }
    }

    /// The copy on the broker is right again: nothing is owed.
    pub fn settle(&mut self) {
        self.due_at = None;
    }

    /// Whether the owed answer may go at `now`; taking it counts it as sent.
    pub fn take(&mut self, now: u64) -> bool {
        match self.due_at {
            Some(at) if now >= at => {
                self.due_at = None;
                self.sent += 1;
                self.sent_at = Some(now);
                self.wait = (self.wait * 2).clamp(ANSWER_FIRST_MS, ANSWER_LONGEST_MS);
                true
            }
            _ => false,
        }
    }

    /// When the owed answer may go, if one is owed.
    pub fn due_at(&self) -> Option<u64> {
        self.due_at
    }

    /// Up to a quarter of the wait more, the same for the same client and answer.
    fn jitter(&self) -> u64 {
        if self.wait == 0 {
            return 0;
        }
        let digest = Sha256::new()
            .chain_update(self.salt)
            .chain_update(self.sent.to_be_bytes())
            .finalize();
        let mut first = [0u8; 8];
        first.copy_from_slice(&digest[..8]);
        u64::from_be_bytes(first) % (self.wait / 4 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The answers a client sends while something spoils its copy every `every` ms for
    /// `length` ms.
    fn answers(every: u64, length: u64) -> Vec<u64> {
        let mut backoff = Backoff::new([7; 32]);
        let mut sent = Vec::new();
        let mut now = 0;
        while now < length {
            backoff.owe(now);
            if backoff.take(now) {
                sent.push(now);
            }
            now += every;
        }
        sent
    }

    #[test]
    fn a_flood_is_answered_six_times_in_its_first_minute_and_once_a_minute_after() {
        let sent = answers(10, 10 * 60_000);
        assert_eq!(sent[0], 0);
        assert!(
            sent.iter().filter(|&&t| t < 60_000).count() <= 6,
            "{sent:?}"
        );
        for minute in 2..10 {
            let start = minute * 60_000;
            let in_minute = sent
                .iter()
                .filter(|&&t| (start..start + 60_000).contains(&t));
            assert!(in_minute.count() <= 1, "{sent:?}");
        }
        assert!(sent
            .windows(2)
            .all(|w| w[1] - w[0] <= ANSWER_LONGEST_MS * 5 / 4 + 10));
    }

    #[test]
    fn a_debt_is_void_once_the_copy_is_right_and_answers_go_at_once_after_a_calm() {
        let mut backoff = Backoff::new([1; 32]);
        backoff.owe(0);
        assert!(backoff.take(0));
        backoff.owe(10);
        assert!(!backoff.take(10), "the second answer waits");
        backoff.settle();
        assert_eq!(backoff.due_at(), None);
        assert!(!backoff.take(5_000));
        backoff.owe(ANSWER_CALM_MS + 20);
        assert!(
            backoff.take(ANSWER_CALM_MS + 20),
            "after a calm, at once again"
        );
    }
}
