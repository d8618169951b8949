//! What the analysis shows, worked out from the analysis and the board: the panel's model
//! (its graph with its key, every ply in words to come, the accuracy) and the board's
//! drawing with the ghost best move and the territory wash.

use std::rc::Rc;

use blockness_bots::analysis::{accuracy, Label};
use blockness_core::{Colour, Notation};

use super::words::{accuracy_note, Amount, AnalysisWord, Loss, Standing, Unit};
use super::{graph, marks, PageAnalysis, Progress};
use blockness_web_board::board::view::BoardModel;
use blockness_web_board::board::BoardState;

/// One analysed ply, for the table read by screen readers and the graph's readout.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyRow {
    /// The ply, from 1.
    pub ply: usize,
    /// The mover's colour.
    pub colour: Colour,
    /// The move in notation.
    pub text: String,
    /// The move's label.
    pub label: Label,
    /// Where the game stands after the move: who is ahead and by how many segments (two
    /// players), or the mover's expected place (three and four).
    pub standing: AnalysisWord,
    /// What the move lost against the engine's best.
    pub lost: AnalysisWord,
    /// Whether the values are exact.
    pub exact: bool,
}

/// Everything the analysis panel shows.
#[derive(Clone, Debug, PartialEq)]
pub struct PanelModel {
    /// Players of the game (2: margins in segments; 3 and 4: places).
    pub players: usize,
    /// Where the analysis stands.
    pub progress: Progress,
    /// Whether "Analyse" may be pressed: the game has moves, some not yet analysed, and
    /// no analysis runs.
    pub can_start: bool,
    /// The graph, once a ply is known.
    pub graph: Option<graph::GraphModel>,
    /// What the graph counts, from whose side.
    pub caption: AnalysisWord,
    /// The graph's key: what it draws.
    pub key: Vec<graph::KeyEntry>,
    /// What the analysis counts in.
    pub unit: Unit,
    /// The analysed plies.
    pub rows: Vec<PlyRow>,
    /// Accuracy by seat, with its colour, once a ply is known.
    pub accuracy: Vec<(Colour, AnalysisWord)>,
    /// What accuracy means.
    pub accuracy_note: AnalysisWord,
    /// The ply of the position shown, from 1 (0 at the start).
    pub shown: usize,
    /// Whether the territory wash is on.
    pub territory: bool,
    /// Whether the best move is drawn at every move with a better one.
    pub show_best: bool,
    /// Whether some move is marked (for "Next mistake").
    pub any_marked: bool,
}

/// The analysis panel's model for the board's game.
pub fn panel_model(analysis: &PageAnalysis, board: &BoardState) -> PanelModel {
    let game = board.game();
    let rules = game.rules();
    let colours = rules.setup().colours();
    let colour = |seat: usize| colours.get(seat).copied().unwrap_or(Colour::Orange);
    let (first, second) = (colour(0), colour(1));
    let unit = Unit::for_players(rules.players());
    let plies = analysis.plies_for(game);
    let progress = analysis.progress(game);
    let total = game.moves().len();
    let shown = board.shown_moves();
    let graph = (!plies.is_empty()).then(|| graph::graph(plies, total, colours, shown));
    let rows = plies
        .iter()
        .zip(graph.iter().flat_map(|g| g.points.iter()))
        .map(|(p, point)| {
            let before = game.position_at(p.ply - 1);
            let standing = match unit {
                Unit::Segments => {
                    AnalysisWord::Standing(Standing::of(point.value, p.exact, first, second))
                }
                Unit::Places => AnalysisWord::ExpectedPlace {
                    colour: point.colour,
                    place: Amount::hundredths(point.value),
                },
            };
            PlyRow {
                ply: p.ply,
                colour: point.colour,
                text: before
                    .map(|pos| Notation::of(rules, pos, &p.mv).to_string())
                    .unwrap_or_default(),
                label: p.label,
                standing,
                lost: AnalysisWord::Lost {
                    loss: Loss::of(p.loss, unit),
                    unit,
                },
                exact: p.exact,
            }
        })
        .collect();
    let accuracy = if plies.is_empty() {
        Vec::new()
    } else {
        colours
            .iter()
            .copied()
            .zip(accuracy(plies, rules.players()))
            .map(|(colour, value)| {
                let percent = value.map(|v| v.clamp(0.0, 100.0).round() as u64);
                (colour, AnalysisWord::Accuracy(percent))
            })
            .collect()
    };
    let caption = match unit {
        Unit::Segments => AnalysisWord::MarginCaption {
            above: first,
            below: second,
        },
        Unit::Places => AnalysisWord::PlacesCaption,
    };
    PanelModel {
        players: rules.players(),
        can_start: total > plies.len() && !analysis.is_running(),
        progress,
        key: graph.as_ref().map(graph::key).unwrap_or_default(),
        graph,
        caption,
        unit,
        rows,
        accuracy,
        accuracy_note: accuracy_note(unit),
        shown,
        territory: analysis.territory(),
        show_best: analysis.show_best(),
        any_marked: plies.iter().any(|p| marks::is_marked(p.label)),
    }
}

/// What the analysis adds to the board's drawing: the ghost best move and, when on, the
/// territory wash; `base` as it is when there is nothing to add.
pub fn board_with_analysis(
    base: &Rc<BoardModel>,
    analysis: &PageAnalysis,
    board: &BoardState,
) -> Rc<BoardModel> {
    let plies = analysis.plies_for(board.game());
    let ghost = marks::ghost(board, plies, analysis.show_best());
    let wash = if analysis.territory() {
        marks::wash(board)
    } else {
        Vec::new()
    };
    if ghost.is_none() && wash.is_empty() {
        return Rc::clone(base);
    }
    Rc::new(BoardModel {
        ghost,
        wash,
        ..(**base).clone()
    })
}
