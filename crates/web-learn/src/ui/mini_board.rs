//! A small board that only shows: a prepared position cropped to the holes in play, with
//! some holes ringed or crossed out. It draws with the same pieces as the playing board
//! (water, arches, heads and tails) but has nothing to click or focus.

use std::rc::Rc;

use yew::prelude::*;

use crate::lessons::rules::Picture;
use blockness_web_board::components::arch::Arch;
use blockness_web_board::components::board::loch_defs;
use blockness_web_board::components::end_marker::EndMarker;
use blockness_web_board::components::geometry::{centre, px, Px, CELL, MARGIN};
use blockness_web_board::components::hole::HoleWater;

/// Room left of and above the holes: arches lean up and to the left, and the coordinates
/// sit there.
const LEAD: f64 = 52.0;
/// Room right of and below the holes.
const TRAIL: f64 = 12.0;

/// Props of [`MiniBoard`].
#[derive(Properties, PartialEq)]
pub struct MiniBoardProps {
    /// What to draw.
    pub picture: Rc<Picture>,
    /// What the board shows, for screen readers.
    pub label: AttrValue,
}

/// One small illustrated board.
#[function_component(MiniBoard)]
pub fn mini_board(props: &MiniBoardProps) -> Html {
    let picture = &props.picture;
    let board = &picture.board;
    let (x0, y0, x1, y1) = board.active_bounds();
    let (x0, y0, x1, y1) = (x0 as u8, y0 as u8, x1 as u8, y1 as u8);
    let left = MARGIN + f64::from(x0) * CELL - LEAD;
    let top = MARGIN + f64::from(y0) * CELL - LEAD;
    let width = f64::from(x1 - x0 + 1) * CELL + LEAD + TRAIL;
    let height = f64::from(y1 - y0 + 1) * CELL + LEAD + TRAIL;
    let view_box = format!("{} {} {} {}", Px(left), Px(top), Px(width), Px(height));
    let in_view = |c: &blockness_web_board::board::view::CellView| {
        (x0..=x1).contains(&c.cell.x) && (y0..=y1).contains(&c.cell.y)
    };
    let columns = (x0..=x1).map(|x| {
        let cx = MARGIN + (f64::from(x) + 0.5) * CELL;
        html! { <text class="coord" x={px(cx)} y={px(top + 20.0)}>{ char::from(b'a' + x) }</text> }
    });
    let rows = (y0..=y1).map(|y| {
        let cy = MARGIN + (f64::from(y) + 0.5) * CELL + 5.0;
        html! { <text class="coord" x={px(left + 16.0)} y={px(cy)}>{ u32::from(y) + 1 }</text> }
    });
    let rings = picture.ringed.iter().map(|&cell| {
        let (cx, cy) = centre(cell);
        html! {
            <circle class="mark-ring" data-mark="ring" data-mark-cell={cell.to_string()}
                    cx={px(cx)} cy={px(cy)} r="20" />
        }
    });
    let crosses = picture.crossed.iter().map(|&cell| {
        let (cx, cy) = centre(cell);
        let d = 13.0;
        html! {
            <g class="mark-cross" data-mark="cross" data-mark-cell={cell.to_string()}>
                <line x1={px(cx - d)} y1={px(cy - d)} x2={px(cx + d)} y2={px(cy + d)} />
                <line x1={px(cx - d)} y1={px(cy + d)} x2={px(cx + d)} y2={px(cy - d)} />
            </g>
        }
    });
    html! {
        <svg class="mini-board" viewBox={view_box} role="img" aria-label={props.label.clone()}
             data-testid="mini-board">
            { loch_defs() }
            <rect class="loch" x={px(left)} y={px(top)} rx="20"
                  width={px(width)} height={px(height)} />
            <g class="coords">{ for columns }{ for rows }</g>
            <g class="waters">
                { for board.cells.iter().filter(|c| in_view(c)).map(|c| html! { <HoleWater view={c.clone()} /> }) }
            </g>
            <g class="marks">{ for rings }</g>
            <g class="arches">
                { for board.arches.iter().map(|a| html! { <Arch view={a.clone()} /> }) }
            </g>
            <g class="ends">
                { for board.ends.iter().map(|e| html! { <EndMarker view={e.clone()} /> }) }
            </g>
            <g class="marks">{ for crosses }</g>
        </svg>
    }
}
