//! The sentences a board builds from the game's state, before they are put into words.

use blockness_bots::Step;
use blockness_core::{Cell, Colour, End, IllegalMove, Notation};
use blockness_web_common::Input;

/// Who played a colour, as the end of a game names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// The one person at this device, playing against computers or people elsewhere.
    You,
    /// A computer player; with the colour it played when several computers played.
    Computer {
        /// Its rung of the ladder.
        level: Step,
        /// Its colour, which tells it from the game's other computers.
        colour: Option<Colour>,
    },
    /// One of the people taking turns at this device: their colour names them.
    Person(Colour),
    /// A person playing on another device: their colour names them.
    Elsewhere(Colour),
}

/// The winners of a game as its end names them: whether the person reading is among them,
/// and the others by name (a live table's players, whom the board knows only by colour).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Winners {
    /// Whether "you" won (or share the win).
    pub you: bool,
    /// The other winners, named.
    pub others: Vec<String>,
}

pub use blockness_web_common::WorkerTrouble;

/// What set the winners of a finished game apart from the next place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finale {
    /// Fewer segments left than the next monster.
    FewerLeft {
        /// The winners' segments left.
        winner: usize,
        /// The next place's segments left.
        next: usize,
    },
    /// Tied on segments left; the taller head won.
    TallerHead {
        /// Segments left by both.
        left: usize,
        /// The winner's head height.
        winner: u8,
        /// The next place's head height.
        next: u8,
    },
    /// Every monster tied on segments and head height: the win is shared.
    Shared,
}

/// Something a board says, in no language yet: [`Message::text`] writes it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// A player, by colour and letter: "Orange (O)".
    Player(Colour),
    /// A seat is skipped because its reserve is empty.
    SkipsNoSegmentLeft(Colour),
    /// A seat is skipped because nothing fits.
    SkipsBlocked(Colour),
    /// A seat that was blocked has a move again.
    CanPlayAgain(Colour),
    /// Why the game ended: nobody can place any more.
    GameEnded {
        /// The monsters with segments left and no placement for any.
        blocked: Vec<Colour>,
        /// The monsters that placed every segment.
        finished: Vec<Colour>,
    },
    /// Headline while an earlier position is shown.
    ReplayPosition {
        /// Moves shown.
        shown: usize,
        /// Moves played.
        total: usize,
    },
    /// What the player can do from an earlier position.
    ReplayReadOnly,
    /// Headline during setup.
    PlacesStarter(Colour),
    /// Setup: pick the head's cell.
    ChooseHeadCell,
    /// Setup, answering the first starter under the swap rule: pick the head's cell, or
    /// swap to take over the starter of this colour.
    ChooseHeadCellOrSwap(Colour),
    /// Who plays a colour in a game with the swap rule: the person who sat in this
    /// seat (from 1) at the start.
    PlayedBy(usize),
    /// Setup: pick the tail's cell.
    ChooseTailCell,
    /// Headline of a turn.
    ToMove(Colour),
    /// The chosen segment fits from both ends.
    ChooseWhichEnd,
    /// Several segments fit the chosen feet.
    ChooseSegment,
    /// A segment offered among several, by its shape.
    SegmentOption {
        /// Distance between its feet.
        span: u8,
        /// Its height.
        height: u8,
    },
    /// A start cell is chosen: now the second foot (and how to take the start back, with the
    /// input in use).
    ChooseSecondFoot(Input),
    /// Nothing chosen yet.
    ChooseStartCell,
    /// Nothing chosen yet, in the expert variant (start cells two holes from an end).
    ChooseStartCellExpert,
    /// A segment was picked in the tray: its start cells are highlighted.
    PieceChosen {
        /// Its span.
        span: u8,
        /// Its height.
        height: u8,
        /// The input in use, to say how the choice is dropped.
        input: Input,
    },
    /// The seat to move is a computer player: nothing to click.
    ComputerMoves,
    /// The suggested move, in notation.
    Suggestion(Notation),
    /// A monster's legal placements right now.
    WaysOut(u64),
    /// The move being previewed would leave the mover this few placements.
    FewWaysOut {
        /// The mover.
        colour: Colour,
        /// Its placements after the move.
        ways: u64,
    },
    /// The button that grows this end.
    GrowEnd(End),
    /// Headline of a finished game.
    GameOver {
        /// Everyone in first place.
        winners: Vec<Who>,
    },
    /// Who played a colour, beside it in the ranking.
    PlayedAs(Who),
    /// Why the game is over.
    NobodyCanPlace,
    /// What set the winners apart.
    Finale(Finale),
    /// A cell pointed at while an earlier position is shown.
    ReplayCannotPlay,
    /// A cell pointed at while a segment must be picked in the tray (and how to give up the
    /// move, with the input in use).
    PickSegment(Input),
    /// The chosen start cell, pointed at (and how to take it back, with the input in use).
    ChosenStartCell(Cell, Input),
    /// A hole out of play at this player count.
    NotInPlay(Cell),
    /// Setup: the head cannot go there.
    HeadCannotGo {
        /// The cell.
        cell: Cell,
        /// The engine's reason.
        reason: IllegalMove,
    },
    /// Setup: the tail cannot go there.
    TailCannotGo {
        /// The cell.
        cell: Cell,
        /// The engine's reason.
        reason: IllegalMove,
    },
    /// The cell is not a start cell.
    NotStartCell {
        /// The cell.
        cell: Cell,
        /// A segment was chosen in the tray, and the reason is about that one.
        narrowed: bool,
        /// The engine's reasons, most telling first: at most one about the head and
        /// one about the tail.
        reasons: Vec<IllegalMove>,
    },
    /// The second foot cannot go there.
    SecondFootCannotGo {
        /// The cell.
        cell: Cell,
        /// The engine's reason.
        reason: IllegalMove,
    },
    /// The bot worker could not be started or reached.
    BotUnavailable(WorkerTrouble),
    /// The seat to move is played on another device (a game played by link).
    PlayedElsewhere(Colour),
    /// The words sent with a link when the other player is to move.
    YourMoveInvite(Colour),
    /// A move was played (said by the live region).
    Played {
        /// The mover.
        colour: Colour,
        /// The move, as the notation names it.
        mv: Notation,
    },
    /// A move was taken back (said by the live region).
    Undone,
    /// A move-list button's title.
    ShowPositionAfter(usize),
    /// A segment in a tray.
    PieceLabel {
        /// How many cells it spans.
        span: u8,
        /// Its height.
        height: u8,
    },
    /// A tray's accessible name.
    ReserveOf(Colour),
    /// Segments left in a reserve.
    Left(usize),
    /// A cell's accessible name: its name, then what is on it.
    CellLabel {
        /// The cell.
        cell: Cell,
        /// What stands on it, lowest first.
        contents: Vec<CellContent>,
        /// The cell is out of play.
        out_of_play: bool,
        /// What clicking it does now.
        role: CellRole,
    },
}

/// Something on a cell, for its accessible name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellContent {
    /// A foot of a segment.
    Foot {
        /// Its monster.
        colour: Colour,
        /// Its height.
        height: u8,
    },
    /// An arch passing over.
    Arch {
        /// Its monster.
        colour: Colour,
        /// Its height.
        height: u8,
    },
    /// A head or tail.
    End {
        /// Its monster.
        colour: Colour,
        /// Which end.
        end: End,
    },
}

/// What clicking a cell would do, for its accessible name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellRole {
    /// Nothing now.
    None,
    /// It is a legal start cell (or, in setup, a cell for the head).
    Start,
    /// It is the chosen start cell.
    Chosen,
    /// It is a legal second foot (or, in setup, a cell for the tail).
    SecondFoot,
}

impl Message {
    /// The same sentence, worded for `input` where it names a gesture ("tap it again",
    /// "click it again", "press Escape"). The board builds its sentences without knowing how
    /// the player plays; whatever shows them knows, and words them with this.
    pub fn with_input(self, input: Input) -> Message {
        match self {
            Message::ChooseSecondFoot(_) => Message::ChooseSecondFoot(input),
            Message::PieceChosen { span, height, .. } => Message::PieceChosen {
                span,
                height,
                input,
            },
            Message::PickSegment(_) => Message::PickSegment(input),
            Message::ChosenStartCell(cell, _) => Message::ChosenStartCell(cell, input),
            other => other,
        }
    }
}
