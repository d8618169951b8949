//! The analysis under the board: the "Analyse" button with its progress and stop, the
//! evaluation graph (points to choose a move by), the accuracy of each colour, the
//! buttons that step through the marked moves and draw the territory, and a table of
//! the plies for screen readers.

use std::rc::Rc;

use blockness_bots::analysis::Label;
use yew::prelude::*;

use crate::analysis::graph::{hundredths, GraphModel, GraphPoint, Px, HEIGHT, LEFT, WIDTH};
use crate::analysis::words::texts;
use crate::analysis::{AnalysisAction, PanelModel, PlyRow, Progress};
use crate::board::BoardAction;
use crate::i18n::{colour_name, Lang, Tr};
use crate::page::PageAction;
use crate::ui::colours;
use blockness_web_common::language::use_lang;

/// The words of a label.
pub fn label_text(label: Label) -> Tr {
    match label {
        Label::Best => texts::LABEL_BEST,
        Label::Good => texts::LABEL_GOOD,
        Label::Inaccuracy => texts::LABEL_INACCURACY,
        Label::Mistake => texts::LABEL_MISTAKE,
        Label::Blunder => texts::LABEL_BLUNDER,
    }
}

/// The CSS class of a label: `label-blunder`, …
pub fn label_class(label: Label) -> &'static str {
    match label {
        Label::Best => "label-best",
        Label::Good => "label-good",
        Label::Inaccuracy => "label-inaccuracy",
        Label::Mistake => "label-mistake",
        Label::Blunder => "label-blunder",
    }
}

/// The decimal sign of `lang`.
fn decimal(lang: Lang) -> char {
    match lang {
        Lang::En => '.',
        Lang::Fr | Lang::De | Lang::It => ',',
    }
}

/// A ply's value as read out: a signed margin with two players, a place with more.
fn value_text(players: usize, value: f64, lang: Lang) -> String {
    hundredths(value, decimal(lang), players <= 2)
}

/// One ply in words: move, colour, evaluation (exact or estimated), loss, label.
fn ply_words(players: usize, row: &PlyRow, lang: Lang) -> String {
    let exact = if row.exact {
        texts::VALUE_EXACT
    } else {
        texts::VALUE_ESTIMATED
    };
    format!(
        "{} {} ({}) {} · {} {} ({}) · {} {} · {}",
        texts::COLUMN_MOVE.get(lang),
        row.ply,
        colour_name(row.colour, lang),
        row.text,
        texts::COLUMN_VALUE.get(lang),
        value_text(players, row.value, lang),
        exact.get(lang),
        texts::COLUMN_LOSS.get(lang),
        hundredths(row.loss, decimal(lang), false),
        label_text(row.label).get(lang),
    )
}

/// Props of [`AnalysisPanel`].
#[derive(Properties, PartialEq)]
pub struct AnalysisPanelProps {
    /// What to show.
    pub model: Rc<PanelModel>,
    /// Where the buttons' actions go.
    pub on_action: Callback<PageAction>,
}

/// The analysis panel.
#[function_component(AnalysisPanel)]
pub fn analysis_panel(props: &AnalysisPanelProps) -> Html {
    let lang = use_lang();
    let model = &props.model;
    let act = |action: AnalysisAction| {
        props
            .on_action
            .reform(move |_: MouseEvent| PageAction::Analysis(action.clone()))
    };
    let status = match &model.progress {
        Progress::Running { done, total } => html! {
            <div class="analysis-progress">
                <label for="analysis-progress">{ format!("{} {done} / {total}", texts::ANALYSING.get(lang)) }</label>
                <progress id="analysis-progress" data-testid="analysis-progress"
                          max={total.to_string()} value={done.to_string()} />
                <button data-testid="analysis-stop" title={texts::ANALYSIS_STOP_TITLE.get(lang)}
                        onclick={act(AnalysisAction::Cancel)}>{ texts::ANALYSIS_STOP.get(lang) }</button>
            </div>
        },
        Progress::Stopped { done, total } => html! {
            <p class="analysis-note" data-testid="analysis-stopped">{ format!("{} ({done} / {total})", texts::ANALYSIS_STOPPED.get(lang)) }</p>
        },
        Progress::Failed(_) => html! {
            <p class="analysis-note error" data-testid="analysis-failed">{ texts::ANALYSIS_FAILED.get(lang) }</p>
        },
        Progress::Done => html! {
            <p class="analysis-note" data-testid="analysis-done">{ texts::ANALYSIS_DONE.get(lang) }</p>
        },
        Progress::Idle => html! {},
    };
    let graph = model.graph.clone().map(|graph| {
        html! { <EvalGraph graph={Rc::new(graph)} rows={model.rows.clone()} players={model.players}
        shown={model.shown} on_action={props.on_action.clone()} /> }
    });
    let accuracy = (!model.accuracy.is_empty()).then(|| {
        html! {
            <p class="accuracy" data-testid="accuracy">
                { texts::ACCURACY.get(lang) }{ ": " }
                { for model.accuracy.iter().map(|(colour, value)| html! {
                    <span class={classes!("accuracy-seat", colours::class(*colour))}>
                        { colour_name(*colour, lang) }{ " " }
                        { value.map_or("–".to_string(), |v| hundredths(v, decimal(lang), false)) }
                    </span>
                }) }
            </p>
        }
    });
    let analysed = !model.rows.is_empty();
    html! {
        <section class="analysis" aria-labelledby="analysis-heading" data-testid="analysis">
            <div class="analysis-head">
                <h2 id="analysis-heading">{ texts::ANALYSIS.get(lang) }</h2>
                if model.can_start {
                    <button data-testid="analyse" title={texts::ANALYSE_TITLE.get(lang)}
                            onclick={act(AnalysisAction::Start)}>{ texts::ANALYSE.get(lang) }</button>
                }
            </div>
            { status }
            { for graph }
            { for accuracy }
            if analysed {
                <div class="analysis-tools">
                    <button data-testid="show-best" title={texts::SHOW_BEST_TITLE.get(lang)}
                            aria-pressed={model.show_best.to_string()}
                            onclick={act(AnalysisAction::ShowBest(!model.show_best))}>{ texts::SHOW_BEST.get(lang) }</button>
                    <button data-testid="next-mistake" title={texts::NEXT_MISTAKE_TITLE.get(lang)} disabled={!model.any_marked}
                            onclick={act(AnalysisAction::NextMistake)}>{ texts::NEXT_MISTAKE.get(lang) }</button>
                </div>
            }
            <div class="analysis-tools">
                <button data-testid="territory" title={texts::TERRITORY_TITLE.get(lang)}
                        aria-pressed={model.territory.to_string()}
                        onclick={act(AnalysisAction::ShowTerritory(!model.territory))}>{ texts::TERRITORY.get(lang) }</button>
            </div>
        </section>
    }
}

/// Props of [`EvalGraph`].
#[derive(Properties, PartialEq)]
pub struct EvalGraphProps {
    /// The drawing.
    pub graph: Rc<GraphModel>,
    /// The plies in words, for the readout and the table.
    pub rows: Vec<PlyRow>,
    /// Players of the game.
    pub players: usize,
    /// The ply of the position shown.
    pub shown: usize,
    /// Where a chosen point sends the board.
    pub on_action: Callback<PageAction>,
}

/// The evaluation graph, its readout (the point pointed at, else the move shown) and its
/// table for screen readers.
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
                <clipPath id="graph-below"><rect x="0" y={Px(fill.zero).to_string()} width={Px(WIDTH).to_string()} height={Px(HEIGHT - fill.zero).to_string()} /></clipPath>
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
        let text = if graph.players <= 2 {
            hundredths(mark.value, decimal(lang), true)
                .trim_end_matches("00")
                .trim_end_matches(decimal(lang))
                .to_string()
        } else {
            (mark.value as u32).to_string()
        };
        html! { <text class="graph-axis" x={Px(LEFT - 10.0).to_string()} y={Px(mark.y + 4.0).to_string()}>{ text }</text> }
    });
    let row_of = |ply: usize| props.rows.iter().find(|r| r.ply == ply);
    let points = graph.points.iter().map(|point: &GraphPoint| {
        let ply = point.ply;
        let words = row_of(ply)
            .map(|r| ply_words(props.players, r, lang))
            .unwrap_or_default();
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
        html! { <line class="graph-cursor" x1={Px(x).to_string()} x2={Px(x).to_string()} y1="6" y2={Px(HEIGHT - 8.0).to_string()} /> }
    });
    let readout_ply = (*hovered).unwrap_or(props.shown);
    let readout = row_of(readout_ply).map(|r| ply_words(props.players, r, lang));
    let caption = if props.players <= 2 {
        texts::GRAPH_MARGIN
    } else {
        texts::GRAPH_PLACES
    };
    let rows = props.rows.iter().map(|r| {
        let exact = if r.exact {
            texts::VALUE_EXACT
        } else {
            texts::VALUE_ESTIMATED
        };
        html! {
            <tr>
                <td>{ format!("{}. {}", r.ply, r.text) }</td>
                <td>{ colour_name(r.colour, lang) }</td>
                <td>{ format!("{} ({})", value_text(props.players, r.value, lang), exact.get(lang)) }</td>
                <td>{ hundredths(r.loss, decimal(lang), false) }</td>
                <td>{ label_text(r.label).get(lang) }</td>
            </tr>
        }
    });
    html! {
        <div class="graph-box">
            <p class="graph-caption" id="graph-caption">{ caption.get(lang) }</p>
            <svg class="eval-graph" viewBox={format!("0 0 {} {}", Px(WIDTH), Px(HEIGHT))} role="group"
                 aria-label={texts::ANALYSIS_GRAPH.get(lang)} aria-describedby="graph-caption" data-testid="eval-graph">
                <rect class="graph-bg" x="0" y="0" width={Px(WIDTH).to_string()} height={Px(HEIGHT).to_string()} rx="8" />
                { for fill }
                { for axis }
                { for cursor }
                { for lines }
                { for points }
            </svg>
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
