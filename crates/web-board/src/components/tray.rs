//! One player's reserve: every segment with its span and height, marked when it is on the
//! board already or cannot be placed right now.

use yew::prelude::*;

use crate::board::view::TrayModel;
use crate::board::BoardAction;
use crate::components::colours;
use crate::components::geometry::{px, Px};
use crate::words::{colour_letter, texts, Message};
use blockness_web_common::language::use_lang;

/// Props of [`Tray`].
#[derive(Properties, PartialEq)]
pub struct TrayProps {
    /// The tray.
    pub model: TrayModel,
    /// Where clicks go.
    pub on_action: Callback<BoardAction>,
    /// Who plays it, in place of the seat's kind (a live table names its players).
    #[prop_or_default]
    pub who: Option<AttrValue>,
}

/// A small drawing of a segment: the arch as wide as its span and as tall as its height. The
/// tray draws its segments so, and the choice between segments beside the status too.
pub fn mini_arch(span: u8, height: u8) -> Html {
    let width = 14.0 + f64::from(span) * 14.0;
    let rise = 6.0 + f64::from(height) * 4.0;
    let base = 34.0;
    let path = format!(
        "M7,{} C7,{} {},{} {},{}",
        Px(base),
        Px(base - rise * 4.0 / 3.0),
        Px(width - 7.0),
        Px(base - rise * 4.0 / 3.0),
        Px(width - 7.0),
        Px(base)
    );
    html! {
        <svg class="mini" viewBox={format!("0 0 {} 40", Px(width))} width={px(width)} height="40" aria-hidden="true">
            <path class="outline" d={path.clone()} />
            <path class="body" d={path} />
            <circle class="foot" cx="7" cy={px(base)} r="3.5" />
            <circle class="foot" cx={px(width - 7.0)} cy={px(base)} r="3.5" />
        </svg>
    }
}

/// A player's tray.
#[function_component(Tray)]
pub fn tray(props: &TrayProps) -> Html {
    let lang = use_lang();
    let model = &props.model;
    let seat = model.seat;
    let class = classes!(
        "tray",
        colours::class(model.colour),
        model.to_move.then_some("to-move"),
        model.blocked.then_some("blocked")
    );
    let items = model.items.iter().map(|item| {
        let piece = item.piece;
        let unplaceable_now = item.in_reserve && !item.placeable;
        let class = classes!(
            "piece",
            (!item.in_reserve).then_some("placed"),
            unplaceable_now.then_some("unplayable"),
            item.offered.then_some("offered"),
            item.chosen.then_some("chosen"),
            item.hinted.then_some("hinted"),
            item.fits_here.then_some("fits-here")
        );
        let shape = Message::PieceLabel {
            span: item.span,
            height: item.height,
        }
        .text(lang);
        let label = if !item.in_reserve {
            lang.labelled(&shape, texts::ON_THE_BOARD.get(lang))
        } else if unplaceable_now {
            lang.labelled(&shape, texts::CANNOT_PLACE_NOW.get(lang))
        } else {
            shape
        };
        let onclick = props
            .on_action
            .reform(move |_: MouseEvent| BoardAction::ClickPiece { seat, piece });
        let disabled = !model.interactive
            || !item.in_reserve
            || unplaceable_now
            || (model.choosing && !item.offered);
        html! {
            <li>
                <button class={class} {onclick} {disabled} title={label.clone()}
                        data-testid={format!("piece-{seat}-{piece}")}
                        data-span={item.span.to_string()} data-height={item.height.to_string()}>
                    { mini_arch(item.span, item.height) }
                    <span class="visually-hidden">{ label }</span>
                    <span class="dims" aria-hidden="true"><span class="span">{ format!("↔{}", item.span) }</span><span class="h">{ format!("↑{}", item.height) }</span></span>
                </button>
            </li>
        }
    });
    let state_word = if model.blocked {
        if model.left == 0 {
            html! { <span class="badge-note">{ texts::NO_SEGMENT_LEFT.get(lang) }</span> }
        } else {
            html! { <span class="badge-note" data-testid={format!("blocked-{seat}")}>{ texts::BLOCKED_SKIPPED.get(lang) }</span> }
        }
    } else if model.to_move {
        html! { <span class="badge-note turn">{ texts::TO_MOVE.get(lang) }</span> }
    } else {
        html! {}
    };
    html! {
        <section class={class} data-testid={format!("tray-{seat}")} aria-label={Message::ReserveOf(model.colour).text(lang)}>
            <header>
                <span class="swatch" aria-hidden="true">{ colour_letter(model.colour, lang) }</span>
                <span class="name">{ Message::Player(model.colour).text(lang) }</span>
                <span class="kind">{ match &props.who {
                    Some(who) => who.to_string(),
                    None if model.you => Message::PlayedAs(crate::words::Who::You).text(lang),
                    None => crate::seat::label(model.kind, lang),
                } }</span>
                if let Some(person) = model.person {
                    <span class="person" data-testid={format!("person-{seat}")} data-person={person.to_string()}>
                        { Message::PlayedBy(person + 1).text(lang) }
                    </span>
                }
                <span class="left" data-testid={format!("left-{seat}")}>{ Message::Left(model.left).text(lang) }</span>
                if let Some(ways) = model.ways_out.filter(|_| !model.blocked) {
                    <span class={classes!("ways-out", (ways <= 1).then_some("few"))} data-testid={format!("ways-out-{seat}")}
                          data-ways={ways.to_string()}>{ Message::WaysOut(ways).text(lang) }</span>
                }
                { state_word }
            </header>
            <ul>{ for items }</ul>
        </section>
    }
}
