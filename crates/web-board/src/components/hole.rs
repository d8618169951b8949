//! One hole of the loch: the water it sits in, drawn under the arches, and its
//! clickable target with the highlights, drawn over them.

use yew::prelude::*;

use blockness_core::Cell;

use crate::board::view::CellView;
use crate::board::BoardAction;
use crate::components::geometry::{centre, px, CELL};
use crate::words::{CellRole, Message};
use blockness_web_common::language::use_lang;

/// Props of [`HoleWater`] and [`HoleTarget`].
#[derive(Properties, PartialEq)]
pub struct HoleProps {
    /// The hole.
    pub view: CellView,
    /// Where clicks and pointing go (targets only).
    #[prop_or_default]
    pub on_action: Callback<BoardAction>,
    /// Whether this hole is the board's one stop in the Tab order (targets only).
    #[prop_or_default]
    pub tab_stop: bool,
    /// Told when this hole gets the keyboard focus (targets only).
    #[prop_or_default]
    pub on_focus: Callback<Cell>,
    /// Whether this hole should take the keyboard focus (the arrow keys moved to it).
    #[prop_or_default]
    pub take_focus: bool,
    /// Told when a pointer enters this hole (targets only).
    #[prop_or_default]
    pub on_point: Callback<Cell>,
}

fn zone_class(view: &CellView) -> &'static str {
    match view.zone {
        blockness_core::Zone::Deep => "zone-deep",
        blockness_core::Zone::Medium => "zone-medium",
        blockness_core::Zone::Shallow => "zone-shallow",
    }
}

/// The tile of water and the hole itself.
#[function_component(HoleWater)]
pub fn hole_water(props: &HoleProps) -> Html {
    let view = &props.view;
    let (cx, cy) = centre(view.cell);
    let half = CELL / 2.0;
    let class = classes!(
        "water",
        zone_class(view),
        (!view.active).then_some("out-of-play")
    );
    html! {
        <g class={class}>
            <rect class="tile" x={px(cx - half)} y={px(cy - half)}
                width={px(CELL)} height={px(CELL)} />
            <circle class="hole" cx={px(cx)} cy={px(cy)} r="8" />
        </g>
    }
}

/// The clickable target of a hole, carrying `data-cell` and the highlight classes.
#[function_component(HoleTarget)]
pub fn hole_target(props: &HoleProps) -> Html {
    let lang = use_lang();
    let view = &props.view;
    let cell = view.cell;
    let target = use_node_ref();
    {
        let target = target.clone();
        use_effect_with(props.take_focus, move |&take| {
            if let Some(element) = target.cast::<web_sys::SvgElement>().filter(|_| take) {
                let _ = element.focus();
            }
        });
    }
    let (cx, cy) = centre(cell);
    let class = classes!(
        "cell",
        zone_class(view),
        (!view.active).then_some("out-of-play"),
        view.legal_start.then_some("legal-start"),
        view.legal_end.then_some("legal-end"),
        view.selected.then_some("selected"),
        view.hint_start.then_some("hint-start"),
        view.hint_end.then_some("hint-end")
    );
    let onclick = props
        .on_action
        .reform(move |_: MouseEvent| BoardAction::ClickCell(cell));
    let onpointerenter = props.on_point.reform(move |_: PointerEvent| cell);
    let onfocus = {
        let (on_action, on_focus) = (props.on_action.clone(), props.on_focus.clone());
        Callback::from(move |_: FocusEvent| {
            on_focus.emit(cell);
            on_action.emit(BoardAction::Point(Some(cell)));
        })
    };
    // Keyboard players move to a hole with the arrow keys and press Enter or Space, as a click.
    let onkeydown = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                on_action.emit(BoardAction::ClickCell(cell));
            }
        })
    };
    let role = if view.selected {
        CellRole::Chosen
    } else if view.legal_start {
        CellRole::Start
    } else if view.legal_end {
        CellRole::SecondFoot
    } else {
        CellRole::None
    };
    let label = Message::CellLabel {
        cell,
        contents: view.contents.clone(),
        out_of_play: !view.active,
        role,
    }
    .text(lang);
    let tabindex = if props.tab_stop { "0" } else { "-1" };
    html! {
        <g class={class} data-cell={cell.to_string()} role="button" aria-label={label} ref={target}
           {tabindex} {onclick} {onpointerenter} {onfocus} {onkeydown}>
            <circle class="target" cx={px(cx)} cy={px(cy)} r={px(CELL * 0.46)} />
            <circle class="ring" cx={px(cx)} cy={px(cy)} r="17" />
            <rect class="focus-ring" x={px(cx - CELL * 0.47)} y={px(cy - CELL * 0.47)}
                  width={px(CELL * 0.94)} height={px(CELL * 0.94)} rx="10" />
        </g>
    }
}
