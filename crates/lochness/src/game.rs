//! A game of Loch Ness: setup, the turn's steps, the actions that drive them, and the
//! state a referee reports.
//!
//! The game is a sequence of [`Action`]s, each taken by the seat [`Game::to_act`] names,
//! except flips, which any seat may make at any time before the end. Everything random
//! (the decks, Nessie's first place, the die) comes from the seed, so a setup and its
//! actions replay to the same game.

use std::collections::VecDeque;
use std::fmt;
use std::sync::Arc;

use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};

use crate::board::Board;
use crate::fragments::{Decks, Fragment, Kind};
use crate::nessie::{swims, Nessie};
use crate::rng::Rng;
use crate::ruler::{winners, Row, Ruler, Score};

/// How a game is set up: the number of players, the seed, and the five-player variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Players, 2 to 4, or 5 with the variant.
    pub players: usize,
    /// The seed of the decks, Nessie's first place and the die.
    pub seed: u64,
    /// The rulebook's five-player variant: one photographer each, a second one placed
    /// for the length of one's own turn. It is played by exactly five players.
    #[serde(default)]
    pub variant5: bool,
}

/// Why a setup is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The number of players is not 2 to 5.
    Players(usize),
    /// Five players play the variant only.
    FiveWithoutVariant,
    /// The variant is for five players.
    VariantWithout5(usize),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Players(n) => write!(f, "{n} players: the game is for 2 to 5"),
            SetupError::FiveWithoutVariant => {
                f.write_str("five players play the five-player variant (variant5: true)")
            }
            SetupError::VariantWithout5(n) => {
                write!(f, "the five-player variant needs five players, not {n}")
            }
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// Checks the setup.
    pub fn check(&self) -> Result<(), SetupError> {
        match (self.players, self.variant5) {
            (2..=4, false) | (5, true) => Ok(()),
            (5, false) => Err(SetupError::FiveWithoutVariant),
            (2..=4, true) => Err(SetupError::VariantWithout5(self.players)),
            (n, _) => Err(SetupError::Players(n)),
        }
    }

    /// Photographers each player sets up with: three for two players, two for three or
    /// four, one in the variant.
    pub fn photographers_each(&self) -> usize {
        match (self.players, self.variant5) {
            (_, true) => 1,
            (2, false) => 3,
            _ => 2,
        }
    }
}

/// The face the die shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Die {
    /// A number of steps, 1 to 5.
    Steps(u8),
    /// The wave: Nessie dives and the player sets her anywhere.
    Wave,
}

impl Serialize for Die {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Die::Steps(n) => serializer.serialize_u8(*n),
            Die::Wave => serializer.serialize_str("wave"),
        }
    }
}

/// A decision in the game, written in JSON as `{"kind": ..., ...}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Action {
    /// Put a photographer on a free point: at setup, or the variant's second photographer.
    Place {
        /// The point.
        point: usize,
    },
    /// Move the photographer standing on `from` to `to`, bumping whoever stands there.
    Move {
        /// Where the photographer stands.
        from: usize,
        /// Where it goes.
        to: usize,
    },
    /// Leave an optional step out: no move, or no second photographer in the variant.
    Pass,
    /// The bumped photographer's owner sends it to a free point.
    Relocate {
        /// The free point.
        to: usize,
    },
    /// The bumped photographer's owner draws one fragment from the deck of their choice.
    Draw {
        /// The deck.
        deck: Kind,
    },
    /// Keep one drawn fragment and mount it; the rest go to the bottom of their deck, and
    /// so does the fragment it replaces, if any.
    Keep {
        /// The fragment's position in the hand, from 0.
        index: usize,
        /// The photo it goes into.
        row: Row,
    },
    /// Keep none of the drawn fragments.
    Discard,
    /// Roll the die.
    Roll,
    /// Set Nessie down after the roll: where her swim ends, or where the wave puts her.
    Swim {
        /// Her cells, `[head, body, tail]`.
        nessie: Nessie,
    },
    /// In the variant, take one of one's two photographers off the board at the end of one's turn.
    Withdraw {
        /// The point it leaves.
        point: usize,
    },
    /// Exchange the upper and lower slots of a column of a seat's ruler; any seat, any time.
    Flip {
        /// The seat whose ruler it is.
        seat: usize,
        /// The column.
        column: Kind,
    },
}

/// Where the game stands: what it waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Photographers are placed in turn.
    Setup,
    /// The player may move one photographer (or pass).
    Move,
    /// Variant: the player may place their second photographer (or pass).
    PlaceSecond,
    /// A bumped photographer's owner picks the free point it goes to.
    Relocate,
    /// A bumped photographer's owner picks the deck to draw from.
    BumpDraw,
    /// A player picks which drawn fragment to keep, if any.
    Keep,
    /// The player rolls the die.
    Roll,
    /// The player sets Nessie down.
    Swim,
    /// Variant: the player takes one of their two photographers off.
    Withdraw,
    /// The game is over.
    Over,
}

/// Why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The game is over.
    GameOver,
    /// This kind of action is not what the game waits for.
    NotNow {
        /// The action's kind.
        action: &'static str,
        /// What the game waits for.
        step: Step,
    },
    /// No point has this id.
    NoSuchPoint(usize),
    /// No seat has this number.
    NoSuchSeat(usize),
    /// The player has no photographer on this point.
    NotYours(usize),
    /// A photographer must move to another point.
    SamePoint(usize),
    /// The player already has a photographer on this point.
    OwnPoint(usize),
    /// The point is not free.
    Occupied(usize),
    /// Nessie cannot end there.
    Unreachable(Nessie),
    /// The deck is empty.
    EmptyDeck(Kind),
    /// The hand has no fragment at this position.
    NoSuchFragment(usize),
    /// Both slots of the column are empty.
    NothingToFlip(usize, Kind),
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => f.write_str("the game is over"),
            ActionError::NotNow { action, step } => {
                write!(
                    f,
                    "a {action} action is not possible now: the game waits for {}",
                    step.describe()
                )
            }
            ActionError::NoSuchPoint(p) => write!(f, "there is no point {p}"),
            ActionError::NoSuchSeat(s) => write!(f, "there is no seat {s}"),
            ActionError::NotYours(p) => write!(f, "the player has no photographer on point {p}"),
            ActionError::SamePoint(p) => write!(f, "the photographer is already on point {p}"),
            ActionError::OwnPoint(p) => {
                write!(f, "point {p} holds one of the player's own photographers")
            }
            ActionError::Occupied(p) => write!(f, "point {p} is not free"),
            ActionError::Unreachable(n) => write!(
                f,
                "Nessie cannot end on head {}, body {}, tail {}",
                n.head, n.body, n.tail
            ),
            ActionError::EmptyDeck(kind) => write!(f, "the {kind} deck is empty"),
            ActionError::NoSuchFragment(i) => write!(f, "the hand has no fragment {i}"),
            ActionError::NothingToFlip(seat, kind) => {
                write!(f, "seat {seat} has no fragment in the {kind} column")
            }
        }
    }
}

impl std::error::Error for ActionError {}

impl Step {
    fn describe(self) -> &'static str {
        match self {
            Step::Setup => "a photographer to be placed",
            Step::Move => "a photographer's move or a pass",
            Step::PlaceSecond => "the second photographer to be placed or a pass",
            Step::Relocate => "the bumped photographer to be sent to a free point",
            Step::BumpDraw => "the bumped player's choice of deck",
            Step::Keep => "a drawn fragment to be kept or all discarded",
            Step::Roll => "the die to be rolled",
            Step::Swim => "Nessie to be set down",
            Step::Withdraw => "a photographer to be withdrawn",
            Step::Over => "nothing: it is over",
        }
    }
}

impl Action {
    fn name(&self) -> &'static str {
        match self {
            Action::Place { .. } => "place",
            Action::Move { .. } => "move",
            Action::Pass => "pass",
            Action::Relocate { .. } => "relocate",
            Action::Draw { .. } => "draw",
            Action::Keep { .. } => "keep",
            Action::Discard => "discard",
            Action::Roll => "roll",
            Action::Swim { .. } => "swim",
            Action::Withdraw { .. } => "withdraw",
            Action::Flip { .. } => "flip",
        }
    }
}

/// A whole game as JSON: its setup and its actions, `{"players", "seed", "variant5",
/// "actions"}`, the form the referee reads and a link can hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// Players, 2 to 5.
    pub players: usize,
    /// The seed.
    pub seed: u64,
    /// The five-player variant (false when left out).
    #[serde(default)]
    pub variant5: bool,
    /// The actions taken, in order (none when left out).
    #[serde(default)]
    pub actions: Vec<Action>,
}

impl Record {
    /// The record of `game` so far.
    pub fn of(game: &Game) -> Record {
        let setup = game.setup();
        Record {
            players: setup.players,
            seed: setup.seed,
            variant5: setup.variant5,
            actions: game.actions().to_vec(),
        }
    }

    /// The record's setup.
    pub fn setup(&self) -> Setup {
        Setup {
            players: self.players,
            seed: self.seed,
            variant5: self.variant5,
        }
    }

    /// Replays the record, naming the first illegal action.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        Game::replay(self.setup(), &self.actions)
    }
}

/// Why a recorded game cannot be replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The setup is refused.
    Setup(SetupError),
    /// Action `index` (from 0) is illegal.
    Illegal {
        /// Its position in the list.
        index: usize,
        /// Why.
        reason: ActionError,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "the setup is refused: {e}"),
            ReplayError::Illegal { index, reason } => {
                write!(f, "action {index} (from 0) is illegal: {reason}")
            }
        }
    }
}

impl std::error::Error for ReplayError {}

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
}

impl Game {
    /// A new game on the edition's board.
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        Game::on_board(setup, Arc::new(Board::standard()))
    }

    /// A new game on `board`. The seed shuffles the decks (bench, lighthouse, bush, pier,
    /// boat, in that order), then picks Nessie's first place among the board's chains;
    /// the die's rolls follow in the same random sequence.
    pub fn on_board(setup: Setup, board: Arc<Board>) -> Result<Game, SetupError> {
        setup.check()?;
        let mut rng = Rng::new(setup.seed);
        let decks = Decks::shuffled(&mut rng);
        let chains = Nessie::chains(&board);
        let nessie = chains[rng.below(chains.len())];
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
            step: Step::Setup,
            decider: 0,
            bumped: None,
            hand: Vec::new(),
            source: DrawSource::Photo,
            photo_point: None,
            photos: VecDeque::new(),
            placed: 0,
            turns: 0,
            actions: Vec::new(),
        })
    }

    /// Replays `actions` from `setup`, naming the first illegal one.
    pub fn replay(setup: Setup, actions: &[Action]) -> Result<Game, ReplayError> {
        let mut game = Game::new(setup).map_err(ReplayError::Setup)?;
        for (index, &action) in actions.iter().enumerate() {
            game.apply(action)
                .map_err(|reason| ReplayError::Illegal { index, reason })?;
        }
        Ok(game)
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

    /// The seat the game waits for, `None` when it is over.
    pub fn to_act(&self) -> Option<usize> {
        match self.step {
            Step::Over => None,
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

    /// Every legal action: those of the seat to act, then the flips any seat may make.
    pub fn legal(&self) -> Vec<Action> {
        let mut legal = self.step_actions();
        legal.extend(self.flips());
        legal
    }

    /// The legal actions of the seat to act, flips left out.
    pub fn step_actions(&self) -> Vec<Action> {
        let active = &self.photographers[self.active];
        match self.step {
            Step::Over => Vec::new(),
            Step::Setup | Step::PlaceSecond => {
                let mut list: Vec<Action> = self
                    .free_points()
                    .into_iter()
                    .map(|point| Action::Place { point })
                    .collect();
                if self.step == Step::PlaceSecond {
                    list.push(Action::Pass);
                }
                list
            }
            Step::Move => {
                let mut list = vec![Action::Pass];
                for &from in active {
                    for to in 0..self.board.points().len() {
                        if !active.contains(&to) {
                            list.push(Action::Move { from, to });
                        }
                    }
                }
                list
            }
            Step::Relocate => self
                .free_points()
                .into_iter()
                .map(|to| Action::Relocate { to })
                .collect(),
            Step::BumpDraw => Kind::ALL
                .into_iter()
                .filter(|&kind| self.decks.len(kind) > 0)
                .map(|deck| Action::Draw { deck })
                .collect(),
            Step::Keep => {
                let mut list = Vec::new();
                for index in 0..self.hand.len() {
                    for row in [Row::Upper, Row::Lower] {
                        list.push(Action::Keep { index, row });
                    }
                }
                list.push(Action::Discard);
                list
            }
            Step::Roll => vec![Action::Roll],
            Step::Swim => self
                .destinations()
                .into_iter()
                .map(|nessie| Action::Swim { nessie })
                .collect(),
            Step::Withdraw => active
                .iter()
                .map(|&point| Action::Withdraw { point })
                .collect(),
        }
    }

    /// The flips any seat may make now.
    pub fn flips(&self) -> Vec<Action> {
        if matches!(self.step, Step::Over | Step::Setup) {
            return Vec::new();
        }
        let mut list = Vec::new();
        for (seat, ruler) in self.rulers.iter().enumerate() {
            for column in Kind::ALL {
                if ruler.empty_in(column) < 2 {
                    list.push(Action::Flip { seat, column });
                }
            }
        }
        list
    }

    /// Takes `action`, or says why it is illegal (the game is then unchanged).
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        if self.step == Step::Over {
            return Err(ActionError::GameOver);
        }
        let not_now = ActionError::NotNow {
            action: action.name(),
            step: self.step,
        };
        match (self.step, action) {
            (_, Action::Flip { seat, column }) => {
                let ruler = self
                    .rulers
                    .get_mut(seat)
                    .ok_or(ActionError::NoSuchSeat(seat))?;
                if ruler.empty_in(column) == 2 {
                    return Err(ActionError::NothingToFlip(seat, column));
                }
                ruler.flip(column);
            }
            (Step::Setup, Action::Place { point }) => {
                self.check_free(point)?;
                let seat = self.placed % self.setup.players;
                self.photographers[seat].push(point);
                self.placed += 1;
                if self.placed == self.setup.players * self.setup.photographers_each() {
                    self.step = Step::Move;
                }
            }
            (Step::Move, Action::Pass) => self.after_move(),
            (Step::Move, Action::Move { from, to }) => {
                self.check_point(to)?;
                let mine = &self.photographers[self.active];
                let index = mine
                    .iter()
                    .position(|&p| p == from)
                    .ok_or(ActionError::NotYours(from))?;
                if from == to {
                    return Err(ActionError::SamePoint(to));
                }
                if mine.contains(&to) {
                    return Err(ActionError::OwnPoint(to));
                }
                let occupant = self.occupant(to);
                self.photographers[self.active][index] = to;
                match occupant {
                    Some((seat, i)) => {
                        self.bumped = Some((seat, i));
                        self.decider = seat;
                        self.step = Step::Relocate;
                    }
                    None => self.after_move(),
                }
            }
            (Step::PlaceSecond, Action::Pass) => self.step = Step::Roll,
            (Step::PlaceSecond, Action::Place { point }) => {
                self.check_free(point)?;
                self.photographers[self.active].push(point);
                self.step = Step::Roll;
            }
            (Step::Relocate, Action::Relocate { to }) => {
                self.check_free(to)?;
                if let Some((seat, i)) = self.bumped.take() {
                    self.photographers[seat][i] = to;
                }
                if self.decks.is_empty() {
                    self.after_move();
                } else {
                    self.step = Step::BumpDraw;
                }
            }
            (Step::BumpDraw, Action::Draw { deck }) => {
                if self.decks.len(deck) == 0 {
                    return Err(ActionError::EmptyDeck(deck));
                }
                self.hand = self.decks.draw(deck, 1);
                self.source = DrawSource::Bump;
                self.photo_point = None;
                self.step = Step::Keep;
            }
            (Step::Keep, Action::Keep { index, row }) => {
                let kept = *self
                    .hand
                    .get(index)
                    .ok_or(ActionError::NoSuchFragment(index))?;
                self.hand.remove(index);
                let replaced = self.rulers[self.decider].mount(kept, row);
                self.put_back(replaced);
            }
            (Step::Keep, Action::Discard) => self.put_back(None),
            (Step::Roll, Action::Roll) => {
                let face = self.rng.below(6);
                self.die = Some(match face {
                    5 => Die::Wave,
                    n => Die::Steps(n as u8 + 1),
                });
                self.step = Step::Swim;
            }
            (Step::Swim, Action::Swim { nessie }) => {
                if !self.destinations().contains(&nessie) {
                    return Err(ActionError::Unreachable(nessie));
                }
                self.nessie = nessie;
                self.queue_photos();
                self.next_photo();
            }
            (Step::Withdraw, Action::Withdraw { point }) => {
                let mine = &mut self.photographers[self.active];
                let index = mine
                    .iter()
                    .position(|&p| p == point)
                    .ok_or(ActionError::NotYours(point))?;
                mine.remove(index);
                self.end_turn();
            }
            _ => return Err(not_now),
        }
        self.actions.push(action);
        Ok(())
    }

    fn check_point(&self, point: usize) -> Result<(), ActionError> {
        if point < self.board.points().len() {
            Ok(())
        } else {
            Err(ActionError::NoSuchPoint(point))
        }
    }

    fn check_free(&self, point: usize) -> Result<(), ActionError> {
        self.check_point(point)?;
        match self.occupant(point) {
            Some(_) => Err(ActionError::Occupied(point)),
            None => Ok(()),
        }
    }

    /// After the move (and its bump, if any): the variant's second photographer, or the roll.
    fn after_move(&mut self) {
        self.step = if self.setup.variant5 && self.photographers[self.active].len() == 1 {
            Step::PlaceSecond
        } else {
            Step::Roll
        };
    }

    /// Puts the hand back under its decks (in the order drawn), then `replaced`.
    fn put_back(&mut self, replaced: Option<Fragment>) {
        for fragment in self.hand.drain(..).chain(replaced) {
            self.decks.put_bottom(fragment);
        }
        match self.source {
            DrawSource::Bump => self.after_move(),
            DrawSource::Photo => self.next_photo(),
        }
    }

    /// Lists the photographers that see Nessie: the player whose turn it is first, then
    /// the others in turn order, each player's photographers in the order of their list.
    fn queue_photos(&mut self) {
        self.photos.clear();
        for k in 0..self.setup.players {
            let seat = (self.active + k) % self.setup.players;
            for &point in &self.photographers[seat] {
                let sees = self.board.point(point).map_or([0; 3], |p| p.sees);
                let pieces = self.nessie.pieces_on(&sees);
                if pieces > 0 {
                    self.photos.push_back((seat, point, pieces));
                }
            }
        }
    }

    /// Draws for the next photographer that sees Nessie, or ends the turn.
    fn next_photo(&mut self) {
        while let Some((seat, point, pieces)) = self.photos.pop_front() {
            let Some(kind) = self.board.point(point).map(|p| p.kind) else {
                continue;
            };
            let hand = self.decks.draw(kind, pieces);
            if !hand.is_empty() {
                self.hand = hand;
                self.decider = seat;
                self.source = DrawSource::Photo;
                self.photo_point = Some(point);
                self.step = Step::Keep;
                return;
            }
        }
        if self.setup.variant5 && self.photographers[self.active].len() > 1 {
            self.step = Step::Withdraw;
        } else {
            self.end_turn();
        }
    }

    /// Ends the turn: the game ends after the last seat's turn of a round in which
    /// someone completed both photos; otherwise the next seat moves.
    fn end_turn(&mut self) {
        self.turns += 1;
        if self.active + 1 == self.setup.players && self.last_round() {
            self.step = Step::Over;
        } else {
            self.active = (self.active + 1) % self.setup.players;
            self.step = Step::Move;
        }
    }

    /// Fragments in the decks, the hand and on the rulers: always all of them.
    pub fn fragment_count(&self) -> usize {
        self.decks.total() + self.hand.len() + self.rulers.iter().map(Ruler::filled).sum::<usize>()
    }

    /// The state as the referee prints it.
    pub fn state(&self) -> State<'_> {
        State { game: self }
    }
}

/// The state the referee prints: a view of a [`Game`] that serialises to JSON.
///
/// Fields: `players`, `seed`, `variant5`, `step`, `turn` (the seat whose turn it is),
/// `turns` (completed), `to_act` (null at the end), `die`, `nessie`, `photographers`,
/// `rulers`, `decks` (sizes by kind), `hand` (drawn fragments on show), `last_round`,
/// `legal`, `scores`, and `winners` once the game is over.
#[derive(Clone, Copy, Debug)]
pub struct State<'a> {
    game: &'a Game,
}

impl Serialize for State<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let g = self.game;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("players", &g.setup.players)?;
        map.serialize_entry("seed", &g.setup.seed)?;
        map.serialize_entry("variant5", &g.setup.variant5)?;
        map.serialize_entry("step", &g.step)?;
        map.serialize_entry("turn", &g.active)?;
        map.serialize_entry("turns", &g.turns)?;
        map.serialize_entry("to_act", &g.to_act())?;
        map.serialize_entry("die", &g.die)?;
        map.serialize_entry("nessie", &g.nessie)?;
        map.serialize_entry("photographers", &g.photographers)?;
        map.serialize_entry("rulers", &g.rulers)?;
        map.serialize_entry("decks", &DeckSizes(&g.decks))?;
        map.serialize_entry("hand", &g.hand)?;
        map.serialize_entry("last_round", &g.last_round())?;
        map.serialize_entry("legal", &g.legal())?;
        map.serialize_entry("scores", &g.scores())?;
        if let Some(winners) = g.winners() {
            map.serialize_entry("winners", &winners)?;
        }
        map.end()
    }
}

/// Deck sizes by kind, written in column order.
struct DeckSizes<'a>(&'a Decks);

impl Serialize for DeckSizes<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(5))?;
        for kind in Kind::ALL {
            map.serialize_entry(kind.name(), &self.0.len(kind))?;
        }
        map.end()
    }
}
