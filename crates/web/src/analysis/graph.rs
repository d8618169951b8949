//! The evaluation graph, in SVG coordinates: one point per analysed ply.
//!
//! - Two players: one line, the final margin in segments from the first seat's side
//!   ([`PlyAnalysis::margin_for`]), filled in the first seat's colour above zero and the
//!   second's below.
//! - Three and four players: one line per seat, its expected place (1 at the top).
//!
//! Each point sits on the mover's line and is drawn by its label in a shape of its own
//! ([`shape_path`]), so the marks do not rely on colour alone. The x scale spans every
//! ply of the game, so points appear in place as the plies are analysed; move numbers
//! stand under it ([`GraphModel::moves`]), and [`key`] lists what the drawing holds, for
//! its key.

use std::fmt::Write;

use blockness_bots::analysis::{Eval, Label, PlyAnalysis};
use blockness_core::Colour;

pub use blockness_web_common::svg::Px;

/// Width of the drawing (SVG units; it scales to its box).
pub const WIDTH: f64 = 360.0;
/// Height of the drawing.
pub const HEIGHT: f64 = 156.0;
/// Left edge of the plot; the axis's values stand left of it.
pub const LEFT: f64 = 42.0;
const RIGHT: f64 = WIDTH - 10.0;
const TOP: f64 = 10.0;
/// Lowest point of the plot; the move numbers stand below it.
pub const BOTTOM: f64 = HEIGHT - 28.0;
/// Baseline of the move numbers.
pub const MOVES_Y: f64 = HEIGHT - 7.0;
/// At most about this many move numbers: more would crowd a phone's graph.
const MAX_TICKS: usize = 10;
/// Size of a point's mark.
const MARK: f64 = 5.5;

/// One line of the graph.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphLine {
    /// The seat's colour (three and four players); `None` for the two-player margin.
    pub colour: Option<Colour>,
    /// The SVG path.
    pub path: String,
}

/// The two-player fill between the line and zero.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphFill {
    /// The closed area between the line and zero.
    pub area: String,
    /// Height of zero.
    pub zero: f64,
    /// Colour above zero (the first seat's) and below (the second's).
    pub colours: (Colour, Colour),
}

/// One analysed ply on the graph.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphPoint {
    /// The ply, from 1: clicking shows the position after it.
    pub ply: usize,
    /// The mover's colour.
    pub colour: Colour,
    /// Where it is drawn.
    pub x: f64,
    /// Where it is drawn.
    pub y: f64,
    /// Its label.
    pub label: Label,
    /// The shape of its mark (an SVG path around `x`, `y`).
    pub shape: String,
    /// The value drawn: the margin from the first seat's side (two players), or the
    /// mover's expected place (three and four).
    pub value: f64,
    /// What the move cost its mover.
    pub loss: f64,
    /// Whether the values are exact.
    pub exact: bool,
}

/// A value written beside the vertical axis.
#[derive(Clone, Debug, PartialEq)]
pub struct AxisMark {
    /// Its height.
    pub y: f64,
    /// The value.
    pub value: f64,
}

/// A move number under the plot.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveTick {
    /// The ply, from 1.
    pub ply: usize,
    /// Where it stands: under that ply's point.
    pub x: f64,
}

/// The whole graph.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphModel {
    /// Players of the game: 2 draws margins, 3 and 4 places.
    pub players: usize,
    /// The lines.
    pub lines: Vec<GraphLine>,
    /// The two-player fill.
    pub fill: Option<GraphFill>,
    /// One per analysed ply, in order.
    pub points: Vec<GraphPoint>,
    /// Values beside the axis.
    pub axis: Vec<AxisMark>,
    /// Move numbers under the plot.
    pub moves: Vec<MoveTick>,
    /// The x of the position shown, for a cursor line; `None` at the start.
    pub cursor: Option<f64>,
}

/// The x of ply `ply` of `total`.
fn x_of(ply: usize, total: usize) -> f64 {
    let span = total.saturating_sub(1).max(1) as f64;
    LEFT + (ply.saturating_sub(1)) as f64 / span * (RIGHT - LEFT)
}

/// The move numbers of a game of `total` plies: every move of a short game; in a longer one
/// the first and every second, fifth, tenth… move, whichever keeps them to about
/// [`MAX_TICKS`].
pub fn move_ticks(total: usize) -> Vec<MoveTick> {
    let step = [1, 2, 5, 10, 20]
        .into_iter()
        .find(|step| total.div_ceil(*step) <= MAX_TICKS)
        .unwrap_or(20);
    let mut plies: Vec<usize> = (1..=total / step).map(|k| k * step).collect();
    if total > 0 && plies.first() != Some(&1) {
        plies.insert(0, 1);
    }
    plies
        .into_iter()
        .map(|ply| MoveTick {
            ply,
            x: x_of(ply, total),
        })
        .collect()
}

/// One entry of the graph's key: something the graph draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyEntry {
    /// Two players: the shading of the side where `colour` is ahead.
    Ahead(Colour),
    /// Two players: the dashed line where neither is ahead.
    Level,
    /// Three and four players: `colour`'s line.
    Line(Colour),
    /// The line across the graph at the move shown on the board.
    Cursor,
    /// The mark of a move with this label.
    Mark(Label),
}

impl KeyEntry {
    /// A name for the entry, also its `data-key` in the page: `ahead-orange`, `level`,
    /// `line-green`, `cursor`, `label-blunder`…
    pub fn name(self) -> String {
        match self {
            KeyEntry::Ahead(colour) => format!("ahead-{}", colour.name()),
            KeyEntry::Level => "level".into(),
            KeyEntry::Line(colour) => format!("line-{}", colour.name()),
            KeyEntry::Cursor => "cursor".into(),
            KeyEntry::Mark(label) => format!("label-{}", label_name(label)),
        }
    }
}

/// The lower-case name of a label, as in the analysis's JSON.
pub fn label_name(label: Label) -> &'static str {
    match label {
        Label::Best => "best",
        Label::Good => "good",
        Label::Inaccuracy => "inaccuracy",
        Label::Mistake => "mistake",
        Label::Blunder => "blunder",
    }
}

/// The key of `graph`: every kind of thing it draws, and nothing it does not (a label no
/// move earned has no entry).
pub fn key(graph: &GraphModel) -> Vec<KeyEntry> {
    let mut entries = Vec::new();
    if let Some(fill) = &graph.fill {
        entries.push(KeyEntry::Ahead(fill.colours.0));
        entries.push(KeyEntry::Ahead(fill.colours.1));
        entries.push(KeyEntry::Level);
    }
    entries.extend(
        graph
            .lines
            .iter()
            .filter_map(|l| l.colour.map(KeyEntry::Line)),
    );
    if graph.cursor.is_some() {
        entries.push(KeyEntry::Cursor);
    }
    let mut labels: Vec<Label> = graph.points.iter().map(|p| p.label).collect();
    labels.sort();
    labels.dedup();
    entries.extend(labels.into_iter().map(KeyEntry::Mark));
    entries
}

fn path_through(points: &[(f64, f64)]) -> String {
    let mut d = String::new();
    for (i, (x, y)) in points.iter().enumerate() {
        let _ = write!(
            d,
            "{}{},{} ",
            if i == 0 { 'M' } else { 'L' },
            Px(*x),
            Px(*y)
        );
    }
    d.trim_end().to_string()
}

/// The mark of a label around (`x`, `y`): a dot for the best move, a ring-sized dot for
/// a good one, a diamond for an inaccuracy, a triangle for a mistake, a square for a
/// blunder.
pub fn shape_path(label: Label, x: f64, y: f64) -> String {
    let r = MARK;
    let circle = |r: f64| {
        format!(
            "M{},{} a{},{} 0 1,0 {},0 a{},{} 0 1,0 {},0 Z",
            Px(x - r),
            Px(y),
            Px(r),
            Px(r),
            Px(2.0 * r),
            Px(r),
            Px(r),
            Px(-2.0 * r)
        )
    };
    match label {
        Label::Best => circle(r * 0.6),
        Label::Good => circle(r * 0.8),
        Label::Inaccuracy => format!(
            "M{},{} L{},{} L{},{} L{},{} Z",
            Px(x),
            Px(y - r * 1.3),
            Px(x + r * 1.3),
            Px(y),
            Px(x),
            Px(y + r * 1.3),
            Px(x - r * 1.3),
            Px(y)
        ),
        Label::Mistake => format!(
            "M{},{} L{},{} L{},{} Z",
            Px(x),
            Px(y - r * 1.4),
            Px(x + r * 1.3),
            Px(y + r),
            Px(x - r * 1.3),
            Px(y + r)
        ),
        Label::Blunder => format!(
            "M{},{} h{} v{} h{} Z",
            Px(x - r * 1.1),
            Px(y - r * 1.1),
            Px(r * 2.2),
            Px(r * 2.2),
            Px(-r * 2.2)
        ),
    }
}

/// The graph of `plies` (the analysed plies of a game of `total` plies, from the first)
/// with `colours` by seat; `shown` is the number of moves in the position shown.
pub fn graph(plies: &[PlyAnalysis], total: usize, colours: &[Colour], shown: usize) -> GraphModel {
    let players = colours.len();
    let total = total.max(plies.len());
    let colour = |seat: usize| colours.get(seat).copied().unwrap_or(Colour::Orange);
    let cursor = (shown > 0 && total > 0).then(|| x_of(shown.min(total), total));
    if players <= 2 {
        let values: Vec<f64> = plies
            .iter()
            .map(|p| p.margin_for(0).unwrap_or(0.0))
            .collect();
        let largest = values.iter().fold(2.0f64, |m, v| m.max(v.abs()));
        let scale = largest.ceil();
        let zero = (TOP + BOTTOM) / 2.0;
        let y_of = |v: f64| zero - v / scale * (BOTTOM - TOP) / 2.0;
        let at: Vec<(f64, f64)> = values
            .iter()
            .enumerate()
            .map(|(i, v)| (x_of(i + 1, total), y_of(*v)))
            .collect();
        let fill = (!at.is_empty()).then(|| {
            let mut area = format!("M{},{} ", Px(at[0].0), Px(zero));
            for (x, y) in &at {
                let _ = write!(area, "L{},{} ", Px(*x), Px(*y));
            }
            let _ = write!(area, "L{},{} Z", Px(at[at.len() - 1].0), Px(zero));
            GraphFill {
                area,
                zero,
                colours: (colour(0), colour(1)),
            }
        });
        let points = plies
            .iter()
            .zip(&at)
            .zip(&values)
            .map(|((p, &(x, y)), &value)| point(p, colour(p.seat), x, y, value))
            .collect();
        GraphModel {
            players,
            lines: vec![GraphLine {
                colour: None,
                path: path_through(&at),
            }],
            fill,
            points,
            axis: vec![
                AxisMark {
                    y: y_of(scale),
                    value: scale,
                },
                AxisMark {
                    y: zero,
                    value: 0.0,
                },
                AxisMark {
                    y: y_of(-scale),
                    value: -scale,
                },
            ],
            moves: move_ticks(total),
            cursor,
        }
    } else {
        let last = players as f64;
        let y_of = |place: f64| {
            let place = place.clamp(1.0, last);
            TOP + (place - 1.0) / (last - 1.0) * (BOTTOM - TOP)
        };
        let places = |p: &PlyAnalysis| match &p.eval_after {
            Eval::Places(places) => places.clone(),
            Eval::Margin(_) => Vec::new(),
        };
        let lines = (0..players)
            .map(|seat| {
                let at: Vec<(f64, f64)> = plies
                    .iter()
                    .enumerate()
                    .map(|(i, p)| {
                        let place = places(p).get(seat).copied().unwrap_or(last);
                        (x_of(i + 1, total), y_of(place))
                    })
                    .collect();
                GraphLine {
                    colour: Some(colour(seat)),
                    path: path_through(&at),
                }
            })
            .collect();
        let points = plies
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let value = places(p).get(p.seat).copied().unwrap_or(last);
                point(p, colour(p.seat), x_of(i + 1, total), y_of(value), value)
            })
            .collect();
        GraphModel {
            players,
            lines,
            fill: None,
            points,
            axis: vec![
                AxisMark {
                    y: y_of(1.0),
                    value: 1.0,
                },
                AxisMark {
                    y: y_of(last),
                    value: last,
                },
            ],
            moves: move_ticks(total),
            cursor,
        }
    }
}

fn point(p: &PlyAnalysis, colour: Colour, x: f64, y: f64, value: f64) -> GraphPoint {
    GraphPoint {
        ply: p.ply,
        colour,
        x,
        y,
        label: p.label,
        shape: shape_path(p.label, x, y),
        value,
        loss: p.loss,
        exact: p.exact,
    }
}

/// `v` to two decimals, with `decimal` as the decimal sign and a true minus sign; with
/// `signed`, a plus sign before positive values. Written with integers only: the
/// standard float formatting would add its whole machinery to the page's wasm.
pub fn hundredths(v: f64, decimal: &str, signed: bool) -> String {
    let n = (v * 100.0).round() as i64;
    let sign = if n < 0 {
        "\u{2212}"
    } else if signed && n > 0 {
        "+"
    } else {
        ""
    };
    let (whole, frac) = (n.abs() / 100, n.abs() % 100);
    format!("{sign}{whole}{decimal}{frac:02}")
}
