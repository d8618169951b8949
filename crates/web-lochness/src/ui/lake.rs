//! The lake in SVG: water lines between cells, the cells (Nessie's pieces and, after the
//! roll, the cells to choose), and the observation points with their photographers and
//! the three white lines of what each sees (brought forward on hover or focus). Every
//! target is focusable and answers Enter and Space as it answers a click.

use std::rc::Rc;

use yew::prelude::*;

use crate::state::view::{CellView, LakeModel, Piece, PointView};
use crate::state::words::{self, kind_mark, Say};
use crate::state::LochAction;
use blockness_web_common::language::use_lang;

/// Seat colours of the photographers (each also carries its seat number).
pub const SEAT_COLOURS: [&str; 5] = ["#1d5fc4", "#b52a7a", "#0c7f68", "#8a5a12", "#3d3d3d"];

/// Props of [`Lake`].
#[derive(Properties, PartialEq)]
pub struct LakeProps {
    /// What to draw.
    pub model: Rc<LakeModel>,
    /// Where clicks go.
    pub on_action: Callback<LochAction>,
}

/// Enter or Space on a target acts as a click.
fn on_key(action: LochAction, on_action: &Callback<LochAction>) -> Callback<KeyboardEvent> {
    let on_action = on_action.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            on_action.emit(action.clone());
        }
    })
}

/// The lake.
#[function_component(Lake)]
pub fn lake(props: &LakeProps) -> Html {
    let lang = use_lang();
    let model = &props.model;
    let water = model.lines.iter().map(|&(x1, y1, x2, y2)| {
        html! { <line class="water" x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} /> }
    });
    let cells = model
        .cells
        .iter()
        .map(|cell| cell_view(cell, &props.on_action, lang));
    let points = model
        .points
        .iter()
        .map(|point| point_view(point, &props.on_action, lang));
    html! {
        // On a phone the lake keeps finger-sized cells and scrolls sideways in its frame
        // (lochness.css), rather than the page.
        <div class="ln-lake-frame">
            <svg class="ln-lake" viewBox="0 20 1080 270" role="group" aria-label={words::LAKE_LABEL.get(lang)}
                 data-testid="ln-lake">
                <g class="waters" aria-hidden="true">{ for water }</g>
                { for cells }
                { for points }
            </svg>
        </div>
    }
}

fn cell_view(
    cell: &CellView,
    on_action: &Callback<LochAction>,
    lang: blockness_web_common::Lang,
) -> Html {
    let (x, y) = (cell.x, cell.y);
    let label = Say::Cell {
        id: cell.id,
        piece: cell.piece,
    }
    .text(lang);
    let piece = cell.piece.map(|p| piece_shape(p, x, y));
    let picked = cell.picked.map(|p| html! {
        <circle class={classes!("picked", piece_class(p))} cx={x.to_string()} cy={y.to_string()} r="22" />
    });
    let class = classes!(
        "ln-cell",
        cell.target.then_some("target"),
        cell.piece.map(piece_class)
    );
    if cell.target {
        let action = LochAction::ClickCell(cell.id);
        let onclick = {
            let (on_action, action) = (on_action.clone(), action.clone());
            Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
        };
        html! {
            <g {class} data-ln-cell={cell.id.to_string()} tabindex="0" role="button" aria-label={label}
               {onclick} onkeydown={on_key(action, on_action)}>
                <circle class="ground" cx={x.to_string()} cy={y.to_string()} r="18" />
                { for piece }
                { for picked }
                <circle class="ring" cx={x.to_string()} cy={y.to_string()} r="20" />
            </g>
        }
    } else {
        html! {
            <g {class} data-ln-cell={cell.id.to_string()} role="img" aria-label={label}>
                <circle class="ground" cx={x.to_string()} cy={y.to_string()} r="18" />
                { for piece }
                { for picked }
            </g>
        }
    }
}

fn piece_class(piece: Piece) -> &'static str {
    match piece {
        Piece::Head => "head",
        Piece::Body => "body",
        Piece::Tail => "tail",
    }
}

/// Nessie's pieces have shapes of their own: a round head with an eye, a humped body, a
/// pointed tail.
fn piece_shape(piece: Piece, x: i32, y: i32) -> Html {
    let (cx, cy) = (x.to_string(), y.to_string());
    match piece {
        Piece::Head => html! {
            <g class="nessie head" aria-hidden="true">
                <circle cx={cx} cy={cy} r="14" />
                <circle class="eye" cx={(x + 5).to_string()} cy={(y - 4).to_string()} r="3" />
            </g>
        },
        Piece::Body => html! {
            <path class="nessie body" aria-hidden="true"
                  d={format!("M{} {} Q{} {} {} {} Z", x - 15, y + 8, x, y - 22, x + 15, y + 8)} />
        },
        Piece::Tail => html! {
            <path class="nessie tail" aria-hidden="true"
                  d={format!("M{} {} L{} {} L{} {} Z", x - 13, y + 9, x + 13, y + 9, x + 4, y - 14)} />
        },
    }
}

fn point_view(
    point: &PointView,
    on_action: &Callback<LochAction>,
    lang: blockness_web_common::Lang,
) -> Html {
    let (x, y) = (point.x, point.y);
    let label = Say::Point {
        id: point.id,
        kind: point.kind,
        seats: point.seats.clone(),
    }
    .text(lang);
    let sights = point.sees.iter().map(|&(cx, cy)| html! {
        <line class="sight" x1={x.to_string()} y1={y.to_string()} x2={cx.to_string()} y2={cy.to_string()} />
    });
    let photographers = point.seats.iter().enumerate().map(|(i, &seat)| {
        let px = x + 16 + 18 * i as i32;
        let py = y - 16;
        html! {
            <g class="photographer" data-seat={seat.to_string()} aria-hidden="true">
                <circle cx={px.to_string()} cy={py.to_string()} r="11" fill={SEAT_COLOURS[seat % 5]} />
                <text x={px.to_string()} y={(py + 5).to_string()}>{ seat + 1 }</text>
            </g>
        }
    });
    let class = classes!(
        "ln-point",
        format!("kind-{}", point.kind.name()),
        point.target.then_some("target"),
        point.chosen.then_some("chosen"),
        (point.sees_nessie > 0).then_some("sees"),
    );
    let action = LochAction::ClickPoint(point.id);
    let onclick = {
        let (on_action, action) = (on_action.clone(), action.clone());
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    // Every point is focusable, so its white lines can be brought forward from the
    // keyboard too; those that offer nothing now say so.
    let idle = !point.target && !point.chosen;
    html! {
        <g {class} data-ln-point={point.id.to_string()} tabindex="0" role="button" aria-label={label}
           aria-pressed={point.chosen.then_some("true")} aria-disabled={idle.then_some("true")}
           {onclick} onkeydown={on_key(action, on_action)}>
            <g class="sights" aria-hidden="true">{ for sights }</g>
            <rect class="plate" x={(x - 15).to_string()} y={(y - 15).to_string()} width="30" height="30" rx="6" />
            <text class="mark" x={x.to_string()} y={(y + 7).to_string()} aria-hidden="true">{ kind_mark(point.kind) }</text>
            { for photographers }
        </g>
    }
}

/// The key to the lake: each point kind's mark and name, Nessie's pieces, the lines.
#[function_component(LakeLegend)]
pub fn lake_legend() -> Html {
    let lang = use_lang();
    html! {
        <details class="ln-legend" data-testid="ln-legend" open=true>
            <summary>{ words::LEGEND.get(lang) }</summary>
            <ul>
                { for blockness_lochness::Kind::ALL.into_iter().map(|k| html! {
                    <li>
                        <span class={classes!("chip", format!("kind-{}", k.name()))} aria-hidden="true">{ kind_mark(k) }</span>
                        { words::kind_name(k, lang) }
                    </li>
                }) }
                { for Piece::ALL.into_iter().map(|p| html! {
                    <li>
                        <svg class="chip" viewBox="-20 -20 40 40" aria-hidden="true">{ piece_shape(p, 0, 0) }</svg>
                        { words::piece_name(p, lang) }
                    </li>
                }) }
            </ul>
            <p>{ words::LEGEND_LINES.get(lang) }</p>
        </details>
    }
}
