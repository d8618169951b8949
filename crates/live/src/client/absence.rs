//! A device at a table whose other seat's device went away: how long it has been gone,
//! handing that seat to a computer once the table's grace time is over, and taking one's
//! own seat back from the computer that stood in for it.

use super::TableClient;
use crate::{BotLevel, LiveError, Stage};

impl TableClient {
    /// How long the device that signs for `seat` has been silent, in milliseconds of the
    /// clock of [`TableClient::receive`]: no heartbeat and no entry of its key for that long
    /// (or since this client began to watch). `None` while it is connected, or for this
    /// device's own seats.
    pub fn absent_for(&self, seat: usize) -> Option<u64> {
        let signer = self.table.as_ref()?.signer_of(seat)?;
        if signer == self.key.public() {
            return None;
        }
        let since = self.away_since(&signer.short())?;
        Some(self.now_ms.saturating_sub(since))
    }

    /// From when (the clock of [`TableClient::receive`]) this device may hand `seat` to a
    /// computer: once the device that signs for it has shown no sign of life (a new signed
    /// heartbeat, a new entry of its key) for the table's grace time, or at a Loch Ness table
    /// has kept the table's luck waiting that long (a commitment or a part not given). The
    /// table has a grace time and is in play, and this device holds another person's seat
    /// and does not already sign for `seat`. Nothing unsigned moves this moment: a forged
    /// goodbye cannot bring it nearer, a replayed heartbeat cannot push it back, and a seat
    /// taken back waits a whole new silence before it can be handed over again.
    pub fn hand_over_from(&self, seat: usize) -> Option<u64> {
        let table = self.table.as_ref()?;
        let grace = u64::from(table.grace()?);
        let by = self.seat()?;
        if table.stage() != Stage::Playing || by == seat {
            return None;
        }
        let signer = table.signer_of(seat)?;
        if signer == self.key.public() {
            return None;
        }
        // While its heartbeats come the seat is not away, and no moment is set (its last
        // sign of life is then less than the grace time old anyway).
        let silent = if self.is_online(&signer.short()) {
            None
        } else {
            self.alive_at(signer)
        };
        let waiting = self.luck_waits_since(seat);
        let since = match (silent, waiting) {
            (Some(a), Some(s)) => a.min(s),
            (a, s) => a.or(s)?,
        };
        Some(since + grace * 1000)
    }

    /// Whether this device may hand `seat` to a computer now (see
    /// [`TableClient::hand_over_from`]).
    pub fn may_hand_over(&self, seat: usize) -> bool {
        self.hand_over_from(seat)
            .is_some_and(|from| self.now_ms >= from)
    }

    /// Hands `seat` to a computer of `level` that this device runs (see
    /// [`TableClient::may_hand_over`], which the caller checks first). Returns the log to
    /// publish.
    pub fn hand_over(
        &mut self,
        seat: usize,
        level: BotLevel,
    ) -> Result<(String, Vec<u8>), LiveError> {
        self.act(|table, key| table.hand_over(key, seat, level))
    }

    /// Takes this device's person's seat back from the computer standing in for it, and
    /// keeps the take-back standing: if a move made at the same moment takes its place, it
    /// is signed again after the move. Returns the log to publish.
    pub fn take_back(&mut self) -> Result<(String, Vec<u8>), LiveError> {
        let seat = self.seat().ok_or(LiveError::NotSeated)?;
        let published = self.act(|table, key| table.take_back(key, seat))?;
        self.taking_back = Some(seat);
        Ok(published)
    }
}
