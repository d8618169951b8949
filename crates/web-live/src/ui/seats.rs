//! How Block Ness names a seat in the kit's seat list: its number, who sits there and the
//! colour it plays, on a row striped with that colour.

use blockness_core::Colour;
use blockness_web_common::Lang;
use yew::prelude::*;

use crate::session::SeatLine;
use crate::words::{ColourPhrase, Say};

/// The start of a seat's row: "Seat 2 · Bob (green)".
pub fn seat_label(lang: Lang) -> Callback<(SeatLine, String), Html> {
    Callback::from(move |(line, who): (SeatLine, String)| {
        html! {
            <span class="live-seat-name">{ Say::Seat(line.seat).text(lang) }{ " · " }
                { ColourPhrase::NameWithColour(who, line.plays).text(lang) }</span>
        }
    })
}

/// The row's class for the colour the seat plays (its stripe in live.css).
pub fn colour_class() -> Callback<Colour, Classes> {
    Callback::from(|colour: Colour| classes!(Colour::name(colour)))
}
