//! The Loch Ness rules page's drawings: a window on the lake and a scored ruler, each an
//! SVG image with its text alternative. They draw the pictures of
//! [`crate::rules::examples`] as they are; nothing here decides a rule. Points, Nessie's
//! pieces and fragments are the table's own signs ([`crate::ui::signs`]), so the rules
//! show what the table shows.

use std::rc::Rc;

use yew::prelude::*;

use blockness_lochness::Kind;

use crate::look::{kind_mark, CELL_EDGE, CELL_FILL, SHORE, WATER};
use crate::rules::examples::{LakePicture, NessieSpots, PhotoPicture, RulerExample};
use crate::state::view::Piece;
use crate::ui::signs::{fragment_sign, piece_sign, point_sign, tail_angle};

/// Radius of a lake cell, in the board's units.
const CELL_R: i32 = 11;
/// Half the side of an observation point's square.
const POINT_HALF: i32 = 13;

/// Props of [`LakeDrawing`].
#[derive(Properties, PartialEq)]
pub struct LakeDrawingProps {
    /// What to draw.
    pub picture: Rc<LakePicture>,
    /// A name unique on the page, for the arrow's marker.
    pub id: AttrValue,
    /// The text alternative.
    pub label: AttrValue,
}

/// A window on the lake: its cells and lines, points, Nessie and the example's marks.
#[function_component(LakeDrawing)]
pub fn lake_drawing(props: &LakeDrawingProps) -> Html {
    let picture = &props.picture;
    let [left, top, width, height] = picture.view_box;
    let arrow = format!("{}-arrow", props.id);
    let lines = picture.lines.iter().map(|[a, b]| {
        html! { <line class="lnr-line" stroke={WATER} x1={a.x.to_string()} y1={a.y.to_string()} x2={b.x.to_string()} y2={b.y.to_string()} /> }
    });
    // A white line alone would vanish on the pale water: each has a dark edge under it.
    let sights = picture.sight_lines.iter().map(|[a, b]| {
        let (x1, y1, x2, y2) = (a.x.to_string(), a.y.to_string(), b.x.to_string(), b.y.to_string());
        html! {
            <g class="lnr-sight">
                <line class="lnr-sight-edge" x1={x1.clone()} y1={y1.clone()} x2={x2.clone()} y2={y2.clone()} />
                <line class="lnr-sight-line" {x1} {y1} {x2} {y2} />
            </g>
        }
    });
    let cells = picture.cells.iter().map(|c| {
        html! {
            <g data-cell={c.id.to_string()}>
                if c.ringed {
                    <circle class="lnr-ring" data-ringed="" cx={c.at.x.to_string()} cy={c.at.y.to_string()} r={(CELL_R + 7).to_string()} />
                }
                <circle class="lnr-cell" fill={CELL_FILL} stroke={CELL_EDGE} cx={c.at.x.to_string()} cy={c.at.y.to_string()} r={CELL_R.to_string()} />
            </g>
        }
    });
    let points = picture.points.iter().map(|p| {
        let class = classes!("lnr-point", format!("lnr-kind-{}", p.kind.name()), p.lit.then_some("lnr-lit"));
        html! {
            <g {class} data-point={p.id.to_string()}>{ point_sign(p.kind, p.at.x, p.at.y, POINT_HALF) }</g>
        }
    });
    let path = (picture.path.len() > 1).then(|| {
        let spots: Vec<String> = picture.path.iter().map(|s| format!("{},{}", s.x, s.y)).collect();
        html! { <polyline class="lnr-path" points={spots.join(" ")} marker-end={format!("url(#{arrow})")} /> }
    });
    html! {
        <svg class="lnr-drawing lnr-lake" data-testid="lochness-drawing" role="img" aria-label={props.label.clone()}
             viewBox={format!("{left} {top} {width} {height}")} preserveAspectRatio="xMidYMid meet">
            <defs>
                <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                    <path class="lnr-arrow-head" d="M 0 0 L 10 5 L 0 10 z" />
                </marker>
            </defs>
            <rect class="lnr-water" fill={SHORE} x={left.to_string()} y={top.to_string()} width={width.to_string()} height={height.to_string()} />
            { for lines }
            { for sights }
            { for cells }
            { for points }
            if let Some(before) = picture.before {
                { nessie(before, "lnr-nessie lnr-before") }
            }
            if let Some(now) = picture.nessie {
                { nessie(now, "lnr-nessie") }
            }
            // Over her, so the arrow's head shows on hers.
            { for path }
        </svg>
    }
}

/// Nessie's pieces, drawn as on the table, on a spine joining them; the tail points away
/// from the body.
fn nessie(spots: NessieSpots, class: &'static str) -> Html {
    let NessieSpots { head, body, tail } = spots;
    let spine = format!(
        "{},{} {},{} {},{}",
        head.x, head.y, body.x, body.y, tail.x, tail.y
    );
    let angle = tail_angle((body.x, body.y), (tail.x, tail.y));
    html! {
        <g {class}>
            <polyline class="lnr-spine" points={spine} />
            { piece_sign(Piece::Tail, tail.x, tail.y, angle) }
            { piece_sign(Piece::Body, body.x, body.y, 0.0) }
            { piece_sign(Piece::Head, head.x, head.y, 0.0) }
        </g>
    }
}

/// Width of a fragment on the ruler drawing.
const TILE: i32 = 52;
/// The space between two fragments, where the joint's points are written.
const GAP: i32 = 24;
/// Where the first column starts.
const LEFT: i32 = 8;
/// Height of a fragment.
const TILE_HEIGHT: i32 = 46;
/// Top of the photo above the ruler, and of the ruler bar between the photos.
const UPPER_TOP: i32 = 24;
const BAR_TOP: i32 = UPPER_TOP + TILE_HEIGHT + 4;
const BAR_HEIGHT: i32 = 10;
const LOWER_TOP: i32 = BAR_TOP + BAR_HEIGHT + 4;
const RULER_WIDTH: i32 = LEFT + 5 * TILE + 4 * GAP + 70;
const RULER_HEIGHT: i32 = LOWER_TOP + TILE_HEIGHT + 6;

fn column_x(column: usize) -> i32 {
    LEFT + column as i32 * (TILE + GAP)
}

/// Props of [`RulerDrawing`].
#[derive(Properties, PartialEq)]
pub struct RulerDrawingProps {
    /// The scored ruler.
    pub example: Rc<RulerExample>,
    /// The text alternative.
    pub label: AttrValue,
}

/// A ruler with its two photos, each joint's points between the fragments and each
/// photo's points at its right.
#[function_component(RulerDrawing)]
pub fn ruler_drawing(props: &RulerDrawingProps) -> Html {
    let [upper, lower] = props.example.photos;
    // Each column is headed by its kind's mark, as on the table's rulers.
    let numbers = Kind::ALL.into_iter().enumerate().map(|(column, kind)| {
        html! { <text class="lnr-column" x={(column_x(column) + TILE / 2).to_string()} y="18">{ kind_mark(kind) }</text> }
    });
    html! {
        <svg class="lnr-drawing lnr-ruler" data-testid="lochness-drawing" role="img" aria-label={props.label.clone()}
             viewBox={format!("0 0 {RULER_WIDTH} {RULER_HEIGHT}")} preserveAspectRatio="xMidYMid meet">
            { for numbers }
            { photo(&upper, UPPER_TOP) }
            <rect class="lnr-ruler-bar" x={LEFT.to_string()} y={BAR_TOP.to_string()}
                  width={(column_x(4) + TILE - LEFT).to_string()} height={BAR_HEIGHT.to_string()} rx="3" />
            { photo(&lower, LOWER_TOP) }
        </svg>
    }
}

/// One photo's fragments from `top` down, its joints and its points.
fn photo(photo: &PhotoPicture, top: i32) -> Html {
    let middle = top + TILE_HEIGHT / 2;
    let tiles = photo.slots.iter().enumerate().map(|(column, slot)| {
        let x = column_x(column);
        match slot {
            Some(colour) => {
                let name = format!("{colour:?}").to_lowercase();
                html! {
                    <g class="lnr-frag" data-colour={name}>
                        { fragment_sign(Kind::ALL[column], *colour, x, top, TILE, TILE_HEIGHT) }
                    </g>
                }
            }
            None => html! {
                <rect class="lnr-slot-empty" data-colour="" x={(x + 2).to_string()} y={(top + 2).to_string()}
                      width={(TILE - 4).to_string()} height={(TILE_HEIGHT - 4).to_string()} rx="6" />
            },
        }
    });
    let joints = photo.joints.iter().enumerate().map(|(i, points)| {
        let x = column_x(i) + TILE + GAP / 2;
        html! {
            <g class="lnr-joint" data-points={points.to_string()}>
                <circle cx={x.to_string()} cy={middle.to_string()} r="11" />
                <text x={x.to_string()} y={(middle + 5).to_string()}>{ points }</text>
            </g>
        }
    });
    let right = column_x(4) + TILE + 10;
    html! {
        <g class="lnr-photo" data-row={format!("{:?}", photo.row).to_lowercase()}>
            { for tiles }
            { for joints }
            if photo.bonus > 0 {
                <text class="lnr-bonus" x={right.to_string()} y={(middle - 6).to_string()}>{ format!("+{}", photo.bonus) }</text>
            }
            <text class="lnr-photo-total" data-points={photo.score.points.to_string()}
                  x={right.to_string()} y={(middle + if photo.bonus > 0 { 16 } else { 7 }).to_string()}>
                { format!("= {}", photo.score.points) }
            </text>
        </g>
    }
}
