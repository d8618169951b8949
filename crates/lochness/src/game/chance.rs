//! The luck of a game dealt by the table ([`Chance::Table`]): the game stops where the seed
//! would decide and waits for the table's draw, an [`Action::Chance`] whose number says what
//! came up. Its decks hold the fragments nobody has seen in sorted order, so the game itself
//! holds nothing hidden; a draw turns them up only when they are drawn.

use super::action::{Action, ActionError, Step};
use super::setup::{Chance, Die};
use super::Game;
use crate::fragments::Kind;
use crate::nessie::Nessie;

/// What the game waits on the table's draw for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Pending {
    /// Nessie's first place, among the board's chains.
    Start,
    /// The die's face: 1 to 5, then the wave.
    Roll,
    /// The fragments a draw takes from the deck of `kind`: `picks` of its unseen ones, in
    /// order, then `more` from the seen ones under them.
    Draw {
        /// The deck.
        kind: Kind,
        /// How many unseen fragments the draw turns up.
        picks: usize,
        /// How many seen fragments it takes after them.
        more: usize,
    },
}

impl Game {
    /// How many numbers the table's draw may take now (it takes one of 0 to this, less
    /// one, all equally likely); `None` unless the game waits for it.
    ///
    /// For a draw of fragments the number picks them one after another among the unseen
    /// fragments of the deck, in sorted order: its remainder by the number of unseen
    /// fragments is the first pick, the quotient's remainder by one less the second, and so
    /// on, so every order of every pick is one number.
    pub fn chance_range(&self) -> Option<u32> {
        let range = match self.pending? {
            Pending::Start => Nessie::chains(&self.board).len(),
            Pending::Roll => 6,
            Pending::Draw { kind, picks, .. } => {
                let unseen = self.decks.unseen(kind);
                (0..picks).map(|k| unseen - k).product()
            }
        };
        u32::try_from(range).ok()
    }

    /// Whether the table, not the seed, deals this game's luck.
    pub(crate) fn table_deals(&self) -> bool {
        self.setup.chance == Chance::Table
    }

    /// The roll: from the seed, or the table's draw to come.
    pub(super) fn roll(&mut self) {
        if self.table_deals() {
            self.wait_for_chance(Pending::Roll);
        } else {
            let face = self.rng.below(6);
            self.show_face(face);
        }
    }

    fn show_face(&mut self, face: usize) {
        self.die = Some(match face {
            5 => Die::Wave,
            n => Die::Steps(n as u8 + 1),
        });
        self.step = Step::Swim;
    }

    /// Draws up to `n` fragments from the deck of `kind` into the hand and asks for the
    /// keep, or waits for the table's draw to turn the unseen ones up first.
    pub(super) fn deal_hand(&mut self, kind: Kind, n: usize) {
        let picks = n.min(self.decks.unseen(kind));
        if self.table_deals() && picks > 0 {
            let more = n.min(self.decks.len(kind)) - picks;
            self.wait_for_chance(Pending::Draw { kind, picks, more });
        } else {
            self.hand = self.decks.draw(kind, n);
            self.step = Step::Keep;
        }
    }

    pub(super) fn wait_for_chance(&mut self, pending: Pending) {
        self.pending = Some(pending);
        self.step = Step::Chance;
    }

    /// Takes the table's draw `value`, or says why it is refused (the game is then unchanged).
    pub(super) fn take_chance(&mut self, value: u32) -> Result<(), ActionError> {
        let (Some(pending), Some(range)) = (self.pending, self.chance_range()) else {
            return Err(ActionError::NotNow {
                action: Action::Chance { value }.name(),
                step: self.step,
            });
        };
        if value >= range {
            return Err(ActionError::ChanceOutOfRange { value, range });
        }
        self.pending = None;
        let value = value as usize;
        match pending {
            Pending::Start => {
                self.nessie = Nessie::chains(&self.board)[value];
                self.step = Step::Setup;
            }
            Pending::Roll => self.show_face(value),
            Pending::Draw { kind, picks, more } => {
                let mut rest = value;
                let mut hand = Vec::with_capacity(picks + more);
                for _ in 0..picks {
                    let unseen = self.decks.unseen(kind);
                    hand.extend(self.decks.take_unseen(kind, rest % unseen));
                    rest /= unseen;
                }
                hand.extend(self.decks.draw(kind, more));
                self.hand = hand;
                self.step = Step::Keep;
            }
        }
        Ok(())
    }
}
