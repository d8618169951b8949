//! One photo fragment as drawn on the table: the shared sign ([`signs::fragment_sign`]),
//! its kind's mark and its colour's mark on its photo's colour, so colour is never the
//! only cue, and it looks as it does on the rules page.

use blockness_lochness::Fragment;
use yew::prelude::*;

use crate::look::colour_index;
use crate::state::words::Say;
use crate::ui::signs;
use blockness_web_common::language::use_lang;

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
        <svg class="ln-fragment" data-kind={f.kind.name()} data-colour={colour_index(f.colour).to_string()}
             viewBox="0 0 44 32" width="44" height="32" aria-hidden="true">
            <title>{ Say::Fragment(f).text(lang) }</title>
            { signs::fragment_sign(f.kind, f.colour, 1, 1, 42, 30) }
        </svg>
    }
}
