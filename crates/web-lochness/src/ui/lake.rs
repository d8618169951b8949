//! The lake in SVG: water lines between cells, the cells (Nessie's pieces and, after the
//! roll, the cells to choose), and the observation points with their photographers and
//! the three white lines of what each sees (brought forward on hover or focus). Every
//! target is focusable and answers Enter and Space as it answers a click.

use std::rc::Rc;

use yew::prelude::*;

use crate::look::{CELL_EDGE, CELL_FILL, SHORE, WATER};
use crate::state::view::{CellView, LakeModel, Piece, PointView};
use crate::state::words::{self, Say};
use crate::state::LochAction;
use crate::ui::signs::{self, key_sign, photographer_sign, piece_sign, point_sign};
use blockness_web_common::language::use_lang;

/// The lake's picture: its left edge and width in the board's units (its `viewBox`).
const VIEW_LEFT: i32 = 0;
const VIEW_WIDTH: i32 = 1080;
/// Half the side of a point's or a cell's finger-sized hit area, in the board's units.
const HIT: i32 = 22;

/// Props of [`Lake`].
#[derive(Properties, PartialEq)]
pub struct LakeProps {
    /// What to draw.
    pub model: Rc<LakeModel>,
    /// Where clicks go.
    pub on_action: Callback<LochAction>,
}

/// Enter or Space on a target acts as a click.
fn on_key(action: LochAction, on_action: &Callback<LochAction>) -> Callback<KeyboardEvent> {
    let on_action = on_action.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            on_action.emit(action.clone());
        }
    })
}

/// How the lake glides when it scrolls itself: smoothly, unless the person asked their
/// system for less motion (the style sheets honour the same wish for animations).
fn glide() -> web_sys::ScrollBehavior {
    let reduced = web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|query| query.matches());
    if reduced {
        web_sys::ScrollBehavior::Instant
    } else {
        web_sys::ScrollBehavior::Smooth
    }
}

/// Scrolls `frame` sideways so that the lake's `x` (in the board's units) is in the middle,
/// when the lake is wider than its frame.
fn centre_on(frame: &web_sys::Element, x: i32, smooth: bool) {
    let (client, scroll) = (frame.client_width(), frame.scroll_width());
    if scroll <= client {
        return;
    }
    let at = f64::from(x - VIEW_LEFT) / f64::from(VIEW_WIDTH) * f64::from(scroll);
    let left = (at - f64::from(client) / 2.0).clamp(0.0, f64::from(scroll - client));
    let options = web_sys::ScrollToOptions::new();
    options.set_left(left);
    options.set_behavior(if smooth {
        glide()
    } else {
        web_sys::ScrollBehavior::Instant
    });
    frame.scroll_to_with_scroll_to_options(&options);
}

/// The lake.
#[function_component(Lake)]
pub fn lake(props: &LakeProps) -> Html {
    let lang = use_lang();
    let model = &props.model;
    let frame = use_node_ref();
    let head_x = model
        .cells
        .iter()
        .find(|c| c.piece == Some(Piece::Head))
        .map_or(VIEW_WIDTH / 2, |c| c.x);
    // Nessie in view: where the lake is wider than the screen (a phone), its frame scrolls
    // to her when the table opens, each time she swims, and when her cells are to be chosen.
    {
        let frame = frame.clone();
        let nessie = model.nessie;
        let choosing = model.cells.iter().any(|c| c.target);
        let first = use_mut_ref(|| true);
        use_effect_with((nessie, choosing), move |_| {
            if let Some(element) = frame.cast::<web_sys::Element>() {
                let smooth = !std::mem::replace(&mut *first.borrow_mut(), false);
                centre_on(&element, head_x, smooth);
            }
        });
    }
    let scroll_by = |share: f64| {
        let frame = frame.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(element) = frame.cast::<web_sys::Element>() {
                let options = web_sys::ScrollToOptions::new();
                options.set_left(share * f64::from(element.client_width()));
                options.set_behavior(glide());
                element.scroll_by_with_scroll_to_options(&options);
            }
        })
    };
    let (west, east) = (scroll_by(-0.7), scroll_by(0.7));
    let to_nessie = {
        let frame = frame.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(element) = frame.cast::<web_sys::Element>() {
                centre_on(&element, head_x, true);
            }
        })
    };
    let water = model.lines.iter().map(|&(x1, y1, x2, y2)| {
        html! { <line class="water" stroke={WATER} x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} /> }
    });
    // Where a piece lies, on the lake (`of` a cell: its piece) or in the place shown.
    let spot = |of: fn(&CellView) -> Option<Piece>, piece: Piece| {
        model
            .cells
            .iter()
            .find(|c| of(c) == Some(piece))
            .map_or((0, 0), |c| (c.x, c.y))
    };
    let tail_angle = |of: fn(&CellView) -> Option<Piece>| {
        signs::tail_angle(spot(of, Piece::Body), spot(of, Piece::Tail))
    };
    let angle = tail_angle(|c| c.piece);
    // Nessie's new place, shown before it is set, faded over the cells it would take.
    let preview_angle = tail_angle(|c| c.preview);
    let previews = model.cells.iter().filter_map(|cell| {
        let piece = cell.preview?;
        Some(html! {
            <g class="ln-preview" data-testid="ln-preview" data-ln-cell={cell.id.to_string()} data-piece={piece_class(piece)}>
                { piece_sign(piece, cell.x, cell.y, preview_angle) }
            </g>
        })
    });
    let cells = model
        .cells
        .iter()
        .map(|cell| cell_view(cell, angle, &props.on_action, lang));
    let points = model
        .points
        .iter()
        .map(|point| point_view(point, &props.on_action, lang));
    html! {
        <div class="ln-lake-wrap">
            // On a phone the lake keeps finger-sized targets and scrolls sideways in its
            // frame, with the bar below to say so and to scroll it (lochness.css).
            <div class="ln-lake-frame" ref={frame.clone()} data-testid="ln-lake-frame">
                <svg class="ln-lake" style={format!("background: {SHORE}")} viewBox={format!("{VIEW_LEFT} 20 {VIEW_WIDTH} 270")} role="group"
                     aria-label={words::LAKE_LABEL.get(lang)} data-testid="ln-lake">
                    <g class="waters" aria-hidden="true">{ for water }</g>
                    { for cells }
                    { for previews }
                    { for points }
                    // The points' numbers, under their plates: outside the points' buttons,
                    // whose names say them already and must hold all the text they show.
                    <g class="ln-point-numbers" aria-hidden="true">
                        { for model.points.iter().map(|p| number_sign(NumberOf::Point(p.id), p.x, p.y + 29)) }
                    </g>
                </svg>
            </div>
            <div class="ln-lake-scroll" data-testid="ln-lake-scroll">
                <button type="button" data-testid="ln-scroll-west" aria-label={words::SCROLL_WEST.get(lang)}
                        title={words::SCROLL_WEST.get(lang)} onclick={west}>{ "◀" }</button>
                <p>{ words::LAKE_SCROLL.get(lang) }</p>
                <button type="button" data-testid="ln-scroll-nessie" aria-label={words::SCROLL_NESSIE.get(lang)}
                        title={words::SCROLL_NESSIE.get(lang)} onclick={to_nessie}>
                    { key_sign(piece_sign(Piece::Head, 0, 0, 0.0)) }
                </button>
                <button type="button" data-testid="ln-scroll-east" aria-label={words::SCROLL_EAST.get(lang)}
                        title={words::SCROLL_EAST.get(lang)} onclick={east}>{ "▶" }</button>
            </div>
        </div>
    }
}

fn cell_view(
    cell: &CellView,
    angle: f64,
    on_action: &Callback<LochAction>,
    lang: blockness_web_common::Lang,
) -> Html {
    let (x, y) = (cell.x, cell.y);
    let label = Say::Cell {
        id: cell.id,
        piece: cell.piece,
    }
    .text(lang);
    // The number the log gives the cell, under Nessie when she lies there.
    let number = number_sign(NumberOf::Cell(cell.id), x, y + 4);
    let piece = cell.piece.map(|p| piece_sign(p, x, y, angle));
    let picked = cell.picked.map(|p| html! {
        <circle class={classes!("picked", piece_class(p))} cx={x.to_string()} cy={y.to_string()} r="22" />
    });
    let class = classes!(
        "ln-cell",
        cell.target.then_some("target"),
        cell.piece.map(piece_class)
    );
    // The hint's place for Nessie: a dashed ring in the piece's colour.
    let hint = cell.hint.map(|p| html! {
        <circle class={classes!("hint", piece_class(p))} data-testid="ln-hint-cell" data-piece={piece_class(p)}
                cx={x.to_string()} cy={y.to_string()} r="26" />
    });
    if cell.target {
        let action = LochAction::ClickCell(cell.id);
        let onclick = {
            let (on_action, action) = (on_action.clone(), action.clone());
            Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
        };
        html! {
            <g {class} data-ln-cell={cell.id.to_string()} tabindex="0" role="button" aria-label={label}
               {onclick} onkeydown={on_key(action, on_action)}>
                <circle class="hit" cx={x.to_string()} cy={y.to_string()} r={HIT.to_string()} fill="transparent" />
                <circle class="ground" cx={x.to_string()} cy={y.to_string()} r="18" fill={CELL_FILL} stroke={CELL_EDGE} stroke-width="2" />
                { number.clone() }
                { for piece }
                { for picked }
                { for hint }
                <circle class="ring" cx={x.to_string()} cy={y.to_string()} r="20" />
            </g>
        }
    } else {
        html! {
            <g {class} data-ln-cell={cell.id.to_string()} role="img" aria-label={label}>
                <circle class="ground" cx={x.to_string()} cy={y.to_string()} r="18" fill={CELL_FILL} stroke={CELL_EDGE} stroke-width="2" />
                { number.clone() }
                { for piece }
                { for picked }
                { for hint }
            </g>
        }
    }
}

/// What a number on the lake numbers.
#[derive(Clone, Copy)]
enum NumberOf {
    Point(usize),
    Cell(usize),
}

/// A point's or a cell's number, as the log names it, centred on (`x`, `y`) (the baseline).
fn number_sign(of: NumberOf, x: i32, y: i32) -> Html {
    let (id, point, cell) = match of {
        NumberOf::Point(id) => (id, Some(id.to_string()), None),
        NumberOf::Cell(id) => (id, None, Some(id.to_string())),
    };
    html! {
        <text class="ln-number" data-testid="ln-number" data-point={point} data-cell={cell}
              x={x.to_string()} y={y.to_string()} text-anchor="middle" aria-hidden="true">{ id }</text>
    }
}

fn piece_class(piece: Piece) -> &'static str {
    match piece {
        Piece::Head => "head",
        Piece::Body => "body",
        Piece::Tail => "tail",
    }
}

fn point_view(
    point: &PointView,
    on_action: &Callback<LochAction>,
    lang: blockness_web_common::Lang,
) -> Html {
    let (x, y) = (point.x, point.y);
    let label = Say::Point {
        id: point.id,
        kind: point.kind,
        seats: point.seats.clone(),
    }
    .text(lang);
    let sights = point.sees.iter().map(|&(cx, cy)| html! {
        <line class="sight" x1={x.to_string()} y1={y.to_string()} x2={cx.to_string()} y2={cy.to_string()} />
    });
    let photographers = point
        .seats
        .iter()
        .enumerate()
        .map(|(i, &seat)| photographer_sign(seat, x + 16 + 18 * i as i32, y - 16));
    let class = classes!(
        "ln-point",
        format!("kind-{}", point.kind.name()),
        point.target.then_some("target"),
        point.chosen.then_some("chosen"),
        point.hint.then_some("hint"),
        (point.sees_nessie > 0).then_some("sees"),
        (point.would_see > 0).then_some("would-see"),
    );
    let action = LochAction::ClickPoint(point.id);
    let onclick = {
        let (on_action, action) = (on_action.clone(), action.clone());
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    // Every point is focusable, so its white lines can be brought forward from the
    // keyboard too; those that offer nothing now say so.
    let idle = !point.target && !point.chosen;
    html! {
        <g {class} data-ln-point={point.id.to_string()} tabindex="0" role="button" aria-label={label}
           aria-pressed={point.chosen.then_some("true")} aria-disabled={idle.then_some("true")}
           {onclick} onkeydown={on_key(action, on_action)}>
            <g class="sights" aria-hidden="true">{ for sights }</g>
            // Under the plate, so the plate itself is what a click at its middle meets.
            <rect class="hit" x={(x - HIT).to_string()} y={(y - HIT).to_string()} width={(2 * HIT).to_string()}
                  height={(2 * HIT).to_string()} fill="transparent" />
            { point_sign(point.kind, x, y, 15) }
            { for photographers }
        </g>
    }
}

/// The key to the table: every sign it draws, as it draws it. Point kinds, Nessie's pieces
/// and the photo colours are the rules page's entries too ([`signs::shared_key`]); then
/// fragments, photographers, the highlights, the die's faces, the swap button, an empty
/// slot, the numbers of points and cells and a joint's points.
#[function_component(LakeLegend)]
pub fn lake_legend() -> Html {
    let lang = use_lang();
    let item = |key: &'static str, sign: Html, text: &'static str| {
        html! { <li data-key={key}>{ sign }{ text }</li> }
    };
    let box_sign = |class: &'static str, text: &'static str| {
        html! { <span class={classes!("ln-key-box", class)} aria-hidden="true">{ text }</span> }
    };
    html! {
        <details class="ln-legend" data-testid="ln-legend" open=true>
            <summary>{ words::LEGEND.get(lang) }</summary>
            <ul>
                { signs::shared_key(lang) }
                { item("fragment", key_sign(signs::fragment_sign(blockness_lochness::Kind::Lighthouse,
                        blockness_lochness::Colour::Red, -17, -13, 34, 26)), words::KEY_FRAGMENT.get(lang)) }
                { item("photographer", key_sign(photographer_sign(0, 0, 0)), words::KEY_PHOTOGRAPHER.get(lang)) }
                { item("target", key_sign(html! {
                    <>
                        <rect x="-13" y="-13" width="26" height="26" rx="5" fill="#fff" stroke="#c07a00" stroke-width="5" />
                        <circle cx="0" cy="0" r="6" fill="none" stroke="#c07a00" stroke-width="3" stroke-dasharray="4 3" />
                    </>
                }), words::KEY_TARGET.get(lang)) }
                { item("chosen", key_sign(html! {
                    <rect x="-13" y="-13" width="26" height="26" rx="5" fill="#fff" stroke="#0b4f7d" stroke-width="6" />
                }), words::KEY_CHOSEN.get(lang)) }
                { item("hint", key_sign(html! {
                    <rect x="-13" y="-13" width="26" height="26" rx="5" fill="#fff" stroke="#b0148c" stroke-width="5" stroke-dasharray="6 3" />
                }), words::KEY_HINT.get(lang)) }
                { item("picked", key_sign(html! {
                    <>
                        <circle r="16" fill="#3d7fb0" />
                        <circle r="13" fill="none" stroke="#fff" stroke-width="4" />
                    </>
                }), words::KEY_PICKED.get(lang)) }
                { item("wave", box_sign("die", "≋"), words::KEY_WAVE.get(lang)) }
                { item("waiting", box_sign("die waiting", "?"), words::KEY_WAITING.get(lang)) }
                { item("flip", box_sign("flip", "⇅"), words::KEY_FLIP.get(lang)) }
                { item("empty", box_sign("empty", ""), words::KEY_EMPTY.get(lang)) }
                { item("number", box_sign("number", "7"), words::KEY_NUMBER.get(lang)) }
                { item("joint", html! { <span class="ln-joint" data-points="2" aria-hidden="true">{ "2" }</span> },
                       words::KEY_JOINT.get(lang)) }
            </ul>
            <p>{ words::LEGEND_LINES.get(lang) }</p>
        </details>
    }
}
