//! A key's fingerprint as the page draws it: its two pictures as small SVG shapes in their
//! colours, with no font needed (an emoji font may be missing, and its pictures then show
//! as empty boxes), each outlined dark so white and yellow show on a white panel; named in
//! the page's language for whoever cannot see them, and coded in `data-pictures`
//! ("circle-red star-blue") for whoever compares two pages.

use blockness_live::{Fingerprint, Hue, Picture, Shape};
use blockness_web_common::Lang;
use yew::prelude::*;

use crate::words::{self, picture};

/// The outline of every picture: dark, thin, the same for every colour.
const OUTLINE: &str = "#1b1b1b";

/// The colour a hue is drawn in (the Okabe-Ito palette, with white for its sky blue).
fn fill(hue: Hue) -> &'static str {
    match hue {
        Hue::Black => "#000000",
        Hue::White => "#ffffff",
        Hue::Red => "#d55e00",
        Hue::Orange => "#e69f00",
        Hue::Yellow => "#f0e442",
        Hue::Green => "#009e73",
        Hue::Blue => "#0072b2",
        Hue::Pink => "#cc79a7",
    }
}

/// One shape in a 16 × 16 box, filled with `fill`.
fn shape(shape: Shape, fill: &'static str) -> Html {
    let stroke = OUTLINE;
    match shape {
        Shape::Circle => html! { <circle cx="8" cy="8" r="6.6" {fill} {stroke} /> },
        Shape::Square => html! { <rect x="2" y="2" width="12" height="12" {fill} {stroke} /> },
        Shape::Triangle => html! { <polygon points="8,1.2 14.9,14.2 1.1,14.2" {fill} {stroke} /> },
        Shape::Diamond => html! { <polygon points="8,0.8 15.2,8 8,15.2 0.8,8" {fill} {stroke} /> },
        Shape::Star => html! {
            <polygon points="8,1.2 9.8,6.2 15,6.3 10.9,9.5 12.3,14.6 8,11.6 3.7,14.6 5.1,9.5 1,6.3 6.2,6.2" {fill} {stroke} />
        },
        Shape::Cross => html! {
            <polygon points="5.6,1.4 10.4,1.4 10.4,5.6 14.6,5.6 14.6,10.4 10.4,10.4 10.4,14.6 5.6,14.6 5.6,10.4 1.4,10.4 1.4,5.6 5.6,5.6" {fill} {stroke} />
        },
        Shape::Heart => html! {
            <path d="M8 14.6C3.2 11.2 1 8.4 1.3 5.3 1.7 2.3 5.9 1.4 8 4.4 10.1 1.4 14.3 2.3 14.7 5.3 15 8.4 12.8 11.2 8 14.6Z" {fill} {stroke} />
        },
        Shape::Moon => html! {
            <path d="M7.9 1.2A6.8 6.8 0 1 0 14.4 10.2A5.6 5.6 0 0 1 7.9 1.2Z" {fill} {stroke} />
        },
    }
}

/// One picture: its shape in its colour, hidden from screen readers (the fingerprint is
/// named as a whole).
fn picture_svg(picture: Picture) -> Html {
    html! {
        <svg class="live-picture" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"
             focusable="false" data-picture={picture.code()} stroke-width="1.2" stroke-linejoin="round">
            { shape(picture.shape, fill(picture.hue)) }
        </svg>
    }
}

/// A seat's fingerprint, with `testid` as its test id: the two pictures in one image named
/// "Key pictures: red circle and blue star" in `lang`, its title saying also what they are
/// for.
pub fn fingerprint_html(fingerprint: Fingerprint, testid: String, lang: Lang) -> Html {
    let label = picture::label(fingerprint, lang);
    let title = format!("{label}. {}", words::FINGERPRINT.get(lang));
    html! {
        <span class="live-fingerprint" role="img" aria-label={label} {title}
              data-testid={testid} data-pictures={fingerprint.code()}>
            { for fingerprint.pictures().into_iter().map(picture_svg) }
        </span>
    }
}
