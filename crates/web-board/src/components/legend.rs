//! The key under the board: which marker is a head, which a tail, and what an arch's
//! badge says, drawn with the board's own shapes; a page that draws more on the board (the
//! analysis's ghost move and territory) adds its own key after it.

use yew::prelude::*;

use crate::words::{colour_letter, texts};
use blockness_core::Colour;
use blockness_web_common::language::use_lang;

/// Props of [`Legend`].
#[derive(Properties, PartialEq)]
pub struct LegendProps {
    /// The keys of whatever else the page draws on the board, shown after the pieces'.
    #[prop_or_default]
    pub children: Html,
}

/// The legend of the board's pieces, followed by the page's own keys.
#[function_component(Legend)]
pub fn legend(props: &LegendProps) -> Html {
    let lang = use_lang();
    html! {
        <>
        <ul class="legend" data-testid="legend" aria-label={texts::LEGEND.get(lang)}>
            <li>
                <svg viewBox="-20 -20 40 40" width="26" height="26" aria-hidden="true" class="end head">
                    <circle class="mark" r="16" />
                    <circle class="eye" cx="-6" cy="-7" r="3" />
                    <circle class="eye" cx="6" cy="-7" r="3" />
                </svg>
                <span>{ texts::LEGEND_HEAD.get(lang) }</span>
            </li>
            <li>
                <svg viewBox="-20 -20 40 40" width="26" height="26" aria-hidden="true" class="end tail">
                    <path class="mark" d="M0,-17 L17,0 L0,17 L-17,0 Z" />
                </svg>
                <span>{ texts::LEGEND_TAIL.get(lang) }</span>
            </li>
            <li>
                <svg viewBox="-17 -12 34 24" width="34" height="24" aria-hidden="true" class="badge-key">
                    <rect x="-15" y="-10" width="30" height="20" rx="9" />
                    <text x="0" y="5">{ format!("{}4", colour_letter(Colour::Green, lang)) }</text>
                </svg>
                <span>{ texts::LEGEND_ARCH.get(lang) }</span>
            </li>
        </ul>
        { props.children.clone() }
        </>
    }
}
