//! The whole state of the page in one reducer: the game, undone moves, the replay cursor,
//! the player's current selection and the notices on screen.
//!
//! Plain Rust with no browser types, so the logic is tested natively. Every rule question
//! goes to the core ([`Game`], [`Rules`](blockness_core::Rules)); this module only keeps
//! track of what the player has clicked.

use std::collections::BTreeSet;
use std::sync::Arc;

use blockness_core::{
    decode_link, encode_link, Cell, Colour, Edition, Game, Move, Phase, Segment, Setup,
};

use crate::persist::{decode_saved, encode_saved, Restored, SET_ASIDE_KEY};
use crate::seat::SeatKind;

/// What the player has picked so far on the turn being played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// The start cell chosen (during setup: the head's cell).
    pub start: Option<Cell>,
    /// A segment chosen in the tray, which narrows the highlights to its shape.
    pub piece: Option<usize>,
    /// When a second foot was chosen that several segments (or both ends) fit: the
    /// moves to pick from in the tray.
    pub choices: Vec<Move>,
}

/// How a notice should look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// Something went right (a link was copied).
    Info,
    /// Something could not be done or read; the page carries on.
    Error,
}

/// A message shown above the board until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Identifies the notice for dismissal.
    pub id: u64,
    /// Its look.
    pub kind: NoticeKind,
    /// The words shown.
    pub text: String,
}

/// The new game asked for in the dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// Colour of each seat (its length is the player count).
    pub colours: Vec<Colour>,
    /// Kind of each seat.
    pub seats: Vec<SeatKind>,
    /// Expert variant.
    pub expert: bool,
}

/// Everything that can happen on the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A hole of the loch was clicked or tapped.
    ClickCell(Cell),
    /// A segment of `seat`'s tray was clicked.
    ClickPiece {
        /// Whose tray.
        seat: usize,
        /// Index in the colour's set.
        piece: usize,
    },
    /// One of several offered moves was picked.
    Choose(Move),
    /// The pointer is on a cell (or left the board): explain that cell.
    Point(Option<Cell>),
    /// Drop the selection (Escape).
    Cancel,
    /// Take back the last move.
    Undo,
    /// Play the last undone move again.
    Redo,
    /// Show the position after this many moves (read-only when earlier than the last).
    ViewAt(usize),
    /// Step the replay back one move.
    ViewPrev,
    /// Step the replay forward one move.
    ViewNext,
    /// Leave the replay and continue the game from the position shown; the later moves
    /// become undone moves, so nothing is lost.
    ContinueFromHere,
    /// Open the new-game dialog.
    OpenDialog,
    /// Close it without starting.
    CloseDialog,
    /// Start a new game.
    Start(NewGame),
    /// A new game with the same seats and variant.
    Rematch,
    /// Open a game link (the text after `#`), e.g. pasted into the address bar.
    OpenLink(String),
    /// Bring back the saved game kept aside while a bad link's fresh board was shown.
    ResumeKept,
    /// Show a notice.
    Notify(NoticeKind, String),
    /// Remove a notice.
    Dismiss(u64),
}

/// What the page should do with storage once it has read it at start.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BootEffects {
    /// Move the unreadable saved text to [`SET_ASIDE_KEY`].
    pub set_aside_saved: bool,
}

/// The state of the page.
#[derive(Clone, Debug)]
pub struct AppState {
    edition: Arc<Edition>,
    game: Game,
    /// Undone moves, next to redo first.
    redo: Vec<Move>,
    seats: Vec<SeatKind>,
    /// `Some(n)`: the position after `n` moves is shown, read-only (`n` < moves played).
    view: Option<usize>,
    selection: Selection,
    /// The cell the pointer is on, for explanations.
    pointed: Option<Cell>,
    notices: Vec<Notice>,
    next_notice: u64,
    dialog_open: bool,
    /// False while the board is a stand-in shown after a bad link: it is not saved
    /// (so the saved game is not overwritten) until the player plays on it.
    persist: bool,
    /// The saved game, kept while a bad link's stand-in board is shown.
    kept: Option<Restored>,
    /// Bumped when the address shows something other than the game (a refused link was
    /// pasted), so the page writes the game's link back even though the game is unchanged.
    address_epoch: u64,
    /// Counts the actions applied, so the page can tell when it has caught up with the last one.
    revision: u64,
}

/// Starts a game, or says why the setup is refused.
fn new_game(edition: &Arc<Edition>, spec: &NewGame) -> Result<Game, String> {
    let players = spec.colours.len();
    let setup = Setup::new(edition, players, Some(spec.colours.clone()), spec.expert)
        .map_err(|e| e.to_string())?;
    Ok(Game::new(Arc::clone(edition), setup))
}

/// The name of a colour for sentences, capitalised.
pub fn colour_title(colour: Colour) -> &'static str {
    match colour {
        Colour::Orange => "Orange",
        Colour::Green => "Green",
        Colour::Purple => "Purple",
        Colour::Black => "Black",
    }
}

/// The letter that marks a colour's pieces, so colours never rely on hue alone.
pub fn colour_letter(colour: Colour) -> char {
    match colour {
        Colour::Orange => 'O',
        Colour::Green => 'G',
        Colour::Purple => 'P',
        Colour::Black => 'B',
    }
}

impl AppState {
    /// A fresh two-player base game with the new-game dialog open.
    pub fn fresh(edition: Arc<Edition>) -> AppState {
        let spec = NewGame {
            colours: edition.colours()[..2].to_vec(),
            seats: vec![SeatKind::Human; 2],
            expert: false,
        };
        let game = new_game(&edition, &spec).unwrap_or_else(|_| {
            // The built-in edition always has two colours; an edition without them
            // could not be loaded in the first place.
            Game::new(
                Arc::clone(&edition),
                Setup::new(&edition, 2, None, false).expect("an edition has two colours"),
            )
        });
        AppState {
            edition,
            game,
            redo: Vec::new(),
            seats: spec.seats,
            view: None,
            selection: Selection::default(),
            pointed: None,
            notices: Vec::new(),
            next_notice: 1,
            dialog_open: true,
            persist: true,
            kept: None,
            address_epoch: 0,
            revision: 0,
        }
    }

    /// The state at page load, from the address's link text (`hash`, without `#`) and the
    /// saved text in storage. A good link wins; a bad link shows a message and a new game
    /// without touching the saved one; unreadable saved data is reported and set aside.
    pub fn boot(edition: Arc<Edition>, hash: &str, saved: Option<&str>) -> (AppState, BootEffects) {
        let mut state = AppState::fresh(Arc::clone(&edition));
        let mut effects = BootEffects::default();
        let restored = match saved.map(|text| decode_saved(text, Arc::clone(&edition))) {
            None => None,
            Some(Ok(r)) => Some(r),
            Some(Err(e)) => {
                effects.set_aside_saved = true;
                state.notify(
                    NoticeKind::Error,
                    format!(
                        "The saved game could not be resumed: {e}. It was set aside (storage key \"{SET_ASIDE_KEY}\") and a new game was started."
                    ),
                );
                None
            }
        };
        let hash = hash.trim_start_matches('#');
        if !hash.is_empty() {
            match decode_link(hash, Arc::clone(&edition)) {
                Ok(game) => {
                    state.dialog_open = false;
                    match restored {
                        // The page was reloaded: storage has the same game and its undone moves.
                        Some(r) if encode_link(&r.game) == hash => state.load(r),
                        _ => {
                            let seats = vec![SeatKind::Human; game.rules().players()];
                            state.load(Restored {
                                game,
                                redo: Vec::new(),
                                seats,
                            })
                        }
                    }
                }
                Err(e) => {
                    state.dialog_open = false;
                    state.persist = false;
                    let kept = if restored.is_some() {
                        " Your saved game is kept: use \"Resume saved game\" to go back to it."
                    } else {
                        ""
                    };
                    state.notify(
                        NoticeKind::Error,
                        format!(
                            "This link cannot be opened: {e}. A new game is shown instead.{kept}"
                        ),
                    );
                    state.kept = restored;
                }
            }
        } else if let Some(r) = restored {
            state.dialog_open = false;
            state.load(r);
        }
        (state, effects)
    }

    fn load(&mut self, restored: Restored) {
        self.game = restored.game;
        self.redo = restored.redo;
        self.seats = restored.seats;
        self.view = None;
        self.selection = Selection::default();
        self.persist = true;
        self.kept = None;
    }

    // ----- plain accessors -----

    /// The edition played.
    pub fn edition(&self) -> &Arc<Edition> {
        &self.edition
    }

    /// The game, with every move played (also those after a replayed position).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Undone moves, next to redo first.
    pub fn redo_moves(&self) -> &[Move] {
        &self.redo
    }

    /// Kind of each seat.
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// The current selection.
    pub fn selection(&self) -> &Selection {
        &self.selection
    }

    /// Notices on screen, oldest first.
    pub fn notices(&self) -> &[Notice] {
        &self.notices
    }

    /// Whether the new-game dialog is open.
    pub fn dialog_open(&self) -> bool {
        self.dialog_open
    }

    /// Whether a saved game is kept aside that can be resumed.
    pub fn has_kept_game(&self) -> bool {
        self.kept.is_some()
    }

    /// Whether the game should be written to storage now.
    pub fn should_persist(&self) -> bool {
        self.persist
    }

    /// The cell the pointer is on.
    pub fn pointed(&self) -> Option<Cell> {
        self.pointed
    }

    /// The link text of the game (what the address shows after `#`).
    pub fn link(&self) -> String {
        encode_link(&self.game)
    }

    /// Number of actions applied since the page loaded.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Changes whenever the address must be rewritten with the game's link.
    pub fn address_epoch(&self) -> u64 {
        self.address_epoch
    }

    /// The text to store for the game.
    pub fn saved_text(&self) -> String {
        encode_saved(&self.game, &self.redo, &self.seats)
    }

    /// Number of moves whose position is on the board.
    pub fn shown_moves(&self) -> usize {
        self.view.unwrap_or(self.game.moves().len())
    }

    /// Whether the board shows the game as it stands (not an earlier position).
    pub fn is_live(&self) -> bool {
        self.view.is_none()
    }

    /// Whether the board takes moves now: live, not over, and the seat to move plays by clicks.
    pub fn accepts_moves(&self) -> bool {
        self.is_live()
            && self
                .game
                .to_move()
                .is_some_and(|s| self.seats.get(s).is_some_and(|k| k.plays_by_clicks()))
    }

    /// Whether undo has a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.game.moves().is_empty()
    }

    /// Whether redo has a move to play.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The segment shape of `piece` in `seat`'s set.
    pub fn shape(&self, seat: usize, piece: usize) -> Option<Segment> {
        self.game.rules().set(seat).get(piece).copied()
    }

    fn move_shape(&self, seat: usize, mv: &Move) -> Option<Segment> {
        match *mv {
            Move::Start { .. } => self.shape(seat, 0),
            Move::Extend { piece, .. } => self.shape(seat, usize::from(piece)),
        }
    }

    /// The legal moves of the seat to move, narrowed to the shape chosen in the tray.
    pub fn candidate_moves(&self) -> Vec<Move> {
        let Some(seat) = self.game.to_move().filter(|_| self.accepts_moves()) else {
            return Vec::new();
        };
        let wanted = self.selection.piece.and_then(|p| self.shape(seat, p));
        self.game
            .legal_moves()
            .into_iter()
            .filter(|m| wanted.is_none() || self.move_shape(seat, m) == wanted)
            .collect()
    }

    /// Cells to highlight as start cells (`legal-start`) and as second feet (`legal-end`).
    pub fn highlights(&self) -> (BTreeSet<Cell>, BTreeSet<Cell>) {
        let moves = self.candidate_moves();
        if !self.selection.choices.is_empty() {
            let ends = self.selection.choices.iter().map(|m| m.feet().1).collect();
            return (BTreeSet::new(), ends);
        }
        match self.selection.start {
            Some(start) => {
                let ends = moves
                    .iter()
                    .map(Move::feet)
                    .filter(|&(a, _)| a == start)
                    .map(|(_, b)| b)
                    .collect();
                (BTreeSet::new(), ends)
            }
            None => (moves.iter().map(|m| m.feet().0).collect(), BTreeSet::new()),
        }
    }

    // ----- the reducer -----

    /// Applies one action.
    pub fn apply(&mut self, action: Action) {
        self.revision += 1;
        match action {
            Action::ClickCell(cell) => self.click_cell(cell),
            Action::ClickPiece { seat, piece } => self.click_piece(seat, piece),
            Action::Choose(mv) => {
                if self.selection.choices.contains(&mv) {
                    self.play(mv);
                }
            }
            Action::Point(cell) => self.pointed = cell,
            Action::Cancel => self.selection = Selection::default(),
            Action::Undo => {
                self.view = None;
                self.selection = Selection::default();
                if let Some(mv) = self.game.undo() {
                    self.redo.insert(0, mv);
                    self.touch();
                }
            }
            Action::Redo => {
                self.view = None;
                self.selection = Selection::default();
                if !self.redo.is_empty() {
                    let mv = self.redo.remove(0);
                    if let Err(e) = self.game.play(mv) {
                        self.redo.clear();
                        self.notify(
                            NoticeKind::Error,
                            format!("The undone moves no longer fit and were dropped: {e}"),
                        );
                    }
                    self.touch();
                }
            }
            Action::ViewAt(n) => self.view_at(n),
            Action::ViewPrev => self.view_at(self.shown_moves().saturating_sub(1)),
            Action::ViewNext => self.view_at(self.shown_moves() + 1),
            Action::ContinueFromHere => {
                if let Some(n) = self.view.take() {
                    let mut later = self.game.moves()[n..].to_vec();
                    self.game.undo_to(n);
                    later.append(&mut self.redo);
                    self.redo = later;
                    self.touch();
                }
            }
            Action::OpenDialog => self.dialog_open = true,
            Action::CloseDialog => self.dialog_open = false,
            Action::Start(spec) => match new_game(&self.edition, &spec) {
                Ok(game) => {
                    let seats = if spec.seats.len() == spec.colours.len() {
                        spec.seats
                    } else {
                        vec![SeatKind::Human; spec.colours.len()]
                    };
                    self.load(Restored {
                        game,
                        redo: Vec::new(),
                        seats,
                    });
                    self.dialog_open = false;
                }
                Err(e) => self.notify(NoticeKind::Error, format!("That game cannot start: {e}")),
            },
            Action::Rematch => {
                let setup = self.game.rules().setup().clone();
                let game = Game::new(Arc::clone(&self.edition), setup);
                let seats = self.seats.clone();
                self.load(Restored {
                    game,
                    redo: Vec::new(),
                    seats,
                });
            }
            Action::OpenLink(text) => {
                let text = text.trim_start_matches('#');
                if text.is_empty() || text == self.link() {
                    return;
                }
                match decode_link(text, Arc::clone(&self.edition)) {
                    Ok(game) => {
                        let seats = vec![SeatKind::Human; game.rules().players()];
                        self.load(Restored {
                            game,
                            redo: Vec::new(),
                            seats,
                        });
                        self.dialog_open = false;
                    }
                    Err(e) => {
                        self.notify(
                            NoticeKind::Error,
                            format!("This link cannot be opened: {e}. The game on the board is unchanged."),
                        );
                        self.address_epoch += 1;
                    }
                }
            }
            Action::ResumeKept => {
                if let Some(r) = self.kept.take() {
                    self.load(r);
                    self.notices.retain(|n| n.kind != NoticeKind::Error);
                }
            }
            Action::Notify(kind, text) => self.notify(kind, text),
            Action::Dismiss(id) => self.notices.retain(|n| n.id != id),
        }
    }

    fn notify(&mut self, kind: NoticeKind, text: String) {
        self.notices.push(Notice {
            id: self.next_notice,
            kind,
            text,
        });
        self.next_notice += 1;
    }

    /// The game changed through the player: from now on it is the one to save.
    fn touch(&mut self) {
        self.persist = true;
        self.kept = None;
    }

    fn view_at(&mut self, n: usize) {
        self.selection = Selection::default();
        self.view = (n < self.game.moves().len()).then_some(n);
    }

    fn play(&mut self, mv: Move) {
        match self.game.play(mv) {
            Ok(()) => {
                // Playing the move that redo would play keeps the rest of the undone line.
                if self.redo.first() == Some(&mv) {
                    self.redo.remove(0);
                } else {
                    self.redo.clear();
                }
                self.selection = Selection::default();
                self.touch();
            }
            Err(e) => self.notify(NoticeKind::Error, format!("That move is refused: {e}")),
        }
    }

    fn click_cell(&mut self, cell: Cell) {
        self.pointed = Some(cell);
        if !self.accepts_moves() {
            return;
        }
        self.selection.choices.clear();
        if self.selection.start == Some(cell) {
            self.selection.start = None;
            return;
        }
        let moves = self.candidate_moves();
        if let Some(start) = self.selection.start {
            let fitting: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| m.feet() == (start, cell))
                .collect();
            match fitting.len() {
                0 => {}
                1 => return self.play(fitting[0]),
                _ => {
                    self.selection.choices = fitting;
                    return;
                }
            }
        }
        if moves.iter().any(|m| m.feet().0 == cell) {
            self.selection.start = Some(cell);
        } else if self.selection.piece.is_some()
            && self.game.legal_moves().iter().any(|m| m.feet().0 == cell)
        {
            // A start cell of another segment: follow the player and drop the tray filter.
            self.selection.piece = None;
            self.selection.start = Some(cell);
        }
    }

    fn click_piece(&mut self, seat: usize, piece: usize) {
        if !self.accepts_moves() || self.game.to_move() != Some(seat) {
            return;
        }
        if self.game.phase() != Phase::Play {
            return;
        }
        let Some(shape) = self.shape(seat, piece) else {
            return;
        };
        if !self.game.position().in_reserve(seat, piece) {
            return;
        }
        if !self.selection.choices.is_empty() {
            let picked: Vec<Move> = self
                .selection
                .choices
                .iter()
                .copied()
                .filter(|m| self.move_shape(seat, m) == Some(shape))
                .collect();
            match picked.len() {
                0 => {}
                1 => self.play(picked[0]),
                // The same segment fits from both ends: the player picks the end next.
                _ => self.selection.choices = picked,
            }
            return;
        }
        let current = self.selection.piece.and_then(|p| self.shape(seat, p));
        if current == Some(shape) {
            self.selection.piece = None;
            return;
        }
        self.selection.piece = Some(piece);
        if let Some(start) = self.selection.start {
            if !self.candidate_moves().iter().any(|m| m.feet().0 == start) {
                self.selection.start = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use blockness_core::Phase;

    fn edition() -> Arc<Edition> {
        Arc::new(Edition::standard())
    }

    fn two_players() -> AppState {
        let mut s = AppState::fresh(edition());
        s.apply(Action::Start(NewGame {
            colours: vec![Colour::Orange, Colour::Green],
            seats: vec![SeatKind::Human; 2],
            expert: false,
        }));
        s
    }

    /// Plays the first legal start and first legal end, as the e2e tests do.
    fn click_first(s: &mut AppState) {
        let (starts, _) = s.highlights();
        let start = *starts.iter().next().expect("a start cell");
        s.apply(Action::ClickCell(start));
        let (_, ends) = s.highlights();
        let end = *ends.iter().next().expect("a second foot");
        s.apply(Action::ClickCell(end));
        if let Some(&mv) = s.selection().choices.first() {
            s.apply(Action::Choose(mv));
        }
    }

    /// Both starters in open water: orange e5-e7, green h4-h7.
    fn after_setup() -> AppState {
        let mut s = two_players();
        for (head, tail) in [((4, 4), (4, 6)), ((7, 3), (7, 6))] {
            s.apply(Action::ClickCell(Cell::new(head.0, head.1)));
            s.apply(Action::ClickCell(Cell::new(tail.0, tail.1)));
        }
        assert_eq!(s.game().phase(), Phase::Play);
        s
    }

    #[test]
    fn setup_highlights_head_cells_then_tail_cells() {
        let mut s = two_players();
        assert!(!s.dialog_open());
        let (starts, ends) = s.highlights();
        assert!(ends.is_empty());
        assert_eq!(starts, s.game().legal_starts().into_iter().collect());
        let head = *starts.iter().next().unwrap();
        s.apply(Action::ClickCell(head));
        let (starts, ends) = s.highlights();
        assert!(starts.is_empty());
        let expected: BTreeSet<Cell> = s.game().legal_second_feet(head).into_keys().collect();
        assert_eq!(ends, expected);
        let tail = *ends.iter().next().unwrap();
        s.apply(Action::ClickCell(tail));
        assert_eq!(s.game().moves(), &[Move::Start { head, tail }]);
        assert_eq!(s.selection(), &Selection::default());
    }

    #[test]
    fn after_setup_six_start_cells_and_the_engines_second_feet() {
        let mut s = after_setup();
        let (starts, _) = s.highlights();
        assert_eq!(starts.len(), 6);
        for &start in &starts {
            s.apply(Action::ClickCell(start));
            let (_, ends) = s.highlights();
            let expected: BTreeSet<Cell> = s.game().legal_second_feet(start).into_keys().collect();
            assert_eq!(ends, expected);
            s.apply(Action::Cancel);
        }
    }

    #[test]
    fn clicking_the_start_again_cancels() {
        let mut s = after_setup();
        let start = *s.highlights().0.iter().next().unwrap();
        s.apply(Action::ClickCell(start));
        assert_eq!(s.selection().start, Some(start));
        s.apply(Action::ClickCell(start));
        assert_eq!(s.selection().start, None);
        assert_eq!(s.highlights().0.len(), 6);
    }

    #[test]
    fn a_tray_segment_narrows_the_highlights_to_its_shape() {
        let mut s = after_setup();
        let seat = s.game().to_move().unwrap();
        let piece = s.game().playable_pieces()[0];
        let shape = s.shape(seat, piece).unwrap();
        s.apply(Action::ClickPiece { seat, piece });
        let (starts, _) = s.highlights();
        let expected: BTreeSet<Cell> = s
            .game()
            .legal_moves()
            .iter()
            .filter(|m| matches!(m, Move::Extend { piece: p, .. } if s.shape(seat, usize::from(*p)) == Some(shape)))
            .map(|m| m.feet().0)
            .collect();
        assert_eq!(starts, expected);
        // Clicking it again lifts the filter.
        s.apply(Action::ClickPiece { seat, piece });
        assert_eq!(s.selection().piece, None);
    }

    #[test]
    fn a_second_foot_that_several_segments_fit_offers_a_choice() {
        let mut s = after_setup();
        let start = *s.highlights().0.iter().next().unwrap();
        s.apply(Action::ClickCell(start));
        let feet = s.game().legal_second_feet(start);
        let (&to, options) = feet
            .iter()
            .find(|(_, v)| v.len() > 1)
            .expect("a shared foot");
        let options = options.clone();
        s.apply(Action::ClickCell(to));
        assert_eq!(s.game().moves().len(), 2, "nothing played yet");
        assert_eq!(s.selection().choices, options);
        let Move::Extend { piece, .. } = options[1] else {
            panic!("an extension")
        };
        let seat = s.game().to_move().unwrap();
        s.apply(Action::ClickPiece {
            seat,
            piece: usize::from(piece),
        });
        assert_eq!(s.game().moves().last(), Some(&options[1]));
    }

    #[test]
    fn undo_and_redo_keep_the_line() {
        let mut s = after_setup();
        click_first(&mut s);
        let line = s.game().moves().to_vec();
        s.apply(Action::Undo);
        s.apply(Action::Undo);
        assert_eq!(s.game().moves(), &line[..1]);
        assert_eq!(s.redo_moves(), &line[1..]);
        s.apply(Action::Redo);
        assert_eq!(s.game().moves(), &line[..2]);
        // Playing the same move as redo would keeps the rest of the line.
        let (start, to) = line[2].feet();
        s.apply(Action::ClickCell(start));
        s.apply(Action::ClickCell(to));
        if !s.selection().choices.is_empty() {
            s.apply(Action::Choose(line[2]));
        }
        assert_eq!(s.game().moves(), &line[..]);
        assert!(s.redo_moves().is_empty());
    }

    #[test]
    fn another_move_drops_the_undone_line() {
        let mut s = after_setup();
        click_first(&mut s);
        s.apply(Action::Undo);
        assert!(s.can_redo());
        let other = s
            .game()
            .legal_moves()
            .into_iter()
            .rfind(|m| Some(m) != s.redo_moves().first())
            .unwrap();
        let (a, b) = other.feet();
        s.apply(Action::ClickCell(a));
        s.apply(Action::ClickCell(b));
        if !s.selection().choices.is_empty() {
            s.apply(Action::Choose(other));
        }
        assert_eq!(s.game().moves().last(), Some(&other));
        assert!(!s.can_redo());
    }

    #[test]
    fn replay_is_read_only_and_continuing_keeps_later_moves() {
        let mut s = after_setup();
        click_first(&mut s);
        click_first(&mut s);
        let line = s.game().moves().to_vec();
        s.apply(Action::ViewAt(1));
        assert!(!s.is_live());
        assert_eq!(s.shown_moves(), 1);
        assert!(s.highlights().0.is_empty(), "no highlights in a replay");
        s.apply(Action::ClickCell(Cell::new(5, 5)));
        assert_eq!(s.game().moves(), &line[..]);
        s.apply(Action::ViewPrev);
        assert_eq!(s.shown_moves(), 0);
        s.apply(Action::ViewPrev);
        assert_eq!(s.shown_moves(), 0);
        s.apply(Action::ViewNext);
        s.apply(Action::ViewNext);
        assert_eq!(s.shown_moves(), 2);
        s.apply(Action::ContinueFromHere);
        assert!(s.is_live());
        assert_eq!(s.game().moves(), &line[..2]);
        assert_eq!(s.redo_moves(), &line[2..]);
        s.apply(Action::ViewAt(99));
        assert!(s.is_live());
    }

    #[test]
    fn boot_resumes_the_saved_game_and_a_reload_keeps_redo() {
        let mut s = after_setup();
        click_first(&mut s);
        s.apply(Action::Undo);
        let saved = s.saved_text();
        let (back, fx) = AppState::boot(edition(), "", Some(&saved));
        assert_eq!(fx, BootEffects::default());
        assert_eq!(back.game().moves(), s.game().moves());
        assert_eq!(back.redo_moves(), s.redo_moves());
        let (reload, _) = AppState::boot(edition(), &format!("#{}", s.link()), Some(&saved));
        assert_eq!(reload.redo_moves(), s.redo_moves());
        assert!(reload.notices().is_empty());
    }

    #[test]
    fn boot_with_a_good_link_shows_that_game() {
        let mut s = after_setup();
        click_first(&mut s);
        let (opened, _) = AppState::boot(edition(), &s.link(), None);
        assert_eq!(opened.game().moves(), s.game().moves());
        assert!(!opened.dialog_open());
        assert!(opened.should_persist());
    }

    #[test]
    fn boot_with_a_bad_link_explains_and_keeps_the_saved_game() {
        let saved = after_setup().saved_text();
        let (s, fx) = AppState::boot(edition(), "1AQI", Some(&saved));
        assert!(!fx.set_aside_saved);
        assert_eq!(s.notices().len(), 1);
        assert!(
            s.notices()[0].text.contains("cut short"),
            "{:?}",
            s.notices()
        );
        assert!(!s.should_persist());
        assert_eq!(s.game().moves().len(), 0);
        assert_eq!(s.highlights().0.len(), s.game().legal_starts().len());
        assert!(s.has_kept_game());
        let mut s = s;
        s.apply(Action::ResumeKept);
        assert_eq!(s.game().moves().len(), 2);
        assert!(s.should_persist());
    }

    #[test]
    fn boot_with_corrupt_saved_data_reports_and_sets_it_aside() {
        let (s, fx) = AppState::boot(edition(), "", Some("{not json"));
        assert!(fx.set_aside_saved);
        assert_eq!(s.notices().len(), 1);
        assert!(s.notices()[0].text.contains("set aside"));
        assert!(s.should_persist());
    }

    #[test]
    fn a_refused_pasted_link_keeps_the_game_and_restores_the_address() {
        let mut s = after_setup();
        let link = s.link();
        s.apply(Action::OpenLink("#1zzz".into()));
        assert_eq!(s.link(), link);
        assert_eq!(s.address_epoch(), 1);
        assert!(s.notices()[0].text.contains("unchanged"));
        let other = two_players().link();
        s.apply(Action::OpenLink(other.clone()));
        assert_eq!(s.link(), other);
    }

    #[test]
    fn rematch_keeps_the_setup() {
        let mut s = AppState::fresh(edition());
        s.apply(Action::Start(NewGame {
            colours: vec![Colour::Black, Colour::Purple, Colour::Orange],
            seats: vec![SeatKind::Human; 3],
            expert: true,
        }));
        click_first(&mut s);
        s.apply(Action::Rematch);
        assert!(s.game().moves().is_empty());
        assert_eq!(
            s.game().rules().setup().colours(),
            &[Colour::Black, Colour::Purple, Colour::Orange]
        );
        assert!(s.game().rules().setup().expert());
    }

    #[test]
    fn a_refused_setup_is_a_notice() {
        let mut s = AppState::fresh(edition());
        s.apply(Action::Start(NewGame {
            colours: vec![Colour::Green, Colour::Green],
            seats: vec![SeatKind::Human; 2],
            expert: false,
        }));
        assert!(s.dialog_open());
        assert!(s.notices()[0].text.contains("green"));
    }

    #[test]
    fn a_whole_game_by_first_clicks_reaches_the_end() {
        let mut s = two_players();
        let mut guard = 0;
        while s.game().phase() != Phase::Over {
            click_first(&mut s);
            guard += 1;
            assert!(guard < 100, "the game should end");
        }
        assert!(s.game().ranking().is_some());
    }
}
