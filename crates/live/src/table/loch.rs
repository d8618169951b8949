//! A Loch Ness table's game: the Loch Ness engine with its luck left to the table
//! ([`Chance::Table`]), and the dealer of every seat's hash chain ([`crate::chance`]).
//!
//! Its entries, besides the seating and the signed actions every table has:
//! - each seat's [`Entry::Commit`], signed by the key that plays the seat;
//! - the unsigned [`Entry::Draw`], whenever the game waits for the table's draw;
//! - hand-overs and take-backs, which bring the new device's commitment for the seat. Every
//!   other seat then commits to a new chain too: a branch of the log that starts with a
//!   seat changing hands draws from chains no other branch ever revealed a link of, so no
//!   branch can be sealed with parts published on another.

use blockness_lochness::{link, Action, Chance, Game, Record, Setup, Step};

use crate::chance::{parse_link, Commitment, Dealer, Link};
use crate::log::{Entry, Settings};
use crate::{LiveError, PublicKey, TableId};

/// What the game waited for before an entry: enough to tell who had to sign a rival entry
/// at that place without replaying the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Turn {
    /// The seat to act, if a seat was.
    pub to_act: Option<usize>,
    /// Whether the game waited for the table's draw.
    pub draw: bool,
    /// Actions taken before it (the ply a move there names).
    pub actions: usize,
}

/// A draw of the log and the keys whose chains gave its parts.
#[derive(Clone, Debug)]
struct Drawn {
    /// The draw's entry.
    index: usize,
    /// The key that set each part's chain (committed it, or brought it with a hand-over or
    /// a take-back).
    setters: Vec<PublicKey>,
}

/// A Loch Ness table's game, its dealer and what it waited for before each entry.
#[derive(Clone, Debug)]
pub struct LochPlay {
    game: Game,
    dealer: Dealer,
    /// Before each entry of the log.
    turns: Vec<Turn>,
    /// For each seat, the index of the entry that set its chain: with the key that plays
    /// the seat, the chain's seed comes from it ([`crate::chance::ChanceSeed::of_key`]).
    chain_set_at: Vec<Option<usize>>,
    /// For each seat, the key that set its chain.
    chain_set_by: Vec<Option<PublicKey>>,
    /// The log's draws.
    drawn: Vec<Drawn>,
    /// The dealer before each entry that stood where the game waited for a draw and was
    /// not one (a hand-over, a take-back, a resignation): the draw that could have stood
    /// there instead is checked against it without a replay. A few at most.
    waits: Vec<(usize, Dealer)>,
}

impl LochPlay {
    /// The game of a new table with `settings` (checked: 2 to 5 players, the five with the
    /// variant; no Block Ness option).
    pub(super) fn new(id: TableId, settings: &Settings) -> Result<LochPlay, LiveError> {
        let bad = |reason: String| LiveError::BadSettings { reason };
        if settings.expert || settings.swap || !settings.edition.is_empty() {
            return Err(bad(
                "a Loch Ness table has no edition, expert variant or swap".into(),
            ));
        }
        let players = settings.players as usize;
        let setup = Setup {
            players,
            seed: 0,
            variant5: players == 5,
            chance: Chance::Table,
        };
        let game = Game::new(setup).map_err(|e| bad(e.to_string()))?;
        Ok(LochPlay {
            game,
            dealer: Dealer::new(id, players),
            turns: Vec::new(),
            chain_set_at: vec![None; players],
            chain_set_by: vec![None; players],
            drawn: Vec::new(),
            waits: Vec::new(),
        })
    }

    /// The game as the log has played it.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The number of the draw under way.
    pub fn draw_number(&self) -> u64 {
        self.dealer.number()
    }

    /// Whether the game waits for the table's draw, every seat having committed.
    pub fn wants_draw(&self) -> bool {
        self.game.step() == Step::Chance && self.dealer.all_committed()
    }

    /// Whether `seat` has committed to a chain.
    pub fn committed(&self, seat: usize) -> bool {
        self.dealer.committed(seat)
    }

    /// The number of the contribution `seat` owes the draw under way, once committed.
    pub fn due(&self, seat: usize) -> Option<u32> {
        self.dealer.due(seat)
    }

    /// The index of the entry that set `seat`'s chain.
    pub fn chain_set_at(&self, seat: usize) -> Option<usize> {
        self.chain_set_at.get(seat).copied().flatten()
    }

    /// Whether `link` is `seat`'s part of the draw under way.
    pub fn part_fits(&self, seat: usize, link: &Link) -> bool {
        self.dealer.check(seat, link).is_ok()
    }

    /// The seat to act, when one is (not while the table draws).
    pub fn to_act(&self) -> Option<usize> {
        self.game.to_act()
    }

    /// The game's ordinary Loch Ness link, with every draw in it.
    pub fn link(&self) -> String {
        link::encode(&Record::of(&self.game))
    }

    /// The seat that was to act before the log's entry `index`, if one was.
    pub fn seat_before(&self, index: usize) -> Option<usize> {
        self.turns.get(index).and_then(|t| t.to_act)
    }

    /// The game's action that the log's entry `index` made, if it made one (a move or a
    /// draw).
    pub fn action_of(&self, index: usize) -> Option<&Action> {
        let before = self.turns.get(index)?.actions;
        let after = self
            .turns
            .get(index + 1)
            .map_or(self.game.actions().len(), |t| t.actions);
        (after > before)
            .then(|| self.game.actions().get(before))
            .flatten()
    }

    /// What the game waited for before entry `index`.
    pub(super) fn turn_before(&self, index: usize) -> Option<Turn> {
        self.turns.get(index).copied()
    }

    /// Whether the game waits for the table's luck: a draw, or first the commitments it
    /// needs.
    pub fn waits_for_luck(&self) -> bool {
        self.game.step() == Step::Chance
    }

    /// Whether a draw after entry `index` holds a part from a chain that another key than
    /// `signer` set: luck has sealed that entry ([`super::Adoption`]'s rule).
    pub(super) fn sealed_after(&self, index: usize, signer: Option<PublicKey>) -> bool {
        self.drawn
            .iter()
            .any(|d| d.index > index && d.setters.iter().any(|k| Some(*k) != signer))
    }

    /// Checks a rival draw numbered `number` with `parts` for entry `index`, where the log
    /// has another entry, against the seats' chains as they stood there.
    pub(super) fn draw_fits_at(
        &self,
        index: usize,
        number: u64,
        parts: &[String],
    ) -> Result<(), LiveError> {
        let chance = |reason: String| LiveError::Chance { reason };
        let (_, dealer) = self
            .waits
            .iter()
            .find(|(at, _)| *at == index)
            .ok_or_else(|| chance("the game did not wait for a draw there".into()))?;
        if number != dealer.number() || parts.len() != self.chain_set_at.len() {
            return Err(chance("not the draw that was under way there".into()));
        }
        for (seat, part) in parts.iter().enumerate() {
            let link = parse_link(part).map_err(|e| chance(e.to_string()))?;
            dealer
                .check(seat, &link)
                .map_err(|e| chance(e.to_string()))?;
        }
        Ok(())
    }

    /// What the game waits for now.
    pub(super) fn turn(&self) -> Turn {
        Turn {
            to_act: self.game.to_act(),
            draw: self.game.step() == Step::Chance,
            actions: self.game.actions().len(),
        }
    }

    /// The seat whose key must sign the action `mv` as the next entry, numbered `ply`.
    pub(super) fn mover(&self, ply: usize) -> Result<usize, LiveError> {
        let expected = self.game.actions().len();
        if ply != expected {
            return Err(LiveError::OutOfOrder { ply, expected });
        }
        self.game.to_act().ok_or(LiveError::NotPlaying)
    }

    /// Checks entry `entry` as the next one, for what belongs to Loch Ness alone: a
    /// commitment where one is due (a draw is checked as it is applied).
    pub(super) fn check_commitment(&self, entry: &Entry) -> Result<(), LiveError> {
        let chance = |reason: String| LiveError::Chance { reason };
        match entry {
            Entry::Commit {
                seat, commitment, ..
            } => {
                if self.dealer.committed(*seat as usize) {
                    return Err(chance(format!("seat {} has committed already", seat + 1)));
                }
                Commitment::parse(commitment).map_err(|e| chance(e.to_string()))?;
            }
            Entry::HandOver { commitment, .. } | Entry::TakeBack { commitment, .. } => {
                let text = commitment.as_deref().ok_or_else(|| {
                    chance("a Loch Ness seat changes hands with the new device's commitment".into())
                })?;
                Commitment::parse(text).map_err(|e| chance(e.to_string()))?;
            }
            _ => {}
        }
        Ok(())
    }

    /// Applies entry number `index`, signed by `signer`, already checked but for the
    /// rules' verdict on an action and the parts of a draw.
    pub(super) fn apply(
        &mut self,
        index: usize,
        entry: &Entry,
        signer: Option<PublicKey>,
    ) -> Result<(), LiveError> {
        let chance = |reason: String| LiveError::Chance { reason };
        let turn = self.turn();
        let waited_for_draw = turn.draw && self.dealer.all_committed();
        let dealer_before = waited_for_draw.then(|| self.dealer.clone());
        match entry {
            Entry::Move { mv, .. } => {
                let illegal = |reason: String| LiveError::IllegalMove { reason };
                let action: Action =
                    serde_json::from_str(mv).map_err(|e| illegal(e.to_string()))?;
                // One text for one action: its JSON as every client writes it.
                if serde_json::to_string(&action).ok().as_deref() != Some(mv.as_str()) {
                    return Err(LiveError::NotCanonical);
                }
                match action {
                    Action::Chance { .. } => {
                        return Err(illegal("only the table's draw decides the luck".into()))
                    }
                    // A seat rearranges its own ruler, on its own turn.
                    Action::Flip { seat, .. } if Some(seat) != turn.to_act => {
                        return Err(illegal(
                            "a seat flips its own ruler's columns on its turn".into(),
                        ))
                    }
                    _ => {}
                }
                self.game
                    .apply(action)
                    .map_err(|e| illegal(e.to_string()))?;
            }
            Entry::Commit {
                seat, commitment, ..
            } => {
                let commitment =
                    Commitment::parse(commitment).map_err(|e| chance(e.to_string()))?;
                let seat = *seat as usize;
                self.dealer
                    .commit(seat, commitment)
                    .map_err(|e| chance(e.to_string()))?;
                self.chain_set_at[seat] = Some(index);
                self.chain_set_by[seat] = signer;
            }
            Entry::Draw { number, parts } => {
                if !self.wants_draw() {
                    return Err(chance("the game does not wait for a draw".into()));
                }
                if *number != self.dealer.number() {
                    return Err(chance(format!(
                        "draw {number} given where draw {} is under way",
                        self.dealer.number()
                    )));
                }
                let links: Vec<Link> = parts
                    .iter()
                    .map(|p| parse_link(p))
                    .collect::<Result<_, _>>()
                    .map_err(|e| chance(e.to_string()))?;
                let range = self.game.chance_range().unwrap_or(0);
                let mut dealer = self.dealer.clone();
                let value = dealer
                    .deal(&links, range)
                    .map_err(|e| chance(e.to_string()))?;
                self.game
                    .apply(Action::Chance { value })
                    .map_err(|e| chance(e.to_string()))?;
                self.dealer = dealer;
                self.drawn.push(Drawn {
                    index,
                    setters: self.chain_set_by.iter().flatten().copied().collect(),
                });
            }
            Entry::HandOver {
                seat, commitment, ..
            }
            | Entry::TakeBack {
                seat, commitment, ..
            } => {
                let text = commitment.as_deref().unwrap_or_default();
                let commitment = Commitment::parse(text).map_err(|e| chance(e.to_string()))?;
                let seat = *seat as usize;
                self.dealer
                    .hand_over(seat, commitment)
                    .map_err(|e| chance(e.to_string()))?;
                // Every other seat commits to a new chain (see the module).
                for other in 0..self.chain_set_at.len() {
                    let new = other == seat;
                    self.chain_set_at[other] = new.then_some(index);
                    self.chain_set_by[other] = if new { signer } else { None };
                }
            }
            Entry::Claim { .. }
            | Entry::Resign { .. }
            | Entry::Rematch { .. }
            | Entry::Forfeit { .. } => {}
        }
        if let Some(dealer) = dealer_before.filter(|_| !matches!(entry, Entry::Draw { .. })) {
            self.waits.push((index, dealer));
        }
        self.turns.push(turn);
        Ok(())
    }
}
