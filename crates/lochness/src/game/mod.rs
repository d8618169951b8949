//! A game of Loch Ness: setup, the turn's steps, the actions that drive them, and the
//! state a referee reports.
//!
//! The game is a sequence of [`Action`]s, each taken by the seat [`Game::to_act`] names,
//! except flips, which any seat may make at any time before the end. Everything random
//! (the decks, Nessie's first place, the die) comes from the seed, so a setup and its
//! actions replay to the same game.

//!
//! This file holds the game's state, its making and what it tells; `setup` the setup and
//! the die; `action` the actions, the steps and why an action is refused; `play` the legal
//! actions and how one is applied; `record` the game as JSON and its replay; `state` what
//! the referee prints.

pub(crate) mod action;
mod chance;
mod play;
pub(crate) mod record;
pub(crate) mod setup;
pub(crate) mod state;

use std::collections::VecDeque;
use std::sync::Arc;

use crate::board::Board;
use crate::fragments::{Decks, Fragment};
use crate::nessie::{swims, Nessie};
use crate::rng::Rng;
use crate::ruler::{winners, Ruler, Score};
use action::{Action, Step};
use chance::Pending;
use setup::{Chance, Die, Setup, SetupError};

/// What a player's draw came from, which says what follows the keep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DrawSource {
    Bump,
    Photo,
}

/// A game in progress (or over).
#[derive(Clone, Debug)]
pub struct Game {
    board: Arc<Board>,
    setup: Setup,
    rng: Rng,
    decks: Decks,
    rulers: Vec<Ruler>,
    photographers: Vec<Vec<usize>>,
    nessie: Nessie,
    die: Option<Die>,
    active: usize,
    step: Step,
    /// The seat that decides in the Relocate, BumpDraw and Keep steps.
    decider: usize,
    /// The bumped photographer: its seat and index.
    bumped: Option<(usize, usize)>,
    hand: Vec<Fragment>,
    source: DrawSource,
    /// The point whose photographer drew the hand, for a photo's draw.
    photo_point: Option<usize>,
    /// Photographers still to look at Nessie this turn: seat, point, pieces seen.
    photos: VecDeque<(usize, usize, usize)>,
    placed: usize,
    turns: usize,
    actions: Vec<Action>,
    /// What the table's draw is awaited for, in a game whose luck the table deals.
    pending: Option<Pending>,
}

impl Game {
    /// A new game on the edition's board.
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        Game::on_board(setup, Arc::new(Board::standard()))
    }

    /// A new game on `board`. The seed shuffles the decks (bench, lighthouse, bush, pier,
    /// boat, in that order), then picks Nessie's first place among the board's chains;
    /// the die's rolls follow in the same random sequence. A game whose luck the table
    /// deals starts with its decks sorted, waiting for the draw of Nessie's first place (she
    /// is on the board's first chain until then).
    pub fn on_board(setup: Setup, board: Arc<Board>) -> Result<Game, SetupError> {
        setup.check()?;
        let mut rng = Rng::new(setup.seed);
        let chains = Nessie::chains(&board);
        let (decks, nessie, step, pending) = match setup.chance {
            Chance::Seed => {
                let decks = Decks::shuffled(&mut rng);
                let nessie = chains[rng.below(chains.len())];
                (decks, nessie, Step::Setup, None)
            }
            Chance::Table => (
                Decks::sorted(),
                chains[0],
                Step::Chance,
                Some(Pending::Start),
            ),
        };
        Ok(Game {
            board,
            setup,
            rng,
            decks,
            rulers: vec![Ruler::default(); setup.players],
            photographers: vec![Vec::new(); setup.players],
            nessie,
            die: None,
            active: 0,
            step,
            decider: 0,
            bumped: None,
            hand: Vec::new(),
            source: DrawSource::Photo,
            photo_point: None,
            photos: VecDeque::new(),
            placed: 0,
            turns: 0,
            actions: Vec::new(),
            pending,
        })
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The setup.
    pub fn setup(&self) -> Setup {
        self.setup
    }

    /// Nessie's place.
    pub fn nessie(&self) -> Nessie {
        self.nessie
    }

    /// The last roll, `None` before the first.
    pub fn die(&self) -> Option<Die> {
        self.die
    }

    /// Each seat's photographers, by the points they stand on.
    pub fn photographers(&self) -> &[Vec<usize>] {
        &self.photographers
    }

    /// Each seat's ruler.
    pub fn rulers(&self) -> &[Ruler] {
        &self.rulers
    }

    /// The decks.
    pub fn decks(&self) -> &Decks {
        &self.decks
    }

    /// The fragments drawn and not yet kept or put back, shown to the whole table.
    pub fn hand(&self) -> &[Fragment] {
        &self.hand
    }

    /// The point whose photographer took the photo that drew the hand, while the hand is
    /// a photo's draw; `None` for a bumped player's draw, or when no hand is on show.
    pub fn photo_point(&self) -> Option<usize> {
        if self.step == Step::Keep && self.source == DrawSource::Photo {
            self.photo_point
        } else {
            None
        }
    }

    /// The seat whose turn it is (the first player during setup).
    pub fn active(&self) -> usize {
        self.active
    }

    /// What the game waits for.
    pub fn step(&self) -> Step {
        self.step
    }

    /// Turns completed.
    pub fn turns(&self) -> usize {
        self.turns
    }

    /// The actions taken so far.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.step == Step::Over
    }

    /// Whether someone has completed both photos, so that this round is the last.
    pub fn last_round(&self) -> bool {
        self.rulers.iter().any(Ruler::is_complete)
    }

    /// The seat the game waits for, `None` when it is over or waits for the table's draw.
    pub fn to_act(&self) -> Option<usize> {
        match self.step {
            Step::Over | Step::Chance => None,
            Step::Setup => Some(self.placed % self.setup.players),
            Step::Relocate | Step::BumpDraw | Step::Keep => Some(self.decider),
            _ => Some(self.active),
        }
    }

    /// Every seat's score as it stands.
    pub fn scores(&self) -> Vec<Score> {
        self.rulers.iter().map(Ruler::score).collect()
    }

    /// The winners, once the game is over.
    pub fn winners(&self) -> Option<Vec<usize>> {
        self.is_over().then(|| winners(&self.scores()))
    }

    /// The seat with a photographer on `point`, and its index in that seat's list.
    pub fn occupant(&self, point: usize) -> Option<(usize, usize)> {
        self.photographers
            .iter()
            .enumerate()
            .find_map(|(seat, list)| list.iter().position(|&p| p == point).map(|i| (seat, i)))
    }

    /// The points no photographer stands on.
    pub fn free_points(&self) -> Vec<usize> {
        (0..self.board.points().len())
            .filter(|&p| self.occupant(p).is_none())
            .collect()
    }

    /// Where Nessie may be set down now (empty unless the step is [`Step::Swim`]).
    pub fn destinations(&self) -> Vec<Nessie> {
        match (self.step, self.die) {
            (Step::Swim, Some(Die::Steps(n))) => {
                swims(&self.board, self.nessie, usize::from(n)).destinations
            }
            (Step::Swim, Some(Die::Wave)) => Nessie::chains(&self.board),
            _ => Vec::new(),
        }
    }

    /// Fragments in the decks, the hand and on the rulers: always all of them.
    pub fn fragment_count(&self) -> usize {
        self.decks.total() + self.hand.len() + self.rulers.iter().map(Ruler::filled).sum::<usize>()
    }

    /// The same game as far as anyone at the table can tell, with what nobody has seen dealt
    /// afresh: the decks' unseen fragments in another order and the die's rolls to come from
    /// another sequence, both drawn from `rng`, or without it in a fixed order and from seed 0.
    /// The seed is replaced too, since it would tell the real order.
    pub(crate) fn with_hidden_dealt(&self, mut rng: Option<&mut Rng>) -> Game {
        let mut game = self.clone();
        game.decks = self.decks.with_unseen_reordered(rng.as_deref_mut());
        let seed = rng.map_or(0, |rng| rng.next_u64());
        game.rng = Rng::new(seed);
        game.setup.seed = seed;
        // From here on the seed deals, as in any game played out in thought.
        game.setup.chance = Chance::Seed;
        game
    }
}
