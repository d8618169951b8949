//! The table's draws of a game whose luck the table deals (a live game's record, played on
//! here): on this screen the page is the table.

use blockness_lochness::rng::Rng;
use blockness_lochness::{Action, Step};

use super::log::{self, Entry};
use super::Table;

impl Table {
    /// Draws what the game waits on the table for, when its luck is the table's (a live
    /// game's record played on here): on this screen the page is the table. Each draw is
    /// final, as a roll is, so undo cannot draw again.
    pub(super) fn deal_chances(&mut self) {
        while let Some(range) = self.game.chance_range() {
            let at = self.game.actions().len() as u64;
            let mut rng =
                Rng::new(fnv1a(self.id.as_bytes()) ^ at.wrapping_mul(0xD1B5_4A32_D192_ED03));
            let value = rng.below(range as usize) as u32;
            let earlier = self.game.clone();
            let action = Action::Chance { value };
            if self.game.apply(action).is_err() {
                return;
            }
            let after = self.game.actions().len();
            self.log.extend(
                log::events(&earlier, action, &self.game)
                    .into_iter()
                    .map(|event| Entry { after, event }),
            );
            if self.game.step() == Step::Swim {
                self.rolling = Some(after);
            }
            self.undo_floor = after;
        }
    }
}

/// A stable 64-bit hash of `bytes` (FNV-1a): the table's id stirs its draws.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xCBF2_9CE4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
    })
}
