//! What the analysis adds to the board and the move list: a mark after each move that
//! lost enough (`?!`, `?`, `??`), the engine's best move drawn as a ghost arch beside a
//! marked move, the territory wash (who reaches each free hole first), and the key of
//! what of it the board shows ([`board_key`]).

use blockness_bots::analysis::{territory, Label, PlyAnalysis};
use blockness_core::Colour;

use blockness_web_board::board::view::{ArchView, BoardModel, WashCell};
use blockness_web_board::board::BoardState;

/// Whether a label is worth a mark: an inaccuracy or worse.
pub fn is_marked(label: Label) -> bool {
    matches!(label, Label::Inaccuracy | Label::Mistake | Label::Blunder)
}

/// The mark of each ply's move, by index from 0, as far as plies are known: `None` for
/// a move not marked (or not analysed).
pub fn move_marks(plies: &[PlyAnalysis]) -> Vec<Option<Label>> {
    plies
        .iter()
        .map(|p| is_marked(p.label).then_some(p.label))
        .collect()
}

/// The engine's best move as an arch, drawn beside the move that led to the position
/// shown (the board's last move): for a marked move, or for any move that had a better
/// one when `every` is set. `None` when the move was as good as the best, the position
/// shown is the start, the best move lays nothing (the swap), or the ply is not known.
pub fn ghost(board: &BoardState, plies: &[PlyAnalysis], every: bool) -> Option<ArchView> {
    let shown = board.shown_moves();
    let ply = plies.get(shown.checked_sub(1)?)?;
    let wanted = if every {
        ply.best != ply.mv && ply.loss > 0.0
    } else {
        is_marked(ply.label)
    };
    if !wanted || ply.best.is_swap() {
        return None;
    }
    let rules = board.game().rules();
    let (from, to) = ply.best.placement()?;
    let height = rules.set(ply.seat).get(ply.best.piece())?.height;
    Some(ArchView {
        colour: *rules.setup().colours().get(ply.seat)?,
        height,
        from,
        to,
        last: false,
        by_bot: false,
        statue: false,
    })
}

/// The territory of the position shown: every free hole of the active area some monster
/// reaches, with the colour that reaches it first (the strong engine's flood of both
/// ends). Holes no monster reaches are left out.
pub fn wash(board: &BoardState) -> Vec<WashCell> {
    let game = board.game();
    let rules = game.rules();
    let pos = game
        .position_at(board.shown_moves())
        .unwrap_or_else(|| game.position());
    territory(rules, pos)
        .into_iter()
        .filter(|t| !t.seats.is_empty())
        .map(|t| WashCell {
            cell: t.cell,
            colour: t
                .owner()
                .and_then(|seat| rules.setup().colours().get(seat).copied()),
        })
        .collect()
}

/// The position to show for "Next mistake": after the next marked move following the
/// position shown, or the first marked move again after the last; `None` when no move
/// is marked.
pub fn next_marked(plies: &[PlyAnalysis], shown: usize) -> Option<usize> {
    let marked = || plies.iter().filter(|p| is_marked(p.label)).map(|p| p.ply);
    marked()
        .find(|&ply| ply > shown)
        .or_else(|| marked().next())
}

/// What the analysis draws on the board, for the key under it: an entry for each thing
/// drawn, none for what is not.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardKey {
    /// The colour of the ghost best move, when one is drawn.
    pub ghost: Option<Colour>,
    /// The colours the territory wash uses, in the order of [`Colour::ALL`].
    pub territory: Vec<Colour>,
    /// Whether the wash hatches some hole several monsters reach at once.
    pub contested: bool,
}

/// The key of what the analysis draws on `board`.
pub fn board_key(board: &BoardModel) -> BoardKey {
    BoardKey {
        ghost: board.ghost.as_ref().map(|g| g.colour),
        territory: Colour::ALL
            .into_iter()
            .filter(|&c| board.wash.iter().any(|w| w.colour == Some(c)))
            .collect(),
        contested: board.wash.iter().any(|w| w.colour.is_none()),
    }
}
