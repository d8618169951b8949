//! One Loch Ness table: the game, who plays each seat, where undo stops, and the
//! choices a click is in the middle of (the photographer picked, Nessie's cells picked
//! so far). Every rule question goes to [`blockness_lochness::Game`]: a click becomes an
//! action only when the game lists it as legal.

use blockness_lochness::{choose, Action, Game, Level, Nessie, Step};

mod deal;

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
        };
        table.deal_chances();
        table
    }

    /// The table with the actions taken with a hint as kept with the game; those beyond the
    /// game's actions are dropped.
    pub fn with_hinted(mut self, mut hinted: Vec<usize>) -> Table {
        let len = self.game.actions().len();
        hinted.retain(|&i| i < len);
        hinted.sort_unstable();
        hinted.dedup();
        self.hinted = hinted;
        self
    }

    /// The actions (by index) a person took while a hint was shown.
    pub fn hinted(&self) -> &[usize] {
        &self.hinted
    }

    /// The hint shown for the person to act.
    pub fn hint(&self) -> Option<Action> {
        match self.hint {
            Hint::Shown(action) => Some(action),
            _ => None,
        }
    }

    /// Whether a hint is asked and not answered yet.
    pub fn hint_pending(&self) -> bool {
        self.hint == Hint::Asked
    }

    /// Asks for a hint: only for a person to act, and only once a position.
    pub fn ask_hint(&mut self) -> bool {
        if self.person_to_act().is_none() || self.hint != Hint::None {
            return false;
        }
        self.hint = Hint::Asked;
        true
    }

    /// The question for the worker while a hint is asked: the strong level, for the person
    /// to act.
    pub fn hint_question(&self) -> Option<BotQuestion> {
        if !self.hint_pending() || self.person_to_act().is_none() {
            return None;
        }
        Some(self.question(Level::Strong))
    }

    /// The worker's question about the game as it stands, for a player of `level`.
    fn question(&self, level: Level) -> BotQuestion {
        BotQuestion {
            link: address::link_of(&self.game),
            level,
            seed: self.bot_seed(),
        }
    }

    /// Shows the worker's answer to [`Table::hint_question`], while the game of `link` is
    /// still on the table and the hint still asked, and only a legal action.
    pub fn hint_answered(&mut self, link: &str, action: Action) -> bool {
        if !self.hint_pending()
            || address::link_of(&self.game) != link
            || !self.game.legal().contains(&action)
        {
            return false;
        }
        self.hint = Hint::Shown(action);
        true
    }

    /// Finds the asked hint on the calling thread (the worker cannot answer).
    pub fn hint_here(&mut self) -> bool {
        if !self.hint_pending() || self.person_to_act().is_none() {
            return false;
        }
        match choose(&self.game, Level::Strong, self.bot_seed()) {
            Some(action) => {
                self.hint = Hint::Shown(action);
                true
            }
            None => false,
        }
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
            .filter(|&seat| self.seats.get(seat).and_then(|k| k.level()).is_some())
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

    /// The level of the bot to act, if a bot is to act.
    fn bot_level(&self) -> Option<Level> {
        self.bot_to_act().and_then(|seat| self.seats[seat].level())
    }

    /// The seed of the bot to act, drawn from the game so a replay plays the same.
    fn bot_seed(&self) -> u64 {
        self.game
            .setup()
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(self.game.actions().len() as u64)
    }

    /// The bot's action for the seat to act, found on the calling thread; `None` when no
    /// bot is to act.
    pub fn bot_action(&self) -> Option<Action> {
        choose(&self.game, self.bot_level()?, self.bot_seed())
    }

    /// The question for the worker when the bot to act is one that thinks long (the strong
    /// level); `None` when no bot is to act or its answer is quick to find here.
    pub fn bot_question(&self) -> Option<BotQuestion> {
        self.thinks_long().then(|| self.question(Level::Strong))
    }

    /// Whether the bot to act thinks long, so that its answer comes from the worker.
    fn thinks_long(&self) -> bool {
        self.bot_level() == Some(Level::Strong)
    }

    /// Takes the worker's answer to the [`BotQuestion`] about the game of `link`: only
    /// while that game is still on the table with a bot to act, and only a legal action.
    pub fn bot_answered(&mut self, link: &str, action: Action) -> bool {
        self.bot_to_act().is_some() && address::link_of(&self.game) == link && self.act(action)
    }

    /// Plays the bots on without pausing, up to `limit` actions, until a person is to act,
    /// the game is over, or a bot whose answer comes from the worker is to act; in that
    /// last case the rest of `limit` is kept to go on without a pause ([`Table::hurrying`]).
    /// Returns the actions taken.
    pub fn play_bots_at_once(&mut self, limit: usize) -> usize {
        let mut taken = 0;
        while taken < limit && !self.thinks_long() {
            let Some(action) = self.bot_action() else {
                break;
            };
            if !self.act(action) {
                break;
            }
            taken += 1;
        }
        self.hurry = if self.thinks_long() { limit - taken } else { 0 };
        taken
    }

    /// Whether the bots play on without a pause (see [`Table::play_bots_at_once`]).
    pub fn hurrying(&self) -> bool {
        self.hurry > 0 && self.bot_to_act().is_some()
    }

    /// The worker's answer came while hurrying: one action fewer to take at once, and
    /// the quick bots after it play at once too.
    pub fn hurry_on(&mut self) -> usize {
        if self.hurry == 0 {
            return 0;
        }
        self.play_bots_at_once(self.hurry - 1)
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
