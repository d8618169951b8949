//! The keys of what the analysis draws: under the graph, each kind of mark, shading and
//! line it holds ([`GraphKey`]); under the board, the ghost best move and the territory
//! wash while they show ([`BoardAnalysisKey`]). Each swatch is drawn with the same classes
//! as the thing it stands for, so it looks the same.

use yew::prelude::*;

use crate::analysis::graph::{shape_path, KeyEntry};
use crate::analysis::marks::BoardKey;
use crate::analysis::words::{texts, AnalysisWord, Unit};
use blockness_web_board::components::colours;
pub use blockness_web_board::words::marks::label_class;
use blockness_web_common::language::use_lang;

/// Props of [`GraphKey`].
#[derive(Properties, PartialEq)]
pub struct GraphKeyProps {
    /// What the graph draws.
    pub entries: Vec<KeyEntry>,
    /// What its losses count.
    pub unit: Unit,
}

/// A small drawing of one thing the graph draws.
fn graph_swatch(entry: KeyEntry) -> Html {
    let drawing = match entry {
        KeyEntry::Ahead(colour) => html! {
            <rect class={classes!("graph-fill", colours::class(colour))} x="1" y="3" width="22" height="12" rx="2" />
        },
        KeyEntry::Level => html! { <line class="graph-zero" x1="1" x2="23" y1="9" y2="9" /> },
        KeyEntry::Line(colour) => html! {
            <line class={classes!("graph-line", colours::class(colour))} x1="1" x2="23" y1="9" y2="9" />
        },
        KeyEntry::Cursor => html! { <line class="graph-cursor" x1="12" x2="12" y1="1" y2="17" /> },
        KeyEntry::Mark(label) => html! {
            <g class={classes!("graph-point", label_class(label))}>
                <path class="mark" d={shape_path(label, 12.0, 9.0)} />
            </g>
        },
    };
    html! {
        <svg class="key-swatch" viewBox="0 0 24 18" width="24" height="18" aria-hidden="true">{ drawing }</svg>
    }
}

/// The key under the graph.
#[function_component(GraphKey)]
pub fn graph_key(props: &GraphKeyProps) -> Html {
    let lang = use_lang();
    let unit = props.unit;
    let items = props.entries.iter().map(|&entry| {
        let words = match entry {
            KeyEntry::Ahead(colour) => AnalysisWord::AheadKey(colour).text(lang),
            KeyEntry::Level => texts::LEVEL_KEY.get(lang).to_string(),
            KeyEntry::Line(colour) => AnalysisWord::PlaceLineKey(colour).text(lang),
            KeyEntry::Cursor => texts::CURSOR_KEY.get(lang).to_string(),
            KeyEntry::Mark(label) => AnalysisWord::LabelKey { label, unit }.text(lang),
        };
        html! {
            <li data-key={entry.name()}>{ graph_swatch(entry) }<span>{ words }</span></li>
        }
    });
    html! {
        <ul class="graph-key" data-testid="graph-key" aria-label={texts::GRAPH_KEY.get(lang)}>
            { for items }
        </ul>
    }
}

/// Props of [`BoardAnalysisKey`].
#[derive(Properties, PartialEq)]
pub struct BoardAnalysisKeyProps {
    /// What the analysis draws on the board.
    pub drawn: BoardKey,
}

/// The key of the analysis's drawings on the board: nothing while it draws none.
#[function_component(BoardAnalysisKey)]
pub fn board_analysis_key(props: &BoardAnalysisKeyProps) -> Html {
    let lang = use_lang();
    let key = &props.drawn;
    // The wash and the ghost are see-through: their swatches lie on water, as on the loch.
    let water = html! { <rect class="key-water" x="0" y="0" width="34" height="24" rx="5" /> };
    let ghost = key.ghost.map(|colour| {
        html! {
            <ul class="legend analysis-key" aria-label={texts::BOARD_ANALYSIS_KEY.get(lang)}>
                <li data-testid="ghost-key">
                    <svg class="key-swatch" viewBox="0 0 34 24" width="34" height="24" aria-hidden="true">
                        { water.clone() }
                        <g class="ghost">
                            <g class={classes!("arch", colours::class(colour))}>
                                <path class="outline" d="M7,20 C7,4 27,4 27,20" />
                                <path class="body" d="M7,20 C7,4 27,4 27,20" />
                            </g>
                        </g>
                    </svg>
                    <span>{ texts::GHOST_NOTE.get(lang) }</span>
                </li>
            </ul>
        }
    });
    let territory = (!key.territory.is_empty() || key.contested).then(|| {
        let swatch = |class: Classes| {
            html! {
                <svg class="key-swatch" viewBox="0 0 34 24" width="34" height="24" aria-hidden="true">
                    { water.clone() }
                    <g class="wash"><rect class={classes!("wash-cell", "swatch", class)} x="6" y="3" width="22" height="18" rx="6" /></g>
                </svg>
            }
        };
        html! {
            <ul class="legend analysis-key" data-testid="territory-key" aria-label={texts::TERRITORY.get(lang)}>
                { for key.territory.iter().map(|&colour| html! {
                    <li data-key={colour.name()}>
                        { swatch(classes!(colours::class(colour))) }
                        <span>{ AnalysisWord::ReachedFirst(colour).text(lang) }</span>
                    </li>
                }) }
                if key.contested {
                    <li data-key="contested">
                        { swatch(classes!("contested")) }
                        <span>{ texts::CONTESTED_KEY.get(lang) }</span>
                    </li>
                }
            </ul>
        }
    });
    html! { <>{ for ghost }{ for territory }</> }
}
