//! The analysis under the board: the "Analyse" button with its progress and stop, the
//! evaluation graph ([`EvalGraph`]), the accuracy of each colour in percent with what it
//! means, and the buttons that step through the marked moves and draw the territory.

use std::rc::Rc;

use yew::prelude::*;

use crate::analysis::components::graph::EvalGraph;
use crate::analysis::words::texts;
use crate::analysis::{AnalysisAction, PanelModel, Progress};
use crate::page::PageAction;
use crate::words::colour_name;
use blockness_web_board::components::colours;
use blockness_web_common::language::use_lang;

pub use crate::analysis::words::label_text;

pub use crate::analysis::components::key::label_class;

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
        html! { <EvalGraph graph={Rc::new(graph)} rows={model.rows.clone()} caption={model.caption.clone()}
                           entries={model.key.clone()} unit={model.unit} shown={model.shown}
                           on_action={props.on_action.clone()} /> }
    });
    let accuracy = (!model.accuracy.is_empty()).then(|| {
        html! {
            <>
            <p class="accuracy" data-testid="accuracy">
                { texts::ACCURACY.get(lang) }{ " " }
                { for model.accuracy.iter().map(|(colour, value)| html! {
                    <span class={classes!("accuracy-seat", colours::class(*colour))}>
                        { colour_name(*colour, lang) }{ " " }{ value.text(lang) }
                    </span>
                }) }
            </p>
            <p class="accuracy-note" data-testid="accuracy-note">{ model.accuracy_note.text(lang) }</p>
            </>
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
