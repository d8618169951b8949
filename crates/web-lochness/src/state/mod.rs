//! The Loch Ness view's state, plain Rust and tested natively: one reducer
//! ([`LochState`]) for the table, the games kept on the device and the notices, with the
//! view models ([`view`]) as free functions of it.
//!
//! - [`LochAction`] and [`Note`] (module `actions`): what the view is asked, and tells once;
//! - [`address`]: `#l/<link>~<seats>` addresses, read as untrusted input;
//! - [`table`]: one game at the table, with undo within a turn and the clicks' choices;
//! - [`hint`]: the hint for the person to act, as the view draws it;
//! - [`log`]: what happened at the table, in order, told from the game's actions;
//! - [`store`]: the Loch Ness games kept on the device, under their own key;
//! - [`view`]: what the components draw;
//! - [`words`]: every Loch Ness text, in four languages.
//!
//! No rule lives here: legality, destinations, scores and winners come from
//! [`blockness_lochness`].

mod actions;
pub mod address;
pub mod hint;
pub mod live_tables;
pub mod log;
pub mod seat;
pub mod store;
pub mod table;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;

pub use self::actions::{LochAction, Note, BOTS_AT_ONCE};
use blockness_lochness::{Action, Game, Setup};

use self::address::AddressError;
use self::seat::encode_seat_code;
use self::store::{Entry, Saved};
use self::table::{Clicked, Table};
use blockness_web_common::StorageError;

/// What booting asks the page to do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BootEffects {
    /// Move the unreadable stored text aside before anything is written.
    pub set_aside: bool,
}

/// The Loch Ness view's state.
#[derive(Clone, Debug)]
pub struct LochState {
    saved: Saved,
    table: Option<Table>,
    new_game_open: bool,
    notices: Vec<Note>,
    revision: u64,
    store_epoch: u64,
    can_store: bool,
    address_held: bool,
}

impl LochState {
    /// The first state: the kept games from `stored` (the text under the storage key, or
    /// why storage cannot be read), then the game of `hash` if it is a Loch Ness link, else
    /// the game last shown, else the new-game screen.
    pub fn boot(
        hash: &str,
        stored: Result<Option<String>, StorageError>,
        new_id: &str,
    ) -> (LochState, BootEffects) {
        let mut state = LochState {
            saved: Saved::default(),
            table: None,
            new_game_open: false,
            notices: Vec::new(),
            revision: 0,
            store_epoch: 0,
            can_store: true,
            address_held: false,
        };
        let mut effects = BootEffects::default();
        match stored {
            Ok(Some(text)) => match Saved::decode(&text) {
                Ok(saved) => state.saved = saved,
                Err(why) => {
                    effects.set_aside = true;
                    state.notices.push(Note::StoreUnreadable {
                        why,
                        set_aside: true,
                    });
                }
            },
            Ok(None) => {}
            Err(why) => state.notices.push(Note::NotStored(why)),
        }
        state.open_link(hash, new_id);
        (state, effects)
    }

    /// The table, when a game is shown.
    pub fn table(&self) -> Option<&Table> {
        self.table.as_ref()
    }

    /// The game shown.
    pub fn game(&self) -> Option<&Game> {
        self.table.as_ref().map(Table::game)
    }

    /// Whether the new-game screen is shown.
    pub fn new_game_open(&self) -> bool {
        self.new_game_open || self.table.is_none()
    }

    /// The notices, oldest first.
    pub fn notices(&self) -> &[Note] {
        &self.notices
    }

    /// The kept games.
    pub fn saved(&self) -> &Saved {
        &self.saved
    }

    /// Counts every change, for the page's `data-revision`.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Counts the changes to the kept games that are to be written.
    pub fn store_epoch(&self) -> u64 {
        self.store_epoch
    }

    /// The text to store, `None` while an unreadable text could not be moved aside.
    pub fn store_text(&self) -> Option<String> {
        self.can_store.then(|| self.saved.encode())
    }

    /// The address to show, `None` to leave it as it is (a refused link stays in place
    /// until the players do something).
    pub fn address(&self) -> Option<String> {
        if self.address_held {
            return None;
        }
        Some(match &self.table {
            Some(table) if !self.new_game_open => table.address(),
            _ => address::LOCHNESS_PREFIX.to_string(),
        })
    }

    fn notify(&mut self, note: Note) {
        if !self.notices.contains(&note) {
            self.notices.push(note);
        }
    }

    /// Shows the kept game `entry`, or says why it cannot be read (it stays kept).
    fn show_entry(&mut self, entry: &Entry) -> bool {
        let hash = format!("{}{}~{}", address::LOCHNESS_PREFIX, entry.link, entry.seats);
        let hash = hash.trim_end_matches('~');
        match address::read(hash) {
            Ok(found) => {
                self.table = Some(
                    Table::new(entry.id.clone(), found.game, found.seats)
                        .with_hinted(entry.hinted.clone()),
                );
                self.new_game_open = false;
                true
            }
            Err(why) => {
                self.notify(Note::SavedUnreadable(why));
                false
            }
        }
    }

    fn show_current(&mut self) {
        if let Some(entry) = self.saved.current().cloned() {
            self.show_entry(&entry);
        }
    }

    fn open_link(&mut self, hash: &str, new_id: &str) {
        if !address::is_lochness_link(hash) {
            return self.show_current();
        }
        match address::read(hash) {
            Ok(found) => {
                let seats = encode_seat_code(&found.seats);
                let kept = self.saved.find(&found.link, &seats).cloned();
                let id = kept.as_ref().map_or(new_id.to_string(), |e| e.id.clone());
                let other = self.saved.current().is_some_and(|e| e.id != id && !e.over);
                let hinted = kept.map(|e| e.hinted).unwrap_or_default();
                self.table = Some(Table::new(id, found.game, found.seats).with_hinted(hinted));
                self.new_game_open = false;
                if other {
                    self.notify(Note::OtherGameKept);
                }
                self.save_table();
            }
            Err(AddressError::Empty) => self.show_current(),
            Err(why) => {
                self.show_current();
                self.address_held = true;
                self.notify(Note::LinkRefused(why));
            }
        }
    }

    /// Writes the table's game into the kept list.
    fn save_table(&mut self) {
        if let Some(table) = &self.table {
            self.saved.put(Entry {
                id: table.id().to_string(),
                link: address::link_of(table.game()),
                seats: encode_seat_code(table.seats()),
                over: table.game().is_over(),
                hinted: table.hinted().to_vec(),
            });
            self.store_epoch += 1;
        }
    }

    /// After an action on the table (the table's log has it): keep the game, free the
    /// address.
    fn acted(&mut self) {
        self.address_held = false;
        self.save_table();
    }

    /// Applies `action`, returning whether anything changed.
    pub fn apply(&mut self, action: LochAction) -> bool {
        match action {
            LochAction::ClickPoint(point) => {
                let Some(table) = self.table.as_mut() else {
                    return false;
                };
                match table.click_point(point) {
                    Clicked::Acted(_) => self.acted(),
                    Clicked::Chose => {}
                    Clicked::Nothing => return false,
                }
            }
            LochAction::ClickCell(cell) => {
                let Some(table) = self.table.as_mut() else {
                    return false;
                };
                match table.click_cell(cell) {
                    Clicked::Acted(_) => self.acted(),
                    Clicked::Chose => {}
                    Clicked::Nothing => return false,
                }
            }
            LochAction::SetNessie => {
                let Some(table) = self.table.as_mut() else {
                    return false;
                };
                match table.set_nessie() {
                    Clicked::Acted(_) => self.acted(),
                    Clicked::Chose | Clicked::Nothing => return false,
                }
            }
            LochAction::ClearChoice => {
                if !self.table.as_mut().is_some_and(Table::clear_choice) {
                    return false;
                }
            }
            LochAction::Act(action) => {
                let Some(table) = self.table.as_mut() else {
                    return false;
                };
                let seat = match action {
                    Action::Flip { seat, .. } => table.may_flip(seat).then_some(seat),
                    _ => table.person_to_act(),
                };
                if seat.is_none() || !table.act(action) {
                    return false;
                }
                self.acted();
            }
            LochAction::Undo => {
                if !self.table.as_mut().is_some_and(Table::undo) {
                    return false;
                }
                self.address_held = false;
                self.save_table();
            }
            LochAction::BotMove => {
                let Some(table) = self.table.as_mut() else {
                    return false;
                };
                let (Some(_), Some(action)) = (table.bot_to_act(), table.bot_action()) else {
                    return false;
                };
                if !table.act(action) {
                    return false;
                }
                self.acted();
            }
            LochAction::BotsAtOnce => {
                let Some(table) = self.table.as_mut() else {
                    return false;
                };
                let taken = table.play_bots_at_once(BOTS_AT_ONCE);
                if taken == 0 {
                    // Nothing played here; a strong bot to act now answers without a pause.
                    return table.hurrying();
                }
                // The die shows the last roll at rest: nothing is left to watch tumble.
                table.die_settled();
                self.acted();
            }
            LochAction::AskHint => {
                if !self.table.as_mut().is_some_and(Table::ask_hint) {
                    return false;
                }
            }
            LochAction::HintAnswered { link, action } => {
                if !self
                    .table
                    .as_mut()
                    .is_some_and(|t| t.hint_answered(&link, action))
                {
                    return false;
                }
            }
            LochAction::HintHere => {
                if !self.table.as_mut().is_some_and(Table::hint_here) {
                    return false;
                }
            }
            LochAction::BotAnswered { link, action } => {
                let Some(table) = self.table.as_mut() else {
                    return false;
                };
                let hurrying = table.hurrying();
                if !table.bot_answered(&link, action) {
                    return false;
                }
                if hurrying {
                    table.hurry_on();
                    table.die_settled();
                }
                self.acted();
            }
            LochAction::DieSettled => {
                let Some(table) = self.table.as_mut().filter(|t| t.rolling()) else {
                    return false;
                };
                table.die_settled();
                // Only the picture changes: the revision counts the players' and bots' doings,
                // which is what the page's tests wait on.
                return true;
            }
            LochAction::OpenNewGame => self.new_game_open = true,
            LochAction::CloseNewGame => {
                if self.table.is_none() || !self.new_game_open {
                    return false;
                }
                self.new_game_open = false;
            }
            LochAction::Start {
                players,
                seats,
                seed,
                id,
            } => {
                let setup = Setup::seeded(players, seed);
                // Every kind is one Loch Ness offers (its own type): only the count can be off.
                let seats_fit = seats.len() == players;
                let Ok(game) = Game::new(setup) else {
                    return false;
                };
                if !seats_fit {
                    return false;
                }
                self.table = Some(Table::new(id, game, seats));
                self.new_game_open = false;
                self.address_held = false;
                self.save_table();
            }
            LochAction::Resume(id) => {
                let Some(entry) = self.saved.get(&id).cloned() else {
                    return false;
                };
                if !self.show_entry(&entry) {
                    self.revision += 1;
                    return true;
                }
                self.address_held = false;
                self.save_table();
            }
            LochAction::OpenLink { hash, id } => {
                let shown = self.table.as_ref().map(|t| t.address());
                if shown.as_deref() == Some(hash.trim_start_matches('#')) {
                    return false;
                }
                self.open_link(&hash, &id);
            }
            LochAction::Notify(note) => self.notify(note),
            LochAction::Dismiss(i) => {
                if i >= self.notices.len() {
                    return false;
                }
                self.notices.remove(i);
            }
            LochAction::StorageBlocked => {
                self.can_store = false;
                for note in &mut self.notices {
                    if let Note::StoreUnreadable { set_aside, .. } = note {
                        *set_aside = false;
                    }
                }
            }
        }
        self.revision += 1;
        true
    }
}
