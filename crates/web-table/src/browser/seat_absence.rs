//! What a seat's row says of an absence, at any game's table: the computer standing in
//! for its person, the take-back for this device's own seat, and the hand-over once the
//! grace time is over (with the wait before it until then).

use blockness_live::BotLevel;
use blockness_web_common::field::select_value;
use blockness_web_common::Lang;
use yew::prelude::*;

use crate::session::{SeatLine, TableAction};
use crate::words::{self, Say};

/// What a seat's row says of an absence: the computer standing in for its person, the
/// take-back for this device's own seat, and the hand-over once the grace time is over
/// (with the wait before it until then).
pub(super) fn absence_html<P>(
    line: &SeatLine<P>,
    now: u64,
    level: &UseStateHandle<BotLevel>,
    on_action: &Callback<TableAction>,
    prefix: &str,
    lang: Lang,
) -> Html {
    let seat = line.seat;
    let stand_in = line.stand_in.as_ref().map(|(l, by)| {
        html! {
            <span class="live-stand-in" data-testid={format!("{prefix}-stand-in-{seat}")}>
                { Say::ComputerOn(*l, Some(by.clone())).text(lang) }</span>
        }
    });
    let take_back = match &line.stand_in {
        Some((l, by)) if line.mine => html! {
            <div class="live-take-back" role="status">
                <p data-testid={format!("{prefix}-stood-in")}>{ Say::StandsInForYou(*l, by.clone()).text(lang) }</p>
                <button class="primary" data-testid={format!("{prefix}-take-back")}
                        onclick={on_action.reform(|_: MouseEvent| TableAction::TakeBack)}>{ words::TAKE_BACK.get(lang) }</button>
            </div>
        },
        _ => html! {},
    };
    // The protocol says when (a silent device, or at a Loch Ness table luck kept waiting).
    let hand_over = match line.hand_over_at {
        Some(at) if now >= at => {
            let chosen = **level;
            let on_level = {
                let level = level.clone();
                Callback::from(move |e: Event| {
                    level.set(BotLevel::parse(&select_value(&e)).unwrap_or(BotLevel::Medium));
                })
            };
            let id = format!("{prefix}-hand-over-level-{seat}");
            html! {
                <div class="live-hand-over">
                    <label for={id.clone()}>{ words::HAND_OVER_LEVEL.get(lang) }</label>
                    <select id={id.clone()} data-testid={id} onchange={on_level}>
                        { for [BotLevel::Easy, BotLevel::Medium, BotLevel::Strong].into_iter().map(|l| html! {
                            <option value={l.name()} selected={l == chosen}>
                                { words::level(l, lang) }
                            </option>
                        }) }
                    </select>
                    <button data-testid={format!("{prefix}-hand-over-{seat}")}
                            onclick={on_action.reform(move |_: MouseEvent| TableAction::HandOver { seat, level: chosen })}>
                        { words::HAND_OVER.get(lang) }</button>
                </div>
            }
        }
        Some(at) => html! {
            <span class="live-hand-over-in" data-testid={format!("{prefix}-hand-over-in-{seat}")}>
                { Say::HandOverIn((at - now).div_ceil(1000)).text(lang) }</span>
        },
        None => html! {},
    };
    html! { <>{ for stand_in }{ take_back }{ hand_over }</> }
}
