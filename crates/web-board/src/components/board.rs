//! The loch: water and holes, then arches lowest first, then heads and tails, then the
//! clickable targets with their highlights on top.

use std::rc::Rc;

use blockness_core::{Cell, Direction};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::board::view::BoardModel;
use crate::board::BoardAction;
use crate::components::arch::Arch;
use crate::components::colours;
use crate::components::end_marker::EndMarker;
use crate::components::geometry::{badge_points, centre, px, Px, CELL, MARGIN};
use crate::components::hole::{HoleTarget, HoleWater};
use crate::words::texts;
use blockness_web_common::language::use_lang;

/// The hatching of holes out of play and the water's gradient, shared by every drawing
/// of the loch (the CSS refers to them by id).
pub fn loch_defs() -> Html {
    html! {
        <defs>
            <pattern id="contested" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
                <line x1="0" y1="0" x2="0" y2="8" class="contested-line" />
            </pattern>
            <pattern id="out-of-play" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="10" height="10" class="oop-bg" />
                <line x1="0" y1="0" x2="0" y2="10" class="oop-line" />
            </pattern>
            <radialGradient id="loch-water" cx="50%" cy="45%" r="70%">
                <stop offset="0%" stop-color="#2b7bb5" />
                <stop offset="100%" stop-color="#0d3a63" />
            </radialGradient>
        </defs>
    }
}

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// What to draw.
    pub model: Rc<BoardModel>,
    /// Where clicks go.
    pub on_action: Callback<BoardAction>,
    /// Drawn large for a phone: only the holes in play, at least [`ZOOMED_HOLE_PX`] each,
    /// with the row numbers kept in view while the loch scrolls sideways.
    #[prop_or_default]
    pub zoomed: bool,
}

/// Width of a hole on screen when the board is zoomed (CSS pixels).
pub const ZOOMED_HOLE_PX: f64 = 44.0;
/// Room left of and above the holes in play when zoomed: arches lean up and to the left,
/// and the column letters sit above.
const ZOOM_LEAD: f64 = 52.0;
/// Room right of and below them.
const ZOOM_TRAIL: f64 = 12.0;

/// The board, scaled to its box.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let lang = use_lang();
    let model = &props.model;
    // One hole at a time is in the Tab order; the arrow keys move between holes.
    let focused = use_state(|| None::<Cell>);
    // The hole the arrow keys moved to: it takes the keyboard focus once drawn.
    let keyed = use_state(|| None::<Cell>);
    let tab_stop = model.tab_stop(*focused);
    let on_focus = {
        let focused = focused.clone();
        Callback::from(move |cell: Cell| focused.set(Some(cell)))
    };
    let svg = use_node_ref();
    let onkeydown = {
        let model = model.clone();
        let svg = svg.clone();
        let (focused, keyed) = (focused.clone(), keyed.clone());
        Callback::from(move |e: KeyboardEvent| {
            let direction = match e.key().as_str() {
                "ArrowUp" => Direction::Up,
                "ArrowDown" => Direction::Down,
                "ArrowLeft" => Direction::Left,
                "ArrowRight" => Direction::Right,
                _ => return,
            };
            // The page must not scroll while focus moves over the board.
            e.prevent_default();
            if let Some(next) = model
                .tab_stop(*focused)
                .and_then(|from| model.neighbour(from, direction))
            {
                // Focus moves within the key event itself, so every browser shows the ring
                // that keyboard focus gets (Firefox shows none for focus a script moves
                // later, after a mouse click); the render that follows focuses it again.
                if let Some(hole) = svg
                    .cast::<web_sys::Element>()
                    .and_then(|board| {
                        board
                            .query_selector(&format!("[data-cell=\"{next}\"]"))
                            .ok()
                            .flatten()
                    })
                    .and_then(|hole| hole.dyn_into::<web_sys::SvgElement>().ok())
                {
                    let _ = hole.focus();
                }
                focused.set(Some(next));
                keyed.set(Some(next));
            }
        })
    };
    // The part of the map drawn: all of it, or when zoomed the holes in play.
    let (x0, y0, x1, y1) = if props.zoomed {
        model.active_bounds()
    } else {
        (
            0,
            0,
            model.width.saturating_sub(1),
            model.height.saturating_sub(1),
        )
    };
    let (left, top, width, height) = if props.zoomed {
        (
            MARGIN + x0 as f64 * CELL - ZOOM_LEAD,
            MARGIN + y0 as f64 * CELL - ZOOM_LEAD,
            (x1 - x0 + 1) as f64 * CELL + ZOOM_LEAD + ZOOM_TRAIL,
            (y1 - y0 + 1) as f64 * CELL + ZOOM_LEAD + ZOOM_TRAIL,
        )
    } else {
        (
            0.0,
            0.0,
            2.0 * MARGIN + model.width as f64 * CELL,
            2.0 * MARGIN + model.height as f64 * CELL,
        )
    };
    let columns = (x0..=x1).map(|x| {
        let cx = MARGIN + (x as f64 + 0.5) * CELL;
        let y = if props.zoomed {
            top + 20.0
        } else {
            MARGIN - 12.0
        };
        html! { <text class="coord" x={px(cx)} y={px(y)}>{ char::from(b'a' + x as u8) }</text> }
    });
    // Zoomed, the row numbers stand beside the loch in a strip that stays in view while
    // the loch scrolls sideways; otherwise they are drawn on it.
    let rows = (!props.zoomed).then(|| {
        (y0..=y1)
            .map(|y| {
                let cy = MARGIN + (y as f64 + 0.5) * CELL + 5.0;
                html! { <text class="coord" x={px(MARGIN - 16.0)} y={px(cy)}>{ y + 1 }</text> }
            })
            .collect::<Html>()
    });
    let row_strip = props.zoomed.then(|| {
        let labels = (y0..=y1).map(|y| {
            let cy = MARGIN + (y as f64 + 0.5) * CELL;
            let at = format!("top: {}%", Px((cy - top) / height * 100.0));
            html! { <span style={at}>{ y + 1 }</span> }
        });
        html! { <div class="row-strip" aria-hidden="true" data-testid="row-labels">{ for labels }</div> }
    });
    let size = props
        .zoomed
        .then(|| format!("width: {}px", Px(width * ZOOMED_HOLE_PX / CELL)));
    let onpointerleave = props
        .on_action
        .reform(|_: PointerEvent| BoardAction::Point(None));
    // A pointer resting where the board appears (a table just paired, a game just begun)
    // points at nothing until it moves: until then a hole it enters is not explained, and
    // the first move explains the hole it is over.
    let moved = use_mut_ref(|| false);
    let on_point = {
        let (moved, on_action) = (moved.clone(), props.on_action.clone());
        Callback::from(move |cell: Cell| {
            if *moved.borrow() {
                on_action.emit(BoardAction::Point(Some(cell)));
            }
        })
    };
    let onpointermove = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: PointerEvent| {
            if moved.replace(true) {
                return;
            }
            let cell = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("[data-cell]").ok().flatten())
                .and_then(|el| el.get_attribute("data-cell"))
                .and_then(|name| name.parse::<Cell>().ok());
            if let Some(cell) = cell {
                on_action.emit(BoardAction::Point(Some(cell)));
            }
        })
    };
    let badges = use_memo(model.clone(), |model| {
        let arches: Vec<_> = model
            .arches
            .iter()
            .map(|a| (a.height, a.from, a.to))
            .collect();
        badge_points(&arches)
    });
    let view_box = format!("{} {} {} {}", Px(left), Px(top), Px(width), Px(height));
    html! {
        <>
        { for row_strip }
        <svg class="board" viewBox={view_box} role="group" style={size} ref={svg}
             aria-label={texts::BOARD_LABEL.get(lang)} data-testid="board" {onpointerleave} {onpointermove} {onkeydown}>
            { loch_defs() }
            <rect class="loch" x={px(left + 4.0)} y={px(top + 4.0)} rx="28"
                width={px(width - 8.0)} height={px(height - 8.0)} />
            <g class="waters" aria-hidden="true">
                // Zoomed, only the water in view: the column letters sit where the rest was.
                { for model.cells.iter()
                    .filter(|c| (x0..=x1).contains(&usize::from(c.cell.x)) && (y0..=y1).contains(&usize::from(c.cell.y)))
                    .map(|c| html! { <HoleWater view={c.clone()} /> }) }
            </g>
            if !model.wash.is_empty() {
                <g class="wash" aria-hidden="true" data-testid="territory-wash">
                    { for model.wash.iter().map(|w| {
                        let (cx, cy) = centre(w.cell);
                        let half = CELL / 2.0 - 4.0;
                        let class = classes!("wash-cell", w.colour.map(colours::class), w.colour.is_none().then_some("contested"));
                        html! { <rect {class} data-wash={w.cell.to_string()} x={px(cx - half)} y={px(cy - half)}
                                      width={px(2.0 * half)} height={px(2.0 * half)} rx="10" /> }
                    }) }
                </g>
            }
            <g class="arches" aria-hidden="true">
                { for model.arches.iter().zip(badges.iter()).map(|(a, &at)| html! { <Arch view={a.clone()} badge_at={Some(at)} /> }) }
            </g>
            if let Some(ghost) = &model.ghost {
                <g class="ghost" aria-hidden="true" data-testid="ghost-arch">
                    <Arch view={ghost.clone()} />
                </g>
            }
            if let Some(preview) = &model.preview {
                <g class="preview" aria-hidden="true" data-testid="arch-preview">
                    <Arch view={preview.clone()} />
                </g>
            }
            <g class="ends" aria-hidden="true">
                { for model.ends.iter().map(|e| html! { <EndMarker view={e.clone()} /> }) }
            </g>
            // Over the arches, so a tall arch at the edge never hides a coordinate.
            <g class="coords" aria-hidden="true">{ for columns }{ for rows }</g>
            <g class="targets">
                { for model.cells.iter().map(|c| html! {
                    <HoleTarget key={c.cell.to_string()} view={c.clone()} on_action={props.on_action.clone()}
                                tab_stop={tab_stop == Some(c.cell)} take_focus={*keyed == Some(c.cell)}
                                on_focus={on_focus.clone()} on_point={on_point.clone()} />
                }) }
            </g>
        </svg>
        </>
    }
}
