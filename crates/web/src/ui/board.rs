//! The loch: water and holes, then arches lowest first, then heads and tails, then the
//! clickable targets with their highlights on top.

use std::rc::Rc;

use blockness_core::{Cell, Direction};
use yew::prelude::*;

use crate::board::view::BoardModel;
use crate::board::BoardAction;
use crate::i18n::texts;
use crate::ui::arch::Arch;
use crate::ui::end_marker::EndMarker;
use crate::ui::geometry::{px, view_box, CELL, MARGIN};
use crate::ui::hole::{HoleTarget, HoleWater};
use crate::ui::language::use_lang;

/// The hatching of holes out of play and the water's gradient, shared by every drawing
/// of the loch (the CSS refers to them by id).
pub fn loch_defs() -> Html {
    html! {
        <defs>
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
}

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
    let onkeydown = {
        let model = model.clone();
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
                focused.set(Some(next));
                keyed.set(Some(next));
            }
        })
    };
    let columns = (0..model.width).map(|x| {
        let cx = MARGIN + (x as f64 + 0.5) * CELL;
        html! { <text class="coord" x={px(cx)} y={px(MARGIN - 12.0)}>{ char::from(b'a' + x as u8) }</text> }
    });
    let rows = (0..model.height).map(|y| {
        let cy = MARGIN + (y as f64 + 0.5) * CELL + 5.0;
        html! { <text class="coord" x={px(MARGIN - 16.0)} y={px(cy)}>{ y + 1 }</text> }
    });
    let onpointerleave = props
        .on_action
        .reform(|_: PointerEvent| BoardAction::Point(None));
    html! {
        <svg class="board" viewBox={view_box(model.width, model.height)} role="group"
             aria-label={texts::BOARD_LABEL.get(lang)} data-testid="board" {onpointerleave} {onkeydown}>
            { loch_defs() }
            <rect class="loch" x="4" y="4" rx="28"
                width={px(2.0 * MARGIN + model.width as f64 * CELL - 8.0)}
                height={px(2.0 * MARGIN + model.height as f64 * CELL - 8.0)} />
            <g class="coords" aria-hidden="true">{ for columns }{ for rows }</g>
            <g class="waters" aria-hidden="true">
                { for model.cells.iter().map(|c| html! { <HoleWater view={c.clone()} /> }) }
            </g>
            <g class="arches" aria-hidden="true">
                { for model.arches.iter().map(|a| html! { <Arch view={a.clone()} /> }) }
            </g>
            <g class="ends" aria-hidden="true">
                { for model.ends.iter().map(|e| html! { <EndMarker view={e.clone()} /> }) }
            </g>
            <g class="targets">
                { for model.cells.iter().map(|c| html! {
                    <HoleTarget key={c.cell.to_string()} view={c.clone()} on_action={props.on_action.clone()}
                                tab_stop={tab_stop == Some(c.cell)} take_focus={*keyed == Some(c.cell)}
                                on_focus={on_focus.clone()} />
                }) }
            </g>
        </svg>
    }
}
