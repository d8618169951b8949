//! The one drawing of each sign of Loch Ness, used by the table, its key and the rules
//! page alike: an observation point (its kind's mark on a plate of its colour), a
//! fragment (its kind's mark and its colour's mark on its photo's colour), a photo colour,
//! Nessie's three pieces and a photographer. Colours and marks come from [`crate::look`],
//! so the table and the rules page cannot draw them differently.
//!
//! Also the key's entries those signs share: one per point kind, per piece of Nessie and
//! per photo colour.

use blockness_lochness::{Colour, Kind};
use yew::prelude::*;

use crate::look::{
    colour_index, colour_look, kind_look, seat_colour, NESSIE_FILLS, NESSIE_INK, PLATE_INK,
};
use crate::state::view::Piece;
use crate::state::words;
use blockness_web_common::Lang;

/// An observation point of `kind` centred on (`x`, `y`), its plate `2 * half` wide.
pub fn point_sign(kind: Kind, x: i32, y: i32, half: i32) -> Html {
    let look = kind_look(kind);
    html! {
        <g class="ln-sign-point" data-kind={kind.name()}>
            <rect class="plate" x={(x - half).to_string()} y={(y - half).to_string()}
                  width={(2 * half).to_string()} height={(2 * half).to_string()} rx={(half * 2 / 5).to_string()}
                  fill={look.plate} stroke={PLATE_INK} stroke-width="2" />
            <text class="mark" x={x.to_string()} y={(y + half * 7 / 15).to_string()} fill={PLATE_INK}
                  font-size={(half * 4 / 3).to_string()} text-anchor="middle" aria-hidden="true">{ look.mark }</text>
        </g>
    }
}

/// A fragment of `kind` and `colour` filling the box at (`x`, `y`), `width` by `height`:
/// its kind's mark and its colour's mark, in the ink that reads on its colour.
pub fn fragment_sign(kind: Kind, colour: Colour, x: i32, y: i32, width: i32, height: i32) -> Html {
    let look = colour_look(colour);
    let size = (height * 11 / 20).min(width * 2 / 5);
    html! {
        <g class="ln-sign-fragment" data-kind={kind.name()} data-colour={colour_index(colour).to_string()}>
            <rect x={x.to_string()} y={y.to_string()} width={width.to_string()} height={height.to_string()}
                  rx={(height / 6).to_string()} fill={look.fill} stroke={PLATE_INK} stroke-width="2" />
            <text x={(x + width / 2).to_string()} y={(y + height / 2 + size * 7 / 20).to_string()} fill={look.ink}
                  font-size={size.to_string()} font-weight="700" text-anchor="middle" aria-hidden="true">
                { kind_look(kind).mark }{ "\u{2009}" }{ look.mark }
            </text>
        </g>
    }
}

/// A photo colour alone: a swatch of it with its mark, centred on (`x`, `y`).
pub fn colour_sign(colour: Colour, x: i32, y: i32, half: i32) -> Html {
    let look = colour_look(colour);
    html! {
        <g class="ln-sign-colour" data-colour={colour_index(colour).to_string()}>
            <rect x={(x - half).to_string()} y={(y - half).to_string()} width={(2 * half).to_string()}
                  height={(2 * half).to_string()} rx={(half / 3).to_string()} fill={look.fill} stroke={PLATE_INK} stroke-width="2" />
            <text x={x.to_string()} y={(y + half * 2 / 5).to_string()} fill={look.ink} font-size={(half * 6 / 5).to_string()}
                  text-anchor="middle" aria-hidden="true">{ look.mark }</text>
        </g>
    }
}

/// The angle, in degrees, that turns the tail (drawn pointing up) to point from `body`
/// towards `tail`, away from the body.
pub fn tail_angle(body: (i32, i32), tail: (i32, i32)) -> f64 {
    let (dx, dy) = (f64::from(tail.0 - body.0), f64::from(tail.1 - body.1));
    if dx == 0.0 && dy == 0.0 {
        return 0.0;
    }
    dy.atan2(dx).to_degrees() + 90.0
}

/// A piece of Nessie centred on (`x`, `y`): a round head with an eye, a humped body, a
/// pointed tail (turned by `angle` degrees).
pub fn piece_sign(piece: Piece, x: i32, y: i32, angle: f64) -> Html {
    let (cx, cy) = (x.to_string(), y.to_string());
    let fill = NESSIE_FILLS[Piece::ALL.iter().position(|&p| p == piece).unwrap_or(0)];
    match piece {
        Piece::Head => html! {
            <g class="ln-piece nessie head" aria-hidden="true">
                <circle class="shape" cx={cx} cy={cy} r="14" fill={fill} stroke={NESSIE_INK} stroke-width="2" />
                <circle class="eye" cx={(x + 5).to_string()} cy={(y - 4).to_string()} r="3" fill="#fff" />
            </g>
        },
        Piece::Body => html! {
            <path class="ln-piece nessie body shape" aria-hidden="true" fill={fill} stroke={NESSIE_INK} stroke-width="2"
                  d={format!("M{} {} Q{} {} {} {} Z", x - 15, y + 8, x, y - 22, x + 15, y + 8)} />
        },
        Piece::Tail => html! {
            <path class="ln-piece nessie tail shape" aria-hidden="true" fill={fill} stroke={NESSIE_INK} stroke-width="2"
                  transform={format!("rotate({:.0} {x} {y})", angle)}
                  d={format!("M{} {} L{} {} L{} {} Z", x, y - 15, x + 12, y + 9, x - 12, y + 9)} />
        },
    }
}

/// A photographer of `seat` centred on (`x`, `y`): a disc of the seat's colour with its
/// number.
pub fn photographer_sign(seat: usize, x: i32, y: i32) -> Html {
    html! {
        <g class="photographer" data-seat={seat.to_string()} aria-hidden="true">
            <circle cx={x.to_string()} cy={y.to_string()} r="11" fill={seat_colour(seat)} stroke="#fff" stroke-width="2" />
            <text x={x.to_string()} y={(y + 5).to_string()} fill="#fff" font-size="14" font-weight="700"
                  text-anchor="middle">{ seat + 1 }</text>
        </g>
    }
}

/// A sign for the key, in a small square picture.
pub fn key_sign(sign: Html) -> Html {
    html! { <svg class="ln-key-sign" viewBox="-18 -18 36 36" aria-hidden="true">{ sign }</svg> }
}

/// The key's entries for the point kinds, Nessie's pieces and the photo colours, drawn as
/// on the table and the rules page.
pub fn shared_key(lang: Lang) -> Html {
    let kinds = Kind::ALL.into_iter().map(|k| {
        html! {
            <li data-key={format!("kind-{}", k.name())} data-mark={kind_look(k).mark}>
                { key_sign(point_sign(k, 0, 0, 15)) }{ words::kind_name(k, lang) }
            </li>
        }
    });
    let pieces = Piece::ALL.into_iter().map(|p| {
        html! {
            <li data-key={format!("piece-{}", piece_name(p))}>
                { key_sign(piece_sign(p, 0, 2, 0.0)) }{ words::piece_name(p, lang) }
            </li>
        }
    });
    html! {
        <>
            { for kinds }
            { for pieces }
            { colour_key(lang) }
        </>
    }
}

/// The key's entries for the photo colours, each with its mark.
pub fn colour_key(lang: Lang) -> Html {
    html! {
        { for Colour::ALL.into_iter().map(|c| html! {
            <li data-key={format!("colour-{}", colour_index(c))} data-mark={colour_look(c).mark}>
                { key_sign(colour_sign(c, 0, 0, 14)) }{ words::colour_name(c, lang) }
            </li>
        }) }
    }
}

fn piece_name(piece: Piece) -> &'static str {
    match piece {
        Piece::Head => "head",
        Piece::Body => "body",
        Piece::Tail => "tail",
    }
}
