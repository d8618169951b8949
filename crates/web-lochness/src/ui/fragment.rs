//! One photo fragment as drawn: its kind's mark on a tile bordered in its colour, with
//! the colour's own mark, so colour is never the only cue.

use blockness_lochness::{Colour, Fragment};
use yew::prelude::*;

use crate::state::words::{colour_index, colour_mark, kind_mark, Say};
use blockness_web_common::language::use_lang;

/// Border colours, in [`Colour::ALL`] order.
pub const BORDER_COLOURS: [&str; 5] = ["#d0312d", "#f07f1a", "#e8c21c", "#2e9e4f", "#7b3fb5"];

/// Text drawn on each colour, dark or light, whichever reads better on it.
const INK: [&str; 5] = ["#fff", "#000", "#000", "#000", "#fff"];

/// The border colour of `colour`.
pub fn border(colour: Colour) -> &'static str {
    BORDER_COLOURS[colour_index(colour)]
}

/// Props of [`FragmentTile`].
#[derive(Properties, PartialEq)]
pub struct FragmentTileProps {
    /// The fragment.
    pub fragment: Fragment,
}

/// A fragment's tile.
#[function_component(FragmentTile)]
pub fn fragment_tile(props: &FragmentTileProps) -> Html {
    let lang = use_lang();
    let f = props.fragment;
    html! {
        <span class="ln-fragment" data-kind={f.kind.name()} data-colour={colour_index(f.colour).to_string()}
              style={format!("background: {}; color: {}", border(f.colour), INK[colour_index(f.colour)])}
              title={Say::Fragment(f).text(lang)}>
            <span class="kind-mark" aria-hidden="true">{ kind_mark(f.kind) }</span>
            <span class="colour-mark" aria-hidden="true">{ colour_mark(f.colour) }</span>
        </span>
    }
}
