//! The new-game dialog: the game it asks for, and the rematches that ask for the same
//! game again.
//!
//! Apart because it is the one way a game is made from nothing rather than read from
//! a link, a file or the library; the welcome module's [`super::handoff`] carries a
//! [`NewGame`] too.

use std::sync::Arc;

use blockness_bots::Level;
use blockness_core::{Colour, Edition, Game, Setup, SetupError};

use super::{NoticeKind, PageState};
use crate::persist::Restored;
use crate::words::PageMessage;
use blockness_web_board::seat::SeatKind;

/// The new game asked for in the dialog.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NewGame {
    /// Colour of each seat (its length is the player count).
    pub colours: Vec<Colour>,
    /// Kind of each seat.
    pub seats: Vec<SeatKind>,
    /// Expert variant.
    pub expert: bool,
    /// The swap rule (two players only): the second player may take over the first
    /// starter.
    pub swap: bool,
    /// A rated game, and how its computer players' level is picked; `None` for a game
    /// that counts for nothing. A rated game is always the base game, with the swap rule
    /// for two players, whatever `expert` and `swap` say.
    #[serde(default)]
    pub rated: Option<RatedPick>,
}

/// How a rated game's computer players are picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RatedPick {
    /// Every computer player at the rung rated nearest the person's rating.
    Nearest,
    /// The rungs the dialog's seats name.
    Chosen,
}

/// The level of the computer player that "Play the computer" seats: a fair match for a
/// newcomer who has just read the goal, neither a walkover nor a wall. The dialog's note
/// names it (`texts::PLAY_COMPUTER_NOTE`), so the two change together.
pub const COMPUTER_LEVEL: Level = Level::Medium;

impl NewGame {
    /// The game the dialog's "Play the computer" starts in one tap, for a person alone: two
    /// players in the edition's first two `colours`, the person in the first seat (so they
    /// move first) and a computer player of [`COMPUTER_LEVEL`] in the second, the base game
    /// without the swap rule.
    pub fn against_computer(colours: &[Colour]) -> NewGame {
        NewGame {
            colours: colours.iter().take(2).copied().collect(),
            seats: vec![SeatKind::Human, SeatKind::bot(COMPUTER_LEVEL)],
            expert: false,
            swap: false,
            rated: None,
        }
    }
}

/// Starts a game, or says why the setup is refused.
pub(super) fn new_game(edition: &Arc<Edition>, spec: &NewGame) -> Result<Game, SetupError> {
    let players = spec.colours.len();
    let setup = Setup::new(edition, players, Some(spec.colours.clone()), spec.expert)?
        .with_swap(spec.swap)?;
    Ok(Game::new(Arc::clone(edition), setup))
}

impl PageState {
    /// Whether the new-game dialog is open.
    pub fn dialog_open(&self) -> bool {
        self.dialog_open
    }

    /// Starts the game `spec` asks for, or says why it cannot start.
    pub(super) fn start(&mut self, spec: NewGame) {
        if let Some(pick) = spec.rated {
            return self.start_rated(spec, pick);
        }
        match new_game(&self.edition, &spec) {
            Ok(game) => {
                self.load_new(Restored {
                    game,
                    redo: Vec::new(),
                    seats: spec.seats,
                    hinted: Vec::new(),
                    rated: false,
                });
                self.dialog_open = false;
            }
            Err(e) => self.notify(NoticeKind::Error, PageMessage::GameCannotStart(e)),
        }
    }

    /// The same players and variant again, the turn order turned by `turn` seats (each
    /// seat keeps its colour and who plays it). A game with the swap rule starts again
    /// as it began, before any swap: the people's colours and order at the start.
    pub(super) fn rematch(&self, turn: usize) -> NewGame {
        let setup = self.game().rules().setup();
        let mut colours = setup.colours().to_vec();
        let mut seats = self.board.seats().to_vec();
        // The board keeps one kind per colour, so both lists have the game's length.
        let turn = turn % colours.len().max(1);
        colours.rotate_left(turn);
        seats.rotate_left(turn);
        NewGame {
            colours,
            seats,
            expert: setup.expert(),
            swap: setup.swap(),
            // A rematch of a rated game is rated against the same levels.
            rated: self.board.is_rated().then_some(RatedPick::Chosen),
        }
    }
}
