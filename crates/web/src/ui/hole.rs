//! One hole of the loch: the water it sits in, drawn under the arches, and its
//! clickable target with the highlights, drawn over them.

use yew::prelude::*;

use crate::model::CellView;
use crate::state::Action;
use crate::ui::geometry::{centre, CELL};

/// Props of [`HoleWater`] and [`HoleTarget`].
#[derive(Properties, PartialEq)]
pub struct HoleProps {
    /// The hole.
    pub view: CellView,
    /// Where clicks and pointing go (targets only).
    #[prop_or_default]
    pub on_action: Callback<Action>,
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
            <rect class="tile" x={(cx - half).to_string()} y={(cy - half).to_string()}
                width={CELL.to_string()} height={CELL.to_string()} />
            <circle class="hole" cx={cx.to_string()} cy={cy.to_string()} r="8" />
        </g>
    }
}

/// The clickable target of a hole, carrying `data-cell` and the highlight classes.
#[function_component(HoleTarget)]
pub fn hole_target(props: &HoleProps) -> Html {
    let view = &props.view;
    let cell = view.cell;
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
        .reform(move |_: MouseEvent| Action::ClickCell(cell));
    let onpointerenter = props
        .on_action
        .reform(move |_: PointerEvent| Action::Point(Some(cell)));
    let onfocus = props
        .on_action
        .reform(move |_: FocusEvent| Action::Point(Some(cell)));
    // Keyboard players tab to a hole and press Enter or Space, as a click.
    let onkeydown = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                on_action.emit(Action::ClickCell(cell));
            }
        })
    };
    let label = if view.selected {
        format!("{cell}, chosen start cell")
    } else if view.legal_start {
        format!("{cell}, start cell")
    } else if view.legal_end {
        format!("{cell}, second foot")
    } else {
        cell.to_string()
    };
    let focusable = (view.legal_start || view.legal_end || view.selected).then_some("0");
    html! {
        <g class={class} data-cell={cell.to_string()} role="button" aria-label={label}
           tabindex={focusable} {onclick} {onpointerenter} {onfocus} {onkeydown}>
            <title>{ cell.to_string() }</title>
            <circle class="target" cx={cx.to_string()} cy={cy.to_string()} r={(CELL * 0.46).to_string()} />
            <circle class="ring" cx={cx.to_string()} cy={cy.to_string()} r="17" />
        </g>
    }
}
