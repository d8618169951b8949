//! The table's thinking: the computer players' actions (found here, or asked of the
//! worker when the level thinks long) and the hint for the person to act, both from the
//! engine's levels.

use blockness_lochness::ladder::level_to_act;
use blockness_lochness::{choose, Action, Level};

use super::{address, BotQuestion, Hint, Table};

impl Table {
    /// The level that takes the next action of the bot to act, if a bot is to act: a rung
    /// between two levels draws one at every action.
    fn bot_level(&self) -> Option<Level> {
        let step = self
            .bot_to_act()
            .and_then(|seat| self.seats[seat].computer())?;
        Some(level_to_act(step.rung(), &self.game, self.bot_seed()))
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
}
