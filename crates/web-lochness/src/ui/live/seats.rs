//! How Loch Ness names a seat in the kit's seat list: the swatch of the seat's colour on
//! the lake, its number and who sits there.

use blockness_web_common::Lang;
use blockness_web_table::session::SeatLine;
use blockness_web_table::words::Say;
use yew::prelude::*;

use crate::look;

/// The start of a seat's row: the seat's swatch, then "Seat 2 · Bob".
pub fn seat_label(lang: Lang) -> Callback<(SeatLine, String), Html> {
    Callback::from(move |(line, who): (SeatLine, String)| {
        html! {
            <>
                <span class="ln-seat-swatch" style={format!("background:{}", look::seat_colour(line.seat))} aria-hidden="true"></span>
                <span class="live-seat-name">{ Say::Seat(line.seat).text(lang) }{ " · " }{ who }</span>
            </>
        }
    })
}
