//! The table's draws of a game whose luck the table deals (a live game's record, played on
//! here): on this screen the page is the table.

use blockness_lochness::rng::Rng;
use blockness_lochness::{Action, Step};

use super::Table;

impl Table {
    /// Draws what the game waits on the table for, when its luck is the table's (a live
    /// game's record played on here): on this screen the page is the table. Each draw is
    /// final, as a roll is, so undo cannot draw again.
    pub(super) fn deal_chances(&mut self) {
        if self.live {
            return;
        }
        while let Some(range) = self.game.chance_range() {
            // The id is a random number written in hexadecimal (`new_id`): it stirs the
            // draws, and the game's place tells them apart.
            let stir = u64::from_str_radix(&self.id, 16).unwrap_or(0);
            let at = self.game.actions().len() as u64;
            let mut rng = Rng::new(stir ^ at.wrapping_mul(0xD1B5_4A32_D192_ED03));
            let value = rng.below(range as usize) as u32;
            if !self.apply_logged(Action::Chance { value }) {
                return;
            }
            let after = self.game.actions().len();
            if self.game.step() == Step::Swim {
                self.rolling = Some(after);
            }
            self.undo_floor = after;
        }
    }
}
