//! One Loch Ness table: the game, who plays each seat, where undo stops, and the
//! choices a click is in the middle of (the photographer picked, Nessie's cells picked
//! so far). Every rule question goes to [`blockness_lochness::Game`]: a click becomes an
//! action only when the game lists it as legal.

use blockness_lochness::{Action, Game, Level, Nessie, Step};

mod deal;
mod thinking;

use super::address;
use super::log::{self, Entry};
use super::seat::SeatKind;

/// A game at the table.
#[derive(Clone, Debug)]
pub struct Table {
    id: String,
    game: Game,
    seats: Vec<SeatKind>,
    /// Actions before this index belong to earlier turns (or to a roll, or to a bot):
    /// undo never goes below it.
    undo_floor: usize,
    /// The photographer (by point) picked to move.
    chosen: Option<usize>,
    /// Nessie's cells picked so far after the roll: head, then body.
    swim_picked: Vec<usize>,
    /// Nessie's new place once the cells picked leave only one, shown before it is set.
    swim_preview: Option<Nessie>,
    /// The action count of the roll whose die is still tumbling on screen.
    rolling: Option<usize>,
    /// What happened so far, in order.
    log: Vec<Entry>,
    /// Bot actions still to be played without a pause, after "play the computer's moves at
    /// once" stopped at a bot whose answer comes from the worker.
    hurry: usize,
    /// The hint for the person to act: asked, or shown.
    hint: Hint,
    /// The actions (by index) a person took while a hint was shown, kept with the game.
    hinted: Vec<usize>,
    /// Whether this is the view of a live table: the seats deal its luck together through
    /// the table's log (this screen draws none), and its log takes a ruler's flip only on
    /// the seat's turn.
    live: bool,
}

/// Where the hint for the person to act stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hint {
    None,
    /// Asked of the strong level, not answered yet.
    Asked,
    /// The strong level's choice, shown until the game moves on.
    Shown(Action),
}

/// What the page asks the worker when the bot to act thinks too long for the page's
/// thread: the strong level's play-outs take a large part of a second a decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotQuestion {
    /// The game's link text: an answer about another game is stale.
    pub link: String,
    /// The bot's level.
    pub level: Level,
    /// The bot's seed, the one [`Table::bot_action`] uses, so the worker finds the same
    /// action the page would.
    pub seed: u64,
}

/// What a click on the lake did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clicked {
    /// An action was taken.
    Acted(Action),
    /// A choice was made or changed, no action yet.
    Chose,
    /// Nothing: the click offers nothing now.
    Nothing,
}

impl Table {
    /// A table for `game` with `seats` (one per player), known on this device as `id`.
    pub fn new(id: String, game: Game, seats: Vec<SeatKind>) -> Table {
        Table::with_mode(id, game, seats, false)
    }

    fn with_mode(id: String, game: Game, seats: Vec<SeatKind>, live: bool) -> Table {
        let undo_floor = game.actions().len();
        let log = log::of(&game);
        let mut table = Table {
            id,
            log,
            game,
            seats,
            undo_floor,
            chosen: None,
            swim_picked: Vec::new(),
            swim_preview: None,
            rolling: None,
            hurry: 0,
            hint: Hint::None,
            hinted: Vec::new(),
            live,
        };
        table.deal_chances();
        table
    }

    /// The view of a live table's `game`: its luck comes from the table's log, never from
    /// this screen, and `seats` says which seat takes this screen's clicks (the others are
    /// [`SeatKind::Elsewhere`]).
    pub fn live(id: String, game: Game, seats: Vec<SeatKind>) -> Table {
        Table::with_mode(id, game, seats, true)
    }

    /// Brings a live table's view up to `game`, the game of the table's log, with `seats`:
    /// the actions it has beyond this view's are played here in order, so the log and the
    /// die tell them as they come; a game that does not continue this one is taken whole.
    /// A choice in the middle of a click stays while the game has not moved.
    pub fn follow(&mut self, game: &Game, seats: Vec<SeatKind>) {
        self.seats = seats;
        let (here, there) = (self.game.actions(), game.actions());
        if here == there && self.game.setup() == game.setup() {
            return;
        }
        let continues = self.game.setup() == game.setup() && there.starts_with(here);
        if continues {
            for &action in &there[here.len()..] {
                if !self.apply_logged(action) {
                    break;
                }
                if matches!(action, Action::Chance { .. } | Action::Roll) {
                    self.rolling = Some(self.game.actions().len());
                }
            }
        }
        if self.game.actions() != game.actions() {
            // Not a continuation (a refused action of this screen's, taken back): the view
            // starts again from the table's game.
            self.log = log::of(game);
            self.game = game.clone();
            self.rolling = None;
        }
        self.undo_floor = self.game.actions().len();
        self.hint = Hint::None;
        self.chosen = None;
        self.swim_picked.clear();
        self.swim_preview = None;
    }

    /// The game's id on this device.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays each seat.
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// The photographer picked to move, by its point.
    pub fn chosen(&self) -> Option<usize> {
        self.chosen
    }

    /// Nessie's cells picked so far after the roll.
    pub fn swim_picked(&self) -> &[usize] {
        &self.swim_picked
    }

    /// Nessie's new place as picked, shown on the lake until it is set or dropped.
    pub fn swim_preview(&self) -> Option<Nessie> {
        self.swim_preview
    }

    /// What happened so far, oldest first.
    pub fn log(&self) -> &[Entry] {
        &self.log
    }

    /// Whether the die of the last roll is still tumbling on screen.
    pub fn rolling(&self) -> bool {
        self.rolling.is_some()
    }

    /// The seat waiting for a person's click, if the game waits for one.
    pub fn person_to_act(&self) -> Option<usize> {
        self.game
            .to_act()
            .filter(|&seat| self.seats.get(seat).is_some_and(|k| k.plays_by_clicks()))
    }

    /// The seat waiting for a bot, if the game waits for one.
    pub fn bot_to_act(&self) -> Option<usize> {
        self.game
            .to_act()
            .filter(|&seat| self.seats.get(seat).is_some_and(|k| k.is_computer()))
    }

    /// Whether this screen's clicks may flip `seat`'s ruler: a person's here, at any time,
    /// but at a live table only on the seat's turn, as the table's log allows.
    pub fn may_flip(&self, seat: usize) -> bool {
        self.seats.get(seat).is_some_and(|k| k.plays_by_clicks())
            && (!self.live || self.game.to_act() == Some(seat))
    }

    /// The address text of the game.
    pub fn address(&self) -> String {
        address::write(&self.game, &self.seats)
    }

    /// Whether undo has something to take back: an action of this turn before the roll.
    pub fn can_undo(&self) -> bool {
        self.game.actions().len() > self.undo_floor && self.person_to_act().is_some()
    }

    /// Takes `action` for the seat to act (or a flip for any seat) if the game lists it as
    /// legal; false otherwise, and nothing changes.
    pub fn act(&mut self, action: Action) -> bool {
        if !self.game.legal().contains(&action) {
            return false;
        }
        let before = (self.game.turns(), self.game.step());
        let by_bot = !matches!(action, Action::Flip { .. }) && self.bot_to_act().is_some();
        let with_hint = self.hint().is_some() && self.person_to_act().is_some();
        if !self.apply_logged(action) {
            return false;
        }
        let after = self.game.actions().len();
        if with_hint {
            self.hinted.push(after - 1);
        }
        self.hint = Hint::None;
        self.chosen = None;
        self.swim_picked.clear();
        self.swim_preview = None;
        let len = self.game.actions().len();
        if action == Action::Roll {
            self.rolling = Some(len);
        }
        // The roll, a bot's action, a new turn and every placement at setup are final.
        let new_turn = self.game.turns() != before.0;
        if action == Action::Roll || by_bot || new_turn || before.1 == Step::Setup {
            self.undo_floor = len;
        }
        self.deal_chances();
        true
    }

    /// Applies `action` to the game and logs what it did; false, and nothing changes, when
    /// the game refuses it.
    fn apply_logged(&mut self, action: Action) -> bool {
        let earlier = self.game.clone();
        if self.game.apply(action).is_err() {
            return false;
        }
        let after = self.game.actions().len();
        self.log.extend(
            log::events(&earlier, action, &self.game)
                .into_iter()
                .map(|event| Entry { after, event }),
        );
        true
    }

    /// Takes back the last action of this turn; false when there is none.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let actions = &self.game.actions()[..self.game.actions().len() - 1];
        match Game::replay(self.game.setup(), actions) {
            Ok(game) => {
                let len = game.actions().len();
                self.log.retain(|entry| entry.after <= len);
                self.hinted.retain(|&i| i < len);
                self.hint = Hint::None;
                self.game = game;
                self.chosen = None;
                self.swim_picked.clear();
                self.swim_preview = None;
                true
            }
            Err(_) => false,
        }
    }

    /// The die has stopped tumbling.
    pub fn die_settled(&mut self) {
        self.rolling = None;
    }

    /// The points a click would act on now, for the person to act: where a photographer
    /// goes (placement, relocation, the picked photographer's move), which ones may be
    /// withdrawn, or (in the move step, none picked) the person's own photographers.
    pub fn point_targets(&self) -> Vec<usize> {
        if self.person_to_act().is_none() {
            return Vec::new();
        }
        let actions = self.game.step_actions();
        let mut points: Vec<usize> = actions
            .iter()
            .filter_map(|a| match *a {
                Action::Place { point } | Action::Withdraw { point } => Some(point),
                Action::Relocate { to } => Some(to),
                Action::Move { from, to } => match self.chosen {
                    Some(chosen) => (from == chosen).then_some(to),
                    None => Some(from),
                },
                _ => None,
            })
            .collect();
        points.sort_unstable();
        points.dedup();
        points
    }

    /// The places Nessie may still end on, given the cells picked so far.
    pub fn swim_candidates(&self) -> Vec<Nessie> {
        if self.person_to_act().is_none() || self.game.step() != Step::Swim {
            return Vec::new();
        }
        self.game
            .destinations()
            .into_iter()
            .filter(|n| n.cells().starts_with(&self.swim_picked))
            .collect()
    }

    /// The cells a click picks next after the roll: heads first, then bodies, then tails;
    /// none once Nessie's place is shown for the person to set.
    pub fn cell_targets(&self) -> Vec<usize> {
        if self.swim_preview.is_some() {
            return Vec::new();
        }
        let at = self.swim_picked.len();
        let mut cells: Vec<usize> = self
            .swim_candidates()
            .iter()
            .map(|n| n.cells()[at.min(2)])
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// A click on point `point`.
    pub fn click_point(&mut self, point: usize) -> Clicked {
        if !self.point_targets().contains(&point) {
            if self.chosen.take().is_some() {
                return Clicked::Chose;
            }
            return Clicked::Nothing;
        }
        let action = match self.game.step() {
            Step::Setup | Step::PlaceSecond => Action::Place { point },
            Step::Relocate => Action::Relocate { to: point },
            Step::Withdraw => Action::Withdraw { point },
            Step::Move => match self.chosen {
                Some(from) => Action::Move { from, to: point },
                None => {
                    self.chosen = Some(point);
                    return Clicked::Chose;
                }
            },
            _ => return Clicked::Nothing,
        };
        if self.act(action) {
            Clicked::Acted(action)
        } else {
            Clicked::Nothing
        }
    }

    /// Drops the photographer picked to move, or the cells picked after the roll.
    pub fn clear_choice(&mut self) -> bool {
        let had = self.chosen.is_some() || !self.swim_picked.is_empty();
        self.chosen = None;
        self.swim_picked.clear();
        self.swim_preview = None;
        had
    }

    /// A click on lake cell `cell` after the roll: picks it; once only one place is left,
    /// Nessie is shown there, to be set with [`Table::set_nessie`] or dropped.
    pub fn click_cell(&mut self, cell: usize) -> Clicked {
        if !self.cell_targets().contains(&cell) {
            return Clicked::Nothing;
        }
        self.swim_picked.push(cell);
        if let [only] = self.swim_candidates()[..] {
            self.swim_preview = Some(only);
        }
        Clicked::Chose
    }

    /// Sets Nessie down where she is shown (see [`Table::click_cell`]).
    pub fn set_nessie(&mut self) -> Clicked {
        let Some(nessie) = self.swim_preview else {
            return Clicked::Nothing;
        };
        let action = Action::Swim { nessie };
        if self.act(action) {
            Clicked::Acted(action)
        } else {
            Clicked::Nothing
        }
    }
}
