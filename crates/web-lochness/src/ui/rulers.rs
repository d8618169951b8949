//! Every player's ruler: two photos of five slots (columns bench to boat), the fragments
//! drawn with their kind and colour marks, each joint's points between two fragments, the
//! live score, and a swap button per column for a person's own ruler. The ruler of a person
//! keeping a fragment is drawn again beside the fragments, so both are in view together.

use std::rc::Rc;

use blockness_lochness::{Action, Fragment, Kind};
use yew::prelude::*;

use crate::look::{kind_mark, seat_colour};
use crate::state::view::RulerView;
use crate::state::words::{self, Say};
use crate::state::LochAction;
use crate::ui::fragment::FragmentTile;
use blockness_web_common::language::use_lang;

/// Props of [`Rulers`].
#[derive(Properties, PartialEq)]
pub struct RulersProps {
    /// Every seat's ruler.
    pub rulers: Rc<Vec<RulerView>>,
    /// Where clicks go.
    pub on_action: Callback<LochAction>,
}

/// Every ruler with its score.
#[function_component(Rulers)]
pub fn rulers(props: &RulersProps) -> Html {
    let lang = use_lang();
    html! {
        <section class="ln-rulers" aria-labelledby="ln-rulers-title">
            <h3 id="ln-rulers-title">{ words::RULERS.get(lang) }</h3>
            { for props.rulers.iter().map(|r| html! {
                <RulerCard key={r.seat} ruler={r.clone()} on_action={props.on_action.clone()} />
            }) }
        </section>
    }
}

/// Props of [`RulerCard`].
#[derive(Properties, PartialEq)]
pub struct RulerCardProps {
    /// The ruler.
    pub ruler: RulerView,
    /// Where clicks go.
    pub on_action: Callback<LochAction>,
    /// Whether this is the copy drawn beside the drawn fragments while its seat keeps one:
    /// smaller, without the swap buttons (the ruler among the others has them).
    #[prop_or_default]
    pub beside_hand: bool,
}

/// A slot, with the joint on its right (`joint`: its points, `None` at a gap or at the
/// photo's end) drawn over the line between the two fragments.
fn slot(fragment: Option<Fragment>, joint: Option<u32>, lang: blockness_web_common::Lang) -> Html {
    let joint = joint.map(|points| {
        let said = if points == blockness_lochness::ruler::SAME_COLOUR_JOINT {
            words::JOINT_SAME
        } else {
            words::JOINT_MIXED
        }
        .get(lang);
        html! {
            <span class="ln-joint" data-testid="ln-joint" data-points={points.to_string()} title={said}>
                <span aria-hidden="true">{ points }</span>
                <span class="visually-hidden">{ said }</span>
            </span>
        }
    });
    match fragment {
        Some(f) => html! {
            <td class="filled"><span class="visually-hidden">{ Say::Fragment(f).text(lang) }</span>
                <FragmentTile fragment={f} />{ for joint }</td>
        },
        None => html! { <td class="empty" aria-label={words::EMPTY.get(lang)}></td> },
    }
}

/// The slots of a photo with their joints.
fn photo_slots(
    photo: &[Option<Fragment>; 5],
    joints: &[Option<u32>; 4],
    lang: blockness_web_common::Lang,
) -> Html {
    photo
        .iter()
        .enumerate()
        .map(|(column, &fragment)| slot(fragment, joints.get(column).copied().flatten(), lang))
        .collect()
}

/// One seat's ruler.
#[function_component(RulerCard)]
pub fn ruler_card(props: &RulerCardProps) -> Html {
    let lang = use_lang();
    let r = &props.ruler;
    let seat = r.seat;
    let title = Say::Player(seat).text(lang);
    let score = Say::Score {
        points: r.score.points,
        twos: r.score.twos,
    }
    .text(lang);
    let flips = Kind::ALL.into_iter().map(|column| {
        let allowed = r.flips[column.index()];
        let onclick = props
            .on_action
            .reform(move |_: MouseEvent| LochAction::Act(Action::Flip { seat, column }));
        html! {
            <td>
                if r.person {
                    <button class="flip" data-testid="ln-flip" data-column={column.name()} disabled={!allowed}
                            title={Say::FlipTitle(column).text(lang)} aria-label={Say::FlipTitle(column).text(lang)}
                            {onclick}>{ words::FLIP.get(lang) }</button>
                }
            </td>
        }
    });
    html! {
        <article class={classes!("ln-ruler", r.to_act.then_some("to-act"), r.winner.then_some("winner"),
                                 props.beside_hand.then_some("beside-hand"))}
                 data-testid={if props.beside_hand { "ln-keep-ruler" } else { "ln-ruler" }} data-seat={seat.to_string()}
                 data-points={r.score.points.to_string()} data-twos={r.score.twos.to_string()}
                 style={format!("border-left-color: {}", seat_colour(seat))}>
            <h4>
                <span class="seat-badge" style={format!("background: {}", seat_colour(seat))} aria-hidden="true">{ seat + 1 }</span>
                { title }
                if r.winner { <span class="crown">{ words::WINNER.get(lang) }</span> }
            </h4>
            <p class="ln-score" data-testid="ln-score">{ score }</p>
            <div class="ln-ruler-grid">
                <table>
                    <thead>
                        <tr>
                            <th scope="col"><span class="visually-hidden">{ words::RULERS.get(lang) }</span></th>
                            { for Kind::ALL.into_iter().map(|k| html! {
                                <th scope="col" title={words::kind_name(k, lang)}>
                                    <span aria-hidden="true">{ kind_mark(k) }</span>
                                    <span class="visually-hidden">{ words::kind_name(k, lang) }</span>
                                </th>
                            }) }
                        </tr>
                    </thead>
                    <tbody>
                        <tr data-row="upper">
                            <th scope="row">{ words::UPPER.get(lang) }</th>
                            { photo_slots(&r.upper, &r.upper_joints, lang) }
                        </tr>
                        <tr data-row="lower">
                            <th scope="row">{ words::LOWER.get(lang) }</th>
                            { photo_slots(&r.lower, &r.lower_joints, lang) }
                        </tr>
                        if r.person && !props.beside_hand {
                            <tr class="flips">
                                <th scope="row"><span class="visually-hidden">{ words::SWAP_ROW.get(lang) }</span></th>
                                { for flips }
                            </tr>
                        }
                    </tbody>
                </table>
            </div>
        </article>
    }
}
