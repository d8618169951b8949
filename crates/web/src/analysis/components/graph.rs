//! The evaluation graph: what it counts (its caption), the plot with its move numbers and
//! points to choose a move by, its key, the readout of the point pointed at, and a table
//! of the plies for screen readers.

use std::rc::Rc;

use yew::prelude::*;

use crate::analysis::components::key::{label_class, GraphKey};
use crate::analysis::graph::{
    hundredths, GraphModel, GraphPoint, KeyEntry, Px, BOTTOM, HEIGHT, LEFT, MOVES_Y, WIDTH,
};
use crate::analysis::words::{decimal_sign, label_text, texts, AnalysisWord, Unit};
use crate::analysis::PlyRow;
use crate::page::PageAction;
use crate::words::{colour_name, Lang};
use blockness_web_board::board::BoardAction;
use blockness_web_board::components::colours;
use blockness_web_common::language::use_lang;

/// Whether the values of a ply are exact or estimated, in words.
fn certainty(row: &PlyRow, lang: Lang) -> &'static str {
    if row.exact {
        texts::VALUE_EXACT.get(lang)
    } else {
        texts::VALUE_ESTIMATED.get(lang)
    }
}

/// One ply in words: move, colour, where the game stands after it and how sure that is,
/// what it lost, its label.
fn ply_words(row: &PlyRow, lang: Lang) -> String {
    format!(
        "{} {} ({}) {} · {} ({}) · {} · {}",
        texts::COLUMN_MOVE.get(lang),
        row.ply,
        colour_name(row.colour, lang),
        row.text,
        row.standing.text(lang),
        certainty(row, lang),
        row.lost.text(lang),
        label_text(row.label).get(lang),
    )
}

/// A value beside the vertical axis: a signed whole margin with two players, a place with
/// more.
fn axis_text(unit: Unit, value: f64, lang: Lang) -> String {
    match unit {
        Unit::Segments => {
            let sign = decimal_sign(lang);
            hundredths(value, sign, true)
                .trim_end_matches("00")
                .trim_end_matches(sign)
                .to_string()
        }
        Unit::Places => (value as u32).to_string(),
    }
}

/// Props of [`EvalGraph`].
#[derive(Properties, PartialEq)]
pub struct EvalGraphProps {
    /// The drawing.
    pub graph: Rc<GraphModel>,
    /// The plies in words, for the readout and the table.
    pub rows: Vec<PlyRow>,
    /// What the graph counts, from whose side.
    pub caption: AnalysisWord,
    /// What the graph draws, for its key.
    pub entries: Vec<KeyEntry>,
    /// What the values count.
    pub unit: Unit,
    /// The ply of the position shown.
    pub shown: usize,
    /// Where a chosen point sends the board.
    pub on_action: Callback<PageAction>,
}

/// The evaluation graph, its key, its readout (the point pointed at, else the move shown)
/// and its table for screen readers.
#[function_component(EvalGraph)]
pub fn eval_graph(props: &EvalGraphProps) -> Html {
    let lang = use_lang();
    let hovered = use_state(|| None::<usize>);
    let graph = &props.graph;
    let fill = graph.fill.as_ref().map(|fill| {
        let (above, below) = fill.colours;
        html! {
            <>
            <defs>
                <clipPath id="graph-above"><rect x="0" y="0" width={Px(WIDTH).to_string()} height={Px(fill.zero).to_string()} /></clipPath>
                <clipPath id="graph-below"><rect x="0" y={Px(fill.zero).to_string()} width={Px(WIDTH).to_string()} height={Px(BOTTOM - fill.zero).to_string()} /></clipPath>
            </defs>
            <path class={classes!("graph-fill", colours::class(above))} clip-path="url(#graph-above)" d={fill.area.clone()} />
            <path class={classes!("graph-fill", colours::class(below))} clip-path="url(#graph-below)" d={fill.area.clone()} />
            <line class="graph-zero" x1={Px(LEFT).to_string()} x2={Px(WIDTH - 10.0).to_string()} y1={Px(fill.zero).to_string()} y2={Px(fill.zero).to_string()} />
            </>
        }
    });
    let lines = graph.lines.iter().map(|line| {
        let class = classes!(
            "graph-line",
            line.colour.map(colours::class),
            line.colour.is_none().then_some("margin")
        );
        html! { <path {class} d={line.path.clone()} /> }
    });
    let axis = graph.axis.iter().map(|mark| {
        html! { <text class="graph-axis" x={Px(LEFT - 10.0).to_string()} y={Px(mark.y + 4.0).to_string()}>{ axis_text(props.unit, mark.value, lang) }</text> }
    });
    let ticks = graph.moves.iter().map(|tick| {
        let x = Px(tick.x).to_string();
        html! {
            <>
            <line class="graph-tick" x1={x.clone()} x2={x.clone()} y1={Px(BOTTOM + 9.0).to_string()} y2={Px(BOTTOM + 13.0).to_string()} />
            <text class="graph-tick-label" data-ply={tick.ply.to_string()} {x} y={Px(MOVES_Y).to_string()}>{ tick.ply }</text>
            </>
        }
    });
    let row_of = |ply: usize| props.rows.iter().find(|r| r.ply == ply);
    let points = graph.points.iter().map(|point: &GraphPoint| {
        let ply = point.ply;
        let words = row_of(ply).map(|r| ply_words(r, lang)).unwrap_or_default();
        let onclick = props
            .on_action
            .reform(move |_: MouseEvent| PageAction::Board(BoardAction::ViewAt(ply)));
        let onkeydown = {
            let on_action = props.on_action.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    on_action.emit(PageAction::Board(BoardAction::ViewAt(ply)));
                }
            })
        };
        let (enter, leave) = {
            let (a, b) = (hovered.clone(), hovered.clone());
            (
                Callback::from(move |_: PointerEvent| a.set(Some(ply))),
                Callback::from(move |_: PointerEvent| b.set(None)),
            )
        };
        let (focus, blur) = {
            let (a, b) = (hovered.clone(), hovered.clone());
            (
                Callback::from(move |_: FocusEvent| a.set(Some(ply))),
                Callback::from(move |_: FocusEvent| b.set(None)),
            )
        };
        let class = classes!(
            "graph-point",
            label_class(point.label),
            colours::class(point.colour),
            (ply == props.shown).then_some("current")
        );
        html! {
            <g {class} role="button" tabindex="0" aria-label={words.clone()} data-ply={ply.to_string()}
               data-label={label_class(point.label)} data-testid={format!("graph-point-{ply}")}
               {onclick} {onkeydown} onpointerenter={enter} onpointerleave={leave} onfocus={focus} onblur={blur}>
                <title>{ words }</title>
                // A wider target than the mark, for fingers.
                <circle class="hit" cx={Px(point.x).to_string()} cy={Px(point.y).to_string()} r="9" />
                <path class="mark" d={point.shape.clone()} />
            </g>
        }
    });
    let cursor = graph.cursor.map(|x| {
        html! { <line class="graph-cursor" x1={Px(x).to_string()} x2={Px(x).to_string()} y1="6" y2={Px(BOTTOM + 6.0).to_string()} /> }
    });
    let readout_ply = (*hovered).unwrap_or(props.shown);
    let readout = row_of(readout_ply).map(|r| ply_words(r, lang));
    let rows = props.rows.iter().map(|r| {
        html! {
            <tr>
                <td>{ format!("{}. {}", r.ply, r.text) }</td>
                <td>{ colour_name(r.colour, lang) }</td>
                <td>{ format!("{} ({})", r.standing.text(lang), certainty(r, lang)) }</td>
                <td>{ r.lost.text(lang) }</td>
                <td>{ label_text(r.label).get(lang) }</td>
            </tr>
        }
    });
    html! {
        <div class="graph-box">
            <p class="graph-caption" id="graph-caption" data-testid="graph-caption">{ props.caption.text(lang) }</p>
            <svg class="eval-graph" viewBox={format!("0 0 {} {}", Px(WIDTH), Px(HEIGHT))} role="group"
                 aria-label={texts::ANALYSIS_GRAPH.get(lang)} aria-describedby="graph-caption" data-testid="eval-graph">
                <rect class="graph-bg" x="0" y="0" width={Px(WIDTH).to_string()} height={Px(HEIGHT).to_string()} rx="8" />
                { for fill }
                { for axis }
                <g class="graph-moves" aria-hidden="true" data-testid="graph-moves">
                    <text class="graph-moves-title" data-testid="graph-moves-title" x={Px(LEFT - 10.0).to_string()} y={Px(MOVES_Y).to_string()}>
                        { texts::COLUMN_MOVE.get(lang) }
                    </text>
                    { for ticks }
                </g>
                { for cursor }
                { for lines }
                { for points }
            </svg>
            <GraphKey entries={props.entries.clone()} unit={props.unit} />
            <p class="graph-readout" data-testid="graph-readout" aria-hidden="true">
                { readout.unwrap_or_default() }
            </p>
            // A table ignores a small width: its box is the one hidden.
            <div class="visually-hidden">
            <table data-testid="analysis-table">
                <caption>{ texts::ANALYSIS_TABLE.get(lang) }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ texts::COLUMN_MOVE.get(lang) }</th>
                        <th scope="col">{ texts::COLUMN_COLOUR.get(lang) }</th>
                        <th scope="col">{ texts::COLUMN_VALUE.get(lang) }</th>
                        <th scope="col">{ texts::COLUMN_LOSS.get(lang) }</th>
                        <th scope="col">{ texts::COLUMN_LABEL.get(lang) }</th>
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
            </div>
        </div>
    }
}
