//! A monster's head (a round face with eyes) or tail (a diamond fin) on its foot.

use blockness_core::End;
use yew::prelude::*;

use blockness_web_common::language::use_lang;

use crate::board::view::EndView;
use crate::components::colours;
use crate::components::geometry::{centre, Px};
use crate::words::colour_letter;

/// Props of [`EndMarker`].
#[derive(Properties, PartialEq)]
pub struct EndMarkerProps {
    /// The head or tail.
    pub view: EndView,
}

/// One head or tail.
#[function_component(EndMarker)]
pub fn end_marker(props: &EndMarkerProps) -> Html {
    let lang = use_lang();
    let view = &props.view;
    let (cx, cy) = centre(view.cell);
    let class = classes!(
        "end",
        view.end.name(),
        colours::class(view.colour),
        view.to_move.then_some("to-move"),
        view.statue.then_some("statue")
    );
    let letter = colour_letter(view.colour, lang).to_string();
    let shape = match view.end {
        End::Head => html! {
            <>
                <circle class="mark" r="16" />
                <circle class="eye" cx="-6" cy="-7" r="3" />
                <circle class="eye" cx="6" cy="-7" r="3" />
            </>
        },
        End::Tail => html! { <path class="mark" d="M0,-17 L17,0 L0,17 L-17,0 Z" /> },
    };
    html! {
        <g class={class} transform={format!("translate({},{})", Px(cx), Px(cy))}
           data-end={format!("{}-{}", view.colour.name(), view.end.name())}>
            { shape }
            <text y="6">{ letter }</text>
        </g>
    }
}
