//! The games kept on the device, as the page handles them: the game on the board and
//! its place in the [`Library`], the games opened, archived, deleted and imported, the
//! game kept aside while a refused link's stand-in board is shown, and whether the
//! library can be written to storage.
//!
//! Apart from the rest of the reducer because every way a game reaches the board (a new
//! game, a link, a file, the list of games) ends here, in [`PageState::load`], and every
//! change of the game on the board ends in [`PageState::touch`].

use std::rc::Rc;

use blockness_core::GameId;
use rand::Rng;

use super::{NoticeKind, PageState};
use crate::library::{decode_library, Entry, Library, Receipt};
use crate::persist::{Restored, StorageError};
use crate::words::PageMessage;
use blockness_web_board::board::BoardState;

/// Length of the ids given to new games: 62^8 ids, enough that two games of one person
/// never meet by chance.
pub(super) const ID_LEN: usize = 8;

impl PageState {
    /// Whether a saved game is kept aside that can be resumed.
    pub fn has_kept_game(&self) -> bool {
        self.kept.is_some()
    }

    /// Whether the game should be written to storage now.
    pub fn should_persist(&self) -> bool {
        self.persist
    }

    /// The library's text, to store (and to export as a file).
    pub fn library_text(&self) -> String {
        self.library.encode()
    }

    /// The games kept on the device.
    pub fn library(&self) -> &Library {
        &self.library
    }

    /// The id of the game on the board.
    pub fn current_id(&self) -> &GameId {
        &self.current
    }

    /// Changes whenever the library changes.
    pub fn library_epoch(&self) -> u64 {
        self.library_epoch
    }

    /// Whether a deleted game can still be brought back.
    pub fn can_undo_delete(&self) -> bool {
        self.removed.is_some()
    }

    /// Number of moves of a damaged link that can be opened, if one was refused.
    pub fn salvageable_moves(&self) -> Option<usize> {
        self.salvage.as_ref().map(|r| r.game.moves().len())
    }

    /// A new id for a game.
    pub(super) fn new_id(&mut self) -> GameId {
        let ids = &mut self.ids;
        GameId::generate(ID_LEN, |m| ids.random_range(0..m))
    }

    /// Puts a game on the board under `id` and keeps it in the library.
    pub(super) fn load(&mut self, id: GameId, restored: Restored) {
        // A game left without a single move is not worth a line in the library.
        if id != self.current
            && self
                .library
                .get(&self.current)
                .is_some_and(|e| e.saved.game.moves().is_empty() && e.saved.redo.is_empty())
        {
            self.library.remove(&self.current);
        }
        self.salvage = None;
        self.board = Rc::new(
            BoardState::new(restored.game, restored.redo, restored.seats)
                .with_hinted(restored.hinted)
                .with_rated(restored.rated),
        );
        self.current = id;
        self.persist = true;
        self.kept = None;
        self.game_epoch += 1;
        self.bots.resume();
        self.keep_in_library();
    }

    /// Loads a game that has no id yet (a new game, a link without one).
    pub(super) fn load_new(&mut self, restored: Restored) {
        let id = self.new_id();
        self.load(id, restored);
    }

    /// Writes the game on the board into the library, dated now if its moves changed.
    fn keep_in_library(&mut self) {
        if !self.persist {
            return;
        }
        let game = self.board.game().clone();
        // A live table's game that moves on here (by link) has left its table.
        // Who it was played with stays with it.
        let (updated, archived, table, others) = match self.library.get(&self.current) {
            Some(e) if e.saved.game.moves() == game.moves() => {
                (e.updated, e.archived, e.table.clone(), e.others.clone())
            }
            Some(e) => ((self.clock)(), e.archived, None, e.others.clone()),
            None => ((self.clock)(), false, None, Vec::new()),
        };
        self.library.put(Entry {
            id: self.current.clone(),
            saved: Restored {
                game,
                redo: self.board.redo_moves().to_vec(),
                seats: self.board.seats().to_vec(),
                hinted: self.board.hinted_plies().iter().copied().collect(),
                rated: self.board.is_rated(),
            },
            updated,
            archived,
            table,
            others,
        });
        self.library.set_current(Some(self.current.clone()));
        self.library_epoch += 1;
    }

    /// The game changed through the player: from now on it is the one to keep.
    pub(super) fn touch(&mut self) {
        self.persist = true;
        self.kept = None;
        self.game_epoch += 1;
        self.keep_in_library();
        // Only a move played here ends a rated game: opening one that has ended counts
        // nothing again.
        self.record_if_rated_and_over();
    }

    /// Puts a game of the library on the board.
    pub(super) fn open_game(&mut self, id: &GameId) {
        if let Some(entry) = self.library.get(id).cloned() {
            self.load(entry.id, entry.saved);
            self.dialog_open = false;
        }
    }

    /// Brings back the saved game kept aside while a bad link's stand-in board was shown.
    pub(super) fn resume_kept(&mut self) {
        if let Some(id) = self.kept.take() {
            self.open_game(&id);
            self.dismiss_errors();
        }
    }

    /// Opens the readable part of a damaged link.
    pub(super) fn open_salvaged(&mut self) {
        if let Some(r) = self.salvage.take() {
            self.load_new(r);
            self.dialog_open = false;
            self.dismiss_errors();
        }
    }

    /// Archives (true) or brings back (false) a game of the library.
    pub(super) fn archive(&mut self, id: &GameId, archived: bool) {
        self.library.set_archived(id, archived);
        self.library_epoch += 1;
    }

    /// Deletes a game of the library, keeping it until the next deletion so it can be
    /// brought back; the game on the board stays.
    pub(super) fn delete(&mut self, id: &GameId) {
        if *id != self.current {
            self.removed = self.library.remove(id);
            self.library.set_current(Some(self.current.clone()));
            self.library_epoch += 1;
        }
    }

    /// Brings back the game just deleted, at its place.
    pub(super) fn undo_delete(&mut self) {
        if let Some((index, entry)) = self.removed.take() {
            self.library.restore_removed(index, entry);
            self.library_epoch += 1;
        }
    }

    /// Reads a games file into the library with the rules links follow; a file that
    /// cannot be read changes nothing.
    pub(super) fn import(&mut self, text: &str) {
        match decode_library(text) {
            Err(e) => self.notify(NoticeKind::Error, PageMessage::ImportRefused(e)),
            Ok(file) => {
                let (mut added, mut updated) = (0, 0);
                // A rated result follows its game to the id the library keeps it under.
                let mut ratings = file.ratings().clone();
                for entry in file.entries().iter().cloned() {
                    let fresh = self.new_id();
                    let from = entry.id.clone();
                    let (receipt, id) = self.library.receive(entry, || fresh);
                    ratings.rename_game(&from, &id);
                    match receipt {
                        Receipt::New | Receipt::Diverged => added += 1,
                        Receipt::Updated => updated += 1,
                        Receipt::Same | Receipt::Older => {}
                    }
                }
                self.merge_ratings(&ratings);
                self.library.set_current(Some(self.current.clone()));
                self.library_epoch += 1;
                self.notify(NoticeKind::Info, PageMessage::Imported { added, updated });
            }
        }
    }

    /// The library could not be written to storage: said once, until it works again.
    pub(super) fn storage_failed(&mut self, why: StorageError) {
        if !self.storage_failing {
            self.storage_failing = true;
            self.notify(NoticeKind::Error, PageMessage::GamesNotStored(why));
        }
    }

    /// The library was written again: the notice of the failure goes.
    pub(super) fn storage_works(&mut self) {
        if std::mem::take(&mut self.storage_failing) {
            self.notices
                .retain(|n| !matches!(n.message, PageMessage::GamesNotStored(_)));
        }
    }
}
