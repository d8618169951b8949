//! A placed segment drawn as an arch: its shadow on the water, the arch lifted by its
//! height, and a badge with the monster's letter and the height.

use yew::prelude::*;

use blockness_web_common::language::use_lang;

use crate::board::view::ArchView;
use crate::components::colours;
use crate::components::geometry::{arch_point, centre, lift, preferred_badge_t, px, Px};
use crate::words::colour_letter;

/// Props of [`Arch`].
#[derive(Properties, PartialEq)]
pub struct ArchProps {
    /// The segment.
    pub view: ArchView,
    /// Where its badge goes, when the board has placed the badges of all its arches
    /// ([`badge_points`](crate::components::geometry::badge_points)); else its usual place.
    #[prop_or_default]
    pub badge_at: Option<(f64, f64)>,
}

/// One arch.
#[function_component(Arch)]
pub fn arch(props: &ArchProps) -> Html {
    let lang = use_lang();
    let view = &props.view;
    let (ax, ay) = centre(view.from);
    let (bx, by) = centre(view.to);
    let (lx, ly) = lift(view.height, view.from, view.to);
    // Cubic control points 4/3 of the lift up make the curve's middle exactly one lift up.
    let k = 4.0 / 3.0;
    let path = format!(
        "M{},{} C{},{} {},{} {},{}",
        Px(ax),
        Px(ay),
        Px(ax + k * lx),
        Px(ay + k * ly),
        Px(bx + k * lx),
        Px(by + k * ly),
        Px(bx),
        Px(by)
    );
    // The shadow falls down-right, further for taller arches.
    let s = f64::from(view.height) * 1.6 + 2.0;
    let shadow = format!(
        "M{},{} L{},{}",
        Px(ax + s * 0.5),
        Px(ay + s),
        Px(bx + s * 0.5),
        Px(by + s)
    );
    let (mx, my) = props.badge_at.unwrap_or_else(|| {
        arch_point(
            view.height,
            view.from,
            view.to,
            preferred_badge_t(view.height),
        )
    });
    let class = classes!(
        "arch",
        colours::class(view.colour),
        view.last.then_some("last"),
        view.by_bot.then_some("bot-move"),
        view.statue.then_some("statue")
    );
    html! {
        <g class={class} data-height={view.height.to_string()}>
            <path class="shadow" d={shadow} />
            <circle class="foot" cx={px(ax)} cy={px(ay)} r="7" />
            <circle class="foot" cx={px(bx)} cy={px(by)} r="7" />
            <path class="outline" d={path.clone()} />
            <path class="body" d={path} />
            <g class="badge" transform={format!("translate({},{})", Px(mx), Px(my))}>
                <rect x="-15" y="-10" width="30" height="20" rx="9" />
                <text x="0" y="5"><tspan class="letter">{ colour_letter(view.colour, lang) }</tspan><tspan class="height">{ view.height }</tspan></text>
            </g>
        </g>
    }
}
