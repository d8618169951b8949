//! Who sits where: each seat's colour, the person's name or the computer's level and whose
//! device plays it, the key's fingerprint, whether their device is connected; and, for an
//! invited visitor while seats are free, "Take this seat" with a name, or watching instead.
//! A visitor with the spectator's link is offered no seat.

use std::cell::Cell;

use blockness_live::{names, BotLevel};
use blockness_web_common::field::{select_value, TypedField};
use blockness_web_common::language::use_lang;
use blockness_web_common::Lang;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use blockness_web_table::browser::use_clock;
use blockness_web_table::session::{TableAction, Who, HAND_OVER_TICK_MS};

use crate::session::SeatLine;
use crate::words::{self, ColourPhrase, Note, Say};

/// The `id` of the name field: one at a time is drawn.
const NAME_FIELD_ID: &str = "live-claim-name";

/// How often an absence's length is counted again (milliseconds).
const AWAY_TICK_MS: u32 = 5000;

/// Props of [`SeatList`].
#[derive(Properties, PartialEq)]
pub struct SeatListProps {
    /// The seats.
    pub seats: Vec<SeatLine>,
    /// Whether this device may take a seat now (it holds none, and seats are free).
    pub may_sit: bool,
    /// Whether the visitor chose to watch.
    pub watching: bool,
    /// Watches (true) or goes back to taking a seat (false).
    pub on_watch: Callback<bool>,
    /// The table's actions: a seat asked for under a name, an away seat handed to a
    /// computer of a level that this device runs.
    pub on_action: Callback<TableAction>,
    /// Whether the table is still on its way: an invited visitor is offered "Take a seat",
    /// for whichever seat is free first, without the seats' list. The site's build draws the
    /// same section into the page (crates/site-build/src/seat_form.rs), so an invite shows it
    /// before this module has come. The section is drawn anew, with the board, when the
    /// table comes (updated in place, it could lag a frame behind the board, which would
    /// jump); the name field keeps what was typed and its focus.
    #[prop_or_default]
    pub before_table: bool,
    /// The name field's text: the table holds it, so it stays typed while the list moves
    /// (above the board while a seat is offered, beside it otherwise).
    pub name: TypedField,
    /// Whether this device's request for a seat waits for the host.
    pub asking: bool,
    /// Whether the host's device is connected.
    pub host_online: bool,
    /// Whether the visitor came with the spectator's link (no seat is offered).
    pub spectator: bool,
    /// Whether this device is the host and seats are free (it must stay to seat them).
    pub hosting: bool,
    /// Takes this device's seat back from the computer standing in for it.
    pub on_take_back: Callback<()>,
}

/// The seats of the table.
#[function_component(SeatList)]
pub fn seat_list(props: &SeatListProps) -> Html {
    let lang = use_lang();
    // An absence is counted in the view: drawn again every few seconds while one is shown.
    let counting = props
        .seats
        .iter()
        .any(|l| !l.online && l.away_since.is_some());
    let handing = props
        .seats
        .iter()
        .any(|l| !l.online && l.hand_over_at.is_some());
    let tick = if handing {
        Some(HAND_OVER_TICK_MS)
    } else {
        counting.then_some(AWAY_TICK_MS)
    };
    let now = use_clock(tick);
    let hand_over_level = use_state(|| BotLevel::Medium);
    let name = props.name.clone();
    let name_input = use_node_ref();
    use_name_focus_kept(&name_input);
    // A seat asked for without a name: said beside the field, until a name is typed.
    let name_needed = use_state(|| false);
    let offering = props.may_sit && !props.watching;
    let claim = |seat: Option<usize>| {
        let (name, on_action, name_needed) =
            (name.clone(), props.on_action.clone(), name_needed.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(name) = name_to_sit_under(&name, &name_needed) {
                on_action.emit(TableAction::AskSeat { seat, name });
            }
        })
    };
    let rows = props.seats.iter().map(|line| {
        let who = match &line.who {
            Who::Open => words::FREE.get(lang).to_string(),
            Who::Person(name) if line.mine => format!("{name} ({})", words::YOU.get(lang)),
            Who::Person(name) => name.clone(),
            Who::Computer(level, host) => Say::ComputerOn(*level, host.clone()).text(lang),
        };
        let presence = match (&line.who, line.away_since) {
            (Who::Open, _) => None,
            _ if line.online => Some(words::CONNECTED.get(lang).to_string()),
            (_, Some(since)) => Some(Say::AwayFor(now.saturating_sub(since) / 1000).text(lang)),
            _ => Some(words::AWAY.get(lang).to_string()),
        };
        let absence = absence_html(line, now, &hand_over_level, &props.on_action, &props.on_take_back, lang);
        let class = classes!(
            "live-seat",
            blockness_core::Colour::name(line.plays),
            line.to_act.then_some("to-move"),
            line.mine.then_some("mine"),
        );
        html! {
            <li {class} data-testid={format!("live-seat-{}", line.seat)} data-online={line.online.to_string()}
                data-open={(line.who == Who::Open).to_string()}>
                <span class="live-seat-name">{ Say::Seat(line.seat).text(lang) }{ " · " }
                    { ColourPhrase::NameWithColour(who, line.plays).text(lang) }</span>
                if let Some(fingerprint) = &line.fingerprint {
                    <span class="live-fingerprint" data-testid={format!("live-fingerprint-{}", line.seat)}
                          title={words::FINGERPRINT.get(lang)}>{ fingerprint.clone() }</span>
                }
                if let Some(presence) = presence {
                    <span class={classes!("live-presence", line.online.then_some("online"))}
                          data-testid={format!("live-presence-{}", line.seat)}>{ presence }</span>
                }
                { absence }
                if offering && line.who == Who::Open {
                    <button class="primary" data-testid={format!("live-take-seat-{}", line.seat)}
                            onclick={claim(Some(line.seat))}>{ words::TAKE_SEAT.get(lang) }</button>
                }
            </li>
        }
    });
    html! {
        <section class="live-seats" aria-labelledby="live-seats-title" data-testid="live-seats">
            <h2 id="live-seats-title">{ words::SEATS.get(lang) }</h2>
            if props.hosting {
                <p class="zones-note" data-testid="live-hosting">{ words::HOST_NOTE.get(lang) }</p>
            }
            if props.asking {
                <p role="status" data-testid="live-asking">{ words::ASKING.get(lang) }
                    if !props.host_online { { " " }{ words::HOST_AWAY.get(lang) } }</p>
            }
            if props.spectator {
                <p class="zones-note" data-testid="live-spectator">{ words::SPECTATOR_NOTE.get(lang) }</p>
            }
            if offering {
                <p class="zones-note">{ words::FIRST_COME.get(lang) }</p>
                { name_field(&name, *name_needed, name_input, lang) }
            }
            <ul>{ for rows }</ul>
            if props.before_table {
                if offering {
                    <button class="primary" data-testid="live-take-any-seat" onclick={claim(None)}>{ words::TAKE_A_SEAT.get(lang) }</button>
                }
            } else if props.may_sit && !props.watching {
                <button data-testid="live-watch" onclick={props.on_watch.reform(|_: MouseEvent| true)}>{ words::WATCH.get(lang) }</button>
            } else if props.may_sit {
                <p data-testid="live-watching">{ words::WATCHING.get(lang) }</p>
                <button data-testid="live-sit" onclick={props.on_watch.reform(|_: MouseEvent| false)}>{ words::SIT.get(lang) }</button>
            }
        </section>
    }
}

/// The name typed, cleaned, to ask for a seat under; `None` when there is none, and the
/// field then says a name is needed until one is typed.
fn name_to_sit_under(name: &TypedField, needed: &UseStateHandle<bool>) -> Option<String> {
    let typed = names::clean(&name.trimmed());
    needed.set(typed.is_empty());
    (!typed.is_empty()).then_some(typed)
}

thread_local! {
    /// Where the cursor was in the name field when its seats' section was taken down while
    /// the field had the focus: the section is drawn anew when the table arrives (before it,
    /// the form has no seats), and the field drawn next takes the focus and the cursor back,
    /// so typing goes on.
    static FOCUS_LEFT: Cell<Option<(u32, u32)>> = const { Cell::new(None) };
}

/// Keeps the name field's focus across the seats' section drawn anew: taken when the section
/// goes (its hooks end before its elements are taken down), given back to the next field.
///
/// The next field is given it as soon as the work that drew it is done, in a microtask, not
/// in its own effect: Yew may yield to the browser between drawing a component and running
/// its effects, and a key pressed then would land on the body. No task runs between Yew's
/// drawing and that microtask. A section drawn later without the field (the seats taken, the
/// form gone for a while) leaves the focus to the next field's effect.
#[hook]
fn use_name_focus_kept(input: &NodeRef) {
    let input = input.clone();
    use_effect_with((), move |_| {
        let field = move || input.cast::<HtmlInputElement>();
        if let Some(field) = field() {
            give_focus_left(&field);
        }
        move || {
            let Some(field) = field() else { return };
            let focused = gloo::utils::document().active_element();
            if focused.is_some_and(|el| el == **field) {
                let at = |n: Result<Option<u32>, _>| n.ok().flatten().unwrap_or(0);
                FOCUS_LEFT.set(Some((
                    at(field.selection_start()),
                    at(field.selection_end()),
                )));
                wasm_bindgen_futures::spawn_local(async {
                    // The id is the name field's alone: no type check is needed (nor its
                    // code in the invite's download).
                    let next = gloo::utils::document()
                        .get_element_by_id(NAME_FIELD_ID)
                        .map(|el| el.unchecked_into::<HtmlInputElement>());
                    if let Some(next) = next {
                        give_focus_left(&next);
                    }
                });
            }
        }
    });
}

/// Gives `field` the focus and the cursor a field drawn before it left, if one did.
fn give_focus_left(field: &HtmlInputElement) {
    if let Some((start, end)) = FOCUS_LEFT.take() {
        let _ = field.focus();
        let _ = field.set_selection_range(start, end);
    }
}

/// "Your name" (`input` is the field's element), with the warning beside it when a seat was
/// asked for without one (`needed`).
fn name_field(name: &TypedField, needed: bool, input: NodeRef, lang: Lang) -> Html {
    let missing = needed && name.trimmed().is_empty();
    html! {
        <div class="field">
            <label for={NAME_FIELD_ID}>{ words::YOUR_NAME.get(lang) }</label>
            <input ref={input} id={NAME_FIELD_ID} data-testid="live-claim-name" type="text" maxlength={names::MAX_NAME.to_string()}
                   autocomplete="nickname" value={name.value()} oninput={name.oninput.clone()}
                   aria-invalid={missing.to_string()}
                   aria-describedby={needed.then_some("live-claim-name-needed")} />
            if missing {
                <p id="live-claim-name-needed" class="live-warning" role="alert" data-testid="live-name-needed">
                    { Note::NameNeeded.text(lang) }
                </p>
            }
        </div>
    }
}

/// What a seat's row says of an absence: the computer standing in for its person, the
/// take-back for this device's own seat, and the hand-over once the grace time is over
/// (with the wait before it until then).
fn absence_html(
    line: &SeatLine,
    now: u64,
    level: &UseStateHandle<BotLevel>,
    on_action: &Callback<TableAction>,
    on_take_back: &Callback<()>,
    lang: Lang,
) -> Html {
    let seat = line.seat;
    let stand_in = line.stand_in.as_ref().map(|(l, by)| {
        html! {
            <span class="live-stand-in" data-testid={format!("live-stand-in-{seat}")}>
                { Say::ComputerOn(*l, Some(by.clone())).text(lang) }</span>
        }
    });
    let take_back = match &line.stand_in {
        Some((l, by)) if line.mine => html! {
            <div class="live-take-back" role="status">
                <p data-testid="live-stood-in">{ Say::StandsInForYou(*l, by.clone()).text(lang) }</p>
                <button class="primary" data-testid="live-take-back"
                        onclick={on_take_back.reform(|_: MouseEvent| ())}>{ words::TAKE_BACK.get(lang) }</button>
            </div>
        },
        _ => html! {},
    };
    let hand_over = match line.hand_over_at.filter(|_| !line.online) {
        Some(at) if now >= at => {
            let chosen = **level;
            let on_level = {
                let level = level.clone();
                Callback::from(move |e: Event| {
                    level.set(BotLevel::parse(&select_value(&e)).unwrap_or(BotLevel::Medium));
                })
            };
            let id = format!("live-hand-over-level-{seat}");
            html! {
                <div class="live-hand-over">
                    <label for={id.clone()}>{ words::HAND_OVER_LEVEL.get(lang) }</label>
                    <select {id} data-testid={format!("live-hand-over-level-{seat}")} onchange={on_level}>
                        { for [BotLevel::Easy, BotLevel::Medium, BotLevel::Strong].into_iter().map(|l| html! {
                            <option value={l.name()} selected={l == chosen}>
                                { blockness_web_board::words::level_name(crate::levels::level(l), lang) }
                            </option>
                        }) }
                    </select>
                    <button data-testid={format!("live-hand-over-{seat}")}
                            onclick={on_action.reform(move |_: MouseEvent| TableAction::HandOver { seat, level: chosen })}>
                        { words::HAND_OVER.get(lang) }</button>
                </div>
            }
        }
        Some(at) => html! {
            <span class="live-hand-over-in" data-testid={format!("live-hand-over-in-{seat}")}>
                { Say::HandOverIn((at - now).div_ceil(1000)).text(lang) }</span>
        },
        None => html! {},
    };
    html! { <>{ for stand_in }{ take_back }{ hand_over }</> }
}
