//! One player's reserve: every segment with its span and height, marked when it is on the
//! board already or cannot be placed right now.

use yew::prelude::*;

use crate::model::{player_name, TrayItem, TrayModel};
use crate::state::Action;
use crate::ui::colours;

/// Props of [`Tray`].
#[derive(Properties, PartialEq)]
pub struct TrayProps {
    /// The tray.
    pub model: TrayModel,
    /// Where clicks go.
    pub on_action: Callback<Action>,
}

/// A small drawing of a segment: the arch as wide as its span and as tall as its height.
fn mini_arch(item: &TrayItem) -> Html {
    let width = 14.0 + f64::from(item.span) * 14.0;
    let rise = 6.0 + f64::from(item.height) * 4.0;
    let base = 34.0;
    let path = format!(
        "M7,{base} C7,{:.1} {:.1},{:.1} {:.1},{base}",
        base - rise * 4.0 / 3.0,
        width - 7.0,
        base - rise * 4.0 / 3.0,
        width - 7.0
    );
    html! {
        <svg class="mini" viewBox={format!("0 0 {width} 40")} width={width.to_string()} height="40" aria-hidden="true">
            <path class="outline" d={path.clone()} />
            <path class="body" d={path} />
            <circle class="foot" cx="7" cy={base.to_string()} r="3.5" />
            <circle class="foot" cx={(width - 7.0).to_string()} cy={base.to_string()} r="3.5" />
        </svg>
    }
}

/// A player's tray.
#[function_component(Tray)]
pub fn tray(props: &TrayProps) -> Html {
    let model = &props.model;
    let seat = model.seat;
    let class = classes!(
        "tray",
        colours::class(model.colour),
        model.to_move.then_some("to-move"),
        model.blocked.then_some("blocked")
    );
    let items = model.items.iter().map(|item| {
        let piece = item.piece;
        let unplaceable_now = item.in_reserve && !item.placeable;
        let class = classes!(
            "piece",
            (!item.in_reserve).then_some("placed"),
            unplaceable_now.then_some("unplayable"),
            item.offered.then_some("offered"),
            item.chosen.then_some("chosen"),
            item.hinted.then_some("hinted")
        );
        let label = if !item.in_reserve {
            format!("span {}, height {}: on the board", item.span, item.height)
        } else if unplaceable_now {
            format!("span {}, height {}: cannot be placed now", item.span, item.height)
        } else {
            format!("span {}, height {}", item.span, item.height)
        };
        let onclick = props
            .on_action
            .reform(move |_: MouseEvent| Action::ClickPiece { seat, piece });
        let disabled = !model.interactive
            || !item.in_reserve
            || unplaceable_now
            || (model.choosing && !item.offered);
        html! {
            <li>
                <button class={class} {onclick} {disabled} title={label.clone()} aria-label={label}
                        data-testid={format!("piece-{seat}-{piece}")}
                        data-span={item.span.to_string()} data-height={item.height.to_string()}>
                    { mini_arch(item) }
                    <span class="dims"><span class="span">{ format!("↔{}", item.span) }</span><span class="h">{ format!("↑{}", item.height) }</span></span>
                </button>
            </li>
        }
    });
    let state_word = if model.blocked {
        if model.left == 0 {
            html! { <span class="badge-note">{ "no segment left" }</span> }
        } else {
            html! { <span class="badge-note" data-testid={format!("blocked-{seat}")}>{ "blocked: turns skipped" }</span> }
        }
    } else if model.to_move {
        html! { <span class="badge-note turn">{ "to move" }</span> }
    } else {
        html! {}
    };
    html! {
        <section class={class} data-testid={format!("tray-{seat}")} aria-label={format!("Reserve of {}", player_name(model.colour))}>
            <header>
                <span class="swatch">{ crate::state::colour_letter(model.colour) }</span>
                <span class="name">{ player_name(model.colour) }</span>
                <span class="kind">{ model.kind.label() }</span>
                <span class="left" data-testid={format!("left-{seat}")}>{ format!("{} left", model.left) }</span>
                { state_word }
            </header>
            <ul>{ for items }</ul>
        </section>
    }
}
